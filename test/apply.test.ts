/** applyAction's contract: malformed input, engine bugs reported as `internal`, and no half-applied state. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  activeSeats,
  applyAction,
  applyActionInPlace,
  auctionId,
  cloneState,
  legalActions,
} from '../src/cards/engine';
import type { Action, GameState } from '../src/cards/engine';
import { newGame, rand, realSetup, setupOf } from './helpers';

/**
 * Wraps a state so that every write into it (at any depth) is counted, and the `failAt`-th write throws right after
 * it was made: an exception in the middle of a system, after some mutation.
 */
function faulty(root: GameState, failAt: number): { state: GameState; writes: () => number } {
  let writes = 0;
  const proxies = new WeakMap<object, object>();
  const targets = new WeakMap<object, object>();
  const count = (): void => {
    if (++writes === failAt) throw new Error(`injected at write ${failAt}`);
  };
  const wrap = (o: object): object => {
    const known = proxies.get(o);
    if (known) return known;
    const p = new Proxy(o, {
      get(t, k) {
        const v: unknown = Reflect.get(t, k);
        return typeof v === 'object' && v !== null ? wrap(v) : v;
      },
      set(t, k, v: unknown) {
        const raw = typeof v === 'object' && v !== null ? (targets.get(v) ?? v) : v;
        const ok = Reflect.set(t, k, raw);
        count();
        return ok;
      },
      deleteProperty(t, k) {
        const ok = Reflect.deleteProperty(t, k);
        count();
        return ok;
      },
    });
    proxies.set(o, p);
    targets.set(p, o);
    return p;
  };
  return { state: wrap(root) as GameState, writes: () => writes };
}

/** A state after `moves` random legal moves of a seeded game with real and virtual seats. */
function playedState(seed: number, moves: number): GameState {
  const r = rand(seed);
  let s = newGame(setupOf(['real', 'novice', 'real', 'expert', 'real']), seed);
  for (let i = 0; i < moves && s.phase !== 'over'; i++) {
    const seat = activeSeats(s)[Math.floor(r() * activeSeats(s).length)] as number;
    const legal = legalActions(s, seat);
    const res = applyAction(s, legal[Math.floor(r() * legal.length)] as Action);
    if (!res.ok) throw new Error(res.error);
    s = res.state;
  }
  return s;
}

/** The due seat's legal action picked by `k`. */
function someAction(s: GameState, k: number): Action {
  const seat = activeSeats(s)[0] as number;
  const legal = legalActions(s, seat);
  return legal[k % legal.length] as Action;
}

describe('applyAction: actions that are not plain data', () => {
  const bid = { type: 'bid', seat: 0, card: auctionId(0, 3) };

  const cases: [string, () => unknown][] = [
    [
      'a Proxy whose get trap throws',
      () =>
        new Proxy(bid, {
          get() {
            throw new Error('trap');
          },
        }),
    ],
    [
      'an object with a throwing getter',
      () =>
        Object.defineProperty({ type: 'bid', card: auctionId(0, 3) }, 'seat', {
          enumerable: true,
          get() {
            throw new Error('getter');
          },
        }),
    ],
    [
      'a revoked Proxy',
      () => {
        const p = Proxy.revocable(bid, {});
        p.revoke();
        return p.proxy;
      },
    ],
    [
      'a Proxy whose prototype trap throws',
      () =>
        new Proxy(bid, {
          getPrototypeOf: () => {
            throw new Error('proto');
          },
        }),
    ],
    [
      'an object with a getter that does not throw',
      () =>
        Object.defineProperty({ type: 'bid', card: auctionId(0, 3) }, 'seat', {
          enumerable: true,
          get: () => 0,
        }),
    ],
    ['an instance of a class', () => Object.assign(new (class Move {})(), bid)],
    ['an array', () => Object.assign([], bid)],
    [
      'a position with a throwing getter',
      () => ({
        type: 'take',
        seat: 0,
        card: 3,
        at: Object.defineProperty({ y: 0 }, 'x', {
          get: () => {
            throw new Error('x');
          },
        }),
      }),
    ],
  ];

  for (const [name, make] of cases) {
    it(`rejects ${name} as malformed and leaves the state unchanged`, () => {
      const s = newGame(realSetup(4), 5);
      const before = JSON.stringify(s);
      const r = applyAction(s, make() as Action);
      expect(r).toEqual({ ok: false, error: 'malformed' });
      expect(JSON.stringify(s)).toBe(before);
    });
  }

  it('accepts a transparent Proxy over a plain action, and an action without a prototype', () => {
    const s = newGame(realSetup(4), 5);
    expect(applyAction(s, new Proxy(bid, {}) as Action).ok).toBe(true);
    expect(applyAction(s, Object.assign(Object.create(null) as object, bid) as Action).ok).toBe(true);
  });
});

describe('applyAction: an exception inside the engine is a bug, not bad input', () => {
  /** A state whose setup throws when the second seat's kind is read (the setup is shared by copies). */
  function broken(): { s: GameState; action: Action } {
    const s = newGame(realSetup(4), 5);
    const seats = s.setup.seats.map((x) => ({ ...x }));
    Object.defineProperty(seats[1], 'kind', {
      get() {
        throw new Error('boom');
      },
    });
    s.setup = { seats };
    return { s, action: { type: 'bid', seat: 0, card: auctionId(0, 3) } };
  }

  it('returns internal with the message, and leaves the state unchanged', () => {
    const { s, action } = broken();
    const before = JSON.stringify({ ...s, setup: null });
    expect(applyAction(s, action)).toEqual({ ok: false, error: 'internal', message: 'boom' });
    expect(JSON.stringify({ ...s, setup: null })).toBe(before);
    expect(applyActionInPlace(s, action)).toEqual({ ok: false, error: 'internal', message: 'boom' });
    expect(JSON.stringify({ ...s, setup: null })).toBe(before);
  });

  it('keeps malformed for a wrongly shaped action', () => {
    const s = newGame(realSetup(4), 5);
    expect(applyAction(s, { type: 'bid', seat: 0 } as Action)).toEqual({ ok: false, error: 'malformed' });
    expect(applyActionInPlace(s, { type: 'fly', seat: 0 } as unknown as Action)).toEqual({
      ok: false,
      error: 'malformed',
    });
  });
});

describe('applyActionInPlace never leaves a half-applied state', () => {
  it('restores the state exactly when a system throws after some of its writes', () => {
    let runs = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 0, max: 150 }),
        fc.nat(),
        fc.nat(),
        (seed, moves, k, f) => {
          const s = playedState(seed, moves);
          if (s.phase === 'over') return;
          const action = someAction(s, k);
          const expected = applyAction(s, action);
          const dry = faulty(cloneState(s), 0);
          const clean = applyActionInPlace(dry.state, action);
          expect(clean.ok && JSON.stringify(dry.state)).toBe(JSON.stringify(expected.ok && expected.state));
          expect(dry.writes()).toBeGreaterThan(0);

          const failAt = 1 + (f % dry.writes());
          const before = cloneState(s);
          const { state, writes } = faulty(s, failAt);
          const r = applyActionInPlace(state, action);
          expect(writes()).toBeGreaterThanOrEqual(failAt);
          expect(r).toEqual({ ok: false, error: 'internal', message: `injected at write ${failAt}` });
          expect(JSON.parse(JSON.stringify(state))).toEqual(JSON.parse(JSON.stringify(before)));
          runs++;
        },
      ),
      { numRuns: 150, seed: 20261123 },
    );
    expect(runs).toBeGreaterThan(100);
  });
});
