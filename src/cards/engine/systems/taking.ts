/** Taking cards in bid order, placing terrain, virtual players' picks and the Auctioneer's sales (RULES 3.4, 4, 5). */
import { SELL_LIMIT } from '../data/characters';
import { seatPlacementProblem, seatPlacements, seatSellable } from '../seatCity';
import {
  appealOf,
  nextCharacter,
  characterDef,
  isCharacter,
  isTerrain,
  moveTo,
  nextSeq,
  offer,
  offerSize,
  characterIdOf,
  ownedId,
} from '../world';
import type { EntityId, ErrorCode, GameEvent, GameState, Pos, SeatState, Suit } from '../types';
import { listening } from '../events';

/** Computes the taking order: highest final bid first, ties by the back of the next character (RULES 3.4). */
export function startTaking(s: GameState, ev: GameEvent[]): void {
  const next = nextCharacter(s);
  const back: readonly Suit[] = next === undefined ? NO_SUITS : characterDef(next).back;
  const seats = ORDER;
  let n = 0;
  const key = KEYS;
  for (let i = 0; i < s.seats.length; i++) {
    const p = s.seats[i] as SeatState;
    if (p.lawyered) continue;
    const r = rankOf(back, s.setup.seats[i]?.suit);
    // Highest bid first, then the better rank on the next character's back (RULES 3.4).
    key[i] = -p.bidValue * 1000 + (r < 0 ? 99 + i : r);
    let j = n++;
    while (j > 0 && (key[seats[j - 1] as number] as number) > (key[i] as number)) {
      seats[j] = seats[j - 1] as number;
      j--;
    }
    seats[j] = i;
  }
  const order = seats.slice(0, n);
  s.phase = 'taking';
  s.takeOrder = order;
  s.takeIndex = 0;
  s.takesLeft = n > 0 ? takesFor(s, order[0] as number) : 0;
  s.selling = false;
  if (listening(ev))
    ev.push({
      type: 'takingOrder',
      order: order.slice(),
      values: order.map((i) => s.seats[i]?.bidValue as number),
      tieBreak: back.slice(),
    });
}

const NO_SUITS: readonly Suit[] = [];

/** `back.indexOf(suit)` as a plain loop (the call to the array builtin costs more than the search). */
function rankOf(back: readonly Suit[], suit: Suit | undefined): number {
  for (let r = 0; r < back.length; r++) if (back[r] === suit) return r;
  return -1;
}
const KEYS: number[] = [];
/** The taking order being sorted (kept: the state gets an exact copy). */
const ORDER: number[] = [];

function takesFor(s: GameState, seat: number): number {
  return s.seats[seat]?.doubleTake ? 2 : 1;
}

/** The seat taking now, or -1. */
export function currentTaker(s: GameState): number {
  if (s.phase === 'before' && s.pendingTake >= 0) return s.pendingTake;
  if (s.phase !== 'taking') return -1;
  return s.takeOrder[s.takeIndex] ?? -1;
}

/** Moves to the next taker after a seat's turn. */
function endTurn(s: GameState): void {
  s.takeIndex++;
  s.selling = false;
  const next = s.takeOrder[s.takeIndex];
  s.takesLeft = next === undefined ? 0 : takesFor(s, next);
}

/** Puts a taken card where it belongs; a real seat's terrain goes into its city at `at` or is removed. */
function receive(s: GameState, seat: number, card: EntityId, at: Pos | undefined, ev: GameEvent[]): void {
  const real = s.setup.seats[seat]?.kind === 'real';
  const tell = listening(ev);
  if (isCharacter(card)) {
    moveTo(s, card, 'characters', seat, nextSeq(s));
    s.c.sideways[card] = false;
    if (tell) ev.push({ type: 'cardTaken', seat, card });
  } else if (!real) {
    moveTo(s, card, 'kept', seat, nextSeq(s));
    if (tell) ev.push({ type: 'cardTaken', seat, card });
  } else if (at) {
    moveTo(s, card, 'city', seat, nextSeq(s));
    s.c.x[card] = at.x;
    s.c.y[card] = at.y;
    if (tell) ev.push({ type: 'cardTaken', seat, card, at: { x: at.x, y: at.y } });
  } else {
    moveTo(s, card, 'removed', -1, nextSeq(s));
    if (tell) ev.push({ type: 'cardTaken', seat, card, discarded: true });
  }
}

/** Checks where a real seat puts a terrain card it takes: at `at`, or nowhere when no position exists (RULES 4). */
export type PlacementCheck = (
  s: GameState,
  seat: number,
  card: EntityId,
  at: Pos | undefined,
) => ErrorCode | null;

const checkPlacement: PlacementCheck = (s, seat, card, at) => {
  if (at) return seatPlacementProblem(s, seat, card, at) ? 'illegal-placement' : null;
  return seatPlacements(s, seat, card).length > 0 ? 'placement-required' : null;
};

/** Validates a real seat's take with its placement (RULES 3.4 Decision, 4). */
export function checkTake(
  s: GameState,
  seat: number,
  card: EntityId,
  at: Pos | undefined,
  placement: PlacementCheck = checkPlacement,
): ErrorCode | null {
  if (currentTaker(s) !== seat)
    return s.phase === 'taking' || s.pendingTake >= 0 ? 'not-your-turn' : 'wrong-phase';
  if (s.phase === 'taking' && s.takesLeft <= 0) return 'not-your-turn';
  if (s.c.zone[card] !== 'offer') return 'not-in-offer';
  if (!isTerrain(card)) return at ? 'malformed' : null;
  return placement(s, seat, card, at);
}

/** A real seat takes a card (and places it), during the taking phase or a Governor/Lawyer take (RULES 3.2, 3.4). */
export function take(
  s: GameState,
  seat: number,
  card: EntityId,
  at: Pos | undefined,
  ev: GameEvent[],
  placement: PlacementCheck = checkPlacement,
): ErrorCode | null {
  const err = checkTake(s, seat, card, at, placement);
  if (err) return err;
  receive(s, seat, card, at, ev);
  if (s.phase === 'before') {
    s.pendingTake = -1;
    s.pendingReason = null;
    return null;
  }
  s.takesLeft--;
  if (s.takesLeft <= 0 || offerSize(s) === 0) endTurn(s);
  return null;
}

/** A virtual player takes the card of highest appeal, ties to the earliest in the offer (RULES 5). */
export function virtualTake(s: GameState, seat: number, ev: GameEvent[]): void {
  for (let n = takesFor(s, seat); n > 0; n--) {
    const cards = offer(s);
    let best: EntityId | undefined;
    for (const c of cards) if (best === undefined || appealOf(c) > appealOf(best)) best = c;
    if (best === undefined) break;
    receive(s, seat, best, undefined, ev);
  }
  endTurn(s);
}

const AUCTIONEER = characterIdOf('Auctioneer');

/** True when `seat` may sell a card now with the Auctioneer (RULES 1.3). */
export function maySell(s: GameState, seat: number): boolean {
  if (s.phase !== 'taking' || currentTaker(s) !== seat || s.takesLeft <= 0) return false;
  const auc = ownedId(s, seat, AUCTIONEER);
  if (auc < 0 || (s.seats[seat]?.sold ?? SELL_LIMIT) >= SELL_LIMIT) return false;
  return s.selling || !s.c.sideways[auc];
}

/** Sells one terrain card of the seat's city with the Auctioneer (RULES 1.3, 4). */
export function sell(s: GameState, seat: number, card: EntityId, ev: GameEvent[]): ErrorCode | null {
  if (s.phase !== 'taking') return 'wrong-phase';
  if (currentTaker(s) !== seat) return 'not-your-turn';
  const auc = ownedId(s, seat, AUCTIONEER);
  if (auc < 0) return 'not-owner';
  const p = s.seats[seat];
  if (!p || p.sold >= SELL_LIMIT) return 'sell-limit';
  if (!maySell(s, seat)) return 'not-allowed';
  if (s.c.zone[card] !== 'city' || s.c.owner[card] !== seat || !seatSellable(s, seat).includes(card))
    return 'not-sellable';
  if (!s.selling) {
    s.selling = true;
    s.c.sideways[auc] = true;
  }
  moveTo(s, card, 'sold', seat, nextSeq(s));
  p.sold++;
  ev.push({ type: 'cardSold', seat, card });
  return null;
}
