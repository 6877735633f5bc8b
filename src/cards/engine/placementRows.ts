/** Shared pieces of the row bit-mask placement scanners: parcel codes, popcount and the candidate rows' base masks (RULES 4). */
import { fitsBox } from './city';
import { CONTENTS } from './data/contents';
import type { Cell, Content, Pos } from './types';

/** Every cell content, '_' (empty) first: a cell's code is its index. */
export const CELLS: readonly Cell[] = ['_', ...CONTENTS];
/** The code of each cell content. */
export const CODE: Record<string, number> = Object.fromEntries(CELLS.map((c, i) => [c, i]));
/** The number of cell codes. */
export const NCODES = CELLS.length;
/** Codes by character code of the content letter. */
const CODE_OF_CHAR = new Uint8Array(128);
CELLS.forEach((c, i) => (CODE_OF_CHAR[c.charCodeAt(0)] = i));

/** The code of a cell content (a table read, not a lookup by name). */
export function codeOf(c: Cell): number {
  return CODE_OF_CHAR[c.charCodeAt(0)] as number;
}

/** The number of set bits of a 32-bit value. */
export function popcount(v: number): number {
  let x = v - ((v >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/** The first and last row a card's top-left parcel may go in. */
export interface RowSpan {
  r0: number;
  r1: number;
}

/**
 * Sets `span` to the rows a card's top-left parcel may go in and fills `base[baseAt + r]` for each of them with
 * the cells where the card keeps the city in its box and touches or lies next to it. The covered cells span
 * minX..maxX by minY..maxY; bit j of row r is the parcel (ox + j, oy + r); `occ[occAt + r + 1]` holds the covered cells of row r (padding rows above and below).
 */
export function placementBase(
  minX: number,
  minY: number,
  maxX: number,
  maxY: number,
  ox: number,
  oy: number,
  captain: boolean,
  occ: Int32Array,
  occAt: number,
  base: Int32Array,
  baseAt: number,
  span: RowSpan,
): void {
  const big = captain ? 9 : 8;
  const x0 = Math.max(minX - 2, maxX + 1 - big);
  const x1 = Math.min(maxX + 1, minX + big - 2);
  const y0 = Math.max(minY - 2, maxY + 1 - big);
  const y1 = Math.min(maxY + 1, minY + big - 2);
  span.r0 = y0 - oy;
  span.r1 = y1 - oy;
  const range = ((1 << (x1 - ox + 1)) - 1) & ~((1 << (x0 - ox)) - 1);
  for (let y = y0; y <= y1; y++) {
    const r = y - oy;
    let inBox = range;
    // The loop bounds keep w and h within `big`; only the Captain's 9 x 9 corner falls outside (RULES 4.2).
    if (captain) {
      const h = (maxY > y + 1 ? maxY : y + 1) - (minY < y ? minY : y) + 1;
      if (h === 9)
        for (let x = x0; x <= x1; x++)
          if (!fitsBox(Math.max(maxX, x + 1) - Math.min(minX, x) + 1, h, true)) inBox &= ~(1 << (x - ox));
    }
    const up = occ[occAt + r] as number;
    const here = occ[occAt + r + 1] as number;
    const below = occ[occAt + r + 2] as number;
    const below2 = occ[occAt + r + 3] as number;
    const touch = here | (here >>> 1) | below | (below >>> 1);
    const adj =
      (here << 1) | (below << 1) | (here >>> 2) | (below >>> 2) | up | (up >>> 1) | below2 | (below2 >>> 1);
    base[baseAt + r] = inBox & (touch | adj);
  }
}

/**
 * Counting and picking a card's positions on row bit masks, shared by the city scanners: bit j of row r is the
 * parcel (ox + j, oy + r); a subclass fills the candidate rows r0..r1, the allowed rows of each parcel content
 * and each row's legal positions. A bare city (no card) has the one position (0, 0).
 */
export abstract class RowMasks {
  protected ox = 0;
  protected oy = 0;
  protected r0 = 0;
  protected r1 = -1;
  protected bare = false;

  /** Offset of the rows (cells it may lie on) of a parcel content code, for `row`. */
  protected abstract allowedOf(code: number): number;

  /** Legal positions of row r as bits, given the allowed-row offsets of the four parcels. */
  protected abstract row(a0: number, a1: number, a2: number, a3: number, r: number): number;

  /** Number of legal positions of a card (same as `legalPlacements(...).length`). */
  count(parcels: readonly Content[]): number {
    return this.countCodes(
      codeOf(parcels[0] as Content),
      codeOf(parcels[1] as Content),
      codeOf(parcels[2] as Content),
      codeOf(parcels[3] as Content),
    );
  }

  /** `count` of a card given by its four parcel codes. */
  protected countCodes(c0: number, c1: number, c2: number, c3: number): number {
    if (this.bare) return 1;
    const a0 = this.allowedOf(c0);
    const a1 = this.allowedOf(c1);
    const a2 = this.allowedOf(c2);
    const a3 = this.allowedOf(c3);
    let n = 0;
    for (let r = this.r0; r <= this.r1; r++) n += popcount(this.row(a0, a1, a2, a3, r));
    return n;
  }

  /** The position of index `k` in `legalPlacements` order (rows top to bottom, then left to right). */
  at(parcels: readonly Content[], k: number): Pos {
    return this.atCodes(
      codeOf(parcels[0] as Content),
      codeOf(parcels[1] as Content),
      codeOf(parcels[2] as Content),
      codeOf(parcels[3] as Content),
      k,
    );
  }

  /** `at` of a card given by its four parcel codes. */
  protected atCodes(c0: number, c1: number, c2: number, c3: number, k: number): Pos {
    if (this.bare) return { x: 0, y: 0 };
    const a0 = this.allowedOf(c0);
    const a1 = this.allowedOf(c1);
    const a2 = this.allowedOf(c2);
    const a3 = this.allowedOf(c3);
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
