/** Master's leaf terms and rollout takes: the hand edge, the rivals' mean, the next cards, and valued takes. */
import { describe, expect, it } from 'vitest';
import { hardPlayUntil } from './hardPlay';
import { activeSeats, auctionValue, isCharacter, terrainEra, viewFor } from '../src/cards/engine';
import type { GameSetup, GameState } from '../src/cards/engine';
import { contextFor } from '../src/cards/bots/evaluate';
import { remainingValues } from '../src/cards/bots/auction';
import { determinize } from '../src/cards/bots/determinize';
import { handEdge, handValues, leafValue, nextCardsTerm, takeValuers } from '../src/cards/bots/masterRoll';
import { TakeCache, greedyTake } from '../src/cards/bots/rollout';

const SETUP: GameSetup = {
  seats: [
    { kind: 'real', name: 'Ann', suit: 'hat', controller: 'hard' },
    { kind: 'real', name: 'Bob', suit: 'star', controller: 'hard' },
    { kind: 'real', name: 'Cy', suit: 'cactus', controller: 'hard' },
    { kind: 'virtual', name: 'Di', suit: 'boot', strength: 'expert' },
  ],
};

/** Hard plays seed `seed` until `stop` holds. */
function playTo(seed: number, stop: (s: GameState) => boolean): GameState {
  return hardPlayUntil(SETUP, seed, (s) => stop(s));
}

/** The state's components with seat `j`'s cards moved to seat 1 and every other rival's taken away. */
function cloneOwners(s: GameState, j: number): GameState['c'] {
  const c = { ...s.c, owner: s.c.owner.slice(), zone: s.c.zone.slice() };
  for (let id = 0; id < c.owner.length; id++) {
    const o = c.owner[id] as number;
    if (o === j) c.owner[id] = 1;
    else if (o > 0) {
      c.owner[id] = -1;
      c.zone[id] = 'removed';
    }
  }
  return c;
}

describe('Master’s leaf', () => {
  it('counts each card left in hand against a random card of every rival, ties half', () => {
    expect(handEdge([[1, 5], [3], [2, 4]], 0)).toBe(2);
    expect(handEdge([[3], [3]], 0)).toBe(0.5);
    expect(handEdge([[9], [], [1]], 0)).toBe(1);
    expect(handEdge([[1], [9, 9]], 1)).toBe(2);
  });

  it('reads the hands of real seats and the piles of virtual ones from a state', () => {
    const s = playTo(3, (x) => x.phase === 'bidding' && x.round === 2);
    const hands = handValues(s).map((h) => h.slice().sort((a, b) => a - b));
    expect(hands).toHaveLength(4);
    for (const i of [0, 1, 2]) {
      const own = viewFor(s, i).seats[i];
      expect(own?.bid).toBeNull();
      expect(hands[i]).toEqual(own?.hand.map(auctionValue).sort((a, b) => a - b));
    }
    expect(viewFor(s, 3).seats[3]?.played).toBeNull();
    expect(hands[3]).toEqual(remainingValues(viewFor(s, 3), 3));
    for (const h of hands) expect(h.length).toBeGreaterThan(0);
  });

  it('weighs the best rival or, asked to, the rivals’ mean', () => {
    for (const seed of [4, 5, 6]) {
      const s = playTo(seed, (x) => x.era === 2 && x.round === 4);
      const view = viewFor(s, 0);
      const ctxs = view.setup.seats.map((st, i) => (st.kind === 'real' ? contextFor(view, i) : null));
      // Each seat's own value, read as its lead over one rival alone (the leaf of a two-seat table is mine minus theirs).
      const lead = [1, 2, 3].map((j) => {
        const two = { ...s, seats: [s.seats[0], s.seats[j]] } as GameState;
        const c = cloneOwners(s, j);
        return leafValue({ ...two, c }, 0, [ctxs[0] ?? null, ctxs[j] ?? null], 3);
      });
      expect(leafValue(s, 0, ctxs, 3)).toBeCloseTo(Math.min(...lead), 9);
      expect(leafValue(s, 0, ctxs, 3, true)).toBeCloseTo((lead[0]! + lead[1]! + lead[2]!) / 3, 9);
    }
  });

  it('looks at the world’s own next cards of the era, and at nothing once they are spent', () => {
    const s = playTo(7, (x) => x.era === 1 && x.round === 3 && x.phase === 'taking');
    const view = viewFor(s, 0);
    const ctx = contextFor(view, 0);
    const values = [1, 2, 3, 4, 5, 6].map((k) => nextCardsTerm(determinize(view, k), 0, ctx, 3));
    for (const v of values) expect(v).toBeGreaterThanOrEqual(0);
    expect(new Set(values).size).toBeGreaterThan(1);
    expect(nextCardsTerm(s, 0, ctx, 0)).toBe(0);
    const spent = determinize(view, 1);
    spent.c.zone.forEach((z, id) => {
      if (z === 'terrainDeck' && terrainEra(id) === spent.era) spent.c.zone[id] = 'removed';
    });
    expect(nextCardsTerm(spent, 0, ctx, 3)).toBe(0);
  });
});

describe('rollout takes', () => {
  it('follow the valuer given, else the score', () => {
    const s = playTo(8, (x) => x.phase === 'taking' && x.era === 1 && x.round === 2);
    const seat = activeSeats(s)[0] as number;
    const chars = (m: { names: readonly string[] }): number => m.names.length * 100;
    const byChars = greedyTake(s, seat, new TakeCache(chars));
    const offerHasCharacter = s.c.zone.some((z, id) => z === 'offer' && isCharacter(id));
    expect(offerHasCharacter).toBe(true);
    expect(byChars?.type === 'take' && isCharacter(byChars.card)).toBe(true);
    const noCards = (): number => 0;
    expect(greedyTake(s, seat, new TakeCache(noCards))).not.toBeNull();
    expect(takeValuers([null, contextFor(viewFor(s, 1), 1)], true).map((v) => v === null)).toEqual([
      true,
      false,
    ]);
    expect(takeValuers([contextFor(viewFor(s, 0), 0)], false)).toEqual([null]);
  });
});
