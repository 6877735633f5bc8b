/** Event lists: the kept kind is a plain array; the dropped kind lets systems skip building events nobody reads. */
import type { GameEvent } from './types';

class DroppedEvents extends Array<GameEvent> {
  override push(): number {
    return 0;
  }
}

/** An event list that keeps nothing: for playouts that only need the final state. */
export function droppedEvents(): GameEvent[] {
  return new DroppedEvents();
}

/** False for a dropped event list: the caller may skip building the event. */
export function listening(ev: GameEvent[]): boolean {
  return !(ev instanceof DroppedEvents);
}
