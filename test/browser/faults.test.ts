/**
 * Fault injection: a bot worker that never answers, storage writes that fail, two tabs on one save, crafted imports of
 * every attacked save defect, and a reload in each phase of a turn. Play goes on or a clear message shows; the state
 * digest and every move survive.
 */
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { importProblemText } from '../../src/app/library';
import { damagedAfterText, saveProblemText } from '../../src/app/saveFormat';
import { loadLanguage } from '../../src/i18n';
import { chooser, clickId, nextFrame, snapshot, trigger, waitForHook } from './driver';
import { digestAfter, fixtureSave, promptNearEraEnd, trueTotals, withName, type RawSave } from './faultFiles';
import {
  armUnloadProbe,
  gameOf,
  nextIntent,
  peek,
  playUntil,
  press,
  presetSettings,
  putRecords,
  readUnloadProbe,
  reloadAndCompare,
  startGame,
  withGame,
} from './flows';
import {
  deleteRow,
  failStoreWrites,
  importFile,
  noticesOf,
  openSaves,
  recordNotices,
  storedActions,
  waitForScreen,
  waitStored,
  type SavesScreen,
} from './faultPage';
import { collectConsoleErrors } from './harness';

describe('faults', () => {
  // The save and import messages come with the late English catalogue.
  beforeAll(() => loadLanguage('en'));

  const game = withGame();
  const timings: Record<string, number> = {};
  const timed = async (name: string, body: () => Promise<void>): Promise<void> => {
    const t = Date.now();
    await body();
    timings[name] = Date.now() - t;
    console.info(`[faults] ${name}: ${timings[name]} ms`);
  };

  /** A page at the title in a context of its own that records notices. */
  async function open(extra?: (c: BrowserContext) => Promise<unknown>): Promise<{
    context: BrowserContext;
    page: Page;
    errors: string[];
  }> {
    const context = await game.browser.newContext({
      viewport: { width: 1280, height: 720 },
      acceptDownloads: true,
    });
    await presetSettings(context, 'instant');
    await context.addInitScript(recordNotices);
    if (extra) await extra(context);
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(`${game.server.url}/`, { timeout: 120_000 });
    await waitForHook(page, (h) => h.scene === 'title', 60_000, 'the title');
    return { context, page, errors };
  }

  it('a bot worker that never answers: a notice shows, the page bots take over, the game survives a reload', async () => {
    await timed('hanging worker', async () => {
      const { context, page, errors } = await open((c) =>
        c.addInitScript(() => {
          const w = window as unknown as { __workers: number; Worker: unknown };
          w.__workers = 0;
          w.Worker = class {
            onmessage: unknown = null;
            onerror: unknown = null;
            constructor(url: unknown) {
              // The bid lens has a worker of its own; only the bots' workers are counted.
              if (!/insight/i.test(String(url))) w.__workers++;
            }
            postMessage(): void {}
            terminate(): void {}
            addEventListener(): void {}
            removeEventListener(): void {}
          };
        }),
      );
      await clickId(page, 'new-game');
      await waitForHook(page, (h) => h.scene === 'setup', 20_000, 'the setup');
      await clickId(page, 'seat-1-kind-ai');
      await clickId(page, 'seat-1-level-medium');
      await clickId(page, 'start');
      await waitForHook(page, (h) => h.scene === 'table' && h.view !== null, 30_000, 'the table');

      const pick = chooser(5);
      await playUntil(page, pick, (q) => (q.game?.actions ?? 0) >= 6, 240_000);
      const notices = await noticesOf(page);
      expect(notices.some((t) => /stopped answering/.test(t))).toBe(true);
      // One bots' worker, one restart, then the page: no third bots' worker.
      expect(await page.evaluate(() => (window as unknown as { __workers: number }).__workers)).toBe(2);

      const after = await reloadAndCompare(page, 'faults-worker', false);
      expect(after?.digest).toMatch(/^[0-9a-f]{8}$/);
      const n = after?.actions ?? 0;
      await playUntil(page, pick, (q) => (q.game?.actions ?? 0) >= n + 2, 240_000);
      expect(errors).toEqual([]);
      await context.close();
    });
  }, 420_000);

  it('storage writes that fail, then a reload: the journal keeps the game, Continue offers it, every move survives', async () => {
    await timed('failing writes', async () => {
      const { context, page, errors } = await open((c) => c.addInitScript(failStoreWrites));
      await page.evaluate(() => sessionStorage.setItem('test.fail-writes', '1'));
      await page.evaluate(failStoreWrites);
      await startGame(page, 'solo', 2468);
      const pick = chooser(11);
      await playUntil(page, pick, (q) => (q.game?.actions ?? 0) >= 4);
      const played = await gameOf(page);
      const id = played?.id as string;
      expect(id).toBeTruthy();
      expect(await noticesOf(page)).toContainEqual(
        expect.stringMatching(/could not be saved.*storage is full/i),
      );
      // Nothing reached IndexedDB; the journal holds every move.
      expect(await storedActions(page, id)).toBe(0);
      const journal = await page.evaluate(() => localStorage.getItem('carson-city.journal'));
      expect((JSON.parse(String(journal)) as { actions: unknown[] }).actions.length).toBe(played?.actions);

      // Reload to the title (as a new visit would), with writes still failing: Continue offers the journal's game.
      await page.evaluate(() => sessionStorage.removeItem('carson-city.at-table'));
      await armUnloadProbe(page);
      await page.reload();
      await waitForHook(page, (h) => h.scene === 'title', 60_000, 'the title after reload');
      const probe = await readUnloadProbe(page);
      expect(probe?.game?.actions).toBe(played?.actions);
      await clickId(page, 'continue');
      await waitForHook(page, (h) => h.scene === 'table' && h.view !== null, 60_000, 'the continued table');
      const resumed = await gameOf(page);
      expect(resumed).toEqual(probe?.game);
      expect(resumed?.digest).toBe(played?.digest);
      expect(await storedActions(page, id)).toBe(0);

      // Play on while writes still fail, then let them succeed: the store catches up with every move.
      const m = resumed?.actions ?? 0;
      await playUntil(page, pick, (q) => (q.game?.actions ?? 0) >= m + 1);
      await page.evaluate(() => sessionStorage.removeItem('test.fail-writes'));
      const k = (await gameOf(page))?.actions ?? 0;
      await playUntil(page, pick, (q) => (q.game?.actions ?? 0) >= k + 1);
      const last = await gameOf(page);
      expect(await waitStored(page, id, last?.actions ?? -1)).toBe(last?.actions);
      expect(errors.filter((e) => !/quota/i.test(e))).toEqual([]);
      await context.close();
    });
  }, 420_000);

  it('two tabs on one save: the second says so and never writes; taking over keeps every move', async () => {
    await timed('two tabs', async () => {
      const { context, page: a, errors } = await open();
      await startGame(a, 'solo', 31337);
      const pick = chooser(8);
      await playUntil(a, pick, (q) => (q.game?.actions ?? 0) >= 2);
      const id = (await gameOf(a))?.id as string;
      expect(id).toBeTruthy();

      const b = await context.newPage();
      const errorsB = collectConsoleErrors(b);
      await b.goto(`${game.server.url}/`, { timeout: 120_000 });
      await waitForHook(b, (h) => h.scene === 'title', 60_000, 'the title in the second tab');
      // A click the title takes while it still fades in (a loaded machine) is lost: click again until the notice shows.
      for (let tries = 0; tries < 4 && !(await b.isVisible('#notice-action')); tries++) {
        await clickId(b, 'continue');
        await b.waitForSelector('#notice-action', { timeout: 20_000 }).catch(() => undefined);
      }
      expect(await b.textContent('#notice span')).toMatch(/This game is open in another tab/);
      expect((await gameOf(b)) ?? null).toBeNull();

      // The first tab plays on and every move reaches the store.
      const before = (await gameOf(a))?.actions ?? 0;
      await playUntil(a, pick, (q) => (q.game?.actions ?? 0) >= before + 2);
      const lastA = await gameOf(a);
      expect(await waitStored(b, id, lastA?.actions ?? -1)).toBe(lastA?.actions);

      await b.click('#notice-action');
      await waitForHook(b, (h) => h.scene === 'table' && h.view !== null, 60_000, 'the table in tab two');
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
      await playUntil(b, pick, (q) => (q.game?.actions ?? 0) >= m + 1);
      const lastB = await gameOf(b);
      expect(await waitStored(b, id, lastB?.actions ?? -1)).toBe(lastB?.actions);
      expect(errorsB).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }, 420_000);
  it('crafted imports of each save defect, one pass through the real import picker', async () => {
    await timed('crafted imports', async () => {
      const done = fixtureSave('v2-finished.json');
      const mid = fixtureSave('v2-midgame.json');
      const totals = trueTotals(done);
      const bad = { type: 'bid', seat: 0, card: 34 } as unknown as RawSave['actions'][number];
      const text = (s: RawSave): string => JSON.stringify(s);
      const ok: { file: string; id: string; body: string; finished: boolean }[] = [
        {
          file: 'poison.json',
          id: 'poison',
          body: text({ ...done, id: 'poison', totals: Array<number>(1e6).fill(1) }),
          finished: true,
        },
        {
          file: 'forged.json',
          id: 'forged',
          body: text({ ...done, id: 'forged', totals: [999, 0, 0, 0], winners: [0] }),
          finished: true,
        },
        { file: 'bidi.json', id: 'bidi', body: text(withName(mid, 'bidi', '\u202EannA')), finished: false },
        {
          file: 'when.json',
          id: 'when',
          body: text({ ...mid, id: 'when', createdAt: -1e20, updatedAt: 1e20 }),
          finished: false,
        },
        { file: 'bom.json', id: 'bom', body: `\uFEFF${text({ ...mid, id: 'bom' })}`, finished: false },
      ];
      const refused: { file: string; body: string; message: string }[] = [
        {
          file: 'long-name.json',
          body: text(withName(mid, 'long', 'x'.repeat(10_000))),
          message: saveProblemText('bad-names'),
        },
        {
          file: 'number-name.json',
          body: text(withName(mid, 'num', 42)),
          message: saveProblemText('bad-names'),
        },
        {
          file: 'object-name.json',
          body: text(withName(mid, 'obj', { first: 'Anna' })),
          message: saveProblemText('bad-names'),
        },
        {
          file: 'huge.json',
          body: text({ ...mid, id: 'huge' }) + ' '.repeat(5 * 1024 * 1024),
          message: importProblemText('too-large'),
        },
      ];
      const t0 = Date.now();
      const { context, page, errors } = await open();
      await openSaves(page);
      for (const f of ok) {
        expect(await importFile(page, f.file, f.body)).toMatch(/^Imported /);
        const s = await waitForScreen<SavesScreen>(page, (x) => x.rows.some((r) => r.id === f.id), f.id);
        expect(s.status, f.file).toMatch(
          f.finished ? /Imported a finished game/ : /Imported a game in progress/,
        );
        expect(s.rows.find((r) => r.id === f.id)?.problem, f.file).toBeNull();
        console.info(`[faults] imported ${f.file} at ${Date.now() - t0} ms`);
      }
      for (const f of refused) {
        expect(await importFile(page, f.file, f.body)).toContain(f.message);
        const s = await waitForScreen<SavesScreen>(page, (x) => /Import failed/.test(x.status), f.file);
        expect(s.status).toContain(f.message);
        expect(s.rows.map((r) => r.id).sort(), f.file).toEqual(ok.map((o) => o.id).sort());
        console.info(`[faults] refused ${f.file} at ${Date.now() - t0} ms`);
      }

      // The out-of-range timestamps export.
      const [download] = await Promise.all([page.waitForEvent('download'), clickId(page, 'export-when')]);
      const exported = JSON.parse(readFileSync(await download.path(), 'utf8')) as RawSave;
      expect(download.suggestedFilename()).toMatch(/^carson-city-.*when\.json$/);
      expect(exported.actions).toEqual(mid.actions);

      // Statistics count the two finished records as the one game they are (same setup, seed and moves), with its true
      // totals, not the forged ones.
      await clickId(page, 'stats');
      await waitForHook(page, (h) => h.scene === 'stats', 20_000, 'the statistics');
      type Stats = { loaded: boolean; rows: { played: number; won: number | null; best: number }[] };
      const st = await waitForScreen<Stats>(page, (x) => x.loaded && x.rows.length > 0, 'the statistics');
      expect(st.rows.length).toBe(1);
      expect(st.rows[0]).toMatchObject({ played: 1, best: totals[0] });
      expect(st.rows[0]?.best).not.toBe(999);
      await clickId(page, 'saves');
      await waitForScreen<SavesScreen>(page, (x) => x.loaded, 'the list');

      // The neutralised name opens as plain text, at the file's exact state.
      await clickId(page, 'resume-bidi');
      await waitForHook(page, (h) => h.scene === 'table' && h.view !== null, 30_000, 'the bidi game');
      const bidi = await snapshot(page);
      expect(bidi?.view?.setup.seats[0]?.name).toBe('annA');
      const g = await gameOf(page);
      expect(g?.actions).toBe(mid.actions.length);
      const plain = withName(mid, 'bidi', 'annA');
      expect(g?.digest).toBe(digestAfter(plain.setup, plain.seed, plain.actions));
      await clickId(page, 'table-menu');
      await openSaves(page);

      // Every row deletes, the poisoned one included.
      let left = ok.length;
      for (const f of ok) {
        const s = await deleteRow(page, f.id);
        expect(s.rows.length).toBe(--left);
      }

      // A log valid up to move 10, then a move that breaks the rules: the offer opens the game at move 10.
      const broken = {
        ...mid,
        id: 'broken',
        actions: [...mid.actions.slice(0, 10), bad, ...mid.actions.slice(11)],
      };
      const msg = damagedAfterText(10, mid.actions.length);
      expect(await importFile(page, 'broken.json', text(broken))).toContain(msg);
      const s = await waitForScreen<SavesScreen>(page, (x) => /Import failed/.test(x.status), 'broken.json');
      expect(s.status).toContain(msg);
      await clickId(page, 'import-prefix');
      await waitForHook(page, (h) => h.scene === 'table' && h.view !== null, 30_000, 'the game at move 10');
      const opened = await gameOf(page);
      expect(opened?.actions).toBe(10);
      expect(opened?.digest).toBe(digestAfter(mid.setup, mid.seed, mid.actions.slice(0, 10)));
      const n = opened?.actions ?? 0;
      await playUntil(page, chooser(3), (q) => (q.game?.actions ?? 0) > n);
      expect(errors).toEqual([]);
      await context.close();
    });
  }, 420_000);

  it('a reload in every phase of a turn keeps the digest and every move: prompt, bid, take, place, era end', async () => {
    await timed('phase reloads', async () => {
      const base = fixtureSave('v2-finished.json');
      const walk = promptNearEraEnd(base.setup);
      const save: RawSave = {
        ...base,
        id: 'walk',
        seed: walk.seed,
        actions: walk.actions,
        finished: false,
        totals: undefined,
        winners: undefined,
      };
      const { context, page, errors } = await open();
      await putRecords(page, { 'game:walk': JSON.stringify(save) });
      await openSaves(page);
      await clickId(page, 'resume-walk');
      const prompt = /^(button:)?(pass|use:.*)$/;
      await waitForHook(page, (h) => h.intents.some((i) => prompt.test(i.id)), 60_000, 'the ability prompt');
      const start = await gameOf(page);
      expect(start?.actions).toBe(walk.actions.length);
      expect(start?.digest).toBe(digestAfter(save.setup, save.seed, save.actions));
      const seen: string[] = [];
      const reload = async (name: string): Promise<void> => {
        const g = await reloadAndCompare(page, `faults-${name}`, false);
        expect(g?.digest).toMatch(/^[0-9a-f]{8}$/);
        seen.push(name);
      };
      await reload('prompt');
      const pick = chooser(17);
      // Walk on by the driver's choices and reload once at each phase as it comes: a chosen but unconfirmed bid, the
      // offer to take from, a card being placed, and the first moment of era 2 (the era's scoring has run).
      for (let steps = 0; seen.length < 5; steps++) {
        if (steps > 400) throw new Error(`phases never came; reloaded at ${seen.join(', ')}`);
        const q = await peek(page);
        const v = (await snapshot(page))?.view;
        if (!q || !v) {
          await nextFrame(page);
          continue;
        }
        const ids = q.intents.map((i) => i.id);
        if (v.era === 2 && !seen.includes('era-end')) {
          await reload('era-end');
          continue;
        }
        const bid = q.intents.find((i) => i.id.startsWith('bid:'));
        if (bid && !seen.includes('bid')) {
          await trigger(page, bid);
          await reload('bid');
          continue;
        }
        if (ids.some((i) => i.startsWith('offer:')) && !seen.includes('take')) {
          await reload('take');
          continue;
        }
        if (ids.some((i) => i.startsWith('spot:')) && !seen.includes('place')) {
          await reload('place');
          continue;
        }
        const next = nextIntent(q, pick);
        if (next) await press(page, next);
        else await nextFrame(page);
      }
      expect([...seen].sort()).toEqual(['bid', 'era-end', 'place', 'prompt', 'take']);
      const last = await gameOf(page);
      await playUntil(page, pick, (q) => (q.game?.actions ?? 0) > (last?.actions ?? 0), 60_000);
      expect(errors).toEqual([]);
      await context.close();
    });
  }, 420_000);
});
