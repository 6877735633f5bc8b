/**
 * Takes screenshots of the board game as a player sees it: `npx tsx scripts/lookBoard.ts [--size=WxH] [--lang=de]
 * [--phone] [--seats=N] [--steps=N] [--tabs=path,log] [--rules] [--out=DIR]` opens the title, the board setup, starts you against three bots, plays N of your
 * decisions by the driver's choices (bots play between them) and saves setup.png, board-0.png, board-N.png (then
 * tab-<page>.png for each phone tab asked for, and rules.png).
 * It prints the frames drawn while the settled board waited 2 s for the person (render on demand: 0 when idle).
 */
import type { Page } from 'playwright-core';
import { chooser, clickId, settle, trigger, waitForHook } from '../test/browser/driver';
import { arg, lookAt } from './lib/lookPage';

interface BoardInfo {
  person: boolean;
  settled: boolean;
  phase: string;
  actions: number;
}

const board = (page: Page): Promise<BoardInfo | null> =>
  page.evaluate('window.__cc && window.__cc.board()') as Promise<BoardInfo | null>;

const mode = process.argv.includes('--dev') ? 'dev' : 'preview';

void lookAt({ size: '1600x900', folder: 'look-board', mode }, async ({ page, snap }) => {
  await snap('title');
  await clickId(page, 'board-game');
  await waitForHook(page, (s) => s.scene === 'boardSetup', 30_000, 'the board setup');
  for (let n = Number(arg('seats') ?? '4'); n > 4; n--) await clickId(page, 'add-seat');
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
  for (const tab of (arg('tabs') ?? '').split(',').filter(Boolean)) {
    await clickId(page, `tab-${tab}`);
    await snap(`tab-${tab}`);
  }
  if (process.argv.includes('--rules')) {
    await clickId(page, 'rules');
    await waitForHook(page, (x) => x.scene === 'rules', 10_000, 'the rules');
    await settle(page);
    await snap('rules');
    await clickId(page, 'rules-close');
    await waitForHook(page, (x) => x.scene === 'board', 10_000, 'the board again');
    await settle(page);
  }
  const frames = (): Promise<number> =>
    page.evaluate('window.__idle ? window.__idle.frames() : NaN') as Promise<number>;
  const before = await frames();
  await page.waitForTimeout(2000);
  const idleFrames = (await frames()) - before;
  const wakes = await page.evaluate('window.__idle ? window.__idle.wakes() : null');
  console.info(JSON.stringify({ idleFrames, wakes }));
});
