/**
 * Where the bid lens sits and how its rows are drawn, without Phaser: over the player's city (out of use while
 * bidding) in every layout, so the offer row its notes name and the bid buttons stay in view.
 */
import { BOARD, tableMode } from './layout';
import type { Rect, TableMode } from './layout';

/** The lens's rectangle and the sizes of its rows' parts. */
export interface LensLayout {
  rect: Rect;
  /** Where a row's bars start from its left edge (after the bid's label). */
  dx: number;
  /** Width of one bar, wide enough for its figure. */
  cell: number;
  /** Gap between two bars. */
  gap: number;
  /** Font size of a bar's figure (the layout's smallest readable text). */
  figureSize: number;
}

/** Smallest readable text of each table layout, in base pixels (12 CSS px at 1280x720; the phones' designs). */
const FIGURE_SIZE: Record<TableMode, number> = { wide: 15, portrait: 15, short: 16 };

/** A digit's width as a share of the font size (the widest of the game's fonts). */
export const DIGIT_EM = 0.62;

/** The lens's layout in the table's current layout (set by `applyTableLayout`). */
export function lensLayout(): LensLayout {
  const rect = { ...BOARD };
  const figureSize = FIGURE_SIZE[tableMode()];
  // A figure is at most three digits ("100"); the landscape strip's narrow city keeps its label column short.
  const cell = Math.ceil(3 * DIGIT_EM * figureSize);
  const narrow = rect.w < 400;
  return { rect, dx: narrow ? 60 : 78, cell, gap: narrow ? 2 : 3, figureSize };
}
