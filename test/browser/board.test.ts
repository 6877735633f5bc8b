import { describe, expect, it } from 'vitest';
import { chooser, clickId, waitForHook } from './driver';
import { screenshot } from './harness';
import { openGame, withGame } from './flows';
import { boardDecide, boardSummary, personDue } from './boardFlow';

describe('the board game in the browser', () => {
  const game = withGame();

  it(
    'plays a whole game, one person against three AI seats, by pointer from the title to the score sheet',
    { timeout: 1_200_000 },
    async () => {
      const { context, page, errors } = await openGame(game.browser, game.server.url, 'instant');
      await clickId(page, 'board-game');
      await waitForHook(page, (h) => h.scene === 'boardSetup', 20_000, 'the board setup');
      await clickId(page, 'start');
      await waitForHook(page, (h) => h.scene === 'board', 30_000, 'the board');
      const pick = chooser(17);
      let decisions = 0;
      const used = new Set<string>();
      for (;;) {
        const b = await personDue(page);
        if (!b || b.phase === 'over') break;
        const id = await boardDecide(page, pick);
        used.add(id.replace(/[:-].*$/, ''));
        decisions++;
      }
      await waitForHook(page, (h) => h.scene === 'boardScore', 30_000, 'the score sheet');
      await screenshot(page, 'board-score');
      const end = await boardSummary(page);
      expect(end?.phase).toBe('over');
      expect(end?.round).toBe(4);
      expect(end?.winner).toBeGreaterThanOrEqual(0);
      expect(decisions).toBeGreaterThan(20);
      expect([...used].sort()).toEqual(expect.arrayContaining(['char', 'spot']));
      const sheet = (await page.evaluate(() =>
        (window as unknown as { __cc: { screen(): unknown } }).__cc.screen(),
      )) as { totals: number[]; winner: number } | null;
      expect(sheet?.totals.length).toBe(4);
      expect(sheet?.winner).toBe(end?.winner);
      expect(page.workers().length).toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
