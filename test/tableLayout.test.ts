/** The table's phone layouts: every part lies on its page and apart from the others, the seats fit their area. */
import { afterEach, describe, expect, it } from 'vitest';
import {
  ACTION,
  BOARD,
  LOG,
  OFFER,
  PORTRAIT,
  SEATS,
  SHORT,
  TOP,
  applyTableLayout,
  seatRect,
  tableMode,
} from '../src/scenes/table/layout';
import type { Rect, TableMode } from '../src/scenes/table/layout';

const within = (r: Rect, x0: number, w: number, h: number): boolean =>
  r.x >= x0 && r.y >= 0 && r.x + r.w <= x0 + w && r.y + r.h <= h;

const apart = (a: Rect, b: Rect): boolean =>
  a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;

const PAGES: Record<Exclude<TableMode, 'wide'>, { w: number; h: number; pages: readonly number[] }> = {
  portrait: PORTRAIT,
  short: SHORT,
};

describe('table phone layouts', () => {
  afterEach(() => applyTableLayout('wide'));

  for (const mode of ['portrait', 'short'] as const)
    it(`${mode}: the play page and the players page hold their parts, none overlapping`, () => {
      applyTableLayout(mode);
      expect(tableMode()).toBe(mode);
      const { w, h, pages } = PAGES[mode];
      const p1 = pages[1] ?? 0;
      for (const [name, r] of Object.entries({ TOP, OFFER, BOARD, ACTION }))
        expect(within(r, 0, w, h), `${name} ${JSON.stringify(r)}`).toBe(true);
      for (const [name, r] of Object.entries({ SEATS, LOG }))
        expect(within(r, p1, w, h), `${name} ${JSON.stringify(r)}`).toBe(true);
      const parts = [TOP, OFFER, BOARD, ACTION];
      for (let a = 0; a < parts.length; a++)
        for (let b = a + 1; b < parts.length; b++)
          expect(apart(parts[a] as Rect, parts[b] as Rect)).toBe(true);
      expect(apart(SEATS, LOG)).toBe(true);
    });

  for (const n of [2, 3, 4, 5])
    it(`short: ${n} seat panels lie inside the seats area, apart, at least 110 tall`, () => {
      applyTableLayout('short');
      const rects = Array.from({ length: n }, (_, i) => seatRect(i, n));
      for (const r of rects) {
        expect(within(r, SEATS.x, SEATS.w, SEATS.y + SEATS.h) && r.y >= SEATS.y).toBe(true);
        expect(r.h).toBeGreaterThanOrEqual(110);
      }
      for (let a = 0; a < n; a++)
        for (let b = a + 1; b < n; b++) expect(apart(rects[a] as Rect, rects[b] as Rect)).toBe(true);
    });

  it('the wide table and the upright column keep their seat stacks', () => {
    applyTableLayout('wide');
    expect(seatRect(1, 4)).toEqual({ x: 1204, y: 64 + 201 + 8, w: 384, h: 201 });
    applyTableLayout('portrait');
    expect(seatRect(3, 4)).toEqual({ x: 488, y: 72 + 3 * 142, w: 464, h: 134 });
  });
});
