/** Builds a plausible full game state from one seat's view by sampling everything the view hides. */
import {
  AFTER_BIDS,
  AUCTION_BASE,
  BEFORE_BIDS,
  CHARACTER_BASE,
  PILE_VALUES,
  auctionId,
  auctionValue,
  characterDef as defOf,
  emptyComponents,
  entityCount,
  eraTerrainIds,
  idsOf,
} from '../engine';
import type { EntityId, GameState, GameView, Zone } from '../engine';
import { Rand } from './common';

/** Chooses which hand card an opponent's unrevealed bid is (default: uniform). */
export type BidSampler = (seat: number, hand: readonly EntityId[], rand: Rand) => EntityId;

/**
 * A full state consistent with `view` (its own view of the result equals `view`): unrevealed bids of
 * other seats drawn from their hands, virtual piles and the unseen terrain and character cards shuffled
 * into their piles (the next character stays on top, known from its back), and a fresh generator.
 */
export function determinize(view: GameView, seed: number, sampleBid?: BidSampler): GameState {
  const rand = new Rand(seed);
  const n = view.setup.seats.length;
  const c = emptyComponents(entityCount(n));
  let seq = 1000;
  const put = (id: EntityId, zone: Zone, owner: number, order = ++seq): void => {
    c.zone[id] = zone;
    c.owner[id] = owner;
    c.order[id] = order;
  };
  const seen = new Uint8Array(AUCTION_BASE);
  const mark = (id: EntityId): void => {
    if (id < AUCTION_BASE) seen[id] = 1;
  };
  for (const id of view.removed) {
    put(id, 'removed', -1);
    mark(id);
  }
  view.offer.forEach((id) => {
    put(id, 'offer', -1);
    mark(id);
  });
  view.seats.forEach((sv, i) => {
    for (const p of sv.city) {
      put(p.id, 'city', i);
      c.x[p.id] = p.x;
      c.y[p.id] = p.y;
      mark(p.id);
    }
    for (const id of sv.kept) {
      put(id, 'kept', i);
      mark(id);
    }
    for (const id of sv.sold) {
      put(id, 'sold', i);
      mark(id);
    }
    for (const ch of sv.characters) {
      put(ch.id, 'characters', i);
      c.sideways[ch.id] = ch.sideways;
      mark(ch.id);
    }
  });
  for (const era of [1, 2] as const) {
    if (era < view.era) continue;
    const pile = idsOf(eraTerrainIds(era)).filter((id) => !seen[id]);
    rand.shuffle(pile).forEach((id, k) => put(id, 'terrainDeck', -1, k));
  }
  const chars: EntityId[] = [];
  let top: EntityId | undefined;
  const nb = view.nextBack?.back.join() ?? '';
  for (let id = CHARACTER_BASE; id < AUCTION_BASE; id++) {
    if (seen[id]) continue;
    if (top === undefined && defOf(id).back.join() === nb) top = id;
    else chars.push(id);
  }
  if (top !== undefined) chars.unshift(top);
  const rest = chars.slice(top === undefined ? 0 : 1);
  rand.shuffle(rest);
  (top === undefined ? rest : [top, ...rest]).forEach((id, k) => put(id, 'characterDeck', -1, k));

  view.setup.seats.forEach((setup, i) => {
    const sv = view.seats[i];
    if (!sv) return;
    for (const id of sv.spent) put(id, 'spent', i);
    if (sv.played !== null) put(sv.played, 'played', i);
    if (setup.kind === 'real') {
      for (const id of sv.hand) put(id, 'hand', i, id);
      if (sv.bid !== null) put(sv.bid, 'bid', i);
      else if (sv.hasBid && i !== view.viewer && sv.hand.length > 0) {
        const b = sampleBid ? sampleBid(i, sv.hand, rand) : (sv.hand[rand.int(sv.hand.length)] as EntityId);
        put(b, 'bid', i);
      }
    } else {
      const used = new Set(sv.spent.map(auctionValue));
      if (sv.played !== null) used.add(auctionValue(sv.played));
      const left = PILE_VALUES[setup.strength].filter((v) => !used.has(v)).map((v) => auctionId(i, v));
      rand.shuffle(left).forEach((id, k) => put(id, 'pile', i, k));
    }
  });
  return {
    schema: 1,
    setup: view.setup,
    rng: rand.seed(),
    era: view.era,
    round: view.round,
    phase: view.phase,
    step: stepOf(view),
    pendingTake: view.pendingTake,
    pendingReason: view.pendingReason,
    takeOrder: view.takeOrder.slice(),
    takeIndex: view.takeIndex,
    takesLeft: view.takesLeft,
    selling: view.selling,
    seq: seq + 1000,
    seats: view.seats.map((sv) => ({ ...sv.state, usedThisRound: sv.state.usedThisRound.slice() })),
    c,
  };
}

/** The ability step of the phase, recovered from the prompt or the pending take. */
function stepOf(view: GameView): number {
  if (view.phase === 'before') {
    if (view.prompt) return BEFORE_BIDS.indexOf(view.prompt.ability);
    if (view.pendingTake >= 0) return view.pendingReason === 'governor' ? 1 : 2;
    return BEFORE_BIDS.length;
  }
  if (view.phase === 'after')
    return view.prompt ? AFTER_BIDS.indexOf(view.prompt.ability) : AFTER_BIDS.length;
  return 0;
}
