/** A seat's explained score with the cards behind each line, and the Paperboy's preview (RULES 1.3, 3.6, 5, 6). */
import { breakdownCity } from './breakdown';
import type { LineBreakdown } from './breakdown';
import { buildGrid } from './city';
import { scoreCity, seatScoreOf } from './scoring';
import type { ScoreInput } from './scoring';
import {
  characterDef,
  inZone,
  cityCards,
  ownedCharacters,
  appealOf,
  terrainDef,
  AUCTION_BASE,
} from './world';
import type { GameView } from './view';
import type { EntityId, GameState, Pos } from './types';

/** A seat's cards with their ids: what an explained score needs besides a `ScoreInput`. */
export interface SeatCards {
  virtual: boolean;
  /** City cards bottom first, with their top-left parcel. */
  city: readonly { id: EntityId; x: number; y: number }[];
  /** Character cards owned, in the order taken. */
  characters: readonly EntityId[];
  sold: number;
  /** Terrain kept and characters taken, for a virtual seat (RULES 5). */
  taken: readonly EntityId[];
}

/** A line explained, with the cards showing its parcels and the characters it counts. */
export interface SeatLine extends LineBreakdown {
  /** Terrain cards (on top at one of the line's parcels) and, on line 13, the character cards. */
  cards: EntityId[];
}

/** A card a virtual seat took and its appeal (RULES 5). */
export interface TakenCard {
  id: EntityId;
  appeal: number;
}

/** A seat's explained score: the 13 lines of a real seat, or the cards and appeal of a virtual one. */
export type SeatBreakdown =
  { virtual: false; lines: SeatLine[]; total: number } | { virtual: true; cards: TakenCard[]; total: number };

/** A seat's cards in a view (public information only). */
export function viewSeatCards(view: GameView, seat: number): SeatCards {
  const s = view.seats[seat];
  return {
    virtual: view.setup.seats[seat]?.kind === 'virtual',
    city: (s?.city ?? []).map((c) => ({ id: c.id, x: c.x, y: c.y })),
    characters: (s?.characters ?? []).map((c) => c.id),
    sold: s?.state.sold ?? 0,
    taken: [...(s?.kept ?? []), ...(s?.characters ?? []).map((c) => c.id)],
  };
}

/** A seat's cards in a state. */
export function stateSeatCards(s: GameState, seat: number): SeatCards {
  return {
    virtual: s.setup.seats[seat]?.kind === 'virtual',
    city: cityCards(s, seat).map((id) => ({ id, x: s.c.x[id] as number, y: s.c.y[id] as number })),
    characters: ownedCharacters(s, seat),
    sold: s.seats[seat]?.sold ?? 0,
    taken: [...inZone(s, 'kept', seat, 0, AUCTION_BASE), ...inZone(s, 'characters', seat, 0, AUCTION_BASE)],
  };
}

/** The score input of a seat's cards. */
export function cardsScoreInput(c: SeatCards): ScoreInput {
  return {
    virtual: c.virtual,
    city: c.city.map((p) => ({ x: p.x, y: p.y, parcels: terrainDef(p.id).parcels })),
    characters: c.characters.map((id) => characterDef(id).name),
    sold: c.sold,
    taken: c.taken,
  };
}

/** The city card on top at parcel (x, y), or -1 (cards bottom first; later cards lie on top). */
export function topCardAt(city: SeatCards['city'], x: number, y: number): EntityId {
  for (let i = city.length - 1; i >= 0; i--) {
    const c = city[i];
    if (c && x >= c.x && x <= c.x + 1 && y >= c.y && y <= c.y + 1) return c.id;
  }
  return -1;
}

function cardsOf(c: SeatCards, cells: readonly Pos[]): EntityId[] {
  const ids = new Set<EntityId>();
  for (const p of cells) {
    const id = topCardAt(c.city, p.x, p.y);
    if (id >= 0) ids.add(id);
  }
  return c.city.map((p) => p.id).filter((id) => ids.has(id));
}

/** A seat's explained score; its lines sum to `seatScoreOf`'s total (RULES 5, 6). */
export function seatBreakdown(c: SeatCards): SeatBreakdown {
  const input = cardsScoreInput(c);
  if (c.virtual) {
    return {
      virtual: true,
      cards: c.taken.map((id) => ({ id, appeal: appealOf(id) })),
      total: seatScoreOf(input).total,
    };
  }
  const lines = breakdownCity(buildGrid(input.city), input).map((l) => ({
    ...l,
    cards: l.line === 'characters' ? [...c.characters] : cardsOf(c, l.cells),
  }));
  return { virtual: false, lines, total: lines.reduce((a, l) => a + l.value, 0) };
}

/** The VP each Paperboy candidate would add to a seat's total (RULES 3.6, 1.3). */
export function paperboyPreview(
  view: GameView,
  seat: number,
  candidates: readonly EntityId[],
): { card: EntityId; vp: number }[] {
  const input = cardsScoreInput(viewSeatCards(view, seat));
  const grid = buildGrid(input.city);
  const base = scoreCity(grid, input).total;
  return candidates.map((card) => ({
    card,
    vp:
      scoreCity(grid, { ...input, characters: [...input.characters, characterDef(card).name] }).total - base,
  }));
}
