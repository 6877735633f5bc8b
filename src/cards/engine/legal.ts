/** Every legal action of a seat, for UI hints, bots and tests. */
import { currentPrompt } from './systems/abilities';
import { seatsToBid } from './systems/bidding';
import { paperboyChoices, paperboySeat } from './systems/era';
import { currentTaker, maySell } from './systems/taking';
import { legalPlacements } from './city';
import { seatFlags, seatGrid, seatSellable } from './seatCity';
import { auctionCards, isTerrain, offer, terrainDef } from './world';
import type { Action, GameState } from './types';

/** The seats that may act now. */
export function activeSeats(s: GameState): number[] {
  switch (s.phase) {
    case 'before':
    case 'after': {
      if (s.pendingTake >= 0) return [s.pendingTake];
      const p = currentPrompt(s);
      return p ? [p.seat] : [];
    }
    case 'bidding':
      return seatsToBid(s);
    case 'taking': {
      const t = currentTaker(s);
      return t >= 0 && s.setup.seats[t]?.kind === 'real' ? [t] : [];
    }
    case 'paperboy':
      return [paperboySeat(s)];
    default:
      return [];
  }
}

/** Take actions of a seat: each offer card with each legal position, or a discard when none exists (RULES 3.4, 4). */
export function takeActions(s: GameState, seat: number): Action[] {
  const out: Action[] = [];
  const g = seatGrid(s, seat);
  const flags = seatFlags(s, seat);
  for (const card of offer(s)) {
    if (!isTerrain(card)) {
      out.push({ type: 'take', seat, card });
      continue;
    }
    const spots = legalPlacements(g, terrainDef(card).parcels, flags);
    if (spots.length === 0) out.push({ type: 'take', seat, card });
    for (const at of spots) out.push({ type: 'take', seat, card, at });
  }
  return out;
}

/** All legal actions of `seat` in `s`. */
export function legalActions(s: GameState, seat: number): Action[] {
  if (!activeSeats(s).includes(seat)) return [];
  switch (s.phase) {
    case 'before':
    case 'after': {
      if (s.pendingTake === seat) return takeActions(s, seat);
      const p = currentPrompt(s);
      return p
        ? [
            { type: 'use', seat, ability: p.ability },
            { type: 'pass', seat },
          ]
        : [];
    }
    case 'bidding':
      return auctionCards(s, seat, 'hand').map((card) => ({ type: 'bid', seat, card }));
    case 'taking': {
      const out = takeActions(s, seat);
      if (maySell(s, seat)) for (const card of seatSellable(s, seat)) out.push({ type: 'sell', seat, card });
      return out;
    }
    case 'paperboy':
      return [
        { type: 'paperboy', seat, card: null },
        ...paperboyChoices(s).map((card) => ({ type: 'paperboy' as const, seat, card })),
      ];
    default:
      return [];
  }
}
