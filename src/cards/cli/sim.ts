/** Plays N full games with random legal actions for real seats; prints a JSON summary. */
import { performance } from 'node:perf_hooks';
import { checkInvariants, seatTotal } from '../engine';
import { playGame } from '../bots/play';
import { randomBot } from '../bots/random';
import { intFlag, printJson, seedFlag } from './io';
import { mixedSetup, seatKind } from './seats';

/** The most games one run plays. */
const MAX_GAMES = 100_000;

const games = intFlag('games', 100, 1, MAX_GAMES);
const seats = intFlag('seats', 4, 4, 6);
const seed = seedFlag('seed', 1);
const real = intFlag('real', Math.ceil(seats / 2), 0, seats);

const setup = mixedSetup(seats, real);
const bots = setup.seats.map((s) => (s.kind === 'real' ? randomBot : null));
const sums: Record<string, { total: number; n: number }> = {};
let violations = 0;
const examples: string[] = [];
let actions = 0;
const t0 = performance.now();
for (let g = 0; g < games; g++) {
  const played = playGame(setup, (seed + g) >>> 0, bots, { check: checkInvariants });
  actions += played.actions.length;
  violations += played.problems.length;
  if (played.state.phase !== 'over') violations++;
  for (const p of played.problems.slice(0, 3))
    if (examples.length < 5) examples.push(`game ${(seed + g) >>> 0}: ${p}`);
  setup.seats.forEach((s, i) => {
    const k = seatKind(s);
    const e = (sums[k] ??= { total: 0, n: 0 });
    e.total += seatTotal(played.state, i);
    e.n++;
  });
}
const seconds = (performance.now() - t0) / 1000;
printJson({
  games,
  seats,
  realSeats: real,
  seed,
  seconds: Number(seconds.toFixed(3)),
  gamesPerSecond: Number((games / seconds).toFixed(1)),
  actionsPerGame: Number((actions / games).toFixed(1)),
  averageScore: Object.fromEntries(
    Object.entries(sums).map(([k, v]) => [k, Number((v.total / v.n).toFixed(2))]),
  ),
  invariantViolations: violations,
  examples,
});
