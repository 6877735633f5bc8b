/** What one seat may see of a game (no deck orders, no generator, no other seat's unrevealed bid). */
import { activeSeats } from './legal';
import { currentPrompt } from './systems/abilities';
import { currentTaker } from './systems/taking';
import {
  auctionCards,
  characterDef,
  characterPile,
  cityCards,
  inZone,
  offer,
  ownedCharacters,
  terrainPile,
  AUCTION_BASE,
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
  const top = characterPile(s)[0];
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
    terrainLeft: terrainPile(s).length,
    characterLeft: characterPile(s).length,
    nextBack:
      top === undefined ? null : { back: characterDef(top).back.slice(), skull: characterDef(top).skull },
    removed: inZone(s, 'removed', -2, 0, AUCTION_BASE),
    seats: s.seats.map((p, i) => seatView(s, i, viewer, p)),
  };
}

function seatView(s: GameState, seat: number, viewer: number, p: SeatState): SeatView {
  const bid = auctionCards(s, seat, 'bid')[0];
  const hand = auctionCards(s, seat, 'hand');
  const own = seat === viewer;
  if (bid !== undefined && !own) {
    hand.push(bid);
    hand.sort((a, b) => a - b);
  }
  return {
    city: cityCards(s, seat).map((id) => ({ id, x: s.c.x[id] as number, y: s.c.y[id] as number })),
    kept: inZone(s, 'kept', seat, 0, AUCTION_BASE),
    characters: ownedCharacters(s, seat).map((id) => ({ id, sideways: s.c.sideways[id] as boolean })),
    sold: inZone(s, 'sold', seat, 0, AUCTION_BASE),
    hand,
    pileCount: auctionCards(s, seat, 'pile').length,
    hasBid: bid !== undefined,
    bid: own && bid !== undefined ? bid : null,
    played: auctionCards(s, seat, 'played')[0] ?? null,
    spent: auctionCards(s, seat, 'spent'),
    state: { ...p, usedThisRound: p.usedThisRound.slice() },
  };
}
