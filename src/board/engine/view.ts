/** What one player sees: everything but the generator and the bag's order (BOARD 1). */
import { BUILDING_KINDS } from './data';
import { cloneState } from './world';
import type { BoardState, BuildingKind } from './types';

/** A player's view: the state without `rng` and with the bag as counts per kind. */
export type BoardView = Omit<BoardState, 'rng' | 'bag'> & {
  seat: number;
  bag: Partial<Record<BuildingKind, number>>;
  bagSize: number;
};

/** The view of `seat` (or a spectator with -1). */
export function viewFor(s: BoardState, seat: number): BoardView {
  const copy = cloneState(s) as Partial<BoardState>;
  delete copy.rng;
  delete copy.bag;
  const bag: Partial<Record<BuildingKind, number>> = {};
  for (const k of BUILDING_KINDS) {
    const n = s.bag.filter((b) => b === k).length;
    if (n > 0) bag[k] = n;
  }
  return { ...(copy as Omit<BoardState, 'rng' | 'bag'>), seat, bag, bagSize: s.bag.length };
}
