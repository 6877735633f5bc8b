/** A running board lesson: the session on the fixed deal, the current step, the gate on moves and the saved progress. */
import type { BoardAction } from '../../board/engine';
import { BoardSession } from '../board/boardSession';
import { readProgress, writeProgress } from '../tutorial/progress';
import type { TextStore } from '../tutorial/progress';
import { checkMove } from './check';
import type { LessonWhy } from './check';
import { autoMove, lessonPlan } from './deal';
import type { LessonPlan } from './deal';
import { LESSON_SEED, LESSON_SETUP, LESSON_STEPS, lessonSeats } from './script';
import type { LessonChoice, LessonStep } from './script';
import { lessonFacts } from './text';
import type { LessonFacts } from './text';

/** The key under which the App's storage keeps the board lesson's progress (the card lesson has its own). */
export const BOARD_LESSON_KEY = 'boardLesson:progress';

/** The names at the table: the person's, then the two bots'. */
export interface LessonNames {
  player: string;
  bots: readonly [string, string];
}

/** The board lesson of a table: steps forward on "go on" and on the expected move, and refuses every other move. */
export class BoardLesson {
  private index: number;
  private readonly listeners = new Set<() => void>();
  private readonly unsubscribe: () => void;

  private constructor(
    /** The game on the fixed deal; the App drives its bots and never saves it. */
    readonly session: BoardSession,
    private readonly plan: LessonPlan,
    private readonly store: TextStore | null,
    index: number,
  ) {
    this.index = index;
    this.unsubscribe = session.subscribe(() => this.sync());
    this.save();
  }

  /** Opens the lesson at its saved step (from the start when finished or never begun, or when `fresh`). */
  static open(names: LessonNames, store: TextStore | null, fresh = false): BoardLesson {
    const saved = readProgress(store, LESSON_STEPS.length);
    const index = fresh || saved.done ? 0 : saved.step;
    const plan = lessonPlan();
    const log = plan.run.log.slice(0, plan.marks[index] ?? 0);
    const r = BoardSession.create(LESSON_SETUP, LESSON_SEED, lessonSeats(names.player, names.bots), log);
    // The deal and the script are checked by test/board/lesson: a refusal here is a bug.
    if (!r.ok) throw new Error(`board lesson refused at action ${r.index}: ${r.error}`);
    return new BoardLesson(r.session, plan, store, index);
  }

  /** The step shown now. */
  get step(): LessonStep {
    return LESSON_STEPS[this.index] as LessonStep;
  }

  /** The index of the step shown now. */
  get stepIndex(): number {
    return this.index;
  }

  /** True on the last step. */
  get last(): boolean {
    return this.index === LESSON_STEPS.length - 1;
  }

  /** True when the table waits on the person (or the game is over): the step's note is shown then, not while bots move. */
  ready(): boolean {
    const a = this.session.activeSeat();
    return a < 0 || !this.session.seats[a]?.bot;
  }

  /** What the notes say about the game: the state now, the names, the duel and the round-1 income of the deal. */
  facts(): LessonFacts {
    return lessonFacts(this.session.state, this.session.names(), this.plan.run.events);
  }

  /** Null when the move is the step's move; otherwise why not. */
  gate(a: BoardAction): LessonWhy | null {
    if (this.step.auto) {
      const m = this.autoMove();
      return m && JSON.stringify(m) === JSON.stringify(a) ? null : { code: 'watch' };
    }
    return checkMove(this.step, a);
  }

  /** Sends the person's move when it is the step's move; otherwise sends nothing and says why. */
  act(a: BoardAction): LessonWhy | null {
    const why = this.gate(a);
    if (why) return why;
    const r = this.session.act(a);
    // The gate passes only the script's own moves, which the tests play through: a refusal here is a bug.
    if (!r.ok) throw new Error(`board lesson move refused: ${r.error}`);
    return null;
  }

  /** On the step that plays the game out: the person's move to make for them now, or null. */
  autoMove(): BoardAction | null {
    return this.step.auto ? autoMove(this.session.state, this.session.actions.length) : null;
  }

  /** Goes on from a reading step; false on a step that waits for a move, the game's end or a choice. */
  next(): boolean {
    if (this.step.expect || this.step.auto || this.step.choices || this.last) return false;
    this.go(this.index + 1);
    return true;
  }

  /** The last step's choice: the lesson is marked finished, and the App opens a real game or the lesson again. */
  choose(choice: LessonChoice): LessonChoice | null {
    if (!this.step.choices?.includes(choice)) return null;
    this.finish();
    return choice;
  }

  /** Marks the lesson finished (or skipped): next time it starts from the beginning. */
  finish(): void {
    writeProgress(this.store, { step: 0, done: true });
  }

  /** Hears every step change; returns the unsubscribe function. */
  onStep(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** Stops listening to the session and ends it. */
  dispose(): void {
    this.unsubscribe();
    this.listeners.clear();
    this.session.dispose();
  }

  /** After a move: a step whose move has now been made (or whose game is over) is done. */
  private sync(): void {
    const made = this.session.actions.length;
    const after = this.plan.marks[this.index + 1] ?? Infinity;
    if (this.step.expect && made >= after) this.go(this.index + 1);
    else if (this.step.auto && this.session.activeSeat() < 0) this.go(this.index + 1);
  }

  private go(index: number): void {
    this.index = index;
    this.save();
    for (const fn of this.listeners) fn();
  }

  private save(): void {
    writeProgress(this.store, { step: this.index, done: false });
  }
}
