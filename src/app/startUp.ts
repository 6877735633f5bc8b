/**
 * The part of start-up that happens once the title is up: the scenes kept out of the entry chunk, the engine, the
 * art the title does not need and the saves store. Scenes that need them wait here (goTo does), so the title is
 * interactive sooner. One per App.
 */
import type { ContinueProvider } from './app';
import { wakeRender } from '../ui/idleTracker';

/** What the late work brings that the first scenes (title, boot) call. */
export interface LateParts {
  /**
   * Where a reload opens: back in the card lesson ('lesson') or the board lesson ('boardLesson'), or at the table
   * when the tab was reloaded there, else the title.
   */
  bootDestination(): Promise<'title' | 'table' | 'lesson' | 'boardLesson'>;
  /** After a reload in the lesson: opens it again at its saved step; false when there is none to open. */
  resumeLesson(): boolean;
  /** After a reload in the board lesson: opens it again at its saved step as the board game; false without one. */
  resumeBoardLesson(): Promise<boolean>;
  /** How Continue finds and resumes a game (the saves store's answer). */
  continueProvider(): ContinueProvider;
  /** Opens the guided first game at its saved step. */
  startTutorial(): void;
  /** Opens the board game's guided first game at its saved step as the board game; false when it could not. */
  startBoardLesson(): Promise<boolean>;
  /** True when Continue has a game of either kind to resume. */
  canResume(): Promise<boolean>;
  /** Resumes the game last started or resumed, of either kind; the scene to open, or null when none could be. */
  resumeGame(): Promise<'table' | 'board' | null>;
}

/** What may hold the start of a scene (after its fade) until something it needs is up. */
export type SceneGate = (key: string) => Promise<void> | null;

/** The App's start-up: the late work, run once, the art loaded behind the title, and the gate on scene starts. */
export class StartUp {
  private work: (() => Promise<LateParts>) | null = null;
  private done = true;
  private parts: LateParts | null = null;
  private ready: Promise<void> = Promise.resolve();
  private readonly waiters: (() => void)[] = [];
  private artStarted = false;
  private artLoaded: () => void = () => undefined;
  private gate: SceneGate | null = null;
  /** Resolves when the rest of the art has loaded (or failed to load). */
  readonly restOfArt: Promise<void> = new Promise<void>((done) => {
    this.artLoaded = done;
  });

  /** Registers the late work (once, from main); it runs on the first `start`. */
  register(fn: () => Promise<LateParts>): void {
    this.work = fn;
    this.done = false;
  }

  /** Starts the late work if it has not started; resolves once it is done, whether it worked or not. */
  start(): Promise<void> {
    const fn = this.work;
    if (!fn) return this.ready;
    this.work = null;
    this.ready = fn()
      .then((p) => {
        this.parts = p;
      })
      .catch((err: unknown) => console.error('could not load part of the game', err))
      .then(() => {
        this.done = true;
        wakeRender('late load');
        for (const w of this.waiters.splice(0)) w();
      });
    return this.ready;
  }

  /** True once the late scenes, art and store are in. */
  loaded(): boolean {
    return this.done;
  }

  /** What the late work brought; null before it is done or when it failed. */
  lateParts(): LateParts | null {
    return this.parts;
  }

  /** Calls `fn` once the late work is done (at once when it already is). */
  whenLoaded(fn: () => void): void {
    if (this.done) fn();
    else this.waiters.push(fn);
  }

  /** True the first time only: the caller then starts loading the rest of the art. */
  claimArt(): boolean {
    const first = !this.artStarted;
    this.artStarted = true;
    return first;
  }

  /** Marks the rest of the art as loaded. */
  artDone(): void {
    this.artLoaded();
  }

  /** Sets what holds the start of a scene, for a bounded time (the lens worker before the table); null for nothing. */
  setSceneGate(gate: SceneGate | null): void {
    this.gate = gate;
  }

  /** What holds the start of scene `key` now, or null when it may start at once. */
  holdFor(key: string): Promise<void> | null {
    return this.gate?.(key) ?? null;
  }
}
