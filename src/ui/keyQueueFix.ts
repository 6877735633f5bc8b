/**
 * Phaser's keyboard manager keeps every key event of a step in a queue that only the step's end clears, and hands the
 * whole queue to the scenes on each new event. With render on demand the loop sleeps between key presses, so a
 * second press re-dispatched the first one (its bail-out only skips the event just seen): one arrow moved a focus
 * twice. The scenes get each event at once, as it arrives, so the queue is emptied after each event's dispatch.
 */
import Phaser from 'phaser';

/** The part of Phaser's keyboard manager this fix touches. */
interface KeyQueue {
  queue: KeyboardEvent[];
  target: EventTarget | null;
}

/** Empties the keyboard manager's queue after every key event, once the game has booted. */
export function fixKeyQueue(game: Phaser.Game): void {
  game.events.once(Phaser.Core.Events.READY, () => {
    const k = game.input.keyboard as unknown as KeyQueue | null;
    const target = k?.target;
    if (!k || !target) return;
    // Added after Phaser's own listeners on the same target, so these run once the scenes have had the event.
    const clear = (): void => {
      k.queue = [];
    };
    target.addEventListener('keydown', clear);
    target.addEventListener('keyup', clear);
    game.events.once(Phaser.Core.Events.DESTROY, () => {
      target.removeEventListener('keydown', clear);
      target.removeEventListener('keyup', clear);
    });
  });
}
