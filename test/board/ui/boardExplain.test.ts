import { describe, expect, it } from 'vitest';
import { floatSource, seedState } from '../../../src/shared';
import { greedyBot, randomBot, type BoardBot } from '../../../src/board/bots/bots';
import {
  activeSeat,
  applyAction,
  buildingIncome,
  createGame,
  firepower,
  legalActions,
  parcelPrice,
  rawIncome,
  STEP,
  viewFor,
  type BoardEvent,
  type BoardState,
} from '../../../src/board/engine';
import {
  buildingPriceExplain,
  duelSides,
  firepowerExplain,
  incomeExplain,
  parcelPriceExplain,
  seatIncomeExplain,
} from '../../../src/ui/board/boardExplain';

/** How often each kind of check ran. */
type Tally = Record<'income' | 'firepower' | 'parcel' | 'building' | 'payout' | 'duel', number>;

/** Checks every explanation of a state against the engine's own figures. */
function checkState(s: BoardState, tally: Tally): void {
  const view = viewFor(s, -1);
  s.cells.forEach((c, p) => {
    const e = incomeExplain(view, p);
    if (!e) return;
    tally.income++;
    expect(e.owner).toBe(c.owner);
    expect(e.terms.reduce((n, t) => n + t.count * t.each, 0)).toBe(rawIncome(s.cells, p, s.round));
    expect(e.income).toBe(buildingIncome(s, p));
    expect(e.income).toBe(Math.min(e.cap, e.raw + e.hall));
    expect(e.ownerGets + e.stolen).toBe(e.total);
    for (const t of e.terms) for (const q of t.parcels) expect(q).toBeGreaterThanOrEqual(0);
  });
  s.seats.forEach((_, seat) => {
    const f = firepowerExplain(view, seat);
    tally.firepower++;
    expect(f.total).toBe(firepower(s, seat));
    expect(f.cowboys + f.revolvers + f.ammo + f.mercenary).toBe(f.total);
  });
  const pr = s.prompt;
  if (pr?.kind === 'parcel') {
    tally.parcel++;
    const e = parcelPriceExplain(view, pr.parcel);
    expect(e.price).toBe(pr.price);
    expect(e.base + e.objects.length).toBe(pr.price);
    for (const o of e.objects) expect(o.thing).not.toBe('empty');
  }
  if (pr?.kind === 'building') {
    tally.building++;
    const e = buildingPriceExplain(view, pr.seat, pr.space);
    expect(e.price).toBe(pr.price);
    expect(e.price).toBe(e.coolie ? Math.ceil(e.base / 2) : e.base);
  }
  for (let p = 0; p < 64; p += 9) expect(parcelPriceExplain(view, p).price).toBe(parcelPrice(s.cells, p));
}

/** Checks the building payments of an action against the explanations of the state it left (same round only). */
function checkPayout(before: BoardState, after: BoardState, ev: readonly BoardEvent[], tally: Tally): void {
  const paid = ev.some((e) => e.type === 'step' && e.step === STEP.incBuildings && e.edge === 'end');
  if (!paid || after.round !== before.round || after.phase !== 'actions') return;
  tally.payout++;
  const view = viewFor(after, -1);
  after.seats.forEach((_, seat) => {
    const got = ev.reduce(
      (n, e) => n + (e.type === 'money' && e.seat === seat && e.cause === 'buildings' ? e.amount : 0),
      0,
    );
    const stole = ev.reduce(
      (n, e) => n + (e.type === 'money' && e.seat === seat && e.cause === 'attack' ? e.amount : 0),
      0,
    );
    const own = seatIncomeExplain(view, seat).reduce((n, e) => n + e.ownerGets, 0);
    const taken = after.cells.reduce((n, _, p) => {
      const e = incomeExplain(view, p);
      return n + (e && e.thief === seat ? e.stolen : 0);
    }, 0);
    expect(got).toBe(own);
    expect(stole).toBe(taken);
  });
}

/** Plays a game, checking the explanations at every decision and after each payment. */
function play(players: number, seed: number, bot: BoardBot, tally: Tally): void {
  const start = createGame({ players }, seed);
  if (!start.ok) throw new Error('setup');
  let s = start.state;
  const rnd = floatSource(seedState(seed * 13 + 5));
  while (s.phase !== 'over') {
    checkState(s, tally);
    const seat = activeSeat(s);
    const a = bot(viewFor(s, seat), legalActions(s, seat), rnd);
    const res = applyAction(s, a);
    if (!res.ok) throw new Error(res.error);
    checkPayout(s, res.state, res.events, tally);
    for (const e of res.events)
      if (e.type === 'duel') {
        tally.duel++;
        const sides = duelSides(e);
        const best = Math.max(...sides.map((d) => d.total));
        const winner = sides.find((d) => d.won);
        expect(winner?.total).toBe(best);
        expect(sides.find((d) => d.total === best)).toBe(winner);
        for (const d of sides) expect(d.firepower).toBeGreaterThanOrEqual(0);
      }
    s = res.state;
  }
}

describe('boardExplain', () => {
  it('matches the engine figures and payments over whole games of 2..6 seats', () => {
    const tally: Tally = { income: 0, firepower: 0, parcel: 0, building: 0, payout: 0, duel: 0 };
    for (let players = 2; players <= 6; players++) {
      play(players, 40 + players, greedyBot, tally);
      play(players, 80 + players, randomBot, tally);
    }
    for (const [k, n] of Object.entries(tally)) expect(n, k).toBeGreaterThan(5);
  });

  it('explains a saloon by its neighbours house symbols (BOARD 7.2)', () => {
    const start = createGame({ players: 2 }, 3);
    if (!start.ok) throw new Error('setup');
    const s = structuredClone(start.state);
    for (const c of s.cells) {
      c.owner = -1;
      c.thing = 'empty';
    }
    const put = (p: number, owner: number, thing: BoardState['cells'][number]['thing']) =>
      Object.assign(s.cells[p] as object, { owner, thing });
    put(27, 0, 'saloon');
    put(26, -1, 'house');
    put(28, 0, 'townhouse');
    put(35, 1, 'house');
    s.hallHolder = -1;
    const e = incomeExplain(viewFor(s, 0), 27);
    expect(e?.terms).toEqual([{ what: 'symbols', count: 3, each: 5, parcels: [26, 28, 28] }]);
    expect(e?.income).toBe(15);
    expect(incomeExplain(viewFor(s, 0), 26)).toBeNull();
    const price = parcelPriceExplain(viewFor(s, 0), 36);
    expect(price.objects.map((o) => o.parcel).sort((a, b) => a - b)).toEqual([27, 28, 35]);
    expect(price.price).toBe(4);
  });
});
