/** Statistics per game kind: finished board games counted beside the card game's setups, each game once. */
import { beforeAll, describe, expect, it } from 'vitest';
import { boardStatRows, computeStats, finishedGames, statRowLabel } from '../../../src/app/stats';
import { BOARD_SAVE_PREFIX } from '../../../src/app/board/boardSave';
import { loadLanguage, setLanguage } from '../../../src/i18n';
import { LANGUAGES } from '../../../src/i18n/types';
import { playOut } from '../play';
import { boardRecord, shelves } from './boardRecords';

beforeAll(async () => {
  await loadLanguage('en');
});

describe('board game statistics', () => {
  it('counts finished board games once each, with the person’s wins and best and average VP', async () => {
    const { kv, lib } = await shelves();
    await kv.setItem(`${BOARD_SAVE_PREFIX}copy`, boardRecord('copy'));
    await kv.setItem(`${BOARD_SAVE_PREFIX}four`, boardRecord('four', { players: 4, seed: 5 }));
    await kv.setItem(`${BOARD_SAVE_PREFIX}bad`, { ...boardRecord('bad', { seed: 9 }), seed: 'x' });
    const rows = await lib.list();
    const stats = boardStatRows(rows);
    // The oracle: the same games played straight through the engine, seat 0 the person.
    const games = [playOut({ players: 3 }, 21, false), playOut({ players: 4 }, 5, false)];
    const mine = games.map((g) => g.totals[0] ?? 0);
    expect(stats).toEqual([
      {
        kind: 'board',
        key: 'board',
        label: 'Board game, every seat setup',
        played: 2,
        won: games.filter((g) => g.state.winner === 0).length,
        best: Math.max(...mine),
        average: Math.round(((mine[0]! + mine[1]!) / 2) * 10) / 10,
      },
    ]);
    // The card game's figures never count a board game.
    expect(finishedGames(rows)).toEqual([]);
    expect(computeStats(finishedGames(rows))).toEqual([]);
  });

  it('scores every seat of a board game without a person, and counts no wins for it', () => {
    const g = playOut({ players: 2 }, 3, false);
    const row = {
      kind: 'board' as const,
      id: 'x',
      createdAt: 1,
      updatedAt: 2,
      finished: true,
      seats: ['A', 'B'],
      actions: g.actions.length,
      people: [],
      totals: g.totals,
      winners: [g.state.winner],
    };
    const [r] = boardStatRows([row, { ...row, id: 'y', finished: false }]);
    expect(r).toMatchObject({ played: 1, won: null, best: Math.max(...g.totals) });
    expect(boardStatRows([{ ...row, finished: false }])).toEqual([]);
  });

  it('names the board game’s row in every language', async () => {
    const [r] = boardStatRows([
      {
        kind: 'board',
        id: 'x',
        createdAt: 1,
        updatedAt: 2,
        finished: true,
        seats: ['A', 'B'],
        actions: 1,
        people: [0],
        totals: [30, 20],
        winners: [0],
      },
    ]);
    if (!r) throw new Error('no row');
    const seen = new Set<string>();
    for (const lang of LANGUAGES) {
      await setLanguage(lang);
      seen.add(statRowLabel(r));
    }
    await setLanguage('en');
    expect(seen.size).toBe(LANGUAGES.length);
    expect(r).toMatchObject({ played: 1, won: 1, best: 30, average: 30 });
  });
});
