/** The scorepad: the rulebook's worked example entered with real clicks gives the 13 lines and 109; illegal input is marked. */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LINE_KEYS } from '../../src/cards/engine';
import type { IntentTarget } from '../../src/ui/hookRegistry';
import { WORKED_EXAMPLE, WORKED_LINES } from '../cityFixtures';
import { clickId, settle, snapshot, waitForHook } from './driver';
import { screenshot } from './harness';
import { openGame, screenOf, withGame } from './flows';

interface PadScreen {
  loaded: boolean;
  current?: number;
  entries?: number;
  lines?: Record<string, number>;
  total?: number;
  problems?: string[];
  shown?: string[];
  results?: { name: string; total: number; problems: number; winner: boolean }[];
  cells?: string;
  tool?: string;
  window?: { x: number; y: number; cols: number; rows: number } | null;
  cursor?: number | null;
  gridFocus?: boolean;
}

/** Every scorepad target on the page is at least 44x44 CSS px and at least 8 CSS px from every other one. */
async function checkTargets(page: Page, what: string): Promise<number> {
  await settle(page);
  const s = await snapshot(page);
  const ts = (s?.intents ?? []).filter(
    (i): i is IntentTarget & { x: number; y: number } => i.x !== undefined && i.y !== undefined,
  );
  expect(ts.length, what).toBeGreaterThan(5);
  const small = ts.filter((i) => (i.w ?? 0) < 44 || (i.h ?? 0) < 44).map((i) => `${i.id} ${i.w}x${i.h}`);
  expect(small, `${what}: targets under 44 CSS px`).toEqual([]);
  const close: string[] = [];
  ts.forEach((a, k) =>
    ts.slice(k + 1).forEach((b) => {
      const gx = Math.abs(a.x - b.x) - ((a.w ?? 0) + (b.w ?? 0)) / 2;
      const gy = Math.abs(a.y - b.y) - ((a.h ?? 0) + (b.h ?? 0)) / 2;
      if (Math.max(gx, gy) < 7.9) close.push(`${a.id}~${b.id} ${Math.round(Math.max(gx, gy))}`);
    }),
  );
  expect(close, `${what}: targets closer than 8 CSS px`).toEqual([]);
  return ts.length;
}

/** Enters a city parcel by parcel: each content's tool once, then every parcel showing it. */
async function enterCity(page: Page, rows: readonly string[]): Promise<void> {
  const byContent = new Map<string, string[]>();
  rows.forEach((r, y) =>
    [...r].forEach((c, x) => byContent.set(c, [...(byContent.get(c) ?? []), `${x},${y}`])),
  );
  for (const [c, cells] of byContent) {
    await clickId(page, `pad-tool:${c}`);
    for (const at of cells) await clickId(page, `pad-cell:${at}`);
  }
}

describe('the scorepad', () => {
  const game = withGame();

  it(
    'gives the rulebook worked example exactly, marks illegal input and names the winner',
    { timeout: 300_000 },
    async () => {
      const { context, page, errors } = await openGame(game.browser, game.server.url, 'instant');
      await clickId(page, 'scorepad');
      await waitForHook(page, (h) => h.scene === 'scorepad', 20_000, 'the scorepad');
      await waitForHook(page, (h) => h.intents.some((i) => i.id === 'pad-cell:0,0'), 20_000, 'the grid');
      await enterCity(page, WORKED_EXAMPLE);
      for (const c of ['Doctor', 'Teacher', 'Banker']) await clickId(page, `pad-char:${c}`);
      const s = await screenOf<PadScreen>(page);
      expect(s.problems).toEqual([]);
      expect(s.lines).toEqual(WORKED_LINES);
      expect(s.total).toBe(109);
      // What the sheet shows: the 13 line values in the rulebook's order, then the total.
      expect(s.shown).toEqual([...LINE_KEYS.map((k) => String(WORKED_LINES[k])), '109']);
      await screenshot(page, 'scorepad-worked-example');

      // A second player: a second City Hall and a ninth column are marked on the spot.
      await clickId(page, 'pad-add');
      await waitForHook(page, (h) => h.intents.some((i) => i.id === 'pad-cell:0,0'), 20_000, 'a new grid');
      await enterCity(page, ['Y.......', 'Y.......']);
      expect((await screenOf<PadScreen>(page)).problems).toEqual(['too-many']);
      await clickId(page, 'pad-tool:.');
      await clickId(page, 'pad-cell:8,0');
      await clickId(page, 'pad-cell:8,1');
      expect((await screenOf<PadScreen>(page)).problems).toEqual(['too-big', 'too-many']);
      await screenshot(page, 'scorepad-marked');
      await clickId(page, 'pad-results');
      await waitForHook(
        page,
        (h) => h.intents.some((i) => i.id === 'button:pad-edit'),
        20_000,
        'the results',
      );
      const r = await screenOf<PadScreen>(page);
      expect(r.results?.map((x) => [x.total, x.winner, x.problems > 0])).toEqual([
        [109, true, false],
        [expect.any(Number), false, true],
      ]);
      await screenshot(page, 'scorepad-results');

      // The entries are kept locally: after a reload the first city is still there.
      await page.reload();
      await waitForHook(page, (h) => h.scene === 'title', 60_000, 'the title again');
      await clickId(page, 'scorepad');
      await waitForHook(page, (h) => h.scene === 'scorepad', 20_000, 'the scorepad again');
      await waitForHook(page, (h) => h.intents.some((i) => i.id === 'button:pad-prev'), 20_000, 'the editor');
      const kept = await screenOf<PadScreen>(page);
      expect(kept.entries).toBe(2);
      if (kept.current === 1) await clickId(page, 'pad-prev');
      await waitForHook(page, (h) => h.scene === 'scorepad', 20_000, 'the first city');
      await settle(page);
      expect((await screenOf<PadScreen>(page)).total).toBe(109);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  for (const [name, width, height] of [
    ['upright', 390, 844],
    ['landscape', 844, 390],
  ] as const)
    it(
      `works on a phone held ${name}: targets of 44 CSS px, 8 apart; the window pans; the sheet adds up`,
      { timeout: 300_000 },
      async () => {
        const { context, page, errors } = await openGame(game.browser, game.server.url, 'instant', {
          viewport: { width, height },
          isMobile: true,
          hasTouch: true,
        });
        await clickId(page, 'scorepad');
        await waitForHook(page, (h) => h.scene === 'scorepad', 20_000, 'the scorepad');
        await waitForHook(page, (h) => h.intents.some((i) => i.id === 'pad-cell:0,0'), 20_000, 'the grid');
        await clickId(page, 'pad-tool:R');
        await clickId(page, 'pad-cell:0,0');
        for (const at of ['1,0', '0,1', '1,1']) {
          await clickId(page, 'pad-tool:.');
          await clickId(page, `pad-cell:${at}`);
        }
        await checkTargets(page, `${name} city`);
        await screenshot(page, `${name}-scorepad-city`);
        // The pad is 9x9; the phone shows a window of it, moved by the pan buttons to its far corner.
        const before = (await screenOf<PadScreen>(page)).window;
        expect(before?.cols).toBeLessThan(9);
        for (let k = 0; k < 4; k++) {
          const ids = (await snapshot(page))?.intents.map((i) => i.id) ?? [];
          for (const d of ['right', 'down'])
            if (ids.includes(`button:pad-pan-${d}`)) await clickId(page, `pad-pan-${d}`);
        }
        await waitForHook(page, (h) => h.intents.some((i) => i.id === 'pad-cell:8,8'), 5_000, 'the corner');
        const after = await snapshot(page);
        expect(after?.intents.some((i) => i.id === 'pad-cell:0,0')).toBe(false);
        await checkTargets(page, `${name} panned`);
        await clickId(page, 'pad-mode');
        await waitForHook(page, (h) => h.intents.some((i) => i.id === 'pad-slot:3'), 5_000, 'the card');
        await checkTargets(page, `${name} card mode`);
        await clickId(page, 'pad-mode');
        await clickId(page, 'pad-section-characters');
        await clickId(page, 'pad-char:Cowboy');
        await checkTargets(page, `${name} characters`);
        await screenshot(page, `${name}-scorepad-characters`);
        await clickId(page, 'pad-section-sheet');
        await checkTargets(page, `${name} sheet`);
        const s = await screenOf<PadScreen>(page);
        expect(s.lines?.['ranches']).toBe(3);
        expect(s.total).toBe(6);
        await screenshot(page, `${name}-scorepad-sheet`);
        expect(errors).toEqual([]);
        await context.close();
      },
    );

  it(
    'is reachable from the keyboard: a cursor on the grid, letters pick, Enter sets, Delete clears',
    { timeout: 120_000 },
    async () => {
      const { context, page, errors } = await openGame(game.browser, game.server.url, 'instant');
      await clickId(page, 'scorepad');
      await waitForHook(page, (h) => h.intents.some((i) => i.id === 'pad-cell:0,0'), 20_000, 'the grid');
      const pad = (): Promise<PadScreen> => screenOf<PadScreen>(page);
      await page.keyboard.press('ArrowDown');
      expect((await pad()).gridFocus).toBe(true);
      expect((await pad()).cursor).toBe(0);
      // Three presses in one task, with no frame between them: each moves the cursor once (Phaser's key queue, not
      // cleared while the loop sleeps, used to hand the first press to the scene again with the second).
      await page.evaluate(() => {
        for (const key of ['ArrowRight', 'ArrowRight', 'ArrowDown'])
          for (const type of ['keydown', 'keyup'])
            window.dispatchEvent(new KeyboardEvent(type, { key, bubbles: true, cancelable: true }));
      });
      expect((await pad()).cursor).toBe(2 + 9);
      await page.keyboard.press('r');
      expect((await pad()).tool).toBe('R');
      await page.keyboard.press('Enter');
      expect((await pad()).cells?.[11]).toBe('R');
      await page.keyboard.press(']');
      await page.keyboard.press(' ');
      const set = await pad();
      expect(set.tool).not.toBe('R');
      expect(set.cells?.[11]).toBe(set.tool);
      await screenshot(page, 'scorepad-keyboard');
      await page.keyboard.press('Delete');
      expect((await pad()).cells?.[11]).toBe('_');
      // Tab leaves the grid for the other targets (pan, tools, characters), all reachable the same way.
      await page.keyboard.press('Tab');
      expect((await pad()).gridFocus).toBe(false);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
