/** The 13-line score sheet of a real player and the appeal sum of a virtual one (RULES 5, 6). */
import { CHARACTERS } from './data/characters';
import { houseUnits, isBuilding } from './data/contents';
import type { CityGrid } from './city';
import type { Cell, CharacterName } from './types';

/** Score line keys, in the order of RULES 6. */
export const LINE_KEYS = [
  'ranches',
  'mines',
  'drugstores',
  'banks',
  'saloons',
  'generalStoresAndCityHall',
  'ranchBonus',
  'mineBonus',
  'houseBonus',
  'hotels',
  'cityHall',
  'outlaws',
  'characters',
] as const;

/** One score line key. */
export type LineKey = (typeof LINE_KEYS)[number];

/** A full score sheet: the 13 lines, each character's share, and the total. */
export interface ScoreSheet {
  lines: Record<LineKey, number>;
  characters: { name: CharacterName; vp: number }[];
  total: number;
}

/** What besides the grid a sheet depends on. */
export interface ScoreInput {
  characters: readonly CharacterName[];
  /** Terrain cards sold with the Auctioneer (RULES 1.3). */
  sold: number;
}

const NEIGHBOURS: readonly [number, number][] = [
  [-1, -1],
  [0, -1],
  [1, -1],
  [-1, 0],
  [1, 0],
  [-1, 1],
  [0, 1],
  [1, 1],
];

const TYPE_OF = new Map(CHARACTERS.map((c) => [c.name, c.type]));

/** Scores a city grid with its owner's characters (RULES 6 and 1.3). */
export function scoreCity(g: CityGrid, input: ScoreInput): ScoreSheet {
  const has = (n: CharacterName): boolean => input.characters.includes(n);
  const sheriff = has('Sheriff');
  const counts: Record<string, number> = {};
  for (const c of g.cells) counts[c] = (counts[c] ?? 0) + 1;
  const n = (c: string): number => counts[c] ?? 0;
  const outlawsEmpty = sheriff || n('P') > 0;
  const isEmpty = (c: Cell): boolean => c === '.' || (c === 'X' && outlawsEmpty);
  const { w, h, cells } = g;

  let ranches = 0;
  let mines = 0;
  let drugstores = 0;
  let banks = 0;
  let saloons = 0;
  let gsch = 0;
  let bestSaloon = 0;
  const nearRanch = new Uint8Array(cells.length);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const c = cells[y * w + x] as Cell;
      if (c !== 'R' && c !== 'm' && c !== 'D' && c !== 'B' && c !== 'S' && c !== 'G' && c !== 'Y') continue;
      let empty = 0;
      let mountains = 0;
      let units = 0;
      for (const [dx, dy] of NEIGHBOURS) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
        const j = ny * w + nx;
        const d = cells[j] as Cell;
        if (isEmpty(d)) {
          empty++;
          if (c === 'R') nearRanch[j] = 1;
        } else if (d === 'M') mountains++;
        units += houseUnits(d);
      }
      if (c === 'R') ranches += empty;
      else if (c === 'm') mines += 2 * mountains;
      else if (c === 'D') drugstores += units;
      else if (c === 'B') banks += units;
      else if (c === 'S') {
        saloons += 2 * units;
        if (2 * units > bestSaloon) bestSaloon = 2 * units;
      } else gsch += units;
    }
  }
  const allUnits = n('H') + 2 * n('T') + 2 * n('O');
  let buildings = 0;
  for (const c of g.cells) if (isBuilding(c)) buildings++;

  const maxArea = has('Captain') ? 72 : 64;
  const charShares: { name: CharacterName; vp: number }[] = [];
  const vpChars = input.characters.filter((c) => TYPE_OF.get(c) === 'vp').length;
  const actionChars = input.characters.length - vpChars;
  for (const name of input.characters) {
    let vp = 0;
    switch (name) {
      case 'Heroes':
        vp = 6;
        break;
      case 'Doctor':
        vp = 5;
        break;
      case 'Auctioneer':
        vp = 7 * input.sold;
        break;
      case 'Singer':
        vp = bestSaloon;
        break;
      case 'Indian':
        vp = Math.ceil(Math.max(0, maxArea - g.covered) / 2);
        break;
      case 'Settler':
        vp = nearRanch.reduce((a, b) => a + b, 0);
        break;
      case 'Banker':
        vp = 4 * n('B');
        break;
      case 'Cowboy':
        vp = 3 * n('R');
        break;
      case 'Captain':
        vp = 6;
        break;
      case 'Grocer':
        vp = 4 * n('D');
        break;
      case 'Undertaker':
        vp = 2 * input.characters.length;
        break;
      case 'Editor':
        vp = vpChars + 4 * actionChars;
        break;
      case 'Paperboy':
        vp = 3;
        break;
      case 'Prospector':
        vp = n('M') + n('m');
        break;
      case 'Sheriff':
        vp = 3 * n('P');
        break;
      case 'Teacher':
        vp = n('H') + 2 * n('T') + 2 * n('O');
        break;
      default:
        vp = 0;
    }
    charShares.push({ name, vp });
  }

  const lines: Record<LineKey, number> = {
    ranches,
    mines,
    drugstores,
    banks,
    saloons,
    generalStoresAndCityHall: gsch,
    ranchBonus: (n('D') + n('K')) * n('R'),
    mineBonus: (n('B') + n('K')) * n('m'),
    houseBonus: (n('C') + n('G')) * allUnits,
    hotels: 3 * n('O'),
    cityHall: n('Y') * buildings,
    outlaws: outlawsEmpty ? 0 : -6 * n('X'),
    characters: charShares.reduce((a, c) => a + c.vp, 0),
  };
  let total = 0;
  for (const k of LINE_KEYS) total += lines[k];
  return { lines, characters: charShares, total };
}
