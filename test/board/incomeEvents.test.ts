/** The building-income step's payments name their building and give parts that sum to the amount (BOARD 7, 6, 9.2). */
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  BUILDINGS,
  createGame,
  type BoardEvent,
  type BoardSetup,
  type BoardState,
  type IncomeSource,
} from '../../src/board/engine';
import { greedyBot } from '../../src/board/bots/bots';
import { playBoardGame } from '../../src/board/bots/play';
import { choose, clearCity, placeAll, put, started } from './fixtures';

type Money = Extract<BoardEvent, { type: 'money' }>;

/** Each action's events with the cells after it, over one seeded game of greedy bots. */
function incomeActions(setup: BoardSetup, seed: number): { events: BoardEvent[]; after: BoardState }[] {
  const bots = Array.from({ length: setup.players }, () => greedyBot);
  const game = playBoardGame(setup, seed, bots, false);
  const start = createGame(setup, seed);
  if (!start.ok) throw new Error(start.error);
  let s = start.state;
  const out: { events: BoardEvent[]; after: BoardState }[] = [];
  for (const a of game.actions) {
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(r.error);
    s = r.state;
    if (r.events.some((e) => e.type === 'money' && (e.cause === 'buildings' || e.income)))
      out.push({ events: r.events, after: s });
  }
  return out;
}

const sum = (i: IncomeSource): number => i.base + i.neighbours + i.hall + i.capped + i.boost + i.shared;

const GAMES: [BoardSetup, number][] = [
  [{ players: 2, buildings: 'all' }, 11],
  [{ players: 3, characters: [0, 1, 2, 3, 4, 5, 6, 7], buildings: 'all' }, 12],
  [{ players: 4, characters: [7, 8, 9, 10, 11, 12, 13], buildings: 'all' }, 13],
  [{ players: 5, characters: [1, 2, 3, 4, 5, 6, 7] }, 14],
  [{ players: 6, buildings: 'all' }, 15],
];

describe('building income events', () => {
  const seen = { payments: 0, neighbours: 0, base: 0, attacks: 0, boosts: 0, halls: 0 };

  it.each(GAMES.map(([setup, seed]) => [setup.players, seed, setup]))(
    '%i players, seed %i: each payment names its building, whose parts sum to the amount',
    (_n, seed, setup) => {
      for (const { events, after } of incomeActions(setup, seed)) {
        const pays = events.filter((e): e is Money => e.type === 'money' && e.income !== undefined);
        for (const e of events)
          if (e.type === 'money' && e.cause === 'buildings')
            expect(e.income, JSON.stringify(e)).toBeDefined();
        const owners = new Map<number, Money>();
        const thieves = new Map<number, Money>();
        for (const e of pays) {
          const i = e.income as IncomeSource;
          expect(['buildings', 'attack']).toContain(e.cause);
          expect(sum(i), JSON.stringify(e)).toBe(e.amount);
          const cell = after.cells[i.parcel];
          expect(cell?.thing).toBe(i.kind);
          expect(BUILDINGS[i.kind].cap).toBeGreaterThan(0);
          expect(i.capped).toBeLessThanOrEqual(0);
          expect(i.shared).toBeLessThanOrEqual(0);
          if (e.cause === 'buildings') {
            expect(cell?.owner).toBe(e.seat);
            expect(owners.has(i.parcel)).toBe(false);
            owners.set(i.parcel, e);
          } else thieves.set(i.parcel, e);
          seen.payments++;
          if (i.neighbours > 0) seen.neighbours++;
          if (i.base > 0) seen.base++;
          if (i.boost > 0) seen.boosts++;
          if (i.hall > 0) seen.halls++;
        }
        // An attacked building's two payments share the building's parts and together make its whole income (BOARD 6).
        for (const [p, thief] of thieves) {
          seen.attacks++;
          const owner = owners.get(p);
          const whole = sum({ ...(thief.income as IncomeSource), shared: 0 });
          expect(thief.amount + (owner?.amount ?? 0)).toBe(whole);
          if (owner) expect({ ...owner.income, shared: 0 }).toEqual({ ...thief.income, shared: 0 });
        }
        // Ranches, hotels and blacksmiths always pay, so each owned one has its own payment (BOARD 7.2).
        const paying = after.cells.flatMap((c, p) =>
          c.owner >= 0 && (c.thing === 'ranch' || c.thing === 'hotel' || c.thing === 'blacksmith') ? [p] : [],
        );
        for (const p of paying) expect(owners.has(p), `parcel ${p}`).toBe(true);
      }
    },
  );

  it('the games pay with and without neighbours, with the town hall, boosts and attacks', () => {
    expect(seen.payments).toBeGreaterThan(50);
    expect(seen.neighbours).toBeGreaterThan(0);
    expect(seen.base).toBeGreaterThan(0);
    expect(seen.attacks + seen.boosts + seen.halls).toBeGreaterThan(0);
  });

  it('a capped saloon of the town hall holder: the step and the cut are parts of its payment (BOARD 7.3, 9.2)', () => {
    const s = choose(started(3, 1), [2, 4, 7]);
    clearCity(s);
    const [, b] = s.actionOrder as [number, number];
    const saloon = put(s, 3, 3, b, 'saloon');
    for (const [x, y] of [
      [2, 2],
      [3, 2],
      [4, 2],
      [2, 3],
      [4, 3],
      [2, 4],
      [3, 4],
      [4, 4],
    ] as const)
      put(s, x, y, -1, 'townhouse');
    s.townHall = put(s, 6, 6, -1, 'townHall');
    const { events } = placeAll(s, { [b]: [`b:${s.townHall}`] });
    const pay = events.filter((e) => e.type === 'money' && e.cause === 'buildings');
    // 16 house symbols: $80, the town hall's $5 step, cut to the saloon's $55.
    expect(pay).toEqual([
      {
        type: 'money',
        seat: b,
        amount: 55,
        cause: 'buildings',
        income: {
          parcel: saloon,
          kind: 'saloon',
          base: 0,
          neighbours: 80,
          hall: 5,
          capped: -30,
          boost: 0,
          shared: 0,
        },
      },
    ]);
  });
});
