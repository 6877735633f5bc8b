/**
 * The table on a phone in landscape (844x390 and 740x360, touch taps only): the bid, the take, the placement (the
 * city's spots, and a two-finger zoom until they are 44 px targets) and the players page are checked for target size,
 * spacing, place on screen and text size; so is the hand-off screen of a pass-and-play game; turning the phone
 * between landscape, upright and a desktop size keeps the game and the turn. Screenshots go to test-results/screens/landscape-table-*.png.
 */
import { describe, expect, it } from 'vitest';
import type { IntentTarget } from '../../src/app/testHook';
import { framesDrawn, nextChange, settle, waitForHook } from './driver';
import { gameOf, presetSettings, withGame } from './flows';
import {
  checkScreen,
  handOffByTouch,
  intents,
  onScene,
  phone,
  pinchAt,
  playByTouch,
  shot,
  soloByTouch,
  spotSide,
  tapId,
} from './phoneChecks';
import type { Moment } from './phoneChecks';

describe('the table on a landscape phone', () => {
  const game = withGame();

  for (const sc of [
    { w: 844, h: 390 },
    { w: 740, h: 360 },
  ])
    it(`bid, take, place and the players page fit ${sc.w}x${sc.h}`, { timeout: 300_000 }, async () => {
      const context = await game.browser.newContext(phone(sc.w, sc.h));
      await presetSettings(context, 'instant');
      const page = await context.newPage();
      const size = `${sc.w}x${sc.h}`;
      const done = new Set<Moment>();
      try {
        await soloByTouch(page, game.server.url);
        await playByTouch(
          page,
          3,
          async (m) => {
            await shot(page, `landscape-table-${m}-${size}`);
            // The whole city shows its spots small (logged); a pinch zooms them to full targets below.
            await checkScreen(page, sc.w, sc.h, `${m} ${size}`, /^spot:/);
            if (m === 'place') {
              const fit = await spotSide(page);
              const spot = (await intents(page)).find((i) => i.id.startsWith('spot:')) as IntentTarget;
              await pinchAt(page, spot.x ?? 150, spot.y ?? 200, 50, 50 * (46 / fit) * 1.05);
              const zoomed = await spotSide(page);
              console.info(`[phone] ${size}: spots ${fit} px across, pinched to ${zoomed} px`);
              expect(zoomed).toBeGreaterThanOrEqual(44);
              await shot(page, `landscape-table-place-zoomed-${size}`);
              await checkScreen(page, sc.w, sc.h, `zoomed city ${size}`, undefined, true);
            }
            if (m === 'bid') {
              await tapId(page, 'table-players');
              await settle(page);
              await shot(page, `landscape-table-players-${size}`);
              await checkScreen(page, sc.w, sc.h, `players page ${size}`);
              await tapId(page, 'table-back');
              await settle(page);
            }
            done.add(m);
          },
          () => done.size === 3,
        );
      } finally {
        await context.close();
      }
    });

  for (const sc of [
    { w: 740, h: 360 },
    { w: 844, h: 390 },
  ])
    it(`the hand-off screen of a pass-and-play game fits ${sc.w}x${sc.h}`, { timeout: 240_000 }, async () => {
      const context = await game.browser.newContext(phone(sc.w, sc.h));
      await presetSettings(context, 'instant');
      const page = await context.newPage();
      try {
        await handOffByTouch(page, game.server.url, `landscape-table-handoff-${sc.w}x${sc.h}`);
      } finally {
        await context.close();
      }
    });

  it(
    'turning the phone between landscape, upright and a desktop size keeps the bid',
    { timeout: 240_000 },
    async () => {
      const context = await game.browser.newContext(phone(844, 390));
      await presetSettings(context, 'instant');
      const page = await context.newPage();
      try {
        await soloByTouch(page, game.server.url);
        await waitForHook(
          page,
          (h) => h.intents.some((i) => i.id.startsWith('bid:')),
          30_000,
          'the first bid',
        );
        const before = await gameOf(page);
        for (const [w, h] of [
          [390, 844],
          [1280, 720],
          [740, 360],
        ] as const) {
          const frames = await framesDrawn(page);
          await page.setViewportSize({ width: w, height: h });
          await nextChange(page, frames, 2_000);
          await settle(page);
          await onScene(page, 'table');
          const s = await waitForHook(
            page,
            (k) => k.intents.some((i) => i.id.startsWith('bid:') && i.x !== undefined),
            30_000,
            `the bid at ${w}x${h}`,
          );
          expect((await gameOf(page))?.digest, `${w}x${h}`).toBe(before?.digest);
          const bid = s.intents.find((i) => i.id.startsWith('bid:')) as IntentTarget;
          expect(bid.x ?? -1, `${w}x${h}`).toBeLessThan(w);
          expect(bid.y ?? -1, `${w}x${h}`).toBeLessThan(h);
        }
        await checkScreen(page, 740, 360, 'bid after turning 740x360');
      } finally {
        await context.close();
      }
    },
  );
});
