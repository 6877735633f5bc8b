/** A Phaser scene's clock as the table controller's Scheduler. */
import Phaser from 'phaser';
import type { Scheduler } from '../../app/scheduler';

/** The scene's clock as the controller's Scheduler: timers pause with the scene and end with it. */
export function sceneClock(scene: Phaser.Scene): Scheduler {
  const timers = new Map<number, Phaser.Time.TimerEvent>();
  let next = 1;
  return {
    schedule(ms, fn) {
      const id = next++;
      timers.set(
        id,
        scene.time.delayedCall(ms, () => {
          timers.delete(id);
          fn();
        }),
      );
      return id;
    },
    cancel(id) {
      timers.get(id)?.remove();
      timers.delete(id);
    },
  };
}
