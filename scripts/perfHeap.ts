/**
 * Heap over consecutive games for scripts/perf.ts (issue 17): full solo games (fast animations) played through the
 * test hook one after another in one page, back to the title between them; the JS heap after a forced GC is read
 * after the first game and after the last.
 */
import type { Browser, Page } from 'playwright-core';
import { chooser, clickId, snapshot, tableStep, waitForHook } from '../test/browser/driver';
import { heapAfterGc, initScript } from './perfGl';

const SETTINGS = JSON.stringify({ volume: 0, muted: true, animationSpeed: 'fast', reducedMotion: false });

/** One solo game from the title to the score sheet, then back to the title; throws when stuck. */
async function oneGame(page: Page, seed: number): Promise<number> {
  const t0 = Date.now();
  await clickId(page, 'new-game');
  await waitForHook(page, (h) => h.scene === 'setup', 30_000, 'the setup');
  await clickId(page, 'preset-solo');
  await clickId(page, 'field:seed');
  await page.keyboard.type(String(seed));
  await page.keyboard.press('Enter');
  await clickId(page, 'start');
  await waitForHook(page, (h) => h.scene === 'table' && h.view !== null, 60_000, 'the table');
  const pick = chooser(seed);
  let idle = 0;
  for (;;) {
    if (Date.now() - t0 > 1_800_000) throw new Error('a game took over 30 minutes');
    const s = await snapshot(page);
    if (s?.scene === 'scoring') break;
    const acted = await tableStep(page, pick);
    idle = acted ? 0 : idle + 1;
    if (idle > 1200) throw new Error(`stuck: ${JSON.stringify(s?.intents.map((i) => i.id))}`);
    await page.waitForTimeout(acted ? 30 : 50);
  }
  await clickId(page, 'title', 60_000);
  await waitForHook(page, (h) => h.scene === 'title', 60_000, 'the title');
  return Math.round((Date.now() - t0) / 1000);
}

/** Heap figures after each of `games` solo games in one page (browser launched with --js-flags=--expose-gc). */
export async function heapOverGames(
  browser: Browser,
  url: string,
  games: number,
  log: (msg: string) => void,
): Promise<Record<string, unknown>> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 720 },
    serviceWorkers: 'block',
  });
  await context.addInitScript({ content: initScript(SETTINGS) });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    await page.goto(url);
    await waitForHook(page, (h) => h.scene === 'title', 120_000, 'the title');
    const atTitle = await heapAfterGc(page);
    const heapMiB: number[] = [];
    const seconds: number[] = [];
    for (let g = 1; g <= games; g++) {
      seconds.push(await oneGame(page, 1000 + g));
      await page.waitForTimeout(1000);
      heapMiB.push(Math.round((await heapAfterGc(page)) / 10485.76) / 100);
      log(`  game ${g}: ${seconds.at(-1)} s, heap ${heapMiB.at(-1)} MiB`);
    }
    const first = heapMiB[0] ?? NaN;
    const last = heapMiB.at(-1) ?? NaN;
    return {
      aim: '<= 1.2x',
      ratioLastToFirst: Math.round((last / first) * 1000) / 1000,
      titleBeforeMiB: Math.round(atTitle / 10485.76) / 100,
      afterEachGameMiB: heapMiB,
      secondsPerGame: seconds,
      errors,
    };
  } finally {
    await context.close();
  }
}
