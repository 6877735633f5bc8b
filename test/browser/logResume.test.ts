/** The game log survives a reload: the table rebuilds it from the saved actions, then says "Game resumed." */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooser, waitForHook } from './driver';
import { openGame, playUntil, startGame, withGame } from './flows';

function logOf(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cc: { log(): string[] } }).__cc.log());
}

describe('the game log after a reload', () => {
  const bench = withGame();

  it('shows every line from before the reload', async () => {
    const { context, page, errors } = await openGame(bench.browser, bench.server.url, 'instant');
    try {
      await startGame(page, 'solo', 777);
      const ready = (q: { intents: { id: string }[]; game: { actions: number } | null }): boolean =>
        !!q.game && q.intents.some((i) => /^(bid|offer):/.test(i.id));
      await playUntil(page, chooser(5), (q) => (q.game?.actions ?? 0) >= 7 && ready(q));
      const before = await logOf(page);
      expect(before.filter((l) => l.startsWith('Bids: ')).length).toBeGreaterThan(1);
      await page.reload();
      await waitForHook(
        page,
        (h) => h.scene === 'table' && h.view !== null,
        60_000,
        'the table after reload',
      );
      expect(await logOf(page)).toEqual([...before, 'Game resumed.']);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
