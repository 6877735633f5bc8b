/** Auction card data: values printed per suit, a real player's hand and the virtual piles (RULES 1, 2.4). */
import type { Strength } from '../types';

/** The values printed on the auction cards of each suit, in id order (RULES 1). */
export const AUCTION_CARD_VALUES: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

/** Auction values a real player holds as a hand (RULES 2.4). */
export const HAND_VALUES: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/** Auction values in a virtual pile of each strength (RULES 2.4). */
export const PILE_VALUES: Record<Strength, number[]> = {
  novice: [1, 2, 3, 4, 5, 6, 7, 8, 9],
  intermediate: [2, 3, 4, 5, 6, 7, 8, 9, 10],
  expert: [3, 4, 5, 6, 7, 8, 9, 10, 11],
};
