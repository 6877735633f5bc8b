/**
 * Times the saved-games list over 1,000 finished saves (copies of the golden games under their own ids) in Node, on
 * the in-memory store: cold (no cached rows, every save replayed), then warm (a new store over the same records, as
 * after a reload), then with one save changed. Prints JSON with wall-clock and CPU ms, the replays, and the load
 * average. Run: `nice -n 10 npx tsx scripts/savesListTiming.ts [count]`.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { loadSave } from '../src/app/saveFormat';
import type { LoadResult } from '../src/app/saveFormat';
import { MemoryKeyValue, SaveStore } from '../src/app/saveStore';
import { loadLanguage } from '../src/i18n';

const COUNT = Number(process.argv[2] ?? 1000);
const FILES = ['golden-4-seats.json', 'golden-6-seats.json'];

let replays = 0;
const load = (text: string): LoadResult => {
  replays++;
  return loadSave(text);
};

/** Lists every save with a new store over `kv`; the wall and CPU time taken and the saves replayed. */
async function timed(
  kv: MemoryKeyValue,
): Promise<{ ms: number; cpuMs: number; replays: number; rows: number }> {
  replays = 0;
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  const rows = await new SaveStore(kv, load).list();
  const ms = performance.now() - t0;
  const used = process.cpuUsage(cpu);
  return {
    ms: Math.round(ms),
    cpuMs: Math.round((used.user + used.system) / 1000),
    replays,
    rows: rows.length,
  };
}

async function main(): Promise<void> {
  await loadLanguage('en');
  const games = FILES.map(
    (f) =>
      JSON.parse(readFileSync(new URL(`../test/fixtures/saves/${f}`, import.meta.url), 'utf8')) as object,
  );
  const kv = new MemoryKeyValue();
  for (let i = 0; i < COUNT; i++) {
    const game = games[i % games.length] as object;
    await kv.setItem(`game:s${i}`, JSON.stringify({ ...game, id: `s${i}`, updatedAt: 1000 + i }));
  }
  const cold = await timed(kv);
  const warm = await timed(kv);
  const changed = JSON.parse((await kv.getItem<string>('game:s7')) ?? '{}') as { updatedAt: number };
  await kv.setItem('game:s7', JSON.stringify({ ...changed, updatedAt: changed.updatedAt + 1 }));
  const oneChanged = await timed(kv);
  const [load1] = loadavg();
  console.log(JSON.stringify({ saves: COUNT, cold, warm, oneChanged, loadAvg1: load1 }, null, 1));
}

void main();
