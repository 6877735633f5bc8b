/** Placing a building with its houses (BOARD 4.6, 4.7). */
import { BUILDINGS } from './data';
import { buildSites, houseSites, onEdge } from './grid';
import { addHouse, placeBuilding } from './world';
import type { BoardEvent, BoardState, BuildingKind } from './types';

/** Do the houses fit one after the other once the building stands (BOARD 4.6). */
function fits(
  s: BoardState,
  seat: number,
  kind: BuildingKind,
  parcel: number,
  houses: readonly number[],
): boolean {
  const t: BoardState = { ...s, cells: s.cells.map((c) => ({ ...c })) };
  placeBuilding(t, -1, parcel, kind, []);
  for (const h of houses) {
    if (!houseSites(t, seat, parcel).includes(h)) return false;
    addHouse(t, h, []);
  }
  return true;
}

/** Checks and places `kind` on `parcel` with `houses` (distinct parcels, in order); false leaves `s` unchanged. */
export function tryBuild(
  s: BoardState,
  seat: number,
  kind: BuildingKind,
  parcel: number,
  houses: readonly number[],
  ev: BoardEvent[],
): boolean {
  const need = BUILDINGS[kind].houses;
  if (houses.length !== need || new Set(houses).size !== need) return false;
  if (!buildSites(s, seat, kind).includes(parcel)) return false;
  if (!fits(s, seat, kind, parcel, houses)) return false;
  placeBuilding(s, seat, parcel, kind, ev);
  for (const h of houses) addHouse(s, h, ev);
  return true;
}

/** Combinations of `k` items of `items` (k <= 3), at most `limit` of them. */
function pick(items: readonly number[], k: number, limit: number): number[][] {
  if (k === 0) return [[]];
  const out: number[][] = [];
  const rec = (from: number, acc: number[]): void => {
    if (out.length >= limit) return;
    if (acc.length === k) {
      out.push(acc.slice());
      return;
    }
    for (let i = from; i < items.length; i++) rec(i + 1, [...acc, items[i] as number]);
  };
  rec(0, []);
  return out;
}

/** Above this many house combinations over all sites, `buildOptions` lists only `FEW_COMBINATIONS` per site. */
export const MAX_COMBINATIONS = 2000;
/** Combinations per site listed when there are too many in all. */
const FEW_COMBINATIONS = 20;

const choose = (n: number, k: number): number => {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
};

/** The houses in the first order in which they fit, or null (BOARD 4.6). */
function fitOrder(
  s: BoardState,
  seat: number,
  kind: BuildingKind,
  parcel: number,
  houses: readonly number[],
): number[] | null {
  const orders = houses.length < 2 ? [houses.slice()] : permutations(houses);
  return orders.find((o) => fits(s, seat, kind, parcel, o)) ?? null;
}

/** Every order of a few items. */
function permutations(items: readonly number[]): number[][] {
  if (items.length <= 1) return [items.slice()];
  return items.flatMap((x, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [x, ...rest]),
  );
}

/**
 * Legal (parcel, houses) choices for `kind`: every site with every set of house spots (in an order that fits,
 * counting houses that only become townhouses after another of the set);
 * for the school's three houses, only 20 sets per site when there are over MAX_COMBINATIONS in all (BOARD 4.6).
 */
export function buildOptions(
  s: BoardState,
  seat: number,
  kind: BuildingKind,
): { parcel: number; houses: number[] }[] {
  const out: { parcel: number; houses: number[] }[] = [];
  const need = BUILDINGS[kind].houses;
  const sites = buildSites(s, seat, kind).map((parcel) => {
    const t: BoardState = { ...s, cells: s.cells.map((c) => ({ ...c })) };
    placeBuilding(t, -1, parcel, kind, []);
    const spots = houseSites(t, seat, parcel);
    if (need < 2) return { parcel, spots };
    const later = s.cells.map((c, p) =>
      c.thing === 'house' && !onEdge(p) && (c.owner === -1 || c.owner === seat) && !spots.includes(p)
        ? p
        : -1,
    );
    return { parcel, spots: [...spots, ...later.filter((p) => p >= 0)].sort((x, y) => x - y) };
  });
  const total = sites.reduce((n, x) => n + choose(x.spots.length, need), 0);
  const limit = total <= MAX_COMBINATIONS ? Infinity : FEW_COMBINATIONS;
  for (const { parcel, spots } of sites) {
    if (need <= 1) {
      for (const houses of pick(spots, need, Infinity)) out.push({ parcel, houses });
      continue;
    }
    for (const set of pick(spots, need, limit)) {
      const houses = fitOrder(s, seat, kind, parcel, set);
      if (houses) out.push({ parcel, houses });
    }
  }
  return out;
}
