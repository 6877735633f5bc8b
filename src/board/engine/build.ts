/** Placing a building with its houses (BOARD 4.6, 4.7). */
import { BUILDINGS } from './data';
import { buildSites, houseSites, onEdge } from './grid';
import { incomeParts, type IncomeParts } from './income';
import { addHouse, pay, placeBuilding, seatOf } from './world';
import type { BoardEvent } from './events';
import type { BoardError, BoardState, BuildingKind, ConsentPrompt } from './types';

/** The other seats a builder may still ask for consent to a house on their parcels (BOARD 4.6). */
export const askable = (s: BoardState, seat: number): number[] =>
  s.seats.map((_, i) => i).filter((i) => i !== seat && !s.refused.includes(i));

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
  const others = askable(s, seat);
  for (const h of houses) {
    if (!houseSites(t, seat, parcel, others).includes(h)) return false;
    addHouse(t, h, []);
  }
  return true;
}

/** May `seat` put `kind` on `parcel` with `houses` (distinct parcels, in order) now (BOARD 4.6). */
function buildOk(
  s: BoardState,
  seat: number,
  kind: BuildingKind,
  parcel: number,
  houses: readonly number[],
): boolean {
  const need = BUILDINGS[kind].houses;
  if (houses.length !== need || new Set(houses).size !== need) return false;
  return buildSites(s, seat, kind).includes(parcel) && fits(s, seat, kind, parcel, houses);
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
  if (!buildOk(s, seat, kind, parcel, houses)) return false;
  placeBuilding(s, seat, parcel, kind, ev);
  for (const h of houses) addHouse(s, h, ev);
  return true;
}

/**
 * The income parts `kind` would have this round on `parcel` (the builder's own) with `houses` added in order, the
 * town otherwise as it stands: formula, town-hall step and cap, before the Grocer, dynamite or an attacker
 * (BOARD 4.6, 7.2, 7.3, 9.2).
 */
export function incomeIfBuilt(
  s: Pick<BoardState, 'cells' | 'round' | 'hallHolder' | 'townHall'>,
  kind: BuildingKind,
  parcel: number,
  houses: readonly number[],
): IncomeParts {
  const t = { ...s, seats: [], cells: s.cells.map((c) => ({ ...c })) };
  placeBuilding(t, -1, parcel, kind, []);
  for (const h of houses) addHouse(t, h, []);
  return incomeParts(t, parcel);
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
  const others = askable(s, seat);
  const sites = buildSites(s, seat, kind).map((parcel) => {
    const t: BoardState = { ...s, cells: s.cells.map((c) => ({ ...c })) };
    placeBuilding(t, -1, parcel, kind, []);
    const spots = houseSites(t, seat, parcel, others);
    if (need < 2) return { parcel, spots };
    const mayUse = (owner: number): boolean => owner === -1 || owner === seat || others.includes(owner);
    const later = s.cells.map((c, p) =>
      c.thing === 'house' && !onEdge(p) && mayUse(c.owner) && !spots.includes(p) ? p : -1,
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

/** Builds after every owner asked agreed: pays for a space's building or uses up the kept one (BOARD 4.6, 4.7). */
function finish(
  s: BoardState,
  back: ConsentPrompt['back'],
  kind: BuildingKind,
  parcel: number,
  houses: readonly number[],
  kept: number,
  ev: BoardEvent[],
): BoardError | null {
  const seat = back.seat;
  if (!tryBuild(s, seat, kind, parcel, houses, ev)) return 'bad-parcel';
  if (back.kind === 'building') {
    pay(s, seat, -back.price, 'building', ev);
    s.display[back.space] = null;
    ev.push({ type: 'taken', seat, space: back.space, kind, keep: false });
  } else {
    seatOf(s, seat).kept.splice(kept, 1);
    ev.push({ type: 'keptBuilt', seat, index: kept, kind });
  }
  s.prompt = null;
  s.refused = [];
  return null;
}

/**
 * Buys and places a building from a space, or places a kept one (BOARD 4.6, 4.7). Houses on other players' parcels
 * first ask those owners, one after the other (the consent prompt).
 */
export function build(
  s: BoardState,
  parcel: number,
  houses: readonly number[],
  kept: number | undefined,
  ev: BoardEvent[],
): BoardError | null {
  const pr = s.prompt;
  if (!pr || (pr.kind !== 'building' && pr.kind !== 'deferred')) return 'not-allowed';
  const seat = pr.seat;
  const kind =
    pr.kind === 'building'
      ? kept === undefined
        ? s.display[pr.space]
        : null
      : kept === undefined
        ? null
        : seatOf(s, seat).kept[kept];
  if (!kind) return 'not-allowed';
  const owners = [...new Set(houses.map((h) => s.cells[h]?.owner ?? -1))].filter((o) => o >= 0 && o !== seat);
  if (owners.length === 0) return finish(s, pr, kind, parcel, houses, kept ?? -1, ev);
  if (!buildOk(s, seat, kind, parcel, houses)) return 'bad-parcel';
  const [first, ...next] = owners as [number, ...number[]];
  const ask: ConsentPrompt = {
    kind: 'consent',
    seat: first,
    builder: seat,
    building: kind,
    parcel,
    houses: houses.slice(),
    kept: kept ?? -1,
    next,
    back: pr,
  };
  s.prompt = ask;
  return null;
}

/** An owner's answer to a builder's request: 1 lets the houses go on, 0 refuses (BOARD 4.6). */
export function consent(s: BoardState, pr: ConsentPrompt, yes: boolean, ev: BoardEvent[]): BoardError | null {
  if (!yes) {
    s.refused.push(pr.seat);
    s.prompt = pr.back;
    return null;
  }
  const [first, ...next] = pr.next;
  if (first !== undefined) {
    s.prompt = { ...pr, seat: first, next };
    return null;
  }
  s.prompt = pr.back;
  return finish(s, pr.back, pr.building, pr.parcel, pr.houses, pr.kept, ev);
}
