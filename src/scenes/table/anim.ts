/** Promise-based tween helpers: every duration goes through the animation-speed setting (0 = jump to the end). */
import type Phaser from 'phaser';
import { appOf } from '../appOf';

/** Numeric properties a tween may animate. */
export type TweenProps = Record<string, number>;

/** Tweens `targets` to `props` over a base duration scaled by animMs; resolves when done (at once when instant). */
export function tweenTo(
  scene: Phaser.Scene,
  targets: object | object[],
  props: TweenProps,
  baseMs: number,
  ease = 'Cubic.easeOut',
  delayMs = 0,
): Promise<void> {
  const ms = appOf(scene).settings.animMs(baseMs);
  const list = Array.isArray(targets) ? targets : [targets];
  if (ms <= 0 || !scene.sys.isActive()) {
    for (const t of list) Object.assign(t, props);
    return Promise.resolve();
  }
  return new Promise((done) => {
    scene.tweens.add({
      targets: list,
      ...props,
      duration: ms,
      delay: appOf(scene).settings.animMs(delayMs),
      ease,
      onComplete: () => done(),
      onStop: () => done(),
    });
  });
}

/** Waits a base duration scaled by animMs (resolves at once when instant). */
export function wait(scene: Phaser.Scene, baseMs: number): Promise<void> {
  const ms = appOf(scene).settings.animMs(baseMs);
  if (ms <= 0 || !scene.sys.isActive()) return Promise.resolve();
  return new Promise((done) => {
    scene.time.delayedCall(ms, () => done());
  });
}

/** Flips a container over its vertical axis: shrinks to nothing, calls `swap` (change the face), grows back. */
export async function flip(
  scene: Phaser.Scene,
  obj: Phaser.GameObjects.Container,
  swap: () => void,
  baseMs = 260,
): Promise<void> {
  const sx = obj.scaleX || 1;
  await tweenTo(scene, obj, { scaleX: 0 }, baseMs / 2, 'Sine.easeIn');
  swap();
  await tweenTo(scene, obj, { scaleX: sx }, baseMs / 2, 'Sine.easeOut');
}

/** A short pop (scale up and back) to draw the eye. */
export async function pop(
  scene: Phaser.Scene,
  obj: Phaser.GameObjects.Components.Transform & object,
  amount = 1.12,
  baseMs = 220,
): Promise<void> {
  const sx = obj.scaleX;
  const sy = obj.scaleY;
  await tweenTo(scene, obj, { scaleX: sx * amount, scaleY: sy * amount }, baseMs / 2, 'Sine.easeOut');
  await tweenTo(scene, obj, { scaleX: sx, scaleY: sy }, baseMs / 2, 'Sine.easeIn');
}
