/** Headless match runner: plays a whole game with bots for the real seats. */
import { activeSeats, applyAction, createGame, legalActions, viewFor } from '../engine';
import type { Action, GameSetup, GameState } from '../engine';
import type { Bot } from './types';
import { decisionSeed } from '../../shared';

/** Outcome of a headless game. */
export interface PlayedGame {
  state: GameState;
  actions: Action[];
  /** Messages of broken invariants or rejected bot actions (empty when all is well). */
  problems: string[];
  /** Per seat: time of each decision in ms, when timed. */
  decisionMs: number[][];
}

/** Options of a headless game. */
export interface PlayOptions {
  /** Called after every applied action; returns problem messages. */
  check?: (s: GameState) => string[];
  /** A clock for decision latency (e.g. performance.now); none means no timing. */
  clock?: () => number;
}

export { decisionSeed };

/** Plays a game to its end, asking `bots[seat]` for every decision of each real seat. */
export function playGame(
  setup: GameSetup,
  seed: number,
  bots: readonly (Bot | null)[],
  opts: PlayOptions = {},
): PlayedGame {
  const start = createGame(setup, seed);
  if (!start.ok) throw new Error(`bad setup: ${start.error}`);
  let state = start.state;
  const actions: Action[] = [];
  const problems: string[] = [];
  const decisionMs: number[][] = setup.seats.map(() => []);
  let n = 0;
  while (state.phase !== 'over') {
    const seat = activeSeats(state)[0];
    const bot = seat === undefined ? undefined : bots[seat];
    if (seat === undefined || !bot) {
      problems.push(`no one to act in phase ${state.phase}`);
      break;
    }
    const legal = legalActions(state, seat);
    const t0 = opts.clock?.() ?? 0;
    const { action } = bot.decide(viewFor(state, seat), legal, decisionSeed(seed, seat, n++));
    if (opts.clock) decisionMs[seat]?.push(opts.clock() - t0);
    const r = applyAction(state, action);
    if (!r.ok) {
      problems.push(
        `seat ${seat} (${bot.name}) sent an illegal action: ${r.error} ${JSON.stringify(action)}`,
      );
      break;
    }
    state = r.state;
    actions.push(action);
    if (opts.check) problems.push(...opts.check(state));
  }
  return { state, actions, problems, decisionMs };
}
