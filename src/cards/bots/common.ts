/** Shared bot helpers: a seeded generator and a seat's city as seen in a view. */
import { buildGrid, scoreCity, viewScoreInput } from '../engine';
import { nextFloat } from '../../shared';
import type {
  Action,
  BuildFlags,
  CharacterName,
  CityGrid,
  Content,
  GameView,
  PlacedCard,
  Pos,
} from '../engine';

/** A small seeded generator built on the engine's mulberry32 step. */
export class Rand {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0;
  }
  /** A float in [0, 1). */
  next(): number {
    const [f, n] = nextFloat(this.s);
    this.s = n;
    return f;
  }
  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  /** A fresh 32-bit seed. */
  seed(): number {
    return Math.floor(this.next() * 4294967296) >>> 0;
  }
  /** Shuffles `a` in place and returns it. */
  shuffle<T>(a: T[]): T[] {
    for (let i = a.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = a[i] as T;
      a[i] = a[j] as T;
      a[j] = t;
    }
    return a;
  }
  /** Index drawn from non-negative weights (uniform when they sum to 0). */
  weighted(w: readonly number[]): number {
    let sum = 0;
    for (const x of w) sum += x;
    if (sum <= 0) return this.int(w.length);
    let r = this.next() * sum;
    for (let i = 0; i < w.length; i++) {
      r -= w[i] as number;
      if (r < 0) return i;
    }
    return w.length - 1;
  }
}

/** A seat's city, characters and score as a bot sees them. */
export interface CityModel {
  cards: PlacedCard[];
  grid: CityGrid;
  names: CharacterName[];
  sold: number;
  flags: BuildFlags;
  score: number;
}

/** Scores a grid with a seat's characters and sales. */
export function scoreOf(grid: CityGrid, names: readonly CharacterName[], sold: number): number {
  return scoreCity(grid, { characters: names, sold }).total;
}

/** Builds the city model of `seat` from the view (public information only). */
export function cityModel(view: GameView, seat: number): CityModel {
  if (!view.seats[seat]) throw new Error(`no seat ${seat}`);
  const input = viewScoreInput(view, seat);
  return modelOf(input.city.slice(), input.characters.slice(), input.sold);
}

/** Builds a city model from cards, characters and sales. */
export function modelOf(cards: PlacedCard[], names: CharacterName[], sold: number): CityModel {
  const grid = buildGrid(cards);
  const flags = { captain: names.includes('Captain'), sheriff: names.includes('Sheriff') };
  return { cards, grid, names, sold, flags, score: scoreOf(grid, names, sold) };
}

/** The model after placing a card with `parcels` at `at`. */
export function placeIn(m: CityModel, parcels: readonly Content[], at: Pos): CityModel {
  const cards = m.cards.concat({ x: at.x, y: at.y, parcels });
  const grid = buildGrid(cards);
  return { cards, grid, names: m.names, sold: m.sold, flags: m.flags, score: scoreOf(grid, m.names, m.sold) };
}

/** The model after gaining a character. */
export function withCharacter(m: CityModel, name: CharacterName): CityModel {
  const names = m.names.concat(name);
  const flags = { captain: names.includes('Captain'), sheriff: names.includes('Sheriff') };
  return { ...m, names, flags, score: scoreOf(m.grid, names, m.sold) };
}

/** The model after selling the city card at index `i` (bottom first). */
export function sellFrom(m: CityModel, i: number): CityModel {
  const cards = m.cards.filter((_, j) => j !== i);
  const grid = buildGrid(cards);
  const sold = m.sold + 1;
  return { ...m, cards, grid, sold, score: scoreOf(grid, m.names, sold) };
}

/** The first action of a type in a legal list, or undefined. */
export function firstOf<T extends Action['type']>(
  legal: readonly Action[],
  type: T,
): Extract<Action, { type: T }> | undefined {
  return legal.find((a): a is Extract<Action, { type: T }> => a.type === type);
}

/** Every legal action of a type. */
export function allOf<T extends Action['type']>(
  legal: readonly Action[],
  type: T,
): Extract<Action, { type: T }>[] {
  return legal.filter((a): a is Extract<Action, { type: T }> => a.type === type);
}
