/** Live scores of seats: the sheet of a real seat, the appeal sum of a virtual one (RULES 5, 6). */
import { scoreCity } from './scoring';
import type { ScoreSheet } from './scoring';
import { characterNames, seatGrid } from './seatCity';
import { appealOf, inZone, AUCTION_BASE } from './world';
import type { GameState } from './types';

/** The 13-line sheet of a seat's city and characters, as if the game ended now (RULES 6). */
export function scoreSeat(s: GameState, seat: number): ScoreSheet {
  return scoreCity(seatGrid(s, seat), {
    characters: characterNames(s, seat),
    sold: s.seats[seat]?.sold ?? 0,
  });
}

/** A virtual player's score: the appeal of every card it took (RULES 5). */
export function virtualScore(s: GameState, seat: number): number {
  let sum = 0;
  for (const id of inZone(s, 'kept', seat, 0, AUCTION_BASE)) sum += appealOf(id);
  for (const id of inZone(s, 'characters', seat, 0, AUCTION_BASE)) sum += appealOf(id);
  return sum;
}

/** A seat's total as if the game ended now. */
export function seatTotal(s: GameState, seat: number): number {
  return s.setup.seats[seat]?.kind === 'virtual' ? virtualScore(s, seat) : scoreSeat(s, seat).total;
}
