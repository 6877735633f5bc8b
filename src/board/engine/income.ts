/** Income of buildings (BOARD 7) and firepower (BOARD 5.1). */
import { BUILDINGS, CASH_LIMIT, CH, RED_CASH_LIMIT } from './data';
import { isBuilding, neighbours, symbols } from './grid';
import type { BoardState, BuildingKind, Cell } from './types';

/** Does a neighbour on parcel q count for a building of `owner` (BOARD 7.1). */
const counts = (q: Cell, owner: number): boolean => q.owner === -1 || q.owner === owner;

/** Number of buildings of `kind` the seat owns on the board. */
export function ownedCount(cells: readonly Cell[], seat: number, kind: BuildingKind): number {
  return cells.filter((c) => c.owner === seat && c.thing === kind).length;
}

/** What one part of a building's income counts (BOARD 7.2). */
export type IncomeCount =
  | 'empty'
  | 'minimum'
  | 'mountains'
  | 'symbols'
  | 'ownSymbols'
  | 'otherSymbols'
  | 'ownRanches'
  | 'ownMines'
  | 'round'
  | 'fixed';

/** One part of a building's formula income: `count` times `each` dollars, from the listed parcels (repeated per symbol). */
export interface IncomeTerm {
  what: IncomeCount;
  count: number;
  each: number;
  parcels: number[];
}

/** Parcels of the seat's buildings of `kind`, each listed once. */
const ownedOf = (cells: readonly Cell[], seat: number, kind: BuildingKind): number[] =>
  cells.flatMap((c, p) => (c.owner === seat && c.thing === kind ? [p] : []));

/** Neighbours of p passing `keep`, each repeated once per house symbol (BOARD 7.1). */
const symbolParcels = (cells: readonly Cell[], p: number, keep: (q: Cell) => boolean): number[] =>
  neighbours(p).flatMap((q) => {
    const c = cells[q] as Cell;
    return keep(c) ? Array.from({ length: symbols(c.thing) }, () => q) : [];
  });

const term = (what: IncomeCount, each: number, parcels: number[], count = parcels.length): IncomeTerm => ({
  what,
  count,
  each,
  parcels,
});

/** The parts of the formula income of the building on parcel p for its owner, without town hall or cap (BOARD 7.2). */
export function incomeTerms(cells: readonly Cell[], p: number, round: number): IncomeTerm[] {
  const c = cells[p] as Cell;
  const owner = c.owner;
  if (!isBuilding(c.thing) || owner < 0) return [];
  const around = neighbours(p);
  const near = (keep: (q: Cell) => boolean): number[] => around.filter((q) => keep(cells[q] as Cell));
  const houses = (): number[] => symbolParcels(cells, p, (q) => counts(q, owner));
  switch (c.thing) {
    case 'ranch': {
      const empty = near((q) => q.thing === 'empty');
      return empty.length > 0 ? [term('empty', 1, empty)] : [term('minimum', 1, [], 1)];
    }
    case 'mine':
      return [
        term(
          'mountains',
          3,
          near((q) => q.thing === 'mountain' && counts(q, owner)),
        ),
      ];
    case 'drugstore':
      return [term('symbols', 3, houses()), term('ownRanches', 3, ownedOf(cells, owner, 'ranch'))];
    case 'bank':
      return [term('symbols', 3, houses()), term('ownMines', 3, ownedOf(cells, owner, 'mine'))];
    case 'hotel':
      return [term('fixed', 6, [], 1)];
    case 'saloon':
      return [term('symbols', 5, houses())];
    case 'blacksmith':
      return [term('round', 5, [], round), term('ownRanches', 5, ownedOf(cells, owner, 'ranch'))];
    case 'generalStore':
      return [
        term(
          'ownSymbols',
          6,
          symbolParcels(cells, p, (q) => q.owner === owner),
        ),
        term(
          'otherSymbols',
          3,
          symbolParcels(cells, p, (q) => q.owner !== owner),
        ),
      ];
    default:
      return [];
  }
}

/** The parts of a building's formula that count neighbouring parcels: the neighbour bonus (BOARD 7.1, 7.2). */
export const NEIGHBOUR_COUNTS: readonly IncomeCount[] = [
  'empty',
  'mountains',
  'symbols',
  'ownSymbols',
  'otherSymbols',
];

/** The formula's income split into the part counted on neighbouring parcels and the rest (BOARD 7.2). */
export function neighbourSplit(terms: readonly IncomeTerm[]): { base: number; neighbours: number } {
  let base = 0;
  let neighbours = 0;
  for (const x of terms)
    if (NEIGHBOUR_COUNTS.includes(x.what)) neighbours += x.count * x.each;
    else base += x.count * x.each;
  return { base, neighbours };
}

/** The uncapped formula income of the building on parcel p for its owner, without the town hall (BOARD 7.2). */
export function rawIncome(cells: readonly Cell[], p: number, round: number): number {
  return incomeTerms(cells, p, round).reduce((n, t) => n + t.count * t.each, 0);
}

/** What a building's income is made of this round: formula parts, the town-hall step, the cap (BOARD 7.2, 7.3, 9.2). */
export interface IncomeParts {
  terms: IncomeTerm[];
  raw: number;
  hall: number;
  cap: number;
  income: number;
}

/** The parts of the income of the building on p this round; `income` is what `buildingIncome` gives (BOARD 7.3, 9.2). */
export function incomeParts(
  s: Pick<BoardState, 'cells' | 'round' | 'hallHolder' | 'townHall'>,
  p: number,
): IncomeParts {
  const c = s.cells[p] as Cell;
  const terms = incomeTerms(s.cells, p, s.round);
  const raw = terms.reduce((n, t) => n + t.count * t.each, 0);
  if (!isBuilding(c.thing) || c.owner < 0) return { terms, raw, hall: 0, cap: 0, income: 0 };
  const d = BUILDINGS[c.thing];
  const hall = s.hallHolder === c.owner && s.townHall >= 0 ? d.step : 0;
  return { terms, raw, hall, cap: d.cap, income: Math.min(d.cap, raw + hall) };
}

/** Income of the building on p this round: formula, town-hall step, cap (BOARD 7.3, 9.2). */
export function buildingIncome(
  s: Pick<BoardState, 'cells' | 'round' | 'hallHolder' | 'townHall'>,
  p: number,
): number {
  return incomeParts(s, p).income;
}

/** Does the seat hold this character's yellow-side ability this round (the Paperboy passes it on, BOARD 8.0). */
export const hasPower = (s: Pick<BoardState, 'seats'>, seat: number, card: number): boolean => {
  const t = s.seats[seat];
  return t !== undefined && t.power === card && !t.red;
};

/** Does the seat use this character's red side this round (BOARD 8.9, 8.14). */
export const hasRed = (s: BoardState, seat: number, card: number): boolean => {
  const t = s.seats[seat];
  return t !== undefined && t.power === card && t.red;
};

/** The seat's cash limit: its power card's, on the side in use (BOARD 3.4, 8). */
export function cashLimit(s: Pick<BoardState, 'seats'>, seat: number): number {
  const t = s.seats[seat];
  if (!t) return 0;
  return (t.red ? RED_CASH_LIMIT[t.power] : undefined) ?? CASH_LIMIT[t.power] ?? 0;
}

/** The "3 revolvers" tile's firepower (BOARD 4 step 4). */
export const AMMO_FIREPOWER = 3;
/** The Mercenary's firepower this round (BOARD 8.7). */
export const MERCENARY_FIREPOWER = 3;

/** What a seat's firepower is made of: cowboys at home, revolvers, the "3 revolvers" tile, the Mercenary (BOARD 5.1). */
export interface FirepowerParts {
  cowboys: number;
  revolvers: number;
  ammo: number;
  mercenary: number;
  total: number;
}

/** The parts of a seat's firepower now; `total` is what `firepower` gives (BOARD 5.1). */
export function firepowerParts(s: Pick<BoardState, 'seats'>, seat: number): FirepowerParts {
  const t = s.seats[seat];
  if (!t) return { cowboys: 0, revolvers: 0, ammo: 0, mercenary: 0, total: 0 };
  const ammo = t.ammo ? AMMO_FIREPOWER : 0;
  const mercenary = hasPower(s, seat, CH.mercenary) ? MERCENARY_FIREPOWER : 0;
  const total = t.cowboys + t.revolvers + ammo + mercenary;
  return { cowboys: t.cowboys, revolvers: t.revolvers, ammo, mercenary, total };
}

/** Firepower: cowboys at home, revolvers, ammunition and the Mercenary (BOARD 5.1). */
export function firepower(s: Pick<BoardState, 'seats'>, seat: number): number {
  return firepowerParts(s, seat).total;
}

/** May the building on p be attacked by `attacker` now (BOARD 6). */
export function attackable(s: BoardState, p: number, attacker: number): boolean {
  const c = s.cells[p] as Cell;
  if (!isBuilding(c.thing) || c.owner < 0 || c.owner === attacker) return false;
  if (!BUILDINGS[c.thing].attackable) return false;
  if (hasPower(s, c.owner, CH.heroes) || hasPower(s, attacker, CH.heroes)) return false;
  return !neighbours(p).some((q) => {
    const n = s.cells[q] as Cell;
    return n.thing === 'church' && n.owner === c.owner;
  });
}
