/** The Hard level: Medium's best few choices, each tried over sampled bags and dice and played out to the round's end. */
import { applyAction, type BoardAction, type BoardView } from '../engine';
import { determinize, randomSource } from './determinize';
import { MEDIUM } from './medium';
import { connectingRoad, round2, scoreAll } from './policy';
import { playRound } from './rollout';
import type { BoardDecision, BoardLevelBot } from './types';

/** Hard's search budget. */
export interface HardParams {
  /** Choices searched: Medium's best few. */
  candidates: number;
  /** Sampled worlds (bag order and dice) per choice at up to 4 players; fewer with more (playouts are longer). */
  samples: number;
  /** No search when Medium's best leads the next by this much, in VP. */
  clear: number;
  /** Bonus of Medium's first choice, in VP (the search must beat it by this). */
  prior: number;
  /** Safety cap: stop sampling after this many milliseconds, when the caller passes a clock. */
  budgetMs: number;
}

/** The default budget. */
export const HARD: HardParams = { candidates: 4, samples: 8, clear: 2, prior: 0.3, budgetMs: 800 };

function decide(
  view: BoardView,
  legal: readonly BoardAction[],
  seed: number,
  p: HardParams,
  clock?: () => number,
  progress?: (done: number) => void,
): BoardDecision {
  const only = legal[0];
  if (!only) throw new Error('no legal action');
  if (legal.length === 1) return { action: only, reason: { kind: 'only' } };
  const seat = view.seat;
  const rnd = randomSource(seed);
  const base = determinize(view, seed);
  const road = connectingRoad(base, seat, legal);
  if (road) return road;
  const ranked = scoreAll(base, seat, legal, MEDIUM, rnd);
  const top = ranked[0];
  if (!top) return { action: only, reason: { kind: 'only' } };
  const second = ranked[1];
  if (!second || top.value - second.value >= p.clear) return { action: top.action, reason: top.reason };
  const cands = ranked.slice(0, p.candidates);
  const sums = cands.map(() => 0);
  const t0 = clock?.() ?? 0;
  let n = 0;
  const samples = Math.max(2, Math.round(p.samples * Math.min(1, 4 / view.seats.length)));
  for (let k = 0; k < samples; k++) {
    if (n > 0 && clock && clock() - t0 > p.budgetMs) break;
    const world = determinize(view, (seed + 7919 * (k + 1)) >>> 0);
    const playSeed = Math.floor(rnd() * 0x100000000);
    cands.forEach((c, i) => {
      const r = applyAction(world, c.action);
      sums[i] = (sums[i] ?? 0) + (r.ok ? playRound(r.state, seat, randomSource(playSeed)) : -99);
    });
    n++;
    progress?.(n * cands.length);
  }
  let bi = 0;
  let bv = -Infinity;
  cands.forEach((_, i) => {
    const v = (sums[i] ?? 0) / n + (i === 0 ? p.prior : 0);
    if (v > bv) {
      bv = v;
      bi = i;
    }
  });
  const best = cands[bi] as (typeof cands)[number];
  return {
    action: best.action,
    reason: {
      kind: 'search',
      action: best.action.type,
      rollouts: n * cands.length,
      margin: round2((sums[bi] ?? 0) / n),
    },
  };
}

/**
 * Builds a Hard bot with budget `p`; with a `clock` the time cap applies, and `progress` hears the playouts done after
 * each sampled world (a worker's sign of life while it searches).
 */
export function makeHard(
  p: HardParams = HARD,
  clock?: () => number,
  name = 'hard',
  progress?: (done: number) => void,
): BoardLevelBot {
  return { name, decide: (view, legal, seed) => decide(view, legal, seed, p, clock, progress) };
}

/** Hard with the default budget, count-limited and so reproducible (bots have no clock; a caller may pass one). */
export const hardBot: BoardLevelBot = makeHard();
