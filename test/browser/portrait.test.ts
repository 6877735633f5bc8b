/**
 * Phones first: on phones upright (390x844, 412x915) and in landscape (844x390, 740x360) the title, settings, rules,
 * saved games, statistics and setup keep every target at least 44x44 CSS px, inside the screen and 8 px from its neighbours, and
 * every text at 12 CSS px or more (button labels 14); so does the score sheet at 412x915 and 740x360. The same screens
 * and the score sheet in German at 390x844 and 844x390. Turning the phone on the setup screen keeps the typed names.
 * Screenshots of the portrait screens go to test-results/screens/portrait-*.png (German: portrait-de-*.png).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clickId, settle } from './driver';
import {
  presetSettings,
  putRecords,
  resumeToScoreSheet,
  screenOf,
  speakOnNextLoad,
  until,
  withGame,
} from './flows';
import { nearEnd } from './langStates';
import { SCREENS, checkScreen, intents, onScene, phone, shot, texts } from './phoneChecks';
import { de } from '../../src/i18n/de';
import { en } from '../../src/i18n/en';

const END = nearEnd('phone-end');
/** The golden four-seat game, finished. */
const GOLDEN = JSON.stringify({
  ...(JSON.parse(
    readFileSync(new URL('../fixtures/saves/golden-4-seats.json', import.meta.url), 'utf8'),
  ) as object),
  id: 'golden',
});

describe('phones first: portrait and landscape phone layouts', () => {
  const game = withGame();

  // Every phone in English; German (the longest words) upright and in landscape, with its score sheet.
  const cases = [
    ...SCREENS.map((sc) => ({ ...sc, lang: 'en' as const })),
    ...SCREENS.filter((sc) => sc.name === '390x844' || sc.name === '844x390').map((sc) => ({
      ...sc,
      lang: 'de' as const,
    })),
  ];
  for (const sc of cases) {
    it(
      `title, settings, rules, saved games, statistics and setup fit ${sc.name}${sc.lang === 'en' ? '' : ` in ${sc.lang}`}`,
      { timeout: 300_000 },
      async () => {
        const context = await game.browser.newContext(phone(sc.w, sc.h));
        await presetSettings(context, 'instant');
        if (sc.lang !== 'en') await speakOnNextLoad(context, sc.lang);
        const page = await context.newPage();
        const portrait = sc.h > sc.w && sc.w === 390;
        /** Upright 390x844 screens are kept as pictures: portrait-<screen>.png, or portrait-de-<screen>.png. */
        const keep = (screen: string): Promise<void> =>
          portrait
            ? shot(page, sc.lang === 'en' ? `portrait-${screen}` : `portrait-${sc.lang}-${screen}`)
            : Promise.resolve();
        try {
          await page.goto(`${game.server.url}/`);
          await onScene(page, 'title');
          // A finished game and an unfinished one: rows in Saved games and in the statistics.
          await putRecords(page, { 'game:golden': GOLDEN, [`game:${END.id}`]: END.record });
          await keep('title');
          await checkScreen(page, sc.w, sc.h, `title ${sc.name}`);

          await clickId(page, 'settings');
          await onScene(page, 'settings');
          await keep('settings');
          await checkScreen(page, sc.w, sc.h, `settings ${sc.name}`);
          await clickId(page, 'settings-close');
          await onScene(page, 'title');

          await clickId(page, 'rules');
          await onScene(page, 'rules');
          await keep('rules');
          await checkScreen(page, sc.w, sc.h, `rules ${sc.name}`);
          await clickId(page, 'rules-close');
          await onScene(page, 'title');

          await clickId(page, 'saves');
          await onScene(page, 'saves');
          await settle(page);
          await keep('saves');
          await checkScreen(page, sc.w, sc.h, `saved games ${sc.name}`);
          await clickId(page, 'back');
          await onScene(page, 'title');

          await clickId(page, 'stats');
          await onScene(page, 'stats');
          const counted = async (): Promise<number> =>
            (await screenOf<{ rows: unknown[] } | null>(page))?.rows.length ?? 0;
          await until(page, counted, (n) => n > 0, 20_000, 'the finished game counted').catch(() => 0);
          expect(await counted(), 'the finished game counted').toBe(1);
          await keep('stats');
          await checkScreen(page, sc.w, sc.h, `statistics ${sc.name}`);
          await clickId(page, 'back');
          await onScene(page, 'title');

          await clickId(page, 'new-game');
          await onScene(page, 'setup');
          await keep('setup');
          await checkScreen(page, sc.w, sc.h, `setup ${sc.name}`);
          // The seed field has its caption beside it (to its left, or just above it).
          const seed = (await intents(page)).find((i) => i.id === 'field:seed');
          const caption = (await texts(page)).find(
            (x) => x.text === (sc.lang === 'de' ? de : en)['setup.seed'],
          );
          expect(seed?.x, 'seed field on screen').toBeDefined();
          expect(caption, 'seed caption').toBeDefined();
          if (seed?.x !== undefined && seed.y !== undefined && seed.w && seed.h && caption) {
            const left =
              Math.abs(caption.y + caption.h / 2 - seed.y) < seed.h / 2 &&
              caption.x + caption.w <= seed.x - seed.w / 2;
            const above =
              caption.y + caption.h <= seed.y - seed.h / 2 &&
              seed.y - seed.h / 2 - (caption.y + caption.h) < 40;
            expect(left || above, `caption ${JSON.stringify(caption)} by field ${JSON.stringify(seed)}`).toBe(
              true,
            );
          }

          // The score sheet on the two screens the whole games do not play (390x844 and 844x390 end theirs there).
          if (sc.name === '412x915' || sc.name === '740x360' || sc.lang !== 'en') {
            await clickId(page, 'back');
            await onScene(page, 'title');
            await resumeToScoreSheet(page, END.id);
            await settle(page);
            await keep('scores');
            await checkScreen(page, sc.w, sc.h, `scores ${sc.name} ${sc.lang}`);
          }
        } finally {
          await context.close();
        }
      },
    );
  }

  it('turning the phone on the setup screen keeps the typed seat names', { timeout: 90_000 }, async () => {
    const context = await game.browser.newContext(phone(390, 844));
    await presetSettings(context, 'instant');
    const page = await context.newPage();
    try {
      await page.goto(`${game.server.url}/`);
      await onScene(page, 'title');
      await clickId(page, 'new-game');
      await onScene(page, 'setup');
      await clickId(page, 'field:seat-0-name');
      await page.keyboard.press('Control+A');
      await page.keyboard.type('Anna');
      await page.keyboard.press('Enter');
      await clickId(page, 'field:seat-1-name');
      await page.keyboard.press('Control+A');
      await page.keyboard.type('Ben');
      await page.keyboard.press('Enter');
      const before = await page.evaluate(() => window.innerWidth);
      await page.setViewportSize({ width: 844, height: 390 });
      await page.waitForFunction((w) => window.innerWidth !== w, before);
      await settle(page);
      await onScene(page, 'setup');
      const labels = (await intents(page)).filter((i) => i.id.endsWith('-name')).map((i) => i.label);
      expect(labels.slice(0, 2)).toEqual(['Anna', 'Ben']);
      const names = (await texts(page)).map((t) => t.text);
      expect(names).toContain('Anna');
      await checkScreen(page, 844, 390, 'setup after turning');
    } finally {
      await context.close();
    }
  });
});
