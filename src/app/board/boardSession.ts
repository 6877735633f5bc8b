/**
 * A running board game: the engine state, its action log with the bots' reasons, the seats (a person or an AI level,
 * a name and a colour), and listeners told of every change. Bots are driven by BoardGames.drive (boardGames.ts).
 */
import { applyAction, legalActions, replay, viewFor, activeSeat } from '../../board/engine';
import type {
  BoardAction,
  BoardError,
  BoardEvent,
  BoardSetup,
  BoardState,
  BoardView,
} from '../../board/engine';
import type { BoardLevel } from '../../board/bots/levels';
import type { BoardReason } from '../../board/bots/types';

/** Who plays a seat: a person (bot null) or an AI level; its name and colour (index into the six). */
export interface BoardSeatConfig {
  name: string;
  colour: number;
  bot: BoardLevel | null;
}

/** A reason logged with a bot's move: the bot's own, or the table's note that it moved for a failed bot. */
export type BoardWhy = BoardReason | { kind: 'fallback' };

/** What listeners hear after every change: the events, the action (null for an undo) and its seat, a bot's reason. */
export interface BoardUpdate {
  events: BoardEvent[];
  seat: number;
  action: BoardAction | null;
  why?: BoardWhy;
}

/** A session, or why the setup or the log was refused (index -1: the setup). */
export type BoardSessionResult =
  { ok: true; session: BoardSession } | { ok: false; error: BoardError; index: number };

/** A board game in play. */
export class BoardSession {
  private current: BoardState;
  private readonly listeners = new Set<(u: BoardUpdate) => void>();
  private disposed = false;
  private readonly log: BoardAction[];
  private readonly why: Record<number, BoardWhy>;
  /** Whether the last action may be taken back (set per action; a rebuilt game starts without). */
  private undoable = false;
  /** Engine failures (bugs) met while playing, one line each, for the test hook. */
  readonly errors: string[] = [];
  /** The id of the save record that keeps this game, once saved. */
  saveId: string | null = null;

  private constructor(
    readonly setup: BoardSetup,
    readonly seed: number,
    readonly seats: readonly BoardSeatConfig[],
    state: BoardState,
    log: readonly BoardAction[],
    why: Readonly<Record<number, BoardWhy>>,
  ) {
    this.current = state;
    this.log = log.slice();
    this.why = { ...why };
  }

  /** Starts a game, or rebuilds one from its log; a refused setup or log is an error result. */
  static create(
    setup: BoardSetup,
    seed: number,
    seats: readonly BoardSeatConfig[],
    log: readonly BoardAction[] = [],
    why: Readonly<Record<number, BoardWhy>> = {},
  ): BoardSessionResult {
    if (seats.length !== setup.players) return { ok: false, error: 'malformed', index: -1 };
    // One key order for every setup, so a game and its reloaded copy have the same state, key for key.
    const canonical: BoardSetup = { players: setup.players };
    if (setup.characters !== undefined) canonical.characters = setup.characters.slice();
    if (setup.buildings !== undefined) canonical.buildings = setup.buildings;
    const r = replay(canonical, seed, log);
    if (!r.ok) return { ok: false, error: r.error, index: r.index };
    return {
      ok: true,
      session: new BoardSession(
        canonical,
        seed,
        seats.map((s) => ({ ...s })),
        r.state,
        log,
        why,
      ),
    };
  }

  /** The engine state (persistence and tests; screens use views). */
  get state(): BoardState {
    return this.current;
  }

  /** Every action so far, in order. */
  get actions(): readonly BoardAction[] {
    return this.log;
  }

  /** The reasons of bots' actions, by action index. */
  get reasons(): Readonly<Record<number, BoardWhy>> {
    return { ...this.why };
  }

  /** The seats' names, in seat order. */
  names(): string[] {
    return this.seats.map((s) => s.name);
  }

  /** The seat that must act, -1 when the game is over. */
  activeSeat(): number {
    return activeSeat(this.current);
  }

  /** True when the seat to act is played by a bot. */
  isBotTurn(): boolean {
    const a = this.activeSeat();
    return a >= 0 && !!this.seats[a]?.bot;
  }

  /** A seat's view (-1: a spectator's). */
  view(seat: number): BoardView {
    return viewFor(this.current, seat);
  }

  /** The legal actions of a seat (none when it is not its turn). */
  legal(seat: number): BoardAction[] {
    return legalActions(this.current, seat);
  }

  /** Subscribes to updates; returns the unsubscribe. */
  subscribe(fn: (u: BoardUpdate) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** A person's action; refused for a bot's seat, or as the engine refuses it. */
  act(action: BoardAction): { ok: true } | { ok: false; error: BoardError } {
    if (this.seats[action.seat]?.bot) return { ok: false, error: 'not-your-turn' };
    return this.apply(action);
  }

  /** A bot's action with its reason (the pacer's way in). */
  actForBot(action: BoardAction, why: BoardWhy): { ok: true } | { ok: false; error: BoardError } {
    if (!this.seats[action.seat]?.bot) return { ok: false, error: 'not-your-turn' };
    return this.apply(action, why);
  }

  private apply(action: BoardAction, why?: BoardWhy): { ok: true } | { ok: false; error: BoardError } {
    if (this.disposed) return { ok: false, error: 'game-over' };
    const r = applyAction(this.current, action);
    if (!r.ok) {
      if (r.error === 'internal')
        this.errors.push(`action ${this.log.length} ${JSON.stringify(action)}: ${r.message ?? ''}`);
      return { ok: false, error: r.error };
    }
    // Nothing is hidden: a person may take a move back until chance (any use of the generator: dice, a tile from
    // the bag) or another seat follows it (BOARD 1).
    this.undoable =
      !this.seats[action.seat]?.bot &&
      r.state.rng === this.current.rng &&
      r.state.bag.length === this.current.bag.length;
    this.current = r.state;
    if (why) this.why[this.log.length] = why;
    this.log.push(action);
    const u: BoardUpdate = { events: r.events, seat: action.seat, action };
    if (why) u.why = why;
    for (const fn of this.listeners) fn(u);
    return { ok: true };
  }

  /** True when the last action was a person's, nothing random came of it, and nobody has moved since. */
  canUndo(): boolean {
    return this.undoable && !this.disposed && this.log.length > 0;
  }

  /** Takes the last action back by replaying the log without it. */
  undo(): boolean {
    if (!this.canUndo()) return false;
    const last = this.log[this.log.length - 1];
    const r = replay(this.setup, this.seed, this.log.slice(0, -1));
    if (!r.ok || !last) return false;
    this.current = r.state;
    this.log.pop();
    delete this.why[this.log.length];
    this.undoable = false;
    for (const fn of this.listeners) fn({ events: [], seat: last.seat, action: null });
    return true;
  }

  /** The reason given with action `i`, if a bot gave one. */
  reasonAt(i: number): BoardWhy | undefined {
    return this.why[i];
  }

  /** Stops listeners; later actions are refused. */
  dispose(): void {
    this.disposed = true;
    this.listeners.clear();
  }

  /** True once disposed. */
  get ended(): boolean {
    return this.disposed;
  }
}
