/** The viewer's pick carried over a rebuild of the table (a phone turned round, a language switch): kept per move. */
import type { Ghost } from './turn/mode';

/** A pick kept for one move of one game. */
export interface KeptPick {
  pick: Ghost;
  /** The game it belongs to (the session object). */
  game: object;
  /** How many actions the game had when it was kept. */
  move: number;
}

/** What to keep now: the pick on screen, else one kept earlier for the same move that is not back yet. */
export function keepPick(
  now: Ghost | null,
  earlier: KeptPick | null,
  game: object,
  move: number,
): KeptPick | null {
  if (now) return { pick: { ...now }, game, move };
  return earlier && earlier.game === game && earlier.move === move ? earlier : null;
}

/** The pick to put back when the table presents this game at this move, or null when it belongs elsewhere. */
export function pickFor(kept: KeptPick | null, game: object, move: number): Ghost | null {
  return kept && kept.game === game && kept.move === move ? kept.pick : null;
}
