/**
 * Builds the App: one object that owns what the page holds while it runs (settings, sound, ...). The browser makes
 * one in main.ts and hands it to the Phaser game's registry (ui/uiOf.ts); tests make as many as they like, each with its own stores.
 */
import { Sound } from '../ui/audio';
import { SettingsState } from '../ui/settings';
import type { LocalSlots } from '../ui/settings';
import type { UiParts } from '../ui/uiOf';
import { TestHookState } from './testHook';
import { StartUp } from './startUp';
import { DealLink } from './dealLink';
import type { Games } from './app';
import type { DailyApp } from './dailyApp';
import type { Saves } from './storage';
import type { BoardGames } from './board/boardGames';
import type { Lessons } from './tutorial/run';
import type { BoardLessons } from './boardLesson/run';
import type { Insights } from './insights';

/** What createApp needs from its surroundings: the browser's, or in-memory ones in tests. */
export interface AppDeps {
  /** Synchronous slots (localStorage): the quick copy of the settings. */
  local: LocalSlots | null;
}

/** One running app's parts; two Apps share none of them. */
export interface App extends UiParts {
  /** What the screens tell the test hook (installed on window by main.ts in test builds). */
  readonly hook: TestHookState;
  /** The late work behind the title, the art loaded behind it and the gate on scene starts. */
  readonly startUp: StartUp;
  /** The `?deal=` link the page was opened with, read once by the title. */
  readonly dealLink: DealLink;
  /** The parts that come behind the title (wireLate); asking before they are there is a bug. */
  late(): LateParts;
  /** Sets the late parts, once. */
  attachLate(parts: LateParts): void;
}

/** The App's parts that hold the engine and the store, built behind the title (wireLate.ts). */
export interface LateParts {
  readonly games: Games;
  readonly saves: Saves;
  readonly daily: DailyApp;
  readonly boardGames: BoardGames;
  /** The lesson (the guided first game), played as one of `games`. */
  readonly lessons: Lessons;
  /** The board game's lesson, played as `boardGames`' game without a record. */
  readonly boardLessons: BoardLessons;
  /** The bid lens's worker and the regret reviews. */
  readonly insights: Insights;
}

/** Builds an App with nothing shared with any other. */
export function createApp(deps: AppDeps): App {
  const settings = new SettingsState(deps.local);
  const slot: { parts: LateParts | null } = { parts: null };
  return {
    settings,
    audio: new Sound(settings),
    hook: new TestHookState(),
    startUp: new StartUp(),
    dealLink: new DealLink(),
    late: () => {
      if (!slot.parts) throw new Error('late parts used before wireLate');
      return slot.parts;
    },
    attachLate: (parts) => {
      if (slot.parts) throw new Error('late parts attached twice');
      slot.parts = parts;
    },
  };
}
