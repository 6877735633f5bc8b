/** Headless games on the fast mutable engine path, for benchmarks and search playouts. */
import { applyActionFast, createGame, droppedEvents, firstActiveSeat, legalChoices } from '../engine';
import { floatOf } from '../../shared';
import type { Action, GameEvent, GameSetup, GameState, LegalChoices } from '../engine';
import { decisionSeed } from './play';

/** Chooses an action for `seat` among its legal choices; `n` counts the game's decisions so far. */
export type FastPolicy = (s: GameState, seat: number, choices: LegalChoices, n: number) => Action;

/** The Random level's choice (`randomBot`) on the fast path: the same action for the same game seed. */
export function randomPolicy(seed: number): FastPolicy {
  return (_s, seat, choices, n) => choices.at(randomIndex(seed, seat, n, choices.count));
}

/** The Random level's pick among `count` choices, as a small integer (its floats stay inside, never boxed). */
function randomIndex(seed: number, seat: number, n: number, count: number): number {
  const f = floatOf(decisionSeed(seed, seat, n) >>> 0);
  return Math.floor(f * count);
}

const DROPPED = droppedEvents();

/** Plays `s` itself to the end with `policy`; appends events to `ev` when given. Returns the decisions made. */
export function playOut(s: GameState, policy: FastPolicy, ev: GameEvent[] = DROPPED, n0 = 0): number {
  let n = n0;
  while (s.phase !== 'over') {
    const seat = firstActiveSeat(s);
    if (seat < 0) throw new Error(`no one to act in phase ${s.phase}`);
    const action = policy(s, seat, legalChoices(s, seat), n++);
    const err = applyActionFast(s, action, ev);
    if (err) throw new Error(`policy chose an illegal action: ${err} ${JSON.stringify(action)}`);
  }
  return n - n0;
}

/** A whole random game on the fast path: the same game as `playGame(setup, seed, randomBots)`. */
export function playRandomFast(setup: GameSetup, seed: number, ev?: GameEvent[]): GameState {
  const start = createGame(setup, seed);
  if (!start.ok) throw new Error(`bad setup: ${start.error}`);
  playOut(start.state, randomPolicy(seed), ev);
  return start.state;
}
