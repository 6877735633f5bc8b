/** Placement previews from a view: legal spots with the score change of each, and why a spot is illegal (RULES 4, 6). */
import { buildGrid, legalPlacements, placementProblem } from './city';
import type { BuildFlags, CityGrid, PlacementProblem } from './city';
import { scoreCity, seatScoreOf } from './scoring';
import type { ScoreInput } from './scoring';
import { characterDef, terrainDef } from './world';
import type { GameView } from './view';
import type { CharacterName, EntityId, Pos } from './types';

/** The visible grid of a seat's city in a view. */
export function viewGrid(view: GameView, seat: number, without: EntityId = -1): CityGrid {
  const city = view.seats[seat]?.city ?? [];
  return buildGrid(
    city.filter((c) => c.id !== without).map((c) => ({ x: c.x, y: c.y, parcels: terrainDef(c.id).parcels })),
  );
}

/** Character names a seat owns in a view. */
export function viewCharacters(view: GameView, seat: number): CharacterName[] {
  return (view.seats[seat]?.characters ?? []).map((c) => characterDef(c.id).name);
}

/** Captain and Sheriff flags of a seat in a view. */
export function viewFlags(view: GameView, seat: number): BuildFlags {
  const names = viewCharacters(view, seat);
  return { captain: names.includes('Captain'), sheriff: names.includes('Sheriff') };
}

/** The score input of a seat in a view: public information only (the state's counterpart is `stateScoreInput`). */
export function viewScoreInput(view: GameView, seat: number): ScoreInput {
  const s = view.seats[seat];
  return {
    virtual: view.setup.seats[seat]?.kind === 'virtual',
    city: (s?.city ?? []).map((c) => ({ x: c.x, y: c.y, parcels: terrainDef(c.id).parcels })),
    characters: viewCharacters(view, seat),
    sold: s?.state.sold ?? 0,
    taken: [...(s?.kept ?? []), ...(s?.characters ?? []).map((c) => c.id)],
  };
}

/** A seat's live score total from a view: the sheet of a real seat, the appeal sum of a virtual one (RULES 5, 6). */
export function viewScore(view: GameView, seat: number): number {
  return seatScoreOf(viewScoreInput(view, seat)).total;
}

/** Each legal spot of a terrain card in a seat's city with the change of the seat's score if it goes there. */
export function placementPreview(view: GameView, seat: number, card: EntityId): { at: Pos; delta: number }[] {
  const input = viewScoreInput(view, seat);
  const placed = input.city;
  const parcels = terrainDef(card).parcels;
  const grid = buildGrid(placed);
  const base = scoreCity(grid, input).total;
  return legalPlacements(grid, parcels, viewFlags(view, seat)).map((at) => ({
    at,
    delta: scoreCity(buildGrid([...placed, { x: at.x, y: at.y, parcels }]), input).total - base,
  }));
}

/** Why a card may not go at `at` in a seat's city, or null when it may (the first card goes at (0, 0)). */
export function placementIssue(
  view: GameView,
  seat: number,
  card: EntityId,
  at: Pos,
): PlacementProblem | null {
  const g = viewGrid(view, seat);
  if (g.covered === 0) return at.x === 0 && at.y === 0 ? null : 'not-connected';
  return placementProblem(g, terrainDef(card).parcels, at, viewFlags(view, seat));
}
