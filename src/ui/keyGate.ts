/** A scene's hold on its buttons' keys: keys typed ahead of a new prompt must not press the prompt's buttons. */
import type Phaser from 'phaser';

const KEY_GATE = 'buttonKeyGate';

/** Lets a scene hold its buttons' keys while `open` is false. */
export function gateButtonKeys(scene: Phaser.Scene, open: () => boolean): void {
  scene.data.set(KEY_GATE, open);
}

/** False while the scene holds its buttons' keys. */
export function buttonKeysOpen(scene: Phaser.Scene): boolean {
  const open: unknown = scene.data?.get(KEY_GATE);
  return typeof open === 'function' ? (open as () => boolean)() : true;
}
