import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { damagedAfterText, saveProblemText } from '../../src/app/saveFormat';
import type { SaveProblem } from '../../src/app/saveFormat';
import { replay, seatTotal } from '../../src/cards/engine';
import { loadLanguage } from '../../src/i18n';
import type { Action, GameSetup } from '../../src/cards/engine';
import { chooser, clickId, waitForHook } from './driver';
import { gameOf, openGame, playUntil, putRecords, readRecords, screenOf, until } from './flows';
import { launchBrowser, screenshot, type ServerHandle, startServer } from './harness';

const fixture = (name: string): string =>
  readFileSync(new URL(`../fixtures/saves/${name}`, import.meta.url), 'utf8');

interface Row {
  id: string;
  finished: boolean;
  problem: SaveProblem | null;
  message: string | null;
  actions: number;
  prefix: number | null;
}
interface SavesScreen {
  loaded: boolean;
  status: string;
  rows: Row[];
}

const DAMAGED: Record<string, { text: string; problem: SaveProblem }> = {
  'bad-truncated': { text: fixture('truncated.json'), problem: 'truncated' },
  'bad-future': { text: fixture('future-version.json'), problem: 'future-version' },
  'bad-unknown': {
    text: JSON.stringify({
      ...(JSON.parse(fixture('v2-midgame.json')) as object),
      id: 'bad-unknown',
      schemaVersion: 0,
    }),
    problem: 'unknown-version',
  },
  'bad-missing': { text: fixture('missing-fields.json'), problem: 'missing-fields' },
  'bad-rejected': { text: fixture('rejected-log.json'), problem: 'rejected-log' },
  'bad-cards': {
    text: JSON.stringify({ ...(JSON.parse(fixture('card-data-changed.json')) as object), id: 'bad-cards' }),
    problem: 'card-data-changed',
  },
};

describe('saved games in the browser', () => {
  let browser: Browser;
  let server: ServerHandle;
  let context: BrowserContext;
  let page: Page;
  let errors: string[] = [];
  const timings: Record<string, number> = {};
  let t0 = 0;

  beforeAll(async () => {
    // The expected messages are worded in Node: the English catalogue's late part must be loaded first.
    await loadLanguage('en');
    t0 = Date.now();
    browser = await launchBrowser();
    process.env.VITE_TEST_HOOK = '1';
    server = await startServer('preview');
    ({ context, page, errors } = await openGame(browser, server.url, 'instant', { acceptDownloads: true }));
    timings['launch + build + first title'] = Date.now() - t0;
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
    timings['total'] = Date.now() - t0;
    console.info('[saves timings ms]', timings);
  });

  async function openSaves(): Promise<SavesScreen> {
    const at = await waitForHook(
      page,
      (h) => h.scene === 'title' || h.scene === 'saves',
      30_000,
      'the title',
    );
    if (at.scene === 'title') {
      await clickId(page, 'saves');
      await waitForHook(page, (h) => h.scene === 'saves', 20_000, 'the saved games');
    }
    return waitForScreen((s) => s.loaded);
  }

  async function waitForScreen(pred: (s: SavesScreen) => boolean): Promise<SavesScreen> {
    const s = await until(
      page,
      () => screenOf<SavesScreen | null>(page),
      (v) => v !== null && pred(v),
      30_000,
      'saves screen never matched',
    );
    return s as SavesScreen;
  }

  async function deleteRow(id: string): Promise<SavesScreen> {
    await clickId(page, `delete-${id}`);
    await waitForScreen((s) => /again/i.test(s.status));
    await clickId(page, `delete-${id}`);
    return waitForScreen((s) => s.loaded && !s.rows.some((r) => r.id === id));
  }

  it('lists every kind of damaged save with its message, next to the good ones, and deletes one alone', async () => {
    await putRecords(page, {
      'game:v2-game': fixture('v2-midgame.json'),
      'game:v2-done': fixture('v2-finished.json'),
      ...Object.fromEntries(Object.entries(DAMAGED).map(([id, d]) => [`game:${id}`, d.text])),
      'game:poison': JSON.stringify({
        ...(JSON.parse(fixture('v2-finished.json')) as object),
        id: 'poison',
        updatedAt: 1,
        totals: Array(1e6).fill(1),
      }),
    });
    const s = await openSaves();
    await screenshot(page, 'saves-01-damaged');
    expect(s.rows.length).toBe(9);
    for (const [id, d] of Object.entries(DAMAGED)) {
      const row = s.rows.find((r) => r.id === id);
      expect(row?.problem, id).toBe(d.problem);
      expect(row?.message).toBe(id === 'bad-rejected' ? damagedAfterText(3, 20) : saveProblemText(d.problem));
    }
    expect(s.rows.find((r) => r.id === 'bad-rejected')?.prefix).toBe(3);
    expect(s.rows.find((r) => r.id === 'poison')).toMatchObject({ problem: null, finished: true });
    await deleteRow('poison');
    expect(s.rows.find((r) => r.id === 'v2-game')).toMatchObject({
      problem: null,
      finished: false,
      actions: 20,
    });
    expect(s.rows.find((r) => r.id === 'v2-done')).toMatchObject({ problem: null, finished: true });
    const after = await deleteRow('bad-truncated');
    expect(after.rows.map((r) => r.id).sort()).toEqual([
      'bad-cards',
      'bad-future',
      'bad-missing',
      'bad-rejected',
      'bad-unknown',
      'v2-done',
      'v2-game',
    ]);
    const stored = Object.keys(await readRecords(page)).filter((k) => k.startsWith('game:'));
    expect(stored.length).toBe(7);
    expect(errors).toEqual([]);
    timings['damaged saves'] = Date.now() - t0;
  });

  it('round-trips a game through export and import to the identical game', async () => {
    await clickId(page, 'resume-v2-game');
    await waitForHook(page, (h) => h.scene === 'table' && h.view !== null, 30_000, 'the resumed table');
    const before = await gameOf(page);
    expect(before).toMatchObject({ id: 'v2-game', actions: 20, seed: 4242 });
    await clickId(page, 'table-menu');
    await openSaves();
    const [download] = await Promise.all([page.waitForEvent('download'), clickId(page, 'export-v2-game')]);
    expect(download.suggestedFilename()).toMatch(/^carson-city-.*v2-game\.json$/);
    const text = readFileSync(await download.path(), 'utf8');
    const exported = JSON.parse(text) as {
      schemaVersion: number;
      setup: unknown;
      seed: number;
      actions: unknown[];
    };
    const original = JSON.parse(fixture('v2-midgame.json')) as typeof exported;
    expect(exported.schemaVersion).toBe(3);
    expect(exported.setup).toEqual(original.setup);
    expect(exported.seed).toBe(original.seed);
    expect(exported.actions).toEqual(original.actions);

    await deleteRow('v2-game');
    const [picker] = await Promise.all([page.waitForEvent('filechooser'), clickId(page, 'import')]);
    await picker.setFiles({
      name: download.suggestedFilename(),
      mimeType: 'application/json',
      buffer: Buffer.from(text),
    });
    const s = await waitForScreen((x) => x.rows.some((r) => r.id === 'v2-game'));
    expect(s.status).toMatch(/Imported a game in progress/);
    await screenshot(page, 'saves-02-imported');
    await clickId(page, 'resume-v2-game');
    await waitForHook(page, (h) => h.scene === 'table' && h.view !== null, 30_000, 'the imported game');
    expect(await gameOf(page)).toEqual(before);
    await clickId(page, 'table-menu');
    timings['export/import'] = Date.now() - t0;
  });

  it('refuses a damaged file on import with a clear message and keeps the list', async () => {
    const before = await openSaves();
    const [picker] = await Promise.all([page.waitForEvent('filechooser'), clickId(page, 'import')]);
    await picker.setFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from(fixture('rejected-log.json')),
    });
    const s = await waitForScreen((x) => /Import failed/.test(x.status));
    expect(s.status).toContain(damagedAfterText(3, 20));
    expect(await page.locator('#notice').innerText()).toContain(damagedAfterText(3, 20));
    expect(s.rows.map((r) => r.id).sort()).toEqual(before.rows.map((r) => r.id).sort());
    await screenshot(page, 'saves-03-import-failed');
    await clickId(page, 'import-prefix');
    await waitForHook(page, (h) => h.scene === 'table' && h.view !== null, 30_000, 'the game at move 3');
    const opened = await gameOf(page);
    expect(opened?.actions).toBe(3);
    expect(before.rows.map((r) => r.id)).not.toContain(opened?.id);
    await clickId(page, 'table-menu');
    const after = await openSaves();
    expect(after.rows.length).toBe(before.rows.length + 1);
  });

  it('shows statistics of the finished games', async () => {
    await clickId(page, 'stats');
    await waitForHook(page, (h) => h.scene === 'stats', 20_000, 'the statistics');
    type Stats = { loaded: boolean; rows: { played: number; won: number | null; best: number }[] } | null;
    const s = await until(
      page,
      () => screenOf<Stats>(page),
      (v) => v?.loaded === true,
      20_000,
      'the statistics never loaded',
    );
    const done = JSON.parse(fixture('v2-finished.json')) as {
      setup: GameSetup;
      seed: number;
      actions: Action[];
    };
    const end = replay(done.setup, done.seed, done.actions);
    if (!end.ok) throw new Error('fixture does not replay');
    const totals = done.setup.seats.map((_, i) => seatTotal(end.state, i));
    expect(s?.rows.length).toBe(1);
    expect(s?.rows[0]).toMatchObject({
      played: 1,
      won: totals[0] === Math.max(...totals) ? 1 : 0,
      best: totals[0],
    });
    await screenshot(page, 'saves-04-stats');
    await clickId(page, 'saves');
  });

  it('replays a finished game back and forth with buttons and arrow keys', async () => {
    await openSaves();
    await clickId(page, 'replay-v2-done');
    await waitForHook(page, (h) => h.scene === 'replay', 20_000, 'the replay');
    type R = {
      loaded: boolean;
      step: number;
      last: number;
      phase: string;
      era: number;
      round: number;
      lines: string[];
    };
    const wait = async (pred: (r: R) => boolean): Promise<R> => {
      return until(
        page,
        () => screenOf<R>(page),
        (r) => r?.loaded && pred(r),
        20_000,
        'replay never matched',
      );
    };
    const first = await wait((r) => r.step === 0);
    expect(first.lines.join(' ')).toMatch(/Round 1/);
    await page.keyboard.press('ArrowRight');
    await wait((r) => r.step === 1);
    await page.keyboard.press('ArrowRight');
    await wait((r) => r.step === 2);
    await clickId(page, 'replay-next');
    const third = await wait((r) => r.step === 3);
    expect(third.lines.length).toBeGreaterThan(0);
    await page.keyboard.press('ArrowLeft');
    const second = await wait((r) => r.step === 2);
    await clickId(page, 'replay-next-round');
    const next = await wait((r) => r.step > 2 && r.round === second.round + 1);
    await screenshot(page, 'saves-05-replay-next-round');
    await page.keyboard.press('End');
    const last = await wait((r) => r.step === r.last);
    expect(last.phase).toBe('over');
    expect(last.lines.join(' ')).toMatch(/win/);
    await screenshot(page, 'saves-06-replay-end');
    await clickId(page, 'replay-prev-round');
    await wait((r) => r.step < last.step);
    await page.keyboard.press('Home');
    await wait((r) => r.step === 0 && next.step > 0);
    await clickId(page, 'back');
    await waitForHook(page, (h) => h.scene === 'saves', 20_000, 'the list again');
  });

  it('opens the turning points of a finished game straight from its row', async () => {
    await putRecords(page, { 'game:v2-done': fixture('v2-finished.json') });
    await openSaves();
    await clickId(page, 'review-v2-done');
    await waitForHook(page, (h) => h.scene === 'replay', 20_000, 'the replay');
    const r = await until(
      page,
      () => screenOf<{ review?: { open: boolean } | null }>(page),
      (v) => v?.review?.open === true,
      20_000,
      'the turning points never opened',
    );
    expect(r?.review?.open).toBe(true);
    await clickId(page, 'back');
    await waitForHook(page, (h) => h.scene === 'saves', 20_000, 'the list again');
  });

  it('fits the finished row and its turning points button on a phone held upright', async () => {
    const phone = await openGame(browser, server.url, 'instant', {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await putRecords(phone.page, { 'game:v2-done': fixture('v2-finished.json') });
    await clickId(phone.page, 'saves');
    const h = await waitForHook(
      phone.page,
      (x) => x.intents.some((i) => i.id === 'button:review-v2-done'),
      30_000,
      'the finished row',
    );
    const row = h.intents.filter((i) => /^button:(replay|review|export|delete)-v2-done$/.test(i.id));
    expect(row.length).toBe(4);
    for (const i of row) {
      expect(i.w ?? 0, i.id).toBeGreaterThanOrEqual(44);
      expect(i.h ?? 0, i.id).toBeGreaterThanOrEqual(44);
    }
    for (const a of row)
      for (const b of row) {
        if (a === b) continue;
        const gx = Math.abs((a.x ?? 0) - (b.x ?? 0)) - ((a.w ?? 0) + (b.w ?? 0)) / 2;
        const gy = Math.abs((a.y ?? 0) - (b.y ?? 0)) - ((a.h ?? 0) + (b.h ?? 0)) / 2;
        expect(Math.max(gx, gy), `${a.id}~${b.id}`).toBeGreaterThanOrEqual(7.9);
      }
    await screenshot(phone.page, 'saves-08-portrait-turning-points');
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });

  it('tells the player when storage is full, without stopping the game', async () => {
    await openSaves();
    await clickId(page, 'resume-v2-game');
    await waitForHook(page, (h) => h.scene === 'table' && h.view !== null, 30_000, 'the table');
    await page.evaluate(() => {
      const w = window as unknown as { __put?: typeof IDBObjectStore.prototype.put };
      w.__put = IDBObjectStore.prototype.put;
      IDBObjectStore.prototype.put = function () {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    const pick = chooser(5);
    const start = (await gameOf(page))?.actions ?? 0;
    await playUntil(page, pick, (p) => (p.game?.actions ?? 0) > start);
    await page.waitForSelector('#notice', { timeout: 20_000 });
    expect(await page.locator('#notice').innerText()).toMatch(/could not be saved.*storage is full/i);
    await screenshot(page, 'saves-07-quota');
    await page.evaluate(() => {
      const w = window as unknown as { __put?: typeof IDBObjectStore.prototype.put };
      if (w.__put) IDBObjectStore.prototype.put = w.__put;
    });
    const now = (await gameOf(page))?.actions ?? 0;
    await playUntil(page, pick, (p) => (p.game?.actions ?? 0) > now);
    const savedActions = async (): Promise<number> =>
      (JSON.parse(String((await readRecords(page))['game:v2-game'])) as { actions: unknown[] }).actions
        .length;
    const saved = await until(page, savedActions, (n) => n > now, 20_000, 'the move never saved');
    expect(saved).toBeGreaterThan(now);
    const quotaErrors = errors.filter((e) => !/quota/i.test(e));
    expect(quotaErrors).toEqual([]);
    timings['quota'] = Date.now() - t0;
  });
});
