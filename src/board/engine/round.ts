/** The opening of a round, shared by the setup, phase 1 and the end of phase 4 (BOARD 3.1, 3.4). */
import type { BoardEvent } from './events';
import type { BoardState } from './types';

/** Opens phase 1 of the current round. */
export function startRound(s: BoardState, ev: BoardEvent[]): void {
  s.phase = 'characters';
  s.holders = s.characters.map(() => -1);
  s.chooseOrder = s.passOrder.slice();
  s.passOrder = [];
  s.turn = 0;
  s.grocerKind = -1;
  ev.push({ type: 'round', round: s.round });
}
