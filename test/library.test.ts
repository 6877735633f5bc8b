import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Library, MAX_IMPORT_BYTES } from '../src/app/library';
import type { Journal } from '../src/app/library';
import { loadSave, saveProblemText } from '../src/app/saveFormat';
import type { SaveV3 } from '../src/app/saveFormat';
import { MemoryKeyValue, SaveStore } from '../src/app/saveStore';
import { GameSession } from '../src/app/session';
import { replay } from '../src/cards/engine';
import type { Action, GameState } from '../src/cards/engine';

const fixture = (name: string): string =>
  readFileSync(new URL(`./fixtures/saves/${name}`, import.meta.url), 'utf8');
/** A fixture as the current schema, through the save loader. */
function current(name: string): SaveV3 {
  const r = loadSave(fixture(name));
  if (!r.ok) throw new Error(`fixture ${name}: ${r.problem}`);
  return r.save;
}
const mid = (): SaveV3 => current('v2-midgame.json');
const done = (): SaveV3 => current('v2-finished.json');

class MemoryJournal implements Journal {
  text: string | null = null;
  writes = 0;
  read(): string | null {
    return this.text;
  }
  write(text: string): void {
    this.text = text;
    this.writes++;
  }
  clear(): void {
    this.text = null;
  }
}

function setup(): {
  kv: MemoryKeyValue;
  store: SaveStore;
  journal: MemoryJournal;
  lib: Library;
  problems: (string | null)[];
} {
  const kv = new MemoryKeyValue();
  const store = new SaveStore(kv);
  const journal = new MemoryJournal();
  let n = 0;
  let t = 1000;
  const problems: (string | null)[] = [];
  const lib = new Library({
    store,
    journal,
    now: () => (t += 10),
    newId: () => `id${++n}`,
    bots: null,
    onProblem: (p) => problems.push(p),
  });
  return { kv, store, journal, lib, problems };
}

/** A new session of a save's game, asserted to start. */
function sessionOf(save: SaveV3): GameSession {
  const r = GameSession.create(save.setup, save.seed, null);
  if (!r.ok) throw new Error(`session refused: ${r.error}`);
  return r.session;
}

/** A session fed the first `k` actions of a save, one by one through send(). */
function playInto(save: SaveV3, k: number): GameSession {
  const s = sessionOf(save);
  for (const a of save.actions.slice(0, k)) expect(s.send(a)).toBeNull();
  return s;
}

describe('library: autosave and journal', () => {
  it('saves a new game after every action, mirroring each record to the journal at once', async () => {
    const { store, journal, lib } = setup();
    const src = mid();
    const s = sessionOf(src);
    const ref = lib.track(s, null);
    expect(ref.id).toBe('id1');
    for (const a of src.actions.slice(0, 5)) {
      s.send(a);
      expect(loadSave(journal.text ?? '').ok && JSON.parse(journal.text ?? '{}').actions.length).toBe(
        s.actions.length,
      );
    }
    await lib.flush();
    const r = await store.read('id1');
    expect(r.ok && r.save.actions).toEqual(src.actions.slice(0, 5));
    expect(await store.latest()).toBe('id1');
  });

  it('keeps writing into the record a game was resumed from', async () => {
    const { store, lib } = setup();
    await store.write(mid());
    const o = await lib.open('v2-game');
    expect(o.ok).toBe(true);
    if (!o.ok) return;
    const again = replay(mid().setup, mid().seed, mid().actions);
    expect(again.ok && again.state).toEqual(o.session.state);
    lib.track(o.session, o.ref);
    const next = o.session.legal(o.session.activeSeats()[0] ?? 0)[0] as Action;
    expect(o.session.send(next)).toBeNull();
    await lib.flush();
    const r = await store.read('v2-game');
    expect(r.ok && r.save.actions.length).toBe(mid().actions.length + 1);
    expect(r.ok && r.save.createdAt).toBe(mid().createdAt);
    expect((await store.list()).length).toBe(1);
  });

  it('resumes from the state the loader built, replaying the save once', async () => {
    const { store, lib } = setup();
    await store.write(mid());
    const read = store.read.bind(store);
    const loaded: GameState[] = [];
    store.read = async (id) => {
      const r = await read(id);
      if (r.ok) loaded.push(r.state);
      return r;
    };
    const o = await lib.open('v2-game');
    expect(o.ok && loaded.length).toBe(1);
    expect(o.ok && o.session.state).toBe(loaded[0]);
    expect(o.ok && o.session.actions).toEqual(mid().actions);
  });

  it('recovers a journal that is ahead of its stored record, and ignores one that is behind', async () => {
    const { store, journal, lib } = setup();
    const full = mid();
    await store.write({ ...full, actions: full.actions.slice(0, 3) });
    journal.text = JSON.stringify(full);
    await lib.recover();
    let r = await store.read(full.id);
    expect(r.ok && r.save.actions.length).toBe(full.actions.length);
    journal.text = JSON.stringify({ ...full, actions: full.actions.slice(0, 2) });
    await lib.recover();
    r = await store.read(full.id);
    expect(r.ok && r.save.actions.length).toBe(full.actions.length);
  });

  it('recovers a journal whose first write never reached the store', async () => {
    const { store, journal, lib } = setup();
    journal.text = JSON.stringify({ ...mid(), id: 'fresh' });
    await lib.recover();
    expect((await store.read('fresh')).ok).toBe(true);
  });

  it('keeps a journal it cannot read (a newer version, or damaged): stored as a listed record, never deleted', async () => {
    const { kv, store, journal, lib } = setup();
    const newer = JSON.stringify({ ...mid(), id: 'newer', schemaVersion: 4, extra: { kept: true } });
    journal.text = newer;
    await lib.recover();
    expect(await kv.getItem('game:newer')).toBe(newer);
    expect(await store.summary('newer')).toMatchObject({ problem: 'future-version' });
    // Once the store holds it, the journal is free for the next game.
    expect(journal.text).toBeNull();
    journal.text = fixture('truncated.json');
    await lib.recover();
    const rows = await store.list();
    expect(rows.map((r) => r.problem).sort()).toEqual(['future-version', 'truncated']);
    expect(await kv.getItem(`game:${rows.find((r) => r.problem === 'truncated')?.id}`)).toBe(
      fixture('truncated.json'),
    );
  });

  it('keeps a journal it cannot read in place while the store refuses it, and does not write over it', async () => {
    const { kv, journal, lib } = setup();
    const newer = JSON.stringify({ ...mid(), id: 'newer', schemaVersion: 4 });
    journal.text = newer;
    kv.quota = 0;
    await lib.recover();
    expect(journal.text).toBe(newer);
    kv.quota = Infinity;
    const s = playInto(mid(), 1);
    lib.track(s, null);
    s.send(mid().actions[1] as Action);
    await lib.flush();
    expect(journal.text).toBe(newer);
    // The next boot moves it into the store.
    lib.untrack();
    await lib.recover();
    expect(await kv.getItem('game:newer')).toBe(newer);
  });

  it('reports a full store and recovers once writing works again', async () => {
    const { kv, lib, problems } = setup();
    const src = mid();
    const s = playInto(src, 2);
    lib.track(s, null);
    await lib.flush();
    kv.quota = 10;
    s.send(src.actions[2] as Action);
    await lib.flush();
    kv.quota = Infinity;
    s.send(src.actions[3] as Action);
    await lib.flush();
    expect(problems).toEqual([null, 'quota', null]);
  });
});

describe('library: a store that refuses, then accepts', () => {
  /** A journal like localStorage: it throws while `full`. */
  class FullJournal extends MemoryJournal {
    full = false;
    override write(text: string): void {
      if (this.full) throw new Error('QuotaExceededError');
      super.write(text);
    }
  }

  it('writes the moves played while storage was full once the page is hidden and space is back', async () => {
    const kv = new MemoryKeyValue();
    const store = new SaveStore(kv);
    const journal = new FullJournal();
    const hidden: (() => void)[] = [];
    const problems: (string | null)[] = [];
    const lib = new Library({
      store,
      journal,
      now: () => 5,
      newId: () => 'g',
      bots: null,
      onProblem: (p) => problems.push(p),
      onPageHidden: (fn) => hidden.push(fn),
    });
    const src = mid();
    const s = playInto(src, 2);
    lib.track(s, null);
    await lib.flush();
    kv.quota = 10;
    journal.full = true;
    for (const a of src.actions.slice(2, 6)) expect(s.send(a)).toBeNull();
    await lib.flush();
    expect(problems.at(-1)).toBe('quota');
    // Hidden while still full: nothing is lost, nothing is written.
    for (const fn of hidden) fn();
    await lib.flush();
    let r = await store.read('g');
    expect(r.ok && r.save.actions.length).toBe(2);
    // Space comes back; the page is hidden (a reload or a switch away) before another move is played.
    kv.quota = Infinity;
    journal.full = false;
    expect(hidden.length).toBeGreaterThan(0);
    for (const fn of hidden) fn();
    await lib.flush();
    r = await store.read('g');
    expect(r.ok && r.save.actions).toEqual(src.actions.slice(0, 6));
    expect((JSON.parse(journal.text ?? '{}') as SaveV3).actions).toHaveLength(6);
    expect(problems.at(-1)).toBeNull();
    // Nothing left to write: hiding again writes nothing.
    const writes = journal.writes;
    for (const fn of hidden) fn();
    await lib.flush();
    expect(journal.writes).toBe(writes);
  });

  it('writes every earlier move with the first move after space returns', async () => {
    const { kv, store, lib } = setup();
    const src = mid();
    const s = playInto(src, 1);
    const ref = lib.track(s, null);
    kv.quota = 10;
    for (const a of src.actions.slice(1, 4)) s.send(a);
    await lib.flush();
    kv.quota = Infinity;
    s.send(src.actions[4] as Action);
    await lib.flush();
    const r = await store.read(ref.id);
    expect(r.ok && r.save.actions).toEqual(src.actions.slice(0, 5));
  });
});

describe('library: continue, delete, export and import', () => {
  it('continues the newest unfinished game, never a finished one', async () => {
    const { store, lib } = setup();
    expect(await lib.latestUnfinished()).toBeNull();
    await store.write({ ...mid(), updatedAt: 5 });
    await store.write({ ...done(), updatedAt: 9 });
    expect(await store.latest()).toBe('v2-done');
    expect(await lib.latestUnfinished()).toBe('v2-game');
    expect(await lib.latestUnfinished(true)).toBeNull();
  });

  it('deletes a save with its journal and stops saving it', async () => {
    const { store, journal, lib } = setup();
    const s = playInto(mid(), 1);
    const ref = lib.track(s, null);
    await lib.flush();
    await lib.remove(ref.id);
    expect(journal.text).toBeNull();
    expect(lib.currentId()).toBeNull();
    s.send(mid().actions[1] as Action);
    await lib.flush();
    expect(await store.list()).toEqual([]);
  });

  it('exports a file that imports as the identical game', async () => {
    const a = setup();
    await a.store.write(done());
    const file = await a.lib.exportFile('v2-done');
    expect(file.ok).toBe(true);
    if (!file.ok) return;
    expect(file.name).toMatch(/^carson-city-\d{4}-\d\d-\d\d-v2-done\.json$/);
    const parsed = JSON.parse(file.text) as SaveV3;
    expect(parsed.schemaVersion).toBe(3);
    expect(Object.keys(parsed)).toEqual(
      expect.arrayContaining(['setup', 'seed', 'actions', 'schemaVersion', 'fingerprint']),
    );

    const b = setup();
    const r = await b.lib.importText(file.text);
    expect(r).toEqual({ ok: true, kind: 'cards', id: 'v2-done', finished: true, already: false });
    const back = await b.store.read('v2-done');
    const orig = loadSave(fixture('v2-finished.json'));
    expect(back.ok && orig.ok).toBe(true);
    if (!back.ok || !orig.ok) return;
    expect(back.save.setup).toEqual(orig.save.setup);
    expect(back.save.seed).toBe(orig.save.seed);
    expect(back.save.actions).toEqual(orig.save.actions);
    expect(back.state).toEqual(orig.state);
    expect(await b.store.latest()).toBeNull();
    expect(await b.lib.importText(file.text)).toEqual({
      ok: true,
      kind: 'cards',
      id: 'v2-done',
      finished: true,
      already: true,
    });
  });

  it('imports a different game that reuses an id under a new id', async () => {
    const { store, lib } = setup();
    await store.write(mid());
    const other = { ...mid(), actions: mid().actions.slice(0, 4) };
    const r = await lib.importText(JSON.stringify(other));
    expect(r.ok && r.id).toBe('id1');
    expect((await store.list()).length).toBe(2);
  });

  it.each([
    ['truncated.json', 'truncated'],
    ['future-version.json', 'future-version'],
    ['missing-fields.json', 'missing-fields'],
    ['rejected-log.json', 'rejected-log'],
  ] as const)('refuses to import %s with its message', async (file, problem) => {
    const { store, lib } = setup();
    await store.write(mid());
    const r = await lib.importText(fixture(file));
    expect(r).toMatchObject({ ok: false, problem });
    if (problem !== 'rejected-log')
      expect(r).toEqual({ ok: false, problem, message: saveProblemText(problem) });
    expect((await store.list()).map((s) => s.id)).toEqual(['v2-game']);
  });

  it('refuses a file far too large to be a save, and a full store', async () => {
    const { kv, lib } = setup();
    expect((await lib.importText('x'.repeat(MAX_IMPORT_BYTES + 1))).ok).toBe(false);
    kv.quota = 10;
    const r = await lib.importText(fixture('v2-midgame.json'));
    expect(r.ok === false && r.problem).toBe('quota');
  });

  it('migrates a schema 1 file on import', async () => {
    const { store, lib } = setup();
    const r = await lib.importText(fixture('v1-midgame.json'));
    expect(r.ok).toBe(true);
    const back = await store.read('v1-game');
    expect(back.ok && back.save.schemaVersion).toBe(3);
    expect(back.ok && back.save.updatedAt).toBeGreaterThan(0);
  });
});
