/** The Medium level: one-ply valuation with a city-potential heuristic and bids valued against the offer. */
import { BID_BONUS, appealOf, auctionValue, characterDef } from '../engine';
import type { Action, EntityId, GameView } from '../engine';
import type { Bot, BotDecision } from './types';
import { allOf, cityModel, firstOf, withCharacter } from './common';
import type { CityModel } from './common';
import { aheadDistribution, beatChance, remainingValues, tieRanks, takingOrder } from './auction';
import { WEIGHTS, cityValue, contextFor } from './evaluate';
import type { Weights } from './evaluate';
import { offerGains, saleGain, valueTakes } from './offer';
import type { CityValuer } from './offer';

function argmax(values: readonly number[]): number {
  let bi = 0;
  for (let i = 1; i < values.length; i++) if ((values[i] as number) > (values[bi] as number)) bi = i;
  return bi;
}

/** What my pick is worth when `k` seats take before me, each taking the card of highest appeal. */
export function valueByPosition(
  offer: readonly EntityId[],
  gains: readonly number[],
  seats: number,
): number[] {
  const byAppeal = offer
    .map((_, i) => i)
    .sort((a, b) => appealOf(offer[b] as EntityId) - appealOf(offer[a] as EntityId));
  const out: number[] = [];
  for (let k = 0; k < seats; k++) {
    const gone = new Set(byAppeal.slice(0, k));
    let best = 0;
    gains.forEach((g, i) => {
      if (!gone.has(i) && g > best) best = g;
    });
    out.push(best);
  }
  return out;
}

/** Expected gain of bidding each final value against the other seats' remaining cards. */
function expectedByBid(view: GameView, gains: readonly number[], finals: readonly number[]): number[] {
  const me = view.viewer;
  const ranks = tieRanks(view);
  const others = view.setup.seats.map((_, i) => i).filter((i) => i !== me && !view.seats[i]?.state.lawyered);
  const byPos = valueByPosition(view.offer, gains, others.length + 1);
  return finals.map((b) => {
    const beats = others.map((j) =>
      beatChance(
        b,
        ranks[me] as number,
        remainingValues(view, j).map((v) => v + (view.seats[j]?.state.modifier ?? 0)),
        ranks[j] as number,
      ),
    );
    return aheadDistribution(beats).reduce((s, p, k) => s + p * (byPos[k] ?? 0), 0);
  });
}

/** Tunable parameters of the Medium level. */
export interface MediumParams {
  w: Weights;
  /** VP a bid point costs. */
  bidCost: number;
}

/** Default Medium parameters. */
export const MEDIUM: MediumParams = { w: WEIGHTS, bidCost: 0.9 };

function bid(
  view: GameView,
  legal: readonly Action[],
  m: CityModel,
  value: CityValuer,
  p: MediumParams,
): BotDecision {
  const bids = allOf(legal, 'bid').sort((a, b) => auctionValue(a.card) - auctionValue(b.card));
  const me = view.seats[view.viewer];
  if (me?.state.lawyered)
    return {
      action: bids[0] as Action,
      reason: { kind: 'bidLawyer', bid: auctionValue(bids[0]?.card ?? 0) },
    };
  const gains = offerGains(m, view.offer, value);
  const mod = me?.state.modifier ?? 0;
  const lo = auctionValue(bids[0]?.card ?? 0);
  const ev = expectedByBid(
    view,
    gains,
    bids.map((a) => auctionValue(a.card) + mod),
  );
  const net = ev.map((e, i) => e - p.bidCost * (auctionValue(bids[i]?.card ?? 0) - lo));
  const k = argmax(net);
  const a = bids[k] as Extract<Action, { type: 'bid' }>;
  const want = view.offer[argmax(gains)];
  return {
    action: a,
    reason:
      want === undefined
        ? { kind: 'bid', bid: auctionValue(a.card) }
        : { kind: 'bidWants', bid: auctionValue(a.card), card: want },
  };
}

/** My position in the taking order with an extra modifier, from the revealed bids. */
export function positionWith(view: GameView, extra: number): number {
  const ranks = tieRanks(view);
  const seats = view.setup.seats.map((_, i) => i).filter((i) => !view.seats[i]?.state.lawyered);
  const values = view.seats.map((s, i) => s.state.bidValue + (i === view.viewer ? extra : 0));
  return takingOrder(seats, values, ranks).indexOf(view.viewer);
}

function ability(view: GameView, legal: readonly Action[], m: CityModel, value: CityValuer): BotDecision {
  const use = firstOf(legal, 'use');
  const pass = firstOf(legal, 'pass') as Action;
  if (!use) return { action: pass };
  const lastRound = view.round === 9;
  const gains = offerGains(m, view.offer, value).sort((a, b) => b - a);
  const best = gains[0] ?? 0;
  const second = gains[1] ?? 0;
  let go = false;
  switch (use.ability) {
    case 'governor':
      go = best >= 9 || (view.era === 2 && view.round >= 8);
      break;
    case 'lawyer':
      go = best - second >= 4 || (lastRound && best > 0);
      break;
    case 'chineseWorker':
      go = second >= 4 || lastRound;
      break;
    case 'heroes':
    case 'gunsmith':
      go = best - (gains[gains.length - 1] ?? 0) >= 7 || lastRound;
      break;
    case 'mercenary':
    case 'doctor': {
      const now = positionWith(view, 0);
      const after = positionWith(view, BID_BONUS[use.ability] ?? 0);
      const byPos = valueByPosition(view.offer, offerGains(m, view.offer, value), view.seats.length);
      const gain = (byPos[after] ?? 0) - (byPos[now] ?? 0);
      go = after < now && (gain >= 4 || (lastRound && gain > 0));
      break;
    }
  }
  return go ? { action: use, reason: { kind: 'useNow', ability: use.ability } } : { action: pass };
}

function decide(view: GameView, legal: readonly Action[], p: MediumParams): BotDecision {
  const first = legal[0];
  if (!first) throw new Error('no legal action');
  const m = cityModel(view, view.viewer);
  const ctx = contextFor(view, view.viewer, p.w);
  const value: CityValuer = (x) => cityValue(x, ctx);
  switch (first.type) {
    case 'use':
    case 'pass':
      return ability(view, legal, m, value);
    case 'bid':
      return bid(view, legal, m, value, p);
    case 'paperboy': {
      const picks = allOf(legal, 'paperboy');
      const gains = picks.map((a) =>
        a.card === null ? 0 : withCharacter(m, characterDef(a.card).name).score - m.score,
      );
      return { action: picks[argmax(gains)] as Action, reason: { kind: 'paperboyBest' } };
    }
    default: {
      const ids = view.seats[view.viewer]?.city.map((c) => c.id) ?? [];
      const sells = allOf(legal, 'sell');
      const saleGains = sells.map((a) => saleGain(m, ids, a.card, value));
      const si = argmax(saleGains);
      if (sells.length > 0 && (saleGains[si] as number) > 1) {
        return { action: sells[si] as Action, reason: { kind: 'sell' } };
      }
      const takes = allOf(legal, 'take');
      const gains = valueTakes(m, takes, value);
      const a = takes[argmax(gains)] as Extract<Action, { type: 'take' }>;
      return { action: a, reason: { kind: 'take', card: a.card } };
    }
  }
}

/** Medium: one-ply values with city potential; bids weigh the expected pick against the card spent. */
export function makeMedium(p: MediumParams = MEDIUM, name = 'medium'): Bot {
  return { name, decide: (view, legal) => decide(view, legal, p) };
}

/** The Medium bot with default parameters. */
export const mediumBot: Bot = makeMedium();
