/** fast-check properties over seeded random board games at every player count. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  activeSeat,
  applyAction,
  createGame,
  invariantViolations,
  legalActions,
  replay,
  viewFor,
  type BoardAction,
  type BoardState,
} from '../../src/board/engine';
import { playOut } from './play';

const game = fc.record({
  players: fc.integer({ min: 2, max: 6 }),
  seed: fc.integer({ min: 0, max: 1_000_000 }),
});

describe('random board games', () => {
  it('keep every invariant after every action and end after round 4', () => {
    fc.assert(
      fc.property(game, ({ players, seed }) => {
        const g = playOut({ players }, seed);
        expect(g.violations).toEqual([]);
        expect(g.state.phase).toBe('over');
        expect(g.state.round).toBe(4);
        expect(g.state.winner).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 12 },
    );
  });

  it('replay from (setup, seed, actions) rebuilds the same final state', () => {
    fc.assert(
      fc.property(game, ({ players, seed }) => {
        const g = playOut({ players }, seed, false);
        const r = replay({ players }, seed, g.actions);
        expect(r.ok).toBe(true);
        if (r.ok) expect(r.state).toEqual(g.state);
      }),
      { numRuns: 6 },
    );
  });

  it('illegal actions are refused and leave the state deep-equal', () => {
    const junk: fc.Arbitrary<unknown> = fc.oneof(
      fc.constant(null),
      fc.constant(42),
      fc.record({
        type: fc.constantFrom('place', 'pass', 'answer', 'build', 'character', 'road', 'nope'),
        seat: fc.integer({ min: -1, max: 7 }),
      }),
      fc.record({ type: fc.constant('place'), seat: fc.integer({ min: 0, max: 5 }), spot: fc.string() }),
      fc.record({
        type: fc.constant('answer'),
        seat: fc.integer({ min: 0, max: 5 }),
        value: fc.integer({ min: -5, max: 200 }),
      }),
      fc.record({
        type: fc.constant('build'),
        seat: fc.integer({ min: 0, max: 5 }),
        parcel: fc.integer({ min: -1, max: 64 }),
        houses: fc.array(fc.integer({ min: -1, max: 64 }), { maxLength: 4 }),
      }),
      fc.record({
        type: fc.constant('road'),
        seat: fc.integer({ min: 0, max: 5 }),
        from: fc.record({ x: fc.integer({ min: -1, max: 9 }), y: fc.integer({ min: -1, max: 9 }) }),
        to: fc.record({ x: fc.integer({ min: -1, max: 9 }), y: fc.integer({ min: -1, max: 9 }) }),
      }),
    );
    fc.assert(
      fc.property(game, fc.array(junk, { minLength: 5, maxLength: 20 }), ({ players, seed }, tries) => {
        const g = playOut({ players }, seed, false);
        const r = replay({ players }, seed, g.actions.slice(0, Math.floor(g.actions.length / 2)));
        if (!r.ok) throw new Error('replay failed');
        const s = r.state;
        for (const t of tries) {
          const copy = structuredClone(s);
          const res = applyAction(s, t as BoardAction);
          if (res.ok) {
            expect(isEquivalentLegal(s, t)).toBe(true);
          }
          expect(s).toEqual(copy);
        }
      }),
      { numRuns: 10 },
    );
  });

  it('accepts every listed legal action at sampled points, and views hide the generator and the bag order', () => {
    fc.assert(
      fc.property(game, ({ players, seed }) => {
        const g = playOut({ players }, seed, false);
        for (const cut of [0, 10, 40, 90]) {
          const r = replay({ players }, seed, g.actions.slice(0, cut));
          if (!r.ok) throw new Error('replay failed');
          const s: BoardState = r.state;
          if (s.phase === 'over') continue;
          for (const a of legalActions(s, activeSeat(s)).slice(0, 60))
            expect(applyAction(s, a).ok).toBe(true);
          const v = viewFor(s, 0) as unknown as Record<string, unknown>;
          expect('rng' in v).toBe(false);
          expect(Array.isArray(v.bag)).toBe(false);
          expect(v.bagSize).toBe(s.bag.length);
          expect(invariantViolations(s)).toEqual([]);
        }
      }),
      { numRuns: 6 },
    );
  });
});

/** The fields that matter of an action, with the reader's defaults, to compare accepted input with legal actions. */
function canon(t: unknown): string {
  const r = t as Record<string, unknown>;
  const f: Record<string, unknown[]> = {
    place: [r.spot, r.white === true, r.noDuel === true],
    pass: [],
    answer: [r.value],
    build: [r.parcel, r.houses, r.kept ?? null],
    road: [[JSON.stringify(r.from), JSON.stringify(r.to)].sort()],
    character: [r.card],
  };
  return JSON.stringify([r.type, r.seat, ...(f[String(r.type)] ?? ['?'])]);
}

/** An accepted junk action must be one of the listed legal actions. */
function isEquivalentLegal(s: BoardState, t: unknown): boolean {
  return legalActions(s, activeSeat(s)).some((a) => canon(a) === canon(t));
}

describe('the invariant checker', () => {
  /** A mid-game state of a random 3-player game. */
  const midGame = (): BoardState => {
    const g = playOut({ players: 3 }, 11, false);
    const r = replay({ players: 3 }, 11, g.actions.slice(0, 60));
    if (!r.ok) throw new Error('replay failed');
    expect(invariantViolations(r.state)).toEqual([]);
    return r.state;
  };

  it('names each broken rule: money, VP, cowboys, owners, markers, buildings off owned or connected parcels', () => {
    const broken: [string, (s: BoardState) => void][] = [
      ['money', (s) => (s.seats[0]!.money = -1)],
      ['vp', (s) => (s.seats[1]!.vp = -2)],
      ['cowboys', (s) => s.seats[2]!.cowboys++],
      ['owner', (s) => (s.cells[5]!.owner = 7)],
      ['markers', (s) => s.seats[0]!.markers--],
      [
        'unsold',
        (s) => {
          const p = s.cells.findIndex((c) => c.owner === -1 && c.thing === 'empty');
          s.cells[p]!.thing = 'bank';
        },
      ],
      [
        'without road',
        (s) => {
          s.roads = s.roads.map(() => false);
          const p = s.cells.findIndex((c) => c.owner === 0);
          s.cells[p]!.thing = 'saloon';
        },
      ],
    ];
    for (const [word, breakIt] of broken) {
      const s = midGame();
      breakIt(s);
      const bad = invariantViolations(s);
      expect(bad.length, word).toBeGreaterThan(0);
      expect(bad.join(' '), word).toContain(word);
    }
  });
});

describe('setup errors', () => {
  it('refuses bad player counts and character lists with a message', () => {
    for (const bad of [{ players: 0 }, { players: 2.5 }, { players: 3, characters: [1, 1, 2, 3, 4, 5, 6] }]) {
      const r = createGame(bad, 1);
      expect(r.ok).toBe(false);
    }
  });
});
