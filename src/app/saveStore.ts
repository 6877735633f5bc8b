/** Saved games and settings in key-value storage (localforage in the browser). Each save is its own record. */
import {
  damagedAfterText,
  gameIdentity,
  loadSave,
  saveToText,
  saveProblemText,
  SCHEMA_VERSION,
} from './saveFormat';
import type { LoadResult, SaveV3 } from './saveFormat';
import { CARD_DATA_FINGERPRINT } from '../cards/engine';
import { CARD_ROWS, contentHash, listThroughCache } from './summaryCache';
import type { SaveSummary } from './summaryCache';

/** The part of localforage the store uses (a memory map in tests). */
export interface KeyValue {
  getItem<T>(key: string): Promise<T | null>;
  setItem<T>(key: string, value: T): Promise<T>;
  removeItem(key: string): Promise<void>;
  keys(): Promise<string[]>;
}

/** One row of the saved-games list (defined beside its cache). */
export type { GameKind, SaveSummary } from './summaryCache';

/** Why writing failed. */
export type WriteProblem = 'quota' | 'unavailable';

const GAME = 'game:';

/** What a refused write means: a full store, or one that is not there. */
function writeProblem(e: unknown): WriteProblem {
  const name = e instanceof Error ? e.name : '';
  return /quota/i.test(name) || /quota/i.test(String(e)) ? 'quota' : 'unavailable';
}
const LATEST = 'latest';
const SETTINGS = 'settings';

/** Reads a save's text and replays it (loadSave; a counting one in tests). */
export type SaveLoader = (text: string) => LoadResult;

/** The identity of a game as a 64-bit hash of its setup, seed and actions (the full text would double the cache). */
function gameKey(save: SaveV3): string {
  return contentHash(gameIdentity(save));
}

/**
 * Storage of saves and settings. Reading one damaged save never touches the others. The list replays a save only
 * when its text changed since the last list (summaryCache.ts).
 */
export class SaveStore {
  constructor(
    private readonly kv: KeyValue,
    private readonly load: SaveLoader = loadSave,
  ) {}

  /** Writes a save (and marks it latest unless told not to); returns a problem when storage refuses. */
  async write(save: SaveV3, markLatest = true): Promise<WriteProblem | null> {
    try {
      await this.kv.setItem(GAME + save.id, saveToText(save));
      if (markLatest) await this.kv.setItem(LATEST, save.id);
      return null;
    } catch (e) {
      return writeProblem(e);
    }
  }

  /** Stores a record's text as it is, under an id (a record this version cannot read, kept rather than lost). */
  async writeRaw(id: string, text: string): Promise<WriteProblem | null> {
    try {
      await this.kv.setItem(GAME + id, text);
      return null;
    } catch (e) {
      return writeProblem(e);
    }
  }

  /** The stored text of a record, or null. */
  async readRaw(id: string): Promise<string | null> {
    const text = await this.kv.getItem<unknown>(GAME + id).catch(() => null);
    return typeof text === 'string' ? text : null;
  }

  /** Reads and replays one save. */
  async read(id: string): Promise<LoadResult> {
    let text: unknown;
    try {
      text = await this.kv.getItem<unknown>(GAME + id);
    } catch {
      return { ok: false, problem: 'truncated' };
    }
    if (typeof text !== 'string')
      return { ok: false, problem: text === null ? 'missing-fields' : 'truncated' };
    return this.load(text);
  }

  /** The id of the latest game, when it still exists. */
  async latest(): Promise<string | null> {
    const id = await this.kv.getItem<string>(LATEST).catch(() => null);
    if (typeof id !== 'string') return null;
    const keys = await this.kv.keys();
    return keys.includes(GAME + id) ? id : null;
  }

  /**
   * Summaries of every save, newest first; damaged ones carry their problem. A save whose text has the hash its
   * cached row was verified from is not replayed again; the cache is written back when a row changed.
   */
  async list(): Promise<SaveSummary[]> {
    const ids = (await this.kv.keys()).flatMap((k) => (k.startsWith(GAME) ? [k.slice(GAME.length)] : []));
    return listThroughCache(
      this.kv,
      CARD_ROWS,
      ids,
      async (id) => {
        const text = await this.readRaw(id);
        return text === null
          ? null
          : { hash: contentHash(text), verify: () => this.summaryOf(id, this.loadSafely(text)) };
      },
      (id) => this.summary(id),
    );
  }

  private loadSafely(text: string): LoadResult {
    try {
      return this.load(text);
    } catch {
      return { ok: false, problem: 'truncated' };
    }
  }

  /** The list row of one save; a save that cannot be read (for whatever reason) becomes a damaged row. */
  async summary(id: string): Promise<SaveSummary> {
    let r: LoadResult;
    try {
      r = await this.read(id);
    } catch {
      r = { ok: false, problem: 'truncated' };
    }
    return this.summaryOf(id, r);
  }

  /** The list row of a loaded (or refused) save. */
  private summaryOf(id: string, r: LoadResult): SaveSummary {
    if (!r.ok) {
      const row: SaveSummary = {
        kind: 'cards',
        id,
        createdAt: 0,
        updatedAt: 0,
        finished: false,
        seats: [],
        actions: 0,
        problem: r.problem,
        message: saveProblemText(r.problem),
      };
      if (r.prefix) {
        row.prefix = { moves: r.prefix.moves, of: r.prefix.of };
        row.message = damagedAfterText(r.prefix.moves, r.prefix.of);
      }
      return row;
    }
    const s: SaveSummary = {
      kind: 'cards',
      id,
      createdAt: r.save.createdAt,
      updatedAt: r.save.updatedAt,
      finished: r.save.finished,
      seats: r.save.setup.seats.map((p) => p.name),
      actions: r.save.actions.length,
      setup: r.save.setup,
      game: gameKey(r.save),
      era: r.state.era,
      round: r.state.round,
    };
    if (r.save.totals) s.totals = r.save.totals;
    if (r.save.winners) s.winners = r.save.winners;
    return s;
  }

  /** True when a save with this id is stored (readable or not). */
  async has(id: string): Promise<boolean> {
    return (await this.kv.keys()).includes(GAME + id);
  }

  /** Deletes one save. */
  async remove(id: string): Promise<void> {
    await this.kv.removeItem(GAME + id);
    if ((await this.kv.getItem<string>(LATEST)) === id) await this.kv.removeItem(LATEST);
  }

  /** Reads the settings record. */
  async readSettings<T>(): Promise<T | null> {
    return this.kv.getItem<T>(SETTINGS).catch(() => null);
  }

  /** Writes the settings record. */
  async writeSettings<T>(value: T): Promise<void> {
    await this.kv.setItem(SETTINGS, value).catch(() => undefined);
  }
}

/** A fresh save record for a new game. */
export function newSave(id: string, now: number, setup: SaveV3['setup'], seed: number): SaveV3 {
  return {
    kind: 'cards',
    schemaVersion: SCHEMA_VERSION,
    fingerprint: CARD_DATA_FINGERPRINT,
    id,
    createdAt: now,
    updatedAt: now,
    setup,
    seed,
    actions: [],
    finished: false,
  };
}

/** An in-memory key-value store (tests, and a fallback when storage is unavailable). */
export class MemoryKeyValue implements KeyValue {
  private readonly map = new Map<string, unknown>();
  /** Bytes allowed before a QuotaExceededError, for tests. */
  quota = Infinity;

  async getItem<T>(key: string): Promise<T | null> {
    return (this.map.has(key) ? this.map.get(key) : null) as T | null;
  }

  async setItem<T>(key: string, value: T): Promise<T> {
    let size = 0;
    if (this.quota !== Infinity) {
      size = JSON.stringify(value)?.length ?? 0;
      for (const [k, v] of this.map) if (k !== key) size += JSON.stringify(v)?.length ?? 0;
    }
    if (size > this.quota) {
      const e = new Error('The quota has been exceeded.');
      e.name = 'QuotaExceededError';
      throw e;
    }
    this.map.set(key, value);
    return value;
  }

  async removeItem(key: string): Promise<void> {
    this.map.delete(key);
  }

  async keys(): Promise<string[]> {
    return [...this.map.keys()];
  }
}
