/** Seeded games that Hard plays for every seat, stopped where a test wants to look. */
import { activeSeats, applyAction, createGame, legalActions, viewFor } from '../src/cards/engine';
import type { Action, GameSetup, GameState } from '../src/cards/engine';
import { botFor } from '../src/cards/bots/index';
import { decisionSeed } from '../src/cards/bots/play';

/** What a stop sees before each decision: the state, the seat to act, its legal actions and the decision's number. */
export type HardStop = (s: GameState, seat: number, legal: readonly Action[], n: number) => boolean;

/** Hard plays seed `seed` of `setup` until `stop` holds before a decision; that state, or the ended game. */
export function hardPlayUntil(setup: GameSetup, seed: number, stop: HardStop): GameState {
  const start = createGame(setup, seed);
  if (!start.ok) throw new Error('bad setup');
  let s = start.state;
  for (let n = 0; s.phase !== 'over'; n++) {
    const seat = activeSeats(s)[0] as number;
    const legal = legalActions(s, seat);
    if (stop(s, seat, legal, n)) return s;
    const r = applyAction(
      s,
      botFor('hard').decide(viewFor(s, seat), legal, decisionSeed(seed, seat, n)).action,
    );
    if (!r.ok) throw new Error(r.error);
    s = r.state;
  }
  return s;
}

/** As hardPlayUntil, but the game must reach a state where `stop` holds. */
export function hardPlayTo(setup: GameSetup, seed: number, stop: HardStop): GameState {
  const s = hardPlayUntil(setup, seed, stop);
  if (s.phase === 'over') throw new Error('no such state');
  return s;
}
