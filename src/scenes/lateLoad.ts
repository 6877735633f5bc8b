/**
 * The part of start-up that happens once the title is up: the scenes kept out of the entry chunk, the engine, the
 * art the title does not need and the saves store. Scenes that need them wait here (goTo does), so the title is
 * interactive sooner.
 */
import type { ContinueProvider } from '../app/app';
import { wakeRender } from '../ui/idleTracker';

/** What the late work brings that the first scenes (title, boot) call. */
export interface LateParts {
  /** Where a reload opens: back in the lesson or at the table when the tab was reloaded there, else the title. */
  bootDestination(): Promise<'title' | 'table' | 'lesson'>;
  /** After a reload in the lesson: opens it again at its saved step; false when there is none to open. */
  resumeLesson(): boolean;
  /** How Continue finds and resumes a game (the saves store's answer). */
  continueProvider(): ContinueProvider;
  /** Opens the guided first game at its saved step. */
  startTutorial(): void;
  /** True when Continue has a game of either kind to resume. */
  canResume(): Promise<boolean>;
  /** Resumes the game last started or resumed, of either kind; the scene to open, or null when none could be. */
  resumeGame(): Promise<'table' | 'board' | null>;
}

let work: (() => Promise<LateParts>) | null = null;
let done = true;
let parts: LateParts | null = null;
let ready: Promise<void> = Promise.resolve();
const waiters: (() => void)[] = [];

/** Registers the late work (once, from main); it runs on the first startLateLoad. */
export function registerLateLoad(fn: () => Promise<LateParts>): void {
  work = fn;
  done = false;
}

/**
 * Starts the late work if it has not started; resolves once it is done. `lateLoaded` turns true when it settles,
 * whether it worked or not.
 */
export function startLateLoad(): Promise<void> {
  const fn = work;
  if (!fn) return ready;
  work = null;
  ready = fn()
    .then((p) => {
      parts = p;
    })
    .catch((err: unknown) => console.error('could not load part of the game', err))
    .then(() => {
      done = true;
      wakeRender('late load');
      for (const w of waiters.splice(0)) w();
    });
  return ready;
}

/** True once the late scenes, art and store are in. */
export function lateLoaded(): boolean {
  return done;
}

/** What the late work brought; null before it is done or when it failed. */
export function lateParts(): LateParts | null {
  return parts;
}

/** Calls `fn` once the late work is done (at once when it already is). */
export function whenLateLoaded(fn: () => void): void {
  if (done) fn();
  else waiters.push(fn);
}
