/** Counting and picking legal placements of many cards in one city without listing them (RULES 4). */
import { canCover, coveredBounds, outlawsAreEmpty } from './city';
import { CELLS, CODE, NCODES, placementBase, RowMasks } from './placementRows';
import type { BuildFlags, CityGrid } from './city';
import type { Cell, Content, Pos } from './types';

/** A city prepared once for many placement queries (counts and single picks without building lists). */
export interface PlacementScanner {
  /** Number of legal positions of a card (same as `legalPlacements(...).length`). */
  count(parcels: readonly Content[]): number;
  /** The position of index `k` in `legalPlacements` order. */
  at(parcels: readonly Content[], k: number): Pos;
}

/** `canCover` as lists: per incoming code, the existing codes (`_` included) it may lie on. */
function coverFrom(outlawsEmpty: boolean): number[][] {
  return CELLS.map((inc, i) =>
    i === 0 ? [] : CELLS.flatMap((e, k) => (canCover(e, inc as Content, outlawsEmpty) ? [k] : [])),
  );
}
const COVER_FROM = coverFrom(false);
const COVER_FROM_EMPTY = coverFrom(true);

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

class RowScanner extends RowMasks implements PlacementScanner {
  private readonly h: number;
  private readonly present: number;
  private readonly outlawsEmpty: boolean;
  private readonly baseAt: number;
  /** [rows by code: NCODES * h][allowed by code: NCODES * h][base: h][occupied: h + 3]; allowed filled on demand. */
  private readonly m: Int32Array;
  private readonly ready = new Uint8Array(NCODES);

  constructor(g: CityGrid, flags: BuildFlags, [minX, minY, maxX, maxY]: [number, number, number, number]) {
    super();
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
    const span = { r0: 0, r1: -1 };
    placementBase(minX, minY, maxX, maxY, ox, oy, flags.captain, m, occAt, m, baseAt, span);
    this.r0 = span.r0;
    this.r1 = span.r1;
  }

  /** Offset of the allowed rows of a parcel content, computed on first use. */
  protected allowedOf(i: number): number {
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
  protected row(a0: number, a1: number, a2: number, a3: number, r: number): number {
    const m = this.m;
    return (
      (m[this.baseAt + r] as number) &
      (m[a0 + r] as number) &
      ((m[a1 + r] as number) >>> 1) &
      (m[a2 + r + 1] as number) &
      ((m[a3 + r + 1] as number) >>> 1)
    );
  }
}
