/** Secret simultaneous bids and their reveal (RULES 3.3). */
import { BID_BONUS, BONUS_BEFORE_BIDS } from '../data/characters';
import { auctionCards, auctionCount, auctionValue, moveTo, nextSeq } from '../world';
import type { EntityId, ErrorCode, GameEvent, GameState } from '../types';

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
  ev.push({ type: 'bidChosen', seat });
  return null;
}

/** Reveals all bids at once with each virtual pile's top card (RULES 3.3); a Lawyer user's card is discarded (RULES 1.3). */
export function revealBids(s: GameState, ev: GameEvent[]): void {
  const bids: { seat: number; card: EntityId; value: number }[] = [];
  s.setup.seats.forEach((seat, i) => {
    const p = s.seats[i];
    if (!p) return;
    const card = seat.kind === 'real' ? auctionCards(s, i, 'bid')[0] : auctionCards(s, i, 'pile')[0];
    if (card === undefined) return;
    moveTo(s, card, 'played', i, nextSeq(s));
    p.bidValue = p.lawyered ? 0 : auctionValue(card) + p.modifier;
    bids.push({ seat: i, card, value: p.bidValue });
  });
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
