/** Replays a game from (setup, seed, actions). */
import { applyAction } from './apply';
import { createGame } from './setup';
import type { Action, ErrorCode, GameEvent, GameSetup, GameState } from './types';

/** Result of a replay: the final state, or the index of the first rejected action. */
export type ReplayResult =
  | { ok: true; state: GameState; events: GameEvent[] }
  | { ok: false; error: ErrorCode; index: number; state?: GameState; message?: string };

/** Rebuilds a game exactly by applying `actions` in order to the game created from `setup` and `seed`. */
export function replay(setup: GameSetup, seed: number, actions: readonly Action[]): ReplayResult {
  const start = createGame(setup, seed);
  if (!start.ok) return { ok: false, error: start.error, index: -1 };
  let state = start.state;
  const events = start.events.slice();
  for (let i = 0; i < actions.length; i++) {
    const r = applyAction(state, actions[i] as Action);
    if (!r.ok) {
      const fail: ReplayResult = { ok: false, error: r.error, index: i, state };
      if (r.message !== undefined) fail.message = r.message;
      return fail;
    }
    state = r.state;
    for (const e of r.events) events.push(e);
  }
  return { ok: true, state, events };
}
