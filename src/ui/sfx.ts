/** Sound effects as scenes play them: through the Sound of the scene's App. */
import type Phaser from 'phaser';
import { uiOf } from './uiOf';
import type { SfxName } from './audioSprite';

/** Plays one effect through the App of `scene` (see Sound.play). */
export function playSfx(scene: Phaser.Scene, name: SfxName): void {
  uiOf(scene).audio.play(name);
}
