/** City grids, the building rules and the Auctioneer's sale rule (RULES 4). */
import { isBuilding } from './data/contents';
import type { Cell, Content, Pos } from './types';

/** A visible parcel grid: what shows on top at each parcel; `_` where no card lies. */
export interface CityGrid {
  x0: number;
  y0: number;
  w: number;
  h: number;
  cells: Cell[];
  /** Number of covered parcels. */
  covered: number;
}

/** A terrain card lying in a city: top-left parcel and its four parcels, row-major. */
export interface PlacedCard {
  x: number;
  y: number;
  parcels: readonly Content[];
}

/** Limits that depend on the owner's characters and city (RULES 1.3 Captain, Sheriff; RULES 4.4). */
export interface BuildFlags {
  captain: boolean;
  sheriff: boolean;
}

const EMPTY_GRID: CityGrid = { x0: 0, y0: 0, w: 0, h: 0, cells: [], covered: 0 };

/** The visible grid of a stack of cards, bottom first (later cards lie on top). */
export function buildGrid(cards: readonly PlacedCard[]): CityGrid {
  if (cards.length === 0) return EMPTY_GRID;
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const c of cards) {
    if (c.x < x0) x0 = c.x;
    if (c.y < y0) y0 = c.y;
    if (c.x + 1 > x1) x1 = c.x + 1;
    if (c.y + 1 > y1) y1 = c.y + 1;
  }
  const w = x1 - x0 + 1;
  const h = y1 - y0 + 1;
  const cells = new Array<Cell>(w * h).fill('_');
  let covered = 0;
  for (const c of cards) {
    const i = (c.y - y0) * w + (c.x - x0);
    for (let k = 0; k < 4; k++) {
      const j = i + (k >> 1) * w + (k & 1);
      if (cells[j] === '_') covered++;
      cells[j] = c.parcels[k] as Content;
    }
  }
  return { x0, y0, w, h, cells, covered };
}

/** The cell at absolute parcel (x, y), `_` outside the grid. */
export function cellAt(g: CityGrid, x: number, y: number): Cell {
  const gx = x - g.x0;
  const gy = y - g.y0;
  if (gx < 0 || gy < 0 || gx >= g.w || gy >= g.h) return '_';
  return g.cells[gy * g.w + gx] as Cell;
}

/** What a card laid with its top-left parcel at (x, y) would lie on and beside (RULES 4, items 3 and 4). */
export interface Footprint {
  /** The four parcels under it, row-major ('_' where no card lies). */
  covers: Cell[];
  /** The eight parcels that share an edge with it, clockwise from above its top-left parcel. */
  touches: Cell[];
}

/** The parcels a card at (x, y) covers and the ones along its edges. */
export function footprint(g: CityGrid, x: number, y: number): Footprint {
  const at = (dx: number, dy: number): Cell => cellAt(g, x + dx, y + dy);
  return {
    covers: [at(0, 0), at(1, 0), at(0, 1), at(1, 1)],
    touches: [at(0, -1), at(1, -1), at(2, 0), at(2, 1), at(1, 2), at(0, 2), at(-1, 1), at(-1, 0)],
  };
}

/** Bounds of the covered parcels: [minX, minY, maxX, maxY], or null for an empty city. */
export function coveredBounds(g: CityGrid): [number, number, number, number] | null {
  if (g.covered === 0) return null;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let gy = 0; gy < g.h; gy++) {
    for (let gx = 0; gx < g.w; gx++) {
      if (g.cells[gy * g.w + gx] === '_') continue;
      if (gx < minX) minX = gx;
      if (gx > maxX) maxX = gx;
      if (gy < minY) minY = gy;
      if (gy > maxY) maxY = gy;
    }
  }
  return [minX + g.x0, minY + g.y0, maxX + g.x0, maxY + g.y0];
}

/** True when a box of w x h parcels is within the maximum city size (RULES 4.2). */
export function fitsBox(w: number, h: number, captain: boolean): boolean {
  if (captain) return (w <= 8 && h <= 9) || (w <= 9 && h <= 8);
  return w <= 8 && h <= 8;
}

/** Outlaws count as empty with the Sheriff or a Prison in the city (RULES 4.4, 6). */
export function outlawsAreEmpty(g: CityGrid, sheriff: boolean): boolean {
  return sheriff || g.cells.includes('P');
}

/** May `incoming` cover `existing`? (RULES 4.4) */
export function canCover(existing: Cell, incoming: Content, outlawsEmpty: boolean): boolean {
  if (existing === '_' || existing === '.') return true;
  if (existing === 'X') return outlawsEmpty && incoming !== 'X';
  if (existing === 'M') return incoming === 'M';
  if (existing === 'H') return incoming === 'H' || incoming === 'T';
  if (existing === 'T') return false;
  return isBuilding(existing) && incoming === existing;
}

/** Why a placement is illegal, or null when legal (RULES 4). */
export type PlacementProblem = 'too-big' | 'not-connected' | 'covers-blocked';

/** What every placement check in one city needs, computed once. */
interface PlacementContext {
  g: CityGrid;
  bounds: [number, number, number, number];
  outlawsEmpty: boolean;
  captain: boolean;
}

function covered(g: CityGrid, x: number, y: number): boolean {
  const gx = x - g.x0;
  const gy = y - g.y0;
  return gx >= 0 && gy >= 0 && gx < g.w && gy < g.h && g.cells[gy * g.w + gx] !== '_';
}

function check(
  ctx: PlacementContext,
  parcels: readonly Content[],
  x: number,
  y: number,
): PlacementProblem | null {
  const { g, bounds } = ctx;
  const w = Math.max(bounds[2], x + 1) - Math.min(bounds[0], x) + 1;
  const h = Math.max(bounds[3], y + 1) - Math.min(bounds[1], y) + 1;
  if (!fitsBox(w, h, ctx.captain)) return 'too-big';
  let touches = false;
  for (let k = 0; k < 4; k++) {
    const e = cellAt(g, x + (k & 1), y + (k >> 1));
    if (e !== '_') {
      touches = true;
      if (!canCover(e, parcels[k] as Content, ctx.outlawsEmpty)) return 'covers-blocked';
    }
  }
  if (touches) return null;
  return covered(g, x - 1, y) ||
    covered(g, x - 1, y + 1) ||
    covered(g, x + 2, y) ||
    covered(g, x + 2, y + 1) ||
    covered(g, x, y - 1) ||
    covered(g, x + 1, y - 1) ||
    covered(g, x, y + 2) ||
    covered(g, x + 1, y + 2)
    ? null
    : 'not-connected';
}

/** Checks one placement of a card with `parcels` at `at` (RULES 4.1-4.4). */
export function placementProblem(
  g: CityGrid,
  parcels: readonly Content[],
  at: Pos,
  flags: BuildFlags,
): PlacementProblem | null {
  const bounds = coveredBounds(g);
  if (!bounds) return null;
  return check(
    { g, bounds, outlawsEmpty: outlawsAreEmpty(g, flags.sheriff), captain: flags.captain },
    parcels,
    at.x,
    at.y,
  );
}

/** The placement context of a city, or null for an empty city. */
function contextOf(g: CityGrid, flags: BuildFlags): PlacementContext | null {
  const bounds = coveredBounds(g);
  if (!bounds) return null;
  return { g, bounds, outlawsEmpty: outlawsAreEmpty(g, flags.sheriff), captain: flags.captain };
}

/** Every legal top-left position for a card, sorted by y then x. An empty city offers only (0, 0). */
export function legalPlacements(g: CityGrid, parcels: readonly Content[], flags: BuildFlags): Pos[] {
  const ctx = contextOf(g, flags);
  if (!ctx) return [{ x: 0, y: 0 }];
  const [minX, minY, maxX, maxY] = ctx.bounds;
  const big = flags.captain ? 9 : 8;
  const out: Pos[] = [];
  for (let y = Math.max(minY - 2, maxY + 1 - big); y <= Math.min(maxY + 1, minY + big - 2); y++) {
    for (let x = Math.max(minX - 2, maxX + 1 - big); x <= Math.min(maxX + 1, minX + big - 2); x++) {
      if (check(ctx, parcels, x, y) === null) out.push({ x, y });
    }
  }
  return out;
}

/** Indices of cards (in `cards`) that may be sold: overlapped by no other card, and the rest stays connected (RULES 4). */
export function sellableCards(cards: readonly PlacedCard[]): number[] {
  if (cards.length === 0) return [];
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const c of cards) {
    x0 = Math.min(x0, c.x);
    y0 = Math.min(y0, c.y);
    x1 = Math.max(x1, c.x + 1);
    y1 = Math.max(y1, c.y + 1);
  }
  const w = x1 - x0 + 1;
  const h = y1 - y0 + 1;
  if (w > 30) return sellableCardsByGrids(cards);
  // Cards covering each parcel, and the covered parcels as row bit masks.
  const layers = new Uint8Array(w * h);
  const occ = new Int32Array(h);
  for (const c of cards) {
    const i = (c.y - y0) * w + c.x - x0;
    for (let k = 0; k < 4; k++) {
      const j = i + (k >> 1) * w + (k & 1);
      layers[j] = (layers[j] as number) + 1;
    }
    const r = c.y - y0;
    occ[r] = (occ[r] as number) | (3 << (c.x - x0));
    occ[r + 1] = (occ[r + 1] as number) | (3 << (c.x - x0));
  }
  const out: number[] = [];
  for (let n = 0; n < cards.length; n++) {
    const c = cards[n] as PlacedCard;
    const i = (c.y - y0) * w + c.x - x0;
    // Two cards overlap when they share a parcel: a card no other card overlaps is alone on its four parcels.
    if (layers[i] !== 1 || layers[i + 1] !== 1 || layers[i + w] !== 1 || layers[i + w + 1] !== 1) continue;
    const r = c.y - y0;
    const bits = 3 << (c.x - x0);
    occ[r] = (occ[r] as number) & ~bits;
    occ[r + 1] = (occ[r + 1] as number) & ~bits;
    if (rowsConnected(occ)) out.push(n);
    occ[r] = (occ[r] as number) | bits;
    occ[r + 1] = (occ[r + 1] as number) | bits;
  }
  return out;
}

/** `sellableCards` by building the grid of the city without each card (the reference; also for very wide cities). */
export function sellableCardsByGrids(cards: readonly PlacedCard[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i] as PlacedCard;
    let overlapped = false;
    for (let j = 0; j < cards.length && !overlapped; j++) {
      if (j === i) continue;
      const d = cards[j] as PlacedCard;
      overlapped = Math.abs(c.x - d.x) < 2 && Math.abs(c.y - d.y) < 2;
    }
    if (overlapped) continue;
    if (isConnected(buildGrid(cards.filter((_, j) => j !== i)))) out.push(i);
  }
  return out;
}

/** True when the set bits of `rows` (bit j of row r: a covered parcel) form one orthogonally connected piece (or none). */
function rowsConnected(rows: Int32Array): boolean {
  const h = rows.length;
  const seen = new Int32Array(h);
  let start = 0;
  while (start < h && rows[start] === 0) start++;
  if (start === h) return true;
  const first = rows[start] as number;
  seen[start] = first & -first;
  for (let grew = true; grew;) {
    grew = false;
    for (let r = 0; r < h; r++) {
      const cur = seen[r] as number;
      const near =
        cur |
        (cur << 1) |
        (cur >>> 1) |
        (r > 0 ? (seen[r - 1] as number) : 0) |
        (r < h - 1 ? (seen[r + 1] as number) : 0);
      const next = near & (rows[r] as number);
      if (next !== cur) {
        seen[r] = next;
        grew = true;
      }
    }
  }
  for (let r = 0; r < h; r++) if (seen[r] !== rows[r]) return false;
  return true;
}

/** True when the covered parcels form one orthogonally connected piece (or none). */
export function isConnected(g: CityGrid): boolean {
  if (g.covered === 0) return true;
  const seen = new Uint8Array(g.w * g.h);
  const start = g.cells.findIndex((c) => c !== '_');
  const stack = [start];
  seen[start] = 1;
  let count = 0;
  while (stack.length) {
    const i = stack.pop() as number;
    count++;
    const gx = i % g.w;
    const nbrs = [gx > 0 ? i - 1 : -1, gx < g.w - 1 ? i + 1 : -1, i - g.w, i + g.w];
    for (const j of nbrs) {
      if (j < 0 || j >= g.cells.length || seen[j] || g.cells[j] === '_') continue;
      seen[j] = 1;
      stack.push(j);
    }
  }
  return count === g.covered;
}
