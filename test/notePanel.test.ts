import { afterAll, describe, expect, it } from 'vitest';
import { buttonRows, fontSteps, placePanel, ringBox } from '../src/ui/notePanel';
import type { PanelAsk, PanelSize } from '../src/ui/notePanel';
import { intersects } from '../src/ui/notePlace';
import type { Box } from '../src/ui/notePlace';
import {
  ACTION,
  BOARD,
  OFFER,
  PILES,
  PORTRAIT,
  SHORT,
  TOP,
  applyTableLayout,
  offerSlots,
} from '../src/scenes/table/layout';

/**
 * A note like the lesson's at a font size: `chars` characters of body about 0.55 of the font wide, a one-line title
 * and two buttons the height of a thumb, as the overlay measures it (TutorialOverlay.drawPanel).
 */
function noteSize(chars: number, buttons = 2, btnH = 57) {
  return (font: number): PanelSize => {
    const pad = Math.round(font * 0.9);
    const gap = Math.round(font * 0.6);
    return {
      width: font * 34,
      minWidth: font * 12,
      margin: Math.round(font * 0.6),
      gap,
      heightAt: (w: number): number => {
        const wrap = w - 2 * pad;
        const lines = Math.ceil((chars * font * 0.55) / Math.max(1, wrap));
        const rows = buttonRows(
          Array.from({ length: buttons }, () => 2 * btnH),
          wrap,
          gap,
        ).length;
        return 2 * pad + (lines + 1) * font * 1.25 + gap + rows * btnH + (rows - 1) * gap;
      },
    };
  };
}

const inside = (b: Box, v: Box): boolean =>
  b.x >= v.x - 0.01 && b.y >= v.y - 0.01 && b.x + b.w <= v.x + v.w + 0.01 && b.y + b.h <= v.y + v.h + 0.01;

/** A 390x844 CSS px phone held upright shows the portrait table's 480x1040 design pixels: 0.8125 CSS px to one. */
const UPRIGHT_K = 390 / PORTRAIT.w;

function lessonFonts(k: number): number[] {
  return fontSteps(Math.max(18, Math.ceil(13 / k)), Math.ceil(12 / k));
}

function ring(c: { x: number; y: number }, k: number): Box {
  return ringBox(c, Math.max(34, 26 / k), Math.max(6, 4 / k));
}

afterAll(() => applyTableLayout('wide'));

describe('fontSteps, ringBox and buttonRows', () => {
  it('steps the font down to the smallest, largest first', () => {
    expect(fontSteps(18, 15)).toEqual([18, 16, 15]);
    expect(fontSteps(15, 15)).toEqual([15]);
    const many = fontSteps(40, 12);
    expect(many[0]).toBe(40);
    expect(many[many.length - 1]).toBe(12);
    for (let i = 1; i < many.length; i++) expect(many[i] as number).toBeLessThan(many[i - 1] as number);
  });

  it('boxes a ring with half its line outside the radius', () => {
    expect(ringBox({ x: 100, y: 50 }, 34, 6)).toEqual({ x: 63, y: 13, w: 74, h: 74 });
  });

  it('starts a new row when the next button does not fit', () => {
    expect(buttonRows([100, 100, 100], 250, 10)).toEqual([[0, 1], [2]]);
    expect(buttonRows([400], 250, 10)).toEqual([[0]]);
  });
});

describe('placePanel', () => {
  it('keeps the note off the ringed offer card on an upright phone (the step that picks the mountain card)', () => {
    applyTableLayout('portrait');
    const view = { x: 0, y: 0, w: PORTRAIT.w, h: PORTRAIT.h };
    const slot = offerSlots(['terrain', 'terrain', 'terrain', 'terrain', 'terrain'])[1] as { x: number };
    const target = ring({ x: slot.x, y: PILES.offerY }, UPRIGHT_K);
    const offer = {
      x: PILES.offerLeft - 10,
      y: OFFER.y,
      w: OFFER.x + OFFER.w - PILES.offerLeft + 10,
      h: OFFER.h,
    };
    const ask: PanelAsk = {
      view,
      targets: [target],
      avoid: [[{ ...TOP }], [offer, { ...BOARD }, { ...ACTION }]],
      fonts: lessonFonts(UPRIGHT_K),
      size: noteSize(230),
    };
    const p = placePanel(ask);
    expect(intersects(p.box, target), JSON.stringify(p.box)).toBe(false);
    expect(intersects(p.box, TOP)).toBe(false);
    expect(inside(p.box, view)).toBe(true);
  });

  it('keeps clear of the card, its spot in the city and the Place button at once, the text smaller if need be', () => {
    applyTableLayout('portrait');
    const view = { x: 0, y: 0, w: PORTRAIT.w, h: PORTRAIT.h };
    const slot = offerSlots(['terrain', 'terrain', 'terrain', 'terrain', 'terrain'])[0] as { x: number };
    const targets = [
      ring({ x: slot.x, y: PILES.offerY }, UPRIGHT_K),
      ring({ x: BOARD.x + BOARD.w / 2, y: BOARD.y + BOARD.h / 2 }, UPRIGHT_K),
      { x: ACTION.x + ACTION.w - 180, y: ACTION.y + ACTION.h - 70, w: 170, h: 60 },
    ];
    const p = placePanel({
      view,
      targets,
      avoid: [[{ ...TOP }], [{ ...BOARD }, { ...ACTION }]],
      fonts: lessonFonts(UPRIGHT_K),
      size: noteSize(300, 2),
    });
    for (const t of targets) expect(intersects(p.box, t), JSON.stringify([p, t])).toBe(false);
    expect(inside(p.box, view)).toBe(true);
    // Between the card and the button: no room beside all three at once, but room beside one, clear of the others.
    expect(p.fits, JSON.stringify(p)).toBe(true);
    expect(p.font).toBeGreaterThanOrEqual(Math.ceil(12 / UPRIGHT_K));
  });

  it('stays off the ringed offer card on a landscape phone and on the desktop table', () => {
    for (const [mode, view, k] of [
      ['short', { x: 0, y: 0, w: SHORT.w, h: SHORT.h }, 844 / SHORT.w],
      ['wide', { x: 0, y: 0, w: 1600, h: 900 }, 1280 / 1600],
    ] as const) {
      applyTableLayout(mode);
      const slot = offerSlots(['terrain', 'terrain', 'terrain', 'terrain'])[2] as { x: number };
      const target = ring({ x: slot.x, y: PILES.offerY }, k);
      const p = placePanel({
        view,
        targets: [target],
        avoid: [[{ ...TOP }], [{ ...OFFER }, { ...BOARD }, { ...ACTION }]],
        fonts: lessonFonts(k),
        size: noteSize(230),
      });
      expect(intersects(p.box, target), mode).toBe(false);
      expect(inside(p.box, view), mode).toBe(true);
    }
  });

  it('never covers a target, wherever the targets are on an upright phone', () => {
    const view = { x: 0, y: 0, w: PORTRAIT.w, h: PORTRAIT.h };
    for (let x = 20; x < 480; x += 70)
      for (let y = 20; y < 1040; y += 90) {
        const targets = [ring({ x, y }, UPRIGHT_K)];
        const p = placePanel({
          view,
          targets,
          avoid: [[{ x: 0, y: 0, w: 480, h: 128 }]],
          fonts: lessonFonts(UPRIGHT_K),
          size: noteSize(180),
        });
        expect(intersects(p.box, targets[0] as Box), `${x},${y}`).toBe(false);
        expect(p.fits, `${x},${y}`).toBe(true);
      }
  });

  it('leaves the regions to avoid free when a place beside the target fits', () => {
    const view = { x: 0, y: 0, w: 1600, h: 900 };
    const target = { x: 700, y: 100, w: 80, h: 80 };
    const panel = { x: 600, y: 190, w: 400, h: 300 };
    const p = placePanel({ view, targets: [target], avoid: [[panel]], fonts: [18], size: noteSize(200) });
    expect(intersects(p.box, target)).toBe(false);
    expect(intersects(p.box, panel)).toBe(false);
  });

  it('without a target, hides a later list before any of an earlier one, however much less it would hide', () => {
    const view = { x: 0, y: 0, w: 1600, h: 900 };
    // A tip with nothing to point at, on a full table: the top, the seats and a thin log (first list) on the right
    // and top, the city (second list) at the bottom left. Hiding more of the city beats hiding an edge of the log.
    const top = { x: 0, y: 0, w: 1600, h: 300 };
    const seats = { x: 1000, y: 300, w: 600, h: 450 };
    const log = { x: 1000, y: 750, w: 600, h: 150 };
    const city = { x: 0, y: 300, w: 1000, h: 600 };
    const p = placePanel({
      view,
      targets: [],
      avoid: [[top, seats, log], [city]],
      fonts: [18],
      size: noteSize(160),
    });
    for (const r of [top, seats, log]) expect(intersects(p.box, r), JSON.stringify(p.box)).toBe(false);
    expect(intersects(p.box, city)).toBe(true);
  });
});
