/** Replays a game of either engine from (setup, seed, actions): the one replay loop both games use. */
import type { Outcome } from './outcome';

/** The two entry points of an engine that a replay needs. */
export interface ReplayRules<Setup, State, Action, Event, Error> {
  createGame(setup: Setup, seed: number): Outcome<State, Event, Error>;
  applyAction(state: State, action: Action): Outcome<State, Event, Error>;
}

/** Result of a replay: the final state and every event, or the index of the first refused action (-1: the setup). */
export type Replayed<State, Event, Error> =
  | { ok: true; state: State; events: Event[] }
  | {
      ok: false;
      error: Error;
      index: number;
      /** The state before the refused action. */ state?: State;
      message?: string;
    };

/** Rebuilds a game exactly by applying `actions` in order to the game `rules` create from `setup` and `seed`. */
export function replayWith<Setup, State, Action, Event, Error>(
  rules: ReplayRules<Setup, State, Action, Event, Error>,
  setup: Setup,
  seed: number,
  actions: readonly Action[],
): Replayed<State, Event, Error> {
  const start = rules.createGame(setup, seed);
  if (!start.ok) return { ok: false, error: start.error, index: -1 };
  let state = start.state;
  const events = start.events.slice();
  for (let i = 0; i < actions.length; i++) {
    const r = rules.applyAction(state, actions[i] as Action);
    if (!r.ok) {
      const fail: Replayed<State, Event, Error> = { ok: false, error: r.error, index: i, state };
      if (r.message !== undefined) fail.message = r.message;
      return fail;
    }
    state = r.state;
    for (const e of r.events) events.push(e);
  }
  return { ok: true, state, events };
}
