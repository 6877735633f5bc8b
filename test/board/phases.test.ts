/** BOARD 3.3, 3.4, 6, 8.3, 9.1: declining an action, the display at round end, a church that ends an attack, the Grocer's example and the revolvers of buildings. */
import { describe, expect, it } from 'vitest';
import {
  activeSeat,
  BUILDING_KINDS,
  legalActions,
  type BoardAction,
  type BoardEvent,
  type MoneyCause,
  type BoardState,
} from '../../src/board/engine';
import { answerAll, choose, clearCity, must, placeAll, put, started } from './fixtures';

/** Three players past phase 1 holding the given cards (in choosing order). */
const phase2 = (cards = [2, 4, 7], seed = 1): BoardState => choose(started(3, seed), cards);

/** The first listed answer of the open prompt, keeping bought buildings and placing nothing later. */
const firstAnswer = (s: BoardState): BoardAction => {
  const seat = activeSeat(s);
  if (s.prompt?.kind === 'building') return { type: 'answer', seat, value: 1 };
  const a = legalActions(s, seat).find((x) => x.type === 'answer');
  if (!a) throw new Error(`no answer for ${s.prompt?.kind}`);
  return a;
};

const paid = (events: BoardEvent[], why: MoneyCause): BoardEvent[] =>
  events.filter((e) => e.type === 'money' && e.cause === why);

describe('declining an action (BOARD 3.3)', () => {
  it('a winner may decline to buy; the parcel stays unsold and the cowboy still goes to the general supply', () => {
    const s = phase2();
    const [a] = s.actionOrder as [number];
    const p = s.cells.findIndex((c, q) => c.owner === -1 && q !== s.townHall);
    const general = s.seats[a]!.general;
    const { state } = placeAll(s, { [a]: [`p:${p}`] });
    expect(state.prompt).toMatchObject({ kind: 'parcel', seat: a });
    const money = state.seats[a]!.money;
    const after = must(state, { type: 'answer', seat: a, value: 0 }).state;
    expect(after.cells[p]?.owner).toBe(-1);
    expect(after.seats[a]?.money).toBe(money);
    expect(after.seats[a]?.general).toBe(general + 1);
  });
});

describe('the display at round end (BOARD 3.4)', () => {
  it('unsold buildings slide to the cheapest spaces in their order; the empty spaces are filled from the bag', () => {
    const s = phase2();
    const [a] = s.actionOrder as [number];
    s.display = ['ranch', 'mine', 'bank', 'hotel', 'saloon', 'church', 'prison'];
    s.bag = ['school', 'blacksmith', 'drugstore'];
    s.seats[a]!.money = 60;
    const { state } = placeAll(s, { [a]: ['s:bld1', 's:bld4'] });
    const done = answerAll(state, firstAnswer, (x) => x.round === 2).state;
    expect(done.seats[a]?.kept).toEqual(['saloon', 'mine']);
    expect(done.display.slice(0, 5)).toEqual(['ranch', 'bank', 'hotel', 'church', 'prison']);
    const drawn = done.display.slice(5) as string[];
    expect(drawn.every((k) => ['school', 'blacksmith', 'drugstore'].includes(k))).toBe(true);
    expect(new Set(drawn).size).toBe(2);
    expect(done.bag).toHaveLength(1);
  });
});

describe('attacks and churches (BOARD 6)', () => {
  it('a church built beside an attacked building ends the attack: the attacker takes nothing', () => {
    const s = phase2();
    clearCity(s);
    const [a, b] = s.actionOrder as [number, number];
    const saloon = put(s, 3, 3, b, 'saloon');
    put(s, 2, 3, -1, 'house');
    put(s, 3, 2, -1, 'house');
    const site = put(s, 4, 4, b);
    s.display[2] = 'church';
    s.seats[b]!.money = 30;
    const { state } = placeAll(s, { [a]: [`b:${saloon}`], [b]: ['s:bld2'] });
    expect(state.prompt).toMatchObject({ kind: 'building', seat: b });
    const built = must(state, { type: 'build', seat: b, parcel: site, houses: [put(s, 2, 2, -1)] });
    expect(built.state.cells[site]?.thing).toBe('church');
    const rest = answerAll(built.state, firstAnswer, (x) => x.step > 10);
    const events = [...built.events, ...rest.events];
    // Three houses and the owner's own church around the saloon: 4 symbols, $20, all of it for the owner.
    expect(paid(events, 'attack')).toEqual([]);
    expect(paid(events, 'buildings')).toContainEqual({
      type: 'money',
      seat: b,
      amount: 20,
      cause: 'buildings',
      income: {
        parcel: saloon,
        kind: 'saloon',
        base: 0,
        neighbours: 20,
        hall: 0,
        capped: 0,
        boost: 0,
        shared: 0,
      },
    });
  });
});

describe("the Grocer's example with an attack (BOARD 8.3)", () => {
  /** Banks earning $18 and $12 for the Grocer's holder, the $18 one attacked by another player. */
  function banks(): { state: BoardState; grocer: number; thief: number; rich: number; poor: number } {
    const s = choose(started(3, 2), [3, 2, 4]);
    const grocer = s.actionOrder[1] as number;
    const thief = s.actionOrder[0] as number;
    expect(s.seats[grocer]?.character).toBe(3);
    clearCity(s);
    const rich = put(s, 2, 2, grocer, 'bank');
    for (const x of [1, 2, 3]) put(s, x, 1, -1, 'house');
    const poor = put(s, 5, 5, grocer, 'bank');
    put(s, 6, 6, -1, 'house');
    for (const x of [0, 1, 2]) put(s, x, 7, grocer, 'mine');
    const { state } = placeAll(s, { [thief]: [`b:${rich}`] });
    expect(state.prompt).toEqual({ kind: 'grocer', seat: grocer });
    return { state, grocer, thief, rich, poor };
  }

  it('doubled: the attacker takes $18, the owner $18 + $24', () => {
    const { state, grocer, thief, rich, poor } = banks();
    const { events } = must(state, { type: 'answer', seat: grocer, value: BUILDING_KINDS.indexOf('bank') });
    // $9 for three mines, $9 for three houses, doubled: $36 split in two; $9 + $3 doubled (BOARD 7.2, 8.3, 6).
    const split = { parcel: rich, kind: 'bank', base: 9, neighbours: 9, hall: 0, capped: 0, boost: 18 };
    expect(paid(events, 'attack')).toEqual([
      { type: 'money', seat: thief, amount: 18, cause: 'attack', income: { ...split, shared: -18 } },
    ]);
    const own = paid(events, 'buildings').map((e) => (e.type === 'money' ? [e.seat, e.amount] : []));
    expect(own.sort()).toEqual([
      [grocer, 18],
      [grocer, 24],
    ]);
    expect(paid(events, 'buildings')).toEqual([
      { type: 'money', seat: grocer, amount: 18, cause: 'buildings', income: { ...split, shared: -18 } },
      {
        type: 'money',
        seat: grocer,
        amount: 24,
        cause: 'buildings',
        income: {
          parcel: poor,
          kind: 'bank',
          base: 9,
          neighbours: 3,
          hall: 0,
          capped: 0,
          boost: 12,
          shared: 0,
        },
      },
    ]);
  });

  it('not doubled: the attacker would take $9, the owner $9 + $12', () => {
    const { state, grocer, thief, rich } = banks();
    const { events } = must(state, { type: 'answer', seat: grocer, value: -1 });
    const split = { parcel: rich, kind: 'bank', base: 9, neighbours: 9, hall: 0, capped: 0, boost: 0 };
    expect(paid(events, 'attack')).toEqual([
      { type: 'money', seat: thief, amount: 9, cause: 'attack', income: { ...split, shared: -9 } },
    ]);
    const own = paid(events, 'buildings').map((e) => (e.type === 'money' ? [e.seat, e.amount] : []));
    expect(own.sort()).toEqual([
      [grocer, 12],
      [grocer, 9],
    ]);
    expect(paid(events, 'grocer')).toEqual([{ type: 'money', seat: grocer, amount: 8, cause: 'grocer' }]);
  });
});

describe('revolvers of buildings (BOARD 9.1)', () => {
  it('a prison gives 2 revolvers when built and can never be attacked', () => {
    const s = phase2();
    clearCity(s);
    const [a, b] = s.actionOrder as [number, number];
    const site = put(s, 4, 4, a);
    s.display[2] = 'prison';
    s.seats[a]!.money = 30;
    const { state } = placeAll(s, { [a]: ['s:bld2'] });
    const before = state.seats[a]!.revolvers;
    const built = must(state, { type: 'build', seat: a, parcel: site, houses: [put(s, 2, 2, -1)] }).state;
    expect(built.seats[a]?.revolvers).toBe(before + 2);
    const t = phase2();
    clearCity(t);
    const jail = put(t, 4, 4, b, 'prison');
    const bank = put(t, 6, 6, b, 'bank');
    const spots = legalActions(t, a).flatMap((x) => (x.type === 'place' ? [x.spot] : []));
    expect(spots).not.toContain(`b:${jail}`);
    expect(spots).toContain(`b:${bank}`);
  });
});
