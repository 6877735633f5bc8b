/** The 13-line score sheet of a real player and the appeal sum of a virtual one (RULES 5, 6). */
import { buildGrid } from './city';
import type { CityGrid, PlacedCard } from './city';
import { CHARACTERS, SALE_VP } from './data/characters';
import { BUILDINGS, CONTENTS, houseUnits } from './data/contents';
import { appealOf } from './world';
import type { CharacterName, EntityId } from './types';

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

/**
 * Everything a seat's score depends on. The state (`stateScoreInput`) and a view (`viewScoreInput`) build it alike,
 * and `seatScoreOf` scores it, so a live score in a view always equals the state's.
 */
export interface ScoreInput {
  /** A virtual seat scores the appeal of the cards it took, not a sheet (RULES 5). */
  virtual: boolean;
  /** City cards, bottom first. */
  city: readonly PlacedCard[];
  /** Names of the characters owned, in the order taken. */
  characters: readonly CharacterName[];
  /** Terrain cards sold with the Auctioneer (RULES 1.3). */
  sold: number;
  /** Terrain kept and characters taken by the seat, for a virtual seat's appeal sum (RULES 5). */
  taken: readonly EntityId[];
}

/** What a city's sheet depends on besides its grid. */
export type CityScoreInput = Pick<ScoreInput, 'characters' | 'sold'>;

/** A seat's score: the sheet of a real seat (null for a virtual one) and the total. */
export interface SeatScore {
  sheet: ScoreSheet | null;
  total: number;
}

const ch = (c: string): number => c.charCodeAt(0);
const CH_DOT = ch('.');
const CH_X = ch('X');
const CH_M = ch('M');
const CH_MINE = ch('m');
const CH_R = ch('R');
const CH_D = ch('D');
const CH_B = ch('B');
const CH_S = ch('S');
/** House units by character code (RULES 6: house 1, tower and hotel 2). */
const UNITS = new Uint8Array(128);
for (const c of CONTENTS) UNITS[ch(c)] = houseUnits(c);
/** 1 for the mountain's character code. */
const MOUNTAIN = new Uint8Array(128);
MOUNTAIN[CH_M] = 1;
/** Contents whose neighbours score: ranch, mine, drugstore, bank, saloon, general store, city hall (RULES 6). */
const SCORED = new Uint8Array(128);
for (const c of 'RmDBSGY') SCORED[ch(c)] = 1;
const COUNTS = new Int16Array(128);
/** Character codes of a grid with a border of zeros, so that every cell has eight neighbours to read. */
let PADDED = new Uint8Array(256);
let RANCH_MARKS = new Uint8Array(256);
/** The eight neighbour offsets of the padded grid last scored, and its row length. */
const NEIGHBOURS = new Int32Array(8);
let neighboursOf = -1;
const CH_TYPE = new Map(CHARACTERS.map((c) => [c.name, c.type]));
/** The lines of the city scored last, in LINE_KEYS order, and each of its characters' VP. */
const LINES = new Int32Array(LINE_KEYS.length);
const CHAR_VP: number[] = [];

/**
 * The zeroed padded code grid for a w x h city: the cell at (x, y) of the city goes at `(y + 1) * (w + 2) + x + 1`
 * as its content letter's character code (0 or '_' where no card lies). Fill it, then call `scorePadded`.
 */
export function paddedGrid(w: number, h: number): Uint8Array {
  const size = (w + 2) * (h + 2);
  if (size > PADDED.length) {
    PADDED = new Uint8Array(size);
    RANCH_MARKS = new Uint8Array(size);
  }
  PADDED.fill(0, 0, size);
  return PADDED;
}

/** Scores a city grid with its owner's characters (RULES 6 and 1.3). */
export function scoreCity(g: CityGrid, input: CityScoreInput): ScoreSheet {
  const { w, h, cells } = g;
  const pw = w + 2;
  const codes = paddedGrid(w, h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) codes[(y + 1) * pw + x + 1] = (cells[y * w + x] as string).charCodeAt(0);
  const total = scorePadded(w, h, g.covered, input);
  const l = LINES;
  const lines: Record<LineKey, number> = {
    ranches: l[0] as number,
    mines: l[1] as number,
    drugstores: l[2] as number,
    banks: l[3] as number,
    saloons: l[4] as number,
    generalStoresAndCityHall: l[5] as number,
    ranchBonus: l[6] as number,
    mineBonus: l[7] as number,
    houseBonus: l[8] as number,
    hotels: l[9] as number,
    cityHall: l[10] as number,
    outlaws: l[11] as number,
    characters: l[12] as number,
  };
  const names = input.characters;
  const characters: { name: CharacterName; vp: number }[] = [];
  for (let i = 0; i < names.length; i++)
    characters.push({ name: names[i] as CharacterName, vp: CHAR_VP[i] as number });
  return { lines, characters, total };
}

/**
 * The total of the city filled in by `paddedGrid(w, h)` with `covered` parcels (RULES 6 and 1.3); its lines are
 * kept for `scoreCity`.
 */
export function scorePadded(w: number, h: number, covered: number, input: CityScoreInput): number {
  const characters = input.characters;
  const sheriff = characters.includes('Sheriff');
  const pw = w + 2;
  const size = pw * (h + 2);
  const codes = PADDED;
  const counts = COUNTS;
  counts.fill(0);
  for (let i = pw + 1; i < size - pw - 1; i++) {
    const k = codes[i] as number;
    counts[k] = (counts[k] as number) + 1;
  }
  const n = (c: string): number => counts[c.charCodeAt(0)] as number;
  const outlawsEmpty = sheriff || n('P') > 0;
  const emptyX = outlawsEmpty ? CH_X : CH_DOT;
  const off = NEIGHBOURS;
  if (neighboursOf !== pw) {
    neighboursOf = pw;
    off.set([-pw - 1, -pw, -pw + 1, -1, 1, pw - 1, pw, pw + 1]);
  }

  let ranches = 0;
  let mines = 0;
  let drugstores = 0;
  let banks = 0;
  let saloons = 0;
  let gsch = 0;
  let bestSaloon = 0;
  let nearRanchCount = 0;
  const nearRanch = RANCH_MARKS;
  nearRanch.fill(0, 0, size);
  const up = -pw;
  const down = pw;
  const u = UNITS;
  for (let y = 1; y <= h; y++) {
    for (let i = y * pw + 1, end = i + w; i < end; i++) {
      const c = codes[i] as number;
      if (!SCORED[c]) continue;
      if (c === CH_R) {
        let empty = 0;
        for (let k = 0; k < 8; k++) {
          const j = i + (off[k] as number);
          const d = codes[j] as number;
          if (d === CH_DOT || d === emptyX) {
            empty++;
            if (nearRanch[j] === 0) {
              nearRanch[j] = 1;
              nearRanchCount++;
            }
          }
        }
        ranches += empty;
        continue;
      }
      const a = i + up;
      const b = i + down;
      if (c === CH_MINE) {
        const m = MOUNTAIN;
        mines +=
          2 *
          ((m[codes[a - 1] as number] as number) +
            (m[codes[a] as number] as number) +
            (m[codes[a + 1] as number] as number) +
            (m[codes[i - 1] as number] as number) +
            (m[codes[i + 1] as number] as number) +
            (m[codes[b - 1] as number] as number) +
            (m[codes[b] as number] as number) +
            (m[codes[b + 1] as number] as number));
        continue;
      }
      // House units around (RULES 6): '.', Outlaws and mountains have none.
      const units =
        (u[codes[a - 1] as number] as number) +
        (u[codes[a] as number] as number) +
        (u[codes[a + 1] as number] as number) +
        (u[codes[i - 1] as number] as number) +
        (u[codes[i + 1] as number] as number) +
        (u[codes[b - 1] as number] as number) +
        (u[codes[b] as number] as number) +
        (u[codes[b + 1] as number] as number);
      if (c === CH_D) drugstores += units;
      else if (c === CH_B) banks += units;
      else if (c === CH_S) {
        saloons += 2 * units;
        if (2 * units > bestSaloon) bestSaloon = 2 * units;
      } else gsch += units;
    }
  }
  const allUnits = n('H') + 2 * n('T') + 2 * n('O');
  let buildings = 0;
  for (const c of BUILDINGS) buildings += n(c);

  const maxArea = characters.includes('Captain') ? 72 : 64;
  let vpChars = 0;
  for (const c of characters) if (CH_TYPE.get(c) === 'vp') vpChars++;
  const actionChars = characters.length - vpChars;
  let charVp = 0;
  for (let ci = 0; ci < characters.length; ci++) {
    const name = characters[ci] as CharacterName;
    let vp = 0;
    switch (name) {
      case 'Heroes':
        vp = 6;
        break;
      case 'Doctor':
        vp = 5;
        break;
      case 'Auctioneer':
        vp = SALE_VP * input.sold;
        break;
      case 'Singer':
        vp = bestSaloon;
        break;
      case 'Indian':
        vp = Math.ceil(Math.max(0, maxArea - covered) / 2);
        break;
      case 'Settler':
        vp = nearRanchCount;
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
        vp = 2 * characters.length;
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
    CHAR_VP[ci] = vp;
    charVp += vp;
  }

  // The 13 lines in LINE_KEYS order (RULES 6).
  const lines = LINES;
  lines[0] = ranches;
  lines[1] = mines;
  lines[2] = drugstores;
  lines[3] = banks;
  lines[4] = saloons;
  lines[5] = gsch;
  lines[6] = (n('D') + n('K')) * n('R');
  lines[7] = (n('B') + n('K')) * n('m');
  lines[8] = (n('C') + n('G')) * allUnits;
  lines[9] = 3 * n('O');
  lines[10] = n('Y') * buildings;
  lines[11] = outlawsEmpty ? 0 : -6 * n('X');
  lines[12] = charVp;
  let total = 0;
  for (let i = 0; i < lines.length; i++) total += lines[i] as number;
  return total;
}

/** The appeal sum of cards (RULES 5). */
export function appealSum(ids: readonly EntityId[]): number {
  let sum = 0;
  for (const id of ids) sum += appealOf(id);
  return sum;
}

/** Scores a seat: the sheet of its city and characters, or a virtual seat's appeal sum (RULES 5, 6). */
export function seatScoreOf(input: ScoreInput): SeatScore {
  if (input.virtual) return { sheet: null, total: appealSum(input.taken) };
  const sheet = scoreCity(buildGrid(input.city), input);
  return { sheet, total: sheet.total };
}

/** The seats with the highest total; equal best totals share the victory (RULES 3.6 Decision). */
export function winningSeats(totals: readonly number[]): number[] {
  let best = -Infinity;
  for (const t of totals) if (t > best) best = t;
  const out: number[] = [];
  for (let i = 0; i < totals.length; i++) if (totals[i] === best) out.push(i);
  return out;
}
