/** Replays a game from (setup, seed, actions). */
import { applyAction } from './apply';
import { createGame } from './setup';
import type { BoardAction, BoardError, BoardEvent, BoardSetup, BoardState } from './types';

/** The final state, or the index of the first refused action. */
export type BoardReplay =
  | { ok: true; state: BoardState; events: BoardEvent[] }
  | { ok: false; error: BoardError; index: number; message?: string };

/** Rebuilds a game exactly by applying `actions` in order to the game created from `setup` and `seed`. */
export function replay(setup: BoardSetup, seed: number, actions: readonly BoardAction[]): BoardReplay {
  const start = createGame(setup, seed);
  if (!start.ok) return { ok: false, error: start.error, index: -1 };
  let state = start.state;
  const events = start.events.slice();
  for (let i = 0; i < actions.length; i++) {
    const r = applyAction(state, actions[i] as BoardAction);
    if (!r.ok) return { ok: false, error: r.error, index: i };
    state = r.state;
    for (const e of r.events) events.push(e);
  }
  return { ok: true, state, events };
}
