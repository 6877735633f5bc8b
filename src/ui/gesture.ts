/**
 * Touch gestures on the city, as plain numbers (tested in Node): pinch to zoom about the fingers, drag to pan, a
 * double tap. A view is a camera zoom and the world point at the screen's centre. Pans move by canvas pixels; the
 * thresholds of a drag and a double tap are in CSS pixels (a phone's canvas may have 3 pixels to one).
 */

/** A camera view: zoom and the world point shown at the centre of the screen. */
export interface View {
  zoom: number;
  cx: number;
  cy: number;
}

/** A point on the screen or in the world. */
export interface Point {
  x: number;
  y: number;
}

/** A rectangle in world pixels. */
export interface Area {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The zoom that shows a w x h area whole on a screen of sw x sh. */
export function fitZoom(w: number, h: number, sw: number, sh: number): number {
  return Math.min(sw / w, sh / h);
}

/** The world point under a screen point. */
export function toWorld(v: View, p: Point, sw: number, sh: number): Point {
  return { x: v.cx + (p.x - sw / 2) / v.zoom, y: v.cy + (p.y - sh / 2) / v.zoom };
}

function mid(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

function dist(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/**
 * The view after a pinch: two fingers went from (a0, b0) to (a1, b1) since the view was `v0`. The zoom follows the
 * fingers' spread and the world point that was between them stays between them.
 */
export function pinch(v0: View, a0: Point, b0: Point, a1: Point, b1: Point, sw: number, sh: number): View {
  const d0 = Math.max(1, dist(a0, b0));
  const zoom = v0.zoom * (dist(a1, b1) / d0);
  const anchor = toWorld(v0, mid(a0, b0), sw, sh);
  const m1 = mid(a1, b1);
  return { zoom, cx: anchor.x - (m1.x - sw / 2) / zoom, cy: anchor.y - (m1.y - sh / 2) / zoom };
}

/** The view after one finger dragged by (dx, dy) screen pixels: the world moves with the finger. */
export function pan(v: View, dx: number, dy: number): View {
  return { zoom: v.zoom, cx: v.cx - dx / v.zoom, cy: v.cy - dy / v.zoom };
}

/**
 * A view kept sensible: the zoom between `min` and `max`, and the screen inside `area` (centred on it along an axis
 * where the area is smaller than the screen).
 */
export function clampView(v: View, area: Area, sw: number, sh: number, min: number, max: number): View {
  const zoom = Math.min(max, Math.max(min, v.zoom));
  const axis = (c: number, from: number, size: number, screen: number): number => {
    const half = screen / 2 / zoom;
    if (size <= half * 2) return from + size / 2;
    return Math.min(from + size - half, Math.max(from + half, c));
  };
  return { zoom, cx: axis(v.cx, area.x, area.w, sw), cy: axis(v.cy, area.y, area.h, sh) };
}

/** A tap: where and when (ms). */
export interface Tap {
  x: number;
  y: number;
  at: number;
}

/** True when `b` follows `a` closely enough in time and place to make a double tap. */
export function isDoubleTap(a: Tap | null, b: Tap, maxMs = 350, maxDist = 40): boolean {
  return a !== null && b.at - a.at <= maxMs && b.at >= a.at && Math.hypot(b.x - a.x, b.y - a.y) <= maxDist;
}

/** True when a finger moved far enough (CSS pixels) to be a drag rather than a tap. */
export function isDrag(dx: number, dy: number, slop = 10): boolean {
  return Math.hypot(dx, dy) > slop;
}

/** A finger's reach around a tap, in CSS pixels: about half a fingertip. */
export const FINGER_CSS = 22;

/**
 * The lit spot a tap meant: the nearest whose centre lies within `reach` of the tap (all in one unit), or null when
 * none does. A finger is wider than the spots on a phone, so a tap beside a dot still picks it.
 */
export function nearestSpot<T extends { x: number; y: number }>(
  spots: readonly T[],
  x: number,
  y: number,
  reach: number,
): T | null {
  let best: T | null = null;
  let most = reach * reach;
  for (const s of spots) {
    const d = (s.x - x) ** 2 + (s.y - y) ** 2;
    if (d <= most) {
      most = d;
      best = s;
    }
  }
  return best;
}

/**
 * True when a pointer's up is a real release: a touch the browser cancelled (it took the finger for a scroll or a
 * system gesture) comes to the game as an up too, and must not take a card, press a button or pick a spot.
 */
export function released(p?: { wasCanceled?: boolean }): boolean {
  return !p?.wasCanceled;
}
