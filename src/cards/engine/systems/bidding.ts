/** Secret simultaneous bids and their reveal (RULES 3.3). */
import { BID_BONUS, BONUS_BEFORE_BIDS } from '../data/characters';
import { auctionCount, auctionId, auctionValue, moveTo, nextSeq, AUCTION_VALUES } from '../world';
import type { EntityId, ErrorCode, GameEvent, GameState, Zone } from '../types';
import { listening } from '../events';
import { liveIndex } from '../zoneIndex';

/** Real seats that still have to choose a bid. */
export function seatsToBid(s: GameState): number[] {
  if (s.phase !== 'bidding') return [];
  const out: number[] = [];
  s.setup.seats.forEach((seat, i) => {
    if (seat.kind === 'real' && auctionCount(s, i, 'bid') === 0) out.push(i);
  });
  return out;
}

/** True while a real seat still has to choose a bid (`seatsToBid` without the list). */
export function anySeatToBid(s: GameState): boolean {
  if (s.phase !== 'bidding') return false;
  const ix = liveIndex(s);
  if (ix) return ix.firstToBid() >= 0;
  for (let i = 0; i < s.seats.length; i++)
    if (s.setup.seats[i]?.kind === 'real' && auctionCount(s, i, 'bid') === 0) return true;
  return false;
}

/** Chooses a secret bid from the seat's hand (RULES 3.3). */
export function chooseBid(s: GameState, seat: number, card: EntityId, ev: GameEvent[]): ErrorCode | null {
  if (s.phase !== 'bidding') return 'wrong-phase';
  if (s.setup.seats[seat]?.kind !== 'real') return 'not-allowed';
  if (auctionCount(s, seat, 'bid') > 0) return 'already-bid';
  if (s.c.zone[card] !== 'hand' || s.c.owner[card] !== seat) return 'not-in-hand';
  moveTo(s, card, 'bid', seat, nextSeq(s));
  if (listening(ev)) ev.push({ type: 'bidChosen', seat });
  return null;
}

const NO_BIDS: { seat: number; card: EntityId; value: number }[] = [];

/** Seat and card pairs of the bids being revealed (reused: the reveal never runs inside another). */
const PLAYED: number[] = [];

/** The auction card of lowest order among a seat's cards in `zone` (its bid, or its pile's top), or -1. */
function topAuction(s: GameState, seat: number, zone: Zone): EntityId {
  const bid = zone === 'bid' ? (liveIndex(s)?.bidCard(seat) ?? -1) : -1;
  if (bid >= 0) return bid;
  const from = auctionId(seat, 1);
  const { zone: zones, order } = s.c;
  let best = -1;
  let bestOrder = Infinity;
  for (let id = from; id < from + AUCTION_VALUES; id++)
    if (zones[id] === zone && (order[id] as number) < bestOrder) {
      best = id;
      bestOrder = order[id] as number;
    }
  return best;
}

/** Reveals all bids at once with each virtual pile's top card (RULES 3.3); a Lawyer user's card is discarded (RULES 1.3). */
export function revealBids(s: GameState, ev: GameEvent[]): void {
  const tell = listening(ev);
  const bids: { seat: number; card: EntityId; value: number }[] = tell ? [] : NO_BIDS;
  const played = PLAYED;
  let n = 0;
  for (let i = 0; i < s.setup.seats.length; i++) {
    const p = s.seats[i];
    if (!p) continue;
    const card = topAuction(s, i, s.setup.seats[i]?.kind === 'real' ? 'bid' : 'pile');
    if (card < 0) continue;
    moveTo(s, card, 'played', i, nextSeq(s));
    p.bidValue = p.lawyered ? 0 : auctionValue(card) + p.modifier;
    played[n++] = i;
    played[n++] = card;
    if (tell) bids.push({ seat: i, card, value: p.bidValue });
  }
  if (!tell) {
    for (let k = 0; k < n; k += 2) {
      const seat = played[k] as number;
      if (s.seats[seat]?.lawyered) moveTo(s, played[k + 1] as number, 'spent', seat, nextSeq(s));
    }
    return;
  }
  ev.push({ type: 'bidsRevealed', bids });
  for (const b of bids) {
    const p = s.seats[b.seat];
    if (!p || p.lawyered) continue;
    for (const a of p.usedThisRound) {
      const amount = BID_BONUS[a];
      if (amount && BONUS_BEFORE_BIDS.includes(a))
        ev.push({ type: 'modifierApplied', seat: b.seat, ability: a, amount, value: b.value });
    }
  }
  for (const b of bids) {
    if (s.seats[b.seat]?.lawyered) {
      moveTo(s, b.card, 'spent', b.seat, nextSeq(s));
      ev.push({ type: 'auctionDiscarded', seat: b.seat, card: b.card });
    }
  }
}
