/** The Hard level: sampled hidden information, regret matching over the simultaneous bids, denial-aware picks. */
import {
  activeSeats,
  appealOf,
  applyActionInPlace,
  auctionValue,
  characterDef,
  isCharacter,
  offer,
  terrainDef,
} from '../engine';
import type { Ability, Action, EntityId, GameView } from '../engine';
import type { Bot, BotDecision, BotReason } from './types';
import { Rand, allOf, cityModel, firstOf, placeIn, withCharacter } from './common';
import type { CityModel } from './common';
import { remainingValues, tieRanks } from './auction';
import { determinize } from './determinize';
import { WEIGHTS, cityValue, contextFor, roundsAfter, unseenTerrain } from './evaluate';
import type { Weights } from './evaluate';
import { bestTake, offerGains, saleGain, valueTakes } from './offer';
import type { CityValuer } from './offer';
import { buildModel, pickChances, preferenceOf, solveBids } from './roundModel';
import type { BidSolution, Contender, RoundModel } from './roundModel';

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
interface SeatEval {
  real: boolean;
  m: CityModel | null;
  value: CityValuer | null;
  threat: number;
}

function argmax(values: readonly number[]): number {
  let bi = 0;
  for (let i = 1; i < values.length; i++) if ((values[i] as number) > (values[bi] as number)) bi = i;
  return bi;
}

function seatEvals(view: GameView, p: HardParams): SeatEval[] {
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

function gainsOf(e: SeatEval, cards: readonly EntityId[]): number[] {
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
function roundModel(
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
function keepValue(view: GameView, a: Ability, p: HardParams): number {
  if (a === 'governor') return (p.keep.governor * roundsAfter(view)) / 17;
  return (p.keep[a] * (9 - view.round)) / 8;
}

function solveValue(
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
function extendGains(evals: SeatEval[], gains: number[][], extra: EntityId): number[][] {
  return evals.map((e, i) => (gains[i] ?? []).concat(gainsOf(e, [extra])));
}

/** The terrain card an ability reveals in each of `n` sampled worlds, as the engine plays it there. */
function sampledReveals(view: GameView, use: Action, n: number, rand: Rand): EntityId[] {
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
function afterBidsValue(
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
function bestImmediate(
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

function ability(view: GameView, legal: readonly Action[], p: HardParams, rand: Rand): BotDecision {
  const use = firstOf(legal, 'use');
  const pass = firstOf(legal, 'pass') as Action;
  if (!use) return { action: pass };
  const a = use.ability;
  const evals = seatEvals(view, p);
  const gains = evals.map((e) => gainsOf(e, view.offer));
  const seed = rand.seed();
  const keep = keepValue(view, a, p);
  let without: number;
  let withIt: number;
  if (a === 'mercenary' || a === 'doctor') {
    without = afterBidsValue(view, evals, gains, pass, seed);
    withIt = afterBidsValue(view, evals, gains, use, seed);
  } else {
    without = solveValue(view, evals, gains, p, seed);
    if (a === 'heroes' || a === 'gunsmith') {
      withIt = solveValue(view, evals, gains, p, seed, { mod: a === 'heroes' ? 3 : 6 });
    } else if (a === 'lawyer') {
      withIt = bestImmediate(view, evals, gains, p, seed, true).value;
    } else {
      const reveals = sampledReveals(view, use, p.samples, rand);
      let sum = 0;
      for (const extra of reveals) {
        const g = extendGains(evals, gains, extra);
        sum +=
          a === 'chineseWorker'
            ? solveValue(view, evals, g, p, seed, { double: true })
            : bestImmediate(view, evals, g, p, seed, false).value;
      }
      withIt = reveals.length > 0 ? sum / reveals.length : without;
    }
  }
  const edge = withIt - without - keep;
  return edge > 0
    ? { action: use, reason: { kind: 'useWorth', ability: a, edge: Math.round(edge * 10) / 10 } }
    : { action: pass, reason: { kind: 'keep', ability: a } };
}

function bid(view: GameView, legal: readonly Action[], p: HardParams, rand: Rand): BotDecision {
  const bids = allOf(legal, 'bid').sort((a, b) => auctionValue(a.card) - auctionValue(b.card));
  const me = view.seats[view.viewer];
  const lowest = bids[0] as Extract<Action, { type: 'bid' }>;
  if (me?.state.lawyered || bids.length === 1)
    return {
      action: lowest,
      reason: { kind: bids.length === 1 ? 'bidLast' : 'bidLawyer', bid: auctionValue(lowest.card) },
    };
  const evals = seatEvals(view, p);
  const gains = evals.map((e) => gainsOf(e, view.offer));
  const model = roundModel(view, evals, gains, p);
  const sol = solveBids(model, p.iterations, rand.seed());
  const mine = model.cs[model.me] as Contender;
  const s = sol.strategy.map((x) => (x >= 0.15 ? x : 0));
  const k = rand.weighted(s);
  const v = mine.bids[k] as number;
  const action = bids.find((b) => auctionValue(b.card) === v) ?? lowest;
  return { action, reason: bidReason(view, model, sol, k, rand.seed()) };
}

/** A one-line reason for a bid: the card it wants and how likely it gets it. */
function bidReason(view: GameView, model: RoundModel, sol: BidSolution, k: number, seed: number): BotReason {
  const mine = model.cs[model.me] as Contender;
  const v = mine.bids[k] as number;
  const top = mine.prefs[0] ?? 0;
  const chances = pickChances(model, sol, k, 200, seed);
  const likely = argmax(chances);
  const card = (i: number): EntityId => view.offer[i] as EntityId;
  const high = k >= mine.bids.length / 2;
  if ((chances[top] ?? 0) >= 0.5)
    return { kind: high ? 'bidWants' : 'bidStillThere', bid: v, card: card(top) };
  if (high) return { kind: 'bidHopes', bid: v, card: card(top), alt: card(likely) };
  return { kind: 'bidSaves', bid: v, card: card(likely) };
}

function take(view: GameView, legal: readonly Action[], p: HardParams, rand: Rand): BotDecision {
  const me = view.viewer;
  const evals = seatEvals(view, p);
  const mineEval = evals[me] as SeatEval;
  const m = mineEval.m as CityModel;
  const value = mineEval.value as CityValuer;
  const sells = allOf(legal, 'sell');
  if (sells.length > 0) {
    const ids = view.seats[me]?.city.map((c) => c.id) ?? [];
    const sg = sells.map((a) => saleGain(m, ids, a.card, value));
    const si = argmax(sg);
    if ((sg[si] as number) > p.sellMin)
      return {
        action: sells[si] as Action,
        reason: { kind: 'sellFor', gain: Math.round((sg[si] as number) * 10) / 10 },
      };
  }
  const takes = allOf(legal, 'take');
  const tv = valueTakes(m, takes, value);
  const cards = view.offer;
  const gains = evals.map((e, i) => (i === me ? cards.map(() => 0) : gainsOf(e, cards)));
  let util: number[];
  if (view.phase === 'before') {
    const all = gains.map((g, i) => (i === me ? cards.map((c) => bestTake(m, c, value).gain) : g));
    const ck = bestImmediate(view, evals, all, p, rand.seed(), view.pendingReason === 'lawyer').index;
    util = takes.map((t, i) => (t.card === cards[ck] ? (tv[i] as number) : -Infinity));
  } else {
    const denial = cards.map((_, k) => denialAfter(view, evals, gains, k, value, m));
    util = takes.map((t, i) => (tv[i] as number) - (denial[cards.indexOf(t.card)] ?? 0));
  }
  const bi = lookahead(view, takes, util, m, value, p, rand);
  const a = takes[bi] as Extract<Action, { type: 'take' }>;
  return {
    action: a,
    reason: { kind: 'takeWorth', card: a.card, worth: Math.round((tv[bi] ?? 0) * 10) / 10 },
  };
}

/** Refines the best few takes by how well the city would welcome a sampled next card; returns the chosen index. */
function lookahead(
  view: GameView,
  takes: readonly Extract<Action, { type: 'take' }>[],
  util: readonly number[],
  m: CityModel,
  value: CityValuer,
  p: HardParams,
  rand: Rand,
): number {
  const order = util.map((_, i) => i).sort((a, b) => (util[b] as number) - (util[a] as number));
  const pool = unseenTerrain(view).filter((id) => (view.era === 1 ? id < 48 : id >= 48));
  if (p.lookahead <= 0 || p.candidates <= 1 || pool.length === 0 || roundsAfter(view) === 0)
    return order[0] ?? 0;
  const sample = rand.shuffle(pool.slice()).slice(0, p.nextCards);
  let best = order[0] ?? 0;
  let bestV = -Infinity;
  for (const i of order.slice(0, p.candidates)) {
    const t = takes[i] as Extract<Action, { type: 'take' }>;
    if (!Number.isFinite(util[i] as number)) continue;
    const after = t.at
      ? placeIn(m, terrainDef(t.card).parcels, t.at)
      : isCharacter(t.card)
        ? withCharacter(m, characterDef(t.card).name)
        : m;
    const base = value(after);
    let next = 0;
    for (const c of sample) next += Math.max(0, bestTake(after, c, value, base).gain);
    const v = (util[i] as number) + (p.lookahead * next) / sample.length;
    if (v > bestV) {
      bestV = v;
      best = i;
    }
  }
  return best;
}

/** Threat-weighted gains of the seats that pick after me once I take offer card `k` (and my second card, if any). */
function denialAfter(
  view: GameView,
  evals: SeatEval[],
  gains: number[][],
  k: number,
  value: CityValuer,
  m: CityModel,
): number {
  if (view.phase !== 'taking') return 0;
  const taken = view.offer.map((_, i) => i === k);
  if (view.takesLeft >= 2) {
    let bj = -1;
    let bv = -Infinity;
    view.offer.forEach((c, j) => {
      if (taken[j]) return;
      const g = bestTake(m, c, value).gain;
      if (g > bv) {
        bv = g;
        bj = j;
      }
    });
    if (bj >= 0) taken[bj] = true;
  }
  let loss = 0;
  for (const j of view.takeOrder.slice(view.takeIndex + 1)) {
    const g = gains[j] ?? [];
    const picks = view.seats[j]?.state.doubleTake ? 2 : 1;
    for (let t = 0; t < picks; t++) {
      const bj = preferenceOf(g).find((i) => !taken[i]);
      if (bj === undefined) break;
      taken[bj] = true;
      loss += (evals[j]?.threat ?? 0) * (g[bj] as number);
    }
  }
  return loss;
}

function decide(view: GameView, legal: readonly Action[], seed: number, p: HardParams): BotDecision {
  const first = legal[0];
  if (!first) throw new Error('no legal action');
  const rand = new Rand(seed);
  switch (first.type) {
    case 'use':
    case 'pass':
      return ability(view, legal, p, rand);
    case 'bid':
      return bid(view, legal, p, rand);
    case 'paperboy': {
      const m = cityModel(view, view.viewer);
      const picks = allOf(legal, 'paperboy');
      const g = picks.map((a) =>
        a.card === null ? 0 : withCharacter(m, characterDef(a.card).name).score - m.score,
      );
      return { action: picks[argmax(g)] as Action, reason: { kind: 'paperboyBest' } };
    }
    default:
      return take(view, legal, p, rand);
  }
}

/** Builds a Hard bot with parameters `p`. */
export function makeHard(p: HardParams = HARD, name = 'hard'): Bot {
  return { name, decide: (view, legal, seed) => decide(view, legal, seed, p) };
}

/** The Hard bot with default parameters. */
export const hardBot: Bot = makeHard();
