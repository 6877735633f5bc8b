/** One scoring input: a seat's score read from a view equals the score read from the state (RULES 5, 6). */
import { describe, expect, it } from 'vitest';
import {
  activeSeats,
  applyAction,
  legalActions,
  placementPreview,
  scoreSeat,
  seatScoreOf,
  seatTotal,
  seatTotals,
  stateScoreInput,
  viewFor,
  viewScore,
  viewScoreInput,
  winningSeats,
} from '../src/cards/engine';
import type { Action, GameEvent, GameState, Pos } from '../src/cards/engine';
import { newGame, rand, realSetup, setupOf } from './helpers';
import type { Kind } from './helpers';

const key = (p: Pos): string => `${p.x},${p.y}`;

/** Checks every seat's score in every seat's view (and a spectator's) against the state. */
function checkViews(s: GameState): number {
  let checks = 0;
  for (let viewer = -1; viewer < s.seats.length; viewer++) {
    const view = viewFor(s, viewer);
    for (let seat = 0; seat < s.seats.length; seat++) {
      const fromState = stateScoreInput(s, seat);
      const fromView = viewScoreInput(view, seat);
      expect(fromView).toEqual(fromState);
      expect(seatScoreOf(fromView)).toEqual(seatScoreOf(fromState));
      expect(viewScore(view, seat)).toBe(seatTotal(s, seat));
      checks++;
    }
  }
  return checks;
}

/** Checks the seat's placement preview of a terrain take against the state's score after each legal spot. */
function checkPreview(s: GameState, seat: number, legal: readonly Action[], card: number): number {
  const spots = legal.flatMap((a) => (a.type === 'take' && a.card === card && a.at ? [a.at] : []));
  const preview = new Map(placementPreview(viewFor(s, seat), seat, card).map((p) => [key(p.at), p.delta]));
  expect([...preview.keys()].sort()).toEqual(spots.map(key).sort());
  const before = seatTotal(s, seat);
  for (const at of spots) {
    const r = applyAction(s, { type: 'take', seat, card, at });
    if (!r.ok) throw new Error(r.error);
    expect(preview.get(key(at)), `seat ${seat} card ${card} at ${key(at)}`).toBe(
      seatTotal(r.state, seat) - before,
    );
  }
  return spots.length;
}

/** Plays a whole game of uniformly random legal actions (abilities and sales included), checking as it goes. */
function playChecked(
  kinds: readonly Kind[],
  seed: number,
): { views: number; spots: number; over: GameEvent[]; end: GameState } {
  const next = rand(seed * 7919 + 1);
  let s = newGame(kinds.every((k) => k === 'real') ? realSetup(kinds.length) : setupOf(kinds), seed);
  let views = checkViews(s);
  let spots = 0;
  let step = 0;
  const over: GameEvent[] = [];
  while (s.phase !== 'over') {
    const seats = activeSeats(s);
    const seat = seats[Math.floor(next() * seats.length)] as number;
    const legal = legalActions(s, seat);
    const a = legal[Math.floor(next() * legal.length)] as Action;
    if (a.type === 'take' && a.at && step % 3 === 0) spots += checkPreview(s, seat, legal, a.card);
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`${r.error} for ${JSON.stringify(a)}`);
    s = r.state;
    over.push(...r.events.filter((e) => e.type === 'gameOver'));
    views += checkViews(s);
    step++;
  }
  return { views, spots, over, end: s };
}

describe('view-based and state-based scores agree', () => {
  const games: [string, Kind[], number][] = [
    ['4 real seats', ['real', 'real', 'real', 'real'], 3],
    ['2 real and 2 virtual seats', ['real', 'novice', 'real', 'expert'], 11],
    ['1 real and 4 virtual seats', ['real', 'novice', 'intermediate', 'expert', 'novice'], 29],
    ['3 real and 3 virtual seats', ['intermediate', 'real', 'expert', 'real', 'novice', 'real'], 47],
  ];
  it.each(games)('on a random seeded game with %s', (_, kinds, seed) => {
    const { views, spots, over, end } = playChecked(kinds, seed);
    expect(views).toBeGreaterThan(100);
    expect(spots).toBeGreaterThan(10);
    const e = over[0];
    if (over.length !== 1 || e?.type !== 'gameOver') throw new Error('expected one gameOver event');
    expect(e.totals).toEqual(seatTotals(end));
    expect(e.winners).toEqual(winningSeats(e.totals));
  });

  it('scoreSeat is the sheet of the same input', () => {
    const s = newGame(realSetup(4), 2);
    for (let seat = 0; seat < 4; seat++)
      expect(seatScoreOf(stateScoreInput(s, seat)).sheet).toEqual(scoreSeat(s, seat));
    expect(seatTotals(s)).toEqual([0, 1, 2, 3].map((i) => seatTotal(s, i)));
  });
});

describe('winningSeats', () => {
  it('is the seat of the highest total', () => {
    expect(winningSeats([40, 38, 30, 20])).toEqual([0]);
    expect(winningSeats([10, 12, 55])).toEqual([2]);
    expect(winningSeats([-3, -1])).toEqual([1]);
  });
  it('shares the victory between equal best totals (RULES 3.6 Decision)', () => {
    expect(winningSeats([36, 36, 10, 12])).toEqual([0, 1]);
    expect(winningSeats([7, 9, 9, 9])).toEqual([1, 2, 3]);
    expect(winningSeats([0, 0])).toEqual([0, 1]);
  });
});
