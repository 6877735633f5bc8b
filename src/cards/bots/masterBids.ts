/**
 * Master's bids: Hard's regret-matching model says how each rival is likely to bid; Master plays the round out in
 * determinised worlds for each of its likeliest bids, against rival bids drawn from that model.
 */
import {
  applyActionFast,
  auctionId,
  auctionValue,
  cloneState,
  droppedEvents,
  firstActiveSeat,
} from '../engine';
import type { Action, EntityId, GameView } from '../engine';
import type { BotDecision } from './types';
import { Rand, allOf } from './common';
import { determinize } from './determinize';
import { contextFor, roundsAfter } from './evaluate';
import { bidReason } from './hard';
import { gainsOf, roundModel, seatEvals } from './hardModel';
import { solveBids } from './roundModel';
import type { Contender } from './roundModel';
import { TakeCache, rolloutAction } from './rollout';
import { handEdge, handValues, leafValue, rollRounds, takeValuers } from './masterRoll';
import type { MasterParams } from './masterRoll';

type Bid = Extract<Action, { type: 'bid' }>;

/** Bid values to search: Hard's own first, then the others Hard's model plays most often. */
function bidCandidates(
  values: readonly number[],
  strategy: readonly number[],
  hard: number,
  n: number,
): number[] {
  const order = values.map((_, i) => i).sort((a, b) => (strategy[b] as number) - (strategy[a] as number));
  const out = [hard];
  for (const i of order) {
    if (out.length >= n) break;
    const v = values[i] as number;
    if (!out.includes(v) && (strategy[i] as number) > 0.02) out.push(v);
  }
  return out;
}

/**
 * Master's bid (RULES 3.3): the candidate with the best mean leaf over the same worlds and rival bids (common random
 * numbers), Hard's bid unless another beats it by the margin. Null when there is nothing to search.
 */
export function searchBid(
  view: GameView,
  legal: readonly Action[],
  hardBid: Action,
  p: MasterParams,
  rand: Rand,
  clock: () => number,
  t0: number,
  pulse: (done: number) => void,
): BotDecision | null {
  const me = view.viewer;
  const bids = allOf(legal, 'bid');
  if (p.bidWorlds <= 0 || hardBid.type !== 'bid' || bids.length < 2 || view.seats[me]?.state.lawyered)
    return null;
  const evals = seatEvals(view, p.hard);
  const gains = evals.map((e) => gainsOf(e, view.offer));
  const model = roundModel(view, evals, gains, p.hard);
  const sol = solveBids(model, p.hard.iterations, rand.seed());
  const mine = model.cs[model.me] as Contender;
  const cands = bidCandidates(mine.bids, sol.strategy, auctionValue(hardBid.card), p.bidCandidates);
  if (cands.length < 2) return null;
  const cardOf = (v: number): Bid | undefined => bids.find((b) => auctionValue(b.card) === v);
  const ctxs = view.setup.seats.map((st, i) => (st.kind === 'real' ? contextFor(view, i, p.hard.w) : null));
  const rounds = view.round + p.horizon > 9 ? 9 - view.round : p.horizon;
  const after = roundsAfter(view) - rounds;
  for (const c of ctxs) if (c) c.cardsLeft = Math.max(0, c.cardsLeft - rounds);
  const delta = model.delta * p.handWeight;
  const valuers = takeValuers(ctxs, p.valuedTakes);
  const sums = cands.map(() => 0);
  const values = cands.map(() => 0);
  // Nobody reads a rollout's events: a dropped list lets the engine skip building them.
  const ev = droppedEvents();
  const rivalBid = new Map<number, number>();
  let worlds = 0;
  let rollouts = 0;
  pulse(0);
  for (let w = 0; w < p.bidWorlds; w++) {
    rivalBid.clear();
    model.cs.forEach((c, i) => {
      if (i !== model.me && c.real)
        rivalBid.set(c.seat, c.bids[rand.weighted(sol.all[i] as number[])] as number);
    });
    const sampleBid = (seat: number, hand: readonly EntityId[], r: Rand): EntityId =>
      hand.find((id) => auctionValue(id) === rivalBid.get(seat)) ?? (hand[r.int(hand.length)] as EntityId);
    const world = determinize(view, rand.int(0x7fffffff), sampleBid);
    const rollSeed = rand.seed();
    let k = 0;
    for (; k < cands.length && clock() - t0 < p.maxMs; k++) {
      const s = cloneState(world);
      const roll = new Rand(rollSeed);
      const bid = cardOf(cands[k] as number);
      ev.length = 0;
      if (!bid || applyActionFast(s, bid, ev)) {
        values[k] = -Infinity;
      } else {
        for (let guard = 0; s.phase === 'bidding' && guard < 8; guard++) {
          const seat = firstActiveSeat(s);
          if (seat < 0) break;
          const v = rivalBid.get(seat);
          const a: Action =
            v === undefined
              ? rolloutAction(s, seat, me, new TakeCache(), roll)
              : { type: 'bid', seat, card: auctionId(seat, v) };
          ev.length = 0;
          if (
            applyActionFast(s, a, ev) &&
            applyActionFast(s, rolloutAction(s, seat, me, new TakeCache(), roll), ev)
          )
            break;
        }
        rollRounds(s, me, rounds, roll, ev, valuers);
        values[k] = leafValue(s, me, ctxs, after, p.rivalMean) + delta * handEdge(handValues(s), me);
      }
      pulse(++rollouts);
    }
    if (k < cands.length) break;
    values.forEach((v, i) => (sums[i] = (sums[i] as number) + v));
    worlds++;
  }
  if (worlds === 0) return null;
  let bi = 0;
  for (let i = 1; i < cands.length; i++)
    if ((sums[i] as number) / worlds > (sums[bi] as number) / worlds + p.bidMargin) bi = i;
  const chosen = cardOf(cands[bi] as number) ?? hardBid;
  const k = Math.max(0, mine.bids.indexOf(cands[bi] as number));
  return { action: chosen, reason: bidReason(view, model, sol, k, rand.seed()) };
}
