import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Library } from '../src/app/library';
import {
  CARD_DATA_MIGRATIONS,
  loadSave,
  migrateCards,
  saveProblemText,
  SCHEMA_VERSION,
  V2_CARD_FINGERPRINT,
} from '../src/app/saveFormat';
import type { CardDataMigration } from '../src/app/saveFormat';
import { MemoryKeyValue, newSave, SaveStore } from '../src/app/saveStore';
import {
  CARD_DATA_FINGERPRINT,
  CARD_TABLES,
  cardFingerprint,
  fnv1a64,
  remapActionCards,
  replay,
} from '../src/cards/engine';
import type { Action, CardTables } from '../src/cards/engine';

const fixture = (name: string): string =>
  readFileSync(new URL(`./fixtures/saves/${name}`, import.meta.url), 'utf8');

/** The tables as plain JSON data that a test may edit. */
interface Editable {
  terrain: { era: number; parcels: string[]; appeal: number }[];
  characters: { name: string; type: string; appeal: number; back: string[]; skull: boolean }[];
  bidBonus: Record<string, number>;
  auctionValues: number[];
  handValues: number[];
  pileValues: Record<string, number[]>;
}

/** The fingerprint of a deep copy of the tables with one change made to it. */
function changed(edit: (t: Editable) => void): string {
  const t = JSON.parse(JSON.stringify(CARD_TABLES)) as Editable;
  edit(t);
  return cardFingerprint(t as unknown as CardTables);
}

describe('card data fingerprint', () => {
  it('is 64-bit FNV-1a (published test vectors)', () => {
    expect(fnv1a64('')).toBe('cbf29ce484222325');
    expect(fnv1a64('a')).toBe('af63dc4c8601ec8c');
    expect(fnv1a64('foobar')).toBe('85944171f73967e8');
  });

  it('depends on the data only, not on object identity or key order', () => {
    expect(changed(() => undefined)).toBe(CARD_DATA_FINGERPRINT);
    const reordered = {
      ...CARD_TABLES,
      bidBonus: Object.fromEntries(Object.entries(CARD_TABLES.bidBonus).reverse()),
    };
    expect(cardFingerprint(reordered)).toBe(CARD_DATA_FINGERPRINT);
  });

  const at = <T>(list: T[], i: number): T => list[i] as T;
  it.each<[string, (t: Editable) => void]>([
    ['a terrain parcel', (t) => (at(t.terrain, 5).parcels[0] = 'T')],
    ['a terrain appeal', (t) => (at(t.terrain, 90).appeal += 1)],
    ['the terrain order', (t) => t.terrain.splice(0, 2, at(t.terrain, 1), at(t.terrain, 0))],
    ['one terrain card more', (t) => t.terrain.push(at(t.terrain, 0))],
    ['a character back', (t) => at(t.characters, 3).back.reverse()],
    ['a skull', (t) => (at(t.characters, 0).skull = true)],
    ['a character appeal', (t) => (at(t.characters, 20).appeal = 1)],
    ['the character order', (t) => t.characters.reverse()],
    ['a bid bonus', (t) => (t.bidBonus.doctor = 3)],
    ['the auction values', (t) => t.auctionValues.pop()],
    ['a hand', (t) => t.handValues.pop()],
    ['a virtual pile', (t) => ((t.pileValues.expert as number[])[0] = 2)],
  ])('changes with %s', (_, edit) => {
    expect(changed(edit)).not.toBe(CARD_DATA_FINGERPRINT);
  });
});

describe('saves and card data', () => {
  it('stamps new saves with the current fingerprint', () => {
    const s = newSave('a', 1, JSON.parse(fixture('v2-midgame.json')).setup, 7);
    expect([s.schemaVersion, s.fingerprint]).toEqual([3, CARD_DATA_FINGERPRINT]);
  });

  it('takes a schema 2 save as played with the data of the day schema 3 came', () => {
    const raw = JSON.parse(fixture('v2-finished.json')) as Record<string, unknown>;
    expect(raw.fingerprint).toBeUndefined();
    const r = loadSave(fixture('v2-finished.json'));
    expect(r.ok && [r.save.schemaVersion, r.save.fingerprint]).toEqual([
      SCHEMA_VERSION,
      CARD_DATA_FINGERPRINT,
    ]);
    expect(V2_CARD_FINGERPRINT).toBe('cards-6f38f8385d5a203a');
  });

  it('knows a way from every recorded fingerprint to the current data', () => {
    // When the card data changes, add a CARD_DATA_MIGRATIONS entry from the old fingerprint.
    for (const fp of [V2_CARD_FINGERPRINT, ...CARD_DATA_MIGRATIONS.map((m) => m.from)])
      expect(migrateCards([], fp), fp).not.toBeNull();
  });

  it('refuses a save played with other card data, with a typed problem', () => {
    const r = loadSave(fixture('card-data-changed.json'));
    expect(r.ok === false && [r.problem, r.detail]).toEqual(['card-data-changed', 'cards-0123456789abcdef']);
  });

  it('refuses a schema 3 save without a fingerprint as missing fields', () => {
    const raw = JSON.parse(fixture('card-data-changed.json')) as Record<string, unknown>;
    delete raw.fingerprint;
    const r = loadSave(JSON.stringify(raw));
    expect(r.ok === false && r.problem).toBe('missing-fields');
  });

  it('migrates a save through a known mapping of card ids to the same game', () => {
    // An old table with one extra card in front of everything: every id was one higher.
    const old: CardDataMigration = { from: 'cards-old', to: CARD_DATA_FINGERPRINT, mapCard: (id) => id - 1 };
    const orig = JSON.parse(fixture('v2-finished.json')) as { actions: Action[] };
    const shifted = remapActionCards(orig.actions, (id) => id + 1);
    const text = JSON.stringify({ ...orig, schemaVersion: 3, fingerprint: 'cards-old', actions: shifted });
    expect(loadSave(text).ok).toBe(false);
    const r = loadSave(text, [old]);
    const want = replay(
      (orig as unknown as { setup: never }).setup,
      (orig as unknown as { seed: number }).seed,
      orig.actions,
    );
    expect(r.ok && r.save.actions).toEqual(orig.actions);
    expect(r.ok && r.save.fingerprint).toBe(CARD_DATA_FINGERPRINT);
    expect(r.ok && want.ok && r.state).toEqual(want.ok && want.state);
  });

  it('leaves malformed actions to the replay, which rejects them, while mapping', () => {
    const old: CardDataMigration = { from: 'cards-old', to: CARD_DATA_FINGERPRINT, mapCard: (id) => id };
    const orig = JSON.parse(fixture('v2-finished.json')) as Record<string, unknown>;
    const text = JSON.stringify({ ...orig, schemaVersion: 3, fingerprint: 'cards-old', actions: [null, 7] });
    const r = loadSave(text, [old]);
    expect(r.ok === false && r.problem).toBe('rejected-log');
  });

  it('refuses a mapping that drops a card the save used, and a loop of mappings', () => {
    const actions = (JSON.parse(fixture('v2-finished.json')) as { actions: Action[] }).actions;
    const drop: CardDataMigration = { from: 'x', to: CARD_DATA_FINGERPRINT, mapCard: () => null };
    expect(migrateCards(actions, 'x', [drop])).toBeNull();
    const loop: CardDataMigration[] = [
      { from: 'x', to: 'y', mapCard: (id) => id },
      { from: 'y', to: 'x', mapCard: (id) => id },
    ];
    expect(migrateCards(actions, 'x', loop)).toBeNull();
  });

  it('lists it as damaged with its message, next to good saves', async () => {
    const kv = new MemoryKeyValue();
    await kv.setItem('game:v2-game', fixture('v2-midgame.json'));
    await kv.setItem('game:cards-changed', fixture('card-data-changed.json'));
    const list = await new SaveStore(kv).list();
    expect(list.map((s) => [s.id, s.problem ?? 'ok', s.message]).sort()).toEqual([
      ['cards-changed', 'card-data-changed', saveProblemText('card-data-changed')],
      ['v2-game', 'ok', undefined],
    ]);
  });

  it('refuses to import it through the same loader', async () => {
    const store = new SaveStore(new MemoryKeyValue());
    const lib = new Library({ store, journal: null, now: () => 5, newId: () => 'n', bots: null });
    expect(await lib.importText(fixture('card-data-changed.json'))).toEqual({
      ok: false,
      problem: 'card-data-changed',
      message: saveProblemText('card-data-changed'),
    });
    expect(await store.list()).toEqual([]);
  });
});
