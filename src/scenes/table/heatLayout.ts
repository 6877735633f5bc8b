/** Where the placement heatmap's dots and the city-size label go on the board, as data (tested in Node). */
import type { Pos } from '../../cards/engine';
import { BOARD, BOARD_CELLS } from './layout';
import { THEME, mix } from '../../ui/theme';

/** Colour of a heatmap dot's signed figure: light on a losing (negative) dot, ink on the others. */
export function heatLabelColour(d: number): string {
  return d < 0 ? '#fff1e8' : THEME.css.ink;
}

/** Outline colours of the placement ghost: a legal spot, the chosen (locked) spot, an illegal spot. */
export const SPOT_COLOURS = { legal: 0x9ed37a, locked: THEME.color.gold, illegal: THEME.color.bad } as const;

/** Colour of a heatmap dot for a delta within [lo, hi] (every dot also shows its signed figure). */
export function heatColour(d: number, lo: number, hi: number): number {
  if (d < 0) return THEME.color.bad;
  if (d === 0) return 0x8c8272;
  if (d === hi) return THEME.color.gold;
  const t = hi > 0 ? d / hi : 0;
  return mix(0x6f9a52, THEME.color.gold, Math.max(0, Math.min(1, t * 0.8 + (lo < 0 ? 0.05 : 0))));
}

/** The board's grid: top-left and parcel size in base pixels, parcels across, and the city coordinate of its corner. */
export interface GridGeometry {
  gx: number;
  gy: number;
  cell: number;
  cells: number;
  ox: number;
  oy: number;
}

/** One heatmap dot: its spot and its circle in base pixels. */
export interface HeatDot {
  at: Pos;
  x: number;
  y: number;
  r: number;
}

/** A rectangle in base pixels. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The board's header strip above the grid, in base pixels. */
export const BOARD_HEADER = 34;
/** The city-size label's height in base px (its text is 15 px: 12 CSS px at 1280x720). */
export const SIZE_LABEL_H = 24;

/** The grid of the city board for a city (top-left parcels of its cards): parcel size, place, and centred on the city. */
export function boardGeometry(city: readonly { x: number; y: number }[]): GridGeometry {
  const cells = BOARD_CELLS;
  const cell = Math.floor(Math.min(BOARD.w - 24, BOARD.h - BOARD_HEADER - 16) / cells);
  const size = cell * cells;
  const gx = Math.round(BOARD.x + (BOARD.w - size) / 2);
  const gy = Math.round(BOARD.y + BOARD_HEADER + (BOARD.h - BOARD_HEADER - size) / 2);
  if (city.length === 0) {
    const o = 1 - Math.floor(cells / 2);
    return { gx, gy, cell, cells, ox: o, oy: o };
  }
  const minX = Math.min(...city.map((c) => c.x));
  const maxX = Math.max(...city.map((c) => c.x + 2));
  const minY = Math.min(...city.map((c) => c.y));
  const maxY = Math.max(...city.map((c) => c.y + 2));
  return {
    gx,
    gy,
    cell,
    cells,
    ox: Math.round((minX + maxX) / 2 - cells / 2),
    oy: Math.round((minY + maxY) / 2 - cells / 2),
  };
}

/** Room kept between a dot and the grid's edge, in base pixels. */
const EDGE = 3;

/** The dot radius for a parcel size (larger on a phone, where the board is shown smaller). */
export function dotRadius(cell: number, big: boolean): number {
  return Math.round(cell * (big ? 0.37 : 0.31));
}

/**
 * The dots of the legal spots whose card lies on the grid: each at the centre of its card, moved inside the grid
 * so that no dot is cut at its edge.
 */
export function heatDots(grid: GridGeometry, spots: readonly Pos[], big: boolean): HeatDot[] {
  const r = dotRadius(grid.cell, big);
  const size = grid.cell * grid.cells;
  const on = (x: number, y: number): boolean =>
    x >= grid.ox && y >= grid.oy && x < grid.ox + grid.cells && y < grid.oy + grid.cells;
  const clamp = (v: number, lo: number): number => Math.min(Math.max(v, lo + r + EDGE), lo + size - r - EDGE);
  return spots
    .filter((at) => on(at.x, at.y) && on(at.x + 1, at.y + 1))
    .map((at) => ({
      at: { ...at },
      x: clamp(grid.gx + (at.x + 1 - grid.ox) * grid.cell, grid.gx),
      y: clamp(grid.gy + (at.y + 1 - grid.oy) * grid.cell, grid.gy),
      r,
    }));
}

/** True when a box and a dot's circle overlap. */
export function overlaps(b: Box, d: HeatDot): boolean {
  const nx = Math.max(b.x, Math.min(d.x, b.x + b.w));
  const ny = Math.max(b.y, Math.min(d.y, b.y + b.h));
  return (nx - d.x) ** 2 + (ny - d.y) ** 2 < d.r * d.r;
}

/**
 * Where the city-size label goes: under the size frame, above it, then in a corner of the grid; the first place on
 * the grid that covers no dot. `header` is the fallback (the strip above the grid, where no dot is).
 */
export function sizeLabelBox(
  grid: GridGeometry,
  frame: { x0: number; y0: number; x1: number; y1: number },
  w: number,
  h: number,
  dots: readonly HeatDot[],
  header: Box,
): Box {
  const size = grid.cell * grid.cells;
  const px = (x: number): number => grid.gx + (x - grid.ox) * grid.cell;
  const py = (y: number): number => grid.gy + (y - grid.oy) * grid.cell;
  const left = Math.min(Math.max(px(frame.x0), grid.gx + 2), grid.gx + size - w - 2);
  const lo = grid.gx + 2;
  const hi = grid.gx + size - w - 2;
  const top = grid.gy + 2;
  const bottom = grid.gy + size - h - 2;
  const candidates: Box[] = [
    { x: left, y: py(frame.y1) + 4, w, h },
    { x: left, y: py(frame.y0) - h - 4, w, h },
    { x: lo, y: bottom, w, h },
    { x: hi, y: bottom, w, h },
    { x: lo, y: top, w, h },
    { x: hi, y: top, w, h },
  ];
  const fits = (b: Box): boolean =>
    b.x >= grid.gx && b.y >= grid.gy && b.x + b.w <= grid.gx + size && b.y + b.h <= grid.gy + size;
  return (
    candidates.find((b) => fits(b) && !dots.some((d) => overlaps(b, d))) ?? {
      x: header.x + (header.w - w) / 2,
      y: header.y + (header.h - h) / 2,
      w,
      h,
    }
  );
}
