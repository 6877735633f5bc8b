/** A city entered by hand from a physical game: its checks and its score sheet (RULES 1.2, 1.3, 4, 6). */
import { fitsBox, placementProblem } from './city';
import type { CityGrid, PlacementProblem } from './city';
import { CHARACTERS, SELL_LIMIT } from './data/characters';
import { CONTENTS } from './data/contents';
import { TERRAIN } from './data/terrain';
import { scoreCity } from './scoring';
import type { ScoreSheet } from './scoring';
import type { Cell, CharacterName, Content, Pos } from './types';

/** A city as seen on the table: `w` x `h` parcels row-major, `_` where no card lies, with its owner's cards. */
export interface EnteredCity {
  w: number;
  h: number;
  cells: readonly Cell[];
  characters: readonly CharacterName[];
  /** Terrain cards sold with the Auctioneer. */
  sold: number;
}

/** Something about an entered city that no real game can produce, with the parcels to mark. */
export type EnteredProblem =
  /** Covered parcels beyond the maximum city size (RULES 4.2, Captain in 1.3). */
  | { code: 'too-big'; cells: Pos[] }
  /** Covered parcels cut off from the rest of the city (RULES 4.3). */
  | { code: 'not-connected'; cells: Pos[] }
  /** Covered parcels that no 2x2 terrain card could cover (RULES 4). */
  | { code: 'not-a-card'; cells: Pos[] }
  /** More parcels of a content than both terrain decks hold, e.g. a second City Hall (RULES 1.2). */
  | { code: 'too-many'; content: Content; max: number; cells: Pos[] }
  /** A character listed twice: each card exists once (RULES 1). */
  | { code: 'character-twice'; character: CharacterName; cells: Pos[] }
  /** Cards sold without the Auctioneer, or more than it may sell (RULES 1.3). */
  | { code: 'sold-without-auctioneer'; cells: Pos[] }
  | { code: 'too-many-sold'; max: number; cells: Pos[] };

/** An entered city's sheet and every problem found; the sheet is computed even when problems remain. */
export interface EnteredScore {
  sheet: ScoreSheet;
  problems: EnteredProblem[];
}

/** How many parcels of each content the two terrain decks hold together (RULES 1.2). */
export function deckParcelCounts(): Record<Content, number> {
  const out = Object.fromEntries(CONTENTS.map((c) => [c, 0])) as Record<Content, number>;
  for (const d of TERRAIN) for (const p of d.parcels) out[p] += 1;
  return out;
}

const DECK_COUNTS = deckParcelCounts();

/** The entered cells as a city grid anchored at (0, 0). */
export function enteredGrid(city: Pick<EnteredCity, 'w' | 'h' | 'cells'>): CityGrid {
  const cells = city.cells.slice(0, city.w * city.h);
  return { x0: 0, y0: 0, w: city.w, h: city.h, cells, covered: cells.filter((c) => c !== '_').length };
}

function posOf(i: number, w: number): Pos {
  return { x: i % w, y: Math.floor(i / w) };
}

function coveredAt(g: CityGrid, x: number, y: number): boolean {
  return x >= 0 && y >= 0 && x < g.w && y < g.h && g.cells[y * g.w + x] !== '_';
}

function tooBig(g: CityGrid, captain: boolean): Pos[] {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  g.cells.forEach((c, i) => {
    if (c === '_') return;
    const p = posOf(i, g.w);
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  });
  const w = maxX - minX + 1;
  const h = maxY - minY + 1;
  if (g.covered === 0 || fitsBox(w, h, captain)) return [];
  const boxes: [number, number][] = captain
    ? [
        [9, 8],
        [8, 9],
      ]
    : [[8, 8]];
  let best: Pos[] | null = null;
  for (const [bw, bh] of boxes) {
    const out: Pos[] = [];
    g.cells.forEach((c, i) => {
      const p = posOf(i, g.w);
      if (c !== '_' && (p.x >= minX + bw || p.y >= minY + bh)) out.push(p);
    });
    if (!best || out.length < best.length) best = out;
  }
  return best ?? [];
}

function cutOff(g: CityGrid): Pos[] {
  const label = new Int32Array(g.cells.length).fill(-1);
  const sizes: number[] = [];
  g.cells.forEach((c, start) => {
    if (c === '_' || label[start] !== -1) return;
    const id = sizes.length;
    let size = 0;
    const stack = [start];
    label[start] = id;
    while (stack.length) {
      const i = stack.pop() as number;
      size++;
      const { x, y } = posOf(i, g.w);
      for (const [nx, ny] of [
        [x - 1, y],
        [x + 1, y],
        [x, y - 1],
        [x, y + 1],
      ] as const) {
        const j = ny * g.w + nx;
        if (coveredAt(g, nx, ny) && label[j] === -1) {
          label[j] = id;
          stack.push(j);
        }
      }
    }
    sizes.push(size);
  });
  if (sizes.length <= 1) return [];
  const main = sizes.indexOf(Math.max(...sizes));
  return g.cells.flatMap((c, i) => (c !== '_' && label[i] !== main ? [posOf(i, g.w)] : []));
}

function notACard(g: CityGrid): Pos[] {
  const block = (x: number, y: number): boolean =>
    coveredAt(g, x, y) && coveredAt(g, x + 1, y) && coveredAt(g, x, y + 1) && coveredAt(g, x + 1, y + 1);
  return g.cells.flatMap((c, i) => {
    if (c === '_') return [];
    const { x, y } = posOf(i, g.w);
    const inCard = block(x - 1, y - 1) || block(x, y - 1) || block(x - 1, y) || block(x, y);
    return inCard ? [] : [{ x, y }];
  });
}

function tooMany(g: CityGrid): EnteredProblem[] {
  const out: EnteredProblem[] = [];
  for (const content of CONTENTS) {
    const cells = g.cells.flatMap((c, i) => (c === content ? [posOf(i, g.w)] : []));
    const max = DECK_COUNTS[content];
    if (cells.length > max) out.push({ code: 'too-many', content, max, cells: cells.slice(max) });
  }
  return out;
}

/** Checks a hand-entered city and scores it with the engine's sheet (RULES 6). */
export function scoreEnteredCity(city: EnteredCity): EnteredScore {
  const g = enteredGrid(city);
  const captain = city.characters.includes('Captain');
  const problems: EnteredProblem[] = [];
  const big = tooBig(g, captain);
  if (big.length) problems.push({ code: 'too-big', cells: big });
  const apart = cutOff(g);
  if (apart.length) problems.push({ code: 'not-connected', cells: apart });
  const loose = notACard(g);
  if (loose.length) problems.push({ code: 'not-a-card', cells: loose });
  problems.push(...tooMany(g));
  const seen = new Set<CharacterName>();
  for (const c of city.characters) {
    if (seen.has(c)) problems.push({ code: 'character-twice', character: c, cells: [] });
    seen.add(c);
  }
  if (city.sold > 0 && !seen.has('Auctioneer')) problems.push({ code: 'sold-without-auctioneer', cells: [] });
  if (city.sold > SELL_LIMIT) problems.push({ code: 'too-many-sold', max: SELL_LIMIT, cells: [] });
  const known = city.characters.filter((c) => CHARACTERS.some((d) => d.name === c));
  const sheet = scoreCity(g, { characters: known, sold: Math.max(0, Math.min(city.sold, SELL_LIMIT)) });
  return { sheet, problems };
}

/** Why a 2x2 card laid at `at` onto an entered city breaks the building rules, or null (RULES 4). */
export function enteredCardProblem(
  city: EnteredCity,
  parcels: readonly Content[],
  at: Pos,
): PlacementProblem | null {
  if (at.x < 0 || at.y < 0 || at.x + 1 >= city.w || at.y + 1 >= city.h) return 'too-big';
  const g = enteredGrid(city);
  return placementProblem(g, parcels, at, {
    captain: city.characters.includes('Captain'),
    sheriff: city.characters.includes('Sheriff'),
  });
}

/** Lays a 2x2 card on an entered city (on top, as in the game); the caller checks it first. */
export function layEnteredCard(city: EnteredCity, parcels: readonly Content[], at: Pos): Cell[] {
  const cells = city.cells.slice();
  for (let k = 0; k < 4; k++) cells[(at.y + (k >> 1)) * city.w + at.x + (k & 1)] = parcels[k] as Content;
  return cells;
}
