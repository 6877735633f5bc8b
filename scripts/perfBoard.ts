/**
 * The board game's frame figures for scripts/perf.ts (--only=board): requestAnimationFrame deltas and WebGL draw calls
 * over its first whole round (you against the setup's three bots, normal animation speed, the person's moves picked
 * by the driver), the round's p95 frame over the bare page's, and the frames drawn by the idle board afterwards.
 */
import type { Page } from 'playwright-core';
import { chooser, clickId, trigger, waitForHook } from '../test/browser/driver';
import type { BoardSummary } from '../src/app/testHook';
import { drawStats, frameStats, recorder } from './perfGl';

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
export async function boardRound(page: Page, bareP95: number): Promise<Record<string, unknown>> {
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
