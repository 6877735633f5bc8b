/** The saved-games library: autosaves the current game (with a synchronous crash journal), resumes, lists, imports and exports. */
import { attachAutosave } from './autosave';
import type { BotRunner } from './botRunner';
import { publicSave } from './exportPublic';
import { damagedAfterText, gameIdentity, loadSave, saveProblemText, withoutBom } from './saveFormat';
import type { LoadResult, SaveProblem, SaveV3 } from './saveFormat';
import type { GameKind, SaveStore, SaveSummary, WriteProblem } from './saveStore';
import type { BoardShelf } from './board/boardShelf';
import { GameSession } from './session';
import { t } from '../i18n';

/** Which stored record a session belongs to. */
export interface SavedRef {
  id: string;
  createdAt: number;
}

/** A small synchronous store (localStorage in the browser) holding the current game's latest record. */
export interface Journal {
  read(): string | null;
  write(text: string): void;
  clear(): void;
}

/** What the library needs from its surroundings. */
export interface LibraryDeps {
  store: SaveStore;
  journal: Journal | null;
  now: () => number;
  newId: () => string;
  bots: BotRunner | null;
  /** Hears about failed writes (null once writing works again). */
  onProblem?: (p: WriteProblem | null) => void;
  /** Calls back when the page is hidden (switched away, closed or reloaded): a refused write is tried again then. */
  onPageHidden?: (fn: () => void) => void;
  /** The board game's records, listed beside the card game's (none without it). */
  board?: BoardShelf | null;
}

/** The result of opening a save. */
export type OpenResult =
  | { ok: true; session: GameSession; ref: SavedRef; save: SaveV3 }
  | { ok: false; problem: SaveProblem; message: string };

/** The result of an import. */
export type ImportResult =
  | { ok: true; kind: GameKind; id: string; finished: boolean; already: boolean }
  | {
      ok: false;
      problem: SaveProblem | 'too-large' | 'quota' | 'unavailable';
      message: string;
      /** Set when the moves are valid up to a point: importing with `atPrefix` opens the game there. */
      prefix?: { moves: number; of: number };
    };

/** Imports larger than this many bytes (UTF-8) are refused before parsing; the largest real save is far smaller. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

const IMPORT_PROBLEM_KEY = {
  'too-large': 'import.tooLarge',
  quota: 'import.quota',
  unavailable: 'import.unavailable',
} as const;

/** Why an import failed before the save itself was checked, in the current language. */
export function importProblemText(p: keyof typeof IMPORT_PROBLEM_KEY): string {
  return t(IMPORT_PROBLEM_KEY[p]);
}

/** Message of an export that failed for a reason other than a damaged save. */
export function exportFailedText(): string {
  return t('export.failed');
}

/** The size of a text in UTF-8 bytes. */
export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

const tooLarge = (text: string): boolean =>
  text.length > MAX_IMPORT_BYTES ||
  (text.length * 3 > MAX_IMPORT_BYTES && utf8Bytes(text) > MAX_IMPORT_BYTES);

const SAFE_ID = /^[A-Za-z0-9_.-]{1,64}$/;

/** The date of a timestamp as yyyy-mm-dd, or null when it is out of range. */
function isoDay(ms: number): string | null {
  const d = new Date(ms);
  return Number.isNaN(d.getTime()) ? null : d.toISOString().slice(0, 10);
}

function failure(r: Extract<LoadResult, { ok: false }>): {
  ok: false;
  problem: SaveProblem;
  message: string;
  prefix?: { moves: number; of: number };
} {
  if (!r.prefix) return { ok: false, problem: r.problem, message: saveProblemText(r.problem) };
  const { moves, of } = r.prefix;
  return { ok: false, problem: r.problem, message: damagedAfterText(moves, of), prefix: { moves, of } };
}

/** The parsed file when it names the board game as its kind, else null (the card game's loader reads it). */
function boardFile(text: string): unknown {
  try {
    const raw: unknown = JSON.parse(withoutBom(text));
    return typeof raw === 'object' && raw !== null && (raw as { kind?: unknown }).kind === 'board'
      ? raw
      : null;
  } catch {
    return null;
  }
}

const sameGame = (a: SaveV3, b: SaveV3): boolean => gameIdentity(a) === gameIdentity(b);

/** The saved-games library over a SaveStore. */
export class Library {
  private tracked: {
    session: GameSession;
    ref: SavedRef;
    detach: () => void;
    flush: () => Promise<void>;
    retry: () => Promise<void>;
  } | null = null;

  /** The journal's game when the store could not take it: Continue and open use it from memory. */
  private recovered: SaveV3 | null = null;

  /** True while the journal holds a record this version cannot read and the store could not take it. */
  private journalHeld = false;

  constructor(private readonly deps: LibraryDeps) {
    deps.onPageHidden?.(() => void this.retry());
  }

  /** Starts autosaving a session: into the record it was opened from, or into a new one. */
  track(session: GameSession, ref: SavedRef | null): SavedRef {
    if (this.tracked?.session === session) return this.tracked.ref;
    this.untrack();
    const r = ref ?? { id: this.deps.newId(), createdAt: this.deps.now() };
    const journal = this.deps.journal;
    const mirror = journal
      ? (save: SaveV3): boolean => {
          if (this.journalHeld) return true;
          try {
            journal.write(JSON.stringify(save));
            return true;
          } catch {
            // The journal is a best effort (tried again with the store); the store reports its own problems.
            return false;
          }
        }
      : undefined;
    const a = attachAutosave(
      session,
      this.deps.store,
      r.id,
      this.deps.now,
      (p) => this.deps.onProblem?.(p),
      r.createdAt,
      mirror,
    );
    this.tracked = { session, ref: r, detach: a.detach, flush: a.flush, retry: a.retry };
    return r;
  }

  /** Stops autosaving the current session. */
  untrack(): void {
    this.tracked?.detach();
    this.tracked = null;
  }

  /** The record id of the tracked session. */
  currentId(): string | null {
    return this.tracked?.ref.id ?? null;
  }

  /** Waits for pending writes of the tracked session. */
  flush(): Promise<void> {
    return this.tracked?.flush() ?? Promise.resolve();
  }

  /** Writes the tracked game again if storage refused its last record (moves played while it was full). */
  retry(): Promise<void> {
    return this.tracked?.retry() ?? Promise.resolve();
  }

  /**
   * Moves a journal that is ahead of its stored record (a reload cut a write short) into the store; when the store
   * refuses, the journal's game is kept in memory so Continue and open still offer it.
   */
  async recover(): Promise<void> {
    this.recovered = null;
    this.journalHeld = false;
    const text = this.deps.journal?.read();
    if (!text) return;
    const j = loadSave(text);
    if (!j.ok) {
      await this.keepUnreadable(text);
      return;
    }
    const stored = await this.deps.store.read(j.save.id);
    if (stored.ok && stored.save.actions.length >= j.save.actions.length) return;
    const p = await this.deps.store.write(j.save);
    this.recovered = p ? j.save : null;
    if (p) this.deps.onProblem?.(p);
  }

  /**
   * A journal this version cannot read (written by a newer one, or damaged) goes into the store as it is, where the
   * list shows it with its problem; the journal is cleared only once the store holds it, and is never written over
   * before then.
   */
  private async keepUnreadable(text: string): Promise<void> {
    const own = this.journalId();
    const id = own && SAFE_ID.test(own) ? own : null;
    const stored = id ? await this.deps.store.readRaw(id) : null;
    if (stored !== text) {
      const p = await this.deps.store.writeRaw(id && stored === null ? id : this.deps.newId(), text);
      this.journalHeld = p !== null;
      if (p) return;
    }
    this.deps.journal?.clear();
  }

  private recoveredFor(id: string): SaveV3 | null {
    return this.recovered?.id === id ? this.recovered : null;
  }

  /** The id of the newest unfinished save that opens, or null; `onlyLatest` looks at the last game played only. */
  async latestUnfinished(onlyLatest = false): Promise<string | null> {
    if (this.recovered && !this.tracked) await this.recover();
    if (this.recovered && !this.recovered.finished) return this.recovered.id;
    const latest = await this.deps.store.latest();
    if (latest) {
      const r = await this.deps.store.read(latest);
      if (r.ok && r.state.phase !== 'over') return latest;
    }
    if (onlyLatest) return null;
    const list = await this.deps.store.list();
    return list.find((s) => !s.problem && !s.finished)?.id ?? null;
  }

  /** Rebuilds a saved game as a session (it is not tracked until `track`). */
  async open(id: string): Promise<OpenResult> {
    const held = this.recoveredFor(id);
    const r = held ? loadSave(JSON.stringify(held)) : await this.deps.store.read(id);
    if (!r.ok) return failure(r);
    const session = GameSession.resume(r.save, r.state, this.deps.bots);
    return { ok: true, session, ref: { id, createdAt: r.save.createdAt }, save: r.save };
  }

  /**
   * Opens the valid beginning of a save whose moves break the rules later on, as a new save; the damaged record
   * stays as it is (a player can still export or delete it).
   */
  async openPrefix(id: string): Promise<OpenResult> {
    const r = await this.deps.store.read(id);
    if (r.ok) return this.open(id);
    if (!r.prefix) return failure(r);
    const now = this.deps.now();
    const save: SaveV3 = { ...r.prefix.save, id: this.deps.newId(), createdAt: now, updatedAt: now };
    const p = await this.deps.store.write(save, false);
    if (p) return { ok: false, problem: 'rejected-log', message: importProblemText(p) };
    return this.open(save.id);
  }

  /**
   * Every save of both games, newest first; damaged ones carry their message. The tracked game's pending writes land
   * first, so its row has the moves played so far (issue 27, 28).
   */
  async list(): Promise<SaveSummary[]> {
    await this.flush().catch(() => undefined);
    const cards = await this.deps.store.list();
    const board = this.deps.board;
    if (!board) return cards;
    const boards = await board.list().catch(() => []);
    return [...cards, ...boards].sort((a, b) => b.updatedAt - a.updatedAt);
  }

  /**
   * Deletes a save of the given game (and its journal); the tracked session, if it is that save, stops being saved.
   */
  async remove(id: string, kind: GameKind = 'cards'): Promise<void> {
    if (kind === 'board') {
      await this.deps.board?.remove(id);
      return;
    }
    if (this.tracked?.ref.id === id) this.untrack();
    if (this.recovered?.id === id) this.recovered = null;
    if (this.journalId() === id) this.deps.journal?.clear();
    await this.deps.store.remove(id);
  }

  private journalId(): string | null {
    try {
      const raw = JSON.parse(this.deps.journal?.read() ?? 'null') as { id?: unknown } | null;
      return typeof raw?.id === 'string' ? raw.id : null;
    } catch {
      return null;
    }
  }

  /** A save of the given game as an export file: its name and text. */
  async exportFile(
    id: string,
    kind: GameKind = 'cards',
  ): Promise<
    { ok: true; name: string; text: string } | { ok: false; problem: SaveProblem; message: string }
  > {
    if (kind === 'board') {
      const board = this.deps.board;
      if (!board) return { ok: false, problem: 'wrong-kind', message: saveProblemText('wrong-kind') };
      return board.exportFile(id).catch(() => ({
        ok: false as const,
        problem: 'truncated' as const,
        message: exportFailedText(),
      }));
    }
    if (this.tracked?.ref.id === id) await this.flush();
    try {
      const r = await this.deps.store.read(id);
      if (!r.ok) return failure(r);
      const date = isoDay(r.save.updatedAt || this.deps.now()) ?? 'undated';
      return {
        ok: true,
        name: `carson-city-${date}-${id}.json`,
        text: JSON.stringify(publicSave(r.save), null, 1),
      };
    } catch {
      return { ok: false, problem: 'truncated', message: exportFailedText() };
    }
  }

  /**
   * Checks an exported file and stores it (under a new id when another game already has its id, or when its id is
   * not a plain one). `atPrefix` stores the valid beginning of a file whose moves break the rules later on.
   */
  async importText(text: string, atPrefix = false): Promise<ImportResult> {
    if (tooLarge(text)) return { ok: false, problem: 'too-large', message: importProblemText('too-large') };
    const board = boardFile(text);
    if (board !== null) return this.importBoard(board);
    const r = loadSave(text);
    if (!r.ok && !(atPrefix && r.prefix)) return failure(r);
    const save: SaveV3 = r.ok ? { ...r.save } : { ...(r.prefix as { save: SaveV3 }).save };
    if (!r.ok || !SAFE_ID.test(save.id) || (await this.deps.board?.has(save.id))) save.id = this.deps.newId();
    else if (await this.deps.store.has(save.id)) {
      const old = await this.deps.store.read(save.id);
      if (old.ok && sameGame(old.save, save))
        return { ok: true, kind: 'cards', id: save.id, finished: save.finished, already: true };
      save.id = this.deps.newId();
    }
    if (!save.updatedAt) save.updatedAt = this.deps.now();
    if (!save.createdAt) save.createdAt = save.updatedAt;
    const p = await this.deps.store.write(save, false);
    if (p) return { ok: false, problem: p, message: importProblemText(p) };
    return { ok: true, kind: 'cards', id: save.id, finished: save.finished, already: false };
  }

  /** Imports a board game's record (its id kept apart from every card save's). */
  private async importBoard(raw: unknown): Promise<ImportResult> {
    const board = this.deps.board;
    if (!board) return { ok: false, problem: 'wrong-kind', message: saveProblemText('wrong-kind') };
    const r = await board.importRecord(raw, (id) => this.deps.store.has(id));
    if (r.ok) return { ...r, kind: 'board' };
    return 'message' in r ? r : { ok: false, problem: r.problem, message: importProblemText(r.problem) };
  }
}
