/** The Hard level: sampled hidden information, regret matching over the simultaneous bids, denial-aware picks. */
import {
  BID_BONUS,
  BONUS_AFTER_BIDS,
  BONUS_BEFORE_BIDS,
  auctionValue,
  characterDef,
  isCharacter,
  terrainDef,
  terrainEra,
} from '../engine';
import type { Action, EntityId, GameView } from '../engine';
import type { Bot, BotDecision, BotReason } from './types';
import { Rand, allOf, cityModel, firstOf, placeIn, withCharacter } from './common';
import type { CityModel } from './common';
import { roundsAfter, unseenTerrain } from './evaluate';
import { bestTake, saleGain, valueTakes } from './offer';
import type { CityValuer } from './offer';
import { pickChances, preferenceOf, solveBids } from './roundModel';
import type { BidSolution, Contender, RoundModel } from './roundModel';
import {
  HARD,
  afterBidsValue,
  argmax,
  bestImmediate,
  extendGains,
  gainsOf,
  keepValue,
  roundModel,
  sampledReveals,
  seatEvals,
  solveValue,
} from './hardModel';
import type { HardParams, SeatEval } from './hardModel';

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
  if (BONUS_AFTER_BIDS.includes(a)) {
    without = afterBidsValue(view, evals, gains, pass, seed);
    withIt = afterBidsValue(view, evals, gains, use, seed);
  } else {
    without = solveValue(view, evals, gains, p, seed);
    if (BONUS_BEFORE_BIDS.includes(a)) {
      withIt = solveValue(view, evals, gains, p, seed, { mod: BID_BONUS[a] ?? 0 });
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
    ? { action: use, reason: { kind: 'useNow', ability: a } }
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
export function bidReason(
  view: GameView,
  model: RoundModel,
  sol: BidSolution,
  k: number,
  seed: number,
): BotReason {
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
        reason: { kind: 'sell' },
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
  return { action: a, reason: { kind: 'take', card: a.card } };
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
  const pool = unseenTerrain(view).filter((id) => terrainEra(id) === view.era);
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
