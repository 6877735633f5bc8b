/** The Hard level's model: its parameters, what it knows of each seat, and the round values it compares. */
import { activeSeats, appealOf, applyActionInPlace, offer } from '../engine';
import type { Ability, Action, EntityId, GameView } from '../engine';
import type { Rand, CityModel } from './common';
import { cityModel } from './common';
import { remainingValues, tieRanks } from './auction';
import { determinize } from './determinize';
import { WEIGHTS, cityValue, contextFor, roundsAfter } from './evaluate';
import type { Weights } from './evaluate';
import { offerGains } from './offer';
import type { CityValuer } from './offer';
import { buildModel, preferenceOf, solveBids } from './roundModel';
import type { Contender, RoundModel } from './roundModel';

/** Tunable parameters of the Hard level. */
export interface HardParams {
  w: Weights;
  /** Regret-matching iterations per solve. */
  iterations: number;
  /** Denial weight of the rivals' gains, shared among them by their threat. */
  alpha: number;
  /** Threat temperature in VP: rivals this far behind the strongest weigh 1/e as much. */
  tau: number;
  /** VP of one place earlier in a future round at a 4-seat table (the worth of keeping high auction cards). */
  delta: number;
  /** Sampled worlds for the unseen card an ability reveals. */
  samples: number;
  /** VP an unused ability is worth keeping at the start of an era (the Governor: of the game). */
  keep: Record<Ability, number>;
  /** Least gain for which the Auctioneer sells a card. */
  sellMin: number;
  /** Weight of the best gain a sampled next card would bring to the city after a take. */
  lookahead: number;
  /** Takes refined by the lookahead, and next cards sampled for it. */
  candidates: number;
  nextCards: number;
}

/** Default Hard parameters. */
export const HARD: HardParams = {
  w: WEIGHTS,
  iterations: 600,
  alpha: 1.2,
  tau: 6,
  delta: 3.5,
  samples: 4,
  keep: { governor: 8, lawyer: 4, chineseWorker: 5, heroes: 3, gunsmith: 5, mercenary: 4, doctor: 2 },
  sellMin: 1,
  lookahead: 1,
  candidates: 6,
  nextCards: 8,
};

/** What Hard knows about one seat: its city and valuation (real seats) and its threat weight. */
export interface SeatEval {
  real: boolean;
  m: CityModel | null;
  value: CityValuer | null;
  threat: number;
}

/** The index of the largest value (the first on ties). */
export function argmax(values: readonly number[]): number {
  let bi = 0;
  for (let i = 1; i < values.length; i++) if ((values[i] as number) > (values[bi] as number)) bi = i;
  return bi;
}

/** What Hard knows about every seat of the view, with threat weights from projected scores. */
export function seatEvals(view: GameView, p: HardParams): SeatEval[] {
  const after = roundsAfter(view) + 1;
  const evals = view.setup.seats.map((s, i): SeatEval & { projected: number } => {
    const sv = view.seats[i];
    if (s.kind === 'virtual' || !sv) {
      let sum = 0;
      for (const id of sv?.kept ?? []) sum += appealOf(id);
      for (const c of sv?.characters ?? []) sum += appealOf(c.id);
      return { real: false, m: null, value: null, threat: 0, projected: sum + after * 6.4 };
    }
    const m = cityModel(view, i);
    const ctx = contextFor(view, i, p.w);
    const value: CityValuer = (x) => cityValue(x, ctx);
    return { real: true, m, value, threat: 0, projected: value(m) + after * 6.5 };
  });
  const me = view.viewer;
  let top = -Infinity;
  evals.forEach((e, i) => {
    if (i !== me && e.projected > top) top = e.projected;
  });
  let sum = 0;
  evals.forEach((e, i) => {
    e.threat = i === me ? 0 : Math.exp(Math.min(0, e.projected - top) / p.tau);
    sum += e.threat;
  });
  for (const e of evals) e.threat = (p.alpha * e.threat) / Math.max(1, sum);
  return evals;
}

/** A seat's gain for each of these cards (their plain appeal for a seat without a city). */
export function gainsOf(e: SeatEval, cards: readonly EntityId[]): number[] {
  if (!e.real || !e.m || !e.value) return cards.map(appealOf);
  return offerGains(e.m, cards, e.value);
}

interface Tweak {
  /** Extra modifier for me. */
  mod?: number;
  /** I take two cards. */
  double?: boolean;
  /** I take nothing more this round (Lawyer), discarding my lowest card. */
  absent?: boolean;
}

/** The round model over an offer, with gains[seat][offer index] precomputed. */
export function roundModel(
  view: GameView,
  evals: SeatEval[],
  gains: number[][],
  p: HardParams,
  tw: Tweak = {},
): RoundModel {
  const me = view.viewer;
  const ranks = tieRanks(view);
  const cs: Contender[] = [];
  let meIdx = 0;
  view.setup.seats.forEach((s, i) => {
    const sv = view.seats[i];
    const e = evals[i];
    if (!sv || !e) return;
    const g = gains[i] ?? [];
    let bids = remainingValues(view, i);
    const mine = i === me;
    const absent = mine ? (tw.absent ?? sv.state.lawyered) : sv.state.lawyered;
    if (mine && absent) bids = bids.slice(0, 1);
    if (mine) meIdx = cs.length;
    cs.push({
      seat: i,
      real: s.kind === 'real',
      gains: g,
      prefs: preferenceOf(g),
      bids,
      mod: sv.state.modifier + (mine ? (tw.mod ?? 0) : 0),
      double: mine ? (tw.double ?? sv.state.doubleTake) : sv.state.doubleTake,
      rank: ranks[i] as number,
      threat: e.threat,
      absent,
    });
  });
  return buildModel(cs, meIdx, view.offer.length + 1, (p.delta * 3) / Math.max(1, view.seats.length - 1));
}

/** Option value of keeping an ability for later. */
export function keepValue(view: GameView, a: Ability, p: HardParams): number {
  if (a === 'governor') return (p.keep.governor * roundsAfter(view)) / 17;
  return (p.keep[a] * (9 - view.round)) / 8;
}

/** My value of the bidding round solved over these gains. */
export function solveValue(
  view: GameView,
  evals: SeatEval[],
  gains: number[][],
  p: HardParams,
  seed: number,
  tw?: Tweak,
): number {
  return solveBids(roundModel(view, evals, gains, p, tw), p.iterations, seed).value;
}

/** Gains with one extra offer card appended, for every seat. */
export function extendGains(evals: SeatEval[], gains: number[][], extra: EntityId): number[][] {
  return evals.map((e, i) => (gains[i] ?? []).concat(gainsOf(e, [extra])));
}

/** The terrain card an ability reveals in each of `n` sampled worlds, as the engine plays it there. */
export function sampledReveals(view: GameView, use: Action, n: number, rand: Rand): EntityId[] {
  const out: EntityId[] = [];
  for (let k = 0; k < n; k++) {
    const world = determinize(view, rand.seed());
    if (!applyActionInPlace(world, use).ok) continue;
    const extra = offer(world).find((id) => !view.offer.includes(id));
    if (extra !== undefined) out.push(extra);
  }
  return out;
}

/** My utility when the seats take in `order`, each its preferred card left (two for a double take). */
function orderValue(view: GameView, evals: SeatEval[], gains: number[][], order: readonly number[]): number {
  const taken = view.offer.map(() => false);
  let u = 0;
  for (const j of order) {
    const g = gains[j] ?? [];
    const prefs = preferenceOf(g);
    for (let t = view.seats[j]?.state.doubleTake ? 2 : 1; t > 0; t--) {
      const k = prefs.find((i) => !taken[i]);
      if (k === undefined) break;
      taken[k] = true;
      u += j === view.viewer ? (g[k] as number) : -(evals[j]?.threat ?? 0) * (g[k] as number);
    }
  }
  return u;
}

/** After the reveal: my utility if I use (or pass) the prompted ability, from the taking order the engine computes in a sampled world. */
export function afterBidsValue(
  view: GameView,
  evals: SeatEval[],
  gains: number[][],
  first: Action,
  seed: number,
): number {
  const world = determinize(view, seed);
  let r = applyActionInPlace(world, first);
  for (let guard = 0; r.ok && world.phase === 'after' && guard < 8; guard++) {
    const seat = activeSeats(world)[0];
    if (seat === undefined) break;
    r = applyActionInPlace(world, { type: 'pass', seat });
  }
  return r.ok ? orderValue(view, evals, gains, world.takeOrder) : -Infinity;
}

/** My best immediate take from an offer: its index and my utility after the others play the rest of the round. */
export function bestImmediate(
  view: GameView,
  evals: SeatEval[],
  gains: number[][],
  p: HardParams,
  seed: number,
  absent: boolean,
): { index: number; value: number } {
  const me = view.viewer;
  const mine = gains[me] ?? [];
  const order = preferenceOf(mine).slice(0, 3);
  let best = { index: order[0] ?? 0, value: -Infinity };
  for (const k of order) {
    const rest = gains.map((g) => g.filter((_, j) => j !== k));
    const m = roundModel(view, evals, rest, { ...p, iterations: Math.ceil(p.iterations / 2) }, { absent });
    const v = (mine[k] ?? 0) + solveBids(m, Math.ceil(p.iterations / 2), seed).value;
    if (v > best.value) best = { index: k, value: v };
  }
  return best;
}
