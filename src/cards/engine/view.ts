/** What one seat may see of a game (no deck orders, no generator, no other seat's unrevealed bid). */
import { activeSeats } from './legal';
import { currentPrompt } from './systems/abilities';
import { currentTaker } from './systems/taking';
import {
  characterDef,
  countInZone,
  eraTerrainIds,
  nextCharacter,
  offer,
  AUCTION_BASE,
  CHARACTER_BASE,
} from './world';
import type { Ability, EntityId, GameSetup, GameState, Phase, SeatState, Suit } from './types';

/** One seat's public table area (plus private parts when it is the viewer's own seat). */
export interface SeatView {
  /** City cards bottom first, with positions. */
  city: { id: EntityId; x: number; y: number }[];
  /** Terrain a virtual player keeps. */
  kept: EntityId[];
  characters: { id: EntityId; sideways: boolean }[];
  sold: EntityId[];
  /** Auction cards in hand. For another seat with a secret bid, that card is still listed here. */
  hand: EntityId[];
  /** Face-down virtual pile size. */
  pileCount: number;
  /** Has chosen a bid this round (not which). */
  hasBid: boolean;
  /** The viewer's own chosen, unrevealed bid; null for everybody else. */
  bid: EntityId | null;
  /** Revealed bid of this round. */
  played: EntityId | null;
  spent: EntityId[];
  state: SeatState;
}

/** A seat's view of the game. */
export interface GameView {
  viewer: number;
  setup: GameSetup;
  era: 1 | 2;
  round: number;
  phase: Phase;
  prompt: { ability: Ability; seat: number } | null;
  pendingTake: number;
  pendingReason: 'governor' | 'lawyer' | null;
  takeOrder: number[];
  takeIndex: number;
  taker: number;
  takesLeft: number;
  selling: boolean;
  active: number[];
  offer: EntityId[];
  terrainLeft: number;
  characterLeft: number;
  /** Back of the next character: the tie-break order (RULES 3.4). */
  nextBack: { back: Suit[]; skull: boolean } | null;
  removed: EntityId[];
  seats: SeatView[];
}

/** The view of `viewer` (a seat index, or -1 for a spectator who sees only public information). */
export function viewFor(s: GameState, viewer: number): GameView {
  const top = nextCharacter(s);
  const seats: SeatView[] = s.seats.map((p) => ({
    city: [],
    kept: [],
    characters: [],
    sold: [],
    hand: [],
    pileCount: 0,
    hasBid: false,
    bid: null,
    played: null,
    spent: [],
    state: { ...p, usedThisRound: p.usedThisRound.slice() },
  }));
  const removed: EntityId[] = [];
  const byOrder = (a: EntityId, b: EntityId): number => (s.c.order[a] as number) - (s.c.order[b] as number);
  const { zone, owner } = s.c;
  for (let id = 0; id < zone.length; id++) {
    const z = zone[id];
    if (z === 'removed') {
      removed.push(id);
      continue;
    }
    const o = owner[id] as number;
    if (o < 0) continue;
    const v = seats[o] as SeatView;
    switch (z) {
      case 'city':
        v.city.push({ id, x: s.c.x[id] as number, y: s.c.y[id] as number });
        break;
      case 'kept':
        v.kept.push(id);
        break;
      case 'characters':
        v.characters.push({ id, sideways: s.c.sideways[id] as boolean });
        break;
      case 'sold':
        v.sold.push(id);
        break;
      case 'hand':
        v.hand.push(id);
        break;
      case 'pile':
        v.pileCount++;
        break;
      case 'bid':
        v.hasBid = true;
        if (owner[id] === viewer) v.bid = id;
        else v.hand.push(id);
        break;
      case 'played':
        v.played = id;
        break;
      case 'spent':
        v.spent.push(id);
        break;
    }
  }
  for (const v of seats) {
    v.city.sort((a, b) => byOrder(a.id, b.id));
    v.characters.sort((a, b) => byOrder(a.id, b.id));
    v.kept.sort(byOrder);
    v.sold.sort(byOrder);
    v.spent.sort(byOrder);
  }
  removed.sort(byOrder);
  return {
    viewer,
    setup: s.setup,
    era: s.era,
    round: s.round,
    phase: s.phase,
    prompt: currentPrompt(s),
    pendingTake: s.pendingTake,
    pendingReason: s.pendingReason,
    takeOrder: s.takeOrder.slice(),
    takeIndex: s.takeIndex,
    taker: currentTaker(s),
    takesLeft: s.takesLeft,
    selling: s.selling,
    active: activeSeats(s),
    offer: offer(s),
    terrainLeft: countInZone(s, 'terrainDeck', eraTerrainIds(s.era).from, eraTerrainIds(s.era).to),
    characterLeft: countInZone(s, 'characterDeck', CHARACTER_BASE, AUCTION_BASE),
    nextBack:
      top === undefined ? null : { back: characterDef(top).back.slice(), skull: characterDef(top).skull },
    removed,
    seats,
  };
}
