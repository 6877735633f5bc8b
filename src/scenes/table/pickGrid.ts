/**
 * How a pick among cards (the Paperboy's characters) is laid out in the action panel: the largest cards that fit, in
 * one or more rows; on a phone, when that would make them narrower than a touch target, pages of cards at that
 * width with an arrow button on each side to turn the page.
 */

/** A card grid: card width, cards per row, rows, cards per page, pages, and whether page arrows flank the cards. */
export interface PickGrid {
  w: number;
  perRow: number;
  rows: number;
  perPage: number;
  pages: number;
  arrows: boolean;
}

/** What the grid fits in and by what rules. */
export interface PickRoom {
  /** The area for the cards (and the arrows), design px. */
  w: number;
  h: number;
  /** Space between cards, across and down (and between the arrows and the cards). */
  gap: number;
  maxW: number;
  /** The narrowest card (a touch target); 0 lets cards shrink as far as needed. */
  minW: number;
  /** The page arrows' width. */
  arrow: number;
  /** Fixed cards per row (the wide table's look); by default the rows are chosen for the largest cards. */
  maxPerRow?: number;
}

/** Cards are 1.4 times as tall as wide. */
const TALL = 1.4;

function fit(n: number, rows: number, w: number, r: PickRoom): PickGrid {
  const perRow = Math.ceil(n / rows);
  const byW = (w - r.gap * (perRow - 1)) / perRow;
  const byH = (r.h - r.gap * (rows - 1)) / rows / TALL;
  return {
    w: Math.floor(Math.min(r.maxW, byW, byH)),
    perRow,
    rows,
    perPage: n,
    pages: 1,
    arrows: false,
  };
}

/** Lays out `n` cards in a room. */
export function pickGrid(n: number, r: PickRoom): PickGrid {
  if (n <= 0) return { w: r.maxW, perRow: 1, rows: 1, perPage: 1, pages: 1, arrows: false };
  if (r.maxPerRow !== undefined) {
    const perRow = Math.min(n, r.maxPerRow);
    const rows = Math.ceil(n / perRow);
    const w = Math.min(
      r.maxW,
      Math.floor((r.h - (rows - 1) * 8) / rows / TALL),
      Math.floor(r.w / perRow) - r.gap,
    );
    return { w, perRow, rows, perPage: n, pages: 1, arrows: false };
  }
  let best = fit(n, 1, r.w, r);
  for (let rows = 2; rows <= n; rows++) {
    const g = fit(n, rows, r.w, r);
    if (g.w > best.w) best = g;
  }
  if (best.w >= r.minW) return best;
  // Pages: as many whole cards of the narrowest width as fit between the arrows.
  const inner = r.w - 2 * (r.arrow + r.gap);
  const perRow = Math.max(1, Math.floor((inner + r.gap) / (r.minW + r.gap)));
  const rows = Math.max(1, Math.floor((r.h + r.gap) / (r.minW * TALL + r.gap)));
  const perPage = Math.min(n, perRow * rows);
  const page = fit(perPage, rows, inner, r);
  return {
    w: Math.max(r.minW, page.w),
    perRow: page.perRow,
    rows,
    perPage,
    pages: Math.ceil(n / perPage),
    arrows: true,
  };
}

/**
 * A card's centre in a grid: the `i`th of the `onPage` cards on its page, each row centred on `mid`, the first row's
 * top at `top`, `gap` across and down between cards.
 */
export function pickSpot(
  g: PickGrid,
  i: number,
  onPage: number,
  at: { mid: number; top: number },
  gap: { x: number; y: number },
): { x: number; y: number } {
  const row = Math.floor(i / g.perRow);
  const inRow = Math.min(g.perRow, onPage - row * g.perRow);
  const step = g.w + gap.x;
  return {
    x: at.mid - (step * (inRow - 1)) / 2 + (i % g.perRow) * step,
    y: at.top + g.w * (TALL / 2) + row * (g.w * TALL + gap.y),
  };
}
