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

/** A city prepared once for many placement queries (counts and single picks without building lists). */
export interface PlacementScanner {
  /** Number of legal positions of a card (same as `legalPlacements(...).length`). */
  count(parcels: readonly Content[]): number;
  /** The position of index `k` in `legalPlacements` order. */
  at(parcels: readonly Content[], k: number): Pos;
}

const CELLS: readonly Cell[] = [
  '_',
  '.',
  'H',
  'T',
  'M',
  'm',
  'R',
  'K',
  'D',
  'B',
  'S',
  'O',
  'G',
  'C',
  'P',
  'Y',
  'X',
];
const CODE: Record<string, number> = Object.fromEntries(CELLS.map((c, i) => [c, i]));
const NCODES = CELLS.length;
/** `canCover` as lists: per incoming code, the existing codes (`_` included) it may lie on. */
function coverFrom(outlawsEmpty: boolean): number[][] {
  return CELLS.map((inc, i) =>
    i === 0 ? [] : CELLS.flatMap((e, k) => (canCover(e, inc as Content, outlawsEmpty) ? [k] : [])),
  );
}
const COVER_FROM = coverFrom(false);
const COVER_FROM_EMPTY = coverFrom(true);

function popcount(v: number): number {
  let x = v - ((v >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

const EMPTY_SCANNER: PlacementScanner = { count: () => 1, at: () => ({ x: 0, y: 0 }) };

/**
 * A scanner of the legal placements in one city, on row bit masks: bit j of row r is the parcel
 * (x0 - 3 + j, y0 - 3 + r), a margin of 3 parcels around the covered bounds. A card's legal positions in a
 * row are the AND of four masks (each quadrant may cover what lies there) and the in-box, touch-or-adjacent
 * mask; counting is a popcount per row.
 */
export function placementScanner(g: CityGrid, flags: BuildFlags): PlacementScanner {
  const bounds = coveredBounds(g);
  return bounds ? new RowScanner(g, flags, bounds) : EMPTY_SCANNER;
}

class RowScanner implements PlacementScanner {
  private readonly ox: number;
  private readonly oy: number;
  private readonly h: number;
  private readonly r0: number;
  private readonly r1: number;
  private readonly present: number;
  private readonly outlawsEmpty: boolean;
  private readonly baseAt: number;
  /** [rows by code: NCODES * h][allowed by code: NCODES * h][base: h][occupied: h + 3]; allowed filled on demand. */
  private readonly m: Int32Array;
  private readonly ready = new Uint8Array(NCODES);

  constructor(g: CityGrid, flags: BuildFlags, [minX, minY, maxX, maxY]: [number, number, number, number]) {
    const ox = minX - 3;
    const oy = minY - 3;
    const H = maxY - minY + 7;
    this.ox = ox;
    this.oy = oy;
    this.h = H;
    this.outlawsEmpty = outlawsAreEmpty(g, flags.sheriff);
    const m = new Int32Array(2 * NCODES * H + 2 * H + 3);
    this.m = m;
    const baseAt = 2 * NCODES * H;
    this.baseAt = baseAt;
    const occAt = baseAt + H;
    const all = (1 << (maxX - minX + 7)) - 1;
    for (let r = 0; r < H; r++) m[r] = all;
    let present = 1;
    for (let gy = 0; gy < g.h; gy++)
      for (let gx = 0; gx < g.w; gx++) {
        const c = g.cells[gy * g.w + gx] as Cell;
        if (c === '_') continue;
        const code = CODE[c] as number;
        const r = gy + g.y0 - oy;
        const bit = 1 << (gx + g.x0 - ox);
        m[r] = (m[r] as number) & ~bit;
        m[code * H + r] = (m[code * H + r] as number) | bit;
        m[occAt + r + 1] = (m[occAt + r + 1] as number) | bit;
        present |= 1 << code;
      }
    this.present = present;
    const big = flags.captain ? 9 : 8;
    const x0 = Math.max(minX - 2, maxX + 1 - big);
    const x1 = Math.min(maxX + 1, minX + big - 2);
    const y0 = Math.max(minY - 2, maxY + 1 - big);
    const y1 = Math.min(maxY + 1, minY + big - 2);
    this.r0 = y0 - oy;
    this.r1 = y1 - oy;
    const range = ((1 << (x1 - ox + 1)) - 1) & ~((1 << (x0 - ox)) - 1);
    for (let y = y0; y <= y1; y++) {
      const r = y - oy;
      const h = Math.max(maxY, y + 1) - Math.min(minY, y) + 1;
      let inBox = range;
      // The loop bounds keep w and h within `big`; only the Captain's 9 x 9 corner falls outside (RULES 4.2).
      if (flags.captain && h === 9)
        for (let x = x0; x <= x1; x++)
          if (!fitsBox(Math.max(maxX, x + 1) - Math.min(minX, x) + 1, h, true)) inBox &= ~(1 << (x - ox));
      const up = m[occAt + r] as number;
      const here = m[occAt + r + 1] as number;
      const below = m[occAt + r + 2] as number;
      const below2 = m[occAt + r + 3] as number;
      const touch = here | (here >>> 1) | below | (below >>> 1);
      const adj =
        (here << 1) | (below << 1) | (here >>> 2) | (below >>> 2) | up | (up >>> 1) | below2 | (below2 >>> 1);
      m[baseAt + r] = inBox & (touch | adj);
    }
  }

  /** Offset of the allowed rows of a parcel content, computed on first use. */
  private allowedOf(c: Content): number {
    const i = CODE[c] as number;
    const H = this.h;
    const at = (NCODES + i) * H;
    if (!this.ready[i]) {
      this.ready[i] = 1;
      const m = this.m;
      for (const e of (this.outlawsEmpty ? COVER_FROM_EMPTY : COVER_FROM)[i] as number[]) {
        if (!((this.present >> e) & 1)) continue;
        for (let r = 0; r < H; r++) m[at + r] = (m[at + r] as number) | (m[e * H + r] as number);
      }
    }
    return at;
  }

  /** Legal positions of row r as bits, given the allowed-row offsets of the four parcels. */
  private row(a0: number, a1: number, a2: number, a3: number, r: number): number {
    const m = this.m;
    return (
      (m[this.baseAt + r] as number) &
      (m[a0 + r] as number) &
      ((m[a1 + r] as number) >>> 1) &
      (m[a2 + r + 1] as number) &
      ((m[a3 + r + 1] as number) >>> 1)
    );
  }

  count(parcels: readonly Content[]): number {
    const a0 = this.allowedOf(parcels[0] as Content);
    const a1 = this.allowedOf(parcels[1] as Content);
    const a2 = this.allowedOf(parcels[2] as Content);
    const a3 = this.allowedOf(parcels[3] as Content);
    let n = 0;
    for (let r = this.r0; r <= this.r1; r++) n += popcount(this.row(a0, a1, a2, a3, r));
    return n;
  }

  at(parcels: readonly Content[], k: number): Pos {
    const a0 = this.allowedOf(parcels[0] as Content);
    const a1 = this.allowedOf(parcels[1] as Content);
    const a2 = this.allowedOf(parcels[2] as Content);
    const a3 = this.allowedOf(parcels[3] as Content);
    let left = k;
    for (let r = this.r0; r <= this.r1; r++) {
      let m = this.row(a0, a1, a2, a3, r);
      const n = popcount(m);
      if (left >= n) {
        left -= n;
        continue;
      }
      for (; left > 0; left--) m &= m - 1;
      return { x: 31 - Math.clz32(m & -m) + this.ox, y: r + this.oy };
    }
    throw new Error(`no placement ${k}`);
  }
}

/** Indices of cards (in `cards`) that may be sold: overlapped by no other card, and the rest stays connected (RULES 4). */
export function sellableCards(cards: readonly PlacedCard[]): number[] {
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
