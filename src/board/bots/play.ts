/** Plays whole board games with bots, checking invariants; used by the sim CLI and the tests. */
import { floatSource, seedState } from '../../shared';
import {
  activeSeat,
  applyAction,
  createGame,
  finalLines,
  invariantViolations,
  legalActions,
  viewFor,
  type BoardAction,
  type BoardSetup,
  type BoardState,
} from '../engine';
import type { BoardBot } from './bots';

/** The outcome of one game. */
export interface BoardGame {
  state: BoardState;
  actions: BoardAction[];
  violations: string[];
  totals: number[];
  steps: number;
}

/** Plays a game from (setup, seed) with one bot per seat; `check` runs the invariants after every action. */
export function playBoardGame(
  setup: BoardSetup,
  seed: number,
  bots: readonly BoardBot[],
  check = true,
): BoardGame {
  const start = createGame(setup, seed);
  if (!start.ok) throw new Error(`bad setup: ${start.message ?? start.error}`);
  let s = start.state;
  const rnd = floatSource(seedState(seed * 7919 + 17));
  const actions: BoardAction[] = [];
  const violations: string[] = [];
  let steps = 0;
  while (s.phase !== 'over') {
    if (steps > 50_000) throw new Error('game did not end');
    const seat = activeSeat(s);
    const legal = legalActions(s, seat);
    const bot = bots[seat];
    if (!bot || legal.length === 0) throw new Error(`no bot or no legal action for seat ${seat}`);
    const a = bot(viewFor(s, seat), legal, rnd);
    const res = applyAction(s, a);
    if (!res.ok) throw new Error(`bot action refused: ${res.error}`);
    s = res.state;
    actions.push(a);
    steps++;
    if (check) for (const v of invariantViolations(s)) violations.push(`action ${steps}: ${v}`);
  }
  return { state: s, actions, violations, totals: s.seats.map((t) => t.vp), steps };
}

/** The end-of-game lines of every seat (after the game is over they are already in the VP). */
export const linesOf = (s: BoardState) => s.seats.map((_, i) => finalLines(s, i));
