/** States rebuilt from a view: the hidden bag order and dice are sampled (a determinisation). */
import { floatSource, seedState } from '../../shared';
import { BUILDING_KINDS, type BoardState, type BoardView, type BuildingKind } from '../engine';

/** A seeded source of floats in [0, 1). */
export const randomSource = (seed: number): (() => number) => floatSource(seedState(seed >>> 0));

/** Shuffles a list in place with `rnd` (Fisher-Yates). */
export function shuffleWith<T>(items: T[], rnd: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    const x = items[i] as T;
    items[i] = items[j] as T;
    items[j] = x;
  }
  return items;
}

/**
 * A playable state that shows exactly `view` to its seat: the bag holds the view's counts in an order drawn from
 * `seed`, and the generator (future dice) is seeded from it too (BOARD 1: only the bag order and the dice are hidden).
 */
export function determinize(view: BoardView, seed: number): BoardState {
  const rnd = randomSource(seed);
  const bag: BuildingKind[] = [];
  for (const k of BUILDING_KINDS) for (let i = 0; i < (view.bag[k] ?? 0); i++) bag.push(k);
  shuffleWith(bag, rnd);
  const { seat: _seat, bagSize: _size, bag: _bag, ...rest } = view;
  return { ...structuredClone(rest), rng: seedState(Math.floor(rnd() * 0xffffffff)), bag };
}
