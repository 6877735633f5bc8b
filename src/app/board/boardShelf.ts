/**
 * The board game's shelf in the saved-games library: its records listed as rows beside the card game's, deleted,
 * exported and imported. Every record is read (and its log replayed) before a row trusts it, once per change of the
 * record (summaryCache.ts); a damaged one is listed with its problem and kept until the player deletes it.
 */
import { contentHash, listThroughCache } from '../summaryCache';
import type { CachePlace, SaveSummary } from '../summaryCache';
import type { SaveProblem } from '../saveFormat';
import { saveProblemText } from '../saveFormat';
import type { KeyValue } from '../saveStore';
import { BOARD_LATEST_KEY, BOARD_SAVE_PREFIX, BOARD_SAVE_VERSION, readBoardSave } from './boardSave';
import type { BoardSaveProblem, BoardSaveRecord } from './boardSave';
import { BoardReplay } from './boardReplay';

/** What the shelf asks of the App's board game before it deletes or exports a record. */
export interface BoardShelfGames {
  /** Waits for the pending writes of the game being played. */
  settle(): Promise<void>;
  /** Stops playing and saving game `id` if it is the one being played, and forgets it as the latest. */
  release(id: string): Promise<void>;
}

/** What the shelf needs: the store the board game writes to, the game being played (if any), a clock and new ids. */
export interface BoardShelfDeps {
  kv: KeyValue;
  games?: BoardShelfGames | null;
  now: () => number;
  newId: () => string;
}

/** An export file, or why the record cannot be exported. */
export type BoardExport =
  { ok: true; name: string; text: string } | { ok: false; problem: SaveProblem; message: string };

/** An imported record (its id, perhaps a new one), or why the file was refused. */
export type BoardImport =
  | { ok: true; id: string; finished: boolean; already: boolean }
  | { ok: false; problem: SaveProblem; message: string }
  | { ok: false; problem: 'quota' | 'unavailable' };

const SAFE_ID = /^[A-Za-z0-9_.-]{1,64}$/;

/** A failure worded for the player. */
const refused = (p: BoardSaveProblem): { ok: false; problem: SaveProblem; message: string } => ({
  ok: false,
  problem: BOARD_PROBLEM[p],
  message: saveProblemText(BOARD_PROBLEM[p]),
});

/** The date of a timestamp as yyyy-mm-dd, or 'undated'. */
function isoDay(ms: number): string {
  const d = new Date(ms);
  return ms && !Number.isNaN(d.getTime()) ? d.toISOString().slice(0, 10) : 'undated';
}

/** The card game's problem that tells a player the same thing about a board record. */
export const BOARD_PROBLEM: Record<BoardSaveProblem, SaveProblem> = {
  'not-a-save': 'missing-fields',
  newer: 'future-version',
  damaged: 'missing-fields',
  refused: 'rejected-log',
};

/**
 * Where the board rows are cached: apart from the card game's, under a key outside the records' prefix. A row is
 * verified again when its record changes (a move, an undo, anything) or this build reads records differently.
 */
export const BOARD_ROWS: CachePlace = {
  key: 'summaries:board',
  basis: `board:1:${BOARD_SAVE_VERSION}`,
  kind: 'board',
};

/** What identifies a board game whatever record holds it: setup, seed and actions, hashed. */
export function boardGameKey(r: Pick<BoardSaveRecord, 'setup' | 'seed' | 'actions'>): string {
  return contentHash(JSON.stringify([r.setup, r.seed, r.actions]));
}

/** The list row of a stored board record; a record that cannot be read becomes a damaged row. */
export function boardRow(id: string, raw: unknown): SaveSummary {
  const read = readBoardSave(raw);
  // A record filed under another game's id is not trusted: opening it would save it under its own id.
  const r = read.ok && read.record.id !== id ? { ok: false as const, problem: 'damaged' as const } : read;
  if (!r.ok) {
    const problem = BOARD_PROBLEM[r.problem];
    return {
      kind: 'board',
      id,
      createdAt: 0,
      updatedAt: 0,
      finished: false,
      seats: [],
      actions: 0,
      problem,
      message: saveProblemText(problem),
    };
  }
  const st = r.session.state;
  const row: SaveSummary = {
    kind: 'board',
    id,
    createdAt: r.record.createdAt,
    updatedAt: r.record.updatedAt,
    finished: st.phase === 'over',
    seats: r.record.seats.map((s) => s.name),
    actions: r.record.actions.length,
    people: r.record.seats.flatMap((s, i) => (s.bot === null ? [i] : [])),
    game: boardGameKey(r.record),
    round: st.round,
  };
  if (row.finished) {
    row.totals = st.seats.map((s) => s.vp);
    if (st.winner >= 0) row.winners = [st.winner];
  }
  return row;
}

/** The row of a record, a damaged one when reading it fails for any reason. */
function safeRow(id: string, raw: unknown): SaveSummary {
  try {
    return boardRow(id, raw);
  } catch {
    return boardRow(id, null);
  }
}

/** The board game's records in the store, as library rows. */
export class BoardShelf {
  constructor(private readonly deps: BoardShelfDeps) {}

  /** The ids of every stored board record. */
  async ids(): Promise<string[]> {
    const keys = await this.deps.kv.keys();
    return keys.flatMap((k) =>
      k.startsWith(BOARD_SAVE_PREFIX) && k !== BOARD_LATEST_KEY ? [k.slice(BOARD_SAVE_PREFIX.length)] : [],
    );
  }

  /** True when a board record is stored under this id (readable or not). */
  async has(id: string): Promise<boolean> {
    return (await this.ids()).includes(id);
  }

  /** The stored value of a record (null when missing or unreadable). */
  async raw(id: string): Promise<unknown> {
    return this.deps.kv.getItem<unknown>(BOARD_SAVE_PREFIX + id).catch(() => null);
  }

  /**
   * Every board record as a row, newest first; one damaged record never hides another. A record is replayed only when
   * it changed since the last list (its row is cached under its id and a hash of the whole record).
   */
  async list(): Promise<SaveSummary[]> {
    await this.deps.games?.settle();
    return listThroughCache(
      this.deps.kv,
      BOARD_ROWS,
      await this.ids(),
      async (id) => {
        const raw = await this.deps.kv.getItem<unknown>(BOARD_SAVE_PREFIX + id).catch(() => undefined);
        if (raw === undefined) return null;
        return { hash: contentHash(JSON.stringify(raw) ?? ''), verify: () => safeRow(id, raw) };
      },
      (id) => Promise.resolve(boardRow(id, null)),
    );
  }

  /**
   * A record as an export file: setup, seed, seats and every action (the board game hides nothing), never the bots'
   * reasons, which stay on the device that played the game, as the card game's do.
   */
  async exportFile(id: string): Promise<BoardExport> {
    await this.deps.games?.settle();
    const raw = await this.raw(id);
    const r = readBoardSave(raw);
    if (!r.ok) return refused(r.problem);
    if (r.record.id !== id) return refused('damaged');
    const file: BoardSaveRecord = { ...r.record, reasons: {} };
    return {
      ok: true,
      name: `carson-city-board-${isoDay(r.record.updatedAt)}-${id}.json`,
      text: JSON.stringify(file, null, 1),
    };
  }

  /**
   * Checks an imported board record (replaying its log) and stores it: under a new id when its id is not a plain one
   * or another record (of either game, `taken`) holds it; a copy of a game already here is not stored twice.
   */
  async importRecord(raw: unknown, taken: (id: string) => Promise<boolean>): Promise<BoardImport> {
    const r = readBoardSave(raw);
    if (!r.ok) return refused(r.problem);
    const finished = r.session.state.phase === 'over';
    const rec: BoardSaveRecord = { ...r.record, reasons: {} };
    if (await this.has(rec.id)) {
      const old = readBoardSave(await this.raw(rec.id));
      if (old.ok && boardGameKey(old.record) === boardGameKey(rec))
        return { ok: true, id: rec.id, finished, already: true };
      rec.id = this.deps.newId();
    } else if (!SAFE_ID.test(rec.id) || (await taken(rec.id))) rec.id = this.deps.newId();
    if (rec.updatedAt <= 0) rec.updatedAt = this.deps.now();
    if (rec.createdAt <= 0) rec.createdAt = rec.updatedAt;
    try {
      await this.deps.kv.setItem(BOARD_SAVE_PREFIX + rec.id, rec);
    } catch (e) {
      const quota = /quota/i.test(e instanceof Error ? e.name : String(e));
      return { ok: false, problem: quota ? 'quota' : 'unavailable' };
    }
    return { ok: true, id: rec.id, finished, already: false };
  }

  /** A record laid out for the replay screen, or why it cannot be read (it is replayed like any record first). */
  async openReplay(id: string): Promise<{ ok: true; replay: BoardReplay } | { ok: false; message: string }> {
    await this.deps.games?.settle();
    const r = readBoardSave(await this.raw(id));
    if (!r.ok) return refused(r.problem);
    if (r.record.id !== id) return refused('damaged');
    return { ok: true, replay: BoardReplay.of(r.record) };
  }

  /** Deletes a record; the game being played stops first when it is this one. */
  async remove(id: string): Promise<void> {
    await this.deps.games?.release(id);
    await this.deps.kv.removeItem(BOARD_SAVE_PREFIX + id);
  }
}
