/**
 * A quick seeded rollout policy on the fast engine. The seat under study bids by its best immediate gain, takes
 * greedily and uses its characters' abilities by the Medium bot's rule (never using them would value an action
 * character at nothing, and keeping an ability for later at less than using it now); the other real seats, which
 * only matter through the order and the cards they take away, bid by the offer's best appeal, take the most
 * appealing card at its first legal place and keep their abilities.
 */
import {
  BID_BONUS,
  appealOf,
  applyActionFast,
  droppedEvents,
  auctionValue,
  characterNames,
  firstActiveSeat,
  isCharacter,
  legalActions,
  legalChoices,
  placedCards,
  viewFor,
} from '../engine';
import type { Action, EntityId, GameState } from '../engine';
import { Rand, modelOf } from './common';
import type { CityModel } from './common';
import { positionWith, valueByPosition } from './medium';
import { bestTake } from './offer';
import type { CityValuer, TakeOption } from './offer';

const score = (m: CityModel): number => m.score;

function offerIds(s: GameState): EntityId[] {
  const out: EntityId[] = [];
  for (let id = 0; id < s.c.zone.length; id++) if (s.c.zone[id] === 'offer') out.push(id);
  return out.sort((a, b) => (s.c.order[a] as number) - (s.c.order[b] as number));
}

function seatModel(s: GameState, seat: number): CityModel {
  return modelOf(placedCards(s, seat), characterNames(s, seat), s.seats[seat]?.sold ?? 0);
}

/** The best take of each offer card for the seat under study, kept while its city, characters and round stay the same. */
export class TakeCache {
  private key = '';
  private readonly best = new Map<EntityId, TakeOption>();

  /** `value` judges the takes (default: the score now, with a character counted 2 VP more by greedyTake). */
  constructor(readonly value: CityValuer | null = null) {}

  /** The best way for `seat` to take `card` now. */
  get(s: GameState, seat: number, card: EntityId): TakeOption {
    // The seat's characters change its city model too (a Captain, a Governor...), as its cards and sales do.
    const key = `${seat}:${s.era}:${s.round}:${s.seats[seat]?.sold ?? 0}:${placedCards(s, seat).length}:${characterNames(s, seat).length}`;
    if (key !== this.key) {
      this.key = key;
      this.best.clear();
    }
    let o = this.best.get(card);
    if (!o) {
      const m = seatModel(s, seat);
      o = this.value ? bestTake(m, card, this.value) : bestTake(m, card, score, m.score);
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
    const gain = o.gain + (!cache.value && isCharacter(id) ? 2 : 0);
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

/**
 * Whether the seat under study uses the ability it is asked about: the Medium bot's rule on the rollout's immediate
 * gains (when it pays now, or on the era's last round).
 */
export function abilityChoice(s: GameState, seat: number, cache: TakeCache): Action {
  const legal = legalActions(s, seat);
  const use = legal.find((a): a is Extract<Action, { type: 'use' }> => a.type === 'use');
  const pass = legal.find((a) => a.type === 'pass');
  if (!use || !pass) return (use ?? pass ?? legal[0]) as Action;
  const ids = offerIds(s);
  const gains = ids.map((id) => cache.get(s, seat, id).gain + (isCharacter(id) ? 2 : 0));
  const sorted = gains.slice().sort((a, b) => b - a);
  const best = sorted[0] ?? 0;
  const second = sorted[1] ?? 0;
  const last = s.round === 9;
  let go: boolean;
  switch (use.ability) {
    case 'governor':
      go = best >= 9 || (s.era === 2 && s.round >= 8);
      break;
    case 'lawyer':
      go = best - second >= 4 || (last && best > 0);
      break;
    case 'chineseWorker':
      go = second >= 4 || last;
      break;
    case 'heroes':
    case 'gunsmith':
      go = best - (sorted[sorted.length - 1] ?? 0) >= 7 || last;
      break;
    case 'mercenary':
    case 'doctor': {
      const view = viewFor(s, seat);
      const now = positionWith(view, 0);
      const after = positionWith(view, BID_BONUS[use.ability] ?? 0);
      const byPos = valueByPosition(ids, gains, s.seats.length);
      const gain = (byPos[after] ?? 0) - (byPos[now] ?? 0);
      go = after < now && (gain >= 4 || (last && gain > 0));
      break;
    }
  }
  return go ? use : pass;
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
    if (seat === focus) return abilityChoice(s, seat, cache);
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
  // Nobody reads a rollout's events: a dropped list lets the engine skip building them.
  const ev = droppedEvents();
  for (let guard = 0; s.phase !== 'over' && guard < 4000; guard++) {
    const seat = firstActiveSeat(s);
    if (seat < 0) throw new Error(`no one to act in phase ${s.phase}`);
    ev.length = 0;
    const err = applyActionFast(s, rolloutAction(s, seat, focus, cache, rand), ev);
    if (err) throw new Error(`rollout chose an illegal action: ${err}`);
  }
}
