/** Where things sit on the era table, in the 1600x900 base coordinates. */

/** A rectangle in base coordinates. */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
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

/** The rectangle of seat panel `i` of `n`. */
export function seatRect(i: number, n: number): Rect {
  const h = Math.floor((SEATS.h - SEAT_GAP * (n - 1)) / n);
  return { x: SEATS.x, y: SEATS.y + i * (h + SEAT_GAP), w: SEATS.w, h };
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
};

/** Centres and sizes of the offer cards: the character (if first) then the terrain cards, all fitted in the row. */
export function offerSlots(
  kinds: readonly ('character' | 'terrain')[],
): { x: number; y: number; size: number }[] {
  const gap = 12;
  const avail = PILES.offerRight - PILES.offerLeft;
  // A character card is 0.86 of a terrain card's width (and 1.2 of its height).
  const units = kinds.reduce((n, k) => n + (k === 'character' ? 0.86 : 1), 0);
  const side = Math.min(160, Math.floor((avail - gap * Math.max(0, kinds.length - 1)) / Math.max(1, units)));
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
