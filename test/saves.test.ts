import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadSave, SCHEMA_VERSION } from '../src/app/saveFormat';
import { MemoryKeyValue, newSave, SaveStore } from '../src/app/saveStore';
import { replay } from '../src/cards/engine';

const fixture = (name: string): string =>
  readFileSync(new URL(`./fixtures/saves/${name}`, import.meta.url), 'utf8');

describe('save format', () => {
  it('loads the current schema and replays it to the same state', () => {
    const r = loadSave(fixture('v2-midgame.json'));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.save.schemaVersion).toBe(SCHEMA_VERSION);
    const again = replay(r.save.setup, r.save.seed, r.save.actions);
    expect(again.ok && again.state).toEqual(r.state);
  });

  it('migrates schema 1 (log instead of actions) to the same game', () => {
    const v1 = loadSave(fixture('v1-midgame.json'));
    const v2 = loadSave(fixture('v2-midgame.json'));
    expect(v1.ok && v2.ok).toBe(true);
    if (!v1.ok || !v2.ok) return;
    expect(v1.save.schemaVersion).toBe(3);
    expect(v1.save.actions).toEqual(v2.save.actions);
    expect(v1.state).toEqual(v2.state);
  });

  it('loads a finished game', () => {
    const r = loadSave(fixture('v2-finished.json'));
    expect(r.ok && r.state.phase).toBe('over');
  });

  it.each([
    ['truncated.json', 'truncated'],
    ['future-version.json', 'future-version'],
    ['missing-fields.json', 'missing-fields'],
    ['rejected-log.json', 'rejected-log'],
  ])('reports %s as %s', (file, problem) => {
    const r = loadSave(fixture(file));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem).toBe(problem);
  });

  it('reports an unknown old version', () => {
    const r = loadSave(JSON.stringify({ ...JSON.parse(fixture('v2-midgame.json')), schemaVersion: 0 }));
    expect(r.ok === false && r.problem).toBe('unknown-version');
  });
});

describe('save store', () => {
  it('keeps good saves readable next to damaged ones', async () => {
    const kv = new MemoryKeyValue();
    const store = new SaveStore(kv);
    const good = JSON.parse(fixture('v2-midgame.json'));
    expect(await store.write(good)).toBeNull();
    await kv.setItem('game:broken', fixture('truncated.json'));
    await kv.setItem('game:future', fixture('future-version.json'));
    const list = await store.list();
    expect(list.map((s) => [s.id, s.problem ?? 'ok']).sort()).toEqual([
      ['broken', 'truncated'],
      ['future', 'future-version'],
      ['v2-game', 'ok'],
    ]);
    expect(list.find((s) => s.problem)?.message).toMatch(/./);
    expect(await store.latest()).toBe('v2-game');
    expect((await store.read('v2-game')).ok).toBe(true);
  });

  it('reports a full disk as quota and keeps the earlier save', async () => {
    const kv = new MemoryKeyValue();
    const store = new SaveStore(kv);
    const save = JSON.parse(fixture('v2-midgame.json'));
    expect(await store.write(save)).toBeNull();
    kv.quota = 10;
    const bigger = { ...save, id: 'other', actions: [...save.actions] };
    expect(await store.write(bigger)).toBe('quota');
    expect((await store.read('v2-game')).ok).toBe(true);
  });

  it('creates, deletes and keeps settings apart from games', async () => {
    const store = new SaveStore(new MemoryKeyValue());
    const s = newSave('a', 1, JSON.parse(fixture('v2-midgame.json')).setup, 7);
    await store.write(s);
    await store.writeSettings({ volume: 0.5 });
    expect((await store.list()).length).toBe(1);
    await store.remove('a');
    expect(await store.list()).toEqual([]);
    expect(await store.latest()).toBeNull();
    expect(await store.readSettings()).toEqual({ volume: 0.5 });
  });
});
