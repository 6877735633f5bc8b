/**
 * The App's board game: at most one session, its bots paced so a person can follow them, its record saved after every
 * action, and the title's Continue for it. Saves live in the app's key-value store under their own prefix.
 */
import { decisionSeed } from '../../shared';
import type { BoardSetup } from '../../board/engine';
import type { BoardBotRunner } from '../boardBots';
import type { KeyValue } from '../saveStore';
import type { Scheduler, TimerId } from '../tableController';
import { BoardSession } from './boardSession';
import type { BoardSeatConfig, BoardSessionResult } from './boardSession';
import { boardSaveRecord, readBoardSave, BOARD_SAVE_PREFIX } from './boardSave';
import type { BoardSaveRecord } from './boardSave';

/** The store key of the kind of game last started or resumed ('cards' or 'board'), for the title's Continue. */
export const LAST_KIND_KEY = 'continue:kind';
const LATEST = `${BOARD_SAVE_PREFIX}latest`;

/** What BoardGames needs: the store, the clock, new ids, the bots, and a way to report a failed write. */
export interface BoardGamesDeps {
  kv: KeyValue;
  now: () => number;
  newId: () => string;
  bots: BoardBotRunner;
  onWriteFailed?: (e: unknown) => void;
}

/** The board game the App holds. */
export class BoardGames {
  private session: BoardSession | null = null;
  private saved: { id: string; createdAt: number } | null = null;
  private stopSaving: (() => void) | null = null;
  private writing: Promise<void> = Promise.resolve();
  /** How many actions the board on screen has drawn (-1: no board on screen), for the test hook's settled moment. */
  drawnAt = -1;

  constructor(private readonly deps: BoardGamesDeps) {}

  /** The game being played, if any. */
  current(): BoardSession | null {
    return this.session;
  }

  /** Starts a new game (ending the current one) and saves it; a bad setup changes nothing. */
  newGame(setup: BoardSetup, seed: number, seats: readonly BoardSeatConfig[]): BoardSessionResult {
    const r = BoardSession.create(setup, seed, seats);
    if (!r.ok) return r;
    this.adopt(r.session, { id: this.deps.newId(), createdAt: this.deps.now() });
    return r;
  }

  /** Makes a session current and keeps its record saved after every change. */
  adopt(session: BoardSession, saved: { id: string; createdAt: number }): void {
    this.end();
    this.session = session;
    this.saved = saved;
    session.saveId = saved.id;
    this.stopSaving = session.subscribe(() => void this.save());
    void this.save();
    void this.deps.kv.setItem(LAST_KIND_KEY, 'board').catch(() => undefined);
  }

  /** Writes the current game's record (writes run one after another; each writes the game as it is then). */
  save(): Promise<void> {
    const s = this.session;
    const at = this.saved;
    if (!s || !at) return this.writing;
    this.writing = this.writing.then(async () => {
      const rec = boardSaveRecord(s, at.id, at.createdAt, this.deps.now());
      try {
        await this.deps.kv.setItem(BOARD_SAVE_PREFIX + at.id, rec);
        await this.deps.kv.setItem(LATEST, at.id);
      } catch (e) {
        this.deps.onWriteFailed?.(e);
      }
    });
    return this.writing;
  }

  /** The id of the latest board game when it is unfinished and readable, else null. */
  async latestUnfinished(): Promise<string | null> {
    const id = await this.deps.kv.getItem<string>(LATEST).catch(() => null);
    if (typeof id !== 'string') return null;
    const r = readBoardSave(await this.deps.kv.getItem<unknown>(BOARD_SAVE_PREFIX + id).catch(() => null));
    return r.ok && r.session.state.phase !== 'over' ? id : null;
  }

  /** Opens a saved board game and makes it current; null when it is missing or damaged (nothing is deleted). */
  async resume(id: string): Promise<BoardSession | null> {
    if (this.session && this.saved?.id === id && !this.session.ended) return this.session;
    const raw = await this.deps.kv.getItem<unknown>(BOARD_SAVE_PREFIX + id).catch(() => null);
    const r = readBoardSave(raw);
    if (!r.ok) return null;
    this.adopt(r.session, { id: r.record.id, createdAt: r.record.createdAt });
    return r.session;
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

  /** Ends the current game (its record stays saved). */
  end(): void {
    this.stopSaving?.();
    this.stopSaving = null;
    this.session?.dispose();
    this.session = null;
    this.saved = null;
  }
}

export type { BoardSaveRecord };
