/**
 * Where the board game's score sheet puts its parts in each layout: the title, a column per seat, a line per source
 * of VP and the total, the winner, and the two buttons; the lines share the height left between head and foot.
 */
import type { LayoutMode } from '../ui/designs';
import type { Box } from './boardSetupLayout';

/** The sheet's geometry for a number of lines (sources with any VP) and seats. */
export interface BoardSheetLayout {
  title: { x: number; y: number; size: number; room: number };
  /** The parchment behind the sheet (null: none, the phone layouts use the page). */
  panel: Box | null;
  /** The left end of the sheet, the label column's width and each seat column's width. */
  x0: number;
  labelW: number;
  colW: number;
  /** The width the lines' stripes take from x0. */
  width: number;
  /** The seats' marks and names: both in one line (`inline`) or the name under the mark. */
  head: { y: number; r: number; nameY: number; inline: boolean };
  /** The centre line of sheet line k (the total is line `rows`). */
  lineY: (k: number) => number;
  rowH: number;
  text: { label: number; figure: number; total: number };
  /** The winner's line and the tie rule under it (tie rule null: given as the winner line's tooltip instead). */
  winner: { x: number; y: number; size: number; room: number; left: boolean };
  tieRule: { x: number; y: number; room: number } | null;
  again: Box;
  home: Box;
}

/** The sheet in a mode, for `rows` lines of VP (the total comes after them) and `seats` seats. */
export function boardSheetLayout(mode: LayoutMode, rows: number, seats: number): BoardSheetLayout {
  const n = Math.max(1, seats);
  const lines = rows + 1;
  if (mode === 'portrait') {
    // 480x960: the labels wrap to two lines in a narrow column; 6 seats get 49 px each.
    const x0 = 8;
    const labelW = 168;
    const top = 186;
    const rowH = Math.min(52, (772 - top) / lines);
    // The winner follows the total closely when there are few lines, and stays clear of the buttons when there are many.
    const afterTotal = Math.min(808, top + rowH * lines + 6 + 40);
    return {
      title: { x: 240, y: 44, size: 30, room: 460 },
      panel: null,
      x0,
      labelW,
      colW: (480 - 2 * x0 - labelW) / n,
      width: 480 - 2 * x0,
      head: { y: 112, r: 13, nameY: 140, inline: false },
      lineY: (k) => top + rowH * (k + 0.5) + (k === rows ? 6 : 0),
      rowH,
      text: { label: 15, figure: 18, total: 20 },
      winner: { x: 240, y: afterTotal, size: 20, room: 460, left: false },
      tieRule: { x: 240, y: afterTotal + 44, room: 460 },
      again: { x: 120, y: 910, w: 220, h: 60 },
      home: { x: 360, y: 910, w: 220, h: 60 },
    };
  }
  if (mode === 'short') {
    // 960x440: a seat's mark and name share its column's head; the winner stands beside the buttons.
    const x0 = 8;
    const labelW = 300;
    const top = 92;
    const rowH = Math.min(30, (372 - top) / lines);
    return {
      title: { x: 480, y: 28, size: 24, room: 900 },
      panel: null,
      x0,
      labelW,
      colW: (960 - 2 * x0 - labelW) / n,
      width: 960 - 2 * x0,
      head: { y: 70, r: 11, nameY: 70, inline: true },
      lineY: (k) => top + rowH * (k + 0.5) + (k === rows ? 2 : 0),
      rowH,
      text: { label: 16, figure: 16, total: 18 },
      winner: { x: 8, y: 410, size: 18, room: 480, left: true },
      tieRule: null,
      again: { x: 620, y: 410, w: 200, h: 60 },
      home: { x: 840, y: 410, w: 200, h: 60 },
    };
  }
  const x0 = 200;
  const labelW = 420;
  const rowH = Math.min(48, 560 / (lines + 1));
  const y0 = 170;
  const height = (lines + 1) * rowH;
  return {
    title: { x: 800, y: 70, size: 42, room: 1200 },
    panel: { x: 800, y: y0 + height / 2 + 60, w: 1600 - 2 * x0 + 80, h: height + 190 },
    x0,
    labelW,
    colW: Math.min(170, (1600 - 2 * x0 - labelW) / n),
    width: 1600 - 2 * x0,
    head: { y: y0, r: 14, nameY: y0 + 28, inline: false },
    lineY: (k) => y0 + 70 + k * rowH + (k === rows ? 8 : 0),
    rowH,
    text: { label: 18, figure: 20, total: 24 },
    winner: { x: 800, y: y0 + 70 + rows * rowH + 8 + rowH + 10, size: 28, room: 1100, left: false },
    tieRule: { x: 800, y: y0 + 70 + rows * rowH + 8 + rowH + 46, room: 1100 },
    again: { x: 580, y: 840, w: 400, h: 64 },
    home: { x: 1020, y: 840, w: 400, h: 64 },
  };
}
