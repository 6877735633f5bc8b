/**
 * The App's board lesson: opened from the title or after a reload, played as the App's board game without being
 * saved, its bots paced like any game's and the person's moves made for them on the step that plays the game out.
 */
import type { BoardAction, BoardSetup } from '../../board/engine';
import { t } from '../../i18n';
import type { BoardGames } from '../board/boardGames';
import type { BoardSeatConfig, BoardSession } from '../board/boardSession';
import type { KeyValue } from '../saveStore';
import type { Scheduler, TimerId } from '../scheduler';
import { readProgress } from '../tutorial/progress';
import type { TextStore } from '../tutorial/progress';
import type { LessonWhy } from './check';
import { matches } from './deal';
import { BOARD_LESSON_KEY, BoardLesson } from './lesson';
import type { LessonNames } from './lesson';
import { LESSON_SEAT, LESSON_SETUP, LESSON_STEPS, lessonSeats } from './script';
import type { LessonChoice, LessonStepId } from './script';

/** The bots' names at the lesson's table (proper names, the same in every language). */
export const LESSON_BOT_NAMES = ['Wyatt', 'Annie'] as const;

/** What the board lesson needs: the App's board game, its store, this tab's mark and the names at the table. */
export interface BoardLessonDeps {
  games: BoardGames;
  /** The App's key-value store: the lesson's progress lives there under BOARD_LESSON_KEY. */
  kv: KeyValue;
  /** This tab's "in the lesson" slot, kept over a reload (sessionStorage in the browser), or null. */
  playing: () => TextStore | null;
  /** The names at the table; by default the person is "You" in the language of the moment. */
  names?: () => LessonNames;
}

/** Why a move was not made: the lesson's reason, or `waiting` while the bots take their turns. */
export type BoardLessonRefusal = LessonWhy | { code: 'waiting' };

/** What the setup of a first real game needs after the lesson: its setup and seats (the seed is the caller's). */
export interface RealGameSetup {
  setup: BoardSetup;
  seats: BoardSeatConfig[];
}

/** What the last step's choice leads to: a real game to set up, or the lesson opened again from its start. */
export type BoardLessonChosen =
  { choice: 'realGame'; game: RealGameSetup } | { choice: 'replay'; lesson: BoardLesson };

/** A rectangle in CSS pixels of the page. */
export interface CssBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Where the board screen drew the lesson's note and the box of what it points at (null: nothing). */
export interface LessonBoxes {
  /** The index of the step whose note was drawn. */
  index: number;
  note: CssBox;
  target: CssBox | null;
}

/** What the test hook reports of a running lesson, with the note's boxes once the board screen drew it. */
export interface BoardLessonSummary {
  step: LessonStepId;
  index: number;
  note?: CssBox;
  target?: CssBox | null;
}

/** The App's board lesson: at most one running, played as the App's board game without a record. */
export class BoardLessons {
  private running: BoardLesson | null = null;
  /** Set by the board screen each time it draws the note, for the test hook. */
  drawn: LessonBoxes | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly deps: BoardLessonDeps) {}

  private names(): LessonNames {
    return this.deps.names?.() ?? { player: t('setup.you'), bots: LESSON_BOT_NAMES };
  }

  private mark(on: boolean): void {
    try {
      this.deps.playing()?.write(on ? '1' : '');
    } catch {
      // No session storage: a reload then shows the title, where the lesson resumes from its saved step.
    }
  }

  /** The saved progress as stored text, after the writes under way. */
  private async storedText(): Promise<string | null> {
    await this.writing;
    const v = await this.deps.kv.getItem<unknown>(BOARD_LESSON_KEY).catch(() => null);
    return typeof v === 'string' ? v : null;
  }

  /** A progress slot over the store: read from what was loaded, each write queued after the last. */
  private progressStore(text: string | null): TextStore {
    let now = text;
    return {
      read: () => now,
      write: (next) => {
        now = next;
        this.writing = this.writing
          .then(() => this.deps.kv.setItem(BOARD_LESSON_KEY, next))
          .then(
            () => undefined,
            () => undefined,
          );
      },
    };
  }

  /** Opens the lesson at its saved step (from the start when `fresh`) and makes its game the App's board game, unsaved. */
  async start(fresh = false): Promise<BoardLesson> {
    const text = await this.storedText();
    this.running?.dispose();
    const lesson = BoardLesson.open(this.names(), this.progressStore(text), fresh);
    this.running = lesson;
    this.deps.games.playUnsaved(lesson.session);
    this.mark(true);
    return lesson;
  }

  /** The running lesson while its game is still the App's board game, else null. */
  current(): BoardLesson | null {
    const l = this.running;
    return l && this.deps.games.current() === l.session && !l.session.ended ? l : null;
  }

  /** The lesson of this board game, or null for a real one. */
  of(session: BoardSession): BoardLesson | null {
    const l = this.current();
    return l && l.session === session ? l : null;
  }

  /** True when this tab was in an unfinished board lesson when the page was last left (a reload returns to it). */
  async interrupted(): Promise<boolean> {
    let mark: string | null = null;
    try {
      mark = this.deps.playing()?.read() ?? null;
    } catch {
      return false;
    }
    if (mark !== '1') return false;
    const text = await this.storedText();
    return !readProgress({ read: () => text, write: () => undefined }, LESSON_STEPS.length).done;
  }

  /** After a reload in the lesson: opens it again at its saved step; null (and the mark cleared) otherwise. */
  async resumeInterrupted(): Promise<BoardLesson | null> {
    const now = this.current();
    if (now) return now;
    if (await this.interrupted()) return this.start();
    this.mark(false);
    return null;
  }

  /**
   * The person's move: made when it is the step's move, otherwise refused with the reason and nothing changes.
   * While the bots take their turns every move waits.
   */
  act(a: BoardAction): BoardLessonRefusal | null {
    const l = this.current();
    if (!l) return { code: 'notNow' };
    if (!l.ready()) return { code: 'waiting' };
    const why = l.gate(a);
    if (why) return why;
    // The gate compares only the fields the step names: a move with a token or another field the engine would
    // refuse is not the step's move either (BOARD 8).
    const legal = l.session.legal(LESSON_SEAT).some((x) => matches(x, a) && matches(a, x));
    if (!legal) return a.type === 'place' ? { code: 'plainCowboy' } : { code: 'notNow' };
    return l.act(a);
  }

  /** Goes on from a reading step; false on a step that waits for a move, while the bots play, or without a lesson. */
  next(): boolean {
    const l = this.current();
    return !!l && l.ready() && l.next();
  }

  /**
   * Plays the lesson's game on `clock`: the bots through the App's pacer (seeded as any game's, so the deal stays on
   * its script), and on the step that plays the game out the person's moves too, each after `paceMs()`. Returns
   * the stop.
   */
  drive(clock: Scheduler, paceMs: () => number): () => void {
    const l = this.current();
    if (!l) return () => undefined;
    const stopBots = this.deps.games.drive(clock, paceMs);
    let timer: TimerId | null = null;
    let stopped = false;
    const due = (): boolean =>
      !stopped && this.current() === l && !!l.step.auto && l.session.activeSeat() === LESSON_SEAT;
    const poke = (): void => {
      if (timer !== null || !due()) return;
      timer = clock.schedule(paceMs(), () => {
        timer = null;
        const m = due() ? l.autoMove() : null;
        if (m) l.act(m);
        poke();
      });
    };
    const offSession = l.session.subscribe(poke);
    const offStep = l.onStep(poke);
    poke();
    return () => {
      stopped = true;
      stopBots();
      offSession();
      offStep();
      if (timer !== null) clock.cancel(timer);
      timer = null;
    };
  }

  /**
   * The last step's choice: the lesson is marked finished; a real game leaves the lesson and returns its setup,
   * a replay opens the lesson again from its start. Null when the step offers no such choice.
   */
  async choose(choice: LessonChoice): Promise<BoardLessonChosen | null> {
    const l = this.current();
    if (!l?.choose(choice)) return null;
    if (choice === 'replay') return { choice, lesson: await this.start(true) };
    const names = this.names();
    this.leave(true);
    return { choice, game: { setup: { ...LESSON_SETUP }, seats: lessonSeats(names.player, names.bots) } };
  }

  /** Leaves the lesson (its step stays saved) and ends its game; `finished` marks it done or skipped. */
  leave(finished: boolean): void {
    this.mark(false);
    const l = this.running;
    if (!l) return;
    this.running = null;
    if (finished) l.finish();
    l.dispose();
    if (this.deps.games.current() === l.session) this.deps.games.end();
  }

  /** Waits for the progress writes under way. */
  settle(): Promise<void> {
    return this.writing;
  }

  /** The running lesson's step and its index, for the test hook; null without one. */
  summary(): BoardLessonSummary | null {
    const l = this.current();
    if (!l) return null;
    const d = this.drawn?.index === l.stepIndex ? this.drawn : null;
    return { step: l.step.id, index: l.stepIndex, ...(d ? { note: d.note, target: d.target } : {}) };
  }
}
