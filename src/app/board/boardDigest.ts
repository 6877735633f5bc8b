/** The test hook's digest of a board game state; tests compute the same digest in Node. */
import type { BoardState } from '../../board/engine';
import { digest } from '../digest';

const known = new WeakMap<BoardState, string>();

/** The digest of a whole board state (states are never changed in place, so each is hashed once). */
export function boardDigest(state: BoardState): string {
  let d = known.get(state);
  if (d === undefined) {
    d = digest(JSON.stringify(state));
    known.set(state, d);
  }
  return d;
}
