/**
 * Where things sit on the era table: the 1600x900 base coordinates, the portrait column (480x1040, two pages side by
 * side: the play column at x 0..480, the players and the log at x 480..960) or the short landscape strip (960x440, two
 * pages: the city with the offer and the action panel at x 0..960, the players and the log at x 960..1920).
 * `applyTableLayout` switches the shared rectangles in place before the table's parts are built.
 */

/** A rectangle in base coordinates. */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The table's layouts: the 1600x900 table, the upright column, the short landscape strip. */
export type TableMode = 'wide' | 'portrait' | 'short';

let mode: TableMode = 'wide';

/** The layout the table was last laid out in. */
export function tableMode(): TableMode {
  return mode;
}

/** The top bar: era and round, the phase banner and the menu buttons. */
export const TOP: Rect = { x: 0, y: 0, w: 1600, h: 56 };
/** The draw piles and the offer. */
export const OFFER: Rect = { x: 16, y: 64, w: 1176, h: 222 };
/** The viewer's city: a snapping grid of parcels. */
export const BOARD: Rect = { x: 16, y: 296, w: 600, h: 596 };
/** Context controls: bids, prompts, the card being placed. */
export const ACTION: Rect = { x: 628, y: 296, w: 564, h: 300 };
/** The game log. */
export const LOG: Rect = { x: 628, y: 606, w: 564, h: 286 };
/** The seat panels, stacked. */
export const SEATS: Rect = { x: 1204, y: 64, w: 384, h: 828 };

/** Parcels shown across the city board (room for a 9-wide Captain city and its reach). */
export const BOARD_CELLS = 11;
/** Gap between seat panels. */
export const SEAT_GAP = 8;

/** The rectangle of seat panel `i` of `n` (stacked; in the landscape strip, two or three to a row). */
export function seatRect(i: number, n: number): Rect {
  const cols = mode === 'short' ? (n <= 4 ? Math.min(n, 2) : 3) : 1;
  const rows = Math.ceil(n / cols);
  const w = Math.floor((SEATS.w - SEAT_GAP * (cols - 1)) / cols);
  const h = Math.floor((SEATS.h - SEAT_GAP * (rows - 1)) / rows);
  const col = i % cols;
  const row = Math.floor(i / cols);
  return { x: SEATS.x + col * (w + SEAT_GAP), y: SEATS.y + row * (h + SEAT_GAP), w, h };
}

/** Centre of a rectangle. */
export function centre(r: Rect): { x: number; y: number } {
  return { x: r.x + r.w / 2, y: r.y + r.h / 2 };
}

/** True when (x, y) lies inside r. */
export function inside(r: Rect, x: number, y: number): boolean {
  return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;
}

/** Terrain pile, character pile and the first offer slot. */
export const PILES = {
  terrain: { x: OFFER.x + 76, y: OFFER.y + 94, side: 120 },
  character: { x: OFFER.x + 212, y: OFFER.y + 94, w: 96 },
  /** Left edge of the offer cards. */
  offerLeft: OFFER.x + 292,
  offerRight: OFFER.x + OFFER.w - 12,
  offerY: OFFER.y + 104,
  /** Pile captions under the piles (left out in the portrait column). */
  captions: true,
  /** The largest offer card side (a character card is 1.2 times as tall). */
  maxSide: 160,
};

/** Centres and sizes of the offer cards: the character (if first) then the terrain cards, all fitted in the row. */
export function offerSlots(
  kinds: readonly ('character' | 'terrain')[],
): { x: number; y: number; size: number }[] {
  const gap = 12;
  const avail = PILES.offerRight - PILES.offerLeft;
  // A character card is 0.86 of a terrain card's width (and 1.2 of its height).
  const units = kinds.reduce((n, k) => n + (k === 'character' ? 0.86 : 1), 0);
  const side = Math.min(
    PILES.maxSide,
    Math.floor((avail - gap * Math.max(0, kinds.length - 1)) / Math.max(1, units)),
  );
  const out: { x: number; y: number; size: number }[] = [];
  let x = PILES.offerLeft;
  for (const k of kinds) {
    const w = k === 'character' ? Math.round(side * 0.86) : side;
    out.push({ x: x + w / 2, y: PILES.offerY, size: w });
    x += w + gap;
  }
  return out;
}

/** Centre of the whole table. */
export const BASE_CENTRE = { x: 800, y: 450 };

/** The portrait table's design size (one page) and its two pages' left edges. */
export const PORTRAIT = { w: 480, h: 1040, pages: [0, 480] as const };

/** The short landscape table's design size (one page) and its two pages' left edges. */
export const SHORT = { w: 960, h: 440, pages: [0, 960] as const };

type Layout = {
  top: Rect;
  offer: Rect;
  board: Rect;
  action: Rect;
  log: Rect;
  seats: Rect;
  centre: { x: number; y: number };
};

const WIDE: Layout = {
  top: { ...TOP },
  offer: { ...OFFER },
  board: { ...BOARD },
  action: { ...ACTION },
  log: { ...LOG },
  seats: { ...SEATS },
  centre: { ...BASE_CENTRE },
};

const UPRIGHT: Layout = {
  top: { x: 0, y: 0, w: 480, h: 128 },
  offer: { x: 8, y: 132, w: 464, h: 156 },
  action: { x: 8, y: 294, w: 464, h: 336 },
  board: { x: 8, y: 636, w: 464, h: 398 },
  seats: { x: 488, y: 72, w: 464, h: 560 },
  log: { x: 488, y: 640, w: 464, h: 392 },
  centre: { x: 240, y: 520 },
};

const LANDSCAPE: Layout = {
  top: { x: 0, y: 0, w: 960, h: 64 },
  board: { x: 8, y: 68, w: 344, h: 368 },
  offer: { x: 360, y: 68, w: 592, h: 118 },
  action: { x: 360, y: 190, w: 592, h: 246 },
  seats: { x: 968, y: 72, w: 944, h: 244 },
  log: { x: 968, y: 324, w: 944, h: 112 },
  centre: { x: 480, y: 220 },
};

/** Sets the table's shared rectangles for the wide table, the portrait column or the short landscape strip. */
export function applyTableLayout(to: TableMode): void {
  mode = to;
  const l = to === 'portrait' ? UPRIGHT : to === 'short' ? LANDSCAPE : WIDE;
  Object.assign(TOP, l.top);
  Object.assign(OFFER, l.offer);
  Object.assign(BOARD, l.board);
  Object.assign(ACTION, l.action);
  Object.assign(LOG, l.log);
  Object.assign(SEATS, l.seats);
  Object.assign(BASE_CENTRE, l.centre);
  if (to !== 'wide') {
    // The short strip's offer panel is low: its two piles sit closer together.
    const low = to === 'short';
    Object.assign(PILES, {
      terrain: { x: OFFER.x + 34, y: OFFER.y + (low ? 34 : 42), side: low ? 40 : 44 },
      character: { x: OFFER.x + 34, y: OFFER.y + (low ? 86 : 108), w: low ? 30 : 34 },
      offerLeft: OFFER.x + 76,
      offerRight: OFFER.x + OFFER.w - 8,
      offerY: OFFER.y + OFFER.h / 2,
      captions: false,
      maxSide: Math.floor((OFFER.h - 32) / 1.2),
    });
  } else {
    Object.assign(PILES, {
      terrain: { x: OFFER.x + 76, y: OFFER.y + 94, side: 120 },
      character: { x: OFFER.x + 212, y: OFFER.y + 94, w: 96 },
      offerLeft: OFFER.x + 292,
      offerRight: OFFER.x + OFFER.w - 12,
      offerY: OFFER.y + 104,
      captions: true,
      maxSide: 160,
    });
  }
}

/** The "something new" dot of a tab: a small disc inside its top-right corner, clear of the edge and the label. */
export function tabDot(tab: Rect): { x: number; y: number; r: number } {
  const r = Math.max(5, Math.round(tab.h / 9));
  return { x: tab.x + tab.w - r - 6, y: tab.y + r + 6, r };
}
