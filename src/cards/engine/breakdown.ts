/** Why each score line is worth what it is: the parcels, cards and numbers behind it, as data (RULES 5, 6). */
import type { CityGrid } from './city';
import { CHARACTERS, SALE_VP } from './data/characters';
import { BUILDINGS, houseUnits } from './data/contents';
import { LINE_KEYS } from './scoring';
import type { CityScoreInput, LineKey } from './scoring';
import type { Cell, CharacterName, Pos } from './types';

/** What a term counts. */
export type Counted =
  | 'empty'
  | 'mountain'
  | 'houseUnit'
  | 'house'
  | 'townhouse'
  | 'ranch'
  | 'mine'
  | 'drugstore'
  | 'blacksmith'
  | 'bank'
  | 'church'
  | 'generalStore'
  | 'hotel'
  | 'prison'
  | 'building'
  | 'outlaws'
  | 'uncovered'
  | 'emptyNearRanch'
  | 'character'
  | 'vpCharacter'
  | 'actionCharacter'
  | 'cardSold'
  | 'bestSaloon'
  | 'flat';

/** `count` things worth `per` VP each. */
export interface ScoreTerm {
  count: number;
  per: number;
  what: Counted;
}

/** One contribution to a line: a scoring building, a city-wide count, or a character's share. */
export interface ScorePart {
  /** VP of this part: the sum of its terms, rounded up (the Indian's halves). */
  vp: number;
  terms: ScoreTerm[];
  /** The scoring parcel (a building), or null for a city-wide count or a character. */
  at: Pos | null;
  /** What lies at `at`. */
  content: Cell | null;
  /** The character whose share this is (line 13 only). */
  character: CharacterName | null;
  /** Parcels counted by this part. */
  cells: Pos[];
  /** Line 9: the house-unit parcels counted, by kind (RULES 6: a House counts 1, a Townhouse or a Hotel 2). */
  units?: HouseUnitCount;
}

/** House-unit parcels by kind. */
export interface HouseUnitCount {
  house: number;
  townhouse: number;
  hotel: number;
}

/** One line of the sheet explained: its value, its parts (their VP sum to the value) and every parcel involved. */
export interface LineBreakdown {
  line: LineKey;
  value: number;
  parts: ScorePart[];
  /** Scoring and counted parcels of every part, each once. */
  cells: Pos[];
  /** Line 12: what makes Outlaws cost nothing, if anything. */
  excusedBy: 'Sheriff' | 'Prison' | null;
}

/** Every line of a city's sheet explained, in the order of RULES 6. */
export type CityBreakdown = LineBreakdown[];

const TYPE_OF = new Map(CHARACTERS.map((c) => [c.name, c.type]));
const NEAR_SCORERS = new Set<Cell>(['R', 'm', 'D', 'B', 'S', 'G', 'Y']);

function part(
  terms: ScoreTerm[],
  cells: Pos[],
  at: Pos | null = null,
  content: Cell | null = null,
): ScorePart {
  const sum = terms.reduce((a, t) => a + t.count * t.per, 0);
  return { vp: sum === 0 ? 0 : Math.ceil(sum), terms, at, content, character: null, cells };
}

function uniqueCells(parts: readonly ScorePart[]): Pos[] {
  const seen = new Set<string>();
  const out: Pos[] = [];
  const add = (p: Pos): void => {
    const k = `${p.x},${p.y}`;
    if (seen.has(k)) return;
    seen.add(k);
    out.push(p);
  };
  for (const p of parts) {
    if (p.at) add(p.at);
    p.cells.forEach(add);
  }
  return out;
}

/** Explains every line of a city's sheet; each line's parts sum to `scoreCity`'s value (RULES 6 and 1.3). */
export function breakdownCity(g: CityGrid, input: CityScoreInput): CityBreakdown {
  const has = (n: CharacterName): boolean => input.characters.includes(n);
  const prison = g.cells.includes('P');
  const outlawsEmpty = has('Sheriff') || prison;
  const { w, h, cells } = g;
  const pos = (i: number): Pos => ({ x: (i % w) + g.x0, y: Math.floor(i / w) + g.y0 });
  const where = (pred: (c: Cell) => boolean): Pos[] => cells.flatMap((c, i) => (pred(c) ? [pos(i)] : []));
  const of = (c: Cell): Pos[] => where((d) => d === c);
  const n = (c: Cell): number => of(c).length;
  const isEmpty = (d: Cell): boolean => d === '.' || (d === 'X' && outlawsEmpty);
  const isHouse = (d: Cell): boolean => houseUnits(d) > 0;

  const near: Record<string, ScorePart[]> = { R: [], m: [], D: [], B: [], S: [], GY: [] };
  const nearRanch = new Map<string, Pos>();
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i] as Cell;
    if (!NEAR_SCORERS.has(c)) continue;
    const x = i % w;
    const y = Math.floor(i / w);
    const counted: Pos[] = [];
    let count = 0;
    for (let ny = Math.max(0, y - 1); ny <= Math.min(h - 1, y + 1); ny++) {
      for (let nx = Math.max(0, x - 1); nx <= Math.min(w - 1, x + 1); nx++) {
        if (nx === x && ny === y) continue;
        const j = ny * w + nx;
        const d = cells[j] as Cell;
        const hit = c === 'R' ? isEmpty(d) : c === 'm' ? d === 'M' : isHouse(d);
        if (!hit) continue;
        counted.push(pos(j));
        count += c === 'R' || c === 'm' ? 1 : houseUnits(d);
        if (c === 'R') nearRanch.set(`${nx},${ny}`, pos(j));
      }
    }
    const per = c === 'm' || c === 'S' ? 2 : 1;
    const what: Counted = c === 'R' ? 'empty' : c === 'm' ? 'mountain' : 'houseUnit';
    const key = c === 'G' || c === 'Y' ? 'GY' : c;
    near[key]?.push(part([{ count, per, what }], counted, pos(i), c));
  }

  const houses = where(isHouse);
  const allUnits = n('H') + 2 * n('T') + 2 * n('O');
  const buildings = where((c) => BUILDINGS.includes(c as never));
  const ranches = n('R');
  const mines = n('m');
  const banks = n('B');
  const smiths = n('K');
  const drugs = n('D');
  const bestSaloon = Math.max(0, ...(near.S ?? []).map((p) => p.vp));
  const best = (near.S ?? []).find((p) => p.vp === bestSaloon && bestSaloon > 0);
  const maxArea = has('Captain') ? 72 : 64;
  const vpChars = input.characters.filter((c) => TYPE_OF.get(c) === 'vp').length;
  const actionChars = input.characters.length - vpChars;

  const share = (name: CharacterName): ScorePart => {
    const t = (count: number, per: number, what: Counted): ScoreTerm => ({ count, per, what });
    const flat = (vp: number): ScorePart => part([t(1, vp, 'flat')], []);
    const made = ((): ScorePart => {
      switch (name) {
        case 'Heroes':
        case 'Captain':
          return flat(6);
        case 'Doctor':
          return flat(5);
        case 'Paperboy':
          return flat(3);
        case 'Auctioneer':
          return part([t(input.sold, SALE_VP, 'cardSold')], []);
        case 'Singer':
          return part(
            [t(best ? 1 : 0, bestSaloon, 'bestSaloon')],
            best ? [...best.cells] : [],
            best?.at ?? null,
            best ? 'S' : null,
          );
        case 'Indian':
          return part([t(Math.max(0, maxArea - g.covered), 0.5, 'uncovered')], []);
        case 'Settler':
          return part([t(nearRanch.size, 1, 'emptyNearRanch')], [...nearRanch.values()]);
        case 'Banker':
          return part([t(banks, 4, 'bank')], of('B'));
        case 'Cowboy':
          return part([t(ranches, 3, 'ranch')], of('R'));
        case 'Grocer':
          return part([t(drugs, 4, 'drugstore')], of('D'));
        case 'Undertaker':
          return part([t(input.characters.length, 2, 'character')], []);
        case 'Editor':
          return part([t(vpChars, 1, 'vpCharacter'), t(actionChars, 4, 'actionCharacter')], []);
        case 'Prospector':
          return part(
            [t(n('M'), 1, 'mountain'), t(mines, 1, 'mine')],
            where((c) => c === 'M' || c === 'm'),
          );
        case 'Sheriff':
          return part([t(n('P'), 3, 'prison')], of('P'));
        case 'Teacher':
          return part([t(n('H'), 1, 'house'), t(n('T'), 2, 'townhouse'), t(n('O'), 2, 'hotel')], houses);
        default:
          return part([], []);
      }
    })();
    return { ...made, character: name };
  };

  const excusedBy = !n('X') ? null : has('Sheriff') ? 'Sheriff' : prison ? 'Prison' : null;
  const parts: Record<LineKey, ScorePart[]> = {
    ranches: near.R ?? [],
    mines: near.m ?? [],
    drugstores: near.D ?? [],
    banks: near.B ?? [],
    saloons: near.S ?? [],
    generalStoresAndCityHall: near.GY ?? [],
    ranchBonus: ranches
      ? [
          part(
            [
              { count: drugs, per: ranches, what: 'drugstore' },
              { count: smiths, per: ranches, what: 'blacksmith' },
            ],
            where((c) => c === 'R' || c === 'D' || c === 'K'),
          ),
        ]
      : [],
    mineBonus: mines
      ? [
          part(
            [
              { count: banks, per: mines, what: 'bank' },
              { count: smiths, per: mines, what: 'blacksmith' },
            ],
            where((c) => c === 'm' || c === 'B' || c === 'K'),
          ),
        ]
      : [],
    houseBonus: allUnits
      ? [
          {
            ...part(
              [
                { count: n('C'), per: allUnits, what: 'church' },
                { count: n('G'), per: allUnits, what: 'generalStore' },
              ],
              [...where((c) => c === 'C' || c === 'G'), ...houses],
            ),
            units: { house: n('H'), townhouse: n('T'), hotel: n('O') },
          },
        ]
      : [],
    hotels: n('O') ? [part([{ count: n('O'), per: 3, what: 'hotel' }], of('O'))] : [],
    cityHall: of('Y').map((at) =>
      part([{ count: buildings.length, per: 1, what: 'building' }], buildings, at, 'Y'),
    ),
    outlaws: n('X')
      ? [
          part(
            [{ count: n('X'), per: outlawsEmpty ? 0 : -6, what: 'outlaws' }],
            [...of('X'), ...(excusedBy === 'Prison' ? of('P') : [])],
          ),
        ]
      : [],
    characters: input.characters.map(share),
  };
  return LINE_KEYS.map((line) => {
    const ps = parts[line];
    return {
      line,
      value: ps.reduce((a, p) => a + p.vp, 0),
      parts: ps,
      cells: uniqueCells(ps),
      excusedBy: line === 'outlaws' ? excusedBy : null,
    };
  });
}
