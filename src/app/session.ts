/** A running game: holds the engine state, applies intents, runs bots, and tells listeners what happened. */
import { activeSeats, applyAction, createGame, legalActions, viewFor } from '../engine';
import type { Action, ErrorCode, GameEvent, GameSetup, GameState, GameView } from '../engine';
import { decisionSeed } from '../bots/play';
import type { BotReason } from '../bots/types';
import { botReasonText } from '../i18n/reasons';
import type { BotRunner } from './botRunner';

/** What a listener receives after every change. */
export interface SessionUpdate {
  events: GameEvent[];
  /** The seat that acted, or -1 for the start. */
  seat: number;
  /** A bot's one-line reason for its action, when given, in the language of the moment. */
  reason?: string;
  /** The same reason as data, to word it again in another language. */
  why?: BotReason;
}

/** A game session: setup, seed and the log of actions are all that is needed to rebuild it. */
export class GameSession {
  private current: GameState;
  private readonly listeners = new Set<(u: SessionUpdate) => void>();
  private botBusy = false;
  private disposed = false;
  /** Every action applied so far, in order. */
  readonly actions: Action[] = [];

  /** Starts a new game, or rebuilds one from an action log. Throws on a bad setup or a rejected log. */
  constructor(
    readonly setup: GameSetup,
    readonly seed: number,
    private readonly bots: BotRunner | null,
    log: readonly Action[] = [],
  ) {
    const start = createGame(setup, seed);
    if (!start.ok) throw new Error(`bad setup: ${start.error}`);
    this.current = start.state;
    for (const a of log) {
      const r = applyAction(this.current, a);
      if (!r.ok) throw new Error(`action ${this.actions.length} rejected: ${r.error}`);
      this.current = r.state;
      this.actions.push(a);
    }
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

  /** Sends an intent of a person; returns the engine's error code when rejected. */
  send(action: Action, reason?: string): ErrorCode | null {
    return this.apply(action, reason);
  }

  /** Applies an action with its reason in words and, for a bot, as data. */
  private apply(action: Action, reason?: string, why?: BotReason): ErrorCode | null {
    if (this.disposed) return 'game-over';
    const r = applyAction(this.current, action);
    if (!r.ok) return r.error;
    this.current = r.state;
    this.actions.push(action);
    const update: SessionUpdate = { events: r.events, seat: action.seat };
    if (reason) update.reason = reason;
    if (why) update.why = why;
    for (const fn of this.listeners) fn(update);
    return null;
  }

  /** Asks the bot of the first due bot seat for its action and applies it; resolves false when no bot is due. */
  async stepBot(): Promise<boolean> {
    if (!this.bots || this.botBusy || this.disposed) return false;
    const seat = this.activeSeats().find((s) => {
      const st = this.setup.seats[s];
      return st?.kind === 'real' && st.controller !== 'human';
    });
    if (seat === undefined) return false;
    const st = this.setup.seats[seat];
    if (st?.kind !== 'real' || st.controller === 'human') return false;
    this.botBusy = true;
    try {
      const before = this.actions.length;
      const d = await this.bots.decide(
        st.controller,
        this.view(seat),
        this.legal(seat),
        decisionSeed(this.seed, seat, before),
      );
      if (this.disposed || this.actions.length !== before) return false;
      return this.apply(d.action, d.reason && botReasonText(d.reason), d.reason) === null;
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
