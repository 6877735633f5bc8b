/** The board session as the screen-reader layer reads it: the view on screen, and what to announce after a change. */
import { boardSpoken } from '../ui/board/boardSpoken';
import { turnLine } from '../ui/board/boardA11y';
import type { BoardA11ySource } from '../ui/board/boardA11y';
import type { BoardAction } from '../board/engine';
import type { BoardSession, BoardUpdate } from './board/boardSession';
import { youSeat } from '../ui/board/boardWords';

/** The session as the layer's board models read it (a spectator's view: the board game hides only the bag). */
export function boardA11ySource(s: BoardSession): BoardA11ySource {
  const active = s.activeSeat();
  const persons = s.seats.map((seat) => seat.bot === null);
  let builds: BoardAction[] | null = null;
  return {
    view: s.view(-1),
    names: s.names(),
    persons,
    active,
    you: youSeat(s.seats),
    actions: s.actions.length,
    builds: (p) => {
      builds ??= persons[active] === true ? s.legal(active).filter((a) => a.type === 'build') : [];
      return builds.filter((a) => a.type === 'build' && a.parcel === p);
    },
  };
}

/** The lines to announce after update `u` of session `s`. */
export function boardSpokenAfter(s: BoardSession, u: BoardUpdate): string[] {
  return boardSpoken(boardA11ySource(s), u.action, u.events);
}

/** The line to announce when the board opens: the question, when a person on this device is due. */
export function boardOpening(s: BoardSession): string[] {
  const src = boardA11ySource(s);
  return src.active >= 0 && src.persons[src.active] === true ? [turnLine(src)] : [];
}
