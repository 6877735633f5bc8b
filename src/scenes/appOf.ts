/** The App of a Phaser game, as scenes and the page's wiring reach it (see ui/uiOf.ts for the registry). */
import type Phaser from 'phaser';
import type { App } from '../app/createApp';
import { registered } from '../ui/uiOf';

/** The App a Phaser game carries. */
export function appOfGame(game: Phaser.Game): App {
  return registered(game) as App;
}

/** The App of the game a scene belongs to. */
export function appOf(scene: Phaser.Scene): App {
  return appOfGame(scene.game);
}
