/** Seat mixes for headless runs. */
import { STRENGTHS, SUITS } from '../engine';
import type { GameSetup, SeatSetup, Strength, Suit } from '../engine';

/** A setup of `seats` seats: the first `real` are real players, the rest virtual players of cycling strengths. */
export function mixedSetup(seats: number, real: number): GameSetup {
  const list: SeatSetup[] = [];
  for (let i = 0; i < seats; i++) {
    const suit = SUITS[i] as Suit;
    if (i < real) list.push({ kind: 'real', name: `Player ${i + 1}`, suit, controller: 'random' });
    else
      list.push({
        kind: 'virtual',
        name: `Virtual ${i + 1}`,
        suit,
        strength: STRENGTHS[(i - real) % STRENGTHS.length] as Strength,
      });
  }
  return { seats: list };
}

/** A short label of a seat's kind, for summaries. */
export function seatKind(seat: SeatSetup): string {
  return seat.kind === 'real' ? `real:${seat.controller}` : `virtual:${seat.strength}`;
}
