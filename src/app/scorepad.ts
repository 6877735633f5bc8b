/** The scorepad for a physical game: cities entered parcel by parcel (or card by card), scored live, kept locally. */
import {
  CHARACTERS,
  CONTENTS,
  enteredCardProblem,
  isCell,
  layEnteredCard,
  scoreEnteredCity,
  winningSeats,
} from '../cards/engine';
import type { Cell, CharacterName, Content, EnteredScore, PlacementProblem, Pos } from '../cards/engine';
import type { KeyValue } from './saveStore';

/** The version of the stored scorepad record. */
export const SCOREPAD_SCHEMA_VERSION = 1;

/** The entry grid is 9x9, one more than a city without the Captain may use, so an oversized city can be marked. */
export const PAD_SIZE = 9;

/** Most players one scorepad holds (the game seats up to 6). */
export const MAX_ENTRIES = 6;

const KEY = 'scorepad';

/** One player's city and cards. */
export interface PadEntry {
  name: string;
  cells: Cell[];
  characters: CharacterName[];
  sold: number;
}

/** The stored scorepad: every entry and the one being edited. */
export interface PadRecord {
  schemaVersion: typeof SCOREPAD_SCHEMA_VERSION;
  entries: PadEntry[];
  current: number;
}

/** A row of the result table. */
export interface PadResult {
  name: string;
  total: number;
  /** The entry has a problem left: its total is shown but not trusted. */
  problems: number;
  winner: boolean;
}

/** A fresh entry with an empty grid. */
export function newEntry(name: string): PadEntry {
  return { name, cells: new Array<Cell>(PAD_SIZE * PAD_SIZE).fill('_'), characters: [], sold: 0 };
}

/** A fresh scorepad with one entry. */
export function newPad(name: string): PadRecord {
  return { schemaVersion: SCOREPAD_SCHEMA_VERSION, entries: [newEntry(name)], current: 0 };
}

/** The contents a tap cycles through: no card, then every content in the order of RULES 1.1. */
export const CYCLE: readonly Cell[] = ['_', ...CONTENTS];

/** The next content a tap on a parcel shows. */
export function cycleCell(e: PadEntry, i: number): PadEntry {
  const at = CYCLE.indexOf(e.cells[i] ?? '_');
  return paintCell(e, i, CYCLE[(at + 1) % CYCLE.length] as Cell);
}

/** Sets one parcel. */
export function paintCell(e: PadEntry, i: number, c: Cell): PadEntry {
  if (i < 0 || i >= e.cells.length) return e;
  const cells = e.cells.slice();
  cells[i] = c;
  return { ...e, cells };
}

/** Lays a 2x2 card with its top-left parcel at `at`, or says why the building rules forbid it (RULES 4). */
export function layCard(
  e: PadEntry,
  parcels: readonly Content[],
  at: Pos,
): { ok: true; entry: PadEntry } | { ok: false; problem: PlacementProblem } {
  const city = { w: PAD_SIZE, h: PAD_SIZE, cells: e.cells, characters: e.characters, sold: e.sold };
  const problem = enteredCardProblem(city, parcels, at);
  if (problem) return { ok: false, problem };
  return { ok: true, entry: { ...e, cells: layEnteredCard(city, parcels, at) } };
}

/** Adds or removes a character. */
export function toggleCharacter(e: PadEntry, c: CharacterName): PadEntry {
  const characters = e.characters.includes(c) ? e.characters.filter((x) => x !== c) : [...e.characters, c];
  return { ...e, characters };
}

/** Sets the number of cards sold with the Auctioneer (never below 0; the engine marks too many). */
export function setSold(e: PadEntry, sold: number): PadEntry {
  return { ...e, sold: Math.max(0, Math.floor(sold)) };
}

/** The entry's sheet and problems, from the engine. */
export function scoreEntry(e: PadEntry): EnteredScore {
  return scoreEnteredCity({ w: PAD_SIZE, h: PAD_SIZE, ...e });
}

/** The result table: every entry's total, and the winners (equal best totals share the victory, RULES 3.6). */
export function padResults(entries: readonly PadEntry[]): PadResult[] {
  const scored = entries.map(scoreEntry);
  const totals = scored.map((s) => s.sheet.total);
  const winners = winningSeats(totals);
  return entries.map((e, i) => ({
    name: e.name,
    total: totals[i] ?? 0,
    problems: scored[i]?.problems.length ?? 0,
    winner: winners.includes(i),
  }));
}

const NAMES = new Set<string>(CHARACTERS.map((c) => c.name));

function parseEntry(v: unknown): PadEntry | null {
  if (typeof v !== 'object' || v === null) return null;
  const r = v as Record<string, unknown>;
  const cells = r['cells'];
  const chars = r['characters'];
  if (typeof r['name'] !== 'string' || !Array.isArray(cells) || !Array.isArray(chars)) return null;
  if (cells.length !== PAD_SIZE * PAD_SIZE || !cells.every((c) => typeof c === 'string' && isCell(c)))
    return null;
  if (!chars.every((c) => typeof c === 'string' && NAMES.has(c))) return null;
  const sold = r['sold'];
  if (typeof sold !== 'number' || !Number.isInteger(sold) || sold < 0) return null;
  return { name: r['name'].slice(0, 40), cells: cells as Cell[], characters: chars as CharacterName[], sold };
}

/** Reads a stored scorepad; null when there is none or it cannot be read. */
export function parsePad(v: unknown): PadRecord | null {
  if (typeof v !== 'object' || v === null) return null;
  const r = v as Record<string, unknown>;
  if (r['schemaVersion'] !== SCOREPAD_SCHEMA_VERSION || !Array.isArray(r['entries'])) return null;
  const entries = r['entries'].map(parseEntry);
  if (entries.length === 0 || entries.length > MAX_ENTRIES || entries.some((e) => e === null)) return null;
  const cur = r['current'];
  const current = typeof cur === 'number' && cur >= 0 && cur < entries.length ? Math.floor(cur) : 0;
  return { schemaVersion: SCOREPAD_SCHEMA_VERSION, entries: entries as PadEntry[], current };
}

/** The scorepad in key-value storage. */
export class PadStore {
  constructor(private readonly kv: KeyValue) {}

  /** The stored scorepad, or null. */
  async load(): Promise<PadRecord | null> {
    return parsePad(await this.kv.getItem<unknown>(KEY).catch(() => null));
  }

  /** Stores the scorepad; false when storage refuses. */
  async save(rec: PadRecord): Promise<boolean> {
    return this.kv
      .setItem(KEY, rec)
      .then(() => true)
      .catch(() => false);
  }
}
