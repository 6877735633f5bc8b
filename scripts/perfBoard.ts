/**
 * The board game's frame figures for scripts/perf.ts (--only=board): requestAnimationFrame deltas and WebGL draw calls
 * over its first whole round (you against the setup's three bots, normal animation speed, the person's moves picked
 * by the driver), the round's p95 frame over the bare page's, and the frames drawn by the idle board afterwards.
 */
import type { Browser, Page } from 'playwright-core';
import { chooser, clickId, trigger, waitForHook } from '../test/browser/driver';
import type { BoardSummary } from '../src/app/testHook';
import { drawStats, frameStats, idleRecording, recorder } from './perfGl';

const board = (page: Page): Promise<BoardSummary | null> =>
  page.evaluate(() => (window as unknown as { __cc: { board(): BoardSummary | null } }).__cc.board());

/** Waits until the person is asked and the board has settled, or the game is over; returns the summary. */
async function personAsked(page: Page): Promise<BoardSummary | null> {
  await page.waitForFunction(
    () => {
      const b = (window as unknown as { __cc?: { board(): BoardSummary | null } }).__cc?.board();
      return !b || b.phase === 'over' || (b.person && b.settled);
    },
    null,
    { timeout: 300_000, polling: 200 },
  );
  return board(page);
}

/** One decision of the person: a target (then its option and Confirm) or an answer, chosen by `pick`. */
async function decide(page: Page, pick: ReturnType<typeof chooser>): Promise<void> {
  const s = await waitForHook(page, (x) => x.intents.length > 0, 30_000, 'an intent');
  const targets = s.intents.filter((x) => /^(char|spot|parcel):/.test(x.id));
  const answers = s.intents.filter((x) => /^button:(answer-|pass)/.test(x.id));
  const t = targets.length > 0 ? pick(targets) : pick(answers);
  if (!t) throw new Error(`nothing to choose: ${s.intents.map((i) => i.id).join(' ')}`);
  await trigger(page, t);
  if (!targets.includes(t)) return;
  const c = await waitForHook(
    page,
    (x) => x.intents.some((y) => /confirm|option-/.test(y.id)),
    30_000,
    'confirm',
  );
  const opt = c.intents.find((y) => y.id.includes('option-'));
  if (opt) await trigger(page, opt);
  await clickId(page, 'confirm');
}

/**
 * Plays the board game's first round on `page` (the title of a hook build, settings already set) while recording
 * frames; `bareP95` is the bare page's idle p95 at the same size. Returns the round's figures.
 */
async function boardRound(page: Page, bareP95: number): Promise<Record<string, unknown>> {
  await clickId(page, 'board-game');
  await waitForHook(page, (s) => s.scene === 'boardSetup', 60_000, 'the board setup');
  await clickId(page, 'start');
  await waitForHook(page, (s) => s.scene === 'board', 60_000, 'the board');
  await recorder(page, true);
  const pick = chooser(5);
  let decisions = 0;
  for (;;) {
    const b = await personAsked(page);
    if (!b || b.phase === 'over' || b.round > 1) break;
    await decide(page, pick);
    decisions++;
  }
  const rec = await recorder(page, false);
  const round = { ...frameStats(rec.t), ...drawStats(rec) };
  const end = await board(page);
  return {
    decisions,
    actions: end?.actions ?? 0,
    roundP95OverBareP95: Math.round(((round['p95'] ?? NaN) / bareP95) * 1000) / 1000,
    round,
  };
}

/** Frame-time and draw-call figures of a page left idle for 3 s, once it settled (at most 10 s). */
async function idleFrames(page: Page): Promise<Record<string, number>> {
  const rec = await idleRecording(page, 10_000, 3000);
  return { ...frameStats(rec.t), ...drawStats(rec) };
}

/** The pages to measure: the game's hook build, the bare page and when it is ready, the settings' init script. */
export interface BoardPages {
  game: string;
  bare: string;
  bareReady: string;
  initScript: string;
}

/**
 * The board figures in `browser` at the variant's size: the bare page's idle frames, then the board's first round
 * and the idle board after it.
 */
export async function boardFigures(
  browser: Browser,
  size: { width: number; height: number },
  pages: BoardPages,
): Promise<Record<string, unknown>> {
  const fresh = async (url: string): Promise<Page> => {
    const viewport = { width: size.width, height: size.height };
    const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
    await context.addInitScript({ content: pages.initScript });
    const page = await context.newPage();
    await page.goto(url);
    return page;
  };
  const barePage = await fresh(pages.bare);
  await barePage.waitForFunction(pages.bareReady, undefined, { timeout: 120_000 });
  const bareIdle = await idleFrames(barePage);
  await barePage.context().close();
  const page = await fresh(pages.game);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await waitForHook(page, (h) => h.scene === 'title', 120_000, 'the title');
  const round = await boardRound(page, bareIdle['p95'] ?? NaN);
  const boardIdle = await idleFrames(page);
  await page.context().close();
  return {
    how:
      'rAF deltas (ms) from Start to round 2 waiting for the person; you and the setup’s three bots; normal ' +
      'animation speed; the person’s moves picked by the driver. boardIdle: 3 s idle at the board once settled.',
    ...round,
    boardIdle,
    bareIdle,
    errors,
  };
}
