/** Saves that attack the library: poisoned and forged summaries, hostile names, failing storage, odd bytes. */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { importProblemText, Library, MAX_IMPORT_BYTES } from '../src/app/library';
import type { Journal } from '../src/app/library';
import { damagedAfterText, loadSave, saveProblemText } from '../src/app/saveFormat';
import type { SaveV3 } from '../src/app/saveFormat';
import { saveRow } from '../src/app/saveRows';
import { MemoryKeyValue, SaveStore } from '../src/app/saveStore';
import type { SaveSummary } from '../src/app/saveStore';
import { computeStats } from '../src/app/stats';
import { loadLanguage } from '../src/i18n';
import { createGame, nameProblem, replay, seatTotal, setupProblem } from '../src/cards/engine';
import { setupProblemText } from '../src/i18n/names';
import type { Action, GameSetup } from '../src/cards/engine';

const fixture = (name: string): string =>
  readFileSync(new URL(`./fixtures/saves/${name}`, import.meta.url), 'utf8');
/** A fixture as the current save format (migrated through the real loader). */
const loaded = (name: string): SaveV3 => {
  const r = loadSave(fixture(name));
  if (!r.ok) throw new Error(`fixture ${name}: ${r.problem}`);
  return r.save;
};
const mid = (): SaveV3 => loaded('v2-midgame.json');
const done = (): SaveV3 => loaded('v2-finished.json');

/** The true totals of the finished fixture, from the engine. */
function realTotals(): number[] {
  const r = replay(done().setup, done().seed, done().actions);
  if (!r.ok) throw new Error('fixture does not replay');
  return done().setup.seats.map((_, i) => seatTotal(r.state, i));
}

class MemoryJournal implements Journal {
  text: string | null = null;
  read(): string | null {
    return this.text;
  }
  write(text: string): void {
    this.text = text;
  }
  clear(): void {
    this.text = null;
  }
}

function setup(): { kv: MemoryKeyValue; store: SaveStore; journal: MemoryJournal; lib: Library } {
  const kv = new MemoryKeyValue();
  const store = new SaveStore(kv);
  const journal = new MemoryJournal();
  let n = 0;
  let t = 1000;
  const lib = new Library({ store, journal, now: () => (t += 10), newId: () => `id${++n}`, bots: null });
  return { kv, store, journal, lib };
}

const withName = (save: SaveV3, name: unknown): SaveV3 => {
  const seats = save.setup.seats.map((s, i) => (i === 0 ? { ...s, name } : s));
  return { ...save, setup: { seats } as unknown as GameSetup };
};

beforeAll(async () => {
  await loadLanguage('en');
});
describe('one bad record never poisons the list or the statistics', () => {
  it('lists a save whose totals hold a million entries next to the others, with the real totals', async () => {
    const { kv, store, lib } = setup();
    await store.write({ ...mid(), updatedAt: 5 });
    await kv.setItem('game:poison', JSON.stringify({ ...done(), id: 'poison', totals: Array(1e6).fill(1) }));
    await store.write({ ...done(), id: 'after', updatedAt: 1 });
    const rows = await lib.list();
    expect(rows.map((r) => r.id).sort()).toEqual(['after', 'poison', 'v2-game']);
    const poison = rows.find((r) => r.id === 'poison') as SaveSummary;
    expect(poison.totals).toEqual(realTotals());
    expect(rows.map((r) => saveRow(r).status).sort()).toEqual(['finished', 'finished', 'in-progress']);
    await lib.remove('poison');
    expect((await lib.list()).map((r) => r.id).sort()).toEqual(['after', 'v2-game']);
  });

  it('draws a row whose summary is absurd instead of throwing', () => {
    const base = { createdAt: 0, updatedAt: 0, actions: 36, setup: done().setup };
    const huge: SaveSummary = {
      ...base,
      id: 'huge',
      finished: true,
      seats: ['A', 'B', 'C', 'D'],
      totals: Array(1e6).fill(1) as number[],
    };
    const v = saveRow(huge);
    expect(v.status).toBe('finished');
    expect(v.main?.action).toBe('replay');
    const ok = saveRow({ ...huge, id: 'ok', totals: [47, 74, 120, 121], winners: [3] });
    expect(ok.detail).toMatch(/^D won · A 47, B 74, C 120, D 121 · /);
  });

  it('skips a game with unusable totals in the statistics and counts the others', () => {
    const g = done();
    const rows = computeStats([
      { setup: g.setup, totals: Array(1e6).fill(1) as number[] },
      { setup: g.setup, totals: [1, Number.NaN, 2, 3] },
      { setup: g.setup, totals: [10, 20, 5, 1] },
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ played: 1, won: 0, best: 10, average: 10 });
  });
});

describe('summaries come from the replay, not the file', () => {
  it('recomputes forged totals, winners and finished on load and marks the cache stale', () => {
    const real = realTotals();
    const r = loadSave(JSON.stringify({ ...done(), totals: [999, 0, 0, 0], winners: [0] }));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.save.totals).toEqual(real);
    const best = Math.max(...real);
    expect(r.save.winners).toEqual(real.flatMap((t, i) => (t === best ? [i] : [])));
    expect(r.staleSummary).toBe(true);
    const unfinished = loadSave(JSON.stringify({ ...mid(), finished: true, totals: [999, 0, 0, 0] }));
    expect(unfinished.ok && unfinished.save.finished).toBe(false);
    expect(unfinished.ok && unfinished.save.totals).toBeUndefined();
    const honest = loadSave(JSON.stringify({ ...done(), totals: real }));
    expect(honest.ok && honest.staleSummary).toBe(false);
  });

  it('imports a forged file with its true result, and statistics count the true result', async () => {
    const { store, lib } = setup();
    const r = await lib.importText(JSON.stringify({ ...done(), totals: [999, 0, 0, 0] }));
    expect(r.ok).toBe(true);
    const stored = await store.read('v2-done');
    expect(stored.ok && stored.save.totals).toEqual(realTotals());
    const rows = await store.list();
    expect(rows[0]?.totals).toEqual(realTotals());
    const stats = computeStats(
      rows.flatMap((s) => (s.setup && s.totals ? [{ setup: s.setup, totals: s.totals }] : [])),
    );
    expect(stats[0]?.best).toBe(realTotals()[0]);
  });
});

describe('seat names are checked wherever a setup enters', () => {
  it('gives typed problems for names that are not short plain text', () => {
    expect(nameProblem('Anna')).toBeNull();
    expect(nameProblem('x'.repeat(16))).toBeNull();
    expect(nameProblem('x'.repeat(17))).toBe('name-too-long');
    expect(nameProblem(42)).toBe('name-not-text');
    expect(nameProblem({ toString: 'x' })).toBe('name-not-text');
    expect(nameProblem('   ')).toBe('name-empty');
    expect(nameProblem('An\nna')).toBe('name-control');
    expect(nameProblem('An\u0085na')).toBe('name-control');
    for (const c of ['\u202a', '\u202e', '\u2066', '\u2069', '\u200e', '\u200f', '\u061c'])
      expect(nameProblem(`${c}annA`)).toBe('name-bidi');
  });

  it('refuses such names in createGame and setupProblem', () => {
    const codes = ['name-too-long', 'name-not-text', 'name-not-text', 'name-control', 'name-bidi'];
    for (const [i, name] of ['x'.repeat(10_000), 7, { a: 1 }, 'tab\there', '\u202eannA'].entries()) {
      const s = withName(mid(), name).setup;
      expect(setupProblem(s)).toBe(codes[i]);
      expect(setupProblemText(setupProblem(s) ?? 'seat-count')).toMatch(/seat name/i);
      expect(createGame(s, 1)).toEqual({ ok: false, error: 'bad-setup' });
    }
  });

  it('refuses a save with a long, numeric or object name', () => {
    for (const name of ['x'.repeat(1_000_000), 7, { a: 1 }, 'bell\u0007']) {
      const r = loadSave(JSON.stringify(withName(mid(), name)));
      expect(r).toMatchObject({ ok: false, problem: 'bad-names' });
    }
    expect(saveProblemText('bad-names')).toMatch(/name/);
  });

  it('strips text-direction controls from names in a save, so a name shows as it is stored', () => {
    const r = loadSave(JSON.stringify(withName(mid(), '\u202eannA\u202c')));
    expect(r.ok && r.save.setup.seats[0]?.name).toBe('annA');
  });
});

describe('the journal survives a store that refuses writes', () => {
  it('continues and resumes the journal game while every write fails', async () => {
    const { kv, journal, lib } = setup();
    kv.quota = 0;
    journal.text = JSON.stringify(mid());
    await lib.recover();
    expect(await lib.latestUnfinished()).toBe('v2-game');
    expect(await lib.latestUnfinished(true)).toBe('v2-game');
    const o = await lib.open('v2-game');
    expect(o.ok).toBe(true);
    if (!o.ok) return;
    expect(o.session.actions).toEqual(mid().actions);
    lib.track(o.session, o.ref);
    const next = o.session.legal(o.session.activeSeats()[0] ?? 0)[0] as Action;
    expect(o.session.send(next)).toBeNull();
    await lib.flush();
    expect((JSON.parse(journal.text ?? '{}') as SaveV3).actions).toHaveLength(mid().actions.length + 1);
    lib.untrack();
    kv.quota = Infinity;
    expect(await lib.latestUnfinished()).toBe('v2-game');
    const back = await lib.open('v2-game');
    expect(back.ok && back.session.actions).toHaveLength(mid().actions.length + 1);
  });
});

describe('timestamps, byte-order marks and size', () => {
  it('imports a file with out-of-range timestamps and exports it again', async () => {
    const { kv, lib } = setup();
    const r = await lib.importText(JSON.stringify({ ...mid(), updatedAt: 1e20, createdAt: -5 }));
    expect(r.ok).toBe(true);
    await kv.setItem('game:bad-time', JSON.stringify({ ...done(), id: 'bad-time', updatedAt: 9e15 }));
    for (const id of ['v2-game', 'bad-time']) {
      const file = await lib.exportFile(id);
      expect(file.ok, id).toBe(true);
      if (file.ok) expect(file.name).toMatch(/^carson-city-\d{4}-\d\d-\d\d-/);
    }
  });

  it('imports a file that starts with a UTF-8 byte-order mark', async () => {
    const { lib } = setup();
    const r = await lib.importText(`\ufeff${fixture('v2-midgame.json')}`);
    expect(r).toMatchObject({ ok: true, id: 'v2-game' });
  });

  it('refuses a file over 5 MB, counted in UTF-8 bytes, with its message', async () => {
    const { lib } = setup();
    expect(MAX_IMPORT_BYTES).toBe(5 * 1024 * 1024);
    const euros = '€'.repeat(Math.ceil(MAX_IMPORT_BYTES / 3) + 1);
    expect(await lib.importText(euros)).toEqual({
      ok: false,
      problem: 'too-large',
      message: importProblemText('too-large'),
    });
    expect(importProblemText('too-large')).toMatch(/5 MB/);
  });
});

describe('a log valid up to a move', () => {
  const damaged = (): SaveV3 => {
    const s = done();
    const actions = s.actions.slice();
    actions[30] = { type: 'pass', seat: 99 } as unknown as Action;
    return { ...s, actions };
  };

  it('offers the valid beginning on import and imports it as a new game on request', async () => {
    const { store, lib } = setup();
    const text = JSON.stringify(damaged());
    const r = await lib.importText(text);
    expect(r).toEqual({
      ok: false,
      problem: 'rejected-log',
      message: damagedAfterText(30, 36),
      prefix: { moves: 30, of: 36 },
    });
    expect(r.ok === false && r.message).toBe('This save is damaged after move 30 of 36; open it at move 30?');
    const again = await lib.importText(text, true);
    expect(again).toMatchObject({ ok: true, id: 'id1', finished: false });
    const back = await store.read('id1');
    expect(back.ok && back.save.actions).toEqual(done().actions.slice(0, 30));
  });

  it('opens a stored damaged save at its last valid move as a copy, leaving the record untouched', async () => {
    const { kv, lib } = setup();
    const text = JSON.stringify(damaged());
    await kv.setItem('game:v2-done', text);
    const row = (await lib.list())[0] as SaveSummary;
    expect(row).toMatchObject({ id: 'v2-done', problem: 'rejected-log', prefix: { moves: 30, of: 36 } });
    expect(saveRow(row).main).toEqual({ action: 'open-prefix', label: 'Open at move 30' });
    const o = await lib.openPrefix('v2-done');
    expect(o.ok).toBe(true);
    if (!o.ok) return;
    expect(o.ref.id).toBe('id1');
    expect(o.session.actions).toEqual(done().actions.slice(0, 30));
    expect(await kv.getItem('game:v2-done')).toBe(text);
    expect((await lib.list()).map((s) => s.id).sort()).toEqual(['id1', 'v2-done']);
  });
});

describe('seeds outside the engine’s range', () => {
  it('refuses a save whose seed is not a whole number from 0 to 2^32-1, as the command-line tools do', async () => {
    const { lib } = setup();
    for (const seed of [1e308, -1, 1.5, 2 ** 32]) {
      const r = loadSave(JSON.stringify({ ...mid(), seed }));
      expect(r, String(seed)).toMatchObject({ ok: false, problem: 'missing-fields', detail: 'seed' });
      expect(await lib.importText(JSON.stringify({ ...mid(), id: 'x', seed }))).toMatchObject({ ok: false });
    }
    for (const seed of [0, 2 ** 32 - 1]) {
      const r = loadSave(JSON.stringify({ ...mid(), seed, actions: [] }));
      expect(r.ok, String(seed)).toBe(true);
    }
  });
});
