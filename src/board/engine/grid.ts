/** The 8x8 city: neighbours, roads and their network, prices (BOARD 1, 4.5, 4.6, 4.8). */
import { BUILDINGS } from './data';
import type { BoardState, BuildingKind, Cell, GridPoint, Thing } from './types';

/** Side length of the board. */
export const SIZE = 8;
/** Number of road segments. */
export const SEGMENTS = 2 * SIZE * (SIZE + 1);

/** Parcel index of column x, row y (both 0-based). */
export const at = (x: number, y: number): number => y * SIZE + x;

/**
 * The parcel two dice select: the white die d picks column 1 + d, the black die row 1 + d (1-based), so the dice
 * reach only the inner 6x6 (columns and rows 2..7) and never the edge (BOARD 1, Decision; 2).
 */
export const diceParcel = (white: number, black: number): number => at(white, black);

/** The up to 8 parcels around parcel p. */
export function neighbours(p: number): number[] {
  const x = p % SIZE;
  const y = Math.floor(p / SIZE);
  const out: number[] = [];
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++) {
      if (dx === 0 && dy === 0) continue;
      const nx = x + dx;
      const ny = y + dy;
      if (nx >= 0 && ny >= 0 && nx < SIZE && ny < SIZE) out.push(at(nx, ny));
    }
  return out;
}

/** Is the parcel on the board's edge. */
export const onEdge = (p: number): boolean => {
  const x = p % SIZE;
  const y = Math.floor(p / SIZE);
  return x === 0 || y === 0 || x === SIZE - 1 || y === SIZE - 1;
};

/** The two lattice points (index y*9+x) a road segment joins. */
export function segmentEnds(seg: number): [number, number] {
  const L = SIZE + 1;
  if (seg < SIZE * L) {
    const y = Math.floor(seg / SIZE);
    const x = seg % SIZE;
    return [y * L + x, y * L + x + 1];
  }
  const v = seg - SIZE * L;
  const x = Math.floor(v / SIZE);
  const y = v % SIZE;
  return [y * L + x, (y + 1) * L + x];
}

/** The grid point (x, y) of a lattice index y*9+x. */
export const gridPoint = (pt: number): GridPoint => ({ x: pt % (SIZE + 1), y: Math.floor(pt / (SIZE + 1)) });

/** The two grid points a road segment joins, left or top one first. */
export function segmentPoints(seg: number): [GridPoint, GridPoint] {
  const [a, b] = segmentEnds(seg);
  return [gridPoint(a), gridPoint(b)];
}

/** The segment joining two neighbouring grid points (in either order), or -1 when they are not neighbours. */
export function segmentBetween(a: GridPoint, b: GridPoint): number {
  const inside = (p: GridPoint): boolean =>
    Number.isInteger(p.x) && Number.isInteger(p.y) && p.x >= 0 && p.y >= 0 && p.x <= SIZE && p.y <= SIZE;
  if (!inside(a) || !inside(b)) return -1;
  const [p, q] = a.x + a.y <= b.x + b.y ? [a, b] : [b, a];
  if (p.y === q.y && q.x === p.x + 1) return p.y * SIZE + p.x;
  if (p.x === q.x && q.y === p.y + 1) return SIZE * (SIZE + 1) + p.x * SIZE + p.y;
  return -1;
}

/** The 4 side segments of parcel p: top, bottom, left, right. */
export function sides(p: number): number[] {
  const x = p % SIZE;
  const y = Math.floor(p / SIZE);
  const V = SIZE * (SIZE + 1);
  return [y * SIZE + x, (y + 1) * SIZE + x, V + x * SIZE + y, V + (x + 1) * SIZE + y];
}

/** The 4 lattice corners of parcel p (index y*9+x). */
export function corners(p: number): number[] {
  const L = SIZE + 1;
  const x = p % SIZE;
  const y = Math.floor(p / SIZE);
  return [y * L + x, y * L + x + 1, (y + 1) * L + x, (y + 1) * L + x + 1];
}

/** Lattice points touched by a road. */
export function roadPoints(roads: readonly boolean[]): Set<number> {
  const pts = new Set<number>();
  roads.forEach((r, seg) => {
    if (!r) return;
    const [a, b] = segmentEnds(seg);
    pts.add(a);
    pts.add(b);
  });
  return pts;
}

/** A parcel is connected when a road runs along a side or touches a corner (BOARD 4.6). */
export const connected = (pts: Set<number>, p: number): boolean => corners(p).some((c) => pts.has(c));

/** Segments a player may lay now: free and touching the network (BOARD 4.8). */
export function roadChoices(s: BoardState): number[] {
  const pts = roadPoints(s.roads);
  const out: number[] = [];
  for (let seg = 0; seg < SEGMENTS; seg++) {
    if (s.roads[seg]) continue;
    const [a, b] = segmentEnds(seg);
    if (pts.has(a) || pts.has(b)) out.push(seg);
  }
  return out;
}

/** Counts toward a parcel's price: a building, mountain or house (BOARD 4.5). */
const priced = (t: Thing): boolean => t !== 'empty';

/** The base of every parcel's price (BOARD 4.5). */
export const PARCEL_BASE_PRICE = 1;

/** The parcels (p first, then its neighbours) whose object adds $1 to the price of parcel p (BOARD 4.5). */
export function parcelPriceObjects(cells: readonly Cell[], p: number): number[] {
  return [p, ...neighbours(p)].filter((q) => priced((cells[q] as Cell).thing));
}

/** Price of a parcel: $1 plus $1 per object on it and its neighbours (BOARD 4.5). */
export function parcelPrice(cells: readonly Cell[], p: number): number {
  return PARCEL_BASE_PRICE + parcelPriceObjects(cells, p).length;
}

/** May the house on parcel p become a townhouse: every neighbour occupied or owned, not on the edge (BOARD 4.6). */
export function townhouseOk(cells: readonly Cell[], p: number): boolean {
  const c = cells[p] as Cell;
  if (c.thing !== 'house' || onEdge(p)) return false;
  return neighbours(p).every((q) => {
    const n = cells[q] as Cell;
    return n.thing !== 'empty' || n.owner >= 0;
  });
}

/** Is parcel p beside a road line that crosses the whole board straight (BOARD 9.3, station). */
export function besideStraightRoad(roads: readonly boolean[], p: number): boolean {
  const x = p % SIZE;
  const y = Math.floor(p / SIZE);
  const V = SIZE * (SIZE + 1);
  const fullH = (line: number): boolean =>
    Array.from({ length: SIZE }, (_, i) => roads[line * SIZE + i]).every(Boolean);
  const fullV = (line: number): boolean =>
    Array.from({ length: SIZE }, (_, i) => roads[V + line * SIZE + i]).every(Boolean);
  return fullH(y) || fullH(y + 1) || fullV(x) || fullV(x + 1);
}

/** House symbols of a thing (BOARD 7.1). */
export function symbols(t: Thing): number {
  if (t === 'house') return 1;
  if (t === 'townhouse') return 2;
  if (t === 'empty' || t === 'mountain') return 0;
  return BUILDINGS[t].symbols;
}

/** Is the thing a building tile. */
export const isBuilding = (t: Thing): t is BuildingKind =>
  t !== 'empty' && t !== 'mountain' && t !== 'house' && t !== 'townhouse';

/** Parcels (in reading order) where a building of `kind` may stand for `seat` (BOARD 4.6 conditions 1, 2). */
export function buildSites(s: BoardState, seat: number, kind: BuildingKind): number[] {
  const pts = roadPoints(s.roads);
  const out: number[] = [];
  s.cells.forEach((c, p) => {
    if (c.owner !== seat || c.thing !== 'empty') return;
    if (BUILDINGS[kind].road && !connected(pts, p)) return;
    if (kind === 'station' && !besideStraightRoad(s.roads, p)) return;
    out.push(p);
  });
  return out;
}

/**
 * Parcels where `seat` may add a house or raise a townhouse, other than `except`: its own, unsold ones, and those of
 * the `others` it may ask for consent (BOARD 4.6 condition 3).
 */
export function houseSites(
  s: BoardState,
  seat: number,
  except: number,
  others: readonly number[] = [],
): number[] {
  const pts = roadPoints(s.roads);
  const out: number[] = [];
  s.cells.forEach((c, p) => {
    if (p === except || (c.owner !== seat && c.owner !== -1 && !others.includes(c.owner))) return;
    if (c.thing === 'empty' && connected(pts, p) && p !== s.townHall) out.push(p);
    else if (townhouseOk(s.cells, p)) out.push(p);
  });
  return out;
}
