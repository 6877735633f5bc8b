/** The board game's setup and score sheet layouts on phones: every target inside the design, big enough, apart. */
import { describe, expect, it } from 'vitest';
import { DESIGNS } from '../../../src/ui/designs';
import { boardSetupLayout } from '../../../src/scenes/boardSetupLayout';
import type { Box } from '../../../src/scenes/boardSetupLayout';
import { boardSheetLayout } from '../../../src/scenes/boardScoreLayout';

/** CSS pixels per design pixel on the smallest phone each phone layout serves (390 wide upright, 740 in landscape). */
const CSS_PER_DESIGN = { portrait: 390 / DESIGNS.portrait.w, short: 740 / DESIGNS.short.w } as const;
const MODES = ['portrait', 'short'] as const;

/** The space between two boxes (0 when they touch or overlap). */
function gap(a: Box, b: Box): number {
  const dx = Math.max(0, Math.abs(a.x - b.x) - (a.w + b.w) / 2);
  const dy = Math.max(0, Math.abs(a.y - b.y) - (a.h + b.h) / 2);
  return Math.hypot(dx, dy);
}

const inside = (b: Box, w: number, h: number): boolean =>
  b.x - b.w / 2 >= 0 && b.y - b.h / 2 >= 0 && b.x + b.w / 2 <= w && b.y + b.h / 2 <= h;

describe('the board setup on phones', () => {
  for (const mode of MODES)
    it(`keeps every target of 2 to 6 seats inside ${mode}, at least the mode's target, 8 CSS px apart`, () => {
      const d = DESIGNS[mode];
      const at = boardSetupLayout(mode);
      for (let n = 2; n <= 6; n++) {
        const boxes: [string, Box][] = [
          ['back', at.back],
          ['rules', at.rules],
          ['characters', at.characters.box],
          ['buildings', at.buildings.box],
          ['seed', at.seed],
          ['start', at.start],
        ];
        for (let i = 0; i < n; i++) {
          const l = at.seat(i);
          boxes.push([`colour ${i}`, l.colour], [`name ${i}`, l.name], [`kind ${i}`, l.kind]);
          if (n > 2) boxes.push([`remove ${i}`, l.remove]);
        }
        if (n < 6) boxes.push(['add', at.add(n)]);
        for (const [id, b] of boxes) {
          expect(inside(b, d.w, d.h), `${id} inside ${mode} with ${n} seats`).toBe(true);
          expect(Math.min(b.w, b.h), `${id} size`).toBeGreaterThanOrEqual(d.minTarget);
        }
        for (let a = 0; a < boxes.length; a++)
          for (let b = a + 1; b < boxes.length; b++) {
            const [p, q] = [boxes[a], boxes[b]] as [[string, Box], [string, Box]];
            const css = gap(p[1], q[1]) * CSS_PER_DESIGN[mode];
            expect(css, `${p[0]} and ${q[0]} with ${n} seats in ${mode}`).toBeGreaterThanOrEqual(8);
          }
      }
    });
});

describe('the board score sheet on phones', () => {
  for (const mode of MODES)
    it(`fits 1 to 12 lines of 2 to 6 seats in ${mode}: lines under the head, above the winner and the buttons`, () => {
      const d = DESIGNS[mode];
      for (let seats = 2; seats <= 6; seats++)
        for (let rows = 1; rows <= 12; rows++) {
          const at = boardSheetLayout(mode, rows, seats);
          const first = at.lineY(0) - at.rowH / 2;
          const last = at.lineY(rows) + at.rowH / 2;
          expect(first, `${rows} lines: the first under the names`).toBeGreaterThan(at.head.nameY + 8);
          expect(at.rowH, 'a line holds its text').toBeGreaterThanOrEqual(d.minText + 4);
          expect(at.x0 + at.labelW + at.colW * seats).toBeLessThanOrEqual(d.w + 1e-9);
          for (const b of [at.again, at.home]) {
            expect(inside(b, d.w, d.h)).toBe(true);
            expect(Math.min(b.w, b.h)).toBeGreaterThanOrEqual(d.minTarget);
            expect(b.y - b.h / 2, 'the buttons under the lines').toBeGreaterThan(last);
          }
          expect(gap(at.again, at.home) * CSS_PER_DESIGN[mode]).toBeGreaterThanOrEqual(8);
          if (!at.winner.left) {
            expect(at.winner.y, 'the winner under the total').toBeGreaterThan(last);
            expect(at.winner.y, 'the winner over the buttons').toBeLessThan(at.again.y - at.again.h / 2);
          }
        }
    });
});
