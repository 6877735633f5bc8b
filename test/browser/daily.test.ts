/** The daily deal: a link opens its deal, the browser deals what Node deals, and a result is recorded once across a reload. */
import { beforeAll, describe, expect, it } from 'vitest';
import { badDealText, dailySetup, dealCode, dealSeed } from '../../src/app/daily';
import { loadLanguage } from '../../src/i18n';
import { stateDigest } from '../../src/app/digest';
import { viewFor } from '../../src/cards/engine';
import { openSession } from '../helpers';
import { chooser, clickId, snapshot, waitForHook } from './driver';
import { collectConsoleErrors, screenshot } from './harness';
import {
  gameOf,
  playUntil,
  presetSettings,
  readRecords,
  reloadAndCompare,
  screenOf,
  until,
  withGame,
} from './flows';

const DATE = '2026-11-23';

interface DailyScreen {
  date: string;
  code: string;
  loaded: boolean;
  summary: { results: { date: string; game: string; score: number; won: boolean }[]; streak: number } | null;
}

beforeAll(async () => {
  await loadLanguage('en');
});

describe('the daily deal', () => {
  const game = withGame();

  it(
    'opens from a link, deals what Node deals, and records the result once after a reload mid-game',
    { timeout: 1_500_000 },
    async () => {
      const context = await game.browser.newContext({ viewport: { width: 1280, height: 720 } });
      await presetSettings(context, 'instant');
      const page = await context.newPage();
      const errors = collectConsoleErrors(page);
      await page.goto(`${game.server.url}/?deal=${DATE}`);
      await waitForHook(page, (h) => h.scene === 'daily', 60_000, 'the daily screen from the link');
      await waitForHook(
        page,
        (h) => h.intents.some((i) => i.id === 'button:daily-play'),
        20_000,
        'the play button',
      );
      const screen = await screenOf<DailyScreen>(page);
      expect(screen.date).toBe(DATE);
      expect(screen.code).toBe(dealCode(DATE));
      expect(await page.evaluate(() => location.search)).toBe('');
      await screenshot(page, 'daily-linked');

      await clickId(page, 'daily-play');
      await waitForHook(page, (h) => h.scene === 'table' && h.view !== null, 30_000, 'the table');
      // Node deals the same cards from the same date: same seed, same state, same first view.
      const node = openSession(dailySetup('You', ['Expert 1', 'Expert 2', 'Expert 3']), dealSeed(DATE), null);
      const started = await gameOf(page);
      expect(started?.seed).toBe(dealSeed(DATE));
      expect(started?.actions).toBe(0);
      expect(started?.digest).toBe(stateDigest(node.state));
      expect((await snapshot(page))?.view?.offer).toEqual(viewFor(node.state, 0).offer);

      const pick = chooser(11);
      await playUntil(page, pick, (p) => (p.game?.actions ?? 0) >= 16);
      const id = (await gameOf(page))?.id;
      expect(id).toBeTruthy();
      await reloadAndCompare(page, 'daily-mid-game', false);
      await playUntil(page, pick, (p) => p.scene === 'scoring', 1_200_000);
      type Daily = DailyScreen['summary'] & { results: { game: string }[] };
      const once = await until(
        page,
        async () => (await readRecords(page))['daily'] as Daily | undefined,
        (d) => (d?.results ?? []).some((r) => r.game === id),
        60_000,
        'the daily result never saved',
      ).then((d) => d as Daily);
      expect(once.results.filter((r) => r.game === id)).toHaveLength(1);

      // Reopened from the daily screen after another reload: still exactly one result, shown in the history.
      await page.goto(`${game.server.url}/`);
      await waitForHook(page, (h) => h.scene === 'title', 60_000, 'the title');
      await clickId(page, 'daily');
      await waitForHook(page, (h) => h.scene === 'daily', 20_000, 'the daily screen');
      const after = await until(
        page,
        () => screenOf<DailyScreen>(page),
        (s) => s.loaded,
        20_000,
        'the daily history did not load',
      );
      expect(after.summary?.results).toHaveLength(1);
      expect(after.summary?.results[0]?.date).toBe(DATE);
      await screenshot(page, 'daily-history');
      expect(errors).toEqual([]);
      await context.close();
    },
  );
  it('opens a typed code with Enter in the code field, and says so when the text names no deal', async () => {
    const context = await game.browser.newContext({ viewport: { width: 1280, height: 720 } });
    await presetSettings(context, 'instant');
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(`${game.server.url}/?deal=${DATE}`);
    await waitForHook(
      page,
      (h) => h.intents.some((i) => i.id === 'field:daily-code'),
      60_000,
      'the code field',
    );
    const typeAndEnter = async (text: string): Promise<void> => {
      await clickId(page, 'field:daily-code');
      await page.waitForSelector('input[data-field="daily-code"]');
      await page.keyboard.type(text);
      await page.keyboard.press('Enter');
    };
    await typeAndEnter('2026-13-45');
    await page.waitForSelector('#notice');
    const said = await page.evaluate(() => document.querySelector('#notice span')?.textContent ?? '');
    expect(said).toBe(badDealText());
    expect((await screenOf<DailyScreen>(page)).date).toBe(DATE);
    const other = '2026-11-24';
    await typeAndEnter(dealCode(other));
    await until(
      page,
      () => screenOf<DailyScreen | null>(page),
      (v) => v?.date === other,
      20_000,
      'the typed code never opened its deal',
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
