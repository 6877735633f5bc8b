import { describe, expect, it } from 'vitest';
import { intersects, placeNote } from '../src/ui/notePlace';
import type { Box, NoteAsk } from '../src/ui/notePlace';

/** A note of `chars` characters of 10 px in lines of 20 px, with 40 px of title and padding. */
const textOf =
  (chars: number) =>
  (w: number): number =>
    40 + 20 * Math.ceil((chars * 10) / Math.max(1, w - 20));

const inside = (b: Box, s: Box): boolean =>
  b.x >= s.x && b.y >= s.y && b.x + b.w <= s.x + s.w && b.y + b.h <= s.y + s.h;

function ask(target: Box, screen: Box, more: Partial<NoteAsk> = {}): NoteAsk {
  return { target, screen, width: 420, minWidth: 200, heightAt: textOf(200), gap: 12, margin: 8, ...more };
}

const WIDE: Box = { x: 0, y: 0, w: 1600, h: 900 };
const PHONE: Box = { x: 0, y: 0, w: 480, h: 1040 };

describe('placeNote', () => {
  it('puts the note under the target when there is room, centred on it', () => {
    const target = { x: 700, y: 100, w: 80, h: 80 };
    const p = placeNote(ask(target, WIDE));
    expect(p.side).toBe('below');
    expect(p.fits).toBe(true);
    expect(p.box.y).toBe(192);
    expect(p.box.x + p.box.w / 2).toBe(740);
  });

  it('goes above, right or left in turn when the sides before have no room', () => {
    expect(placeNote(ask({ x: 700, y: 700, w: 80, h: 190 }, WIDE)).side).toBe('above');
    expect(placeNote(ask({ x: 100, y: 10, w: 80, h: 880 }, WIDE)).side).toBe('right');
    expect(placeNote(ask({ x: 1400, y: 10, w: 80, h: 880 }, WIDE)).side).toBe('left');
  });

  it('beside a tall target, finds the gap between two boxes to shun (a panel’s words above, a log below)', () => {
    // The desktop table's city on the left; to its right the action panel's words, then free room, then the log.
    const city = { x: 16, y: 296, w: 600, h: 596 };
    const words = { x: 628, y: 296, w: 564, h: 110 };
    const log = { x: 628, y: 606, w: 564, h: 286 };
    const seats = { x: 1204, y: 64, w: 384, h: 828 };
    const offer = { x: 0, y: 0, w: 1204, h: 286 };
    const p = placeNote(
      ask(city, WIDE, { width: 500, avoid: [offer, words, log, seats], heightAt: () => 150 }),
    );
    expect(p.fits).toBe(true);
    expect(p.side).toBe('right');
    for (const a of [words, log, seats, city])
      expect(intersects(p.box, a), JSON.stringify(p.box)).toBe(false);
  });

  it('wraps narrower on a phone and stays on screen', () => {
    const target = { x: 8, y: 142, w: 464, h: 464 };
    const p = placeNote(ask(target, PHONE, { width: 600 }));
    expect(p.box.w).toBe(464);
    expect(inside(p.box, PHONE)).toBe(true);
    expect(intersects(p.box, target)).toBe(false);
  });

  it('never covers the target, wherever it is and however long the note', () => {
    for (const chars of [40, 400, 4000])
      for (let x = 0; x < 480; x += 60)
        for (let y = 0; y < 1040; y += 80) {
          const target = { x, y, w: 60, h: 60 };
          const p = placeNote(ask(target, PHONE, { heightAt: textOf(chars) }));
          expect(intersects(p.box, target), `${chars} at ${x},${y}`).toBe(false);
          expect(inside(p.box, PHONE)).toBe(true);
        }
  });

  it('when nothing fits takes the side with the most room, cut to it, and says it does not fit', () => {
    const target = { x: 8, y: 300, w: 464, h: 500 };
    const p = placeNote(ask(target, PHONE, { heightAt: textOf(3000) }));
    expect(p.fits).toBe(false);
    expect(p.side).toBe('above');
    expect(intersects(p.box, target)).toBe(false);
    expect(p.box.y + p.box.h).toBeLessThanOrEqual(288);
  });

  it('keeps off a box to avoid when another place fits, and covers it only when none does', () => {
    const bar = { x: 8, y: 840, w: 464, h: 192 };
    const target = { x: 200, y: 560, w: 80, h: 80 };
    const p = placeNote(ask(target, PHONE, { avoid: [bar] }));
    expect(intersects(p.box, bar)).toBe(false);
    expect(intersects(p.box, target)).toBe(false);
    expect(placeNote(ask(target, PHONE)).side).toBe('below');
    const full = placeNote(ask({ x: 8, y: 8, w: 464, h: 820 }, PHONE, { avoid: [bar] }));
    expect(full.side).toBe('below');
    expect(full.fits).toBe(true);
  });
});
