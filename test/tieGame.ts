/** The golden tied-bid game of test/browser/langStates.ts replayed in the engine, for Node tests of the table's words. */
import { applyAction, createGame, legalActions, viewFor } from '../src/cards/engine';
import type { Action, GameState } from '../src/cards/engine';
import { tieStart } from './browser/langStates';

function applied(s: GameState, a: Action): GameState {
  const r = applyAction(s, a);
  if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error}`);
  return r.state;
}

/** The game after its saved moves, or after those before the first one where `stop` holds. */
export function tieGame(stop: (s: GameState) => boolean = () => false): GameState {
  const save = JSON.parse(tieStart().record) as { setup: never; seed: number; actions: Action[] };
  const start = createGame(save.setup, save.seed);
  if (!start.ok) throw new Error(start.error);
  let s = start.state;
  for (const a of save.actions) {
    if (stop(s)) break;
    s = applied(s, a);
  }
  return s;
}

/** The game's first auction in which seat 0 (a person) bids while another seat still has to: after seat 0's bid. */
export function afterOwnBid(): GameState {
  const s = tieGame((st) => {
    const v = viewFor(st, 0);
    return v.phase === 'bidding' && v.active.includes(0) && v.active.length > 1;
  });
  const bid = legalActions(s, 0).find((a) => a.type === 'bid');
  if (!bid) throw new Error('seat 0 has no bid to make');
  return applied(s, bid);
}
