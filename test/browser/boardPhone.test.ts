/**
 * The board game on a phone held upright (390x844), by touch only: a whole game against three AI seats is played
 * through the hook's target rects (the phone shows the page with the decision's targets), the first screens checked
 * for target size, spacing and text size; at the first decision the town is pinched larger and dragged by touch;
 * mid-choice the phone is turned to 844x390 and the pick in progress is still there; the game ends on the score sheet,
 * checked likewise.
 */
import { describe, expect, it } from 'vitest';
import type { IntentTarget } from '../../src/app/testHook';
import { withGame } from './flows';
import { waitForHook } from './driver';
import { boardSummary, confirmOrOption, personDue } from './boardFlow';
import { checkScreen, onScene, phonePage, pinchAt, shot, swipe, tap, tapId } from './phoneChecks';
import type { Page } from 'playwright-core';

const isTarget = (i: IntentTarget): boolean => /^(char|spot|parcel):/.test(i.id);
const isAnswer = (i: IntentTarget): boolean => /^button:(answer-|pass$)/.test(i.id);

/** A lit parcel's rect on screen (CSS pixels), read from the hook. */
async function parcelRect(page: Page, id: string): Promise<IntentTarget> {
  const s = await waitForHook(page, (h) => h.intents.some((i) => i.id === id), 20_000, id);
  return s.intents.find((i) => i.id === id) as IntentTarget;
}

/**
 * Two fingers spread on the town make its parcels bigger; one finger dragged down moves them down (the town's
 * window pans), both through the browser's touch input; nothing is picked by either.
 */
async function pinchAndDrag(page: Page): Promise<void> {
  const lit = (
    await waitForHook(page, (h) => h.intents.some(isTarget), 20_000, 'a lit parcel')
  ).intents.filter((i) => i.id.startsWith('parcel:') && i.x !== undefined);
  expect(lit.length, 'lit parcels on the town page').toBeGreaterThan(0);
  const xs = lit.map((i) => i.x ?? 0);
  const ys = lit.map((i) => i.y ?? 0);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  // The parcel nearest the fingers' middle stays in the town's window as it grows.
  const near = (i: IntentTarget): number => Math.hypot((i.x ?? 0) - cx, (i.y ?? 0) - cy);
  const id = (lit.slice().sort((a, b) => near(a) - near(b))[0] as IntentTarget).id;
  const before = await parcelRect(page, id);
  const played = (await boardSummary(page))?.actions;
  await pinchAt(page, cx, cy, 60, 200);
  const zoomed = await parcelRect(page, id);
  expect(zoomed.w ?? 0, `${id} wider after the pinch`).toBeGreaterThan((before.w ?? 0) * 1.2);
  await swipe(page, cx, cy, 60);
  const moved = await parcelRect(page, id);
  expect((moved.y ?? 0) - (zoomed.y ?? 0), `${id} lower after the drag`).toBeGreaterThan(20);
  expect((await boardSummary(page))?.actions, 'nothing was played by the gestures').toBe(played);
  await shot(page, 'board-phone-zoomed');
}

describe('the board game on phones', () => {
  const game = withGame();

  it(
    'plays a whole game upright by touch to the score sheet, and keeps a pick when the phone turns',
    { timeout: 600_000 },
    async () => {
      const page = await phonePage(game.browser, 390, 844);
      await page.goto(`${game.server.url}/`);
      await onScene(page, 'title');
      await tapId(page, 'board-game');
      await onScene(page, 'boardSetup');
      await tapId(page, 'start');
      await onScene(page, 'board');
      let turned = false;
      let decisions = 0;
      const rounds = new Set<number>();
      for (;;) {
        const b = await personDue(page);
        if (!b || b.phase === 'over') break;
        rounds.add(b.round);
        const s = await waitForHook(
          page,
          (h) => h.intents.some((i) => isTarget(i) || isAnswer(i)),
          20_000,
          'a board move on the page shown',
        );
        if (decisions < 3)
          await checkScreen(page, 390, 844, `board decision ${decisions}`, /^parcel:|^spot:[pb]:/);
        if (decisions === 0) await pinchAndDrag(page);
        const s2 =
          decisions === 0 ? await waitForHook(page, (h) => h.intents.some(isTarget), 20_000, 'a parcel') : s;
        const target = s2.intents.find(isTarget) ?? (s2.intents.find(isAnswer) as IntentTarget);
        await tap(page, target);
        decisions++;
        if (!isTarget(target)) continue;
        // A cowboy's move may ask for an option (the space's choice, a token) before Confirm shows.
        const asked = await confirmOrOption(page);
        const option = asked.intents.find((i) => i.id.startsWith('button:option-'));
        if (option) await tap(page, option);
        await waitForHook(page, (h) => h.intents.some((i) => i.id === 'button:confirm'), 10_000, 'Confirm');
        if (!turned) {
          turned = true;
          await shot(page, 'board-phone-picked');
          await page.setViewportSize({ width: 844, height: 390 });
          const kept = await waitForHook(
            page,
            (h) =>
              h.intents.some((i) => i.id === 'button:confirm') &&
              h.intents.some((i) => i.id === 'button:tab-log'),
            20_000,
            'the pick after turning',
          );
          expect(kept.intents.some((i) => i.id === 'button:confirm')).toBe(true);
          await shot(page, 'board-phone-landscape');
          await checkScreen(page, 844, 390, 'board landscape mid-choice', /^parcel:|^spot:[pb]:/);
          await page.setViewportSize({ width: 390, height: 844 });
          await waitForHook(
            page,
            (h) =>
              h.intents.some((i) => i.id === 'button:confirm') &&
              h.intents.some((i) => i.id === 'button:tab-town'),
            20_000,
            'the pick after turning back',
          );
        }
        await tapId(page, 'confirm');
      }
      expect(turned).toBe(true);
      // Each of the 4 rounds asks the person at least for a character and a cowboy (BOARD 3).
      expect(decisions).toBeGreaterThanOrEqual(8);
      expect([...rounds].sort()).toEqual([1, 2, 3, 4]);
      const end = await boardSummary(page);
      expect(end?.phase).toBe('over');
      await onScene(page, 'boardScore');
      await checkScreen(page, 390, 844, 'board score sheet');
      await shot(page, 'board-phone-score');
      await page.context().close();
    },
  );
});
