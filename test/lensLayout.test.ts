/** The bid lens's place and bars: the offer row and the bid buttons stay in view, and every bar has room for its figure. */
import { afterEach, describe, expect, it } from 'vitest';
import { ACTION, OFFER, PORTRAIT, SHORT, TOP, applyTableLayout } from '../src/scenes/table/layout';
import type { Rect, TableMode } from '../src/scenes/table/layout';
import { DIGIT_EM, lensLayout } from '../src/scenes/table/lensLayout';

const apart = (a: Rect, b: Rect): boolean =>
  a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;

/** The first page of each layout: the wide table is the 1600x900 base a 1280x720 screen shows whole. */
const PAGE: Record<TableMode, { w: number; h: number }> = {
  wide: { w: 1600, h: 900 },
  portrait: PORTRAIT,
  short: SHORT,
};

describe('bid lens layout', () => {
  afterEach(() => applyTableLayout('wide'));

  for (const mode of ['wide', 'portrait', 'short'] as const) {
    it(`${mode}: leaves the offer row, the top bar and the bid buttons uncovered, on the first page`, () => {
      applyTableLayout(mode);
      const { rect } = lensLayout();
      expect(apart(rect, OFFER)).toBe(true);
      expect(apart(rect, ACTION)).toBe(true);
      expect(apart(rect, TOP)).toBe(true);
      const page = PAGE[mode];
      expect(rect.x).toBeGreaterThanOrEqual(0);
      expect(rect.y).toBeGreaterThanOrEqual(0);
      expect(rect.x + rect.w).toBeLessThanOrEqual(page.w);
      expect(rect.y + rect.h).toBeLessThanOrEqual(page.h);
    });

    it(`${mode}: each bar is wide enough for "100" at the figures' size, and four places leave the note room`, () => {
      applyTableLayout(mode);
      const L = lensLayout();
      expect(L.figureSize).toBeGreaterThanOrEqual(15);
      expect(L.cell).toBeGreaterThanOrEqual(3 * DIGIT_EM * L.figureSize);
      const rowW = L.rect.w - 24;
      const noteX = L.dx + 4 * (L.cell + L.gap) + 10;
      expect(rowW - noteX).toBeGreaterThanOrEqual(100);
    });
  }
});
