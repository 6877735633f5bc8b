/** Acting on a release: the one way a game object's pointer-up acts (a touch the browser cancelled acts nowhere). */
import Phaser from 'phaser';
import { released } from './gesture';

/** Calls `act` when a pointer is lifted on `obj`, unless the browser cancelled that touch. */
export function onRelease(obj: Phaser.GameObjects.GameObject, act: () => void): void {
  obj.on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, (p?: Phaser.Input.Pointer) => {
    if (released(p)) act();
  });
}
