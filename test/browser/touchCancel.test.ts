/**
 * Touches as a phone's browser delivers them, on an upright phone (issue 27, from the card view's review):
 * - a touch the browser cancels (it took the finger for a scroll or a system gesture) is no release: it chooses no bid
 *   card, opens no screen from a button and picks no offer card, where a tap on the same spot does each of these;
 * - on a phone whose canvas has 3 pixels to a CSS pixel, a tap whose finger drifts 5.7 CSS px is still a tap: it takes
 *   the offer card and puts it on the spot (the city's drag threshold was 10 canvas pixels, 3.3 CSS px there).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { IntentTarget } from '../../src/app/testHook';
import { settle, snapshot, waitForHook } from './driver';
import { viewOf } from './cardHook';
import { presetSettings, until, withGame } from './flows';
import { phone, phonePage, picked, playByTouch, soloByTouch, tap } from './phoneChecks';

/**
 * A finger put down on the intent's place and at once cancelled by the browser (before a hold could show a card);
 * resolves once the page has drawn what followed, and checks that no card came up large.
 */
async function cancelledTouch(page: Page, i: IntentTarget): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const x = i.x ?? 0;
  const y = i.y ?? 0;
  try {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y, id: 0 }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchCancel', touchPoints: [] });
  } finally {
    await cdp.detach();
  }
  await settle(page);
  expect(await viewOf(page), `a cancelled touch on ${i.id} showed a card large`).toBeNull();
}

/** A finger put down on the intent's place, slid (dx, dy) CSS px, and lifted there. */
async function driftTap(page: Page, i: IntentTarget, dx: number, dy: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const x = i.x ?? 0;
  const y = i.y ?? 0;
  try {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y, id: 0 }] });
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: x + dx, y: y + dy, id: 0 }],
    });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await cdp.detach();
  }
}

/** The intent with this id, once it has a place on the screen. */
async function placed(page: Page, id: string | RegExp): Promise<IntentTarget> {
  const is = (t: IntentTarget): boolean =>
    t.x !== undefined && (typeof id === 'string' ? t.id === id || t.id === `button:${id}` : id.test(t.id));
  const s = await waitForHook(page, (h) => h.intents.some(is), 30_000, String(id));
  return s.intents.find(is) as IntentTarget;
}

/** True when the table offers to confirm a chosen bid. */
async function bidChosen(page: Page): Promise<boolean> {
  return ((await snapshot(page))?.intents ?? []).some((t) => /^(button:)?confirm-bid$/.test(t.id));
}

describe('a cancelled touch', () => {
  // Composited on the GPU: its second test draws every device pixel of a 3x phone, and read back for software
  // compositing each frame is slow enough there to turn the drifting tap into a hold.
  const game = withGame({ gpuCompositing: true });

  it('chooses no bid, opens no screen and takes no card; a tap on the same spot does', async () => {
    const page = await phonePage(game.browser, 390, 844);
    try {
      await soloByTouch(page, game.server.url);
      const bid = await placed(page, /^bid:/);
      await settle(page);
      expect(await bidChosen(page), 'no bid is chosen at the start').toBe(false);
      await cancelledTouch(page, bid);
      expect(await bidChosen(page), `a cancelled touch on ${bid.id} chose it`).toBe(false);

      const rules = await placed(page, 'table-rules');
      await cancelledTouch(page, rules);
      expect((await snapshot(page))?.scene, 'a cancelled touch on Rules opened them').toBe('table');
      await tap(page, rules);
      await waitForHook(page, (h) => h.scene === 'rules', 30_000, 'the rules after a tap on Rules');
      await tap(page, await placed(page, 'rules-close'));
      await waitForHook(page, (h) => h.scene === 'table', 30_000, 'the table again');

      await tap(page, await placed(page, bid.id));
      await waitForHook(
        page,
        (h) => h.intents.some((t) => /confirm-bid$/.test(t.id)),
        30_000,
        'the bid chosen',
      );
      // Through the bid to the first take.
      await playByTouch(
        page,
        5,
        () => Promise.resolve(),
        (p) => p.intents.some((t) => t.id.startsWith('offer:') && t.x !== undefined),
      );
      const offer = await placed(page, /^offer:/);
      await settle(page);
      await cancelledTouch(page, offer);
      expect(await picked(page), `a cancelled touch on ${offer.id} picked it`).toBeNull();
      await tap(page, await placed(page, offer.id));
      const got = await until(
        page,
        () => picked(page),
        (k) => k !== null,
        30_000,
        `a tap on ${offer.id} picks it`,
      );
      expect(`offer:${got?.card}`).toBe(offer.id);
    } finally {
      await page.context().close();
    }
  });
  it('at 3 canvas pixels to a CSS pixel, a tap that drifts 5.7 CSS px takes the card and places it', async () => {
    const context = await game.browser.newContext({ ...phone(390, 844), deviceScaleFactor: 3 });
    await presetSettings(context, 'instant');
    // Every device pixel drawn, as on a real phone (the harness's pages draw one per CSS pixel).
    await context.addInitScript(() => localStorage.setItem('test.pixelRatio', '3'));
    const page = await context.newPage();
    try {
      await soloByTouch(page, game.server.url);
      const canvas = await page.evaluate(() => {
        const c = document.querySelector('canvas') as HTMLCanvasElement;
        return c.width / c.getBoundingClientRect().width;
      });
      expect(canvas, 'canvas pixels per CSS pixel').toBeGreaterThan(2.5);
      await playByTouch(
        page,
        5,
        () => Promise.resolve(),
        (p) => p.intents.some((t) => t.id.startsWith('offer:') && t.x !== undefined),
      );
      await settle(page);
      const offer = await placed(page, /^offer:/);
      await driftTap(page, offer, 4, 4);
      const got = await until(
        page,
        () => picked(page),
        (k) => k !== null,
        30_000,
        `${offer.id} after a drifting tap`,
      );
      expect(`offer:${got?.card}`).toBe(offer.id);
      // The first cards of a city have one place to go: play on to a card with two lit spots or more.
      await playByTouch(
        page,
        6,
        () => Promise.resolve(),
        (p) => p.intents.filter((t) => t.id.startsWith('spot:') && t.x !== undefined).length >= 2,
      );
      await settle(page);
      // A spot other than the one the ghost is on now, so that only the tap can bring it there.
      const now = await picked(page);
      const ghost = now?.at ? `spot:${now.at.x},${now.at.y}` : '';
      const spots = await waitForHook(
        page,
        (h) => h.intents.some((t) => t.id.startsWith('spot:') && t.id !== ghost && t.x !== undefined),
        30_000,
        'a spot to place on',
      );
      const spot = spots.intents.find((t) => t.id.startsWith('spot:') && t.id !== ghost) as IntentTarget;
      await settle(page);
      await driftTap(page, spot, -4, 4);
      const on = await until(
        page,
        () => picked(page),
        (k) => (k?.at ? `spot:${k.at.x},${k.at.y}` : '') === spot.id,
        30_000,
        `the card on ${spot.id} after a drifting tap`,
      );
      expect(on?.card, 'the card placed is the one picked').toBe(now?.card);
    } finally {
      await context.close();
    }
  });
});
