/** Live scores of seats in a state: built as the same input a view builds (RULES 5, 6). */
import { appealSum, scoreCity } from './scoring';
import type { ScoreInput, ScoreSheet } from './scoring';
import { characterNames, placedCards } from './seatCity';
import { buildGrid } from './city';
import { inZone, AUCTION_BASE } from './world';
import type { GameState } from './types';
import { keptCityTotal } from './fastCity';
import { liveIndex } from './zoneIndex';

/** The score input of a seat in a state (the view's counterpart is `viewScoreInput`). */
export function stateScoreInput(s: GameState, seat: number): ScoreInput {
  return {
    virtual: s.setup.seats[seat]?.kind === 'virtual',
    city: placedCards(s, seat),
    characters: characterNames(s, seat),
    sold: s.seats[seat]?.sold ?? 0,
    taken: [...inZone(s, 'kept', seat, 0, AUCTION_BASE), ...inZone(s, 'characters', seat, 0, AUCTION_BASE)],
  };
}

/** The 13-line sheet of a seat's city and characters, as if the game ended now (RULES 6). */
export function scoreSeat(s: GameState, seat: number): ScoreSheet {
  const input = stateScoreInput(s, seat);
  return scoreCity(buildGrid(input.city), input);
}

/** A virtual player's score: the appeal of every card it took (RULES 5). */
export function virtualScore(s: GameState, seat: number): number {
  return appealSum(stateScoreInput(s, seat).taken);
}

/** A seat's total as if the game ended now. */
export function seatTotal(s: GameState, seat: number): number {
  // `seatScoreOf(stateScoreInput(s, seat)).total`, without listing what the seat's kind does not score.
  if (s.setup.seats[seat]?.kind === 'virtual') return virtualScore(s, seat);
  if (liveIndex(s)) return keptCityTotal(s, seat);
  const characters = characterNames(s, seat);
  return scoreCity(buildGrid(placedCards(s, seat)), { characters, sold: s.seats[seat]?.sold ?? 0 }).total;
}

/** Every seat's total as if the game ended now. */
export function seatTotals(s: GameState): number[] {
  return s.seats.map((_, i) => seatTotal(s, i));
}
