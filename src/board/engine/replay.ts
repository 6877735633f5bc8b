/** Replays a board game from (setup, seed, actions), through the shared replay loop. */
import { replayWith } from '../../shared';
import type { Replayed } from '../../shared';
import { applyAction } from './apply';
import { createGame } from './setup';
import type { BoardEvent } from './events';
import type { BoardAction, BoardError, BoardSetup, BoardState } from './types';

/** The final state, or the index of the first refused action and the state before it. */
export type BoardReplay = Replayed<BoardState, BoardEvent, BoardError>;

/** Rebuilds a game exactly by applying `actions` in order to the game created from `setup` and `seed`. */
export function replay(setup: BoardSetup, seed: number, actions: readonly BoardAction[]): BoardReplay {
  return replayWith({ createGame, applyAction }, setup, seed, actions);
}
