/** Runs every step that needs no decision, until a seat must act or the game is over (RULES 3). */
import { offerSize } from '../world';
import { skipIdleSteps } from './abilities';
import { anySeatToBid, revealBids } from './bidding';
import { endRound } from './era';
import { currentTaker, startTaking, virtualTake } from './taking';
import type { GameEvent, GameState } from '../types';

/** Advances the state through automatic steps, appending events. */
export function advance(s: GameState, ev: GameEvent[]): void {
  for (let guard = 0; guard < 10_000; guard++) {
    switch (s.phase) {
      case 'before':
        if (s.pendingTake >= 0) return;
        skipIdleSteps(s);
        if (s.step < 5) return;
        s.phase = 'bidding';
        s.step = 0;
        break;
      case 'bidding':
        if (anySeatToBid(s)) return;
        revealBids(s, ev);
        s.phase = 'after';
        s.step = 0;
        break;
      case 'after':
        skipIdleSteps(s);
        if (s.step < 2) return;
        startTaking(s, ev);
        break;
      case 'taking': {
        const seat = currentTaker(s);
        if (seat < 0 || offerSize(s) === 0) {
          endRound(s, ev);
          break;
        }
        if (s.setup.seats[seat]?.kind === 'real') return;
        virtualTake(s, seat, ev);
        break;
      }
      default:
        return;
    }
  }
}
