/** What a seat can know about bids: the cards each seat may still play, tie-breaks and taking order. */
import { PILE_VALUES, appealOf, auctionValue } from '../engine';
import type { EntityId, GameView } from '../engine';

/** Auction values a seat may still play this era (its hand, or its virtual pile's remaining values). */
export function remainingValues(view: GameView, seat: number): number[] {
  const sv = view.seats[seat];
  const setup = view.setup.seats[seat];
  if (!sv || !setup) return [];
  if (setup.kind === 'real') {
    const cards = sv.bid !== null ? [...sv.hand, sv.bid] : sv.hand;
    return cards.map(auctionValue).sort((a, b) => a - b);
  }
  const gone = new Set(sv.spent.map(auctionValue));
  if (sv.played !== null) gone.add(auctionValue(sv.played));
  return PILE_VALUES[setup.strength].filter((v) => !gone.has(v));
}

/** Tie-break rank of each seat this round (lower goes first), from the next character's back (RULES 3.4). */
export function tieRanks(view: GameView): number[] {
  const back = view.nextBack?.back ?? [];
  return view.setup.seats.map((s, i) => {
    const k = back.indexOf(s.suit);
    return k < 0 ? 99 + i : k;
  });
}

/** Seats in taking order for given final bid values (Lawyer users excluded by the caller). */
export function takingOrder(
  seats: readonly number[],
  values: readonly number[],
  ranks: readonly number[],
): number[] {
  return seats
    .slice()
    .sort(
      (a, b) => (values[b] as number) - (values[a] as number) || (ranks[a] as number) - (ranks[b] as number),
    );
}

/** Probability that `seat` with final value `mine` goes before a seat whose final value is uniform over `theirs`. */
export function beatChance(
  mine: number,
  myRank: number,
  theirs: readonly number[],
  theirRank: number,
): number {
  if (theirs.length === 0) return 1;
  let w = 0;
  for (const v of theirs) if (mine > v || (mine === v && myRank < theirRank)) w++;
  return w / theirs.length;
}

/** Distribution of how many seats go before me, from independent chances to beat each. */
export function aheadDistribution(beats: readonly number[]): number[] {
  let dist = [1];
  for (const p of beats) {
    const next = new Array<number>(dist.length + 1).fill(0);
    dist.forEach((q, k) => {
      next[k] = (next[k] as number) + q * p;
      next[k + 1] = (next[k + 1] as number) + q * (1 - p);
    });
    dist = next;
  }
  return dist;
}

/** The offer index a virtual player takes: highest appeal, earliest on ties (RULES 5). */
export function virtualPick(offer: readonly EntityId[], taken: readonly boolean[]): number {
  let best = -1;
  for (let i = 0; i < offer.length; i++) {
    if (taken[i]) continue;
    if (best < 0 || appealOf(offer[i] as EntityId) > appealOf(offer[best] as EntityId)) best = i;
  }
  return best;
}
