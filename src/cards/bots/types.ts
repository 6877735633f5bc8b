/** The interface every bot implements: it sees only a view and its own legal actions. */
import type { Ability, Action, EntityId, GameView } from '../engine';

/**
 * Why a bot chose its action, as data; src/i18n/reasons.ts words it in the player's language. `bid` is the auction
 * value played, `card` an offer card's id, and gains are in VP.
 */
export type BotReason =
  | { kind: 'useNow'; ability: Ability }
  | { kind: 'useWorth'; ability: Ability; edge: number }
  | { kind: 'useOffer'; ability: Ability; worth: number }
  | { kind: 'keep'; ability: Ability }
  | { kind: 'bid'; bid: number }
  | { kind: 'bidNothing'; bid: number }
  | { kind: 'bidLast'; bid: number }
  | { kind: 'bidLawyer'; bid: number }
  | { kind: 'bidWants'; bid: number; card: EntityId }
  | { kind: 'bidWantsNow'; bid: number; card: EntityId; gain: number }
  | { kind: 'bidWantsWorth'; bid: number; card: EntityId; worth: number }
  | { kind: 'bidStillThere'; bid: number; card: EntityId }
  | { kind: 'bidHopes'; bid: number; card: EntityId; alt: EntityId }
  | { kind: 'bidSaves'; bid: number; card: EntityId }
  | { kind: 'paperboyNow' }
  | { kind: 'paperboyBest' }
  | { kind: 'sell' }
  | { kind: 'sellFor'; gain: number }
  | { kind: 'take'; card: EntityId }
  | { kind: 'takeNow'; card: EntityId; gain: number }
  | { kind: 'takeWorth'; card: EntityId; worth: number }
  | { kind: 'takeSearch'; card: EntityId };

/** A bot's decision, with an optional reason for the game log. */
export interface BotDecision {
  action: Action;
  reason?: BotReason;
}

/** A bot: decides from the seat's view and legal actions; `seed` makes the decision reproducible. */
export interface Bot {
  readonly name: string;
  decide(view: GameView, legal: readonly Action[], seed: number): BotDecision;
}
