/** A running game: holds the engine state, applies intents, runs bots, and tells listeners what happened. */
import { activeSeats, applyAction, legalActions, replay, viewFor } from '../cards/engine';
import type { Action, ErrorCode, GameEvent, GameSetup, GameState, GameView } from '../cards/engine';
import { decisionSeed } from '../cards/bots/play';
import { reasonRecordText } from './reasonRecord';
import type { ReasonRecord, ReasonRecords } from './reasonRecord';
import type { BotRunner } from './botRunner';
import { botSeat } from './seats';
import { isLevel } from '../cards/bots/levels';
import { t } from '../i18n';

/** What a listener receives after every change. */
export interface SessionUpdate {
  events: GameEvent[];
  /** The seat that acted, or -1 for the start. */
  seat: number;
  /** A bot's one-line reason for its action, when given, in the language of the moment. */
  reason?: string;
  /** The same reason as data, to word it again in another language. */
  why?: ReasonRecord;
}

/** The line the table shows for a refused move; an engine failure (a bug) says the autosave holds the game before it. */
export function refusalText(error: ErrorCode): string {
  return error === 'internal' ? t('table.internal') : t('table.refused', { error });
}

/** A session, or why it could not be started: the engine's error and the index of the action (-1: the setup). */
export type SessionResult =
  { ok: true; session: GameSession } | { ok: false; error: ErrorCode; index: number; message?: string };

/** A game session: setup, seed and the log of actions are all that is needed to rebuild it. */
export class GameSession {
  private current: GameState;
  private readonly listeners = new Set<(u: SessionUpdate) => void>();
  private botBusy = false;
  private disposed = false;
  /** Every action applied so far, in order. */
  readonly actions: Action[];
  /** The reasons logged with bots' actions, by action index (saved with the game, so a reload logs them again). */
  private readonly why: Record<number, ReasonRecord>;
  /** Engine failures (bugs) met while playing, one line each, for the test hook. */
  readonly errors: string[] = [];

  private constructor(
    readonly setup: GameSetup,
    readonly seed: number,
    private readonly bots: BotRunner | null,
    state: GameState,
    log: readonly Action[],
    reasons: ReasonRecords,
  ) {
    this.current = state;
    this.actions = log.slice();
    this.why = { ...reasons };
  }

  /** Starts a new game, or rebuilds one from an action log; a bad setup or a rejected log is an error result. */
  static create(
    setup: GameSetup,
    seed: number,
    bots: BotRunner | null,
    log: readonly Action[] = [],
    reasons: ReasonRecords = {},
  ): SessionResult {
    const r = replay(setup, seed, log);
    if (!r.ok) {
      const fail: SessionResult = { ok: false, error: r.error, index: r.index };
      if (r.message !== undefined) fail.message = r.message;
      return fail;
    }
    return { ok: true, session: new GameSession(setup, seed, bots, r.state, log, reasons) };
  }

  /**
   * A saved game resumed from the state its loader already built by replaying `log` (`loadSaveObject`), so the log
   * is replayed once.
   */
  static resume(
    save: { setup: GameSetup; seed: number; actions: readonly Action[]; reasons?: ReasonRecords },
    state: GameState,
    bots: BotRunner | null,
  ): GameSession {
    return new GameSession(save.setup, save.seed, bots, state, save.actions, save.reasons ?? {});
  }

  /** The reasons logged with bots' actions so far, by action index. */
  get reasons(): ReasonRecords {
    return { ...this.why };
  }

  /** The engine state (for the app layer: persistence and tests; scenes use views). */
  get state(): GameState {
    return this.current;
  }

  /** Seats driven by a person on this device. */
  humanSeats(): number[] {
    return this.setup.seats.flatMap((s, i) => (s.kind === 'real' && s.controller === 'human' ? [i] : []));
  }

  /** Seats that must act now. */
  activeSeats(): number[] {
    return activeSeats(this.current);
  }

  /** The first person who must act now, or -1 when no person is due. */
  dueHuman(): number {
    const humans = this.humanSeats();
    return this.activeSeats().find((s) => humans.includes(s)) ?? -1;
  }

  /** The view of a seat (-1: spectator). */
  view(seat: number): GameView {
    return viewFor(this.current, seat);
  }

  /** Legal actions of a seat. */
  legal(seat: number): ReturnType<typeof legalActions> {
    return legalActions(this.current, seat);
  }

  /** Subscribes to updates; returns the unsubscribe function. */
  subscribe(fn: (u: SessionUpdate) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /**
   * Sends an intent, with the reason the log shows for it when the table moves for a bot; returns the engine's error
   * code when rejected (`internal` is also kept in `errors`).
   */
  send(action: Action, why?: ReasonRecord): ErrorCode | null {
    return this.apply(action, why);
  }

  /** Applies an action with its reason (a bot's), kept as data and given to listeners in words too. */
  private apply(action: Action, why?: ReasonRecord): ErrorCode | null {
    if (this.disposed) return 'game-over';
    const r = applyAction(this.current, action);
    if (!r.ok) {
      if (r.error === 'internal')
        this.errors.push(`action ${this.actions.length} ${JSON.stringify(action)}: ${r.message ?? ''}`);
      return r.error;
    }
    this.current = r.state;
    if (why) this.why[this.actions.length] = why;
    this.actions.push(action);
    const update: SessionUpdate = { events: r.events, seat: action.seat };
    if (why) {
      update.reason = reasonRecordText(why);
      update.why = why;
    }
    for (const fn of this.listeners) fn(update);
    return null;
  }

  /** Asks the bot of the first due bot seat for its action and applies it; resolves false when no bot is due. */
  async stepBot(): Promise<boolean> {
    if (!this.bots || this.botBusy || this.disposed) return false;
    const seat = botSeat(this);
    if (seat < 0) return false;
    const st = this.setup.seats[seat];
    if (st?.kind !== 'real' || st.controller === 'human') return false;
    this.botBusy = true;
    try {
      const before = this.actions.length;
      const level = st.controller;
      // An unknown level fails like a failing bot: the table moves for the seat (tableController's fallback).
      if (!isLevel(level)) throw new Error(`unknown bot level ${level}`);
      const d = await this.bots.decide(
        level,
        this.view(seat),
        this.legal(seat),
        decisionSeed(this.seed, seat, before),
      );
      if (this.disposed || this.actions.length !== before) return false;
      return this.apply(d.action, d.reason) === null;
    } finally {
      this.botBusy = false;
    }
  }

  /** True while a bot is thinking. */
  get thinking(): boolean {
    return this.botBusy;
  }

  /** Stops bots and listeners. */
  dispose(): void {
    this.disposed = true;
    this.listeners.clear();
  }
}
