/** BOARD 2, 3, 4, 5, 6, 10, 11: setup, the phases, every action on the path, duels, attacks and the end. */
import { describe, expect, it } from 'vitest';
import {
  activeSeat,
  applyAction,
  at,
  connected,
  createGame,
  finalLines,
  firepower,
  handInOptions,
  legalActions,
  roadPoints,
  winnerOf,
  type BoardState,
} from '../../src/board/engine';
import { answerAll, choose, clearCity, must, placeAll, put, rngFor, started } from './fixtures';

/** Three players past phase 1 with Sheriff, Banker, Coolie... seat order of choice is the pass order. */
function phase2(cards = [2, 4, 7], seed = 1): BoardState {
  return choose(started(3, seed), cards);
}

describe('setup (BOARD 2)', () => {
  it('gives each player $15, 3 cowboys, a road, a revolver; 9 mountains; a centre house with 4 roads', () => {
    for (let players = 2; players <= 6; players++) {
      const r = createGame({ players }, players);
      if (!r.ok) throw new Error(r.error);
      const s = r.state;
      expect(
        s.seats.every((t) => t.money === 15 && t.cowboys === 3 && t.roads === 1 && t.revolvers === 1),
      ).toBe(true);
      expect(s.cells.filter((c) => c.thing === 'mountain').length).toBe(9);
      expect(s.cells.filter((c) => c.thing === 'house').length).toBe(1);
      expect(s.roads.filter(Boolean).length).toBe(4);
      expect([s.display[0], s.display[1], s.display[5], s.display[6]]).toEqual([
        'ranch',
        'mine',
        'ranch',
        'mine',
      ]);
      expect(s.characters.length).toBe(s.characters.includes(0) ? 8 : 7);
      expect(s.prompt?.kind).toBe('start');
    }
  });
  it('the dice pick the inner 6x6: the centre is never on the edge, so exactly 9 parcels start connected', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const s = started(3, seed);
      const pts = roadPoints(s.roads);
      expect(s.cells.filter((_, p) => connected(pts, p)).length).toBe(9);
      const inner = (p: number): boolean => [p % 8, Math.floor(p / 8)].every((v) => v >= 1 && v <= 6);
      const mountains = s.cells.flatMap((c, p) => (c.thing === 'mountain' ? [p] : []));
      expect(mountains.length).toBe(9);
      expect(mountains.every(inner)).toBe(true);
    }
  });
  it('places start parcels in reverse order, then in order; refuses 1 or 7 players', () => {
    const r = createGame({ players: 3 }, 5);
    if (!r.ok) throw new Error(r.error);
    const order = r.state.chooseOrder;
    expect(r.state.queue).toEqual([...order].reverse().concat(order));
    expect(createGame({ players: 1 }, 1).ok).toBe(false);
    expect(createGame({ players: 7 }, 1).ok).toBe(false);
    expect(createGame({ players: 3, characters: [1, 2, 3] }, 1).ok).toBe(false);
    const s = started(3);
    expect(s.seats.every((t) => t.markers === 10)).toBe(true);
  });
});

describe('phases 1 and 2 (BOARD 3.1, 3.2)', () => {
  it('orders phase 2 by character number and records passes on the pass track', () => {
    const s0 = started(3);
    const first = activeSeat(s0);
    const s = choose(s0, [7, 2, 4]);
    expect(s.actionOrder[0]).toBe(s.seats.findIndex((t) => t.character === 2));
    expect(s.seats[first]?.character).toBe(7);
    const seat = activeSeat(s);
    const p = must(s, { type: 'pass', seat }).state;
    expect(p.passOrder).toEqual([seat]);
    expect(legalActions(p, seat)).toEqual([]);
  });
  it('refuses a second cowboy of one player on a duel space, but not on wages', () => {
    let s = phase2();
    const seat = activeSeat(s);
    s = must(s, { type: 'place', seat, spot: 's:wages' }).state;
    while (activeSeat(s) !== seat) s = must(s, { type: 'pass', seat: activeSeat(s) }).state;
    expect(applyAction(s, { type: 'place', seat, spot: 's:wages' }).ok).toBe(true);
    s = must(s, { type: 'place', seat, spot: 's:ammo' }).state;
    expect(applyAction(s, { type: 'place', seat, spot: 's:ammo' }).ok).toBe(false);
  });
});

describe('the action path (BOARD 4)', () => {
  it('roads, wages, ammunition, income from parcels and cowboys, VP from cowboys, buildings and parcels', () => {
    const s = phase2();
    const [a, b, c] = s.actionOrder as [number, number, number];
    const before = structuredClone(s.seats);
    const { state: t } = placeAll(s, {
      [a]: ['s:roads1', 's:incParcels', 's:vpParcels'],
      [b]: ['s:roads2', 's:wages', 's:wages'],
      [c]: ['s:ammo', 's:incCowboys', 's:vpCowboys'],
    });
    const A = t.seats[a]!;
    const B = t.seats[b]!;
    expect(A.roads).toBe((before[a]?.roads ?? 0) + 3);
    expect(B.roads).toBe((before[b]?.roads ?? 0) + 1);
    expect(A.vp).toBe(1);
    expect(B.money - (before[b]?.money ?? 0)).toBe(8);
    expect(t.seats[c]?.ammo).toBe(true);
    expect(firepower(t, c)).toBe(t.seats[c]!.cowboys + t.seats[c]!.revolvers + 3 + 3);
  });

  it('duel example: 5+1+0 and 3+2+1 tie at 6, the earlier passer wins; 2+1+0 loses (BOARD 5.2)', () => {
    const s = phase2([2, 3, 4]);
    const [o, g, b] = s.actionOrder as [number, number, number];
    const set = (seat: number, cowboys: number, revolvers: number): void => {
      const t = s.seats[seat]!;
      t.general += t.cowboys - cowboys;
      t.cowboys = cowboys;
      t.revolvers = revolvers;
    };
    set(o, 1, 1);
    set(g, 2, 2);
    set(b, 1, 1);
    s.rng = rngFor([5, 3, 2]);
    const p = at(7, 7);
    const spot = `p:${p}`;
    const { state, events } = placeAll(s, { [o]: [spot], [g]: [spot], [b]: [spot] });
    const duel = events.find((e) => e.type === 'duel');
    expect(duel).toEqual({
      type: 'duel',
      spot,
      seats: [o, g, b],
      rolls: [5, 3, 2],
      fire: [
        { cowboys: 0, revolvers: 1, ammo: 0, mercenary: 0, total: 1 },
        { cowboys: 1, revolvers: 2, ammo: 0, mercenary: 0, total: 3 },
        { cowboys: 0, revolvers: 1, ammo: 0, mercenary: 0, total: 1 },
      ],
      totals: [6, 6, 3],
      winner: o,
    });
    expect(state.prompt).toEqual({ kind: 'parcel', seat: o, parcel: p, price: 1 });
    expect(state.seats[g]?.cowboys).toBe(2);
    expect(state.seats[b]?.cowboys).toBe(1);
    const after = must(state, { type: 'answer', seat: o, value: 1 }).state;
    expect(after.cells[p]?.owner).toBe(o);
  });

  it('buys a building, places it with a house on a connected parcel; or keeps it and builds it later', () => {
    const s = phase2();
    clearCity(s);
    const [a, b] = s.actionOrder as [number, number];
    const mine = put(s, 3, 3, a);
    const far = put(s, 0, 7, b);
    s.display[2] = 'saloon';
    s.seats[a]!.money = 30;
    s.seats[b]!.money = 30;
    const { state } = placeAll(s, { [a]: ['s:bld2'], [b]: ['s:bld6'] });
    // b holds the Coolie (4): half the $12, rounded up. The $12 space comes before the $5 one.
    expect(state.seats[b]?.character).toBe(4);
    expect(state.prompt).toEqual({ kind: 'building', seat: b, space: 6, price: 6 });
    expect(applyAction(state, { type: 'build', seat: b, parcel: far, houses: [] }).ok).toBe(true);
    const r = must(state, { type: 'answer', seat: b, value: 1 }).state;
    expect(r.prompt).toEqual({ kind: 'building', seat: a, space: 2, price: 5 });
    const opts = legalActions(r, a).filter((x) => x.type === 'build');
    expect(opts.length).toBeGreaterThan(0);
    expect(opts.every((x) => x.type === 'build' && x.parcel === mine)).toBe(true);
    const house = at(2, 2);
    const kept = must(r, { type: 'build', seat: a, parcel: mine, houses: [house] }).state;
    expect(kept.cells[mine]?.thing).toBe('saloon');
    expect(kept.cells[house]?.thing).toBe('house');
    expect(kept.seats[a]?.money).toBe(25);
    expect(kept.seats[b]?.kept).toEqual(['mine']);
    expect(kept.prompt?.kind).toBe('deferred');
    const built = must(kept, { type: 'build', seat: b, parcel: far, houses: [], kept: 0 }).state;
    expect(built.cells[far]?.thing).toBe('mine');
    expect(built.seats[b]?.kept).toEqual([]);
    expect(built.seats[b]?.revolvers).toBe(2);
  });

  it('refuses a building off the road network or on a parcel that is not empty (BOARD 4.6)', () => {
    const s = phase2();
    clearCity(s);
    const [a] = s.actionOrder as [number];
    const off = put(s, 7, 0, a);
    const full = put(s, 3, 3, a, 'mountain');
    s.display[2] = 'bank';
    const { state } = placeAll(s, { [a]: ['s:bld2'] });
    expect(applyAction(state, { type: 'build', seat: a, parcel: off, houses: [at(2, 2)] }).ok).toBe(false);
    expect(applyAction(state, { type: 'build', seat: a, parcel: full, houses: [at(2, 2)] }).ok).toBe(false);
    const before = structuredClone(state);
    applyAction(state, { type: 'build', seat: a, parcel: off, houses: [at(2, 2)] });
    expect(state).toEqual(before);
  });

  it('an attack steals half the income, rounded down; a church protects its neighbours (BOARD 6)', () => {
    const s = phase2();
    clearCity(s);
    const [a, b] = s.actionOrder as [number, number];
    const sal = put(s, 3, 3, b, 'saloon');
    put(s, 2, 3, -1, 'house');
    put(s, 4, 3, -1, 'house');
    put(s, 3, 2, -1, 'house');
    const guarded = put(s, 6, 6, b, 'hotel');
    put(s, 6, 7, b, 'church');
    const money = [s.seats[a]!.money, s.seats[b]!.money];
    expect(legalActions(s, a).some((x) => x.type === 'place' && x.spot === `b:${guarded}`)).toBe(false);
    const { state, events } = placeAll(s, { [a]: [`b:${sal}`] });
    const paid = events.filter((e) => e.type === 'money' && e.cause === 'attack');
    // Three houses: $15; the attacker's half rounded down, the owner's $8 shared off its line (BOARD 7.2, 6).
    const saloon = { parcel: sal, kind: 'saloon', base: 0, neighbours: 15, hall: 0, capped: 0, boost: 0 };
    expect(paid).toEqual([
      { type: 'money', seat: a, amount: 7, cause: 'attack', income: { ...saloon, shared: -8 } },
    ]);
    expect(events).toContainEqual({
      type: 'money',
      seat: b,
      amount: 8,
      cause: 'buildings',
      income: { ...saloon, shared: -7 },
    });
    expect(state.seats[a]!.money - (money[0] ?? 0)).toBe(7);
    expect(state.seats[b]!.money - (money[1] ?? 0)).toBe(8 + 6);
  });

  it('VP spaces close round by round: only $5 in round 4 (BOARD 4.11)', () => {
    const s = phase2();
    const seat = activeSeat(s);
    expect(legalActions(s, seat).some((x) => x.type === 'place' && x.spot === 's:vp0')).toBe(true);
    s.round = 4;
    const spots = legalActions(s, seat).flatMap((x) => (x.type === 'place' ? [x.spot] : []));
    expect(spots.filter((x) => /^s:vp\d$/.test(x))).toEqual(['s:vp3']);
  });

  it('buys any number of VP at the space price', () => {
    const s = phase2();
    const [a] = s.actionOrder as [number];
    s.seats[a]!.money = 20;
    const { state } = placeAll(s, { [a]: ['s:vp1'] });
    expect(state.prompt).toEqual({ kind: 'buyVp', seat: a, price: 3 });
    const r = must(state, { type: 'answer', seat: a, value: 6 }).state;
    expect(r.seats[a]?.vp).toBe(6);
    expect(r.seats[a]?.money).toBe(2);
  });
});

describe('round end and the game end (BOARD 3.4, 10, 11)', () => {
  it('hand-in example: Sheriff with $28 hands in $8 or $10 (1 VP); Coolie $34 hands in $4; Banker keeps $54', () => {
    const s = phase2([1, 2, 4]);
    const [sheriff, banker, coolie] = s.actionOrder as [number, number, number];
    s.seats[sheriff]!.money = 28;
    s.seats[banker]!.money = 54;
    s.seats[coolie]!.money = 34;
    expect(handInOptions(s, sheriff)).toEqual([8, 10, 20]);
    expect(handInOptions(s, coolie)).toEqual([4, 10, 20, 30]);
    expect(handInOptions(s, banker)).toEqual([0, 10, 20, 30, 40, 50]);
  });

  it('adds 4, 5, 5 cowboys after rounds 1..3, never above 10', () => {
    const s = phase2();
    const seats0 = s.seats.map((t) => t.cowboys);
    const { state } = placeAll(s, {});
    const r = answerAll(
      state,
      (t) => ({
        type: 'answer',
        seat: t.prompt!.seat,
        value: t.prompt!.kind === 'handIn' ? handInOptions(t, t.prompt!.seat)[0]! : 0,
      }),
      (t) => t.round === 2,
    ).state;
    expect(r.seats.map((t) => t.cowboys)).toEqual(seats0.map((n) => Math.min(10, n + 4)));
  });

  it('final score: $6 per VP, 2 VP per building, house and mountain owned; ties to the earlier pass', () => {
    const s = phase2();
    clearCity(s);
    s.seats[0]!.money = 20;
    put(s, 0, 0, 0, 'house');
    put(s, 1, 0, 0, 'townhouse');
    put(s, 2, 0, 0, 'mountain');
    put(s, 3, 0, 0, 'bank');
    s.seats[0]!.kept = ['saloon'];
    expect(finalLines(s, 0)).toMatchObject({ money: 3, property: 2 + 4 + 2 + 2 });
    s.passOrder = [2, 0, 1];
    expect(winnerOf(s, [5, 7, 7])).toBe(2);
    expect(winnerOf(s, [9, 7, 7])).toBe(0);
  });
});
