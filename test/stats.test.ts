import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Library } from '../src/app/library';
import { MemoryKeyValue, SaveStore } from '../src/app/saveStore';
import { computeStats, finishedGames, overallStats, setupKey, setupLabel } from '../src/app/stats';
import type { GameSetup, SeatSetup } from '../src/cards/engine';
import { loadLanguage } from '../src/i18n';

beforeAll(async () => {
  await loadLanguage('en');
});

const person = (name = 'You'): SeatSetup => ({ kind: 'real', name, suit: 'hat', controller: 'human' });
const ai = (level: 'easy' | 'medium' | 'hard', suit: SeatSetup['suit'] = 'star'): SeatSetup => ({
  kind: 'real',
  name: `AI ${level}`,
  suit,
  controller: level,
});
const virt = (strength: 'novice' | 'expert', suit: SeatSetup['suit'] = 'cow'): SeatSetup => ({
  kind: 'virtual',
  name: 'V',
  suit,
  strength,
});
const solo: GameSetup = { seats: [person(), ai('medium', 'star'), ai('medium', 'cactus'), virt('novice')] };

describe('statistics', () => {
  it('groups setups by their seats, whatever the names, suits and order', () => {
    const shuffled: GameSetup = {
      seats: [ai('medium', 'boot'), virt('novice', 'hat'), person('Ann'), ai('medium', 'cow')],
    };
    expect(setupKey(shuffled)).toBe(setupKey(solo));
    expect(setupLabel(setupKey(solo))).toBe('You + 2 AI (Medium) + 1 virtual (Novice)');
    expect(setupKey({ seats: [...solo.seats.slice(0, 3), virt('expert')] })).not.toBe(setupKey(solo));
  });

  it('counts played, won (ties count), best and average of the person seat', () => {
    const rows = computeStats([
      { setup: solo, totals: [40, 38, 30, 20] },
      { setup: solo, totals: [30, 35, 30, 10] },
      { setup: solo, totals: [36, 36, 10, 12] },
    ]);
    expect(rows).toEqual([
      {
        key: setupKey(solo),
        label: 'You + 2 AI (Medium) + 1 virtual (Novice)',
        played: 3,
        won: 2,
        best: 40,
        average: 35.3,
      },
    ]);
    expect(overallStats(rows)).toEqual({ played: 3, won: 2 });
  });

  it('keeps setups apart, most played first, and counts every person of pass-and-play', () => {
    const pnp: GameSetup = { seats: [person('A'), person('B'), ai('hard'), virt('expert')] };
    const rows = computeStats([
      { setup: pnp, totals: [20, 50, 40, 10] },
      { setup: solo, totals: [10, 20, 30, 40] },
      { setup: solo, totals: [12, 20, 30, 40] },
    ]);
    expect(rows.map((r) => [r.label, r.played, r.won, r.best, r.average])).toEqual([
      ['You + 2 AI (Medium) + 1 virtual (Novice)', 2, 0, 12, 11],
      ['2 people + 1 AI (Hard) + 1 virtual (Expert)', 1, 1, 50, 35],
    ]);
  });

  it('scores the AI seats of games without a person, with no win count', () => {
    const bots: GameSetup = {
      seats: [ai('easy'), ai('hard', 'cactus'), virt('novice'), virt('novice', 'boot')],
    };
    const [row] = computeStats([{ setup: bots, totals: [30, 44, 50, 1] }]);
    expect(row).toMatchObject({ played: 1, won: null, best: 44, average: 37 });
    expect(computeStats([])).toEqual([]);
  });
});

describe('statistics of imported games', () => {
  const fixture = (name: string): string =>
    readFileSync(new URL(`./fixtures/saves/${name}`, import.meta.url), 'utf8');

  it('counts a finished game imported three times (under three ids) once, and a different game apart', async () => {
    const store = new SaveStore(new MemoryKeyValue());
    let n = 0;
    const lib = new Library({ store, journal: null, now: () => 9, newId: () => `new${++n}`, bots: null });
    // An id that is not a plain one is replaced on every import: three records of one game.
    const text = JSON.stringify({
      ...(JSON.parse(fixture('v2-finished.json')) as object),
      id: 'not a plain id',
    });
    for (let i = 0; i < 3; i++)
      expect(await lib.importText(text)).toMatchObject({ ok: true, already: false });
    expect(await lib.importText(fixture('golden-4-seats.json'))).toMatchObject({ ok: true, finished: true });
    const rows = await store.list();
    expect(rows.filter((r) => r.finished)).toHaveLength(4);
    expect(overallStats(computeStats(finishedGames(rows))).played).toBe(2);
  });
});
