/** The test hook's digest of an engine state: tests compute the same digest in Node. */
import type { GameState } from '../cards/engine';

/** A short hash of a text (32-bit FNV-1a, as 8 hex digits). */
export function digest(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}

const known = new WeakMap<GameState, string>();

/** The digest of a whole engine state (states are never changed in place, so each is hashed once). */
export function stateDigest(state: GameState): string {
  let d = known.get(state);
  if (d === undefined) {
    d = digest(JSON.stringify(state));
    known.set(state, d);
  }
  return d;
}
