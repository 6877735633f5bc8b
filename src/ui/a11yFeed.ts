/** A small registry between what happens on screen (the game log) and the screen-reader layer: ui never imports app. */

type Listener = (lines: readonly string[]) => void;

const listeners = new Set<Listener>();

/** Lines a screen reader should announce, all of them and in order (a caller may summarise a batch, never cut it). */
export function announceLines(lines: readonly string[]): void {
  if (lines.length === 0 || listeners.size === 0) return;
  for (const fn of listeners) fn(lines);
}

/** Listens to announced lines; returns the remover. */
export function onAnnounce(fn: Listener): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}
