/** The interface of the board game's bot levels: a view, the legal actions and a seed in; an action and a reason out. */
import type { BoardAction, BoardView, GridPoint, Prompt } from '../engine';

/**
 * Why a bot chose its action, as data (no prose). `gain` and `value` are estimates in VP; `margin` is the searched
 * lead over the best other seat in VP, averaged over `rollouts` sampled continuations.
 */
export type BoardReason =
  | { kind: 'only' }
  | { kind: 'character'; card: number; gain: number }
  | { kind: 'spot'; spot: string; value: number }
  | { kind: 'keepCowboys'; cowboys: number }
  | { kind: 'road'; from: GridPoint; to: GridPoint; gain: number }
  | { kind: 'answer'; prompt: Prompt['kind']; value: number; gain: number }
  | { kind: 'build'; parcel: number; gain: number }
  | { kind: 'choice'; action: BoardAction['type']; gain: number }
  | { kind: 'search'; action: BoardAction['type']; rollouts: number; margin: number };

/** A bot's decision: one of the legal actions and why. */
export interface BoardDecision {
  action: BoardAction;
  reason: BoardReason;
}

/** A bot level: decides from the seat's view and legal actions; `seed` makes the decision reproducible. */
export interface BoardLevelBot {
  readonly name: string;
  decide(view: BoardView, legal: readonly BoardAction[], seed: number): BoardDecision;
}
