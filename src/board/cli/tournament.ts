/** Duplicate, seat-rotated tournament between board-game bots and levels (like the card game's); prints a JSON summary. */
import { performance } from 'node:perf_hooks';
import { BOARD_BOTS, type BoardBot } from '../bots/bots';
import { HARD, makeHard } from '../bots/hard';
import { asBoardBot, BOARD_LEVELS, boardBotFor, isBoardLevel } from '../bots/levels';
import { playBoardGame } from '../bots/play';
import { fail, intFlag, printJson, seedFlag, stringFlag } from '../../cards/cli/io';
import { wilson } from '../../shared';

const NAMES = [...BOARD_LEVELS, ...Object.keys(BOARD_BOTS)];

const USAGE = `usage: board-tournament --games N --players P --seed K --mix LIST [--cap-ms T]
  --mix      comma-separated entries per seat: levels (${BOARD_LEVELS.join(', ')}) or test bots
             (${Object.keys(BOARD_BOTS).join(', ')}); a shorter list is filled with its last entry up to
             --players (2..6, default 4), e.g. medium,easy is one Medium against three Easy.
  --games    total games, rounded up to whole deals: each deal (seed K, K+1, ...) is played once per
             rotation of the line-up over the seats, so every entry sits at every seat of every deal.
  --cap-ms   Hard's safety time cap per decision, in ms (default 0: none, Hard is count-limited).
Prints JSON: winRate per entry (share of its seats that won, with a 95% Wilson interval), meanVP per
entry, winningVP (spread of the winners' scores), decisionMs p50/p95/max per level (wall clock,
measurement only) and decisionCpuMs (the process CPU time, less sensitive to a busy machine),
invariant violations (must be 0) and games per second.`;

if (process.argv.includes('--help')) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
const games = intFlag('games', 100, 1, 100_000);
const players = intFlag('players', 4, 2, 6);
const seed = seedFlag('seed', 1);
const mix = stringFlag('mix', 'medium,easy')
  .split(',')
  .map((x) => x.trim())
  .filter(Boolean);
if (mix.length === 0 || mix.length > players) fail(`--mix lists 1 to ${players} entries`);
for (const name of mix) if (!NAMES.includes(name)) fail(`unknown entry "${name}"; use ${NAMES.join(', ')}`);
const lineup = Array.from({ length: players }, (_, i) => mix[i] ?? (mix[mix.length - 1] as string));

const capMs = intFlag('cap-ms', 0, 0, 60_000);
const clock = (): number => performance.now();
const cpu = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const hardCapped = capMs > 0 ? makeHard({ ...HARD, budgetMs: capMs }, clock) : null;
const times: Record<string, { wall: number[]; cpu: number[] }> = {};
const botOf = (name: string): BoardBot => {
  if (!isBoardLevel(name)) return BOARD_BOTS[name] as BoardBot;
  const ms = (times[name] ??= { wall: [], cpu: [] });
  const bot = name === 'hard' && hardCapped ? hardCapped : boardBotFor(name);
  return asBoardBot({
    name,
    decide(view, legal, s) {
      const [w0, c0] = [clock(), cpu()];
      const d = bot.decide(view, legal, s);
      ms.wall.push(clock() - w0);
      ms.cpu.push(cpu() - c0);
      return d;
    },
  });
};
const bots: Record<string, BoardBot> = Object.fromEntries([...new Set(lineup)].map((n) => [n, botOf(n)]));

const wins: Record<string, { won: number; seats: number; vp: number }> = {};
const winning: number[] = [];
let violations = 0;
let played = 0;
const deals = Math.ceil(games / players);
const t0 = performance.now();
for (let d = 0; d < deals; d++) {
  for (let r = 0; r < players; r++) {
    const seats = lineup.map((_, i) => lineup[(i + r) % players] as string);
    const g = playBoardGame(
      { players },
      (seed + d) >>> 0,
      seats.map((name) => bots[name] as BoardBot),
    );
    violations += g.violations.length;
    played++;
    winning.push(g.totals[g.state.winner] ?? 0);
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
const quantile = (sorted: readonly number[], q: number): number =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] as number);
const spread = (xs: readonly number[]): Record<string, number> => {
  const s = xs.slice().sort((a, b) => a - b);
  const mean = s.reduce((a, b) => a + b, 0) / (s.length || 1);
  const sd = Math.sqrt(s.reduce((a, b) => a + (b - mean) ** 2, 0) / (s.length || 1));
  return {
    min: s[0] ?? 0,
    p25: quantile(s, 0.25),
    median: quantile(s, 0.5),
    p75: quantile(s, 0.75),
    max: s[s.length - 1] ?? 0,
    mean: r3(mean),
    sd: r3(sd),
  };
};
const timing = (xs: readonly number[]): Record<string, number> => {
  const s = xs.slice().sort((a, b) => a - b);
  return {
    p50: r3(quantile(s, 0.5)),
    p95: r3(quantile(s, 0.95)),
    max: r3(s[s.length - 1] ?? 0),
    decisions: s.length,
  };
};
printJson({
  mix: lineup.join(','),
  players,
  capMs,
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
  winningVP: spread(winning),
  decisionMs: Object.fromEntries(Object.entries(times).map(([name, t]) => [name, timing(t.wall)])),
  decisionCpuMs: Object.fromEntries(Object.entries(times).map(([name, t]) => [name, timing(t.cpu)])),
  invariantViolations: violations,
  gamesPerSecond: r3(played / seconds),
});
