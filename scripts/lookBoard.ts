/**
 * Takes screenshots of the board game as a player sees it: `npx tsx scripts/lookBoard.ts [--size=WxH] [--lang=de]
 * [--phone] [--steps=N] [--out=DIR]` opens the title, the board setup, starts you against three bots, plays N of your
 * decisions by the driver's choices (bots play between them) and saves setup.png, board-0.png, board-N.png.
 * It prints the frames drawn while the settled board waited 2 s for the person (render on demand: 0 when idle).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { chooser, clickId, settle, trigger, waitForHook } from '../test/browser/driver';
import { openGame, speakOnNextLoad } from '../test/browser/flows';
import { ROOT, launchBrowser, startServer } from '../test/browser/harness';

const arg = (name: string): string | undefined =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

interface BoardInfo {
  person: boolean;
  settled: boolean;
  phase: string;
  actions: number;
}

const board = (page: Page): Promise<BoardInfo | null> =>
  page.evaluate('window.__cc && window.__cc.board()') as Promise<BoardInfo | null>;

async function main(): Promise<void> {
  const [w, h] = (arg('size') ?? '1600x900').split('x').map(Number) as [number, number];
  const phone = process.argv.includes('--phone');
  const out = arg('out') ?? join(ROOT, 'test-results', 'look-board');
  mkdirSync(out, { recursive: true });
  process.env['VITE_TEST_HOOK'] = '1';
  const server = await startServer(process.argv.includes('--dev') ? 'dev' : 'preview');
  const browser = await launchBrowser({ pixelRatio: 3 });
  try {
    const { context, page, errors } = await openGame(browser, server.url, 'fast', {
      viewport: { width: w, height: h },
      ...(phone ? { deviceScaleFactor: 2, isMobile: true, hasTouch: true } : {}),
    });
    const lang = arg('lang');
    if (lang) {
      await speakOnNextLoad(context, lang);
      await page.reload();
      await waitForHook(page, (s) => s.scene === 'title', 60_000, 'the title');
    }
    const snap = async (name: string): Promise<void> => {
      if (!(await settle(page)))
        console.warn(
          `[lookBoard] ${name}: ${JSON.stringify(await page.evaluate('window.__idle && window.__idle.wakes()'))}`,
        );
      writeFileSync(join(out, `${name}.png`), await page.screenshot());
    };
    await snap('title');
    await clickId(page, 'board-game');
    await waitForHook(page, (s) => s.scene === 'boardSetup', 30_000, 'the board setup');
    await snap('setup');
    await clickId(page, 'start');
    await waitForHook(page, (s) => s.scene === 'board', 30_000, 'the board');
    const pick = chooser(Number(arg('seed') ?? '3'));
    const steps = Number(arg('steps') ?? '6');
    const shots = new Set((arg('shots') ?? `0,${steps}`).split(',').map(Number));
    for (let i = 0; i <= steps; i++) {
      await page
        .waitForFunction(
          "(() => { const b = window.__cc && window.__cc.board(); return !b || b.phase === 'over' || (b.person && b.settled); })()",
          null,
          { timeout: 120_000, polling: 200 },
        )
        .catch(() => undefined);
      const info = await board(page);
      if (shots.has(i)) await snap(`board-${i}`);
      if (!info || info.phase === 'over') break;
      const s = await waitForHook(page, (x) => x.intents.length > 0, 10_000, 'an intent');
      const targets = s.intents.filter((x) => /^(char|spot|parcel):/.test(x.id));
      const answers = s.intents.filter((x) => /^button:(answer-|pass)/.test(x.id));
      const t = targets.length > 0 ? pick(targets) : pick(answers);
      if (!t) break;
      await trigger(page, t);
      if (targets.includes(t)) {
        const c = await waitForHook(
          page,
          (x) => x.intents.some((y) => /confirm|option-/.test(y.id)),
          10_000,
          'confirm',
        );
        if (i === 1) await snap('picked');
        const opt = c.intents.find((y) => y.id.includes('option-'));
        if (opt) await trigger(page, opt);
        await clickId(page, 'confirm');
      }
    }
    await settle(page);
    const frames = (): Promise<number> =>
      page.evaluate('window.__idle ? window.__idle.frames() : NaN') as Promise<number>;
    const before = await frames();
    await page.waitForTimeout(2000);
    const idleFrames = (await frames()) - before;
    const wakes = await page.evaluate('window.__idle ? window.__idle.wakes() : null');
    console.info(JSON.stringify({ out, errors, idleFrames, wakes }));
    await context.close();
  } finally {
    await browser.close();
    await server.close();
  }
}

void main();
