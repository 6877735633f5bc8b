/**
 * The replay on phones: the golden four-seat game (its first seat played by a person) opened from Saved games on a
 * phone upright (390x844) and turned (844x390). The offer, the step controls and the city fill the screen; the
 * players and the whole log are one tap away; the turning points open over the city. Every page keeps text at 12 CSS
 * px or more inside its panel, labels at 14 or more, and targets 44x44, on screen and 8 px apart; upright also with
 * the text size at 150%. Screenshots go to test-results/screens/portrait-replay*.png, landscape-replay*.png and
 * portrait-150-replay*.png.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Action, GameSetup } from '../../src/cards/engine';
import { clickId, settle, waitForHook } from './driver';
import { presetSettings, putRecords, screenOf, until, withGame } from './flows';
import { collectConsoleErrors } from './harness';
import { checkFit, checkScreen, phone, shot, tapId } from './phoneChecks';

const golden = JSON.parse(
  readFileSync(new URL('../fixtures/saves/golden-4-seats.json', import.meta.url), 'utf8'),
) as { setup: GameSetup; seed: number; actions: Action[]; [k: string]: unknown };
const seats = golden.setup.seats.map((s, i) => (i === 0 ? { ...s, controller: 'human' } : s));
/** The finished game, its first seat a person's (the turning points review a person's decisions). */
const save = { ...golden, setup: { ...golden.setup, seats }, id: 'golden' };

interface ReplayScreen {
  loaded: boolean;
  step: number;
  last: number;
  review: { open: boolean; points: { index: number }[]; error: string | null } | null;
}

async function replayUntil(
  page: Page,
  ok: (s: ReplayScreen) => boolean,
  what: string,
): Promise<ReplayScreen> {
  const s = await until(
    page,
    () => screenOf<ReplayScreen | null>(page),
    (v) => v !== null && ok(v),
    120_000,
    what,
  );
  return s as ReplayScreen;
}

describe('the replay on phones', () => {
  const game = withGame();

  for (const sc of [
    { w: 390, h: 844, name: 'portrait', large: false },
    { w: 844, h: 390, name: 'landscape', large: false },
    { w: 390, h: 844, name: 'portrait-150', large: true },
  ])
    it(
      `${sc.name} ${sc.w}x${sc.h}: controls, city, players and turning points fit`,
      { timeout: 300_000 },
      async () => {
        const context = await game.browser.newContext(phone(sc.w, sc.h));
        await presetSettings(context, 'instant');
        if (sc.large)
          await context.addInitScript(() => {
            const key = 'carson-city.settings';
            const s = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
            localStorage.setItem(key, JSON.stringify({ ...s, textSize: 150 }));
          });
        const page = await context.newPage();
        const errors = collectConsoleErrors(page);
        const check = async (where: string): Promise<void> => {
          await checkScreen(page, sc.w, sc.h, `replay ${where} ${sc.w}x${sc.h}`);
          await checkFit(page, sc.w, sc.h, `replay ${where} ${sc.w}x${sc.h}`);
        };
        try {
          await page.goto(`${game.server.url}/`);
          await waitForHook(page, (h) => h.scene === 'title', 60_000, 'the title');
          await putRecords(page, { 'game:golden': JSON.stringify(save) });
          await clickId(page, 'saves');
          await clickId(page, 'replay-golden');
          const first = await replayUntil(page, (s) => s.loaded, 'the replay');
          // The end of the game, then a round back: cities full of cards and a log of the round.
          await tapId(page, 'replay-last');
          await replayUntil(page, (s) => s.step === first.last, 'the last step');
          await tapId(page, 'replay-prev-round');
          const back = await replayUntil(page, (s) => s.step < first.last, 'a round back');
          await tapId(page, 'replay-next');
          await replayUntil(page, (s) => s.step === back.step + 1, 'a step on');
          await settle(page);
          await shot(page, `${sc.name}-replay`);
          await check('controls and city');

          await tapId(page, 'table-players');
          await settle(page);
          await shot(page, `${sc.name}-replay-players`);
          await check('players and log');
          await tapId(page, 'table-back');
          await settle(page);

          await tapId(page, 'review');
          const t0 = Date.now();
          const done = await replayUntil(
            page,
            (s) => (s.review?.points.length ?? 0) > 0 || (s.review?.error ?? null) !== null,
            'the turning points',
          );
          console.info(`[replay] ${sc.name}: turning points in ${Date.now() - t0} ms`);
          expect(done.review?.error).toBeNull();
          await settle(page);
          await shot(page, `${sc.name}-replay-turning-points`);
          await check('turning points');
          const point = done.review?.points[0]?.index ?? -1;
          await tapId(page, `review-point-${point}`);
          const at = await replayUntil(page, (s) => s.step === point, 'the turning point opened');
          expect(at.review?.open).toBe(false);
          expect(errors).toEqual([]);
        } finally {
          await context.close();
        }
      },
    );
});
