/**
 * The score sheet on phones, from its layout data: every figure is a 44 CSS px touch target at least 8 px from the
 * next on the phones each layout serves, the lines scroll in a window between the names and the totals, and the
 * buttons are 44 px targets 8 px apart inside the screen.
 */
import { describe, expect, it } from 'vitest';
import { LINE_KEYS } from '../src/cards/engine';
import { linesBottom, sheetColumns, sheetGeometry } from '../src/scenes/scoringLayout';
import type { SheetGeometry, Spot } from '../src/scenes/scoringLayout';
import { PORTRAIT, SHORT } from '../src/scenes/table/layout';

/** The phones of each layout and the design each one fills (CSS px per design px is the smaller ratio). */
const PHONES = [
  {
    mode: 'portrait',
    design: PORTRAIT,
    screens: [
      [390, 844],
      [412, 915],
    ],
  },
  {
    mode: 'short',
    design: SHORT,
    screens: [
      [844, 390],
      [740, 360],
    ],
  },
] as const;

/** Gap between two rectangles given by centre and size: negative when they overlap. */
function gap(a: { x: number; y: number; w: number; h: number }, b: typeof a): number {
  return Math.max(Math.abs(a.x - b.x) - (a.w + b.w) / 2, Math.abs(a.y - b.y) - (a.h + b.h) / 2);
}

function buttons(g: SheetGeometry): { id: string; x: number; y: number; w: number; h: number }[] {
  const spots: [string, Spot][] = [
    ['again', g.again],
    ['fresh', g.fresh],
    ['title', g.title],
    ['replay', g.replay],
    ['turning', g.turning],
    ['skip', g.skip],
  ];
  // Skip may stand over Play again (the one shows while the other is hidden).
  return spots
    .filter(([id, s]) => id !== 'skip' || s.x !== g.again.x || s.y !== g.again.y)
    .map(([id, s]) => ({ id, x: s.x, y: s.y, w: s.w, h: g.buttonH }));
}

describe('the score sheet on phones', () => {
  for (const { mode, design, screens } of PHONES)
    for (const [w, h] of screens)
      for (const seats of [4, 6])
        it(`${mode} at ${w}x${h} with ${seats} seats: figures are 44 px targets 8 px apart`, () => {
          const k = Math.min(w / design.w, h / design.h);
          const g = sheetGeometry(mode);
          const { colW, colX } = sheetColumns(g, seats);
          const cell = (seat: number, r: number): { x: number; y: number; w: number; h: number } => ({
            x: colX(seat),
            y: g.rowY0 + r * g.rowH,
            w: colW - g.cellGap.x,
            h: g.rowH - g.cellGap.y,
          });
          const a = cell(0, 0);
          expect(Math.min(a.w, a.h) * k).toBeGreaterThanOrEqual(44);
          expect(gap(a, cell(1, 0)) * k).toBeGreaterThanOrEqual(8);
          expect(gap(a, cell(0, 1)) * k).toBeGreaterThanOrEqual(8);
          // The columns and the scroll bar beside them stay on the sheet.
          expect(colX(seats - 1) + colW / 2).toBeLessThanOrEqual(g.sheet.x + g.sheet.w);
          const win = g.rows;
          if (!win) throw new Error('a phone sheet scrolls');
          expect(win.x + win.w + 10).toBeLessThanOrEqual(g.sheet.x + g.sheet.w);
          expect(colX(seats - 1) + colW / 2).toBeLessThanOrEqual(win.x + win.w);
          // The first line shows whole at the top of the window; the last ends below it (so the lines scroll).
          expect(a.y - a.h / 2).toBeGreaterThanOrEqual(win.y);
          expect(a.y + a.h / 2).toBeLessThanOrEqual(win.y + win.h);
          expect(linesBottom(g, LINE_KEYS.length)).toBeGreaterThan(win.y + win.h);
          // At least three whole lines are in view, between the names and the totals.
          expect(Math.floor(win.h / g.rowH)).toBeGreaterThanOrEqual(3);
          expect(win.y).toBeGreaterThan(g.headY + 14);
          expect(win.y + win.h).toBeLessThan(g.totalY - 20);
        });

  for (const { mode, design, screens } of PHONES)
    for (const [w, h] of screens)
      it(`${mode} at ${w}x${h}: the buttons are 44 px targets 8 px apart on the screen`, () => {
        const k = Math.min(w / design.w, h / design.h);
        const g = sheetGeometry(mode);
        const list = buttons(g);
        for (const b of list) {
          expect(Math.min(b.w, b.h) * k, b.id).toBeGreaterThanOrEqual(44);
          expect(b.x - b.w / 2 >= 0 && b.x + b.w / 2 <= design.w, b.id).toBe(true);
          expect(b.y - b.h / 2 >= 0 && b.y + b.h / 2 <= design.h, b.id).toBe(true);
        }
        for (let i = 0; i < list.length; i++)
          for (let j = i + 1; j < list.length; j++) {
            const [p, q] = [list[i], list[j]] as [(typeof list)[0], (typeof list)[0]];
            expect(gap(p, q) * k, `${p.id} and ${q.id}`).toBeGreaterThanOrEqual(8);
          }
      });

  it('keeps the wide sheet: all 13 lines in view at a pitch of 31', () => {
    const g = sheetGeometry('wide');
    expect(g.rows).toBeNull();
    expect(g.rowH).toBe(31);
    expect(linesBottom(g, LINE_KEYS.length)).toBeLessThan(g.totalY);
  });
});
