/**
 * The board game's setup and score sheet on phones, in German: six seats set up by touch upright (390x844) and in
 * landscape (844x390), a game of six Easy seats played to its score sheet, and the sheet read both ways; each screen
 * checked for target size, spacing and text size. Screenshots: board-phone-setup-*.png, board-phone-score-*.png.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setLanguage } from '../../src/i18n';
import { seatKindText } from '../../src/ui/board/boardSetupText';
import { waitForHook } from './driver';
import { speakOnNextLoad, withGame } from './flows';
import { checkScreen, onScene, phonePage, shot, tapId } from './phoneChecks';

/** Taps a seat's "played by" button until it says Easy. */
async function makeEasy(page: Page, seat: number): Promise<void> {
  const easy = seatKindText('easy');
  for (let n = 0; n < 4; n++) {
    const s = await waitForHook(
      page,
      (h) => h.intents.some((i) => i.id === `button:seat-${seat}-kind`),
      10_000,
      'kind',
    );
    if (s.intents.find((i) => i.id === `button:seat-${seat}-kind`)?.label === easy) return;
    await tapId(page, `seat-${seat}-kind`);
  }
  throw new Error(`seat ${seat} never became Easy`);
}

/** Turns the phone and waits until the screen has laid itself out again (a target of its own has moved). */
async function turn(page: Page, w: number, h: number, probe: string): Promise<void> {
  const before = await waitForHook(page, (s) => s.intents.some((i) => i.id === probe), 10_000, probe);
  const was = before.intents.find((i) => i.id === probe);
  await page.setViewportSize({ width: w, height: h });
  await waitForHook(
    page,
    (s) => s.intents.some((i) => i.id === probe && (i.x !== was?.x || i.y !== was?.y)),
    20_000,
    `${probe} laid out for ${w}x${h}`,
  );
}

describe('the board setup and score sheet on phones', () => {
  const game = withGame();
  beforeAll(async () => {
    await setLanguage('de');
  });

  it(
    'sets up six seats and reads the score sheet upright and in landscape, in German',
    { timeout: 900_000 },
    async () => {
      const page = await phonePage(game.browser, 390, 844);
      await speakOnNextLoad(page.context(), 'de');
      await page.goto(`${game.server.url}/`);
      await onScene(page, 'title');
      await tapId(page, 'board-game');
      await onScene(page, 'boardSetup');
      await checkScreen(page, 390, 844, 'board setup 390x844');
      await tapId(page, 'add-seat');
      await tapId(page, 'add-seat');
      await waitForHook(
        page,
        (h) => h.intents.some((i) => i.id === 'button:seat-5-kind'),
        10_000,
        'six seats',
      );
      for (let seat = 0; seat < 6; seat++) await makeEasy(page, seat);
      await checkScreen(page, 390, 844, 'board setup, six seats, 390x844');
      await shot(page, 'board-phone-setup-390x844');
      await turn(page, 844, 390, 'button:start');
      const turned = await waitForHook(page, (h) => h.scene === 'boardSetup', 10_000, 'the setup');
      expect(turned.intents.filter((i) => /^button:seat-\d-kind$/.test(i.id))).toHaveLength(6);
      await checkScreen(page, 844, 390, 'board setup, six seats, 844x390');
      await shot(page, 'board-phone-setup-844x390');

      await tapId(page, 'start');
      await waitForHook(page, (h) => h.scene === 'board', 30_000, 'the board');
      await waitForHook(page, (h) => h.scene === 'boardScore', 800_000, 'the score sheet');
      await onScene(page, 'boardScore');
      const sheet = (await page.evaluate(() =>
        (window as unknown as { __cc: { screen(): unknown } }).__cc.screen(),
      )) as { totals: number[]; rows: number } | null;
      expect(sheet?.totals).toHaveLength(6);
      await checkScreen(page, 844, 390, 'board score sheet 844x390');
      await shot(page, 'board-phone-score-844x390');
      await turn(page, 390, 844, 'button:board-again');
      await checkScreen(page, 390, 844, 'board score sheet 390x844');
      await shot(page, 'board-phone-score-390x844');
      await page.context().close();
    },
  );
});
