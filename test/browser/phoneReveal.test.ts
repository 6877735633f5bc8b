/**
 * The ability prompt and the bid reveal on phones: the tied-bid round of langStates.ts, resumed from Saved games at
 * each phone size the issue names and played by touch. Seat 0 bids and is asked about its character (checked), passes,
 * and the reveal is held by the hook with its taking order and tie on screen (checked): targets 44x44, on screen and
 * 8 px apart, text at 12 CSS px or more, labels at 14. Screenshots go to docs/screens/phone-reveal-*.jpg.
 */
import { describe, expect, it } from 'vitest';
import { waitForHook } from './driver';
import { bidIntoTie, holdMoment, presetSettings, putRecords, withGame } from './flows';
import { tieStart } from './langStates';
import { SCREENS, checkScreen, onScene, phone, shot, tapId } from './phoneChecks';

const TIE = tieStart('phone-tie');

describe('the ability prompt and the bid reveal on phones', () => {
  const game = withGame({ gpuCompositing: true });

  for (const sc of SCREENS)
    it(`fit ${sc.name}`, { timeout: 180_000 }, async () => {
      const context = await game.browser.newContext(phone(sc.w, sc.h));
      await presetSettings(context, 'instant');
      const page = await context.newPage();
      try {
        await page.goto(`${game.server.url}/`);
        await onScene(page, 'title');
        await putRecords(page, { [`game:${TIE.id}`]: TIE.record });
        await tapId(page, 'saves');
        await onScene(page, 'saves');
        await bidIntoTie(page, TIE, tapId);
        await shot(page, `phone-reveal-prompt-${sc.name}`);
        await checkScreen(page, sc.w, sc.h, `ability prompt ${sc.name}`);
        await tapId(page, 'pass');
        const t0 = Date.now();
        while ((await holdMoment(page, 'reveal', true)) === 0) {
          expect(Date.now() - t0, 'the reveal reaches its taking order').toBeLessThan(30_000);
          await page.waitForTimeout(100);
        }
        await shot(page, `phone-reveal-${sc.name}`);
        await checkScreen(page, sc.w, sc.h, `bid reveal ${sc.name}`);
        await holdMoment(page, 'reveal', false);
        await waitForHook(
          page,
          (h) => h.intents.some((i) => i.id === `offer:${TIE.terrain}`),
          30_000,
          'the take after the reveal',
        );
      } finally {
        await context.close();
      }
    });
});
