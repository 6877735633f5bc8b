/**
 * The App's board game: at most one session, its bots paced so a person can follow them, its record saved after every
 * action, and the title's Continue for it. Saves live in the app's key-value store under their own prefix.
 */
import { Signal } from '../signal';
import { decisionSeed } from '../../shared';
import type { BoardSetup } from '../../board/engine';
import type { BoardBotRunner } from '../boardBots';
import type { KeyValue } from '../saveStore';
import type { Scheduler, TimerId } from '../scheduler';
import { BoardSession } from './boardSession';
import type { BoardSeatConfig, BoardSessionResult } from './boardSession';
import { boardSaveRecord, readBoardSave, BOARD_LATEST_KEY, BOARD_SAVE_PREFIX } from './boardSave';
import type { BoardSaveProblem, BoardSaveRecord } from './boardSave';

/** The store key of the kind of game last started or resumed ('cards' or 'board'), for the title's Continue. */
export const LAST_KIND_KEY = 'continue:kind';
const LATEST = BOARD_LATEST_KEY;

/** What BoardGames needs: the store, the clock, new ids, the bots, and a way to report a failed write. */
export interface BoardGamesDeps {
  kv: KeyValue;
  now: () => number;
  newId: () => string;
  bots: BoardBotRunner;
  onWriteFailed?: (e: unknown) => void;
  /** A synchronous slot (localStorage) that holds the latest record at once, so a reload right after a move keeps it. */
  journal?: { read(): string | null; write(text: string): void; clear?(): void } | null;
}

const updatedAt = (v: unknown): number =>
  typeof v === 'object' && v !== null && typeof (v as { updatedAt?: unknown }).updatedAt === 'number'
    ? (v as { updatedAt: number }).updatedAt
    : -Infinity;
const idOf = (v: unknown): unknown =>
  typeof v === 'object' && v !== null ? (v as { id?: unknown }).id : null;

/** Who hears that a board game became current (with its record id; `fresh` for a new game) or ended: the tab guard. */
export interface BoardTracker {
  start(id: string, fresh: boolean): void;
  stop(): void;
}

/** The board game the App holds. */
export class BoardGames {
  private tracker: BoardTracker | null = null;
  private session: BoardSession | null = null;
  private saved: { id: string; createdAt: number } | null = null;
  private stopSaving: (() => void) | null = null;
  private writing: Promise<void> = Promise.resolve();
  /** The record waiting for its write (a newer save replaces it: only the latest state is worth writing). */
  private queued: { id: string; rec: BoardSaveRecord } | null = null;
  private readonly taken = new Signal();
  /** How many actions the board on screen has drawn (-1: no board on screen), for the test hook's settled moment. */
  drawnAt = -1;

  constructor(private readonly deps: BoardGamesDeps) {}

  /** The game being played, if any. */
  current(): BoardSession | null {
    return this.session;
  }

  /** Sets who hears of games becoming current and ending (the tab guard). */
  setTracker(tracker: BoardTracker | null): void {
    this.tracker = tracker;
  }

  /** Starts a new game (ending the current one) and saves it; a bad setup changes nothing. */
  newGame(setup: BoardSetup, seed: number, seats: readonly BoardSeatConfig[]): BoardSessionResult {
    const r = BoardSession.create(setup, seed, seats);
    if (!r.ok) return r;
    this.adopt(r.session, { id: this.deps.newId(), createdAt: this.deps.now() }, true);
    return r;
  }

  /** Makes a session current and keeps its record saved after every change; `fresh` for a game never saved before. */
  adopt(session: BoardSession, saved: { id: string; createdAt: number }, fresh = false): void {
    this.end();
    this.session = session;
    this.saved = saved;
    this.tracker?.start(saved.id, fresh);
    session.saveId = saved.id;
    this.stopSaving = session.subscribe(() => void this.save());
    void this.save();
    void this.deps.kv.setItem(LAST_KIND_KEY, 'board').catch(() => undefined);
  }

  /**
   * Makes a session current without saving it (the lesson's): no record, no latest game, no tab lock and no change
   * to Continue. `drive` still plays its bots, seeded as for any game.
   */
  playUnsaved(session: BoardSession): void {
    this.end();
    this.session = session;
  }

  /**
   * Writes the current game's record. Writes run one after another; saves asked while a write waits its turn replace
   * its record, so bots moving faster than the store never leave a queue of old states (the last one is always written).
   */
  save(): Promise<void> {
    const s = this.session;
    const at = this.saved;
    if (!s || !at) return this.writing;
    const rec = boardSaveRecord(s, at.id, at.createdAt, this.deps.now());
    try {
      this.deps.journal?.write(JSON.stringify(rec));
    } catch (e) {
      this.deps.onWriteFailed?.(e);
    }
    const waiting = this.queued;
    if (waiting && waiting.id === at.id) {
      waiting.rec = rec;
      return this.writing;
    }
    // Another game's waiting record keeps its own write: only saves of one game replace each other.
    const slot = { id: at.id, rec };
    this.queued = slot;
    this.writing = this.writing.then(async () => {
      if (this.queued === slot) this.queued = null;
      try {
        await this.deps.kv.setItem(BOARD_SAVE_PREFIX + slot.id, slot.rec);
        await this.deps.kv.setItem(LATEST, slot.id);
      } catch (e) {
        this.deps.onWriteFailed?.(e);
      }
    });
    return this.writing;
  }

  /** The journal's record, if it holds one. */
  private journalRecord(): unknown {
    try {
      const text = this.deps.journal?.read();
      return text ? (JSON.parse(text) as unknown) : null;
    } catch {
      return null;
    }
  }

  /** The newest stored record of game `id`: the journal's when it is as new as the store's. */
  private async stored(id: string): Promise<unknown> {
    const kept = await this.deps.kv.getItem<unknown>(BOARD_SAVE_PREFIX + id).catch(() => null);
    const j = this.journalRecord();
    return idOf(j) === id && updatedAt(j) >= updatedAt(kept) ? j : kept;
  }

  /** The id of the latest board game when it is unfinished and readable, else null. */
  async latestUnfinished(): Promise<string | null> {
    const latest = await this.deps.kv.getItem<string>(LATEST).catch(() => null);
    const j = idOf(this.journalRecord());
    const ids = [latest, j].filter((x): x is string => typeof x === 'string');
    let best: { id: string; at: number } | null = null;
    for (const id of ids) {
      const r = readBoardSave(await this.stored(id));
      if (r.ok && r.session.state.phase !== 'over' && (!best || r.record.updatedAt > best.at))
        best = { id, at: r.record.updatedAt };
    }
    return best?.id ?? null;
  }

  /** Opens a saved board game and makes it current; null when it is missing or damaged (nothing is deleted). */
  async resume(id: string): Promise<BoardSession | null> {
    const r = await this.open(id);
    return r.ok ? r.session : null;
  }

  /** Opens a saved board game and makes it current, or says why it cannot be opened (nothing is deleted). */
  async open(
    id: string,
  ): Promise<{ ok: true; session: BoardSession } | { ok: false; problem: BoardSaveProblem }> {
    if (this.session && this.saved?.id === id && !this.session.ended)
      return { ok: true, session: this.session };
    const r = readBoardSave(await this.stored(id));
    if (!r.ok) return r;
    if (r.record.id !== id) return { ok: false, problem: 'damaged' };
    this.adopt(r.session, { id: r.record.id, createdAt: r.record.createdAt });
    return { ok: true, session: r.session };
  }

  /** The id of the game being played and saved, if any. */
  currentId(): string | null {
    return this.session ? (this.saved?.id ?? null) : null;
  }

  /** Waits for the pending writes of the current game. */
  settle(): Promise<void> {
    return this.writing;
  }

  /**
   * Lets go of game `id` before its record is deleted: ends it when it is being played (after its last write), and
   * forgets it as the latest game and in the journal, so Continue never offers it again.
   */
  async release(id: string): Promise<void> {
    if (this.saved?.id === id) this.end();
    await this.writing;
    if ((await this.deps.kv.getItem<unknown>(LATEST).catch(() => null)) === id)
      await this.deps.kv.removeItem(LATEST).catch(() => undefined);
    if (idOf(this.journalRecord()) === id) {
      try {
        this.deps.journal?.clear?.();
      } catch (e) {
        this.deps.onWriteFailed?.(e);
      }
    }
  }

  /** The kind of game last started or resumed on this device. */
  async lastKind(): Promise<'cards' | 'board' | null> {
    const k = await this.deps.kv.getItem<unknown>(LAST_KIND_KEY).catch(() => null);
    return k === 'cards' || k === 'board' ? k : null;
  }

  /** Notes that a card game became current (the title's Continue then prefers it). */
  cardsStarted(): void {
    void this.deps.kv.setItem(LAST_KIND_KEY, 'cards').catch(() => undefined);
  }

  /**
   * Plays the bots of the current game on `clock`: each bot move waits `paceMs()` first so a person can follow, and
   * only one decision is asked at a time. A decision that comes back after the game moved on is dropped; one the
   * engine refuses is replaced by the seat's first legal move, noted in the session's errors. Returns the stop.
   */
  drive(clock: Scheduler, paceMs: () => number): () => void {
    const s = this.session;
    if (!s) return () => undefined;
    let timer: TimerId | null = null;
    let busy = false;
    let stopped = false;
    const step = (): void => {
      if (stopped || s.ended || busy || timer !== null || !s.isBotTurn()) return;
      timer = clock.schedule(paceMs(), () => {
        timer = null;
        void think();
      });
    };
    const think = async (): Promise<void> => {
      const seat = s.activeSeat();
      const level = s.seats[seat]?.bot;
      if (!level) return;
      const before = s.actions.length;
      busy = true;
      const d = await this.deps.bots
        .decide(level, s.view(seat), s.legal(seat), decisionSeed(s.seed, seat, before))
        .catch(() => null);
      busy = false;
      if (stopped || s.ended || s.actions.length !== before) return step();
      const r = d ? s.actForBot(d.action, d.reason) : { ok: false as const, error: 'internal' as const };
      if (!r.ok) {
        s.errors.push(`bot move refused at action ${before}: ${r.error}`);
        const first = s.legal(seat)[0];
        if (first) s.actForBot(first, { kind: 'fallback' });
      }
      step();
    };
    const unsubscribe = s.subscribe(() => step());
    step();
    return () => {
      stopped = true;
      unsubscribe();
      if (timer !== null) clock.cancel(timer);
      timer = null;
    };
  }

  /** Hears that another tab took the current game over (the board on screen leaves); returns the unsubscribe. */
  onTaken(fn: () => void): () => void {
    return this.taken.on(fn);
  }

  /** Ends the current game because another tab took it over, and tells whoever listens (the board on screen). */
  takenOver(): void {
    this.end();
    this.taken.emit();
  }

  /** Ends the current game (its record stays saved). */
  end(): void {
    if (this.session && this.saved) this.tracker?.stop();
    this.stopSaving?.();
    this.stopSaving = null;
    this.session?.dispose();
    this.session = null;
    this.saved = null;
  }
}

export type { BoardSaveRecord };
