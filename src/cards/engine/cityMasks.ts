/** One seat's city kept as row bit masks across a fast playout: a placed card updates them, nothing is rebuilt (RULES 4). */
import { canCover } from './city';
import { CELLS, CODE, NCODES, placementBase, popcount, RowMasks } from './placementRows';
import type { RowSpan } from './placementRows';
import { CHARACTER_BASE, terrainDef } from './world';
import { seatSellable } from './seatCity';
import { paddedGrid, scorePadded } from './scoring';
import type { CityScoreInput } from './scoring';
import type { PlacementScanner } from './placementScanner';
import type { BuildFlags } from './city';
import type { Content, EntityId, GameState, Pos } from './types';
import type { ZoneIndex } from './zoneIndex';

/** A scanner that also tests one position. */
export interface CityScanner extends PlacementScanner {
  /** `count` of a terrain card by id. */
  countCard(id: EntityId): number;
  /** `at` of a terrain card by id. */
  atCard(id: EntityId, k: number): Pos;
  /** True when terrain card `id` may go at (x, y) (same as `placementProblem(...) === null`). */
  fitsCard(id: EntityId, x: number, y: number): boolean;
  /** The seat's city cards the Auctioneer may sell (`seatSellable`); do not change the list. */
  sellable(s: GameState, seat: number): EntityId[];
}

const PRISON = CODE['P'] as number;
/** Rows and columns of the frame; a city spans at most 9, the frame is re-centred when a card nears its edge. */
const W = 32;
const MARGIN = 11;

const DOT = CODE['.'] as number;
const OUTLAW = CODE['X'] as number;
/** Offsets of the shared allowed rows: empty and '.' cells, and those with the Outlaws when they count as empty. */
const FREE = 0;
const FREE_X = W;
/**
 * What an incoming parcel code may cover besides '_' and '.' (RULES 4.4): SELF[i] is the one other code it may
 * lie on (0, whose rows stay empty, for none); XCOVER[i] is the Outlaws code when it may cover them once they
 * count as empty.
 */
const SELF = new Uint8Array(NCODES);
const XCOVER = new Uint8Array(NCODES);
for (let i = 1; i < NCODES; i++) {
  const inc = CELLS[i] as Content;
  const others = CELLS.flatMap((e, k) =>
    k > 0 && k !== DOT && k !== OUTLAW && canCover(e, inc, false) ? [k] : [],
  );
  if (others.length > 1 || canCover('X', inc, false))
    throw new Error(`cover rule of ${inc} needs more masks`);
  SELF[i] = others[0] ?? 0;
  XCOVER[i] = canCover('X', inc, true) ? OUTLAW : 0;
}
/** The character code of each cell code's letter (`_` for none). */
const CELL_CHAR = Uint8Array.from(CELLS, (c) => c.charCodeAt(0));
/** Parcel codes of every terrain card, four per card. */
const PARCEL_CODES = new Uint8Array(CHARACTER_BASE * 4);
for (let id = 0; id < CHARACTER_BASE; id++)
  terrainDef(id).parcels.forEach((p, k) => (PARCEL_CODES[id * 4 + k] = CODE[p] as number));

/** One seat's city: visible codes, rows by code, occupancy and bounds, updated card by card. */
export class CityMasks extends RowMasks implements CityScanner {
  private readonly cells = new Uint8Array(W * W);
  /** occ[r + 1]: covered cells of row r (one padding row each side, two below). */
  private readonly occ = new Int32Array(W + 3);
  private readonly codeCount = new Int16Array(NCODES);
  private covered = 0;
  private minX = 0;
  private minY = 0;
  private maxX = 0;
  private maxY = 0;
  // Per query (prepare): the rows that can hold a position, the in-box and connected mask, allowed rows by code.
  private outlawsEmpty = false;
  private readonly base = new Int32Array(W);
  private readonly span: RowSpan = { r0: 0, r1: -1 };
  /** Bit j of rows[code * W + r]: cell (ox + j, oy + r) shows `code`. */
  private readonly rows = new Int32Array(NCODES * W);
  /** The rows at FREE and FREE_X: empty or '.' cells, and also the Outlaws' when they count as empty. */
  private readonly allow = new Int32Array(2 * W);
  /** Bumped by `prepare`. */
  private gen = 0;

  /** The city version of the zone index the masks show. */
  private ver = 0;

  /** Brings the masks up to the seat's city in `s`: a new top card is added, any other change rebuilds. */
  sync(s: GameState, seat: number, ix: ZoneIndex): void {
    const ver = ix.cityVer[seat] as number;
    if (ver === this.ver) return;
    const top = ix.lastAdded[seat] as number;
    const next = top >= 0 && this.ver === ix.prevVer[seat];
    // No read at -1 (a card left): a negative index is looked up as a property name, a slow generic load.
    const x = next ? (s.c.x[top] as number) : 0;
    const y = next ? (s.c.y[top] as number) : 0;
    if (next && this.covered === 0 && this.cleared) {
      // The first card of a city shown empty: the frame is centred on it, nothing to rebuild.
      this.ox = x - MARGIN;
      this.oy = y - MARGIN;
      this.add(top, x, y);
    } else if (next && this.fitsFrame(x, y)) this.add(top, x, y);
    else this.rebuild(s, seat);
    this.ver = ver;
  }

  /** True while the tables are all zero since the last rebuild (`reset` leaves them as they were). */
  private cleared = false;

  private fitsFrame(x: number, y: number): boolean {
    return (
      this.covered > 0 &&
      x - this.ox >= 3 &&
      x + 1 - this.ox <= W - 4 &&
      y - this.oy >= 3 &&
      y + 1 - this.oy <= W - 5
    );
  }

  private rebuild(s: GameState, seat: number): void {
    const list: EntityId[] = [];
    const { zone, owner, order, x, y } = s.c;
    for (let i = 0; i < CHARACTER_BASE; i++) if (zone[i] === 'city' && owner[i] === seat) list.push(i);
    list.sort((a, b) => (order[a] as number) - (order[b] as number));
    this.cells.fill(0);
    this.rows.fill(0);
    this.occ.fill(0);
    this.codeCount.fill(0);
    this.covered = 0;
    this.cleared = true;
    if (list.length === 0) return;
    // Integer starts (not Infinity) keep the frame's fields small integers.
    let mx = x[list[0] as number] as number;
    let my = y[list[0] as number] as number;
    for (const id of list) {
      if ((x[id] as number) < mx) mx = x[id] as number;
      if ((y[id] as number) < my) my = y[id] as number;
    }
    this.ox = mx - MARGIN;
    this.oy = my - MARGIN;
    for (const id of list) this.add(id, x[id] as number, y[id] as number);
  }

  private add(id: EntityId, x: number, y: number): void {
    if (this.covered === 0) {
      this.minX = x;
      this.minY = y;
      this.maxX = x + 1;
      this.maxY = y + 1;
    } else {
      this.minX = Math.min(this.minX, x);
      this.minY = Math.min(this.minY, y);
      this.maxX = Math.max(this.maxX, x + 1);
      this.maxY = Math.max(this.maxY, y + 1);
    }
    for (let k = 0; k < 4; k++) {
      const r = y + (k >> 1) - this.oy;
      const j = x + (k & 1) - this.ox;
      const bit = 1 << j;
      const cell = r * W + j;
      const old = this.cells[cell] as number;
      if (old === 0) {
        this.covered++;
        this.occ[r + 1] = (this.occ[r + 1] as number) | bit;
      } else {
        this.codeCount[old] = (this.codeCount[old] as number) - 1;
        this.rows[old * W + r] = (this.rows[old * W + r] as number) & ~bit;
      }
      const code = PARCEL_CODES[id * 4 + k] as number;
      this.cells[cell] = code;
      this.rows[code * W + r] = (this.rows[code * W + r] as number) | bit;
      this.codeCount[code] = (this.codeCount[code] as number) + 1;
    }
  }

  private preparedVer = 0;
  private captain = false;
  private sheriff = false;

  /** True when the masks were prepared for this city version with these flags. */
  preparedFor(ver: number, flags: BuildFlags): boolean {
    return ver === this.preparedVer && flags.captain === this.captain && flags.sheriff === this.sheriff;
  }

  /** Computes the candidate rows and their in-box, touching-or-adjacent masks for the seat's flags. */
  prepare(flags: BuildFlags): void {
    this.preparedVer = this.ver;
    this.captain = flags.captain;
    this.sheriff = flags.sheriff;
    this.gen++;
    this.bare = this.covered === 0;
    if (this.bare) return;
    this.outlawsEmpty = flags.sheriff || (this.codeCount[PRISON] as number) > 0;
    const span = this.span;
    placementBase(
      this.minX,
      this.minY,
      this.maxX,
      this.maxY,
      this.ox,
      this.oy,
      flags.captain,
      this.occ,
      0,
      this.base,
      0,
      span,
    );
    this.r0 = span.r0;
    this.r1 = span.r1;
    const { allow, rows, occ } = this;
    const outlaws = this.outlawsEmpty ? OUTLAW * W : 0;
    for (let r = span.r0; r <= span.r1 + 1; r++) {
      const free = ~(occ[r + 1] as number) | (rows[DOT * W + r] as number);
      allow[FREE + r] = free;
      allow[FREE_X + r] = free | (rows[outlaws + r] as number);
    }
  }

  /**
   * Where the rows a parcel of content c may lie on are: `allow[(a & 63) + r] | rows[(a >>> 6) + r]` for the
   * returned `a` (its own kind's rows when it may cover them and they show, else the always-empty rows of '_').
   */
  protected allowedOf(code: number): number {
    // While the Outlaws are not empty the two shared rows are equal.
    const free = XCOVER[code] === 0 || !this.outlawsEmpty ? FREE : FREE_X;
    const self = SELF[code] as number;
    return self === 0 || this.codeCount[self] === 0 ? free : free | ((self * W) << 6);
  }

  protected row(a0: number, a1: number, a2: number, a3: number, r: number): number {
    const { allow, rows } = this;
    return (
      (this.base[r] as number) &
      ((allow[(a0 & 63) + r] as number) | (rows[(a0 >>> 6) + r] as number)) &
      (((allow[(a1 & 63) + r] as number) | (rows[(a1 >>> 6) + r] as number)) >>> 1) &
      ((allow[(a2 & 63) + r + 1] as number) | (rows[(a2 >>> 6) + r + 1] as number)) &
      (((allow[(a3 & 63) + r + 1] as number) | (rows[(a3 >>> 6) + r + 1] as number)) >>> 1)
    );
  }

  countCard(id: EntityId): number {
    if (this.bare) return 1;
    const p = id * 4;
    const a0 = this.allowedOf(PARCEL_CODES[p] as number);
    const a1 = this.allowedOf(PARCEL_CODES[p + 1] as number);
    const a2 = this.allowedOf(PARCEL_CODES[p + 2] as number);
    const a3 = this.allowedOf(PARCEL_CODES[p + 3] as number);
    const { allow, rows, base } = this;
    const f0 = a0 & 63;
    const f1 = a1 & 63;
    const f2 = (a2 & 63) + 1;
    const f3 = (a3 & 63) + 1;
    const s0 = a0 >>> 6;
    const s1 = a1 >>> 6;
    const s2 = (a2 >>> 6) + 1;
    const s3 = (a3 >>> 6) + 1;
    let n = 0;
    for (let r = this.r0, r1 = this.r1; r <= r1; r++) {
      const m =
        (base[r] as number) &
        ((allow[f0 + r] as number) | (rows[s0 + r] as number)) &
        (((allow[f1 + r] as number) | (rows[s1 + r] as number)) >>> 1) &
        ((allow[f2 + r] as number) | (rows[s2 + r] as number)) &
        (((allow[f3 + r] as number) | (rows[s3 + r] as number)) >>> 1);
      if (m !== 0) n += popcount(m);
    }
    return n;
  }

  atCard(id: EntityId, k: number): Pos {
    const p = id * 4;
    const codes = PARCEL_CODES;
    const at = this.atCodes(
      codes[p] as number,
      codes[p + 1] as number,
      codes[p + 2] as number,
      codes[p + 3] as number,
      k,
    );
    this.picked = id;
    this.pickedX = at.x;
    this.pickedY = at.y;
    this.pickedGen = this.gen;
    return at;
  }

  /** The last position `atCard` gave, in this preparation: a take checked right after its pick is not scanned again. */
  private picked = -1;
  private pickedX = 0;
  private pickedY = 0;
  private pickedGen = -1;

  fitsCard(id: EntityId, x: number, y: number): boolean {
    if (id === this.picked && x === this.pickedX && y === this.pickedY && this.pickedGen === this.gen)
      return true;
    if (this.covered === 0) return x === 0 && y === 0;
    const r = y - this.oy;
    const j = x - this.ox;
    if (r < this.r0 || r > this.r1 || j < 0 || j > 31) return false;
    const p = id * 4;
    const a0 = this.allowedOf(PARCEL_CODES[p] as number);
    const a1 = this.allowedOf(PARCEL_CODES[p + 1] as number);
    const a2 = this.allowedOf(PARCEL_CODES[p + 2] as number);
    const a3 = this.allowedOf(PARCEL_CODES[p + 3] as number);
    return ((this.row(a0, a1, a2, a3, r) >>> j) & 1) === 1;
  }

  private sellVer = 0;
  private sellIds: EntityId[] = [];

  /** The seat's sellable city cards (`seatSellable`), kept while the city does not change. */
  sellable(s: GameState, seat: number): EntityId[] {
    if (this.sellVer !== this.ver || this.ver === 0) {
      this.sellIds = seatSellable(s, seat);
      this.sellVer = this.ver;
    }
    return this.sellIds;
  }

  /** The city's total for these characters (`scoreCity` of its grid), read from the kept codes (RULES 6). */
  total(input: CityScoreInput): number {
    if (this.covered === 0) {
      paddedGrid(0, 0);
      return scorePadded(0, 0, 0, input);
    }
    const w = this.maxX - this.minX + 1;
    const h = this.maxY - this.minY + 1;
    const codes = paddedGrid(w, h);
    const x0 = this.minX - this.ox;
    const y0 = this.minY - this.oy;
    for (let r = 0; r < h; r++)
      for (let j = 0, to = (r + 1) * (w + 2) + 1, from = (y0 + r) * W + x0; j < w; j++)
        codes[to + j] = CELL_CHAR[this.cells[from + j] as number] as number;
    return scorePadded(w, h, this.covered, input);
  }

  /** Forgets the city: the next `sync` rebuilds. */
  reset(): void {
    this.ver = 0;
    this.covered = 0;
    this.cleared = false;
    this.preparedVer = 0;
    this.sellVer = 0;
  }
}
