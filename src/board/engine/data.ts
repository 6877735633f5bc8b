/** Fixed data: buildings (BOARD 9), characters (BOARD 8), the action path (BOARD 4). */
import type { BuildingKind, BuildingSet } from './types';

/** Facts of one building kind. */
export interface BuildingDef {
  count: number;
  base: boolean;
  road: boolean;
  houses: number;
  revolvers: number;
  attackable: boolean;
  /** House symbols it counts as for its neighbours (BOARD 7.1). */
  symbols: number;
  /** Highest income (BOARD 7.3); 0 when it pays none. */
  cap: number;
  /** One income step for the town hall (BOARD 9.2); 0 when it gets none. */
  step: number;
}

/** Every building kind in the order of the rulebook's list. */
export const BUILDING_KINDS: readonly BuildingKind[] = [
  'ranch',
  'mine',
  'drugstore',
  'bank',
  'saloon',
  'hotel',
  'church',
  'prison',
  'generalStore',
  'school',
  'blacksmith',
  'townHall',
  'station',
];

const def = (
  count: number,
  base: boolean,
  road: boolean,
  houses: number,
  revolvers: number,
  attackable: boolean,
  symbols: number,
  cap: number,
  step: number,
): BuildingDef => ({ count, base, road, houses, revolvers, attackable, symbols, cap, step });

/** BOARD 9.1 and 7: counts, needs, revolvers, house symbols, caps and town-hall steps. */
export const BUILDINGS: Readonly<Record<BuildingKind, BuildingDef>> = {
  ranch: def(6, true, false, 0, 1, true, 1, 8, 0),
  mine: def(6, true, false, 0, 1, true, 0, 24, 0),
  drugstore: def(4, true, true, 1, 0, true, 0, 33, 3),
  bank: def(4, true, true, 1, 0, true, 0, 45, 3),
  saloon: def(3, true, true, 1, 0, true, 0, 55, 5),
  hotel: def(3, true, true, 1, 0, true, 2, 6, 0),
  church: def(2, true, true, 1, 0, false, 1, 0, 0),
  prison: def(2, true, true, 1, 2, false, 0, 0, 0),
  generalStore: def(2, false, true, 1, 0, true, 0, 33, 3),
  school: def(2, false, true, 3, 0, false, 1, 0, 0),
  blacksmith: def(2, false, true, 1, 0, true, 0, 40, 5),
  townHall: def(1, false, true, 1, 0, false, 1, 0, 0),
  station: def(1, false, true, 1, 0, false, 2, 0, 0),
};

/** The first-game building set (BOARD 2). */
const FIRST: Partial<Record<BuildingKind, number>> = {
  ranch: 4,
  mine: 4,
  drugstore: 4,
  bank: 4,
  saloon: 3,
  hotel: 3,
  prison: 2,
  church: 2,
};

/** The tiles of a building set, in list order. */
export function buildingTiles(set: BuildingSet): BuildingKind[] {
  const out: BuildingKind[] = [];
  for (const k of BUILDING_KINDS) {
    const d = BUILDINGS[k];
    const n = set === 'first' ? (FIRST[k] ?? 0) : set === 'base' && !d.base ? 0 : d.count;
    for (let i = 0; i < n; i++) out.push(k);
  }
  return out;
}

/** Character numbers (BOARD 8). */
export const CH = {
  paperboy: 0,
  sheriff: 1,
  banker: 2,
  grocer: 3,
  coolie: 4,
  settler: 5,
  captain: 6,
  mercenary: 7,
  chief: 8,
  goldSeeker: 9,
  gunsmith: 10,
  singer: 11,
  auctioneer: 12,
  governor: 13,
  doctor: 14,
  cowboy: 15,
  heroes: 16,
  lawyer: 17,
  teacher: 18,
} as const;

/** The character sets the rulebook suggests, by id: the first game's, then its five moods (BOARD 2, Decision). */
export const CHARACTER_SETS: Readonly<Record<string, readonly number[]>> = {
  first: [1, 2, 3, 4, 5, 6, 7],
  calm: [1, 2, 5, 11, 13, 14, 16],
  wealth: [0, 2, 3, 4, 6, 8, 12, 16],
  homes: [0, 3, 4, 5, 8, 9, 12, 15],
  goldRush: [0, 1, 3, 5, 8, 9, 10, 11],
  feud: [0, 6, 7, 9, 10, 12, 13, 14],
};

/** `grocerKind` once the Grocer's holder took the $8 when taking the card (BOARD 8.3). */
export const GROCER_CASH = -2;

/** The Grocer's money instead of doubling a kind (BOARD 8.3). */
export const GROCER_MONEY = 8;

/** Cash limit per character number (BOARD 8). */
export const CASH_LIMIT: readonly number[] = [
  0, 20, 120, 60, 30, 30, 25, 20, 20, 20, 30, 15, 30, 50, 60, 20, 240, 60, 60,
];

/** Cash limits of the red sides the engine plays, by character number (BOARD 8.9, 8.14). */
export const RED_CASH_LIMIT: Readonly<Partial<Record<number, number>>> = { 9: 20, 14: 90 };

/** Prices of the 7 building spaces (BOARD 4.6). */
export const BUILDING_PRICES: readonly number[] = [3, 4, 5, 6, 8, 10, 12];

/** Price per VP of the 4 purchase spaces (BOARD 4.11). */
export const VP_PRICES: readonly number[] = [2, 3, 4, 5];

/**
 * The fixed rates of the action path: roads from Roads (1) and per cowboy on Roads (2), dollars per cowboy on Wages,
 * dollars per owned parcel and per point of firepower, and how many firepower points or parcels make 1 VP (BOARD 4
 * steps 1-3, 7, 8, 12, 14).
 */
export const PATH_RATES = {
  roads1: 3,
  roads2: 1,
  wages: 4,
  incParcels: 2,
  incCowboys: 2,
  vpCowboys: 2,
  vpParcels: 2,
} as const;

/** Cowboys added after rounds 1, 2, 3 (BOARD 3.4). */
export const NEW_COWBOYS: readonly number[] = [4, 5, 5];

/** Cowboys per colour and property markers per colour (BOARD 1). */
export const COWBOYS_PER_COLOUR = 10;
/** Property markers per colour. */
export const MARKERS = 12;
/** Mountains in the game (BOARD 1). */
export const MOUNTAINS = 9;

/** The action spaces that take a cowboy, in board order (BOARD 4). */
export const SPACES: readonly string[] = [
  'roads1',
  'roads2',
  'wages',
  'ammo',
  'bld0',
  'bld1',
  'bld2',
  'bld3',
  'bld4',
  'bld5',
  'bld6',
  'incParcels',
  'incCowboys',
  'gamble',
  'vp0',
  'vp1',
  'vp2',
  'vp3',
  'vpCowboys',
  'vpBuildings',
  'vpParcels',
];

/** Spaces where any number of cowboys act without a duel (BOARD 4.2, 4.3). */
export const SHARED_SPACES: readonly string[] = ['roads2', 'wages'];

/** Spaces where the Singer's "no duel" tile may go (BOARD 8.11). */
export const SINGER_SPACES: readonly string[] = [
  'roads1',
  'incParcels',
  'incCowboys',
  'gamble',
  'vp0',
  'vp1',
  'vp2',
  'vp3',
  'vpCowboys',
  'vpBuildings',
  'vpParcels',
];

/** Order key of every parcel: the parcels step resolves them in an order chosen as it goes (BOARD 4, Decision). */
export const PARCEL_KEY = 400;

/** Order key of a spot along the action path, for the Doctor's "later this round" (BOARD 8.14). */
export function spotKey(spot: string): number {
  const rest = spot.slice(2);
  if (spot.startsWith('p:')) return PARCEL_KEY;
  if (spot.startsWith('b:')) return 1000;
  if (rest.startsWith('bld')) return 506 - Number(rest.slice(3)); // BOARD 4: $12 first
  if (/^vp\d$/.test(rest)) return 1100 + Number(rest.slice(2));
  const plain: Record<string, number> = {
    roads1: 0,
    roads2: 100,
    wages: 200,
    ammo: 300,
    incParcels: 700,
    incCowboys: 800,
    gamble: 900,
    vpCowboys: 1200,
    vpBuildings: 1300,
    vpParcels: 1400,
  };
  return plain[rest] ?? -1;
}
