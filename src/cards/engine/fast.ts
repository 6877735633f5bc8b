/** The fast mutable path for search and bulk simulation: no copies, no snapshots, no action lists built in full. */
import { legalActions, activeSeats } from './legal';
import { cityScanner } from './fastCity';
import type { BuildFlags } from './city';
import { dispatch } from './systems/dispatch';
import { currentTaker, maySell } from './systems/taking';
import type { PlacementCheck } from './systems/taking';
import { seatFlags } from './seatCity';
import { auctionCount, auctionId, isTerrain, AUCTION_VALUES } from './world';
import type { Action, EntityId, ErrorCode, GameEvent, GameState } from './types';
import { zoneIndex } from './zoneIndex';

/**
 * Applies a legal action to `s` itself, appending its events to `ev`. Unlike `applyActionInPlace` it neither
 * copies the action nor snapshots the state: use it only on a state you own (a search copy) with actions from
 * `legalChoices` or `legalActions`. A rejected action returns its error code (systems check before they change
 * anything); an exception (a bug) propagates and may leave `s` half-applied. test/fast.test.ts proves it plays
 * the same games as `applyAction`.
 */
export function applyActionFast(s: GameState, action: Action, ev: GameEvent[]): ErrorCode | null {
  if (s.phase === 'over') return 'game-over';
  zoneIndex(s);
  return dispatch(s, action, ev, keptPlacement);
}

const keptPlacement: PlacementCheck = (s, seat, card, at) => {
  const scanner = cityScanner(s, seat, seatFlags(s, seat));
  if (at) return scanner.fitsCard(card, at.x, at.y) ? null : 'illegal-placement';
  return scanner.countCard(card) > 0 ? 'placement-required' : null;
};

export { droppedEvents } from './events';

/** A seat's legal actions, counted without building them all: `at(k)` is `legalActions(s, seat)[k]`. */
export interface LegalChoices {
  count: number;
  at(k: number): Action;
}

const NONE: LegalChoices = {
  count: 0,
  at: (k) => {
    throw new Error(`no legal action ${k}`);
  },
};

/** The first seat that may act now, or -1 (the seat a headless runner asks). */
export function firstActiveSeat(s: GameState): number {
  const ix = zoneIndex(s);
  switch (s.phase) {
    case 'bidding':
      return ix.firstToBid();
    case 'taking': {
      const t = currentTaker(s);
      return t >= 0 && ix.real[t] === 1 ? t : -1;
    }
    default:
      return activeSeats(s)[0] ?? -1;
  }
}

/**
 * The legal actions of `seat` in the same order as `legalActions`, with placements counted, not listed. Valid
 * until `s` changes or the next call (bids and takes are answered by kept objects).
 */
export function legalChoices(s: GameState, seat: number): LegalChoices {
  const ix = zoneIndex(s);
  switch (s.phase) {
    case 'bidding':
      return bidChoices(s, seat);
    case 'taking':
      return currentTaker(s) === seat && ix.real[seat] === 1 ? TAKES.fill(s, seat) : NONE;
    case 'before':
    case 'after':
      if (s.pendingTake >= 0) return s.pendingTake === seat ? TAKES.fill(s, seat) : NONE;
  }
  const list = legalActions(s, seat);
  return list.length === 0 ? NONE : new ListChoices(list);
}

/** A real seat's bids: each card of its hand by value, as `legalActions` lists them (RULES 3.3). */
function bidChoices(s: GameState, seat: number): LegalChoices {
  if (zoneIndex(s).real[seat] !== 1 || auctionCount(s, seat, 'bid') > 0) return NONE;
  const count = auctionCount(s, seat, 'hand');
  return count === 0 ? NONE : BIDS.fill(s, seat, count);
}

/** A hand's bids, counted from the zone index; the hand is listed only when one is picked (kept like TAKES). */
class BidChoices implements LegalChoices {
  count = 0;
  private s: GameState | null = null;
  private seat = -1;
  fill(s: GameState, seat: number, count: number): this {
    this.s = s;
    this.seat = seat;
    this.count = count;
    return this;
  }
  at(k: number): Action {
    const card = kthInHand(this.s as GameState, this.seat, k);
    if (card < 0) throw new Error(`no legal action ${k}`);
    return bidAction(this.seat, card);
  }
}

/** Bid actions by card id, made once and frozen: an auction card belongs to one seat, so its bid is a constant. */
const BID_ACTIONS: Action[] = [];

function bidAction(seat: number, card: EntityId): Action {
  let a = BID_ACTIONS[card];
  if (a === undefined || a.seat !== seat) {
    a = Object.freeze({ type: 'bid', seat, card });
    BID_ACTIONS[card] = a;
  }
  return a;
}

const BIDS = new BidChoices();

class ListChoices implements LegalChoices {
  readonly count: number;
  constructor(private readonly list: Action[]) {
    this.count = list.length;
  }
  at(k: number): Action {
    const a = this.list[k];
    if (!a) throw new Error(`no legal action ${k}`);
    return a;
  }
}

const NO_SALES: EntityId[] = [];

/** The hand card of rank `k` by order (`auctionCards(s, seat, 'hand')[k]`), or -1, listed in a kept buffer. */
function kthInHand(s: GameState, seat: number, k: number): EntityId {
  const from = auctionId(seat, 1);
  const ix = zoneIndex(s);
  if (ix.handsById) {
    // Every hand card's order is its id: the k-th card by order is the k-th set bit.
    let bits = ix.hands[seat] as number;
    for (let i = 0; i < k && bits !== 0; i++) bits &= bits - 1;
    return k >= 0 && bits !== 0 ? from + 31 - Math.clz32(bits & -bits) : -1;
  }
  const { zone, order } = s.c;
  const hand = HAND;
  let n = 0;
  for (let id = from; id < from + AUCTION_VALUES; id++) {
    if (zone[id] !== 'hand') continue;
    const o = order[id] as number;
    let j = n++;
    for (; j > 0 && (order[hand[j - 1] as number] as number) > o; j--) hand[j] = hand[j - 1] as number;
    hand[j] = id;
  }
  return k >= 0 && k < n ? (hand[k] as number) : -1;
}

const HAND: EntityId[] = [];

/**
 * Take choices: each offer card with each position (or its discard), then the Auctioneer's sales. One instance is
 * refilled by every `legalChoices` call (a playout asks millions of times): it is valid until the next call.
 */
class TakeChoices implements LegalChoices {
  count = 0;
  private s: GameState | null = null;
  private seat = -1;
  private flags: BuildFlags = seatFlagsNone;
  private readonly cards: EntityId[] = [];
  private readonly counts: number[] = [];
  /** The number of offer cards in `cards` (the arrays keep their length: shortening one is a slow call). */
  private n = 0;
  private sells: EntityId[] = NO_SALES;

  fill(s: GameState, seat: number): this {
    this.s = s;
    this.seat = seat;
    const flags = seatFlags(s, seat);
    this.flags = flags;
    const scanner = cityScanner(s, seat, flags);
    const offered = zoneIndex(s).offer;
    const { cards, counts } = this;
    let count = 0;
    for (let i = 0; i < offered.length; i++) {
      const card = offered[i] as EntityId;
      const n = isTerrain(card) ? scanner.countCard(card) : 0;
      cards[i] = card;
      counts[i] = n;
      count += n > 0 ? n : 1;
    }
    this.n = offered.length;
    this.sells = s.phase === 'taking' && maySell(s, seat) ? scanner.sellable(s, seat) : NO_SALES;
    this.count = count + this.sells.length;
    return this;
  }

  at(k: number): Action {
    const seat = this.seat;
    let i = k;
    for (let c = 0; c < this.n; c++) {
      const placements = this.counts[c] as number;
      const n = placements > 0 ? placements : 1;
      if (i < n) {
        const card = this.cards[c] as EntityId;
        if (placements === 0) return { type: 'take', seat, card };
        const scanner = cityScanner(this.s as GameState, seat, this.flags);
        return { type: 'take', seat, card, at: scanner.atCard(card, i) };
      }
      i -= n;
    }
    const card = this.sells[i];
    if (card === undefined) throw new Error(`no legal action ${k}`);
    return { type: 'sell', seat, card };
  }
}

const seatFlagsNone: BuildFlags = Object.freeze({ captain: false, sheriff: false });
const TAKES = new TakeChoices();
