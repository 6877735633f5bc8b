/**
 * Where the card lesson's note panel goes: beside the targets it rings (ui/notePlace.ts), off the regions it should
 * leave bright when it can, its text made smaller before it would cover a target. Pure geometry in world pixels.
 */
import { intersects, placeNote } from './notePlace';
import type { Box, NotePlace, NoteSide } from './notePlace';

/** The panel's measures at one font size. */
export interface PanelSize {
  /** The width the panel would like, and the narrowest it may wrap to. */
  width: number;
  minWidth: number;
  /** Space kept from the view's edges and between the panel and a target. */
  margin: number;
  gap: number;
  /** The panel's height at a width. */
  heightAt: (w: number) => number;
}

/** What the panel needs. */
export interface PanelAsk {
  /** What the camera shows. */
  view: Box;
  /** Boxes the panel never covers (a ring's circle, a button the move needs). */
  targets: readonly Box[];
  /** Boxes the panel should rather leave free, most wanted first: a later list is given up before an earlier. */
  avoid: readonly (readonly Box[])[];
  /** The font sizes to try, largest first. */
  fonts: readonly number[];
  /** The panel's measures at a font size. */
  size: (font: number) => PanelSize;
}

/** Where the panel goes and the font size its text is set in; `fits` is false when its text is cut to the room. */
export interface PanelPlace {
  box: Box;
  font: number;
  fits: boolean;
  /** The side of the targets it is on ('below' too for a panel without targets). */
  side: NoteSide;
}

/** The box around a ring of radius `r` drawn with a line `line` wide around (x, y). */
export function ringBox(c: { x: number; y: number }, r: number, line: number): Box {
  const e = r + line / 2;
  return { x: c.x - e, y: c.y - e, w: 2 * e, h: 2 * e };
}

/** The font sizes from `start` down to `min` (both whole pixels), a step of about a tenth each. */
export function fontSteps(start: number, min: number): number[] {
  const out = [start];
  for (let f = start; f > min;) {
    f = Math.max(min, Math.min(f - 1, Math.floor(f * 0.9)));
    out.push(f);
  }
  return out;
}

/** Buttons `widths` wide in rows `wrap` wide, `gap` apart: the indexes in each row. */
export function buttonRows(widths: readonly number[], wrap: number, gap: number): number[][] {
  const rows: number[][] = [];
  let used = Infinity;
  widths.forEach((bw, i) => {
    const fit = Math.min(bw, wrap);
    if (used + gap + fit > wrap) {
      rows.push([i]);
      used = fit;
    } else {
      rows[rows.length - 1]?.push(i);
      used += gap + fit;
    }
  });
  return rows;
}

function overlap(a: Box, b: Box): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * The panel's box `w` x `h` in the view where it hides the least of the regions, a bottom, top or side place: the
 * least of the first list, then of the next among those places, and so on (a later list is given up first).
 */
export function leastCover(
  view: Box,
  w: number,
  h: number,
  groups: readonly (readonly Box[])[],
  m: number,
): Box {
  const left = view.x + m;
  const right = view.x + view.w - m - w;
  const mid = view.x + (view.w - w) / 2;
  const top = view.y + m;
  const bottom = view.y + view.h - m - h;
  const centre = view.y + (view.h - h) / 2;
  const spots = [
    { x: mid, y: bottom },
    { x: right, y: bottom },
    { x: left, y: bottom },
    { x: mid, y: top },
    { x: right, y: top },
    { x: left, y: top },
    { x: right, y: centre },
    { x: left, y: centre },
  ].map((p) => ({ x: p.x, y: Math.max(view.y, p.y), w, h }));
  const costs = spots.map((s) => groups.map((g) => g.reduce((n, f) => n + overlap(s, f), 0)));
  let best = 0;
  for (let i = 1; i < spots.length; i++) {
    const a = costs[i] as number[];
    const b = costs[best] as number[];
    const k = a.findIndex((c, j) => c !== b[j]);
    if (k >= 0 && (a[k] as number) < (b[k] as number)) best = i;
  }
  return spots[best] as Box;
}

/** The smallest box holding all of `bs` (none: null). */
function union(bs: readonly Box[]): Box | null {
  if (!bs.length) return null;
  const x = Math.min(...bs.map((b) => b.x));
  const y = Math.min(...bs.map((b) => b.y));
  return {
    x,
    y,
    w: Math.max(...bs.map((b) => b.x + b.w)) - x,
    h: Math.max(...bs.map((b) => b.y + b.h)) - y,
  };
}

/**
 * Places the panel beside the union of its targets (ui/notePlace.ts), or failing that beside one of them and clear of
 * the others, never over one: off every region to avoid when some font size lets it, then giving up the last list of
 * regions, and so on; the text is set smaller before more is given up. When nothing fits, the smallest text on the
 * side of the union with the most room, cut to it. Without targets, where it hides the least of the regions.
 */
export function placePanel(ask: PanelAsk): PanelPlace {
  const fonts = ask.fonts.length ? ask.fonts : [16];
  const v = ask.view;
  const seen = ask.targets.filter((t) => intersects(t, v));
  const target = union(seen);
  if (!target) {
    const font = fonts[0] as number;
    const s = ask.size(font);
    const w = Math.max(Math.min(s.minWidth, v.w - 2 * s.margin), Math.min(v.w - 2 * s.margin, s.width));
    return {
      box: leastCover(v, w, s.heightAt(w), ask.avoid, s.margin),
      font,
      fits: true,
      side: 'below',
    };
  }
  const at = (font: number, beside: Box, avoid: readonly Box[]): NotePlace => {
    const s = ask.size(font);
    return placeNote({
      target: beside,
      screen: v,
      width: Math.min(s.width, v.w - 2 * s.margin),
      minWidth: Math.min(s.minWidth, v.w - 2 * s.margin),
      heightAt: s.heightAt,
      gap: s.gap,
      margin: s.margin,
      avoid,
    });
  };
  // Beside all the targets; failing that, beside one of them and between the others.
  const besides = seen.length > 1 ? [target, ...seen] : [target];
  for (let keep = ask.avoid.length; keep >= 0; keep--) {
    const avoid = ask.avoid.slice(0, keep).flat();
    for (const font of fonts)
      for (const beside of besides) {
        const p = at(font, beside, beside === target ? avoid : [...seen, ...avoid]);
        if (p.fits && clearOf(p.box, avoid) && clearOf(p.box, seen))
          return { box: p.box, font, fits: true, side: p.side };
      }
  }
  const font = fonts[fonts.length - 1] as number;
  const p = at(font, target, []);
  return { box: p.box, font, fits: false, side: p.side };
}

/** True when `b` covers none of `boxes`. */
export function clearOf(b: Box, boxes: readonly Box[]): boolean {
  return !boxes.some((x) => intersects(x, b));
}
