/** The Master level: Hard's judgement, refined by determinised rollouts on the fast engine. */
import {
  appealOf,
  applyActionFast,
  characterDef,
  characterNames,
  cloneState,
  firstActiveSeat,
  legalChoices,
  placedCards,
  terrainDef,
} from '../engine';
import type { Action, GameEvent, GameState, GameView } from '../engine';
import type { Bot, BotDecision } from './types';
import { Rand, allOf, modelOf } from './common';
import type { CityModel } from './common';
import { determinize } from './determinize';
import { WEIGHTS, cityValue, contextFor, roundsAfter } from './evaluate';
import type { EvalContext } from './evaluate';
import { valueTakes } from './offer';
import { makeHard } from './hard';
import { TakeCache, greedyTake, rolloutAction } from './rollout';
import { HARD } from './hardModel';
import type { HardParams } from './hardModel';

/** Tunable parameters of the Master level (its budget is counted in rollouts, with a time cap as a safety). */
export interface MasterParams {
  /** Hard's parameters for the bids (regret matching) and abilities, and the candidate takes. */
  hard: HardParams;
  /** Determinised worlds per candidate take. */
  worlds: number;
  /** Candidate takes searched: Hard's choice and the best others by immediate value. */
  candidates: number;
  /** A candidate must beat Hard's choice by this many VP on average to replace it. */
  margin: number;
  /** No rollout starts after this many ms of the decision (safety only: the rollout count is the budget). */
  maxMs: number;
  /** Whole rounds played after the current one before the leaf (0: the leaf is the end of this round's takes). */
  horizon: number;
}

/** Default Master parameters. */
export const MASTER: MasterParams = {
  hard: { ...HARD, iterations: 1500, samples: 8, candidates: 10, nextCards: 16 },
  worlds: 6,
  candidates: 8,
  margin: 0.25,
  maxMs: 800,
  horizon: 1,
};

type Take = Extract<Action, { type: 'take' }>;

/** A seat's projected value at a leaf: Hard's city value for real seats, taken appeal for virtual ones. */
function seatValue(s: GameState, seat: number, ctx: EvalContext | null): number {
  if (!ctx) {
    let sum = 0;
    for (let id = 0; id < s.c.zone.length; id++)
      if ((s.c.zone[id] === 'kept' || s.c.zone[id] === 'characters') && s.c.owner[id] === seat)
        sum += appealOf(id);
    return sum;
  }
  const m = modelOf(placedCards(s, seat), characterNames(s, seat), s.seats[seat]?.sold ?? 0);
  return cityValue(m, ctx);
}

/** My value minus the best rival's at a leaf (virtual rivals projected like Hard does: 6.4 VP a round). */
function leafValue(s: GameState, me: number, ctxs: (EvalContext | null)[], after: number): number {
  let mine = 0;
  let rival = -Infinity;
  for (let i = 0; i < s.seats.length; i++) {
    const ctx = ctxs[i] ?? null;
    const v = seatValue(s, i, ctx) + after * (ctx ? 6.5 : 6.4);
    if (i === me) mine = v;
    else if (v > rival) rival = v;
  }
  return mine - (rival === -Infinity ? 0 : rival);
}

/**
 * Plays `s` to the end of the taking phase, then `rounds` more whole rounds of the same era: every seat takes
 * greedily; in later rounds bids and abilities follow the quick rollout policy, studying `me`.
 */
export function rollRounds(s: GameState, me: number, rounds: number, rand: Rand, ev: GameEvent[]): void {
  const era = s.era;
  const caches = s.seats.map(() => new TakeCache());
  let left = rounds;
  let taking = s.phase === 'taking';
  for (let guard = 0; guard < 400 && s.phase !== 'over' && s.era === era; guard++) {
    if (taking && s.phase !== 'taking') {
      if (left-- <= 0) return;
    }
    taking = s.phase === 'taking';
    const seat = firstActiveSeat(s);
    if (seat < 0) return;
    const cache = caches[seat] as TakeCache;
    const a = taking
      ? (greedyTake(s, seat, cache) ?? legalChoices(s, seat).at(0))
      : rolloutAction(s, seat, me, cache, rand);
    ev.length = 0;
    if (applyActionFast(s, a, ev)) return;
  }
}

/** Candidate takes: Hard's choice first, then the best others by immediate value. */
function candidates(view: GameView, legal: readonly Action[], hardChoice: Action, n: number): Take[] {
  const takes = allOf(legal, 'take');
  const me = view.viewer;
  const ctx = contextFor(view, me, WEIGHTS);
  const m = modelOfView(view, me);
  const tv = valueTakes(m, takes, (x) => cityValue(x, ctx));
  const order = takes.map((_, i) => i).sort((a, b) => (tv[b] as number) - (tv[a] as number));
  const out: Take[] = [];
  if (hardChoice.type === 'take') out.push(hardChoice);
  for (const i of order) {
    if (out.length >= n) break;
    const t = takes[i] as Take;
    if (!out.some((o) => o.card === t.card && o.at?.x === t.at?.x && o.at?.y === t.at?.y)) out.push(t);
  }
  return out;
}

function modelOfView(view: GameView, seat: number): CityModel {
  const sv = view.seats[seat];
  const cards = (sv?.city ?? []).map((c) => ({ x: c.x, y: c.y, parcels: terrainDef(c.id).parcels }));
  const names = (sv?.characters ?? []).map((c) => characterDef(c.id).name);
  return modelOf(cards, names, sv?.state.sold ?? 0);
}

/**
 * Mean leaf value of each candidate over the same determinised worlds (common random numbers). No rollout starts
 * once `maxMs` has passed since `t0` (a world cut short counts for nothing); null when not one world was finished.
 */
function searchTakes(
  view: GameView,
  cands: readonly Take[],
  p: MasterParams,
  rand: Rand,
  clock: () => number,
  t0: number,
  pulse: (done: number) => void,
): number[] | null {
  const me = view.viewer;
  const ctxs = view.setup.seats.map((st, i) => (st.kind === 'real' ? contextFor(view, i, p.hard.w) : null));
  const rounds = view.round + p.horizon > 9 ? 9 - view.round : p.horizon;
  const after = roundsAfter(view) - rounds;
  for (const c of ctxs) if (c) c.cardsLeft = Math.max(0, c.cardsLeft - rounds);
  const nWorlds = rounds > 0 ? p.worlds : 1;
  const sums = cands.map(() => 0);
  const values = cands.map(() => 0);
  let worlds = 0;
  let rollouts = 0;
  const ev: GameEvent[] = [];
  for (let w = 0; w < nWorlds; w++) {
    const world = determinize(view, rand.int(0x7fffffff));
    const rollSeed = rand.seed();
    let k = 0;
    for (; k < cands.length && clock() - t0 < p.maxMs; k++) {
      const s = cloneState(world);
      ev.length = 0;
      if (applyActionFast(s, cands[k] as Take, ev)) values[k] = -Infinity;
      else {
        rollRounds(s, me, rounds, new Rand(rollSeed), ev);
        values[k] = leafValue(s, me, ctxs, after);
      }
      pulse(++rollouts);
    }
    if (k < cands.length) break;
    values.forEach((v, i) => (sums[i] = (sums[i] as number) + v));
    worlds++;
  }
  return worlds === 0 ? null : sums.map((v) => v / worlds);
}

function decide(
  view: GameView,
  legal: readonly Action[],
  seed: number,
  p: MasterParams,
  hard: Bot,
  clock: () => number,
  pulse: (done: number) => void,
): BotDecision {
  const t0 = clock();
  const d = hard.decide(view, legal, seed);
  if (view.phase !== 'taking' || d.action.type !== 'take' || legal.length === 1) return d;
  const cands = candidates(view, legal, d.action, p.candidates);
  if (cands.length < 2) return d;
  pulse(0);
  const values = searchTakes(view, cands, p, new Rand(seed ^ 0x5bd1e995), clock, t0, pulse);
  let bi = 0;
  if (!values) return { action: d.action, reason: d.reason ?? { kind: 'take', card: d.action.card } };
  for (let i = 1; i < cands.length; i++)
    if ((values[i] as number) > (values[bi] as number) + p.margin) bi = i;
  if (bi === 0) return { action: d.action, reason: d.reason ?? { kind: 'take', card: d.action.card } };
  const a = cands[bi] as Take;
  return { action: a, reason: { kind: 'takeSearch', card: a.card } };
}

/**
 * Builds a Master bot; `clock` (ms) enforces the time cap, none means only the rollout budget counts. `pulse` hears
 * the search go on (0 when it starts, then the rollouts done), so a worker can show it is alive while it thinks.
 */
export function makeMaster(
  p: MasterParams = MASTER,
  clock: () => number = () => 0,
  name = 'master',
  pulse: (done: number) => void = () => undefined,
): Bot {
  const hard = makeHard(p.hard, `${name}-hard`);
  return { name, decide: (view, legal, seed) => decide(view, legal, seed, p, hard, clock, pulse) };
}

/** The Master bot with default parameters: its budget is the rollout count (bots have no clock; a caller with one uses makeMaster). */
export const masterBot: Bot = makeMaster();
