/** The result shape shared by both games' engines (the card game's and the board game's). */

/** The result of applying an action: the new state and its events, or an error code with the input untouched. */
export type Outcome<State, Event, Error> =
  | { ok: true; state: State; events: Event[] }
  | { ok: false; error: Error; /** The exception's message, for `internal`. */ message?: string };
