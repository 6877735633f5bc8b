/** Is a move the one the tutorial's step waits for, and if not, why not: a code the text layer words kindly. */
import {
  placementProblem,
  seatFlags,
  seatGrid,
  terrainDef,
  isTerrain,
  auctionValue,
} from '../../cards/engine';
import type { Action, EntityId, GameState } from '../../cards/engine';
import type { TutorialStep } from './script';

/** Why a move is not the step's move. */
export type TutorialWhy =
  /** A reading step: press Next first. */
  | { code: 'readFirst' }
  /** Another auction card than the lesson's. */
  | { code: 'otherBid'; want: number; got: number }
  /** Another card from the offer than the lesson's. */
  | { code: 'otherCard'; want: EntityId }
  /** The spot breaks a building rule (RULES 4). */
  | { code: 'tooBig' | 'notConnected' | 'coversBlocked' }
  /** A legal spot, but not the one the lesson uses. */
  | { code: 'otherSpot' }
  /** Something else (an ability, a pass, a sale): not part of this step. */
  | { code: 'notNow' };

/** Null when `a` is exactly the step's move; otherwise why it is not, the state being left as it is. */
export function checkMove(step: TutorialStep, a: Action, s: GameState): TutorialWhy | null {
  const want = step.action;
  if (!want) return { code: 'readFirst' };
  if (want.type === 'bid') {
    if (a.type !== 'bid') return { code: 'notNow' };
    return a.card === want.card
      ? null
      : { code: 'otherBid', want: auctionValue(want.card), got: auctionValue(a.card) };
  }
  if (want.type !== 'take' || a.type !== 'take') return { code: 'notNow' };
  if (a.card !== want.card) return { code: 'otherCard', want: want.card };
  if (!want.at) return a.at ? { code: 'notNow' } : null;
  if (!a.at) return { code: 'otherSpot' };
  if (a.at.x === want.at.x && a.at.y === want.at.y) return null;
  if (!isTerrain(a.card)) return { code: 'notNow' };
  // RULES 4: the engine's own building check names the rule a spot breaks.
  const problem = placementProblem(
    seatGrid(s, a.seat),
    terrainDef(a.card).parcels,
    a.at,
    seatFlags(s, a.seat),
  );
  return problem
    ? {
        code:
          problem === 'too-big' ? 'tooBig' : problem === 'not-connected' ? 'notConnected' : 'coversBlocked',
      }
    : { code: 'otherSpot' };
}

/** The refusals about where a card goes: the card itself was the lesson's. */
const SPOT_CODES: ReadonlySet<TutorialWhy['code']> = new Set([
  'tooBig',
  'notConnected',
  'coversBlocked',
  'otherSpot',
]);

/**
 * After a refused move, the offer card the table picks again for the player, or null: a spot refused keeps the step's
 * card chosen, so the spot the note calls glowing is on screen again.
 */
export function keptPick(step: TutorialStep, why: TutorialWhy): EntityId | null {
  const want = step.action;
  return want?.type === 'take' && want.at && SPOT_CODES.has(why.code) ? want.card : null;
}
