/**
 * Phones first: on phones upright (390x844, 412x915) and in landscape (844x390, 740x360) the title, settings, rules,
 * saved games and setup keep every target at least 44x44 CSS px, inside the screen and 8 px from its neighbours, and
 * every text at 12 CSS px or more (button labels 14). Turning the phone on the setup screen keeps the typed names.
 * Screenshots of the portrait screens go to docs/screens/portrait-*.jpg.
 */
import { describe, expect, it } from 'vitest';
import { clickId } from './driver';
import { presetSettings, withGame } from './flows';
import { SCREENS, checkScreen, intents, onScene, phone, shot, texts } from './phoneChecks';

describe('phones first: portrait and landscape phone layouts', () => {
  const game = withGame();

  for (const sc of SCREENS) {
    it(`title, settings, rules, saved games and setup fit ${sc.name}`, { timeout: 200_000 }, async () => {
      const context = await game.browser.newContext(phone(sc.w, sc.h));
      await presetSettings(context, 'instant');
      const page = await context.newPage();
      const portrait = sc.h > sc.w && sc.w === 390;
      try {
        await page.goto(`${game.server.url}/`);
        await onScene(page, 'title');
        if (portrait) await shot(page, 'portrait-title');
        await checkScreen(page, sc.w, sc.h, `title ${sc.name}`);

        await clickId(page, 'settings');
        await onScene(page, 'settings');
        if (portrait) await shot(page, 'portrait-settings');
        await checkScreen(page, sc.w, sc.h, `settings ${sc.name}`);
        await clickId(page, 'settings-close');
        await onScene(page, 'title');

        await clickId(page, 'rules');
        await onScene(page, 'rules');
        if (portrait) await shot(page, 'portrait-rules');
        await checkScreen(page, sc.w, sc.h, `rules ${sc.name}`);
        await clickId(page, 'rules-close');
        await onScene(page, 'title');

        await clickId(page, 'saves');
        await onScene(page, 'saves');
        await page.waitForTimeout(500);
        if (portrait) await shot(page, 'portrait-saves');
        await checkScreen(page, sc.w, sc.h, `saved games ${sc.name}`);
        await clickId(page, 'back');
        await onScene(page, 'title');

        await clickId(page, 'new-game');
        await onScene(page, 'setup');
        if (portrait) await shot(page, 'portrait-setup');
        await checkScreen(page, sc.w, sc.h, `setup ${sc.name}`);
      } finally {
        await context.close();
      }
    });
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
      await page.waitForTimeout(500);
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
