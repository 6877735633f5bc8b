/** The board replay's bar: six controls in the table's prompt bar, each a thumb's size and apart, on every screen. */
import { describe, expect, it } from 'vitest';
import { PHONE_DESIGNS, PHONE_PAGES, boardPhoneLayout } from '../../../src/ui/board/boardLayoutPhone';
import type { PhoneMode } from '../../../src/ui/board/boardLayoutPhone';
import { boardLayout } from '../../../src/ui/board/boardLayout';
import type { Rect } from '../../../src/ui/board/boardLayout';
import { REPLAY_CONTROLS, boardReplayBar } from '../../../src/ui/board/boardReplayBar';

const PHONES: [number, number, PhoneMode][] = [
  [390, 844, 'portrait'],
  [844, 390, 'short'],
  [740, 360, 'short'],
];
const EPS = 1e-6;
const within = (inner: Rect, outer: Rect): boolean =>
  inner.x >= outer.x - EPS &&
  inner.y >= outer.y - EPS &&
  inner.x + inner.w <= outer.x + outer.w + EPS &&
  inner.y + inner.h <= outer.y + outer.h + EPS;
const gap = (a: Rect, b: Rect): number =>
  Math.max(
    0,
    Math.max(a.x, b.x) - Math.min(a.x + a.w, b.x + b.w),
    Math.max(a.y, b.y) - Math.min(a.y + a.h, b.y + b.h),
  );
const overlap = (a: Rect, b: Rect): boolean =>
  a.x < b.x + b.w - EPS && b.x < a.x + a.w - EPS && a.y < b.y + b.h - EPS && b.y < a.y + a.h - EPS;

describe('the board replay bar', () => {
  for (const [w, h, mode] of PHONES)
    for (const page of PHONE_PAGES[mode])
      it(`${w}x${h} (${mode}), page ${page}: six controls in the bar, under the counter, >= 44 CSS px, 8 apart`, () => {
        const l = boardPhoneLayout(mode, 4, 8, page);
        const k = Math.min(w / PHONE_DESIGNS[mode].w, h / PHONE_DESIGNS[mode].h);
        const bar = boardReplayBar(l);
        expect(bar.controls).toHaveLength(REPLAY_CONTROLS);
        expect(within(bar.counter, bar.panel)).toBe(true);
        const others: Rect[] = [...l.tabs.map((t) => t.rect), l.status];
        if (l.menu) others.push(l.menu);
        if (l.rules) others.push(l.rules);
        bar.controls.forEach((r, i) => {
          expect(within(r, bar.panel), `control ${i} in the bar`).toBe(true);
          expect(overlap(r, bar.counter), `control ${i} off the counter`).toBe(false);
          expect(r.w * k, `control ${i} wide`).toBeGreaterThanOrEqual(44);
          expect(r.h * k, `control ${i} tall`).toBeGreaterThanOrEqual(44);
          for (const o of others) expect(gap(r, o) * k).toBeGreaterThanOrEqual(8);
          for (const o of bar.controls.slice(i + 1))
            expect(gap(r, o) * k, `control ${i} apart`).toBeGreaterThanOrEqual(8);
        });
      });

  it('takes six of the wide table answer buttons, in its prompt bar', () => {
    const l = boardLayout(1600, 900, 4, 8);
    const bar = boardReplayBar(l);
    expect(bar.controls).toEqual(l.buttons(6));
    for (const r of bar.controls) expect(within(r, l.prompt)).toBe(true);
  });
});
