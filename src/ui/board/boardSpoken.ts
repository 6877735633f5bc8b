/**
 * What the screen reader hears as the board game goes on: each action's log lines (every other player's move, each
 * duel with both dice, firepower and winner, each income) and, when a person here is due next, their question.
 */
import type { BoardAction, BoardEvent, BoardView } from '../../board/engine';
import type { BoardA11ySource } from './boardA11y';
import { turnLine } from './boardA11y';
import { actionText, eventText } from './boardText';

/**
 * The lines of one action: its events' lines, or the action itself when none of them makes a line; seat `you` (the one
 * person named You, see youSeat) is spoken to in the second person.
 */
export function boardActionLines(
  view: BoardView,
  action: BoardAction,
  events: readonly BoardEvent[],
  names: readonly string[],
  you = -1,
): string[] {
  const out: string[] = [];
  for (const e of events) {
    const line = eventText(view, e, names, you);
    if (line) out.push(line);
  }
  return out.length > 0 ? out : [actionText(view, action, names)];
}

/**
 * The lines to announce after an action (none after an undo, which the person made): the action's lines as the log
 * shows them, then the question when a person on this device is due next (BOARD 3, 4, 5, 7).
 */
export function boardSpoken(
  src: BoardA11ySource,
  action: BoardAction | null,
  events: readonly BoardEvent[],
): string[] {
  if (!action) return [];
  const lines = boardActionLines(src.view, action, events, src.names, src.you);
  const due = src.view.phase !== 'over' && src.active >= 0 && src.persons[src.active] === true;
  return due ? [...lines, turnLine(src)] : lines;
}
