/** The Master level: Hard's judgement, refined by determinised rollouts on the fast engine. */
import { applyActionFast, characterDef, cloneState, droppedEvents, terrainDef } from '../engine';
import type { Action, GameView } from '../engine';
import type { Bot, BotDecision } from './types';
import { Rand, allOf, modelOf } from './common';
import type { CityModel } from './common';
import { determinize } from './determinize';
import { WEIGHTS, cityValue, contextFor, roundsAfter } from './evaluate';
import { valueTakes } from './offer';
import { makeHard } from './hard';
import { MASTER, leafValue, nextCardsTerm, rollRounds, takeValuers } from './masterRoll';
import type { MasterParams } from './masterRoll';
import { searchBid } from './masterBids';

/** Master's parameters and rollouts, from masterRoll.ts. */
export { MASTER, rollRounds };
/** The type of Master's parameters, from masterRoll.ts. */
export type { MasterParams };

type Take = Extract<Action, { type: 'take' }>;

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
  const mine = ctxs[me] ?? contextFor(view, me, p.hard.w);
  const look = roundsAfter(view) - rounds > 0 ? p.leafLook : 0;
  const valuers = takeValuers(ctxs, p.valuedTakes);
  const sums = cands.map(() => 0);
  const values = cands.map(() => 0);
  let worlds = 0;
  let rollouts = 0;
  // Nobody reads a rollout's events: a dropped list lets the engine skip building them.
  const ev = droppedEvents();
  for (let w = 0; w < nWorlds; w++) {
    const world = determinize(view, rand.int(0x7fffffff));
    const rollSeed = rand.seed();
    let k = 0;
    for (; k < cands.length && clock() - t0 < p.maxMs; k++) {
      const s = cloneState(world);
      ev.length = 0;
      if (applyActionFast(s, cands[k] as Take, ev)) values[k] = -Infinity;
      else {
        rollRounds(s, me, rounds, new Rand(rollSeed), ev, valuers);
        values[k] =
          leafValue(s, me, ctxs, after, p.rivalMean) +
          (look ? look * nextCardsTerm(s, me, mine, p.leafCards) : 0);
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
  if (view.phase === 'bidding') {
    const b = searchBid(view, legal, d.action, p, new Rand(seed ^ 0x2c1b3c6d), clock, t0, pulse);
    return b ?? d;
  }
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
