/** fast-check properties over seeded random games of 4-6 seats with every kind of seat. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PILE_VALUES,
  activeSeats,
  applyAction,
  applyActionInPlace,
  auctionValue,
  checkInvariants,
  cloneState,
  createGame,
  entityCount,
  isCharacter,
  legalActions,
  replay,
  scoreSeat,
  seatPlacementProblem,
  seatPlacements,
  seatTotal,
} from '../src/cards/engine';
import type { Action, EntityId, GameEvent, GameSetup, GameState } from '../src/cards/engine';
import { rand, setupOf } from './helpers';
import type { Kind } from './helpers';
import { simpleScore, simpleVirtualScore } from './simpleScore';
import { viewProblems, zoneProblems } from './checks';

const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;

/**
 * A random legal action, biased so that games use abilities, take characters and sell cards often:
 * a card is picked first, then one of its positions.
 */
function choose(legal: readonly Action[], r: () => number): Action {
  const uses = legal.filter((a) => a.type === 'use');
  if (uses.length > 0 && r() < 0.7) return pick(r, uses);
  const sells = legal.filter((a) => a.type === 'sell');
  if (sells.length > 0 && r() < 0.4) return pick(r, sells);
  const takes = legal.filter((a) => a.type === 'take');
  if (takes.length === 0) return pick(r, legal);
  const character = takes.find((a) => a.type === 'take' && isCharacter(a.card));
  if (character && r() < 0.3) return character;
  const card = pick(r, [...new Set(takes.map((a) => (a.type === 'take' ? a.card : -1)))]);
  return pick(
    r,
    takes.filter((a) => a.type === 'take' && a.card === card),
  );
}

/** The fields of an action that matter for its type, to compare an arbitrary value with legal actions. */
function canon(a: unknown): string {
  if (typeof a !== 'object' || a === null) return `!${JSON.stringify(a)}`;
  const r = a as Record<string, unknown>;
  const at = r.at as Record<string, unknown> | undefined | null;
  const fields: Record<string, unknown[]> = {
    use: [r.ability],
    pass: [],
    bid: [r.card],
    sell: [r.card],
    take: [r.card, at === undefined ? 'none' : at === null ? 'null' : [at.x, at.y]],
    paperboy: [r.card === undefined ? 'none' : r.card],
  };
  return JSON.stringify([r.type, r.seat, fields[r.type as string] ?? 'unknown']);
}

/** The canonical keys of every seat's legal actions. */
function legalKeys(s: GameState): Set<string> {
  const keys = new Set<string>();
  for (let seat = 0; seat < s.seats.length; seat++) for (const a of legalActions(s, seat)) keys.add(canon(a));
  return keys;
}

/** Random garbage and near-miss actions. */
function garbage(s: GameState, r: () => number): unknown[] {
  const n = s.seats.length;
  const types = ['use', 'pass', 'bid', 'take', 'sell', 'paperboy', 'fly', undefined];
  const cards = [-1, 0, 1e9, null, 'a', undefined, 2.5, Math.floor(r() * entityCount(n))];
  const ats = [
    undefined,
    null,
    7,
    { x: 'a', y: 0 },
    { x: Math.floor(r() * 14) - 4, y: Math.floor(r() * 14) - 4 },
  ];
  const seats = [-1, n, 0.5, '0', Math.floor(r() * n)];
  const abilities = [
    'governor',
    'lawyer',
    'chineseWorker',
    'heroes',
    'gunsmith',
    'mercenary',
    'doctor',
    'fly',
  ];
  const out: unknown[] = [null, 42, 'take', [], {}];
  for (let i = 0; i < 6; i++) {
    out.push({
      type: pick(r, types),
      seat: pick(r, seats),
      card: pick(r, cards),
      at: pick(r, ats),
      ability: pick(r, abilities),
    });
  }
  // Other seats' legal actions, sent by someone else.
  for (const seat of activeSeats(s)) {
    for (const a of legalActions(s, seat).slice(0, 3)) {
      for (let o = 0; o < n; o++) if (o !== seat) out.push({ ...a, seat: o });
    }
  }
  return out;
}

/** Applies each action that is not legal; every one must be rejected and leave the state as it was. */
function expectAllRejected(s: GameState, actions: unknown[]): void {
  const before = JSON.stringify(s);
  const legal = legalKeys(s);
  const illegal = actions.filter((a) => !legal.has(canon(a)));
  const accepted = illegal.filter((a) => applyAction(s, a as Action).ok);
  expect(accepted.map((a) => JSON.stringify(a))).toEqual([]);
  expect(JSON.stringify(s)).toBe(before);
  // The in-place variant (for search) also leaves its state untouched when it rejects.
  for (const a of illegal.slice(0, 8)) {
    const own = cloneState(s);
    expect(applyActionInPlace(own, a as Action).ok).toBe(false);
    expect(JSON.stringify(own)).toBe(before);
  }
}

/** Each placement of a real seat was legal when made; a discard only when no place existed. */
function checkTakes(pre: GameState, events: GameEvent[]): void {
  for (const e of events) {
    if (e.type !== 'cardTaken' || isCharacter(e.card) || pre.setup.seats[e.seat]?.kind !== 'real') continue;
    if (e.at) expect(seatPlacementProblem(pre, e.seat, e.card, e.at)).toBeNull();
    else {
      expect(e.discarded).toBe(true);
      expect(seatPlacements(pre, e.seat, e.card)).toEqual([]);
    }
  }
}

function checkScores(s: GameState): void {
  s.setup.seats.forEach((seat, i) => {
    if (seat.kind === 'real') {
      const sheet = scoreSeat(s, i);
      const simple = simpleScore(s, i);
      expect(sheet.lines, `seat ${i}`).toEqual(simple.lines);
      expect(sheet.total).toBe(simple.total);
    } else expect(seatTotal(s, i)).toBe(simpleVirtualScore(s, i));
  });
}

const kindArb = fc.constantFrom<Kind>('real', 'real', 'novice', 'intermediate', 'expert');
const gameArb = fc.record({
  seed: fc.integer({ min: 0, max: 0x7fffffff }),
  kinds: fc.integer({ min: 4, max: 6 }).chain((n) => fc.array(kindArb, { minLength: n, maxLength: n })),
  snapshotAt: fc.integer({ min: 0, max: 250 }),
});

interface Outcome {
  setup: GameSetup;
  state: GameState;
  actions: Action[];
  events: GameEvent[];
  snapshot: { at: number; json: string };
}

/** Plays a random game, checking the properties after every action. */
function playChecked(kinds: Kind[], seed: number, snapshotAt: number): Outcome {
  const setup = setupOf(kinds.some((k) => k === 'real') ? kinds : ['real', ...kinds.slice(1)]);
  const start = createGame(setup, seed);
  if (!start.ok) throw new Error(start.error);
  let s = start.state;
  const r = rand(seed ^ 0x5bd1e995);
  const actions: Action[] = [];
  const events = start.events.slice();
  let snapshot = { at: 0, json: JSON.stringify(s) };
  expect(zoneProblems(s)).toEqual([]);
  expect(checkInvariants(s)).toEqual([]);
  while (s.phase !== 'over') {
    const active = activeSeats(s);
    expect(active.length).toBeGreaterThan(0);
    const seat = pick(r, active);
    const legal = legalActions(s, seat);
    expect(legal.length).toBeGreaterThan(0);
    if (s.phase === 'bidding') expect(viewProblems(s)).toEqual([]);
    if (r() < 0.2) {
      expectAllRejected(s, garbage(s, r));
      for (let k = 0; k < 3; k++) expect(applyAction(s, pick(r, legal)).ok).toBe(true);
    }
    const a = choose(legal, r);
    const res = applyAction(s, a);
    if (!res.ok) throw new Error(`legal action rejected: ${res.error}`);
    if (actions.length % 7 === 0) {
      const own = cloneState(s);
      const inPlace = applyActionInPlace(own, a);
      expect(inPlace.ok && JSON.stringify(inPlace.state)).toBe(JSON.stringify(res.state));
    }
    checkTakes(s, res.events);
    s = res.state;
    actions.push(a);
    events.push(...res.events);
    expect(checkInvariants(s)).toEqual([]);
    expect(zoneProblems(s)).toEqual([]);
    if (actions.length === snapshotAt) {
      snapshot = { at: actions.length, json: JSON.stringify(s) };
      checkScores(s);
    }
  }
  return { setup, state: s, actions, events, snapshot };
}

describe('properties of random games', () => {
  it('keep every card in one place, every city legal and every score right; replay and JSON round-trip', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(gameArb, ({ seed, kinds, snapshotAt }) => {
        const out = playChecked(kinds, seed, snapshotAt);
        const s = out.state;
        for (const e of out.events) {
          seen.add(
            e.type === 'abilityUsed' ? e.ability : e.type === 'cardTaken' && e.discarded ? 'discard' : e.type,
          );
        }
        for (const k of kinds) seen.add(k);
        // Final scores against an independent scorer, and the announced totals.
        checkScores(s);
        const over = out.events.filter((e) => e.type === 'gameOver');
        expect(over).toHaveLength(1);
        const totals = s.seats.map((_, i) => seatTotal(s, i));
        expect(over[0]).toMatchObject({ totals });
        // Each auction card is used once per era; every seat plays its 9 cards in each era.
        let era = 1;
        const used: Map<number, number>[] = [new Map(), new Map()];
        for (const e of out.events) {
          if (e.type === 'eraEnded') era = 2;
          if (e.type !== 'bidsRevealed') continue;
          for (const b of e.bids) {
            const m = used[era - 1] as Map<EntityId, number>;
            expect(m.has(b.card), `card ${b.card} twice in era ${era}`).toBe(false);
            m.set(b.card, b.seat);
          }
        }
        out.setup.seats.forEach((seat, i) => {
          const want = seat.kind === 'real' ? [1, 2, 3, 4, 5, 6, 7, 8, 9] : PILE_VALUES[seat.strength];
          for (const m of used) {
            const mine = [...m].filter(([, o]) => o === i).map(([c]) => auctionValue(c));
            expect(mine.sort((a, b) => a - b)).toEqual(want);
          }
        });
        // Replay is deterministic.
        const again = replay(out.setup, seed, out.actions);
        if (!again.ok) throw new Error(`replay failed at ${again.index}: ${again.error}`);
        expect(again.state).toEqual(s);
        expect(again.events).toEqual(out.events);
        // A state survives JSON, and a game continued from the parsed copy ends the same.
        expect(JSON.parse(JSON.stringify(s))).toEqual(s);
        let copy = JSON.parse(out.snapshot.json) as GameState;
        for (const a of out.actions.slice(out.snapshot.at)) {
          const r = applyAction(copy, a);
          if (!r.ok) throw new Error(`continued game rejected ${JSON.stringify(a)}: ${r.error}`);
          copy = r.state;
        }
        expect(copy).toEqual(s);
        // Nothing is accepted once the game is over.
        expectAllRejected(s, out.actions.slice(-3));
      }),
      { numRuns: 60, seed: 20240611 },
    );
    // The random games did reach every ability, sales, the Paperboy, discards and every kind of seat.
    const wanted = ['governor', 'lawyer', 'chineseWorker', 'heroes', 'gunsmith', 'mercenary', 'doctor'];
    wanted.push('cardSold', 'paperboyPicked', 'discard', 'characterSkipped', 'auctionDiscarded');
    wanted.push('real', 'novice', 'intermediate', 'expert');
    expect(wanted.filter((w) => !seen.has(w))).toEqual([]);
  }, 120_000);

  it('reject every action of a seat that is not to act, in any phase', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 4, max: 6 }), (seed, n) => {
        const setup = setupOf(Array.from({ length: n }, (): Kind => 'real'));
        const start = createGame(setup, seed);
        if (!start.ok) throw new Error(start.error);
        let s = start.state;
        const r = rand(seed);
        for (let step = 0; step < 60 && s.phase !== 'over'; step++) {
          const active = activeSeats(s);
          for (let o = 0; o < n; o++) {
            if (active.includes(o)) continue;
            expect(legalActions(s, o)).toEqual([]);
            expectAllRejected(
              s,
              legalActions(s, active[0] as number)
                .slice(0, 5)
                .map((a) => ({ ...a, seat: o })),
            );
          }
          s = (applyAction(s, pick(r, legalActions(s, pick(r, active)))) as { state: GameState }).state;
        }
      }),
      { numRuns: 20, seed: 7 },
    );
  }, 60_000);
});
