/** The regret review: a deliberate blunder is a top turning point with the right sign; progress and determinism. */
import { describe, expect, it } from 'vitest';
import { activeSeats, applyAction, createGame, legalActions, seatTotal, viewFor } from '../src/cards/engine';
import type { Action, GameSetup, GameState } from '../src/cards/engine';
import { botFor } from '../src/cards/bots/index';
import { decisionSeed } from '../src/cards/bots/play';
import { decisionKind, regretReview } from '../src/app/regret';

const SETUP: GameSetup = {
  seats: [
    { kind: 'real', name: 'Ann', suit: 'hat', controller: 'human' },
    { kind: 'real', name: 'Bot', suit: 'star', controller: 'hard' },
    { kind: 'virtual', name: 'Cy', suit: 'cactus', strength: 'expert' },
    { kind: 'virtual', name: 'Di', suit: 'boot', strength: 'expert' },
  ],
};
const SEED = 20;
/** The person's decision where a take for -6 VP now stands next to one for +4 VP (found by search, seed 20). */
const BLUNDER = 60;

let cached: { actions: Action[]; worst: number; best: number } | null = null;

/** The person plays like Medium, except at BLUNDER where they place a card for -6 VP; also returns the swing. */
function blunderGame(): { actions: Action[]; worst: number; best: number } {
  if (cached) return cached;
  const start = createGame(SETUP, SEED);
  if (!start.ok) throw new Error('bad setup');
  let s: GameState = start.state;
  const actions: Action[] = [];
  let worst = 0;
  let best = 0;
  for (let n = 0; s.phase !== 'over'; n++) {
    const seat = activeSeats(s)[0] as number;
    const legal = legalActions(s, seat);
    let a = botFor(seat === 0 ? 'medium' : 'hard').decide(
      viewFor(s, seat),
      legal,
      decisionSeed(SEED, seat, n),
    ).action;
    if (n === BLUNDER) {
      const base = seatTotal(s, 0);
      const gains = legal.map((x) => {
        const r = applyAction(s, x);
        return r.ok ? seatTotal(r.state, 0) - base : NaN;
      });
      worst = Math.min(...gains);
      best = Math.max(...gains);
      a = legal[gains.indexOf(-6)] as Action;
    }
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(r.error);
    s = r.state;
    actions.push(a);
  }
  cached = { actions, worst, best };
  return cached;
}

describe('regret review', () => {
  it('puts a card placed for -6 VP (when +4 VP was there) among the top 3, worth more than it cost', () => {
    const { actions, best } = blunderGame();
    const blunder = actions[BLUNDER] as Extract<Action, { type: 'take' }>;
    expect(blunder.type).toBe('take');
    expect(blunder.at).toBeDefined();
    expect(best).toBe(4);
    const seen: [number, number][] = [];
    const review = regretReview(SETUP, SEED, actions, { progress: (d, t) => seen.push([d, t]) });
    const hit = review.turning.find((d) => d.index === BLUNDER);
    expect(review.turning.map((d) => d.index)).toContain(BLUNDER);
    expect(hit?.seat).toBe(0);
    expect(hit?.yours).toEqual(blunder);
    expect(hit?.worth).toBeGreaterThan(4);
    expect(hit && hit.hardVp > hit.yoursVp).toBe(true);
    expect(review.turning.length).toBeLessThanOrEqual(3);
    for (const d of review.turning) expect(d.worth).toBeGreaterThan(0);
    expect(review.decisions).toBe(actions.filter((a) => a.seat === 0).length);
    expect(seen.at(-1)).toEqual([review.decisions, review.decisions]);
    expect(review.differing.every((d) => d.seat === 0)).toBe(true);
  });

  it('is the same for the same log and seed', () => {
    const { actions } = blunderGame();
    const part = actions.slice(0, 30);
    const a = regretReview(SETUP, SEED, part, { rollouts: 3, seed: 9 });
    const b = regretReview(SETUP, SEED, part, { rollouts: 3, seed: 9 });
    expect(b).toEqual(a);
    expect(a.differing.length).toBeGreaterThan(0);
  });

  it('names the kind of a decision', () => {
    const take = { type: 'take', seat: 0, card: 3, at: { x: 0, y: 0 } } as const;
    expect(decisionKind(take, { ...take, at: { x: 1, y: 0 } })).toBe('place');
    expect(decisionKind(take, { type: 'take', seat: 0, card: 4 })).toBe('take');
    expect(decisionKind({ type: 'pass', seat: 0 }, { type: 'use', seat: 0, ability: 'lawyer' })).toBe(
      'ability',
    );
    expect(decisionKind({ type: 'bid', seat: 0, card: 200 }, { type: 'bid', seat: 0, card: 201 })).toBe(
      'bid',
    );
  });
});
