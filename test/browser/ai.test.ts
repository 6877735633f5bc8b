import { describe, expect, it } from 'vitest';
import { chooser, clickId, nextFrame, settle, snapshot, tableStep, waitForHook } from './driver';
import { screenshot } from './harness';
import { openGame, startGame, withGame } from './flows';

describe('AI seats in the browser', () => {
  const game = withGame();

  it(
    'chooses AI levels in the setup and lets them bid, take and build from a Web Worker',
    { timeout: 600_000 },
    async () => {
      const { context, page, errors } = await openGame(game.browser, game.server.url, 'fast');
      await clickId(page, 'new-game');
      await waitForHook(page, (h) => h.scene === 'setup', 10_000, 'the setup');
      await clickId(page, 'seat-1-kind-ai');
      await clickId(page, 'seat-1-level-hard');
      await clickId(page, 'seat-2-kind-ai');
      await clickId(page, 'seat-2-level-medium');
      await screenshot(page, 'ai-01-setup');
      await clickId(page, 'start');
      await waitForHook(page, (h) => h.scene === 'table' && h.view !== null, 20_000, 'the table');
      const first = await snapshot(page);
      expect(first?.view?.setup.seats.map((s) => (s.kind === 'real' ? s.controller : s.strength))).toEqual([
        'human',
        'hard',
        'medium',
        'novice',
      ]);

      const pick = chooser(11);
      const t0 = Date.now();
      for (;;) {
        const s = await snapshot(page);
        if (s?.view && (s.view.round >= 3 || s.view.era === 2)) break;
        if (Date.now() - t0 > 500_000) throw new Error('the AI game did not reach round 3');
        const acted = await tableStep(page, pick);
        if (!acted) await nextFrame(page);
      }
      const s = await snapshot(page);
      await screenshot(page, 'ai-02-round3');
      // Each AI seat has taken cards by now (terrain cards for its city, or characters).
      for (const seat of [1, 2]) {
        const v = s?.view?.seats[seat];
        expect((v?.city.length ?? 0) + (v?.characters.length ?? 0)).toBeGreaterThan(0);
      }
      expect([1, 2].some((seat) => (s?.view?.seats[seat]?.city.length ?? 0) > 0)).toBe(true);
      expect(page.workers().length).toBeGreaterThan(0);
      const log = await page.evaluate(() => (window as unknown as { __cc: { log(): string[] } }).__cc.log());
      expect(log.some((l) => /bid \d+:/i.test(l))).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it(
    'never lets keys hammered at a bid act on the take that follows (issue 27, item 25)',
    { timeout: 300_000 },
    async () => {
      const { context, page, errors } = await openGame(game.browser, game.server.url, 'instant');
      await startGame(page, 'solo', 2026);
      await waitForHook(page, (h) => h.intents.some((i) => i.id.startsWith('bid:')), 30_000, 'the first bid');
      // Bid 5 with its key and Enter, then Enter again every frame, as a hand hammering it would, until six of them
      // came while the person was due to take: none of them may act on the take (the report's keys took a card).
      const sent = await page.evaluate(async () => {
        const cc = (window as unknown as { __cc: { view(): { phase: string; active: number[] } | null } })
          .__cc;
        const press = (key: string): void => {
          for (const type of ['keydown', 'keyup'])
            window.dispatchEvent(new KeyboardEvent(type, { key, bubbles: true, cancelable: true }));
        };
        press('5');
        let due = 0;
        let n = 0;
        for (; n < 300 && due < 6; n++) {
          press('Enter');
          const v = cc.view();
          if (v?.phase === 'taking' && v.active.includes(0)) due++;
          await new Promise((ok) => requestAnimationFrame(ok));
        }
        return { n, due };
      });
      // Fewer than six: the hammered keys took a card and the round went on.
      expect(sent.due, 'Enters pressed while the take was due').toBe(6);
      await settle(page);
      const me = (await snapshot(page))?.view?.seats[0];
      expect(
        (me?.city.length ?? 0) + (me?.characters.length ?? 0),
        'cards taken by the typed-ahead keys',
      ).toBe(0);
      // Once the keyboard is quiet, the take is offered.
      await waitForHook(page, (h) => h.intents.some((i) => i.id.startsWith('offer:')), 30_000, 'the take');
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
