/** The board game in the saved-games library: its rows beside the card game's, opened into the board, deleted. */
import { beforeAll, describe, expect, it } from 'vitest';
import { gameKindText, saveRow } from '../../../src/app/saveRows';
import { BOARD_LATEST_KEY, BOARD_SAVE_PREFIX } from '../../../src/app/board/boardSave';
import { BoardSession } from '../../../src/app/board/boardSession';
import { boardDigest } from '../../../src/app/board/boardDigest';
import { loadLanguage, setLanguage } from '../../../src/i18n';
import { LANGUAGES } from '../../../src/i18n/types';
import { boardRecord, boardSeats, shelves } from './boardRecords';

beforeAll(async () => {
  await loadLanguage('en');
});

describe('board saves in the library', () => {
  it('lists board saves beside card saves, newest first, each naming its game, seats, round and state', async () => {
    const { lib } = await shelves();
    const rows = await lib.list();
    expect(rows.map((r) => [r.id, r.kind])).toEqual([
      ['b-run', 'board'],
      ['b-done', 'board'],
      ['card1', 'cards'],
    ]);
    const [run, done, card] = rows.map(saveRow);
    expect(run?.title).toBe('Board game: P0, P1, P2');
    expect(run?.status).toBe('in-progress');
    expect(run?.detail).toMatch(/^Round [1-4] · 3 seats · 60 moves · saved /);
    expect(run?.main).toEqual({ action: 'resume', label: 'Resume' });
    expect(done?.status).toBe('finished');
    expect(done?.kind).toBe('board');
    // A finished board game opens in its replay, under the card game's Replay label.
    expect(done?.main).toEqual({ action: 'replay', label: 'Replay' });
    const doneRow = rows[1];
    expect(doneRow?.round).toBe(4);
    expect(doneRow?.totals?.length).toBe(3);
    expect(done?.detail).toMatch(/^P[0-2] won · P0 \d+, P1 \d+, P2 \d+ · /);
    expect(card?.title).toMatch(/^Card game: /);
    expect(card?.kind).toBe('cards');
  });

  it('names both kinds in every language, and never with the same word', async () => {
    for (const lang of LANGUAGES) {
      await setLanguage(lang);
      const words = [gameKindText('cards'), gameKindText('board')];
      expect(words[0]).not.toBe(words[1]);
      expect(words.every((w) => w.length > 0)).toBe(true);
    }
    await setLanguage('en');
  });

  it('lists a damaged board record with its message, keeps it, and leaves the other rows alone', async () => {
    const { kv, lib } = await shelves();
    await kv.setItem(`${BOARD_SAVE_PREFIX}bad`, { kind: 'board', v: 1, id: 'bad', seed: 'x' });
    await kv.setItem(`${BOARD_SAVE_PREFIX}elsewhere`, boardRecord('other-id', { moves: 10 }));
    const rows = await lib.list();
    expect(rows.length).toBe(5);
    const bad = rows.filter((r) => r.problem);
    expect(bad.map((r) => [r.id, r.kind, r.problem]).sort()).toEqual([
      ['bad', 'board', 'missing-fields'],
      ['elsewhere', 'board', 'missing-fields'],
    ]);
    expect(bad.map((r) => saveRow(r).status)).toEqual(['damaged', 'damaged']);
    expect(await kv.getItem(`${BOARD_SAVE_PREFIX}bad`)).not.toBeNull();
  });

  it('opens an unfinished board row as the board game, at the saved position', async () => {
    const { games } = await shelves();
    const want = boardRecord('b-run', { moves: 60 });
    const r = await games.open('b-run');
    expect(r.ok).toBe(true);
    const s = games.current();
    const again = BoardSession.create(want.setup, want.seed, want.seats, want.actions);
    expect(s?.actions.length).toBe(60);
    expect(again.ok && s && boardDigest(s.state)).toBe(again.ok && boardDigest(again.session.state));
    expect(await games.open('missing')).toEqual({ ok: false, problem: 'not-a-save' });
  });

  it('deletes a board row, stopping it when it is being played, and keeps the card save', async () => {
    const { kv, games, lib } = await shelves();
    expect(games.newGame({ players: 2 }, 4, boardSeats([null, null])).ok).toBe(true);
    await games.save();
    expect(await kv.getItem(BOARD_LATEST_KEY)).toBe('new1');
    expect(await games.latestUnfinished()).toBe('new1');
    await lib.remove('new1', 'board');
    expect(games.current()).toBeNull();
    expect(await kv.getItem(`${BOARD_SAVE_PREFIX}new1`)).toBeNull();
    expect(await kv.getItem(BOARD_LATEST_KEY)).toBeNull();
    expect(await games.latestUnfinished()).toBeNull();
    await lib.remove('b-done', 'board');
    expect((await lib.list()).map((r) => r.id)).toEqual(['b-run', 'card1']);
  });

  it('never deletes a card save for a board row of the same id, nor the other way round', async () => {
    const { kv, lib } = await shelves();
    await kv.setItem(`${BOARD_SAVE_PREFIX}card1`, boardRecord('card1', { moves: 5 }));
    await lib.remove('card1', 'board');
    expect(await kv.getItem('game:card1')).not.toBeNull();
    await kv.setItem(`${BOARD_SAVE_PREFIX}card1`, boardRecord('card1', { moves: 5 }));
    await lib.remove('card1', 'cards');
    expect(await kv.getItem(`${BOARD_SAVE_PREFIX}card1`)).not.toBeNull();
    expect(await kv.getItem('game:card1')).toBeNull();
  });
});
