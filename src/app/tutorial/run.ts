/** The lesson being played, if any: opened from the title, played at the table without being saved, then left. */
import type { Games } from '../app';
import type { GameSession } from '../session';
import { HINTS_KEY, TUTORIAL_KEY, readHints, writeHints } from '../hints';
import type { HintState } from '../hints';
import { localSlot, readProgress, sessionSlot } from './progress';
import type { TextStore } from './progress';
import { TUTORIAL_STEPS } from './script';
import { Tutorial } from './tutorial';
import { eraEndOnce } from './auto';
import { IN_LESSON_KEY } from '../atTable';
import { t } from '../../i18n';

/** The sessionStorage slot marking this tab as in the lesson, so a reload comes back to it. */
export const LESSON_KEY = IN_LESSON_KEY;

/** Where the lesson keeps its step, and the mark that this tab is in it. */
export interface LessonStores {
  progress: () => TextStore | null;
  playing: () => TextStore | null;
}

/** The browser's stores: the step in localStorage, the "in the lesson" mark in this tab's sessionStorage. */
export const BROWSER_LESSON_STORES: LessonStores = {
  progress: () => localSlot(TUTORIAL_KEY),
  playing: () => sessionSlot(LESSON_KEY),
};

/** The App's lesson: at most one running, played as `games`' current game without being saved. */
export class Lessons {
  private running: Tutorial | null = null;
  /** The moves made for the player at Era I's end, worked out for the first lesson and kept for the next. */
  private readonly eraEnd = eraEndOnce();

  constructor(
    private readonly games: Games,
    private readonly stores: LessonStores = BROWSER_LESSON_STORES,
  ) {}

  private markPlaying(on: boolean): void {
    try {
      this.stores.playing()?.write(on ? '1' : '');
    } catch {
      // No session storage: a reload then shows the title, where Learn to play resumes.
    }
  }

  /** Opens the lesson (at its saved step unless `fresh`) and makes its game the current one, unsaved. */
  start(fresh = false): Tutorial {
    this.running?.dispose();
    const running = Tutorial.open(t('tutorial.playerName'), this.stores.progress(), fresh, this.eraEnd);
    this.running = running;
    this.games.playUnsaved(running.session);
    this.markPlaying(true);
    return running;
  }

  /** The tutorial of this game, or null for a real game. */
  of(session: GameSession): Tutorial | null {
    return this.running && this.running.session === session ? this.running : null;
  }

  /** True when this tab was in an unfinished lesson when the page was last left (a reload returns to it). */
  interrupted(): boolean {
    let mark: string | null = null;
    try {
      mark = this.stores.playing()?.read() ?? null;
    } catch {
      return false;
    }
    return mark === '1' && !readProgress(this.stores.progress(), TUTORIAL_STEPS.length).done;
  }

  /** After a reload in the lesson: opens it again at its saved step; null (and the mark cleared) otherwise. */
  resumeInterrupted(): Tutorial | null {
    if (this.running) return this.running;
    if (this.interrupted()) return this.start();
    this.markPlaying(false);
    return null;
  }

  /** Leaves the lesson (its progress stays saved) and ends its game; `finished` marks it done or skipped. */
  leave(finished: boolean): void {
    this.markPlaying(false);
    if (!this.running) return;
    if (finished) this.running.finish();
    this.running.dispose();
    this.running = null;
    this.games.end();
  }
}

/** The one-time tips' state, as saved. */
export function hintState(): HintState {
  return readHints(localSlot(HINTS_KEY));
}

/** Saves the one-time tips' state. */
export function saveHintState(state: HintState): void {
  writeHints(localSlot(HINTS_KEY), state);
}
