/** Which seat a table shows and which bot seat moves next: the one home of the viewer and bot-seat choice. */
import type { GameSetup } from '../cards/engine';

/** What the seat choice reads from a game session. */
export interface SeatSource {
  readonly setup: GameSetup;
  /** The seats people play on this device. */
  humanSeats(): number[];
  /** The seats due to act now. */
  activeSeats(): number[];
  /** The first due seat played by a person, or -1. */
  dueHuman(): number;
}

/**
 * The seat whose view is on screen. With several people on the device: the seat the table shows (`onScreen`), else
 * the public view (-1), so no person's hand or bid is exposed between hand-offs. Otherwise the person due to act,
 * else the first person, else seat 0.
 */
export function pickViewer(session: SeatSource, onScreen: number | null): number {
  const humans = session.humanSeats();
  if (humans.length > 1) return onScreen ?? -1;
  const due = session.dueHuman();
  if (due >= 0) return due;
  return humans[0] ?? 0;
}

/** The first due seat played by a bot, or -1. */
export function botSeat(session: SeatSource): number {
  const humans = session.humanSeats();
  return (
    session.activeSeats().find((s) => !humans.includes(s) && session.setup.seats[s]?.kind === 'real') ?? -1
  );
}
