/** BOARD 1, 9: components, the building list, the town hall, the school's three houses, townhouses, gambling. */
import { describe, expect, it } from 'vitest';
import {
  at,
  BUILDINGS,
  buildingTiles,
  buildOptions,
  MAX_COMBINATIONS,
  answerValues,
  CASH_LIMIT,
  legalActions,
  viewFor,
  type BoardState,
} from '../../src/board/engine';
import { greedyBot, randomBot } from '../../src/board/bots/bots';
import { answerAll, choose, clearCity, must, placeAll, put, rngFor, started } from './fixtures';

describe('components (BOARD 1, 9.1)', () => {
  it('has 38 building tiles: the base game and Gold & Guns, and the first-game set of 26', () => {
    expect(buildingTiles('all').length).toBe(38);
    expect(buildingTiles('base').length).toBe(30);
    expect(buildingTiles('first').length).toBe(26);
    const count = (k: string) => buildingTiles('all').filter((x) => x === k).length;
    expect([count('ranch'), count('mine'), count('drugstore'), count('bank'), count('saloon')]).toEqual([
      6, 6, 4, 4, 3,
    ]);
    expect([
      count('hotel'),
      count('church'),
      count('prison'),
      count('generalStore'),
      count('school'),
    ]).toEqual([3, 2, 2, 2, 2]);
    expect([count('blacksmith'), count('townHall'), count('station')]).toEqual([2, 1, 1]);
  });
  it('caps: drugstore and general store $33, blacksmith $40, bank $45, saloon $55; 19 cash limits', () => {
    expect([BUILDINGS.drugstore.cap, BUILDINGS.generalStore.cap, BUILDINGS.blacksmith.cap]).toEqual([
      33, 33, 40,
    ]);
    expect([BUILDINGS.bank.cap, BUILDINGS.saloon.cap]).toEqual([45, 55]);
    expect(CASH_LIMIT.length).toBe(19);
  });
});

/** Phase 2 with one seat's cowboy on building space 2 holding `kind`, and the city cleared. */
function buyAt(
  kind: 'school' | 'bank',
  setup: (s: BoardState, seat: number) => void,
): { s: BoardState; seat: number } {
  const s = choose(started(3), [2, 4, 7]);
  clearCity(s);
  const seat = s.actionOrder[0] as number;
  s.display[2] = kind;
  s.seats[seat]!.money = 40;
  setup(s, seat);
  const { state } = placeAll(s, { [seat]: ['s:bld2'] });
  expect(state.prompt).toMatchObject({ kind: 'building', seat });
  return { s: state, seat };
}

describe('building rules (BOARD 4.6, 9)', () => {
  it('a school needs three houses on connected parcels', () => {
    const { s, seat } = buyAt('school', (t, seat) => put(t, 3, 3, seat));
    const opts = buildOptions(s, seat, 'school');
    expect(opts.length).toBeGreaterThan(0);
    expect(opts.every((o) => o.houses.length === 3)).toBe(true);
    const o = opts[0]!;
    const r = must(s, { type: 'build', seat, parcel: o.parcel, houses: o.houses }).state;
    expect(r.cells[o.parcel]?.thing).toBe('school');
    for (const h of o.houses) expect(r.cells[h]?.thing).toBe('house');
  });
  it('lists every set of three house spots for the school when there are not too many', () => {
    const { s, seat } = buyAt('school', (t, seat) => put(t, 3, 3, seat));
    const opts = buildOptions(s, seat, 'school');
    const sets = new Set(opts.map((o) => [...o.houses].sort((x, y) => x - y).join(',')));
    expect(opts.length).toBe(56);
    expect(sets.size).toBe(56);
    expect(sets.has([at(4, 4), at(3, 4), at(2, 4)].sort((x, y) => x - y).join(','))).toBe(true);
  });
  it('lists 20 school sets per site when there are over MAX_COMBINATIONS in all', () => {
    const { s, seat } = buyAt('school', (t, seat) => put(t, 3, 3, seat));
    s.roads = s.roads.map(() => true);
    const opts = buildOptions(s, seat, 'school');
    expect((63 * 62 * 61) / 6).toBeGreaterThan(MAX_COMBINATIONS);
    expect(opts.length).toBe(20);
  });
  it('lists a school set whose townhouse fits only after one of its houses', () => {
    const { s, seat } = buyAt('school', (t, seat) => {
      put(t, 3, 3, seat);
      put(t, 1, 1, -1, 'house');
      for (const [x, y] of [
        [0, 0],
        [1, 0],
        [2, 0],
        [0, 1],
        [2, 1],
        [0, 2],
        [1, 2],
      ] as const)
        put(t, x, y, -1, 'mountain');
    });
    const set = [at(1, 1), at(2, 2), at(4, 4)];
    const o = buildOptions(s, seat, 'school').find((x) => set.every((h) => x.houses.includes(h)));
    expect(o?.houses).toEqual([at(2, 2), at(1, 1), at(4, 4)]);
    const r = must(s, { type: 'build', seat, parcel: at(3, 3), houses: o?.houses ?? [] }).state;
    expect(r.cells[at(1, 1)]?.thing).toBe('townhouse');
  });
  it('refuses a school with two houses and leaves the state unchanged', () => {
    const { s, seat } = buyAt('school', (t, seat) => put(t, 3, 3, seat));
    const o = buildOptions(s, seat, 'school')[0]!;
    const before = structuredClone(s);
    expect(() => must(s, { type: 'build', seat, parcel: o.parcel, houses: o.houses.slice(0, 2) })).toThrow(
      /bad-parcel/,
    );
    expect(s).toEqual(before);
  });
  it('raises a house to a townhouse instead of adding one when its neighbourhood is full', () => {
    const { s, seat } = buyAt('bank', (t, seat) => {
      put(t, 3, 3, seat);
      put(t, 5, 5, -1, 'house');
      for (const [x, y] of [
        [4, 4],
        [5, 4],
        [6, 4],
        [4, 5],
        [6, 5],
        [4, 6],
        [5, 6],
        [6, 6],
      ] as const)
        put(t, x, y, -1, 'mountain');
    });
    const opts = buildOptions(s, seat, 'bank').filter((o) => o.houses[0] === at(5, 5));
    expect(opts.length).toBe(1);
    const r = must(s, { type: 'build', seat, parcel: at(3, 3), houses: [at(5, 5)] });
    expect(r.state.cells[at(5, 5)]?.thing).toBe('townhouse');
  });
});

describe('town hall and gambling (BOARD 9.2, 4.9)', () => {
  it('the town hall is placed for free on an unsold, connected parcel when drawn', () => {
    let found: BoardState | null = null;
    for (let seed = 1; seed < 400 && !found; seed++) {
      const s = started(3, seed);
      if (s.townHall >= 0) found = s;
    }
    if (!found) throw new Error('no seed draws the town hall at setup');
    expect(found.cells[found.townHall]).toEqual({ owner: -1, thing: 'townHall' });
    expect(found.display.every((k) => k !== null && k !== 'townHall')).toBe(true);
  });
  it('the town hall holder keeps the hall after the round; a stronger challenger takes it', () => {
    const s = choose(started(3), [2, 4, 7]);
    clearCity(s);
    s.townHall = put(s, 2, 2, -1, 'townHall');
    const [a, b] = s.actionOrder as [number, number];
    let t = placeAll(s, { [a]: [`b:${s.townHall}`] }).state;
    t = answerAll(
      t,
      (x) => ({ type: 'answer', seat: x.prompt!.seat, value: answerValues(x, x.prompt!)[0]! }),
      (x) => x.round === 2,
    ).state;
    expect(t.hallHolder).toBe(a);
    expect(t.seats[a]!.cowboys + t.seats[a]!.general).toBe(9);
    t = choose(t, [2, 4, 7]);
    t.seats[b]!.revolvers = 40;
    const r = placeAll(t, { [b]: [`b:${t.townHall}`] });
    expect(r.events.find((e) => e.type === 'duel')).toMatchObject({ winner: b });
    expect(r.state.hallHolder).toBe(b);
    expect(r.state.seats[a]!.cowboys + r.state.seats[a]!.general).toBe(10);
  });
  it('gambling pays the sum of two dice', () => {
    const s = choose(started(3), [2, 4, 7]);
    const [a] = s.actionOrder as [number];
    s.rng = rngFor([3, 5]);
    const { events } = placeAll(s, { [a]: ['s:gamble'] });
    expect(events).toContainEqual({ type: 'money', seat: a, amount: 8, cause: 'gambling' });
  });
});

describe('the order of the building spaces (BOARD 4, Decision)', () => {
  it("resolves from the most expensive down: the rulebook's example, where the $5 buyer finds no house site left", () => {
    const s = choose(started(3), [1, 2, 7]);
    clearCity(s);
    const [cheap, dear] = s.actionOrder as [number, number];
    const cheapSite = put(s, 2, 2, cheap);
    const dearSite = put(s, 2, 3, dear);
    const last = put(s, 4, 4, -1);
    for (const [x, y] of [
      [3, 2],
      [4, 2],
      [3, 3],
      [4, 3],
      [2, 4],
      [3, 4],
    ] as const)
      put(s, x, y, -1, 'mountain');
    s.display[2] = 'bank';
    s.display[5] = 'saloon';
    for (const t of s.seats) t.money = 40;
    const { state } = placeAll(s, { [cheap]: ['s:bld2'], [dear]: ['s:bld5'] });
    expect(state.prompt).toEqual({ kind: 'building', seat: dear, space: 5, price: 10 });
    const built = must(state, { type: 'build', seat: dear, parcel: dearSite, houses: [last] }).state;
    expect(built.prompt).toEqual({ kind: 'building', seat: cheap, space: 2, price: 5 });
    expect(buildOptions(built, cheap, 'bank')).toEqual([]);
    expect(built.cells[cheapSite]?.thing).toBe('empty');
  });
});

describe("a house on another player's parcel (BOARD 4.6)", () => {
  /** Seat a bought a bank; the only free connected parcels belong to b and c, as in the rulebook's example. */
  function asking(): {
    s: BoardState;
    a: number;
    b: number;
    c: number;
    site: number;
    pb: number;
    pc: number;
  } {
    const s = choose(started(3), [1, 2, 7]);
    clearCity(s);
    const [a, b, c] = s.actionOrder as [number, number, number];
    const site = put(s, 2, 2, a);
    const pb = put(s, 3, 2, b);
    const pc = put(s, 4, 2, c);
    for (const [x, y] of [
      [2, 3],
      [3, 3],
      [4, 3],
      [2, 4],
      [3, 4],
      [4, 4],
    ] as const)
      put(s, x, y, -1, 'mountain');
    s.display[2] = 'bank';
    s.seats[a]!.money = 40;
    const { state } = placeAll(s, { [a]: ['s:bld2'] });
    expect(state.prompt).toEqual({ kind: 'building', seat: a, space: 2, price: 5 });
    return { s: state, a, b, c, site, pb, pc };
  }

  it('the builder asks the owner, who may agree: the house goes on the owner’s parcel', () => {
    const { s, a, b, site, pb } = asking();
    expect(buildOptions(s, a, 'bank').map((o) => o.houses[0])).toEqual([at(3, 2), at(4, 2)]);
    const asked = must(s, { type: 'build', seat: a, parcel: site, houses: [pb] }).state;
    expect(asked.prompt).toEqual({
      kind: 'consent',
      seat: b,
      builder: a,
      building: 'bank',
      parcel: site,
      houses: [pb],
      kept: -1,
      next: [],
      back: { kind: 'building', seat: a, space: 2, price: 5 },
    });
    expect(answerValues(asked, asked.prompt!)).toEqual([0, 1]);
    expect(asked.cells[site]?.thing).toBe('empty');
    const yes = must(asked, { type: 'answer', seat: b, value: 1 }).state;
    expect(yes.cells[site]).toEqual({ owner: a, thing: 'bank' });
    expect(yes.cells[pb]).toEqual({ owner: b, thing: 'house' });
    expect(yes.seats[a]?.money).toBe(35);
    expect(yes.prompt?.kind).not.toBe('consent');
  });

  it('owners who refuse are not asked again; with nobody left the builder keeps the building', () => {
    const { s, a, b, c, site, pb, pc } = asking();
    let t = must(s, { type: 'build', seat: a, parcel: site, houses: [pb] }).state;
    t = must(t, { type: 'answer', seat: b, value: 0 }).state;
    expect(t.prompt).toEqual({ kind: 'building', seat: a, space: 2, price: 5 });
    expect(t.cells[pb]?.thing).toBe('empty');
    expect(buildOptions(t, a, 'bank').map((o) => o.houses[0])).toEqual([pc]);
    t = must(t, { type: 'build', seat: a, parcel: site, houses: [pc] }).state;
    expect(t.prompt).toMatchObject({ kind: 'consent', seat: c });
    t = must(t, { type: 'answer', seat: c, value: 0 }).state;
    expect(buildOptions(t, a, 'bank')).toEqual([]);
    const kept = must(t, { type: 'answer', seat: a, value: 1 }).state;
    expect(kept.seats[a]?.kept).toEqual(['bank']);
    expect(kept.refused).toEqual([]);
  });

  it('the test bots answer the owner’s prompt with a legal answer', () => {
    const { s, a, b, site, pb } = asking();
    const asked = must(s, { type: 'build', seat: a, parcel: site, houses: [pb] }).state;
    const legal = legalActions(asked, b);
    for (const bot of [randomBot, greedyBot]) {
      const pick = bot(viewFor(asked, b), legal, () => 0.5);
      expect(legal).toContainEqual(pick);
    }
  });
});
