/**
 * Which layout the shell screens use: the 1600x900 'wide' design, a 480x960 'portrait' column for a phone held
 * upright, or a 960x440 'short' strip for a phone in landscape. Scenes ask `layoutOf(scene)` once in create() and lay
 * out from the mode alone; the viewport (ui/viewport.ts) zooms each scene's cameras so its design fills the screen,
 * and text() and buttons keep to the mode's minimum sizes.
 */
import Phaser from 'phaser';
import { DESIGNS, modeForSize } from './designs';
import type { Design, LayoutMode } from './designs';

export { DESIGNS, SMALL_BELOW, modeForSize } from './designs';
export type { Design, LayoutMode } from './designs';

/** The mode the game's canvas calls for now. */
export function currentMode(game: Phaser.Game): LayoutMode {
  const d = game.scale.displaySize;
  return modeForSize(d.width, d.height, game.scale.scaleMode === Phaser.Scale.EXPAND);
}

const designs = new WeakMap<Phaser.Scene, Design>();

/** The design a scene lays out in (recorded for the viewport and the text helpers). */
export function layoutOf(scene: Phaser.Scene): Design {
  const d = DESIGNS[currentMode(scene.game)];
  designs.set(scene, d);
  scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => designs.delete(scene));
  return d;
}

/** Records a design for a scene that picks its own (the table's portrait column), for the text and button minimums. */
export function useDesign(scene: Phaser.Scene, d: Design): void {
  designs.set(scene, d);
  scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => designs.delete(scene));
}

/** The design a scene laid out in, or null for scenes that keep the 1600x900 base (the table). */
export function designOf(scene: Phaser.Scene): Design | null {
  return designs.get(scene) ?? null;
}

/** A text size raised to the scene's minimum. */
export function textSize(scene: Phaser.Scene, size: number): number {
  return Math.max(size, designOf(scene)?.minText ?? 0);
}

/** A button label size raised to the scene's minimum. */
export function labelSize(scene: Phaser.Scene, size: number): number {
  return Math.max(size, designOf(scene)?.minLabel ?? 0);
}

/** A button side raised to the scene's minimum target. */
export function targetSize(scene: Phaser.Scene, side: number): number {
  return Math.max(side, designOf(scene)?.minTarget ?? 0);
}

/** Calls `fn` when the canvas changes between modes (a phone turned round, a window resized). Returns its remover. */
export function onModeChange(game: Phaser.Game, fn: (mode: LayoutMode) => void): () => void {
  let last = currentMode(game);
  let sized = game.scale.displaySize.width > 0;
  const check = (): void => {
    const now = currentMode(game);
    // The first size the canvas gets (at boot) sets the mode the scenes were created in: no redraw.
    const first = !sized;
    sized = game.scale.displaySize.width > 0;
    if (now === last) return;
    last = now;
    if (!first) fn(now);
  };
  game.scale.on(Phaser.Scale.Events.RESIZE, check);
  return () => game.scale.off(Phaser.Scale.Events.RESIZE, check);
}
