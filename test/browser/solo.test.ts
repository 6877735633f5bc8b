import { describe, expect, it } from 'vitest';
import { chooser, clickId, snapshot, tableStep, waitForHook } from './driver';
import { screenshot } from './harness';
import { openGame, withGame } from './flows';

describe('a full solo game through the UI', () => {
  const game = withGame();

  it('plays from the title to the score sheet with no console errors', { timeout: 1_800_000 }, async () => {
    const { context, page, errors } = await openGame(game.browser, game.server.url, 'fast');
    await screenshot(page, 'solo-01-title');
    await clickId(page, 'new-game');
    await waitForHook(page, (h) => h.scene === 'setup', 10_000, 'the setup');
    await screenshot(page, 'solo-02-setup');
    await clickId(page, 'start');
    await waitForHook(page, (h) => h.scene === 'table' && h.view !== null, 20_000, 'the table');
    await screenshot(page, 'solo-03-table');

    const pick = chooser(7);
    const seen = new Set<string>();
    let idle = 0;
    const t0 = Date.now();
    while (Date.now() - t0 < 1_500_000) {
      const s = await snapshot(page);
      if (s?.scene === 'scoring') break;
      const shotKey = s?.view ? `${s.view.phase}` : '';
      if (s?.view && !seen.has(shotKey) && s.intents.length > 0) {
        seen.add(shotKey);
        await screenshot(page, `solo-04-${shotKey}`);
      }
      if (s && s.intents.some((i) => i.id.startsWith('spot:')) && !seen.has('placement')) {
        seen.add('placement');
        await screenshot(page, 'solo-05-placement');
      }
      const acted = await tableStep(page, pick);
      idle = acted ? 0 : idle + 1;
      if (idle > 600)
        throw new Error(`stuck: ${JSON.stringify((await snapshot(page))?.intents.map((i) => i.id))}`);
      await page.waitForTimeout(acted ? 30 : 50);
    }
    const end = await waitForHook(page, (h) => h.scene === 'scoring', 60_000, 'the score sheet');
    await page.waitForTimeout(1500);
    await screenshot(page, 'solo-06-scoring');
    expect(end.scene).toBe('scoring');
    const view = (await snapshot(page))?.view;
    expect(view?.phase).toBe('over');
    expect(errors).toEqual([]);
    await context.close();
  });
});
