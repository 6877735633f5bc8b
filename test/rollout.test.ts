/** The review's rollout policy: the seat under study uses its abilities (the Medium bot's rule), the others keep them. */
import { describe, expect, it } from 'vitest';
import { hardPlayTo } from './hardPlay';
import { applyActionFast, cloneState, firstActiveSeat } from '../src/cards/engine';
import type { GameEvent, GameSetup, GameState } from '../src/cards/engine';
import { Rand } from '../src/cards/bots/common';
import { TakeCache, rolloutAction } from '../src/cards/bots/rollout';

const SETUP: GameSetup = {
  seats: [
    { kind: 'real', name: 'Ann', suit: 'hat', controller: 'hard' },
    { kind: 'real', name: 'Bob', suit: 'star', controller: 'hard' },
    { kind: 'virtual', name: 'Cy', suit: 'cactus', strength: 'expert' },
    { kind: 'virtual', name: 'Di', suit: 'boot', strength: 'expert' },
  ],
};

/** Hard plays both real seats until both have been asked about an ability; that state. */
function bothHoldAbilities(seed: number): GameState {
  const asked = new Set<number>();
  return hardPlayTo(SETUP, seed, (_, seat, legal) => {
    if (legal.some((a) => a.type === 'use')) asked.add(seat);
    return asked.size === 2;
  });
}

/** The abilities each seat used while `s` is rolled out to the end studying `focus`. */
function usedInRollout(s0: GameState, focus: number, seed: number): number[] {
  const s = cloneState(s0);
  const rand = new Rand(seed);
  const cache = new TakeCache();
  const used = s.seats.map(() => 0);
  const ev: GameEvent[] = [];
  while (s.phase !== 'over') {
    const seat = firstActiveSeat(s);
    ev.length = 0;
    expect(applyActionFast(s, rolloutAction(s, seat, focus, cache, rand), ev)).toBeFalsy();
    for (const e of ev) if (e.type === 'abilityUsed') used[e.seat] = (used[e.seat] ?? 0) + 1;
  }
  return used;
}

describe('rollout policy', () => {
  it('has the seat under study use its abilities, and only that seat', () => {
    let focusUses = 0;
    for (const seed of [3, 4, 5]) {
      const s = bothHoldAbilities(seed);
      for (let r = 0; r < 3; r++) {
        const used = usedInRollout(s, 0, 100 * seed + r);
        focusUses += used[0] ?? 0;
        expect(used[1]).toBe(0);
        expect(usedInRollout(s, 0, 100 * seed + r)).toEqual(used);
      }
    }
    expect(focusUses).toBeGreaterThan(0);
  });
});

describe('the take cache', () => {
  it('answers as a fresh cache would at every decision of a rollout, after a character is taken too', () => {
    let compared = 0;
    for (const seed of [3, 4, 5, 6]) {
      const s = cloneState(bothHoldAbilities(seed));
      const rand = new Rand(seed);
      const cache = new TakeCache();
      const ev: GameEvent[] = [];
      while (s.phase !== 'over') {
        const seat = firstActiveSeat(s);
        for (let id = 0; id < s.c.zone.length; id++) {
          if (s.c.zone[id] !== 'offer') continue;
          expect(cache.get(s, 0, id)).toEqual(new TakeCache().get(s, 0, id));
          compared++;
        }
        ev.length = 0;
        expect(applyActionFast(s, rolloutAction(s, seat, 0, cache, rand), ev)).toBeFalsy();
      }
    }
    expect(compared).toBeGreaterThan(100);
  });
});
