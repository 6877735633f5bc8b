/**
 * Where things sit on the board game's table: plain rectangles in canvas pixels, laid out on the 1600x900 design
 * table and scaled (and centred) into any other canvas, so 1280x720 and 1920x1080 are the same table and a 16:10
 * canvas gets bands above and below. Three columns above a prompt bar: the town with the VP track under it; the
 * characters, the action path in board order, the tracks and a status line; the seat panels and the log.
 */
import { SEGMENTS, SIZE, SPACES, segmentPoints } from '../../board/engine';

/** A rectangle in canvas pixels. */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A line between two canvas points (a road). */
export interface Line {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** One of the 7 building display spaces (BOARD 4.6): the whole space, its price tag, the tile and its cowboys. */
export interface DisplaySlot {
  space: Rect;
  price: Rect;
  tile: Rect;
  cowboys: Rect;
}

/** The holdings a seat panel shows (BOARD 2, 5.1): one field each. */
export const HOLDINGS = [
  'money',
  'vp',
  'revolvers',
  'firepower',
  'cowboysHome',
  'cowboysBoard',
  'roads',
  'markers',
  'character',
] as const;

/** One holding of a seat panel. */
export type Holding = (typeof HOLDINGS)[number];

/** One seat's panel: the whole panel, its name bar and a field per holding. */
export interface SeatPanel {
  panel: Rect;
  name: Rect;
  fields: Record<Holding, Rect>;
}

/** The whole table for a canvas and a number of seats. */
export interface BoardLayout {
  width: number;
  height: number;
  /** Canvas pixels per design pixel. */
  scale: number;
  /** The town with its dice labels. */
  town: Rect;
  /** A parcel's side. */
  cell: number;
  /** Parcel p (p = y*8 + x, as in the engine). */
  parcelRect(p: number): Rect;
  /** The label above the column the white die's face d (1..6) selects (BOARD 1, Decision). */
  colLabel(d: number): Rect;
  /** The label left of the row the black die's face d (1..6) selects. */
  rowLabel(d: number): Rect;
  /** The line of road segment seg (0..143, the engine's numbering). */
  roadLine(seg: number): Line;
  /** The road segment whose line passes within a quarter cell of (x, y), away from the corners; -1 for none. */
  roadNear(x: number, y: number): number;
  /** The action space of an id of `SPACES` (BOARD 4). */
  space(id: string): Rect;
  /** The 7 building display spaces, $3 first. */
  display: DisplaySlot[];
  /** The rectangle of a placement spot: `s:<space>`, `p:<parcel>` or `b:<parcel>`; null when unknown. */
  spotRect(spot: string): Rect | null;
  /** The character cards on display, in the view's order. */
  characters: Rect[];
  roundTrack: Rect;
  /** The round track's slot of round r (1..4). */
  roundSlot(r: number): Rect;
  vpTrack: Rect;
  /** The VP track's slot of a score (the track has 50 slots; higher scores go round again). */
  vpSlot(vp: number): Rect;
  turnTrack: Rect;
  /** Slot i of the action (turn-order) track. */
  turnSlot(i: number): Rect;
  passTrack: Rect;
  /** Slot i of the pass track. */
  passSlot(i: number): Rect;
  /** Whose turn and the active step. */
  status: Rect;
  seats: SeatPanel[];
  log: Rect;
  /** The prompt bar: the question above a row of answer buttons. */
  prompt: Rect;
  question: Rect;
  /** Rectangles of n answer buttons (at most `MAX_BUTTONS`; a longer list is paged by the scene). */
  buttons(n: number): Rect[];
}

/** The design table's size. */
export const DESIGN_W = 1600;
/** The design table's height. */
export const DESIGN_H = 900;
/** The most answer buttons the prompt bar shows at once. */
export const MAX_BUTTONS = 10;
/** Slots of the VP track. */
export const VP_SLOTS = 50;

const M = 8;
const GAP = 8;
const LABEL = 28;
const CELL = 80;
const COL2 = { x: 684, w: 520 };
const COL3 = { x: 1212, w: 380 };
const TOP_END = 772;
const PROMPT: Rect = { x: M, y: 780, w: DESIGN_W - 2 * M, h: 112 };

const rect = (x: number, y: number, w: number, h: number): Rect => ({ x, y, w, h });

/** n rectangles side by side filling `r` with `gap` between them. */
function row(r: Rect, n: number, gap: number): Rect[] {
  const w = (r.w - gap * (n - 1)) / n;
  return Array.from({ length: n }, (_, i) => rect(r.x + i * (w + gap), r.y, w, r.h));
}

/** The action path's rows in board order (BOARD 4): roads to ammunition, the display, the bank, the council. */
const PATH_ROWS: { ids: readonly string[]; y: number; h: number }[] = [
  { ids: SPACES.slice(0, 4), y: 108, h: 72 },
  { ids: SPACES.slice(4, 11), y: 188, h: 150 },
  { ids: SPACES.slice(11, 14), y: 346, h: 72 },
  { ids: SPACES.slice(14), y: 426, h: 72 },
];

/** The seat panels' grid: one column up to 3 seats, two columns for 4..6. */
function seatPanels(players: number): SeatPanel[] {
  const cols = players <= 3 ? 1 : 2;
  const w = (COL3.w - GAP * (cols - 1)) / cols;
  const h = 124;
  return Array.from({ length: players }, (_, i) => {
    const panel = rect(COL3.x + (i % cols) * (w + GAP), M + Math.floor(i / cols) * (h + GAP), w, h);
    const name = rect(panel.x, panel.y, w, 26);
    const cw = w / 3;
    const ch = (h - 26) / 3;
    const fields = Object.fromEntries(
      HOLDINGS.map((k, j) => [
        k,
        rect(panel.x + (j % 3) * cw, panel.y + 26 + Math.floor(j / 3) * ch, cw, ch),
      ]),
    ) as Record<Holding, Rect>;
    return { panel, name, fields };
  });
}

/** Up to n evenly spaced slots along a track rectangle, after a caption of a quarter of its width. */
function trackSlots(track: Rect, n: number): Rect[] {
  const cap = track.w / 4;
  return row(rect(track.x + cap, track.y, track.w - cap, track.h), n, 4);
}

/**
 * The table for a `w` x `h` canvas with `players` seats (2..6) and `characterCount` character cards (7 or 8).
 * Everything a player clicks is at least 44 design pixels each way.
 */
export function boardLayout(w: number, h: number, players: number, characterCount = 8): BoardLayout {
  const k = Math.min(w / DESIGN_W, h / DESIGN_H);
  const ox = (w - DESIGN_W * k) / 2;
  const oy = (h - DESIGN_H * k) / 2;
  const S = (r: Rect): Rect => rect(ox + r.x * k, oy + r.y * k, r.w * k, r.h * k);
  const town = rect(M, M, LABEL + SIZE * CELL, LABEL + SIZE * CELL);
  const x0 = town.x + LABEL;
  const y0 = town.y + LABEL;
  const parcels = Array.from({ length: SIZE * SIZE }, (_, p) =>
    S(rect(x0 + (p % SIZE) * CELL, y0 + Math.floor(p / SIZE) * CELL, CELL, CELL)),
  );
  // BOARD 1, Decision: die face d selects column (row) d of 0..7, so the labels sit over columns 1..6.
  const colLabels = [1, 2, 3, 4, 5, 6].map((d) => S(rect(x0 + d * CELL, town.y, CELL, LABEL)));
  const rowLabels = [1, 2, 3, 4, 5, 6].map((d) => S(rect(town.x, y0 + d * CELL, LABEL, CELL)));
  const point = (gx: number, gy: number) => ({ x: ox + (x0 + gx * CELL) * k, y: oy + (y0 + gy * CELL) * k });
  const roads: Line[] = Array.from({ length: SEGMENTS }, (_, seg) => {
    const [a, b] = segmentPoints(seg);
    const [p, q] = [point(a.x, a.y), point(b.x, b.y)];
    return { x1: p.x, y1: p.y, x2: q.x, y2: q.y };
  });

  const spaces = new Map<string, Rect>();
  const display: DisplaySlot[] = [];
  for (const r of PATH_ROWS)
    row(rect(COL2.x, r.y, COL2.w, r.h), r.ids.length, 6).forEach((box, i) => {
      const id = r.ids[i] as string;
      spaces.set(id, S(box));
      if (!id.startsWith('bld')) return;
      display.push({
        space: S(box),
        price: S(rect(box.x, box.y, box.w, 22)),
        tile: S(rect(box.x + 2, box.y + 24, box.w - 4, 64)),
        cowboys: S(rect(box.x, box.y + 90, box.w, box.h - 90)),
      });
    });

  const n = Math.max(1, characterCount);
  const cardW = Math.min(72, (COL2.w - 6 * (n - 1)) / n);
  const cardsLeft = COL2.x + (COL2.w - n * cardW - 6 * (n - 1)) / 2;
  const characters = row(rect(cardsLeft, M, n * cardW + 6 * (n - 1), 92), n, 6).map(S);

  const turnTrack = rect(COL2.x, 506, COL2.w, 46);
  const passTrack = rect(COL2.x, 560, COL2.w, 46);
  const roundTrack = rect(COL2.x, 614, COL2.w, 46);
  const status = rect(COL2.x, 668, COL2.w, TOP_END - 668);
  const turnSlots = trackSlots(turnTrack, players).map(S);
  const passSlots = trackSlots(passTrack, players).map(S);
  const roundSlots = trackSlots(roundTrack, 4).map(S);
  const vpTrack = rect(M, town.y + town.h + GAP, town.w, TOP_END - (town.y + town.h + GAP));
  const vpW = vpTrack.w / (VP_SLOTS / 2);
  const vpSlots = Array.from({ length: VP_SLOTS }, (_, v) =>
    S(rect(vpTrack.x + (v % 25) * vpW, vpTrack.y + Math.floor(v / 25) * (vpTrack.h / 2), vpW, vpTrack.h / 2)),
  );

  const seats = seatPanels(players).map((s) => ({
    panel: S(s.panel),
    name: S(s.name),
    fields: Object.fromEntries(HOLDINGS.map((f) => [f, S(s.fields[f])])) as Record<Holding, Rect>,
  }));
  const lastSeat = seatPanels(players).at(-1)?.panel ?? rect(COL3.x, M, COL3.w, 0);
  const logTop = lastSeat.y + lastSeat.h + GAP;
  const log = rect(COL3.x, logTop, COL3.w, TOP_END - logTop);
  const question = rect(PROMPT.x + 8, PROMPT.y + 4, PROMPT.w - 16, 36);

  const at = <T>(list: readonly T[], i: number, what: string): T => {
    const v = list[i];
    if (v === undefined) throw new Error(`boardLayout: no ${what} ${i}`);
    return v;
  };
  const cellPx = CELL * k;
  const townPx = S(town);
  return {
    width: w,
    height: h,
    scale: k,
    town: townPx,
    cell: cellPx,
    parcelRect: (p) => at(parcels, p, 'parcel'),
    colLabel: (d) => at(colLabels, d - 1, 'die face'),
    rowLabel: (d) => at(rowLabels, d - 1, 'die face'),
    roadLine: (seg) => at(roads, seg, 'road segment'),
    roadNear: (x, y) => nearestRoad(roads, x, y, cellPx),
    space: (id) => {
      const r = spaces.get(id);
      if (!r) throw new Error(`boardLayout: no space ${id}`);
      return r;
    },
    display,
    spotRect: (spot) => {
      const rest = spot.slice(2);
      if (spot.startsWith('s:')) return spaces.get(rest) ?? null;
      if (!/^[pb]:\d+$/.test(spot)) return null;
      return parcels[Number(rest)] ?? null;
    },
    characters,
    roundTrack: S(roundTrack),
    roundSlot: (r) => at(roundSlots, r - 1, 'round'),
    vpTrack: S(vpTrack),
    vpSlot: (vp) => at(vpSlots, ((Math.floor(vp) % VP_SLOTS) + VP_SLOTS) % VP_SLOTS, 'VP slot'),
    turnTrack: S(turnTrack),
    turnSlot: (i) => at(turnSlots, i, 'turn slot'),
    passTrack: S(passTrack),
    passSlot: (i) => at(passSlots, i, 'pass slot'),
    status: S(status),
    seats,
    log: S(log),
    prompt: S(PROMPT),
    question: S(question),
    buttons: (count) => buttonRow(Math.min(MAX_BUTTONS, Math.max(0, count))).map(S),
  };
}

/** The answer buttons: up to 180 wide, left-aligned under the question. */
function buttonRow(n: number): Rect[] {
  if (n === 0) return [];
  const band = rect(PROMPT.x + 8, PROMPT.y + 44, PROMPT.w - 16, 60);
  const w = Math.min(180, (band.w - GAP * (n - 1)) / n);
  return row(rect(band.x, band.y, n * w + GAP * (n - 1), band.h), n, GAP);
}

/** The segment nearest to (x, y) within a quarter cell of its line, not within a fifth of a cell of its ends. */
function nearestRoad(roads: readonly Line[], x: number, y: number, cell: number): number {
  let best = -1;
  let bestD = cell / 4;
  roads.forEach((l, seg) => {
    const horizontal = l.y1 === l.y2;
    const along = horizontal ? x - l.x1 : y - l.y1;
    const across = Math.abs(horizontal ? y - l.y1 : x - l.x1);
    if (along < cell / 5 || along > cell - cell / 5 || across >= bestD) return;
    best = seg;
    bestD = across;
  });
  return best;
}

/** Rectangles for n figures (cowboys) inside r: a grid as square as r allows, each figure as large as fits. */
export function figureSlots(r: Rect, n: number): Rect[] {
  if (n <= 0) return [];
  let best = { cols: 1, rows: n, side: 0 };
  for (let cols = 1; cols <= n; cols++) {
    const rows = Math.ceil(n / cols);
    const side = Math.min(r.w / cols, r.h / rows);
    if (side > best.side) best = { cols, rows, side };
  }
  const { cols, rows, side } = best;
  const left = r.x + (r.w - cols * side) / 2;
  const top = r.y + (r.h - rows * side) / 2;
  return Array.from({ length: n }, (_, i) =>
    rect(left + (i % cols) * side, top + Math.floor(i / cols) * side, side, side),
  );
}
