/** Duplicate, seat-rotated tournament between bot levels and virtual players; prints a JSON summary. */
import { performance } from 'node:perf_hooks';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { STRENGTHS, SUITS, checkInvariants, seatTotal, winningSeats } from '../engine';
import type { GameSetup, SeatSetup, Strength, Suit } from '../engine';
import { isLevel } from '../bots/index';
import { playGame } from '../bots/play';
import type { MasterParams } from '../bots/master';
import { lineupBots, masterOverrides } from './masterFlag';
import { fail, intFlag, printJson, seedFlag, stringFlag } from './io';
import { wilson } from '../../shared';

const USAGE = `usage: tournament --games N --seed K --mix LIST [--fill STRENGTH] [--seats S] [--jobs J]
  --mix    comma-separated seats: bot levels (random, easy, medium, hard, master) play as real players,
           strengths (novice, intermediate, expert) as virtual players; e.g. hard,medium or
           hard,expert,expert,expert. A list shorter than the seat count is filled with virtual
           players of --fill strength (default novice), up to --seats (default 4, at most 6).
  --games  total games, rounded up to whole deals: each deal (seed K, K+1, ...) is played once per
           rotation of the line-up over the seats, so every entry sits at every seat of every deal.
  --jobs   worker threads to spread the games over (default 1, at most 64).
  --seed   a whole number from 0 to 4294967295 (2^32-1); --games at most 100000.
  --master JSON of Master's top-level parameters to change, e.g. '{"horizon":2,"bidWorlds":8}' (experiments):
           numbers finite and not negative, counts whole; Hard's nested parameters are not open to it.
Prints JSON: winRate per entry (share of its seats that won; a shared win counts), matrix (per game,
the share of seat pairs where the row beats the column, ties half), both with 95% Wilson intervals over
games; meanVP per entry; latencyMs p50/p95/max per bot level (wall-clock, measurement only).`;

/** The most games one run plays. */
const MAX_GAMES = 100_000;

interface Job {
  index: number;
  seed: number;
  lineup: string[];
  master: Partial<MasterParams>;
}

interface GameResult {
  index: number;
  seed: number;
  lineup: string[];
  totals: number[];
  winners: number[];
  ms: number[][];
  problems: string[];
}

function setupOf(lineup: readonly string[]): GameSetup {
  return {
    seats: lineup.map((e, i): SeatSetup => {
      const suit = SUITS[i] as Suit;
      if (isLevel(e)) return { kind: 'real', name: `${e} ${i + 1}`, suit, controller: e };
      return { kind: 'virtual', name: `${e} ${i + 1}`, suit, strength: e as Strength };
    }),
  };
}

function runJob(job: Job): GameResult {
  const setup = setupOf(job.lineup);
  const bots = lineupBots(job.lineup, job.master);
  const played = playGame(setup, job.seed, bots, { clock: () => performance.now() });
  const problems = played.problems.slice();
  if (played.state.phase !== 'over') problems.push('game did not finish');
  problems.push(...checkInvariants(played.state));
  const totals = job.lineup.map((_, i) => seatTotal(played.state, i));
  return {
    index: job.index,
    seed: job.seed,
    lineup: job.lineup,
    totals,
    winners: winningSeats(totals),
    ms: played.decisionMs,
    problems,
  };
}

const r3 = (x: number): number => Math.round(x * 1000) / 1000;

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i] as number;
}

function summarise(results: GameResult[], meta: Record<string, unknown>): Record<string, unknown> {
  const entries = [...new Set(results.flatMap((r) => r.lineup))];
  const wins: Record<string, { won: number; seats: number }> = {};
  const vp: Record<string, { sum: number; n: number }> = {};
  const lat: Record<string, number[]> = {};
  const pair: Record<string, Record<string, { s: number; n: number }>> = {};
  let illegal = 0;
  const problems: string[] = [];
  for (const r of results) {
    illegal += r.problems.length;
    for (const p of r.problems) if (problems.length < 10) problems.push(`seed ${r.seed}: ${p}`);
    r.lineup.forEach((e, i) => {
      const w = (wins[e] ??= { won: 0, seats: 0 });
      w.seats++;
      if (r.winners.includes(i)) w.won++;
      const v = (vp[e] ??= { sum: 0, n: 0 });
      v.sum += r.totals[i] as number;
      v.n++;
      if (isLevel(e)) (lat[e] ??= []).push(...(r.ms[i] ?? []));
    });
    for (const a of entries) {
      for (const b of entries) {
        if (a === b) continue;
        let s = 0;
        let n = 0;
        r.lineup.forEach((ea, i) => {
          if (ea !== a) return;
          r.lineup.forEach((eb, j) => {
            if (eb !== b) return;
            const ti = r.totals[i] as number;
            const tj = r.totals[j] as number;
            s += ti > tj ? 1 : ti === tj ? 0.5 : 0;
            n++;
          });
        });
        if (n === 0) continue;
        const cell = ((pair[a] ??= {})[b] ??= { s: 0, n: 0 });
        cell.s += s / n;
        cell.n++;
      }
    }
  }
  const interval = (s: number, n: number): Record<string, number> => {
    const [lo, hi] = wilson(s, n);
    return { rate: r3(n ? s / n : 0), lo: r3(lo), hi: r3(hi), n };
  };
  return {
    ...meta,
    games: results.length,
    winRate: Object.fromEntries(entries.map((e) => [e, interval(wins[e]?.won ?? 0, wins[e]?.seats ?? 0)])),
    matrix: Object.fromEntries(
      Object.entries(pair).map(([a, row]) => [
        a,
        Object.fromEntries(Object.entries(row).map(([b, c]) => [b, interval(c.s, c.n)])),
      ]),
    ),
    meanVP: Object.fromEntries(entries.map((e) => [e, r3((vp[e]?.sum ?? 0) / (vp[e]?.n || 1))])),
    latencyMs: Object.fromEntries(
      Object.entries(lat).map(([e, xs]) => {
        const s = xs.slice().sort((a, b) => a - b);
        return [
          e,
          {
            p50: r3(quantile(s, 0.5)),
            p95: r3(quantile(s, 0.95)),
            max: r3(s[s.length - 1] ?? 0),
            decisions: s.length,
          },
        ];
      }),
    ),
    illegalOrBroken: illegal,
    problems,
  };
}

function jobsFor(games: number, seed: number, lineup: string[], master: Partial<MasterParams>): Job[] {
  const n = lineup.length;
  const deals = Math.ceil(games / n);
  const jobs: Job[] = [];
  for (let d = 0; d < deals; d++) {
    for (let r = 0; r < n; r++) {
      jobs.push({
        index: jobs.length,
        seed: (seed + d) >>> 0,
        lineup: lineup.map((_, i) => lineup[(i + r) % n] as string),
        master,
      });
    }
  }
  return jobs;
}

/** The Master parameters named by --master (refused with a message and exit code 2 when not valid). */
function masterFlag(): Partial<MasterParams> {
  const m = masterOverrides(stringFlag('master', '{}'));
  if ('error' in m) fail(m.error as string);
  return m;
}

function runInWorkers(jobs: Job[], workers: number): Promise<GameResult[]> {
  const parts: Job[][] = Array.from({ length: workers }, () => []);
  jobs.forEach((j, i) => parts[i % workers]?.push(j));
  return Promise.all(
    parts.map(
      (part) =>
        new Promise<GameResult[]>((resolve, reject) => {
          const url = new URL(import.meta.url);
          const w = url.pathname.endsWith('.ts')
            ? new Worker(
                `import('tsx/esm/api').then((t) => { t.register(); return import(${JSON.stringify(url.href)}); });`,
                {
                  eval: true,
                  workerData: part,
                },
              )
            : new Worker(url, { workerData: part });
          w.once('message', (m: GameResult[]) => resolve(m));
          w.once('error', reject);
        }),
    ),
  ).then((rs) => rs.flat().sort((a, b) => a.index - b.index));
}

async function main(): Promise<void> {
  if (process.argv.includes('--help')) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const games = intFlag('games', 100, 1, MAX_GAMES);
  const seed = seedFlag('seed', 1);
  const jobsN = intFlag('jobs', 1, 1, 64);
  const fill = stringFlag('fill', 'novice');
  const mix = stringFlag('mix', 'hard,medium,easy,random')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const e of [...mix, fill]) {
    if (!isLevel(e) && !(STRENGTHS as readonly string[]).includes(e))
      fail(`unknown seat "${e}": use random, easy, medium, hard, master, novice, intermediate or expert`);
  }
  if (mix.length > 6) fail(`--mix lists ${mix.length} seats; a game has at most 6`);
  const seats = intFlag('seats', Math.max(4, mix.length), Math.max(4, mix.length), 6);
  const lineup = mix.concat(Array.from({ length: seats - mix.length }, () => fill));
  const jobs = jobsFor(games, seed, lineup, masterFlag());
  const t0 = performance.now();
  const results = jobsN > 1 ? await runInWorkers(jobs, Math.min(jobsN, jobs.length)) : jobs.map(runJob);
  printJson(
    summarise(results, {
      mix: lineup.join(','),
      seed,
      deals: jobs.length / lineup.length,
      seconds: r3((performance.now() - t0) / 1000),
      ...(process.argv.includes('--master') ? { master: masterFlag() } : {}),
    }),
  );
}

if (isMainThread) {
  void main();
} else {
  parentPort?.postMessage((workerData as Job[]).map(runJob));
}
