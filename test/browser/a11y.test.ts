/**
 * A whole solo game (1 person and 3 virtual players, fast animations) played only through the screen-reader layer:
 * F6 into the hidden action list, arrows to an entry, Enter. No mouse and no canvas clicks, to the score sheet.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cardText } from '../../src/ui/a11yModel';
import { chooser, nextFrame, settle, TABLE_ORDER, waitForHook } from './driver';
import { openGame, withGame } from './flows';
import { pressEntry, pressWhenListed } from './a11yKeys';
import { screenshot } from './harness';

/** What the layer shows now, in one round trip. */
interface Layer {
  scene: string;
  phase: string | null;
  offer: number[];
  list: string[];
  focused: string | null;
  live: string[];
}

function layer(page: Page): Promise<Layer> {
  return page.evaluate(() => {
    const cc = (
      window as unknown as {
        __cc: { scene(): string; view(): { phase: string; offer: number[] } | null };
      }
    ).__cc;
    const view = cc.view();
    const el = document.activeElement as HTMLElement | null;
    return {
      scene: cc.scene(),
      phase: view?.phase ?? null,
      offer: view?.offer ?? [],
      list: [...document.querySelectorAll<HTMLElement>('#a11y-actions button')].map(
        (b) => b.dataset.id ?? '',
      ),
      focused: el?.closest('#a11y-actions') ? (el.dataset.id ?? null) : null,
      live: [...document.querySelectorAll('#a11y-live p')].map((p) => p.textContent ?? ''),
    };
  });
}

describe('playing with a screen reader and the keyboard', () => {
  const game = withGame();

  // Also the suite's whole solo game from the title to the score sheet: the canvas's own clicks play whole games in
  // the resume and offline tests.
  it('plays a solo game through the action list to the score sheet', { timeout: 1_500_000 }, async () => {
    // Instant animations keep the whole game within a few minutes (at the fast speed it takes over ten on 2 cores);
    // A11Y_SPEED=fast plays it with the animations, which ai.test.ts and idle.test.ts play at that speed.
    const speed = process.env['A11Y_SPEED'] === 'fast' ? 'fast' : 'instant';
    const { context, page, errors } = await openGame(game.browser, game.server.url, speed);
    expect(await page.getAttribute('#a11y-live', 'aria-live')).toBe('polite');
    const hidden = await page.$eval('#a11y', (el) => getComputedStyle(el).clipPath);
    expect(hidden).toBe('inset(50%)');
    await pressWhenListed(page, 'button:new-game');
    await waitForHook(page, (h) => h.scene === 'setup', 20_000, 'the setup');
    await pressWhenListed(page, 'button:start');
    await waitForHook(page, (h) => h.scene === 'table' && h.view !== null, 30_000, 'the table');

    const pick = chooser(11);
    const heard = new Set<string>();
    let summaryChecked = false;
    let presses = 0;
    let idle = 0;
    const t0 = Date.now();
    let shown = t0;
    while (Date.now() - t0 < 1_350_000) {
      const l = await layer(page);
      if (l.scene === 'scoring') break;
      if (l.scene !== 'table') throw new Error(`left the table for ${l.scene}`);
      for (const line of l.live) heard.add(line);
      if (Date.now() - shown > 30_000) {
        shown = Date.now();
        const g = await page.evaluate(() => (window as unknown as { __cc: { game(): unknown } }).__cc.game());
        console.log(`[a11y] ${Math.round((shown - t0) / 1000)} s, ${presses} presses, ${JSON.stringify(g)}`);
      }
      if (!summaryChecked && l.phase === 'taking' && l.list.some((id) => id.startsWith('offer:'))) {
        // The summary on demand: D while the focus is in the list.
        if (l.focused === null) await page.keyboard.press('F6');
        await page.keyboard.press('d');
        const summary = await page.$eval('#a11y-summary', (el) => el.textContent ?? '');
        for (const id of l.offer) expect(summary).toContain(cardText(id));
        expect(summary).toContain('Scores now:');
        expect(await page.evaluate(() => document.activeElement?.id)).toBe('a11y-summary');
        await screenshot(page, 'a11y-summary');
        summaryChecked = true;
        continue;
      }
      let target: string | undefined;
      for (const re of TABLE_ORDER) {
        const m = l.list.filter((id) => re.test(id) || re.test(id.replace(/^button:/, '')));
        if (m.length > 0) {
          target = pick(m);
          break;
        }
      }
      if (target && (await pressEntry(page, target, l))) {
        presses++;
        idle = 0;
        continue;
      }
      if (++idle > 1500) throw new Error(`stuck; list: ${l.list.join(' ')}`);
      await nextFrame(page);
    }
    const end = await waitForHook(page, (h) => h.scene === 'scoring', 60_000, 'the score sheet');
    expect(end.view?.phase).toBe('over');
    expect(summaryChecked).toBe(true);
    expect(presses).toBeGreaterThan(40);
    // The live region carried the game log and announced the screens.
    const log = await page.evaluate(() => (window as unknown as { __cc: { log(): string[] } }).__cc.log());
    for (const line of await page.$$eval('#a11y-live p', (ps) => ps.map((p) => p.textContent ?? '')))
      heard.add(line);
    const logged = [...heard].filter((l) => log.some((g) => g.startsWith(l)));
    expect(logged.length).toBeGreaterThan(20);
    expect(heard.has('The table')).toBe(true);
    await settle(page);
    expect([
      ...heard,
      ...(await page.$$eval('#a11y-live p', (ps) => ps.map((p) => p.textContent ?? ''))),
    ]).toContain('Score sheet');
    await screenshot(page, 'a11y-scoring');
    expect(errors).toEqual([]);
    await context.close();
  });
});
