/** The saved-games list replays a save only when its record changed: verified rows are cached in the store by hash. */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSave } from '../src/app/saveFormat';
import type { LoadResult } from '../src/app/saveFormat';
import { MemoryKeyValue, SaveStore } from '../src/app/saveStore';
import { SUMMARY_CACHE_KEY } from '../src/app/summaryCache';
import { loadLanguage, setLanguage } from '../src/i18n';

beforeAll(async () => {
  await loadLanguage('en');
});

const fixture = (name: string): string =>
  readFileSync(new URL(`./fixtures/saves/${name}`, import.meta.url), 'utf8');

/** The save loader with a count of the saves it replayed. */
function counting(): { load: (text: string) => LoadResult; replays: () => number } {
  let n = 0;
  return {
    load: (text) => {
      n++;
      return loadSave(text);
    },
    replays: () => n,
  };
}

/** A store holding copies of the golden games under ids s0…, a game in progress and a damaged record. */
async function filled(copies: number): Promise<MemoryKeyValue> {
  const kv = new MemoryKeyValue();
  const golden = JSON.parse(fixture('golden-4-seats.json')) as Record<string, unknown>;
  for (let i = 0; i < copies; i++)
    await kv.setItem(`game:s${i}`, JSON.stringify({ ...golden, id: `s${i}`, updatedAt: 1000 + i }));
  await kv.setItem('game:mid', fixture('v2-midgame.json'));
  await kv.setItem('game:bad', fixture('rejected-log.json'));
  return kv;
}

describe('the saved-games list', () => {
  it('replays no unchanged save on the second listing, even from a new store over the same records', async () => {
    const kv = await filled(20);
    const first = counting();
    const cold = await new SaveStore(kv, first.load).list();
    expect(first.replays()).toBe(22);
    expect(cold).toHaveLength(22);
    expect(cold.filter((r) => r.problem)).toHaveLength(1);
    // The reload: a new store (as after a page reload) over the same records.
    const second = counting();
    const warm = await new SaveStore(kv, second.load).list();
    expect(second.replays()).toBe(0);
    expect(warm).toEqual(cold);
  });

  it('verifies a changed save again, and only that one', async () => {
    const kv = await filled(5);
    const c = counting();
    const store = new SaveStore(kv, c.load);
    await store.list();
    const before = c.replays();
    const r = await store.read('s2');
    if (!r.ok) throw new Error(r.problem);
    // One move less: the list must show the game as it is now, not as it was cached.
    const shorter = { ...r.save, actions: r.save.actions.slice(0, 40), finished: false, updatedAt: 5000 };
    delete shorter.totals;
    delete shorter.winners;
    expect(await store.write(shorter)).toBeNull();
    const at = c.replays();
    expect(at).toBe(before + 1);
    const rows = await store.list();
    expect(c.replays()).toBe(at + 1);
    const row = rows.find((x) => x.id === 's2');
    expect(row).toMatchObject({ actions: 40, finished: false, updatedAt: 5000 });
    expect(row?.totals).toBeUndefined();
    // A record made unreadable is seen as damaged, not as its old cached row.
    await kv.setItem('game:s3', '{"schemaVersion":3,');
    const after = await store.list();
    expect(c.replays()).toBe(at + 2);
    expect(after.find((x) => x.id === 's3')?.problem).toBe('truncated');
  });

  it('forgets removed saves and checks rows it cannot trust', async () => {
    const kv = await filled(3);
    const store = new SaveStore(kv, counting().load);
    await store.list();
    await store.remove('s1');
    await store.list();
    const cache = (await kv.getItem<{ rows: Record<string, { hash: string; row: object }> }>(
      SUMMARY_CACHE_KEY,
    )) as { rows: Record<string, { hash: string; row: Record<string, unknown> }> };
    expect(Object.keys(cache.rows).sort()).toEqual(['bad', 'mid', 's0', 's2']);
    // A cached row with a made-up problem or a wrong total is not shown: the save is replayed.
    const s0 = cache.rows.s0 as { hash: string; row: Record<string, unknown> };
    await kv.setItem(SUMMARY_CACHE_KEY, {
      ...cache,
      rows: { ...cache.rows, s0: { ...s0, row: { ...s0.row, problem: 'no-such-problem' } } },
    });
    const c = counting();
    const rows = await new SaveStore(kv, c.load).list();
    expect(c.replays()).toBe(1);
    expect(rows.find((r) => r.id === 's0')?.problem).toBeUndefined();
    await kv.setItem(SUMMARY_CACHE_KEY, 'garbage');
    const d = counting();
    await new SaveStore(kv, d.load).list();
    expect(d.replays()).toBe(4);
  });

  it('words a cached damaged row in the language of the moment', async () => {
    const kv = await filled(1);
    const en = (await new SaveStore(kv).list()).find((r) => r.problem);
    await setLanguage('de');
    try {
      const c = counting();
      const de = (await new SaveStore(kv, c.load).list()).find((r) => r.problem);
      expect(c.replays()).toBe(0);
      expect(de?.message).toBeTruthy();
      expect(de?.message).not.toBe(en?.message);
    } finally {
      await setLanguage('en');
    }
  });
});
