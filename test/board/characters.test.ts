/** BOARD 8: the yellow side of each of the 19 characters. */
import { describe, expect, it } from 'vitest';
import {
  activeSeat,
  answerValues,
  applyAction,
  at,
  CASH_LIMIT,
  CH,
  finalLines,
  firepower,
  handInOptions,
  legalActions,
  parcelPrice,
  type BoardAction,
  type BoardEvent,
  type BoardState,
} from '../../src/board/engine';
import { answerAll, choose, clearCity, must, placeAll, put, rngFor, started } from './fixtures';

const DISPLAY = (card: number): number[] => {
  const base = [1, 2, 3, 4, 5, 6, 7].filter((c) => c !== card);
  const d = card === 0 ? [0, 1, 2, 3, 4, 5, 6, 7] : [card, ...base.slice(0, 6)];
  return d.sort((a, b) => a - b);
};

/** A 3-player game in phase 1 with `card` on display; returns the state and the first chooser. */
function withCard(card: number, seed = 3): { s: BoardState; seat: number } {
  const s = started(3, seed, DISPLAY(card));
  return { s, seat: activeSeat(s) };
}

/** The others take the first two free cards that are not `avoid`. */
function othersChoose(s: BoardState, avoid: number[] = []): BoardState {
  const free = s.characters.filter((c, i) => s.holders[i] === -1 && !avoid.includes(c) && c !== 0);
  return choose(s, free.slice(0, 2));
}

describe('characters, yellow side (BOARD 8)', () => {
  it('0 Paperboy: pays $3 for a second card (not the Sheriff), uses its power and limit, moves first', () => {
    const { s, seat } = withCard(0);
    const t = must(s, { type: 'character', seat, card: 0 }).state;
    expect(t.prompt?.kind).toBe('paperboy');
    expect(answerValues(t, t.prompt!)).not.toContain(CH.sheriff);
    const u = othersChoose(must(t, { type: 'answer', seat, value: CH.banker }).state);
    expect(u.seats[seat]).toMatchObject({ money: 15 - 3 + 9, character: 0, power: CH.banker });
    expect(u.actionOrder[0]).toBe(seat);
    u.seats[seat]!.money = 130;
    expect(handInOptions(u, seat)[0]).toBe(130 - 120);
  });

  it('1 Sheriff: the white cowboy goes on an empty space, closes it to others, never attacks nor counts for firepower', () => {
    const { s, seat } = withCard(1);
    const t = othersChoose(must(s, { type: 'character', seat, card: 1 }).state);
    expect(t.seats[seat]?.white).toBe(true);
    const fp = firepower(t, seat);
    let u = t;
    while (activeSeat(u) !== seat) u = must(u, { type: 'pass', seat: activeSeat(u) }).state;
    u = must(u, { type: 'place', seat, spot: 's:roads1', white: true }).state;
    expect(firepower(u, seat)).toBe(fp);
    const other = u.seats.findIndex((_, i) => i !== seat && !u.passOrder.includes(i));
    if (other >= 0) {
      while (activeSeat(u) !== other) u = must(u, { type: 'pass', seat: activeSeat(u) }).state;
      expect(applyAction(u, { type: 'place', seat: other, spot: 's:roads1' }).ok).toBe(false);
    }
    expect(CASH_LIMIT[1]).toBe(20);
  });

  it('2 Banker: $9 at once, limit $120', () => {
    const { s, seat } = withCard(2);
    const t = must(s, { type: 'character', seat, card: 2 }).state;
    expect(t.seats[seat]?.money).toBe(24);
    expect(CASH_LIMIT[2]).toBe(120);
  });

  it('3 Grocer: doubles one building kind at the income step, or takes $8', () => {
    const { s, seat } = withCard(3);
    const t = othersChoose(must(s, { type: 'character', seat, card: 3 }).state);
    clearCity(t);
    const parcel = put(t, 3, 3, seat, 'hotel');
    const { state } = placeAll(t, {});
    expect(state.prompt).toEqual({ kind: 'grocer', seat });
    const money = state.seats[seat]!.money;
    const doubled = must(state, { type: 'answer', seat, value: 5 }).events;
    const hotel = { parcel, kind: 'hotel', base: 6, neighbours: 0, hall: 0, capped: 0, shared: 0 };
    expect(doubled).toContainEqual({
      type: 'money',
      seat,
      amount: 12,
      cause: 'buildings',
      income: { ...hotel, boost: 6 },
    });
    const eight = must(state, { type: 'answer', seat, value: -1 });
    expect(eight.events).toContainEqual({ type: 'money', seat, amount: 8, cause: 'grocer' });
    expect(eight.events).toContainEqual({
      type: 'money',
      seat,
      amount: 6,
      cause: 'buildings',
      income: { ...hotel, boost: 0 },
    });
    expect(money).toBeGreaterThan(0);
  });

  it('3 Grocer: the $8 may be taken at once, so it pays for this round; then no choice at the income step', () => {
    const { s, seat } = withCard(3);
    const t = must(s, { type: 'character', seat, card: 3 });
    expect(t.state.prompt).toEqual({ kind: 'grocerNow', seat });
    expect(answerValues(t.state, t.state.prompt!)).toEqual([0, 1]);
    const now = must(t.state, { type: 'answer', seat, value: 1 });
    expect(now.events).toContainEqual({ type: 'money', seat, amount: 8, cause: 'grocer' });
    expect(now.state.seats[seat]?.money).toBe(15 + 8);
    const u = othersChoose(now.state);
    clearCity(u);
    const parcel = put(u, 3, 3, seat, 'hotel');
    const { state, events } = placeAll(u, {});
    expect(events.filter((e) => e.type === 'money' && e.cause === 'grocer')).toEqual([]);
    expect(events).toContainEqual({
      type: 'money',
      seat,
      amount: 6,
      cause: 'buildings',
      income: { parcel, kind: 'hotel', base: 6, neighbours: 0, hall: 0, capped: 0, boost: 0, shared: 0 },
    });
    expect(state.prompt?.kind).not.toBe('grocer');
    const later = othersChoose(must(t.state, { type: 'answer', seat, value: 0 }).state);
    expect(later.seats[seat]?.money).toBe(15);
    expect(placeAll(later, {}).state.prompt).toEqual({ kind: 'grocer', seat });
  });

  it('4 Coolie: 2 roads at once and half price (rounded up) on buildings', () => {
    const { s, seat } = withCard(4);
    const t = othersChoose(must(s, { type: 'character', seat, card: 4 }).state);
    expect(t.seats[seat]?.roads).toBe(3);
    let u = t;
    while (activeSeat(u) !== seat) u = must(u, { type: 'pass', seat: activeSeat(u) }).state;
    const { state } = placeAll(u, { [seat]: ['s:bld2'] });
    expect(state.prompt).toMatchObject({ kind: 'building', seat, space: 2, price: 3 });
  });

  it('5 Settler: a free property marker on an unsold parcel', () => {
    const { s, seat } = withCard(5);
    const t = must(s, { type: 'character', seat, card: 5 }).state;
    expect(t.prompt?.kind).toBe('settler');
    const p = answerValues(t, t.prompt!)[0]!;
    const u = must(t, { type: 'answer', seat, value: p }).state;
    expect(u.cells[p]?.owner).toBe(seat);
    expect(u.seats[seat]?.money).toBe(15);
  });

  it('6 Captain: $1/$4/$9 for 1/2/3 cowboys from the general supply', () => {
    const { s, seat } = withCard(6);
    const t = must(s, { type: 'character', seat, card: 6 }).state;
    expect(answerValues(t, t.prompt!)).toEqual([0, 1, 2, 3]);
    const u = must(t, { type: 'answer', seat, value: 3 }).state;
    expect(u.seats[seat]).toMatchObject({ money: 6, cowboys: 6, general: 4 });
  });

  it('7 Mercenary: +3 firepower this round', () => {
    const { s, seat } = withCard(7);
    const before = firepower(s, seat);
    const t = must(s, { type: 'character', seat, card: 7 }).state;
    expect(firepower(t, seat)).toBe(before + 3);
  });

  it('8 Chief: two random empty unsold parcels in the dice grid (the inner 6x6), free', () => {
    const { s, seat } = withCard(8);
    const owned = s.cells.filter((c) => c.owner === seat).length;
    const t = must(s, { type: 'character', seat, card: 8 });
    const won = t.events.flatMap((e) => (e.type === 'bought' ? [e.parcel] : []));
    expect(won.length).toBe(2);
    for (const p of won) {
      for (const v of [p % 8, Math.floor(p / 8)]) expect(v >= 1 && v <= 6).toBe(true);
      expect(s.cells[p]).toEqual({ owner: -1, thing: 'empty' });
    }
    expect(t.state.cells.filter((c) => c.owner === seat).length).toBe(owned + 2);
    expect(t.state.seats[seat]?.money).toBe(15);
  });

  it('9 Gold seeker: $10 for a display mine built on a new parcel, no road needed', () => {
    const { s, seat } = withCard(9);
    const t = must(s, { type: 'character', seat, card: 9 }).state;
    const p = answerValues(t, t.prompt!)
      .filter((v) => v >= 0)
      .at(-1)!;
    const u = must(t, { type: 'answer', seat, value: p }).state;
    expect(u.cells[p]).toEqual({ owner: seat, thing: 'mine' });
    expect(u.seats[seat]).toMatchObject({ money: 5, revolvers: 2 });
    const mines = (x: BoardState): number => [...x.display, ...x.bag].filter((k) => k === 'mine').length;
    expect(mines(u)).toBe(mines(t) - 1);
  });

  it('9 Gold seeker, red side: with no mine left, two dynamite tiles: two dice in a duel, or a mine tripled', () => {
    const none = withCard(9).s;
    none.display = none.display.map((k) => (k === 'mine' ? 'hotel' : k));
    none.bag = none.bag.filter((k) => k !== 'mine');
    const seat = activeSeat(none);
    const v = must(none, { type: 'character', seat, card: 9 }).state;
    expect(v.prompt).toBeNull();
    expect(v.seats[seat]).toMatchObject({ money: 15, red: true, dynamite: 2 });
    const t = othersChoose(v);
    clearCity(t);
    const mine = put(t, 3, 3, seat, 'mine');
    put(t, 2, 2, -1, 'mountain');
    put(t, 4, 4, -1, 'mountain');
    const other = (seat + 1) % 3;
    t.rng = rngFor([6, 6, 1]);
    let u = t;
    const events: BoardEvent[] = [];
    const done = new Set<number>();
    while (u.phase === 'placement') {
      const who = activeSeat(u);
      if (who === seat && !done.has(who)) {
        expect(legalActions(u, seat)).toContainEqual({ type: 'place', seat, spot: 's:ammo', dynamite: true });
        expect(legalActions(u, seat)).not.toContainEqual({
          type: 'place',
          seat,
          spot: 's:wages',
          dynamite: true,
        });
      }
      const a: BoardAction = done.has(who)
        ? { type: 'pass', seat: who }
        : who === seat
          ? { type: 'place', seat, spot: 's:ammo', dynamite: true }
          : who === other
            ? { type: 'place', seat: who, spot: 's:ammo' }
            : { type: 'pass', seat: who };
      done.add(who);
      const step = must(u, a);
      u = step.state;
      events.push(...step.events);
      if (who === seat && a.type === 'place') expect(u.seats[seat]?.dynamite).toBe(1);
    }
    const r = { state: u, events };
    const duel = r.events.find((e) => e.type === 'duel');
    if (!duel || duel.type !== 'duel') throw new Error('no duel');
    // Two dice for the dynamite: more than one die can show.
    expect(duel.rolls[duel.seats.indexOf(seat)]).toBeGreaterThan(6);
    const at = answerAll(
      r.state,
      (x) => ({ type: 'answer', seat: x.prompt!.seat, value: answerValues(x, x.prompt!)[0]! }),
      (x) => x.prompt?.kind === 'dynamite',
    );
    expect(at.state.prompt).toEqual({ kind: 'dynamite', seat });
    expect(answerValues(at.state, at.state.prompt!)).toEqual([-1, mine]);
    const blast = must(at.state, { type: 'answer', seat, value: mine });
    // Two unsold mountains around the mine: $6, tripled by the dynamite (BOARD 7.2, 8.9).
    const split = { parcel: mine, kind: 'mine', base: 0, neighbours: 6, hall: 0, capped: 0, shared: 0 };
    expect(blast.events).toContainEqual({
      type: 'money',
      seat,
      amount: 18,
      cause: 'buildings',
      income: { ...split, boost: 12 },
    });
    const plain = must(at.state, { type: 'answer', seat, value: -1 });
    expect(plain.events).toContainEqual({
      type: 'money',
      seat,
      amount: 6,
      cause: 'buildings',
      income: { ...split, boost: 0 },
    });
  });

  it('10 Gunsmith: 2 VP per duel won', () => {
    const { s, seat } = withCard(10);
    const t = othersChoose(must(s, { type: 'character', seat, card: 10 }).state);
    t.seats[seat]!.revolvers = 20;
    const spots = Object.fromEntries(t.seats.map((_, i) => [i, ['s:ammo']]));
    const { events } = placeAll(t, spots);
    expect(events.find((e) => e.type === 'duel')).toMatchObject({ winner: seat });
    expect(events).toContainEqual({ type: 'vp', seat, amount: 2, cause: 'gunsmith' });
  });

  it('11 Singer: a no-duel cowboy acts without a duel; the others duel among themselves', () => {
    const { s, seat } = withCard(11);
    const t = othersChoose(must(s, { type: 'character', seat, card: 11 }).state);
    expect(t.seats[seat]?.noDuel).toBe(2);
    expect(applyAction(t, { type: 'place', seat, spot: 's:ammo', noDuel: true }).ok).toBe(false);
    let u = t;
    const events = [];
    while (u.phase === 'placement') {
      const who = activeSeat(u);
      const spot = 's:incParcels';
      const r = u.placements.some((p) => p.seat === who)
        ? must(u, { type: 'pass', seat: who })
        : must(u, { type: 'place', seat: who, spot, noDuel: who === seat });
      u = r.state;
      events.push(...r.events);
    }
    const duel = events.find((e) => e.type === 'duel');
    expect(duel && duel.type === 'duel' && duel.seats.length).toBe(2);
    expect(duel && duel.type === 'duel' && duel.seats.includes(seat)).toBe(false);
    const paid = events
      .filter((e) => e.type === 'money' && e.cause === 'parcels')
      .map((e) => e.type === 'money' && e.seat);
    expect(paid).toContain(seat);
    expect(paid.length).toBe(2);
  });

  it('12 Auctioneer: two parcels auctioned; the winner pays half to the bank and half to the Auctioneer', () => {
    const { s, seat } = withCard(12);
    let t = must(s, { type: 'character', seat, card: 12 }).state;
    const [p1, p2] = answerValues(t, t.prompt!) as [number, number];
    t = must(t, { type: 'answer', seat, value: p1 }).state;
    t = must(t, { type: 'answer', seat, value: p2 }).state;
    expect(t.prompt).toEqual({ kind: 'bid', seat, bid: 0 });
    t = must(t, { type: 'answer', seat, value: 0 }).state;
    const bidder = t.prompt!.seat;
    t = must(t, { type: 'answer', seat: bidder, value: 7 }).state;
    while (t.prompt?.kind === 'bid') t = must(t, { type: 'answer', seat: t.prompt.seat, value: 0 }).state;
    expect(t.cells[p1]?.owner).toBe(bidder);
    expect(t.cells[p2]?.owner).toBe(bidder);
    expect(t.seats[bidder]?.money).toBe(8);
    expect(t.seats[seat]?.money).toBe(15 + 4);
  });

  it('13 Governor: a road at once; 1 VP per laid road that connects a new parcel', () => {
    const { s, seat } = withCard(13);
    const t = othersChoose(must(s, { type: 'character', seat, card: 13 }).state);
    expect(t.seats[seat]?.roads).toBe(2);
    let u = t;
    while (activeSeat(u) !== seat) u = must(u, { type: 'pass', seat: activeSeat(u) }).state;
    const road = legalActions(u, seat).find((a) => a.type === 'road');
    if (!road || road.type !== 'road') throw new Error('no road');
    const r = must(u, road);
    expect(r.events).toContainEqual({ type: 'vp', seat, amount: 1, cause: 'governor' });
  });

  it('14 Doctor: a duel loser may pay $3 to move the cowboy to a later empty spot', () => {
    const { s, seat } = withCard(14);
    const t = othersChoose(must(s, { type: 'character', seat, card: 14 }).state);
    const loser = t.seats.findIndex((_, i) => i !== seat);
    const winner = t.seats.findIndex((_, i) => i !== seat && i !== loser);
    t.seats[winner]!.revolvers = 30;
    const { state } = placeAll(t, { [loser]: ['s:ammo'], [winner]: ['s:ammo'] });
    expect(state.prompt).toMatchObject({ kind: 'doctor', seat: loser });
    const targets = answerValues(state, state.prompt!);
    expect(targets[0]).toBe(-1);
    const before = [state.seats[loser]!.money, state.seats[seat]!.money];
    const r = must(state, { type: 'answer', seat: loser, value: 0 });
    expect(r.state.seats[seat]!.money - before[1]!).toBeGreaterThanOrEqual(3);
    expect(r.events).toContainEqual({ type: 'money', seat: loser, amount: -3, cause: 'doctor' });
  });

  it('14 Doctor/Undertaker: the holder picks the side; an Undertaker charges each other loser $2 or 1 VP, limit $90', () => {
    const { s, seat } = withCard(14);
    const t0 = must(s, { type: 'character', seat, card: 14 }).state;
    expect(t0.prompt).toEqual({ kind: 'side', seat, card: 14 });
    expect(answerValues(t0, t0.prompt!)).toEqual([0, 1]);
    const t = othersChoose(must(t0, { type: 'answer', seat, value: 1 }).state);
    expect(t.seats[seat]).toMatchObject({ power: 14, red: true });
    const [loser, poor] = t.seats.map((_, i) => i).filter((i) => i !== seat) as [number, number];
    t.seats[seat]!.revolvers = 30;
    t.seats[loser]!.vp = 3;
    t.seats[poor]!.vp = 2;
    t.seats[poor]!.money = 1;
    const { state } = placeAll(t, {
      [seat]: ['s:ammo', 's:gamble'],
      [loser]: ['s:ammo'],
      [poor]: ['s:gamble'],
    });
    expect(state.prompt).toEqual({ kind: 'undertaker', seat: loser });
    const before = [state.seats[loser]!.money, state.seats[seat]!.money];
    const paid = must(state, { type: 'answer', seat: loser, value: 0 });
    expect(paid.state.seats[loser]!.money).toBe(before[0]! - 2);
    expect(paid.events).toContainEqual({ type: 'money', seat, amount: 2, cause: 'undertaker' });
    // The poor loser has under $2: 1 VP is lost without a question.
    expect(paid.events).toContainEqual({ type: 'vp', seat: poor, amount: -1, cause: 'undertaker' });
    expect(paid.state.seats[poor]!.vp).toBe(1);
    const lost = must(state, { type: 'answer', seat: loser, value: 1 }).state;
    expect(lost.seats[loser]!.vp).toBe(2);
    expect(lost.seats[loser]!.money).toBe(before[0]);
    lost.seats[seat]!.money = 95;
    expect(handInOptions(lost, seat)[0]).toBe(5);
  });

  it('15 Cowboy: without the Horses variant only its $20 limit', () => {
    const { s, seat } = withCard(15);
    const t = must(s, { type: 'character', seat, card: 15 }).state;
    expect(t.seats[seat]).toMatchObject({ money: 15, cowboys: 3, roads: 1 });
    expect(CASH_LIMIT[15]).toBe(20);
  });

  it('16 Heroes: own buildings cannot be attacked, and no attacks by the holder', () => {
    const { s, seat } = withCard(16);
    const t = othersChoose(must(s, { type: 'character', seat, card: 16 }).state);
    clearCity(t);
    const other = (seat + 1) % 3;
    const mine = put(t, 3, 3, seat, 'hotel');
    const theirs = put(t, 5, 5, other, 'hotel');
    let u = t;
    while (activeSeat(u) !== other) u = must(u, { type: 'pass', seat: activeSeat(u) }).state;
    expect(applyAction(u, { type: 'place', seat: other, spot: `b:${mine}` }).ok).toBe(false);
    let v = t;
    while (activeSeat(v) !== seat) v = must(v, { type: 'pass', seat: activeSeat(v) }).state;
    expect(applyAction(v, { type: 'place', seat, spot: `b:${theirs}` }).ok).toBe(false);
    expect(CASH_LIMIT[16]).toBe(240);
  });

  it('17 Lawyer: buys a parcel at once; other cowboys on its parcels go home before any duel', () => {
    const { s, seat } = withCard(17);
    const t = must(s, { type: 'character', seat, card: 17 }).state;
    const p = answerValues(t, t.prompt!).find((v) => v >= 0)!;
    const u = othersChoose(must(t, { type: 'answer', seat, value: p }).state);
    expect(u.cells[p]?.owner).toBe(seat);
    const q = at(7, 7);
    const spots = Object.fromEntries(u.seats.map((_, i) => [i, [`p:${q}`]]));
    const { state, events } = placeAll(u, spots);
    expect(events.some((e) => e.type === 'duel')).toBe(false);
    expect(state.prompt).toMatchObject({ kind: 'parcel', seat, parcel: q, price: parcelPrice(u.cells, q) });
  });

  it('18 Teacher: first on the pass track next round; in round 4, 2 VP per school, prison, church and 2 for no saloon', () => {
    const { s, seat } = withCard(18);
    const t = othersChoose(must(s, { type: 'character', seat, card: 18 }).state);
    const order = t.actionOrder;
    let u = t;
    const passFirst = order.find((x) => x !== seat)!;
    while (activeSeat(u) !== passFirst) u = must(u, { type: 'pass', seat: activeSeat(u) }).state;
    const { state } = placeAll(u, {});
    let r = state;
    while (r.prompt)
      r = must(r, { type: 'answer', seat: r.prompt.seat, value: answerValues(r, r.prompt)[0]! }).state;
    expect(r.round).toBe(2);
    expect(r.chooseOrder[0]).toBe(seat);
    clearCity(r);
    r.round = 4;
    r.seats[seat]!.power = CH.teacher;
    put(r, 3, 3, seat, 'church');
    put(r, 4, 4, seat, 'prison');
    expect(finalLines(r, seat).teacher).toBe(2 + 2 + 2);
    put(r, 5, 5, seat, 'saloon');
    expect(finalLines(r, seat).teacher).toBe(4);
  });
});
