/** The Easy level: greedy by the immediate score change, a simple bid rule, abilities at first chance. */
import { auctionValue, characterDef } from '../engine';
import type { Action } from '../engine';
import type { Bot, BotDecision } from './types';
import { allOf, cityModel, firstOf, withCharacter } from './common';
import type { CityModel } from './common';
import { offerGains, saleGain, valueTakes } from './offer';

const scoreNow = (m: CityModel): number => m.score;

function bestIndex(values: readonly number[]): number {
  let bi = 0;
  for (let i = 1; i < values.length; i++) if ((values[i] as number) > (values[bi] as number)) bi = i;
  return bi;
}

function decide(view: Parameters<Bot['decide']>[0], legal: readonly Action[]): BotDecision {
  const first = legal[0];
  if (!first) throw new Error('no legal action');
  const me = view.viewer;
  const m = cityModel(view, me);
  switch (first.type) {
    case 'use':
    case 'pass': {
      const use = firstOf(legal, 'use');
      return use ? { action: use, reason: { kind: 'useNow', ability: use.ability } } : { action: first };
    }
    case 'bid': {
      const bids = allOf(legal, 'bid').sort((a, b) => auctionValue(a.card) - auctionValue(b.card));
      const gains = offerGains(m, view.offer, scoreNow);
      const bi = bestIndex(gains);
      const best = gains[bi] ?? 0;
      const k = Math.max(0, Math.min(bids.length - 1, Math.round((best / 10) * (bids.length - 1))));
      const bid = bids[k] as Action & { card: number };
      const want = view.offer[bi];
      const v = auctionValue(bid.card);
      return {
        action: bid,
        reason:
          want === undefined || best <= 0
            ? { kind: 'bidNothing', bid: v }
            : { kind: 'bidWantsNow', bid: v, card: want, gain: best },
      };
    }
    case 'paperboy': {
      const picks = allOf(legal, 'paperboy');
      const gains = picks.map((a) =>
        a.card === null ? 0 : withCharacter(m, characterDef(a.card).name).score - m.score,
      );
      const a = picks[bestIndex(gains)] as Action;
      return { action: a, reason: { kind: 'paperboyNow' } };
    }
    default: {
      const ids = view.seats[me]?.city.map((c) => c.id) ?? [];
      const sells = allOf(legal, 'sell');
      const saleGains = sells.map((a) => saleGain(m, ids, a.card, scoreNow));
      const si = bestIndex(saleGains);
      if (sells.length > 0 && (saleGains[si] as number) > 0) {
        return { action: sells[si] as Action, reason: { kind: 'sellFor', gain: saleGains[si] as number } };
      }
      const takes = allOf(legal, 'take');
      const gains = valueTakes(m, takes, scoreNow);
      const ti = bestIndex(gains);
      const a = takes[ti] as Action & { card: number };
      return { action: a, reason: { kind: 'takeNow', card: a.card, gain: gains[ti] ?? 0 } };
    }
  }
}

/** Easy: greedy by the immediate score change; bids in proportion to the best immediate gain. */
export const easyBot: Bot = { name: 'easy', decide: (view, legal) => decide(view, legal) };
