/**
 * Where a lesson's note goes: beside the thing it points at, inside the screen, and never over it. Pure geometry on
 * plain rectangles (any one unit), shared by the card and board lessons.
 */

/** A rectangle. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The sides tried, in order. */
export type NoteSide = 'below' | 'above' | 'right' | 'left';

/** What the note needs. */
export interface NoteAsk {
  /** What the note points at (kept clear). */
  target: Box;
  /** Where the note may go. */
  screen: Box;
  /** The width the note would like, and the narrowest it may wrap to. */
  width: number;
  minWidth: number;
  /** The note's height at a width (its text wrapped to it). */
  heightAt: (w: number) => number;
  /** Space between the note and the target. */
  gap: number;
  /** Space kept from the screen's edges. */
  margin: number;
  /** Places the note should rather not cover (a bar the step needs); a side that covers one is tried last. */
  avoid?: readonly Box[];
}

/** Where the note goes; `fits` is false when its text is taller than the room left (the caller shrinks it). */
export interface NotePlace {
  box: Box;
  side: NoteSide;
  fits: boolean;
}

/** True when the two boxes share some area. */
export function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/** The room on one side of the target inside the screen's margins. */
function room(side: NoteSide, t: Box, s: Box, gap: number, m: number): Box {
  const x0 = s.x + m;
  const y0 = s.y + m;
  const x1 = s.x + s.w - m;
  const y1 = s.y + s.h - m;
  const r = (x: number, y: number, xe: number, ye: number): Box => ({
    x,
    y,
    w: Math.max(0, xe - x),
    h: Math.max(0, ye - y),
  });
  switch (side) {
    case 'below':
      return r(x0, Math.max(y0, t.y + t.h + gap), x1, y1);
    case 'above':
      return r(x0, y0, x1, Math.min(y1, t.y - gap));
    case 'right':
      return r(Math.max(x0, t.x + t.w + gap), y0, x1, y1);
    case 'left':
      return r(x0, y0, Math.min(x1, t.x - gap), y1);
  }
}

/** Slides a length along an axis: centred on `mid`, kept inside [lo, hi]. */
function slide(mid: number, len: number, lo: number, hi: number): number {
  return Math.max(lo, Math.min(mid - len / 2, hi - len));
}

const SIDES: readonly NoteSide[] = ['below', 'above', 'right', 'left'];

/**
 * The note's box on a side when it fits there (centred on the target, slid to a free place first, beside it just
 * clear of a box to shun), else null.
 */
function onSide(ask: NoteAsk, side: NoteSide, shun: readonly Box[]): Box | null {
  const r = room(side, ask.target, ask.screen, ask.gap, ask.margin);
  const w = Math.min(ask.width, r.w);
  if (w < ask.minWidth || w <= 0) return null;
  const h = ask.heightAt(w);
  if (h > r.h) return null;
  const t = ask.target;
  const across = side === 'below' || side === 'above';
  const spots: Box[] = [];
  if (across) {
    const y = side === 'below' ? r.y : r.y + r.h - h;
    for (const x of [slide(t.x + t.w / 2, w, r.x, r.x + r.w), r.x, r.x + r.w - w]) spots.push({ x, y, w, h });
    // Further from the target, when the place next to it is to be shunned.
    const far = side === 'below' ? r.y + r.h - h : r.y;
    for (const x of [slide(t.x + t.w / 2, w, r.x, r.x + r.w), r.x, r.x + r.w - w])
      spots.push({ x, y: far, w, h });
  } else {
    const x = side === 'right' ? r.x : r.x + r.w - w;
    for (const y of [slide(t.y + t.h / 2, h, r.y, r.y + r.h), r.y, r.y + r.h - h]) spots.push({ x, y, w, h });
    // Just under or over a box to shun: a gap between two of them (a panel's words above, a log below).
    for (const a of shun)
      for (const y of [a.y + a.h + ask.gap, a.y - ask.gap - h])
        if (y >= r.y && y + h <= r.y + r.h) spots.push({ x, y, w, h });
  }
  return spots.find((b) => !shun.some((a) => intersects(a, b))) ?? null;
}

/**
 * Places a note beside its target: below, above, right or left, the first side where it fits (wrapped narrower on a
 * small screen); a side that covers an `avoid` box only when no other fits; when nothing fits, the side with the
 * most room, the note cut to it. The note never covers the target.
 */
export function placeNote(ask: NoteAsk): NotePlace {
  const shun = ask.avoid ?? [];
  for (const avoid of shun.length ? [shun, []] : [[]])
    for (const side of SIDES) {
      const box = onSide(ask, side, avoid);
      if (box) return { box, side, fits: true };
    }
  let best: NoteSide = 'below';
  let most = -1;
  for (const side of SIDES) {
    const r = room(side, ask.target, ask.screen, ask.gap, ask.margin);
    const area = Math.min(ask.width, r.w) * r.h;
    if (area > most) {
      most = area;
      best = side;
    }
  }
  const r = room(best, ask.target, ask.screen, ask.gap, ask.margin);
  const w = Math.min(ask.width, r.w);
  const h = Math.min(ask.heightAt(Math.max(1, w)), r.h);
  const t = ask.target;
  const box =
    best === 'below' || best === 'above'
      ? { x: slide(t.x + t.w / 2, w, r.x, r.x + r.w), y: best === 'below' ? r.y : r.y + r.h - h, w, h }
      : { x: best === 'right' ? r.x : r.x + r.w - w, y: slide(t.y + t.h / 2, h, r.y, r.y + r.h), w, h };
  return { box, side: best, fits: false };
}
