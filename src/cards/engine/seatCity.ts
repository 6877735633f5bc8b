/** A seat's city as the building and scoring rules see it. */
import { buildGrid, legalPlacements, placementProblem, sellableCards } from './city';
import type { BuildFlags, CityGrid, PlacedCard, PlacementProblem } from './city';
import { characterDef, characterIdOf, cityCards, ownedCharacters, ownedId, terrainDef } from './world';
import type { CharacterName, EntityId, GameState, Pos } from './types';

/** The cards of a seat's city as placed cards, bottom first. */
export function placedCards(s: GameState, seat: number): PlacedCard[] {
  return cityCards(s, seat).map((id) => ({
    x: s.c.x[id] as number,
    y: s.c.y[id] as number,
    parcels: terrainDef(id).parcels,
  }));
}

/** The visible grid of a seat's city. */
export function seatGrid(s: GameState, seat: number): CityGrid {
  return buildGrid(placedCards(s, seat));
}

const CAPTAIN = characterIdOf('Captain');
const SHERIFF = characterIdOf('Sheriff');

/** The Captain and Sheriff flags of a seat (RULES 1.3, 4). */
export function seatFlags(s: GameState, seat: number): BuildFlags {
  return FLAGS[
    (ownedId(s, seat, CAPTAIN) >= 0 ? 2 : 0) + (ownedId(s, seat, SHERIFF) >= 0 ? 1 : 0)
  ] as BuildFlags;
}

/** The four flag sets, shared (frozen): flags are read, never changed. */
const FLAGS: readonly BuildFlags[] = [
  Object.freeze({ captain: false, sheriff: false }),
  Object.freeze({ captain: false, sheriff: true }),
  Object.freeze({ captain: true, sheriff: false }),
  Object.freeze({ captain: true, sheriff: true }),
];

/** Names of the characters a seat owns. */
export function characterNames(s: GameState, seat: number): CharacterName[] {
  return ownedCharacters(s, seat).map((id) => characterDef(id).name);
}

/** Legal positions for a terrain card in a seat's city (RULES 4). */
export function seatPlacements(s: GameState, seat: number, card: EntityId): Pos[] {
  return legalPlacements(seatGrid(s, seat), terrainDef(card).parcels, seatFlags(s, seat));
}

/** Why a terrain card may not go at `at` in a seat's city, or null (RULES 4). The first card goes at (0, 0). */
export function seatPlacementProblem(
  s: GameState,
  seat: number,
  card: EntityId,
  at: Pos,
): PlacementProblem | null {
  const g = seatGrid(s, seat);
  if (g.covered === 0) return at.x === 0 && at.y === 0 ? null : 'not-connected';
  return placementProblem(g, terrainDef(card).parcels, at, seatFlags(s, seat));
}

/** City cards of a seat that the Auctioneer may sell now (RULES 4, selling). */
export function seatSellable(s: GameState, seat: number): EntityId[] {
  const ids = cityCards(s, seat);
  return sellableCards(placedCards(s, seat)).map((i) => ids[i] as EntityId);
}
