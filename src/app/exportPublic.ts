/** What of a saved game may leave the device in an export file: only what every player at the table has seen. */
import { applyAction, createGame } from '../cards/engine';
import type { Action, GameEvent, GameSetup } from '../cards/engine';
import type { SaveV3 } from './saveFormat';

/** A chosen bid that this action does not also reveal: its card stays secret until the bids are shown (RULES 3.3). */
function hidesBid(events: readonly GameEvent[]): boolean {
  return events.some((e) => e.type === 'bidChosen') && !events.some((e) => e.type === 'bidsRevealed');
}

/**
 * How many leading actions are public: the game replayed, the trailing actions a spectator could not see (bids
 * chosen but not revealed yet) are left out. Stops before an action the engine refuses.
 */
export function publicLength(setup: GameSetup, seed: number, actions: readonly Action[]): number {
  const start = createGame(setup, seed);
  if (!start.ok) return 0;
  let state = start.state;
  let seen = 0;
  for (let i = 0; i < actions.length; i++) {
    const r = applyAction(state, actions[i] as Action);
    if (!r.ok) break;
    state = r.state;
    if (!hidesBid(r.events)) seen = i + 1;
  }
  return seen;
}

/**
 * The save as an export file may carry it: its public part, every action up to the last one all players have seen,
 * and never the bots' reasons (what a bot was thinking stays on the device that played it). A finished game, or one
 * between bids, keeps all its actions; a game in the middle of secret bids goes back to the start of the bidding, so
 * no chosen bid is written into the file.
 */
export function publicSave(save: SaveV3): SaveV3 {
  const n = publicLength(save.setup, save.seed, save.actions);
  if (n === save.actions.length && save.reasons === undefined) return save;
  const { reasons: _reasons, ...rest } = save;
  return { ...rest, actions: save.actions.slice(0, n) };
}
