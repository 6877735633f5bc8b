/** Replays a card game from (setup, seed, actions), through the shared replay loop. */
import { replayWith } from '../../shared';
import type { Replayed } from '../../shared';
import { applyAction } from './apply';
import { createGame } from './setup';
import type { Action, ErrorCode, GameEvent, GameSetup, GameState } from './types';

/** Result of a replay: the final state, or the index of the first rejected action and the state before it. */
export type ReplayResult = Replayed<GameState, GameEvent, ErrorCode>;

/** Rebuilds a game exactly by applying `actions` in order to the game created from `setup` and `seed`. */
export function replay(setup: GameSetup, seed: number, actions: readonly Action[]): ReplayResult {
  return replayWith({ createGame, applyAction }, setup, seed, actions);
}
