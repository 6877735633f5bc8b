/**
 * Where the score sheet's parts go: the 1600x900 sheet, the 480x1040 column of a phone held upright, or the 960x440
 * strip of a phone in landscape. On phones the 13 lines are 44 CSS px touch targets and do not all fit: they scroll
 * in a window between the seat names and the totals (see sheetRows.ts).
 */
import type { LayoutMode } from '../ui/layoutMode';
import type { Box } from './sheetRows';

/** A button's centre and width. */
export interface Spot {
  x: number;
  y: number;
  w: number;
}

/** The sheet's geometry in design pixels. */
export interface SheetGeometry {
  sheet: { x: number; y: number; w: number; h: number };
  /** Width of the line labels' column (0 upright: each label sits on its own line above the figures). */
  labelW: number;
  /** Left edge of the lines' labels. */
  labelX: number;
  headY: number;
  /** Centre of line 1 (unscrolled), and the lines' pitch. */
  rowY0: number;
  rowH: number;
  /** The window the lines scroll in, or null when every line is in view. */
  rows: Box | null;
  /** Centre line of the totals. */
  totalY: number;
  /** Room left between neighbouring figures' touch targets, across and down. */
  cellGap: { x: number; y: number };
  /** Offsets of a line's label and figures from the row's centre. */
  labelDy: number;
  cellDy: number;
  labelSize: number;
  /** Centre of the heading (title, then the result), its width and text size; it wraps when `titleWrap`. */
  mid: number;
  titleY: number;
  titleW: number;
  titleSize: number;
  titleWrap: boolean;
  buttonH: number;
  again: Spot;
  fresh: Spot;
  title: Spot;
  skip: Spot;
  replay: Spot;
  /** Turning points (the regret review). */
  turning: Spot;
  /** The "point at a score" hint: its left edge, its middle line and its wrap width. */
  hint: Spot;
  /** The figures' text size. */
  cellSize: number;
  /** False when there is no room for the player kind under the seat names (landscape). */
  kind: boolean;
  /** Upright: the player kind wraps under the name and virtual columns list appeals only (no room for card names). */
  narrow: boolean;
  /** The explanation's panel: its width, its city's side, and whether its words go beside the city (else below). */
  popup: { w: number; city: number; beside: boolean };
}

const WIDE: SheetGeometry = {
  sheet: { x: 60, y: 96, w: 1480, h: 712 },
  labelW: 340,
  labelX: 104,
  headY: 140,
  rowY0: 214,
  rowH: 31,
  rows: null,
  totalY: 639,
  cellGap: { x: 8, y: 0 },
  labelDy: 0,
  cellDy: 0,
  labelSize: 19,
  mid: 800,
  titleY: 52,
  titleW: 1480,
  titleSize: 46,
  titleWrap: false,
  buttonH: 64,
  again: { x: 520, y: 852, w: 280 },
  fresh: { x: 820, y: 852, w: 260 },
  title: { x: 1090, y: 852, w: 200 },
  skip: { x: 1480, y: 852, w: 160 },
  replay: { x: 200, y: 852, w: 200 },
  turning: { x: 1296, y: 852, w: 176 },
  hint: { x: 104, y: 160, w: 280 },
  cellSize: 21,
  narrow: false,
  kind: true,
  popup: { w: 430, city: 330, beside: false },
};

/*
 * Upright at 390x844 a design pixel is 0.81 CSS px: a line's pitch of 68 gives 56 px targets (45 CSS px) 12 px
 * (10 CSS px) apart. Eight or nine of the 13 lines show between the names and the totals. Skip stands over Play
 * again while the count-up runs; Replay and Turning points share the last line (long words, e.g. "Wiederholung").
 */
const UPRIGHT: SheetGeometry = {
  sheet: { x: 8, y: 76, w: 464, h: 828 },
  labelW: 0,
  labelX: 24,
  headY: 180,
  rowY0: 286,
  rowH: 68,
  rows: { x: 8, y: 252, w: 446, h: 584 },
  totalY: 864,
  cellGap: { x: 12, y: 12 },
  labelDy: -16,
  cellDy: 11,
  labelSize: 15,
  mid: 240,
  titleY: 38,
  titleW: 464,
  titleSize: 46,
  titleWrap: false,
  buttonH: 56,
  again: { x: 84, y: 942, w: 144 },
  skip: { x: 84, y: 942, w: 144 },
  fresh: { x: 240, y: 942, w: 144 },
  title: { x: 396, y: 942, w: 144 },
  replay: { x: 123, y: 1008, w: 222 },
  turning: { x: 357, y: 1008, w: 222 },
  hint: { x: 24, y: 96, w: 432 },
  cellSize: 22,
  narrow: true,
  kind: true,
  popup: { w: 430, city: 330, beside: false },
};

/*
 * In landscape (960x440, 0.77 to 0.88 CSS px a design pixel) the labels keep their column left of the figures, the
 * hint sits above them, and the result and buttons stand in a column on the right (Skip over Play again while the
 * count-up runs); a pitch of 70 gives 58 px targets 12 px apart, and four lines show at a time.
 */
const SHORT: SheetGeometry = {
  sheet: { x: 6, y: 6, w: 720, h: 428 },
  labelW: 232,
  labelX: 22,
  headY: 72,
  rowY0: 141,
  rowH: 70,
  rows: { x: 6, y: 106, w: 704, h: 270 },
  totalY: 404,
  cellGap: { x: 12, y: 12 },
  labelDy: 0,
  cellDy: 0,
  labelSize: 16,
  mid: 844,
  titleY: 42,
  titleW: 216,
  titleSize: 26,
  titleWrap: true,
  buttonH: 60,
  again: { x: 844, y: 112, w: 216 },
  skip: { x: 844, y: 112, w: 216 },
  fresh: { x: 844, y: 184, w: 216 },
  title: { x: 844, y: 256, w: 216 },
  replay: { x: 844, y: 328, w: 216 },
  turning: { x: 844, y: 400, w: 216 },
  hint: { x: 22, y: 56, w: 216 },
  cellSize: 22,
  narrow: true,
  kind: false,
  popup: { w: 688, city: 300, beside: true },
};

/** The sheet's geometry for a layout mode. */
export function sheetGeometry(mode: LayoutMode): SheetGeometry {
  return mode === 'portrait' ? UPRIGHT : mode === 'short' ? SHORT : WIDE;
}

/** The bottom of the last line (unscrolled design y). */
export function linesBottom(g: SheetGeometry, lines: number): number {
  return g.rowY0 - g.rowH / 2 + lines * g.rowH;
}

/** The seats' columns right of the labels: their width and each one's centre. */
export function sheetColumns(
  g: SheetGeometry,
  seats: number,
): { colW: number; colX: (seat: number) => number } {
  const colW = Math.min(210, (g.sheet.w - g.labelW - 40) / Math.max(1, seats));
  return { colW, colX: (i) => g.sheet.x + g.labelW + 20 + colW * (i + 0.5) };
}
