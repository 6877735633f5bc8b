/** Duplicate, seat-rotated tournament between board-game bots (like the card game's); prints a JSON summary. */
import { performance } from 'node:perf_hooks';
import { BOARD_BOTS, type BoardBot } from '../bots/bots';
import { playBoardGame } from '../bots/play';
import { fail, intFlag, printJson, seedFlag, stringFlag } from '../../cards/cli/io';
import { wilson } from '../../shared';

const USAGE = `usage: board-tournament --games N --players P --seed K --mix LIST
  --mix      comma-separated bots per seat (${Object.keys(BOARD_BOTS).join(', ')}); a shorter list is
             filled with its last entry up to --players (2..6, default 4), e.g. greedy,random.
  --games    total games, rounded up to whole deals: each deal (seed K, K+1, ...) is played once per
             rotation of the line-up over the seats, so every entry sits at every seat of every deal.
Prints JSON: winRate per entry (share of its seats that won, with a 95% Wilson interval), meanVP per
entry, invariant violations (must be 0) and games per second.`;

if (process.argv.includes('--help')) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
const games = intFlag('games', 100, 1, 100_000);
const players = intFlag('players', 4, 2, 6);
const seed = seedFlag('seed', 1);
const mix = stringFlag('mix', 'greedy,random')
  .split(',')
  .map((x) => x.trim())
  .filter(Boolean);
if (mix.length === 0 || mix.length > players) fail(`--mix lists 1 to ${players} bots`);
for (const name of mix)
  if (!BOARD_BOTS[name]) fail(`unknown bot "${name}"; use ${Object.keys(BOARD_BOTS).join(', ')}`);
const lineup = Array.from({ length: players }, (_, i) => mix[i] ?? (mix[mix.length - 1] as string));

const wins: Record<string, { won: number; seats: number; vp: number }> = {};
let violations = 0;
let played = 0;
const deals = Math.ceil(games / players);
const t0 = performance.now();
for (let d = 0; d < deals; d++) {
  for (let r = 0; r < players; r++) {
    const seats = lineup.map((_, i) => lineup[(i + r) % players] as string);
    const bots = seats.map((name) => BOARD_BOTS[name] as BoardBot);
    const g = playBoardGame({ players }, (seed + d) >>> 0, bots);
    violations += g.violations.length;
    played++;
    seats.forEach((name, i) => {
      const w = (wins[name] ??= { won: 0, seats: 0, vp: 0 });
      w.seats++;
      w.vp += g.totals[i] as number;
      if (g.state.winner === i) w.won++;
    });
  }
}
const seconds = (performance.now() - t0) / 1000;
const r3 = (x: number): number => Math.round(x * 1000) / 1000;
printJson({
  mix: lineup.join(','),
  players,
  seed,
  deals,
  games: played,
  winRate: Object.fromEntries(
    Object.entries(wins).map(([name, w]) => {
      const [lo, hi] = wilson(w.won, w.seats);
      return [name, { rate: r3(w.won / w.seats), lo: r3(lo), hi: r3(hi), n: w.seats }];
    }),
  ),
  meanVP: Object.fromEntries(Object.entries(wins).map(([name, w]) => [name, r3(w.vp / w.seats)])),
  invariantViolations: violations,
  gamesPerSecond: r3(played / seconds),
});
