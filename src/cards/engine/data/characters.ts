/** The 21 character cards with faces and backs (RULES 1.3). Reconstructed project data. */
import type { Ability, CharacterDef, CharacterName, Suit } from '../types';

const B = (s: string): Suit[] => {
  const map: Record<string, Suit> = { h: 'hat', s: 'star', c: 'cactus', b: 'boot', o: 'horseshoe', w: 'cow' };
  return s.split('').map((k) => map[k] as Suit);
};

/** All characters, in a fixed project order (entity ids follow it). */
export const CHARACTERS: readonly CharacterDef[] = [
  { name: 'Governor', type: 'action', appeal: 6, back: B('hscbow'), skull: false },
  { name: 'Lawyer', type: 'action', appeal: 5, back: B('scbowh'), skull: false },
  { name: 'Chinese Worker', type: 'action', appeal: 5, back: B('cbowhs'), skull: false },
  { name: 'Heroes', type: 'action', appeal: 5, back: B('bowhsc'), skull: false },
  { name: 'Gunsmith', type: 'action', appeal: 4, back: B('owhscb'), skull: true },
  { name: 'Mercenary', type: 'action', appeal: 4, back: B('whscbo'), skull: true },
  { name: 'Doctor', type: 'action', appeal: 4, back: B('hcsobw'), skull: false },
  { name: 'Auctioneer', type: 'action', appeal: 5, back: B('sbcwho'), skull: false },
  { name: 'Singer', type: 'vp', appeal: 4, back: B('cohbws'), skull: false },
  { name: 'Indian', type: 'vp', appeal: 4, back: B('bwshoc'), skull: false },
  { name: 'Settler', type: 'vp', appeal: 4, back: B('ohwcsb'), skull: false },
  { name: 'Banker', type: 'vp', appeal: 5, back: B('wsbhco'), skull: false },
  { name: 'Cowboy', type: 'vp', appeal: 4, back: B('hbowsc'), skull: false },
  { name: 'Captain', type: 'vp', appeal: 5, back: B('swcohb'), skull: false },
  { name: 'Grocer', type: 'vp', appeal: 5, back: B('chbsow'), skull: false },
  { name: 'Undertaker', type: 'vp', appeal: 4, back: B('bchwos'), skull: true },
  { name: 'Editor', type: 'vp', appeal: 4, back: B('obscwh'), skull: false },
  { name: 'Paperboy', type: 'vp', appeal: 4, back: B('wocshb'), skull: false },
  { name: 'Prospector', type: 'vp', appeal: 4, back: B('hwobcs'), skull: false },
  { name: 'Sheriff', type: 'vp', appeal: 4, back: B('scohwb'), skull: false },
  { name: 'Teacher', type: 'vp', appeal: 6, back: B('cswbho'), skull: false },
];

/** The character whose card carries each ability. */
export const ABILITY_CHARACTER: Record<Ability, CharacterName> = {
  governor: 'Governor',
  lawyer: 'Lawyer',
  chineseWorker: 'Chinese Worker',
  heroes: 'Heroes',
  gunsmith: 'Gunsmith',
  mercenary: 'Mercenary',
  doctor: 'Doctor',
};

/** Abilities offered before bids, in the player-aid order (RULES 3.2). */
export const BEFORE_BIDS: readonly Ability[] = ['governor', 'lawyer', 'chineseWorker', 'heroes', 'gunsmith'];

/** Abilities offered after the reveal, in order (RULES 3.3). */
export const AFTER_BIDS: readonly Ability[] = ['mercenary', 'doctor'];

/** Every ability, in the order of a round (RULES 3.2, 3.3). */
export const ABILITIES: readonly Ability[] = [...BEFORE_BIDS, ...AFTER_BIDS];

/** Bid bonus of each modifier ability (RULES 1.3). */
export const BID_BONUS: Readonly<Partial<Record<Ability, number>>> = {
  heroes: 3,
  gunsmith: 6,
  mercenary: 5,
  doctor: 2,
};

/** Modifier abilities used before bids: their bonus shows when the bids are revealed (RULES 1.3, 3.3). */
export const BONUS_BEFORE_BIDS: readonly Ability[] = BEFORE_BIDS.filter((a) => BID_BONUS[a] !== undefined);

/** Modifier abilities used after the reveal (RULES 1.3, 3.3). */
export const BONUS_AFTER_BIDS: readonly Ability[] = AFTER_BIDS.filter((a) => BID_BONUS[a] !== undefined);

/** Terrain cards a seat may sell with the Auctioneer in the whole game (RULES 1.3). */
export const SELL_LIMIT = 3;

/** VP of each terrain card sold with the Auctioneer (RULES 1.3). */
export const SALE_VP = 7;

/** The six suits, in the project's seat order. */
export const SUITS: readonly Suit[] = ['hat', 'star', 'cactus', 'boot', 'horseshoe', 'cow'];

/** Index of a character by name. */
export function characterIndex(name: string): number {
  return CHARACTERS.findIndex((c) => c.name === name);
}
