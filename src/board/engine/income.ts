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

/** The uncapped formula income of the building on parcel p for its owner, without the town hall (BOARD 7.2). */
export function rawIncome(cells: readonly Cell[], p: number, round: number): number {
  const c = cells[p] as Cell;
  const owner = c.owner;
  if (!isBuilding(c.thing) || owner < 0) return 0;
  const around = neighbours(p).map((q) => cells[q] as Cell);
  const houses = around.filter((q) => counts(q, owner)).reduce((n, q) => n + symbols(q.thing), 0);
  switch (c.thing) {
    case 'ranch':
      return Math.max(1, around.filter((q) => q.thing === 'empty').length);
    case 'mine':
      return 3 * around.filter((q) => q.thing === 'mountain' && counts(q, owner)).length;
    case 'drugstore':
      return 3 * houses + 3 * ownedCount(cells, owner, 'ranch');
    case 'bank':
      return 3 * houses + 3 * ownedCount(cells, owner, 'mine');
    case 'hotel':
      return 6;
    case 'saloon':
      return 5 * houses;
    case 'blacksmith':
      return 5 * round + 5 * ownedCount(cells, owner, 'ranch');
    case 'generalStore': {
      const own = around.filter((q) => q.owner === owner).reduce((n, q) => n + symbols(q.thing), 0);
      const other = around.filter((q) => q.owner !== owner).reduce((n, q) => n + symbols(q.thing), 0);
      return 6 * own + 3 * other;
    }
    default:
      return 0;
  }
}

/** Income of the building on p this round: formula, town-hall step, cap (BOARD 7.3, 9.2). */
export function buildingIncome(s: BoardState, p: number): number {
  const c = s.cells[p] as Cell;
  if (!isBuilding(c.thing) || c.owner < 0) return 0;
  const d = BUILDINGS[c.thing];
  const hall = s.hallHolder === c.owner && s.townHall >= 0 ? d.step : 0;
  return Math.min(d.cap, rawIncome(s.cells, p, s.round) + hall);
}

/** Does the seat hold this character's yellow-side ability this round (the Paperboy passes it on, BOARD 8.0). */
export const hasPower = (s: BoardState, seat: number, card: number): boolean => {
  const t = s.seats[seat];
  return t !== undefined && t.power === card && !t.red;
};

/** Does the seat use this character's red side this round (BOARD 8.9, 8.14). */
export const hasRed = (s: BoardState, seat: number, card: number): boolean => {
  const t = s.seats[seat];
  return t !== undefined && t.power === card && t.red;
};

/** The seat's cash limit: its power card's, on the side in use (BOARD 3.4, 8). */
export function cashLimit(s: BoardState, seat: number): number {
  const t = s.seats[seat];
  if (!t) return 0;
  return (t.red ? RED_CASH_LIMIT[t.power] : undefined) ?? CASH_LIMIT[t.power] ?? 0;
}

/** Firepower: cowboys at home, revolvers, ammunition and the Mercenary (BOARD 5.1). */
export function firepower(s: BoardState, seat: number): number {
  const t = s.seats[seat];
  if (!t) return 0;
  return t.cowboys + t.revolvers + (t.ammo ? 3 : 0) + (hasPower(s, seat, CH.mercenary) ? 3 : 0);
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
