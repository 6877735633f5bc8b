/**
 * A finished board game's replay in the browser: two Easy seats play a fixed deal to the score sheet, the saved-games
 * list offers the game's Replay, and the replay opens at the game's end (the saved final digest) and steps back, to
 * the start, a round on and to the end again, by pointer and by key; on a phone, upright and turned, every target of
 * the replay is a thumb's size and apart. Every wait is on a hook signal (scene, screen data), never a sleep.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BoardSummary, IntentTarget } from '../../src/app/testHook';
import { loadLanguage } from '../../src/i18n';
import { seatKindText } from '../../src/ui/board/boardSetupText';
import { clickId, waitForHook } from './driver';
import { openGame, screenOf, until, withGame } from './flows';
import { boardSummary } from './boardFlow';
import { screenshot } from './harness';
import { checkScreen, onScene, phonePage, shot, tapId } from './phoneChecks';

/** The replay screen's hook data (app/board/boardReplay.ts BoardReplayHook), or not loaded yet. */
interface ReplayScreen {
  loaded: boolean;
  step: number;
  last: number;
  round: number;
  phase: string;
  digest: string;
  lines: string[];
}

/** How a test presses a target: a click, or a tap on a phone. */
type Press = (page: Page, id: string) => Promise<void>;

/** The replay's data once it is loaded and `ok` holds. */
function replayWhen(page: Page, ok: (s: ReplayScreen) => boolean, what: string): Promise<ReplayScreen> {
  return until(
    page,
    () => screenOf<ReplayScreen | null>(page),
    (s) => s !== null && s.loaded && ok(s),
    30_000,
    what,
  ) as Promise<ReplayScreen>;
}

/** Presses a seat's "played by" button until it says Easy. */
async function makeEasy(page: Page, seat: number, press: Press): Promise<void> {
  const id = `button:seat-${seat}-kind`;
  for (let n = 0; n < 4; n++) {
    const s = await waitForHook(page, (h) => h.intents.some((i) => i.id === id), 10_000, id);
    if (s.intents.find((i) => i.id === id)?.label === seatKindText('easy')) return;
    await press(page, `seat-${seat}-kind`);
  }
  throw new Error(`seat ${seat} never became Easy`);
}

/**
 * From the title: a board game of two Easy seats (on a fixed deal when `seed` is typed), played by its bots to the
 * score sheet; then the saved-games list, whose row of that game is finished. Returns the game's last summary (its id
 * and final digest).
 */
async function finishedInLibrary(page: Page, press: Press, seed?: string): Promise<BoardSummary> {
  await press(page, 'board-game');
  await waitForHook(page, (h) => h.scene === 'boardSetup', 20_000, 'the board setup');
  await press(page, 'seat-3-remove');
  await waitForHook(
    page,
    (h) => !h.intents.some((i) => i.id === 'button:seat-3-kind'),
    10_000,
    'three seats',
  );
  await press(page, 'seat-2-remove');
  await waitForHook(page, (h) => !h.intents.some((i) => i.id === 'button:seat-2-kind'), 10_000, 'two seats');
  await makeEasy(page, 0, press);
  await makeEasy(page, 1, press);
  if (seed !== undefined) {
    await press(page, 'field:seed');
    await page.keyboard.type(seed);
    await page.keyboard.press('Enter');
  }
  await press(page, 'start');
  await waitForHook(page, (h) => h.scene === 'board', 30_000, 'the board');
  await waitForHook(page, (h) => h.scene === 'boardScore', 900_000, 'the score sheet');
  const end = await boardSummary(page);
  expect(end?.phase).toBe('over');
  expect(end?.id).toBeTruthy();
  await press(page, 'title');
  await waitForHook(page, (h) => h.scene === 'title', 30_000, 'the title');
  await press(page, 'saves');
  await waitForHook(page, (h) => h.scene === 'saves', 30_000, 'the saved games');
  const list = await until(
    page,
    () => screenOf<{ loaded: boolean; rows: { id: string; kind: string; finished: boolean }[] } | null>(page),
    (v) => v !== null && v.loaded,
    30_000,
    'the loaded list',
  );
  expect(list?.rows.find((r) => r.id === end?.id)).toMatchObject({ kind: 'board', finished: true });
  return end as BoardSummary;
}

/** The ids of the replay's step controls offered now (a control that would not move is off, so not offered). */
async function controlsOn(page: Page): Promise<string[]> {
  const s = await waitForHook(page, (h) => h.scene === 'boardReplay', 10_000, 'the replay');
  return s.intents
    .filter((i: IntentTarget) => /^button:replay-/.test(i.id))
    .map((i) => i.id.slice('button:'.length))
    .sort();
}

beforeAll(async () => {
  await loadLanguage('en');
});

describe('the board replay in the browser', () => {
  const game = withGame();

  it(
    "opens a finished board game's replay from the library at its final digest, and steps it by pointer and key",
    { timeout: 1_200_000 },
    async () => {
      const { context, page, errors } = await openGame(game.browser, game.server.url, 'instant');
      const end = await finishedInLibrary(page, (p, id) => clickId(p, id), '2026');

      await clickId(page, `replay-${end.id ?? ''}`);
      await waitForHook(page, (h) => h.scene === 'boardReplay', 30_000, 'the board replay');
      const last = await replayWhen(page, () => true, 'the loaded replay');
      // It opens at the game's end: every action replayed, the saved final state.
      expect(last).toMatchObject({ step: end.actions, last: end.actions, phase: 'over', round: 4 });
      expect(last.digest).toBe(end.digest);
      expect(last.lines.length).toBeGreaterThan(0);
      expect(await controlsOn(page)).toEqual(['replay-first', 'replay-prev', 'replay-prev-round']);
      // Nothing on the table can be picked, and the table's own bar is not there.
      const open = await waitForHook(page, (h) => h.scene === 'boardReplay', 10_000, 'the replay');
      expect(open.intents.filter((i) => /^(char|spot|parcel|road):/.test(i.id))).toEqual([]);
      expect(open.intents.some((i) => /^button:(confirm|pass|answer-|undo)/.test(i.id))).toBe(false);
      await screenshot(page, 'board-replay-end');

      await clickId(page, 'replay-prev');
      const back = await replayWhen(page, (s) => s.step === last.last - 1, 'one step back');
      expect(back.digest).not.toBe(last.digest);

      await clickId(page, 'replay-first');
      const first = await replayWhen(page, (s) => s.step === 0, 'the first step');
      expect(first.round).toBe(1);
      expect(first.lines).toEqual([]);
      expect(await controlsOn(page)).toEqual(['replay-last', 'replay-next', 'replay-next-round']);

      await clickId(page, 'replay-next-round');
      const round2 = await replayWhen(page, (s) => s.round === 2, 'round 2');
      expect(round2.step).toBeGreaterThan(0);
      await screenshot(page, 'board-replay-round-2');

      await page.keyboard.press('ArrowRight');
      await replayWhen(page, (s) => s.step === round2.step + 1, 'a step on by key');
      await page.keyboard.press('End');
      const again = await replayWhen(page, (s) => s.step === last.last, 'the end by key');
      expect(again.digest).toBe(end.digest);

      await clickId(page, 'back');
      await waitForHook(page, (h) => h.scene === 'saves', 30_000, 'the saved games again');
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it(
    "keeps a phone's replay to thumb-sized targets upright and turned, and keeps its step when turned",
    { timeout: 1_200_000 },
    async () => {
      const page = await phonePage(game.browser, 390, 844);
      await page.goto(`${game.server.url}/`);
      await onScene(page, 'title');
      const end = await finishedInLibrary(page, tapId);

      await tapId(page, `replay-${end.id ?? ''}`);
      await onScene(page, 'boardReplay');
      const last = await replayWhen(page, () => true, 'the loaded replay');
      expect(last.digest).toBe(end.digest);
      await checkScreen(page, 390, 844, 'board replay 390x844, town');
      await shot(page, 'board-replay-390x844');

      await tapId(page, 'replay-prev-round');
      const round4 = await replayWhen(page, (s) => s.step < last.step, 'round 4 from its start');
      expect(round4.round).toBe(4);
      await tapId(page, 'tab-players');
      await replayWhen(page, (s) => s.step === round4.step, 'the same step on the players page');
      await checkScreen(page, 390, 844, 'board replay 390x844, players');
      await shot(page, 'board-replay-390x844-players');

      await page.setViewportSize({ width: 844, height: 390 });
      await waitForHook(
        page,
        (h) => h.scene === 'boardReplay' && h.intents.some((i) => i.id === 'button:tab-menu'),
        20_000,
        'the replay laid out for 844x390',
      );
      const turned = await replayWhen(page, () => true, 'the turned replay');
      expect(turned.step).toBe(round4.step);
      await checkScreen(page, 844, 390, 'board replay 844x390');
      await shot(page, 'board-replay-844x390');
      await tapId(page, 'replay-next');
      const on = await replayWhen(page, (s) => s.step === round4.step + 1, 'a step on, turned');
      expect(on.digest).not.toBe(round4.digest);
      await page.context().close();
    },
  );
});
