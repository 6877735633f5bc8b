/**
 * The saved-games list's rows and their memory: each save's verified row under a hash of the record, kept in the
 * store, so a save is replayed again only when its record changed (or what it was verified against did). Both games
 * list through it, each under its own cache key (the card game's saveStore.ts, the board game's boardShelf.ts).
 */
import { CARD_DATA_FINGERPRINT } from '../cards/engine';
import type { GameSetup } from '../cards/engine';
import { damagedAfterText, isSaveProblem, saveProblemText, SCHEMA_VERSION } from './saveFormat';
import type { SaveProblem } from './saveFormat';

/** Which game a save holds: the card game or the board game (their records never read as each other). */
export type GameKind = 'cards' | 'board';

/** One row of the saved-games list. */
export interface SaveSummary {
  /** The game it holds; absent on rows cached before board saves were listed, which are all card games. */
  kind?: GameKind;
  id: string;
  createdAt: number;
  updatedAt: number;
  finished: boolean;
  seats: string[];
  actions: number;
  /** Set for a card game's save that opens. */
  setup?: GameSetup;
  /** Set for a board game's save that opens: the seats a person plays (the others are AI). */
  people?: number[];
  /** Set for a save that opens: a hash of the game itself (setup, seed and actions), equal for copies under other ids. */
  game?: string;
  era?: number;
  round?: number;
  /** Totals per seat of a finished game, and the seats sharing the best one (both from the replay). */
  totals?: number[];
  winners?: number[];
  /** Set when the save cannot be opened. */
  problem?: SaveProblem;
  message?: string;
  /** Set when the moves are valid up to a point: the game can be opened there as a new save. */
  prefix?: { moves: number; of: number };
}

/** The key of the cache record. */
export const SUMMARY_CACHE_KEY = 'summaries';

/** What a cached row was verified against: a new card data or schema means every save is checked again. */
export const SUMMARY_CACHE_BASIS = `1:${SCHEMA_VERSION}:${CARD_DATA_FINGERPRINT}`;

/** A list row as cached: no message (that is worded in the language of the moment). */
export type CachedRow = Omit<SaveSummary, 'message'>;

/** The cache record: rows by save id, each with the hash of the text it was verified from. */
export interface SummaryCache {
  basis: string;
  rows: Record<string, { hash: string; row: CachedRow }>;
}

/** A 64-bit hash of a text (32-bit FNV-1a beside a second 32-bit pass with another multiplier), as 16 hex digits. */
export function contentHash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x6b43a9b5;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 15;
  }
  const hex = (h: number): string => (h >>> 0).toString(16).padStart(8, '0');
  return hex(a) + hex(b);
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNum = (v: unknown): boolean => typeof v === 'number' && Number.isFinite(v);
const isNums = (v: unknown): boolean => v === undefined || (Array.isArray(v) && v.every(isNum));

/** True when a stored row has the shape of a list row of this game for this id (a damaged cache is a miss, never trusted). */
function isRow(v: unknown, id: string, kind: GameKind): v is CachedRow {
  if (!isObj(v) || v.id !== id || (v.kind ?? 'cards') !== kind) return false;
  if (!isNum(v.createdAt) || !isNum(v.updatedAt) || !isNum(v.actions) || typeof v.finished !== 'boolean')
    return false;
  if (!Array.isArray(v.seats) || !v.seats.every((s) => typeof s === 'string')) return false;
  if (v.setup !== undefined && !(isObj(v.setup) && Array.isArray(v.setup.seats))) return false;
  if (v.game !== undefined && typeof v.game !== 'string') return false;
  if (v.problem !== undefined && !isSaveProblem(v.problem)) return false;
  if (v.prefix !== undefined && !(isObj(v.prefix) && isNum(v.prefix.moves) && isNum(v.prefix.of)))
    return false;
  if ((v.era !== undefined && !isNum(v.era)) || (v.round !== undefined && !isNum(v.round))) return false;
  return isNums(v.totals) && isNums(v.winners) && isNums(v.people);
}

/** Where a game's rows are cached: the store key, what they were verified against, and the game. */
export interface CachePlace {
  key: string;
  basis: string;
  kind: GameKind;
}

/** The card game's rows (under the key the card game has always used). */
export const CARD_ROWS: CachePlace = { key: SUMMARY_CACHE_KEY, basis: SUMMARY_CACHE_BASIS, kind: 'cards' };

/** The cache as stored, with only its well-formed rows; empty when it was made against another basis. */
export function readSummaryCache(raw: unknown, place: CachePlace = CARD_ROWS): SummaryCache {
  const out: SummaryCache = { basis: place.basis, rows: {} };
  if (!isObj(raw) || raw.basis !== place.basis || !isObj(raw.rows)) return out;
  for (const [id, e] of Object.entries(raw.rows))
    if (isObj(e) && typeof e.hash === 'string' && isRow(e.row, id, place.kind))
      out.rows[id] = { hash: e.hash, row: e.row };
  return out;
}

/** The row to cache: the summary without its worded message. */
export function cachedRow(s: SaveSummary): CachedRow {
  const { message: _message, ...row } = s;
  return row;
}

/** A cached row with its message, worded in the current language. */
export function worded(row: CachedRow): SaveSummary {
  if (!row.problem) return { ...row };
  const message = row.prefix
    ? damagedAfterText(row.prefix.moves, row.prefix.of)
    : saveProblemText(row.problem);
  return { ...row, message };
}

/** The part of the key-value store the cache uses. */
export interface CacheStore {
  getItem<T>(key: string): Promise<T | null>;
  setItem<T>(key: string, value: T): Promise<T>;
}

/** One stored record as the list reads it: the hash of its stored form and its replay, or null when it is unreadable. */
export type StoredRecord = { hash: string; verify: () => SaveSummary } | null;

/**
 * The list rows of records `ids`, newest first: a record whose hash is the one its cached row was verified from is not
 * replayed again; the others are verified (`unread` words one that could not be read, and is never cached). The cache
 * is written back when a row changed or a record went.
 */
export async function listThroughCache(
  kv: CacheStore,
  place: CachePlace,
  ids: readonly string[],
  read: (id: string) => Promise<StoredRecord>,
  unread: (id: string) => Promise<SaveSummary>,
): Promise<SaveSummary[]> {
  const old = readSummaryCache(await kv.getItem<unknown>(place.key).catch(() => null), place);
  const cache: SummaryCache = { basis: old.basis, rows: {} };
  let changed = Object.keys(old.rows).length !== ids.length;
  const out: SaveSummary[] = [];
  for (const id of ids) {
    const rec = await read(id);
    if (rec === null) {
      out.push(await unread(id));
      changed = true;
      continue;
    }
    const hit = old.rows[id];
    const row = hit?.hash === rec.hash ? hit.row : cachedRow(rec.verify());
    if (row !== hit?.row) changed = true;
    cache.rows[id] = { hash: rec.hash, row };
    out.push(worded(row));
  }
  if (changed) await kv.setItem(place.key, cache).catch(() => undefined);
  return out.sort((a, b) => b.updatedAt - a.updatedAt);
}
