/** The interface every bot implements: it sees only a view and its own legal actions. */
import type { Action, GameView } from '../engine';

/** A bot's decision, with an optional one-line reason for the game log. */
export interface BotDecision {
  action: Action;
  reason?: string;
}

/** A bot: decides from the seat's view and legal actions; `seed` makes the decision reproducible. */
export interface Bot {
  readonly name: string;
  decide(view: GameView, legal: readonly Action[], seed: number): BotDecision;
}
