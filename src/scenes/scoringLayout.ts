/** Where the score sheet's parts go: the 1600x900 sheet, or the 480x1040 column of a phone held upright. */

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
  headY: number;
  rowY0: number;
  rowH: number;
  /** Offsets of a line's label and figures from the row's centre. */
  labelDy: number;
  cellDy: number;
  labelSize: number;
  /** Centre of the design, left to right. */
  mid: number;
  titleY: number;
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
  /** Upright: the player kind wraps under the name and virtual columns list appeals only (no room for card names). */
  narrow: boolean;
}

const WIDE: SheetGeometry = {
  sheet: { x: 60, y: 96, w: 1480, h: 712 },
  labelW: 340,
  headY: 140,
  rowY0: 214,
  rowH: 31,
  labelDy: 0,
  cellDy: 0,
  labelSize: 19,
  mid: 800,
  titleY: 52,
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
};

const UPRIGHT: SheetGeometry = {
  sheet: { x: 8, y: 76, w: 464, h: 828 },
  labelW: 0,
  headY: 180,
  rowY0: 272,
  rowH: 40,
  labelDy: -10,
  cellDy: 9,
  labelSize: 15,
  mid: 240,
  titleY: 38,
  buttonH: 56,
  again: { x: 84, y: 942, w: 144 },
  fresh: { x: 240, y: 942, w: 144 },
  title: { x: 240, y: 1008, w: 144 },
  skip: { x: 396, y: 1008, w: 144 },
  replay: { x: 84, y: 1008, w: 144 },
  turning: { x: 396, y: 942, w: 144 },
  hint: { x: 24, y: 106, w: 432 },
  cellSize: 18,
  narrow: true,
};

/** The sheet's geometry for the wide design or the upright column. */
export function sheetGeometry(upright: boolean): SheetGeometry {
  return upright ? UPRIGHT : WIDE;
}
