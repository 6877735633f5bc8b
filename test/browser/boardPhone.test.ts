/**
 * The board game on a phone held upright (390x844), by touch only: the first round is played through the hook's
 * target rects (tabs when the decision's targets are on another page), each screen checked for target size, spacing
 * and text size; mid-choice the phone is turned to 844x390 and the pick in progress is still there.
 */
import { describe, expect, it } from 'vitest';
import type { IntentTarget } from '../../src/app/testHook';
import { withGame } from './flows';
import { waitForHook } from './driver';
import { boardSummary, confirmOrOption, personDue } from './boardFlow';
import { checkScreen, onScene, phonePage, shot, tap, tapId } from './phoneChecks';

const isTarget = (i: IntentTarget): boolean => /^(char|spot|parcel):/.test(i.id);
const isAnswer = (i: IntentTarget): boolean => /^button:(answer-|pass$)/.test(i.id);

describe('the board game on phones', () => {
  const game = withGame({ gpuCompositing: true });

  it(
    'plays the first round upright by touch, and keeps a pick when the phone turns',
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
      for (;;) {
        const b = await personDue(page);
        if (!b || b.phase === 'over' || b.round > 1) break;
        const s = await waitForHook(
          page,
          (h) => h.intents.some((i) => isTarget(i) || isAnswer(i)),
          20_000,
          'a board move on the page shown',
        );
        if (decisions < 3)
          await checkScreen(page, 390, 844, `board decision ${decisions}`, /^parcel:|^spot:[pb]:/);
        const target = s.intents.find(isTarget) ?? (s.intents.find(isAnswer) as IntentTarget);
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
      expect(decisions).toBeGreaterThanOrEqual(3);
      const end = await boardSummary(page);
      // The loop ends when the person is due in round 2: the whole first round was played by touch.
      expect(end?.round).toBe(2);
      await page.context().close();
    },
  );
});
