/**
 * The regret review of a finished game: for each decision a person made, what the Hard bot would have chosen and
 * the final-VP difference between the two, estimated by the same seeded rollouts for both choices.
 */
import {
  applyAction,
  cloneState,
  createGame,
  legalActions,
  seatTotal,
  viewFor,
  applyActionFast,
} from '../cards/engine';
import type { Action, EntityId, GameEvent, GameSetup, GameState } from '../cards/engine';
import { determinize } from '../cards/bots/determinize';
import { hardBot } from '../cards/bots/hard';
import { decisionSeed } from '../cards/bots/play';
import { rollOut } from '../cards/bots/rollout';

/** What kind of decision it was. */
export type DecisionKind = 'bid' | 'take' | 'place' | 'ability' | 'sell' | 'paperboy';

/** One decision where the Hard bot would have chosen otherwise. */
export interface ReviewedDecision {
  /** Index of the action in the game's log (the replay shows it played at step index + 1). */
  index: number;
  seat: number;
  era: 1 | 2;
  round: number;
  kind: DecisionKind;
  yours: Action;
  hard: Action;
  /** Mean final VP of the seat after each choice, over the same rollouts. */
  yoursVp: number;
  hardVp: number;
  /** hardVp - yoursVp: what the other choice was worth more (negative: yours was better). */
  worth: number;
}

/** The review of a game for its people. */
export interface RegretReview {
  /** Decisions made by people. */
  decisions: number;
  /** Those where Hard would have chosen otherwise, in game order. */
  differing: ReviewedDecision[];
  /** The three largest positive worths, largest first. */
  turning: ReviewedDecision[];
  rollouts: number;
}

/** Options of a review. */
export interface ReviewOptions {
  /** Rollouts per choice (the same worlds for both). */
  rollouts?: number;
  /** Seed of the rollouts. */
  seed?: number;
  /** Seats to review; default: the seats played by a person. */
  seats?: readonly number[];
  /** Told after each reviewed decision: done of total. */
  progress?: (done: number, total: number) => void;
}

/** Rollouts per choice by default. */
export const REVIEW_ROLLOUTS = 6;

/** What kind of decision `a` was, against the alternative `b`. */
export function decisionKind(a: Action, b: Action): DecisionKind {
  switch (a.type) {
    case 'bid':
      return 'bid';
    case 'use':
    case 'pass':
      return 'ability';
    case 'sell':
      return 'sell';
    case 'paperboy':
      return 'paperboy';
    case 'take':
      return b.type === 'take' && b.card === a.card && a.at ? 'place' : 'take';
  }
}

function mix(a: number, b: number, c: number): number {
  let h = (a ^ Math.imul(b + 1, 0x9e3779b1) ^ Math.imul(c + 1, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d) >>> 0;
  return (h ^ (h >>> 15)) >>> 0;
}

function sameAction(a: Action, b: Action): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Mean final VP of `seat` after `a` in each world (the worlds sampled from the seat's view). */
function meanAfter(worlds: readonly GameState[], a: Action, seat: number, seeds: readonly number[]): number {
  let sum = 0;
  const ev: GameEvent[] = [];
  worlds.forEach((w, r) => {
    const s = cloneState(w);
    ev.length = 0;
    const err = applyActionFast(s, a, ev);
    if (err) throw new Error(`review: ${err} in a sampled world`);
    rollOut(s, seat, seeds[r] as number);
    sum += seatTotal(s, seat);
  });
  return sum / Math.max(1, worlds.length);
}

/** Reviews a finished (or partial) game; throws when the log does not replay (a bug: saves are checked on load). */
export function regretReview(
  setup: GameSetup,
  seed: number,
  actions: readonly Action[],
  opts: ReviewOptions = {},
): RegretReview {
  const rollouts = opts.rollouts ?? REVIEW_ROLLOUTS;
  const rseed = (opts.seed ?? 1) >>> 0;
  const seats =
    opts.seats ?? setup.seats.flatMap((s, i) => (s.kind === 'real' && s.controller === 'human' ? [i] : []));
  const start = createGame(setup, seed);
  if (!start.ok) throw new Error(`bad setup: ${start.error}`);
  const before: GameState[] = [];
  let s = start.state;
  for (const a of actions) {
    before.push(s);
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`action rejected: ${r.error}`);
    s = r.state;
  }
  const mine = actions.flatMap((a, i) => (seats.includes(a.seat) ? [i] : []));
  const differing: ReviewedDecision[] = [];
  mine.forEach((i, done) => {
    const a = actions[i] as Action;
    const st = before[i] as GameState;
    const legal = legalActions(st, a.seat);
    if (legal.length > 1) {
      const view = viewFor(st, a.seat);
      const hard = hardBot.decide(view, legal, decisionSeed(seed, a.seat, i)).action;
      if (!sameAction(hard, a)) {
        const worlds: GameState[] = [];
        const seeds: number[] = [];
        for (let r = 0; r < rollouts; r++) {
          worlds.push(determinize(view, mix(rseed, i, r)));
          seeds.push(mix(rseed ^ 0x51ed27, i, r));
        }
        const yoursVp = meanAfter(worlds, a, a.seat, seeds);
        const hardVp = meanAfter(worlds, hard, a.seat, seeds);
        differing.push({
          index: i,
          seat: a.seat,
          era: st.era,
          round: st.round,
          kind: decisionKind(a, hard),
          yours: a,
          hard,
          yoursVp,
          hardVp,
          worth: hardVp - yoursVp,
        });
      }
    }
    opts.progress?.(done + 1, mine.length);
  });
  const turning = differing
    .filter((d) => d.worth > 0)
    .sort((x, y) => y.worth - x.worth || x.index - y.index)
    .slice(0, 3);
  return { decisions: mine.length, differing, turning, rollouts };
}

/** A terrain card at its place in a city. */
export interface PlacedCard {
  id: EntityId;
  x: number;
  y: number;
}

/**
 * A seat's city as a turning point shows it: as it stood before the decision, with the terrain card the person then
 * placed added and its place ringed; a decision that placed nothing leaves the city as it stood (RULES 4).
 */
export function turningCity(
  before: readonly PlacedCard[],
  yours: Action,
): { cards: PlacedCard[]; ring: PlacedCard | null } {
  if (yours.type !== 'take' || !yours.at) return { cards: [...before], ring: null };
  const placed = { id: yours.card, x: yours.at.x, y: yours.at.y };
  return { cards: [...before, placed], ring: placed };
}
