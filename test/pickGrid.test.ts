/**
 * The Paperboy's pick on phones, from its layout data: however many characters are left, each shown card is a 44 CSS
 * px target 8 px from the next inside the action panel, and the page arrows reach every card.
 */
import { describe, expect, it } from 'vitest';
import { pickGrid, pickSpot } from '../src/scenes/table/pickGrid';
import type { PickRoom } from '../src/scenes/table/pickGrid';

/** The action panel's card room on each phone layout (design px, a short and a tall heading) and its smallest scale. */
const ROOMS = [
  { name: 'upright', w: 428, hs: [120, 145, 170], k: 390 / 480 },
  { name: 'landscape', w: 342, hs: [148], k: Math.min(740 / 960, 360 / 440) },
] as const;

const phoneRoom = (w: number, h: number): PickRoom => ({ w, h, gap: 12, maxW: 72, minW: 58, arrow: 56 });

describe('the Paperboy pick on phones', () => {
  for (const room of ROOMS)
    for (const h of room.hs)
      it(`${room.name}, ${h} px of room: 1 to 21 cards are 44 px targets 8 px apart, all reachable`, () => {
        for (let n = 1; n <= 21; n++) {
          const r = phoneRoom(room.w, h);
          const g = pickGrid(n, r);
          const what = `${n} cards: ${JSON.stringify(g)}`;
          expect(g.w * room.k, what).toBeGreaterThanOrEqual(44);
          expect(r.gap * room.k, what).toBeGreaterThanOrEqual(8);
          expect(g.pages, what).toBe(Math.ceil(n / g.perPage));
          expect(g.perRow * g.rows, what).toBeGreaterThanOrEqual(g.perPage);
          // The cards (and the arrows beside them) fit the room.
          const across = g.perRow * g.w + (g.perRow - 1) * r.gap + (g.arrows ? 2 * (r.arrow + r.gap) : 0);
          expect(across, what).toBeLessThanOrEqual(r.w);
          expect(g.rows * g.w * 1.4 + (g.rows - 1) * r.gap, what).toBeLessThanOrEqual(h);
          expect(g.arrows, what).toBe(g.pages > 1);
          // Every card of a full page sits apart from its neighbours and inside the room.
          const at = { mid: r.w / 2, top: 0 };
          const spots = Array.from({ length: g.perPage }, (_, i) =>
            pickSpot(g, i, g.perPage, at, { x: r.gap, y: r.gap }),
          );
          for (const p of spots) {
            expect(p.x - g.w / 2 >= (g.arrows ? r.arrow + r.gap : 0) - 0.01, what).toBe(true);
            expect(p.x + g.w / 2 <= r.w - (g.arrows ? r.arrow + r.gap : 0) + 0.01, what).toBe(true);
            expect(p.y + g.w * 0.7 <= h + 0.01, what).toBe(true);
          }
          for (let a = 0; a < spots.length; a++)
            for (let b = a + 1; b < spots.length; b++) {
              const [p, q] = [spots[a], spots[b]] as [{ x: number; y: number }, { x: number; y: number }];
              const dx = Math.abs(p.x - q.x) - g.w;
              const dy = Math.abs(p.y - q.y) - g.w * 1.4;
              expect(Math.max(dx, dy) * room.k, what).toBeGreaterThanOrEqual(8);
            }
        }
      });

  it('shows five candidates in landscape in one row of full-size targets, without pages', () => {
    const g = pickGrid(5, phoneRoom(342, 148));
    expect(g).toMatchObject({ rows: 1, perRow: 5, pages: 1, arrows: false });
    expect(g.w).toBeGreaterThanOrEqual(58);
  });

  it('keeps the wide table: up to eight a row, shrinking to fit', () => {
    const wide = (n: number): ReturnType<typeof pickGrid> =>
      pickGrid(n, { w: 528, h: 160, gap: 10, maxW: 72, minW: 0, arrow: 0, maxPerRow: 8 });
    expect(wide(5)).toMatchObject({ perRow: 5, rows: 1, pages: 1, w: 72 });
    // The wide table's own sum: rows 8 px apart in 160 px, 10 px between cards in 528 px.
    const w = Math.min(72, Math.floor((160 - 8) / 2 / 1.4), Math.floor(528 / 8) - 10);
    expect(wide(12)).toMatchObject({ perRow: 8, rows: 2, pages: 1, w });
  });
});
