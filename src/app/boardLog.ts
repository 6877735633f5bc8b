/**
 * The board game's log as lines: who did what (with a bot's reason), then what came of it, the latest action's lines
 * marked. A resumed game's log is rebuilt by replaying its actions; during play each update adds its own lines.
 */
import { applyAction, createGame } from '../board/engine';
import type { BoardAction, BoardEvent, BoardState } from '../board/engine';
import { viewFor } from '../board/engine';
import { t } from '../i18n';
import { boardReasonText } from '../ui/boardReasonText';
import { youSeat } from '../ui/board/boardWords';
import { boardActionLines } from '../ui/board/boardSpoken';
import type { BoardSeatConfig, BoardSession, BoardUpdate, BoardWhy } from './board/boardSession';

/** One line of the log: its words, the acting seat's colour (-1: none), and whether it belongs to the latest action. */
export interface BoardLogLine {
  text: string;
  colour: number;
  last: boolean;
}

/** The most lines the log keeps (the screen shows the latest). */
export const LOG_KEEP = 400;

function whyText(why: BoardWhy | undefined): string | null {
  if (!why) return null;
  return why.kind === 'fallback' ? t('reason.fallback') : boardReasonText(why);
}

/** The lines of one action by the seats `seats`: the move (with the bot's reason), then its events, marked latest. */
export function boardActionLog(
  seats: readonly BoardSeatConfig[],
  after: BoardState,
  action: BoardAction,
  events: readonly BoardEvent[],
  why: BoardWhy | undefined,
): BoardLogLine[] {
  const colour = seats[action.seat]?.colour ?? -1;
  const out: BoardLogLine[] = boardActionLines(
    viewFor(after, -1),
    action,
    events,
    seats.map((x) => x.name),
    youSeat(seats),
  ).map((text, i) => ({ text, colour: i === 0 ? colour : -1, last: true }));
  const reason = whyText(why);
  if (reason) out.push({ text: t('boardTable.because', { reason }), colour: -1, last: true });
  return out;
}

/** The whole log of a session, rebuilt from its actions (a resumed game, or after an undo). */
export function boardHistoryLines(s: BoardSession): BoardLogLine[] {
  const start = createGame(s.setup, s.seed);
  if (!start.ok) return [];
  let state = start.state;
  const out: BoardLogLine[] = [];
  s.actions.forEach((a, i) => {
    const r = applyAction(state, a);
    if (!r.ok) return;
    for (const l of out) l.last = false;
    out.push(...boardActionLog(s.seats, r.state, a, r.events, s.reasonAt(i)));
    state = r.state;
  });
  return out.slice(-LOG_KEEP);
}

/** The log after an update: an undo rebuilds it; an action adds its lines, marked as the latest. */
export function boardLogAfter(
  s: BoardSession,
  lines: readonly BoardLogLine[],
  u: BoardUpdate,
): BoardLogLine[] {
  if (!u.action) return boardHistoryLines(s);
  const older = lines.map((l) => ({ ...l, last: false }));
  return [...older, ...boardActionLog(s.seats, s.state, u.action, u.events, u.why)].slice(-LOG_KEEP);
}
