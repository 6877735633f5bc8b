/**
 * Builds the App: one object that owns what the page holds while it runs (settings, sound, ...). The browser makes
 * one in main.ts and hands it to the Phaser game's registry (ui/uiOf.ts); tests make as many as they like, each with its own stores.
 */
import { Sound } from '../ui/audio';
import { SettingsState } from '../ui/settings';
import type { LocalSlots } from '../ui/settings';
import type { UiParts } from '../ui/uiOf';
import { TestHookState } from './testHook';

/** What createApp needs from its surroundings: the browser's, or in-memory ones in tests. */
export interface AppDeps {
  /** Synchronous slots (localStorage): the quick copy of the settings. */
  local: LocalSlots | null;
}

/** One running app's parts; two Apps share none of them. */
export interface App extends UiParts {
  /** What the screens tell the test hook (installed on window by main.ts in test builds). */
  readonly hook: TestHookState;
}

/** Builds an App with nothing shared with any other. */
export function createApp(deps: AppDeps): App {
  const settings = new SettingsState(deps.local);
  return { settings, audio: new Sound(settings), hook: new TestHookState() };
}
