/** The state of a seat's panel, which the table and the replay compute and the seat panels draw. */

/** How a seat is shown right now. */
export interface SeatStatus {
  /** The seat must act now. */
  active: boolean;
  /** A short status pill ("Thinking…", "Your turn"), or null. */
  label: string | null;
  /** 1-based place in this round's taking order, or 0. */
  rank: number;
  /** The seat is taking now. */
  taking: boolean;
}
