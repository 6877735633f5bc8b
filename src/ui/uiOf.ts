/**
 * The parts of the App that drawing helpers use (settings, sound), as a scene finds them: Phaser's game registry
 * carries the App (scenes/appOf.ts reads all of it), so no helper keeps them in module state.
 */
import type Phaser from 'phaser';
import type { Sound } from './audio';
import type { SettingsState } from './settings';

/** What the ui layer needs of the App. */
export interface UiParts {
  readonly settings: SettingsState;
  readonly audio: Sound;
}

/** The key of the App in Phaser's game registry. */
export const APP_KEY = 'app';

/** Hands the App to a Phaser game (before its first scene is created), where uiOf and appOf find it. */
export function attachApp(game: Phaser.Game, app: UiParts): void {
  game.registry.set(APP_KEY, app);
}

/** What the game's registry holds under APP_KEY; a game without an App is a bug. */
export function registered(game: Phaser.Game): unknown {
  const app: unknown = game.registry.get(APP_KEY);
  if (!app) throw new Error('game without an App');
  return app;
}

/** The ui parts of the App of the game a scene belongs to. */
export function uiOf(scene: Phaser.Scene): UiParts {
  return registered(scene.game) as UiParts;
}
