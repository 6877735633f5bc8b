import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Library } from '../src/app/library';
import { loadSave } from '../src/app/saveFormat';
import { MemoryKeyValue, SaveStore } from '../src/app/saveStore';
import { CARD_DATA_FINGERPRINT } from '../src/cards/engine';
import type { Action, CharacterName, GameSetup } from '../src/cards/engine';
import {
  EVERY_ABILITY,
  abilitiesUsed,
  runGolden,
  skullsOnlyPossible,
  stateDigest,
  totalsOf,
} from './goldenChecks';
import { charId } from './helpers';

const fixture = (name: string): string =>
  readFileSync(new URL(`./fixtures/saves/${name}`, import.meta.url), 'utf8');

/** A golden file replayed without the save loader. */
function replayed(file: string): ReturnType<typeof runGolden> {
  const raw = JSON.parse(fixture(file)) as { setup: GameSetup; seed: number; actions: Action[] };
  return runGolden(raw.setup, raw.seed, raw.actions);
}

// Recorded on 2026-11-23 (test/recordGoldens.ts). These saves must keep loading, to these very games, forever:
// a change that breaks them breaks every player's saved games.
const GOLDEN = [
  {
    file: 'golden-4-seats.json',
    id: 'golden-4',
    seats: 4,
    actions: 132,
    digest: '82ad4e78366ee224',
    totals: [155, 89, 117, 125],
  },
  {
    file: 'golden-6-seats.json',
    id: 'golden-6',
    seats: 6,
    actions: 161,
    digest: 'ddbdebb3146f75d5',
    totals: [55, 46, 34, 112, 41, 134],
  },
] as const;

describe.each(GOLDEN)('golden save $file', (g) => {
  it('loads through the save loader to the same finished game', () => {
    const r = loadSave(fixture(g.file));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.save.setup.seats).toHaveLength(g.seats);
    expect(r.save.actions).toHaveLength(g.actions);
    expect(r.save.fingerprint).toBe(CARD_DATA_FINGERPRINT);
    expect(r.state.phase).toBe('over');
    expect(stateDigest(r.state)).toBe(g.digest);
    expect(totalsOf(r.state)).toEqual(g.totals);
    expect(r.save.totals).toEqual(g.totals);
  });

  it('replays action by action to the same digest and scores', () => {
    const run = replayed(g.file);
    expect(stateDigest(run.state)).toBe(g.digest);
    expect(totalsOf(run.state)).toEqual(g.totals);
    const over = run.events.filter((e) => e.type === 'gameOver');
    expect(over.length === 1 && over[0]?.type === 'gameOver' && over[0].totals).toEqual(g.totals);
  });

  it('never reaches the all-skulls case of the reveal, so it stands under either reading of it', () => {
    expect(replayed(g.file).skullRisk).toEqual([]);
  });

  it('imports, lists and opens as a finished game', async () => {
    const store = new SaveStore(new MemoryKeyValue());
    const lib = new Library({ store, journal: null, now: () => 1, newId: () => 'new', bots: null });
    expect(await lib.importText(fixture(g.file))).toEqual({
      ok: true,
      kind: 'cards',
      id: g.id,
      finished: true,
      already: false,
    });
    const [row] = await lib.list();
    expect(row).toMatchObject({ id: g.id, finished: true, totals: g.totals });
    expect(row?.problem).toBeUndefined();
    const o = await lib.open(g.id);
    expect(o.ok && stateDigest(o.session.state)).toBe(g.digest);
  });
});

describe('the 6-seat golden save', () => {
  it('uses every ability at least once', () => {
    const used = abilitiesUsed(replayed('golden-6-seats.json').events);
    for (const k of EVERY_ABILITY) expect(used[k] ?? 0, k).toBeGreaterThan(0);
  });
});

describe('the all-skulls watch of the golden games', () => {
  it('flags a pile with fewer than two cards without a skull, and only that', () => {
    const ids = (...names: CharacterName[]) => names.map(charId);
    expect(skullsOnlyPossible(ids('Governor', 'Gunsmith', 'Mercenary', 'Undertaker'))).toBe(true);
    expect(skullsOnlyPossible(ids('Gunsmith', 'Mercenary'))).toBe(true);
    expect(skullsOnlyPossible(ids('Governor', 'Gunsmith', 'Lawyer', 'Undertaker'))).toBe(false);
  });
});
