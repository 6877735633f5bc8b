/**
 * A saved board game laid out for its replay screen: the state after every action, the log up to each step, and
 * the step on screen, moved one at a time, to either end, or a round back and on. Everything is open in the board
 * game (BOARD 1), so every step is seen as a spectator sees it: all seats' holdings. The scene only draws this.
 */
import { activeSeat, applyAction, createGame, viewFor } from '../../board/engine';
import type { BoardAction, BoardSetup, BoardState, BoardView } from '../../board/engine';
import { t } from '../../i18n';
import { seatName, youSeat } from '../../ui/board/boardWords';
import { boardActionLog, LOG_KEEP } from '../boardLog';
import type { BoardLogLine } from '../boardLog';
import { boardScreen } from '../boardScreen';
import type { BoardScreen, BoardTable } from '../boardScreen';
import { BoardTurn } from '../boardTurn';
import { boardDigest } from './boardDigest';
import type { BoardSaveRecord } from './boardSave';
import type { BoardSeatConfig, BoardWhy } from './boardSession';

/** One step: step 0 is the game as dealt, step k the state after action k - 1 and the log lines that action added. */
export interface BoardReplayStep {
  index: number;
  /** The action of this step (null for the deal). */
  action: BoardAction | null;
  state: BoardState;
  lines: BoardLogLine[];
}

/** What a replay control does. */
export type ReplayMove = 'first' | 'roundBack' | 'back' | 'forward' | 'roundOn' | 'last';

/** The labels of the controls: the card game's replay's own. */
export type ReplayLabel =
  | 'replay.first'
  | 'replay.roundBack'
  | 'replay.stepBack'
  | 'replay.stepOn'
  | 'replay.roundOn'
  | 'replay.last';

/** One control of the replay: its id (a test-hook intent `button:<id>`), label key, keyboard key and state. */
export interface ReplayControl {
  move: ReplayMove;
  id: string;
  label: ReplayLabel;
  /** The arrow a control too narrow for its words shows (no words, so no language). */
  glyph: string;
  key: string;
  enabled: boolean;
}

/** The controls in the order they are drawn: backwards on the left, forwards on the right. */
const CONTROLS: readonly Omit<ReplayControl, 'enabled'>[] = [
  { move: 'first', id: 'replay-first', label: 'replay.first', glyph: '|‹', key: 'Home' },
  { move: 'roundBack', id: 'replay-prev-round', label: 'replay.roundBack', glyph: '«', key: 'PageUp' },
  { move: 'back', id: 'replay-prev', label: 'replay.stepBack', glyph: '‹', key: 'ArrowLeft' },
  { move: 'forward', id: 'replay-next', label: 'replay.stepOn', glyph: '›', key: 'ArrowRight' },
  { move: 'roundOn', id: 'replay-next-round', label: 'replay.roundOn', glyph: '»', key: 'PageDown' },
  { move: 'last', id: 'replay-last', label: 'replay.last', glyph: '›|', key: 'End' },
];

/** What the test hook reports of the replay screen. */
export interface BoardReplayHook {
  loaded: true;
  step: number;
  last: number;
  round: number;
  phase: string;
  digest: string;
  /** The log's lines up to the step shown. */
  lines: string[];
}

/** A board game's replay, built once from its setup, seed and actions; it opens at the last step (the game's end). */
export class BoardReplay {
  private readonly steps: BoardReplayStep[] = [];
  private here: number;

  /** Replays the game; throws when the setup is bad or an action is refused (a record is read before it gets here). */
  constructor(
    readonly setup: BoardSetup,
    readonly seed: number,
    readonly seats: readonly BoardSeatConfig[],
    actions: readonly BoardAction[],
    reasons: Readonly<Record<number, BoardWhy>> = {},
  ) {
    const start = createGame(setup, seed);
    if (!start.ok) throw new Error(`bad setup: ${start.error}`);
    this.steps.push({ index: 0, action: null, state: start.state, lines: [] });
    let state = start.state;
    actions.forEach((a, i) => {
      const r = applyAction(state, a);
      if (!r.ok) throw new Error(`action ${i} refused: ${r.error}`);
      state = r.state;
      const lines = boardActionLog(seats, state, a, r.events, reasons[i]);
      this.steps.push({ index: i + 1, action: a, state, lines });
    });
    this.here = this.last;
  }

  /** The replay of a record that was read and checked (boardSave.ts readBoardSave). */
  static of(record: BoardSaveRecord): BoardReplay {
    return new BoardReplay(record.setup, record.seed, record.seats, record.actions, record.reasons);
  }

  /** The last step's index (the number of actions). */
  get last(): number {
    return this.steps.length - 1;
  }

  /** The step on screen. */
  get at(): number {
    return this.here;
  }

  /** Clamps an index into the steps. */
  clamp(i: number): number {
    return Math.max(0, Math.min(this.last, Math.trunc(i)));
  }

  /** A step, clamped into range. */
  step(i: number): BoardReplayStep {
    return this.steps[this.clamp(i)] as BoardReplayStep;
  }

  /** What a spectator sees at a step: everything (BOARD 1). */
  view(i: number): BoardView {
    return viewFor(this.step(i).state, -1);
  }

  /** Shows step i (clamped); true when the step shown changed. */
  go(i: number): boolean {
    const next = this.clamp(i);
    if (next === this.here) return false;
    this.here = next;
    return true;
  }

  /** The step a move leads to from the step shown. */
  target(move: ReplayMove): number {
    const at = this.here;
    if (move === 'first') return 0;
    if (move === 'last') return this.last;
    if (move === 'back') return this.clamp(at - 1);
    if (move === 'forward') return this.clamp(at + 1);
    return this.roundStep(at, move === 'roundOn' ? 1 : -1);
  }

  /** Makes a move; true when the step shown changed. */
  move(move: ReplayMove): boolean {
    return this.go(this.target(move));
  }

  /** The first step of the next round (dir 1; the last step in the last round), or of this round (dir -1; of the one
   * before when already at its first step). A round starts at the first step whose state is in it (BOARD 3). */
  roundStep(i: number, dir: 1 | -1): number {
    const round = (k: number): number => this.step(k).state.round;
    const from = this.clamp(i);
    if (dir === 1) {
      for (let k = from + 1; k <= this.last; k++) if (round(k) !== round(from)) return k;
      return this.last;
    }
    let k = from;
    while (k > 0 && round(k - 1) === round(from)) k--;
    if (k === from && k > 0) {
      const before = round(k - 1);
      while (k > 0 && round(k - 1) === before) k--;
    }
    return k;
  }

  /** The controls with their state at the step shown: each is off where it would not move. */
  controls(): ReplayControl[] {
    return CONTROLS.map((c) => ({ ...c, enabled: this.target(c.move) !== this.here }));
  }

  /** The log up to step i: every action's lines in order, those of step i itself marked as the latest. */
  log(i: number): BoardLogLine[] {
    const to = this.clamp(i);
    const out: BoardLogLine[] = [];
    for (let k = 1; k <= to; k++)
      for (const l of this.steps[k]?.lines ?? []) out.push({ ...l, last: k === to });
    return out.slice(-LOG_KEEP);
  }

  /** "Replay · round R, step k of n" for step i. */
  counter(i: number): string {
    const at = this.clamp(i);
    return t('boardReplay.counter', { round: this.step(at).state.round, at, last: this.last });
  }

  /** The table at step i as a read-only game: a spectator's view, no moves, no undo. */
  table(i: number): BoardTable {
    const state = this.step(i).state;
    const names = this.seats.map((s) => s.name);
    return {
      seats: this.seats,
      activeSeat: () => activeSeat(state),
      view: () => viewFor(state, -1),
      legal: () => [],
      canUndo: () => false,
      names: () => names,
    };
  }

  /**
   * The board screen at step i, `room` buttons in its (unused) bar: nothing lit, nothing offered. Its headline names
   * whose turn it was, with no one thinking: a replay waits for no one.
   */
  screen(i: number, room: number): BoardScreen {
    const sc = boardScreen(this.table(i), new BoardTurn(), false, 0, room);
    const names = this.seats.map((s) => s.name);
    const a = sc.active;
    const text =
      a < 0
        ? t('boardTable.over')
        : a === youSeat(this.seats)
          ? t('boardTable.yourTurn')
          : t('boardTable.turnOf', { name: seatName(names, a) });
    return { ...sc, bar: { ...sc.bar, headline: { ...sc.bar.headline, text } } };
  }

  /** The hash of the whole state at step i, as the test hook gives a board game's. */
  digest(i: number): string {
    return boardDigest(this.step(i).state);
  }

  /** What the test hook reports of the step shown. */
  hook(): BoardReplayHook {
    const s = this.step(this.here).state;
    return {
      loaded: true,
      step: this.here,
      last: this.last,
      round: s.round,
      phase: s.phase,
      digest: this.digest(this.here),
      lines: this.log(this.here).map((l) => l.text),
    };
  }
}
