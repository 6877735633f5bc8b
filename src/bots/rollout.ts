/**
 * A quick seeded rollout policy on the fast engine. The seat under study bids by its best immediate gain, takes
 * greedily and uses its characters' abilities when the Medium bot would (never using them would value an action
 * character at nothing, and keeping an ability for later at less than using it now); the other real seats, which
 * only matter through the order and the cards they take away, bid by the offer's best appeal, take the most
 * appealing card at its first legal place and keep their abilities.
 */
import {
  appealOf,
  applyActionFast,
  auctionValue,
  characterNames,
  firstActiveSeat,
  isCharacter,
  legalActions,
  legalChoices,
  placedCards,
  viewFor,
} from '../engine';
import type { Action, EntityId, GameEvent, GameState } from '../engine';
import { Rand, modelOf } from './common';
import type { CityModel } from './common';
import { mediumBot } from './medium';
import { bestTake } from './offer';
import type { TakeOption } from './offer';

const score = (m: CityModel): number => m.score;

function offerIds(s: GameState): EntityId[] {
  const out: EntityId[] = [];
  for (let id = 0; id < s.c.zone.length; id++) if (s.c.zone[id] === 'offer') out.push(id);
  return out.sort((a, b) => (s.c.order[a] as number) - (s.c.order[b] as number));
}

function seatModel(s: GameState, seat: number): CityModel {
  return modelOf(placedCards(s, seat), characterNames(s, seat), s.seats[seat]?.sold ?? 0);
}

/** The best take of each offer card for the seat under study, kept while its city and the round stay the same. */
export class TakeCache {
  private key = '';
  private readonly best = new Map<EntityId, TakeOption>();

  /** The best way for `seat` to take `card` now. */
  get(s: GameState, seat: number, card: EntityId): TakeOption {
    const key = `${s.era}:${s.round}:${s.seats[seat]?.sold ?? 0}:${placedCards(s, seat).length}`;
    if (key !== this.key) {
      this.key = key;
      this.best.clear();
    }
    let o = this.best.get(card);
    if (!o) {
      const m = seatModel(s, seat);
      o = bestTake(m, card, score, m.score);
      this.best.set(card, o);
    }
    return o;
  }
}

/** The card and place that raise the seat's score most now (a character counts 2 VP more); null for none. */
export function greedyTake(s: GameState, seat: number, cache = new TakeCache()): Action | null {
  let best: Action | null = null;
  let bestGain = -Infinity;
  for (const id of offerIds(s)) {
    const o = cache.get(s, seat, id);
    const gain = o.gain + (isCharacter(id) ? 2 : 0);
    if (gain > bestGain) {
      bestGain = gain;
      best = o.at ? { type: 'take', seat, card: id, at: o.at } : { type: 'take', seat, card: id };
    }
  }
  return best;
}

/** The most appealing offer card at its first legal place (the earliest card on ties). */
function appealTake(s: GameState, seat: number): Action | null {
  let want = -1;
  for (const id of offerIds(s)) if (want < 0 || appealOf(id) > appealOf(want)) want = id;
  const choices = legalChoices(s, seat);
  for (let k = 0; k < choices.count; k++) {
    const a = choices.at(k);
    if (a.type === 'take' && a.card === want) return a;
  }
  return null;
}

/** A bid in proportion to how much the offer is worth to the seat, moved one card either way now and then. */
function rolloutBid(s: GameState, seat: number, cache: TakeCache | null, rand: Rand): Action {
  const bids = legalActions(s, seat)
    .filter((a): a is Extract<Action, { type: 'bid' }> => a.type === 'bid')
    .sort((a, b) => auctionValue(a.card) - auctionValue(b.card));
  let worth = 0;
  if (cache) for (const id of offerIds(s)) worth = Math.max(worth, cache.get(s, seat, id).gain / 10);
  else for (const id of offerIds(s)) worth = Math.max(worth, appealOf(id) / 8);
  const top = bids.length - 1;
  let k = Math.round(Math.min(1, Math.max(0, worth)) * top);
  const r = rand.next();
  if (r < 0.2) k--;
  else if (r > 0.8) k++;
  return bids[Math.max(0, Math.min(top, k))] as Action;
}

/** One rollout decision for the seat due in `s`; `focus` is the seat under study, with its take cache. */
export function rolloutAction(
  s: GameState,
  seat: number,
  focus: number,
  cache: TakeCache,
  rand: Rand,
): Action {
  if (s.phase === 'bidding') return rolloutBid(s, seat, seat === focus ? cache : null, rand);
  const choices = legalChoices(s, seat);
  const first = choices.at(0);
  if (first.type === 'use' || first.type === 'pass') {
    // The Medium bot's ability rule draws nothing at random, so the rollout's stream stays as it was.
    if (seat === focus) return mediumBot.decide(viewFor(s, seat), legalActions(s, seat), 0).action;
    for (let k = 0; k < choices.count; k++) {
      const a = choices.at(k);
      if (a.type === 'pass') return a;
    }
    return first;
  }
  if (first.type === 'take' || first.type === 'sell')
    return (seat === focus ? greedyTake(s, seat, cache) : appealTake(s, seat)) ?? first;
  return first;
}

/** Plays `s` itself to the end with the rollout policy, studying `focus`; throws only on a bug (an illegal action). */
export function rollOut(s: GameState, focus: number, seed: number): void {
  const rand = new Rand(seed);
  const cache = new TakeCache();
  const ev: GameEvent[] = [];
  for (let guard = 0; s.phase !== 'over' && guard < 4000; guard++) {
    const seat = firstActiveSeat(s);
    if (seat < 0) throw new Error(`no one to act in phase ${s.phase}`);
    ev.length = 0;
    const err = applyActionFast(s, rolloutAction(s, seat, focus, cache, rand), ev);
    if (err) throw new Error(`rollout chose an illegal action: ${err}`);
  }
}
