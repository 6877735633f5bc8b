/**
 * The saved-games list replays a board record only when the record changed: each verified row is kept in the store
 * under the record's id and a hash of the record, as the card game's rows are (summaryCache.ts).
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BOARD_SAVE_PREFIX } from '../../../src/app/board/boardSave';
import { BoardShelf } from '../../../src/app/board/boardShelf';
import { MemoryKeyValue, SaveStore } from '../../../src/app/saveStore';
import { Library } from '../../../src/app/library';
import { loadLanguage } from '../../../src/i18n';
import { boardRecord, cardSave } from './boardRecords';

/** How many board records were read and replayed. */
const replays = vi.hoisted(() => ({ n: 0 }));

vi.mock('../../../src/app/board/boardSave', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/app/board/boardSave')>();
  return {
    ...real,
    readBoardSave: (raw: unknown) => {
      replays.n++;
      return real.readBoardSave(raw);
    },
  };
});

/** Records b0.. of games at different points, one damaged record and a card game. */
async function stored(): Promise<MemoryKeyValue> {
  const kv = new MemoryKeyValue();
  await kv.setItem(`${BOARD_SAVE_PREFIX}b0`, boardRecord('b0', { at: 2000 }));
  await kv.setItem(`${BOARD_SAVE_PREFIX}b1`, boardRecord('b1', { moves: 40, at: 2100 }));
  await kv.setItem(`${BOARD_SAVE_PREFIX}b2`, boardRecord('b2', { players: 4, seed: 5, moves: 90, at: 2200 }));
  await kv.setItem(`${BOARD_SAVE_PREFIX}bad`, { kind: 'board', v: 1, id: 'bad', actions: 'none' });
  await kv.setItem('game:card1', cardSave());
  return kv;
}

/** A shelf over `kv`, as after a page load. */
const shelf = (kv: MemoryKeyValue): BoardShelf => new BoardShelf({ kv, now: () => 9000, newId: () => 'x' });

/** Replays made while `fn` runs. */
async function counted<T>(fn: () => Promise<T>): Promise<{ value: T; replays: number }> {
  const at = replays.n;
  const value = await fn();
  return { value, replays: replays.n - at };
}

beforeAll(async () => {
  await loadLanguage('en');
});

describe('the board records in the saved-games list', () => {
  it('are replayed once; a second list, even on a new page, replays none and shows the same rows', async () => {
    const kv = await stored();
    const cold = await counted(() => shelf(kv).list());
    expect(cold.replays).toBe(4);
    expect(cold.value.map((r) => [r.id, r.actions > 0, r.problem ?? null])).toEqual([
      ['b2', true, null],
      ['b1', true, null],
      ['b0', true, null],
      ['bad', false, 'missing-fields'],
    ]);
    const warm = await counted(() => shelf(kv).list());
    expect(warm.replays).toBe(0);
    expect(warm.value).toEqual(cold.value);
  });

  it('replays a record again when it changed, and only that one', async () => {
    const kv = await stored();
    const s = shelf(kv);
    await s.list();
    // The game in b1 went on: more moves and a later time.
    await kv.setItem(`${BOARD_SAVE_PREFIX}b1`, boardRecord('b1', { moves: 55, at: 3000 }));
    const moved = await counted(() => s.list());
    expect(moved.replays).toBe(1);
    expect(moved.value.find((r) => r.id === 'b1')).toMatchObject({ actions: 55, updatedAt: 3000 });
    // Same move count, another record (an undo then a different move keeps the count): replayed too.
    const other = { ...boardRecord('b1', { moves: 55, at: 3000 }), seed: 999 };
    await kv.setItem(`${BOARD_SAVE_PREFIX}b1`, other);
    const redone = await counted(() => s.list());
    expect(redone.replays).toBe(1);
    expect(redone.value.find((r) => r.id === 'b1')?.problem).toBeDefined();
    // A deleted record leaves the list and replays nothing.
    await s.remove('b0');
    const gone = await counted(() => s.list());
    expect(gone.replays).toBe(0);
    expect(gone.value.map((r) => r.id)).not.toContain('b0');
  });

  it('keep their cache apart from the card game’s: the whole library lists twice with no second replay', async () => {
    const kv = await stored();
    const lib = (): Library =>
      new Library({
        store: new SaveStore(kv),
        journal: null,
        now: () => 9000,
        newId: () => 'x',
        bots: null,
        board: shelf(kv),
      });
    const first = await counted(() => lib().list());
    expect(first.replays).toBe(4);
    expect(first.value.map((r) => r.kind)).toContain('cards');
    const second = await counted(() => lib().list());
    expect(second.replays).toBe(0);
    expect(second.value).toEqual(first.value);
  });
});
