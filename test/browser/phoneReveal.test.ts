/**
 * The ability prompt and the bid reveal on phones: the tied-bid round of langStates.ts, resumed from Saved games at
 * each phone size the issue names and played by touch. Seat 0 bids and is asked about its character (checked); it
 * passes upright (the tie shows) and uses the character on a landscape phone (its chip shows). The reveal is held by
 * the hook with its taking order on screen (checked): targets 44x44, on screen and 8 px apart, text at 12 CSS px or
 * more, labels at 14, every text inside its panel and none over another; on a laptop screen in German no two reveal
 * rows overlap. Screenshots: test-results/screens/phone-reveal-*.png, desk-reveal-*.png.
 */
import { describe, expect, it } from 'vitest';
import { clickId, nextFrame, waitForHook } from './driver';
import { bidIntoTie, holdMoment, presetSettings, putRecords, speakOnNextLoad, withGame } from './flows';
import { de } from '../../src/i18n/de';
import { en } from '../../src/i18n/en';
import { tieStart } from './langStates';
import { SCREENS, checkFit, checkScreen, onScene, phone, shot, tapId, texts } from './phoneChecks';
import type { Page } from 'playwright-core';

/** Texts of the reveal panel (the panel under its "Taking order" title, in `title`'s words) that overlap one another. */
async function revealOverlaps(page: Page, title: string): Promise<string[]> {
  const all = await texts(page);
  const box = all.find((t) => t.text === title)?.box;
  expect(box, 'the reveal panel').toBeTruthy();
  const mine = all.filter(
    (t) => !t.card && t.text.trim() !== '' && JSON.stringify(t.box) === JSON.stringify(box),
  );
  const out: string[] = [];
  for (const [i, a] of mine.entries())
    for (const b of mine.slice(i + 1))
      if (a.x + a.w > b.x + 1 && b.x + b.w > a.x + 1 && a.y + a.h > b.y + 1 && b.y + b.h > a.y + 1)
        out.push(`"${a.text}" overlaps "${b.text}"`);
  return out;
}

const TIE = tieStart('phone-tie');

describe('the ability prompt and the bid reveal on phones', () => {
  const game = withGame();

  // Every phone in English, and German (the longest words) upright and in landscape.
  const cases = [
    ...SCREENS.map((sc) => ({ ...sc, lang: 'en' as const })),
    ...SCREENS.filter((sc) => sc.name === '390x844' || sc.name === '844x390').map((sc) => ({
      ...sc,
      lang: 'de' as const,
    })),
  ];
  for (const sc of cases)
    it(`fit ${sc.name}${sc.lang === 'en' ? '' : ` in ${sc.lang}`}`, { timeout: 180_000 }, async () => {
      const context = await game.browser.newContext(phone(sc.w, sc.h));
      await presetSettings(context, 'instant');
      if (sc.lang !== 'en') await speakOnNextLoad(context, sc.lang);
      const name = sc.lang === 'en' ? sc.name : `${sc.lang}-${sc.name}`;
      const page = await context.newPage();
      try {
        await page.goto(`${game.server.url}/`);
        await onScene(page, 'title');
        await putRecords(page, { [`game:${TIE.id}`]: TIE.record });
        await tapId(page, 'saves');
        await onScene(page, 'saves');
        await bidIntoTie(page, TIE, tapId);
        await shot(page, `phone-reveal-prompt-${name}`);
        await checkScreen(page, sc.w, sc.h, `ability prompt ${sc.name}`);
        // Upright the person passes (the tie shows); on a landscape phone they use the character (its chip shows).
        await tapId(page, sc.w > sc.h ? `use:${TIE.ability}` : 'pass');
        const t0 = Date.now();
        while ((await holdMoment(page, 'reveal', true)) === 0) {
          if (Date.now() - t0 > 30_000) throw new Error('the reveal never reached its taking order');
          await nextFrame(page);
        }
        await shot(page, `phone-reveal-${name}`);
        await checkScreen(page, sc.w, sc.h, `bid reveal ${sc.name}`);
        await checkFit(page, sc.w, sc.h, `bid reveal ${sc.name}`);
        const title = (sc.lang === 'de' ? de : en)['reveal.order'];
        expect(await revealOverlaps(page, title), `bid reveal ${name}`).toEqual([]);
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

  it(
    'on a laptop screen in German, no two rows of the reveal overlap (issue 27, item 31)',
    { timeout: 180_000 },
    async () => {
      const context = await game.browser.newContext({ viewport: { width: 1280, height: 720 } });
      await presetSettings(context, 'instant');
      await speakOnNextLoad(context, 'de');
      const page = await context.newPage();
      try {
        await page.goto(`${game.server.url}/`);
        await onScene(page, 'title');
        await putRecords(page, { [`game:${TIE.id}`]: TIE.record });
        await clickId(page, 'saves');
        await onScene(page, 'saves');
        await bidIntoTie(page, TIE, clickId);
        await clickId(page, 'pass');
        const t0 = Date.now();
        while ((await holdMoment(page, 'reveal', true)) === 0) {
          if (Date.now() - t0 > 30_000) throw new Error('the reveal never reached its taking order');
          await nextFrame(page);
        }
        await shot(page, 'desk-reveal-de-1280x720');
        expect(await revealOverlaps(page, de['reveal.order']), 'bid reveal 1280x720 de').toEqual([]);
        await holdMoment(page, 'reveal', false);
      } finally {
        await context.close();
      }
    },
  );
});
