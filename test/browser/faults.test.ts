/** Fault injection: a bot worker that never answers, and two tabs on one save. Play goes on or a clear message shows; no move is lost. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooser, clickId, waitForHook } from './driver';
import {
  armUnloadProbe,
  gameOf,
  playUntil,
  presetSettings,
  readRecords,
  readUnloadProbe,
  startGame,
  withGame,
} from './flows';
import { collectConsoleErrors } from './harness';

/** The texts of every notice the page showed (recorded by an init script). */
function noticesOf(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __notices?: string[] }).__notices ?? []);
}

/** Records notices as they appear. */
function recordNotices(): void {
  const seen: string[] = [];
  (window as unknown as { __notices: string[] }).__notices = seen;
  new MutationObserver(() => {
    const n = document.getElementById('notice');
    const text = n?.querySelector('span')?.textContent ?? '';
    if (n && text && seen[seen.length - 1] !== text) seen.push(text);
  }).observe(document, { childList: true, subtree: true });
}

/** The stored actions of a save record. */
async function storedActions(page: Page, id: string): Promise<number> {
  const records = await readRecords(page);
  const raw = records[`game:${id}`];
  const save = JSON.parse(String(raw)) as { actions: unknown[] };
  return save.actions.length;
}

describe('faults', () => {
  const game = withGame({ gpuCompositing: true });

  it('a bot worker that never answers: a notice shows, the page bots take over, the game survives a reload', async () => {
    const context = await game.browser.newContext({ viewport: { width: 1600, height: 900 } });
    await presetSettings(context, 'instant');
    await context.addInitScript(recordNotices);
    await context.addInitScript(() => {
      const w = window as unknown as { __workers: number; Worker: unknown };
      w.__workers = 0;
      w.Worker = class {
        onmessage: unknown = null;
        onerror: unknown = null;
        constructor() {
          w.__workers++;
        }
        postMessage(): void {}
        terminate(): void {}
        addEventListener(): void {}
        removeEventListener(): void {}
      };
    });
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(`${game.server.url}/`, { timeout: 120_000 });
    await waitForHook(page, (h) => h.scene === 'title', 60_000, 'the title');
    await clickId(page, 'new-game');
    await waitForHook(page, (h) => h.scene === 'setup', 20_000, 'the setup');
    await clickId(page, 'seat-1-kind-ai');
    await clickId(page, 'seat-1-level-medium');
    await clickId(page, 'start');
    await waitForHook(page, (h) => h.scene === 'table' && h.view !== null, 30_000, 'the table');

    const pick = chooser(5);
    await playUntil(page, pick, (q) => (q.game?.actions ?? 0) >= 10, 240_000);
    const notices = await noticesOf(page);
    expect(notices.some((t) => /stopped answering/.test(t))).toBe(true);
    // One worker, one restart, then the page: no third worker.
    expect(await page.evaluate(() => (window as unknown as { __workers: number }).__workers)).toBe(2);

    await armUnloadProbe(page);
    await page.reload();
    await waitForHook(page, (h) => h.scene === 'table' && h.view !== null, 60_000, 'the table after reload');
    const probe = await readUnloadProbe(page);
    const after = await gameOf(page);
    expect(after).toEqual(probe?.game);
    expect(after?.digest).toBeTruthy();
    const n = after?.actions ?? 0;
    await playUntil(page, pick, (q) => (q.game?.actions ?? 0) >= n + 4, 240_000);
    expect(errors).toEqual([]);
    await context.close();
  }, 600_000);

  it('two tabs on one save: the second says so and never writes; taking over keeps every move', async () => {
    const context = await game.browser.newContext({ viewport: { width: 1600, height: 900 } });
    await presetSettings(context, 'instant');
    const a = await context.newPage();
    const errors = collectConsoleErrors(a);
    await a.goto(`${game.server.url}/`, { timeout: 120_000 });
    await waitForHook(a, (h) => h.scene === 'title', 60_000, 'the title');
    await startGame(a, 'solo', 31337);
    const pick = chooser(8);
    await playUntil(a, pick, (q) => (q.game?.actions ?? 0) >= 6);
    const id = (await gameOf(a))?.id as string;
    expect(id).toBeTruthy();

    const b = await context.newPage();
    const errorsB = collectConsoleErrors(b);
    await b.goto(`${game.server.url}/`, { timeout: 120_000 });
    await waitForHook(b, (h) => h.scene === 'title', 60_000, 'the title in the second tab');
    await clickId(b, 'continue');
    await b.waitForSelector('#notice-action', { timeout: 30_000 });
    expect(await b.textContent('#notice span')).toMatch(/This game is open in another tab/);
    expect((await gameOf(b)) ?? null).toBeNull();

    // The first tab plays on and every move reaches the store.
    const before = (await gameOf(a))?.actions ?? 0;
    await playUntil(a, pick, (q) => (q.game?.actions ?? 0) >= before + 4);
    await a.waitForTimeout(500);
    const lastA = await gameOf(a);
    expect(await storedActions(b, id)).toBe(lastA?.actions);

    await b.click('#notice-action');
    await waitForHook(
      b,
      (h) => h.scene === 'table' && h.view !== null,
      60_000,
      'the table in the second tab',
    );
    const takenB = await gameOf(b);
    expect(takenB?.id).toBe(id);
    expect(takenB?.actions).toBe(lastA?.actions);
    expect(takenB?.digest).toBe(lastA?.digest);

    // The first tab says it was taken over and stops playing and saving.
    await a.waitForFunction(
      () => /taken over in another tab/.test(document.querySelector('#notice span')?.textContent ?? ''),
      undefined,
      { timeout: 30_000 },
    );
    expect(await gameOf(a)).toBeNull();

    const m = takenB?.actions ?? 0;
    await playUntil(b, pick, (q) => (q.game?.actions ?? 0) >= m + 4);
    await b.waitForTimeout(500);
    expect(await storedActions(b, id)).toBe((await gameOf(b))?.actions);
    expect(errorsB).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 600_000);
});
