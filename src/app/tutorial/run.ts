/** The tutorial being played, if any: opened from the title, played at the table without being saved, then left. */
import type { Games } from '../app';
import type { GameSession } from '../session';
import { HINTS_KEY, TUTORIAL_KEY, readHints, writeHints } from '../hints';
import type { HintState } from '../hints';
import { localSlot, readProgress, sessionSlot } from './progress';
import type { TextStore } from './progress';
import { TUTORIAL_STEPS } from './script';
import { Tutorial } from './tutorial';
import { IN_LESSON_KEY } from '../atTable';
import { t } from '../../i18n';

/** The sessionStorage slot marking this tab as in the lesson, so a reload comes back to it. */
export const LESSON_KEY = IN_LESSON_KEY;

let running: Tutorial | null = null;
let progressSlot: () => TextStore | null = () => localSlot(TUTORIAL_KEY);
let playingSlot: () => TextStore | null = () => sessionSlot(LESSON_KEY);

/** Replaces where the lesson keeps its step and its "in the lesson" mark (tests use memory). */
export function useTutorialStores(progress: TextStore | null, playing: TextStore | null): void {
  progressSlot = () => progress;
  playingSlot = () => playing;
}

function markPlaying(on: boolean): void {
  try {
    playingSlot()?.write(on ? '1' : '');
  } catch {
    // No session storage: a reload then shows the title, where Learn to play resumes.
  }
}

/** Opens the lesson (at its saved step unless `fresh`) and makes its game the current one of `games`, unsaved. */
export function startTutorial(games: Games, fresh = false): Tutorial {
  running?.dispose();
  running = Tutorial.open(t('tutorial.playerName'), progressSlot(), fresh);
  games.playUnsaved(running.session);
  markPlaying(true);
  return running;
}

/** The tutorial of this game, or null for a real game. */
export function tutorialOf(session: GameSession): Tutorial | null {
  return running && running.session === session ? running : null;
}

/** True when this tab was in an unfinished lesson when the page was last left (a reload returns to it). */
export function lessonInterrupted(): boolean {
  let mark: string | null = null;
  try {
    mark = playingSlot()?.read() ?? null;
  } catch {
    return false;
  }
  return mark === '1' && !readProgress(progressSlot(), TUTORIAL_STEPS.length).done;
}

/** After a reload in the lesson: opens it again at its saved step; null (and the mark cleared) otherwise. */
export function resumeInterruptedLesson(games: Games): Tutorial | null {
  if (running) return running;
  if (lessonInterrupted()) return startTutorial(games);
  markPlaying(false);
  return null;
}

/** Leaves the lesson (its progress stays saved) and ends its game; `finished` marks it done or skipped. */
export function leaveTutorial(games: Games, finished: boolean): void {
  markPlaying(false);
  if (!running) return;
  if (finished) running.finish();
  running.dispose();
  running = null;
  games.end();
}

/** The one-time tips' state, as saved. */
export function hintState(): HintState {
  return readHints(localSlot(HINTS_KEY));
}

/** Saves the one-time tips' state. */
export function saveHintState(state: HintState): void {
  writeHints(localSlot(HINTS_KEY), state);
}
