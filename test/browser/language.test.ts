/** Switching the language: at the title, mid-game (the game stays as it was) and after a reload. */
import { describe, expect, it } from 'vitest';
import type { IntentTarget } from '../../src/app/testHook';
import { clickId, snapshot, waitForHook } from './driver';
import { gameOf, openGame, startGame, withGame } from './flows';
import { screenshot } from './harness';

function labelOf(intents: readonly IntentTarget[], id: string): string | undefined {
  return intents.find((i) => i.id === `button:${id}`)?.label;
}

describe('languages', () => {
  const bench = withGame();

  it('switches the title and the table at once, keeps the game, and starts in the chosen language after a reload', async () => {
    const { context, page, errors } = await openGame(bench.browser, bench.server.url, 'instant');
    expect(await page.evaluate(() => [document.documentElement.lang, document.title])).toEqual([
      'en',
      'Carson City: The Card Game',
    ]);
    expect(labelOf((await snapshot(page))?.intents ?? [], 'new-game')).toBe('New game');

    await clickId(page, 'settings');
    await clickId(page, 'language-de');
    const de = await waitForHook(
      page,
      (h) => h.scene === 'settings' && labelOf(h.intents, 'settings-close') === 'Fertig',
      20_000,
      'the settings in German',
    );
    expect(labelOf(de.intents, 'language-de')).toBe('Deutsch');
    expect(await page.evaluate(() => [document.documentElement.lang, document.title])).toEqual([
      'de',
      'Carson City: Das Kartenspiel',
    ]);
    await clickId(page, 'settings-close');
    const title = await waitForHook(page, (h) => h.scene === 'title', 20_000, 'the title');
    expect(labelOf(title.intents, 'new-game')).toBe('Neues Spiel');

    await startGame(page, 'solo', 31337);
    const before = await gameOf(page);
    const viewBefore = (await snapshot(page))?.view;
    await clickId(page, 'table-settings');
    await waitForHook(page, (h) => h.scene === 'settings', 20_000, 'the settings over the table');
    await clickId(page, 'language-fr');
    await waitForHook(
      page,
      (h) => h.scene === 'settings' && labelOf(h.intents, 'settings-close') === 'OK',
      20_000,
      'the settings in French',
    );
    await clickId(page, 'settings-close');
    await waitForHook(page, (h) => h.scene === 'table' && h.view !== null, 20_000, 'the table again');
    expect(await gameOf(page)).toEqual(before);
    expect((await snapshot(page))?.view).toEqual(viewBefore);
    await screenshot(page, 'language-table-fr');

    await page.reload();
    await waitForHook(page, (h) => h.scene === 'table' && h.view !== null, 60_000, 'the table after reload');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    expect(await gameOf(page)).toEqual(before);
    expect(errors).toEqual([]);
    await context.close();
  });
});
