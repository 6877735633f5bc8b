/**
 * Times the bid lens (every bid turn of seat 0: its quick first answer and the full one) and the regret review (a
 * whole game) in Node; prints JSON with the wall-clock figures and this process's CPU time (steadier on a shared
 * machine), the cold warm-up a lens worker runs first, and the load average.
 */
import { loadavg } from 'node:os';
import { activeSeats, applyAction, createGame, legalActions, viewFor } from '../src/cards/engine';
import type { Action, GameSetup, SeatSetup } from '../src/cards/engine';
import { botFor } from '../src/cards/bots/index';
import type { Level } from '../src/cards/bots/index';
import { LENS_QUICK_SAMPLES, bidLens } from '../src/cards/bots/lens';
import { warmUp } from '../src/app/insightProtocol';
import { decisionSeed } from '../src/cards/bots/play';
import { regretReview } from '../src/app/regret';

const SUITS = ['hat', 'star', 'cactus', 'boot', 'horseshoe', 'cow'] as const;

function setupOf(entries: readonly string[]): GameSetup {
  return {
    seats: entries.map((e, i): SeatSetup => {
      const suit = SUITS[i] as (typeof SUITS)[number];
      if (e === 'person') return { kind: 'real', name: `P${i}`, suit, controller: 'human' };
      if (e === 'expert' || e === 'novice') return { kind: 'virtual', name: `V${i}`, suit, strength: e };
      return { kind: 'real', name: e, suit, controller: e as Level };
    }),
  };
}

const TABLES = [
  ['person', 'hard', 'expert', 'expert'],
  ['person', 'expert', 'expert', 'expert'],
  ['person', 'hard', 'medium', 'master', 'expert', 'novice'],
  ['person', 'person', 'hard', 'expert', 'expert', 'expert'],
];

const warm0 = performance.now();
warmUp();
const warmUpMs = Math.round(performance.now() - warm0);
const quickMs: number[] = [];
const lensMs: number[] = [];
const lensCpuMs: number[] = [];
const cpuMs = (c: NodeJS.CpuUsage): number => (c.user + c.system) / 1000;
const reviews: { table: string; people: number; decisions: number; ms: number; cpuMs: number }[] = [];
for (const [t, entries] of TABLES.entries()) {
  const setup = setupOf(entries);
  const seed = 100 + t;
  const start = createGame(setup, seed);
  if (!start.ok) throw new Error('bad setup');
  let s = start.state;
  const actions: Action[] = [];
  for (let n = 0; s.phase !== 'over'; n++) {
    const seat = activeSeats(s)[0] as number;
    if (seat === 0 && s.phase === 'bidding') {
      const v = viewFor(s, 0);
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      bidLens(v, n, undefined, {
        samples: LENS_QUICK_SAMPLES,
        post: () => quickMs.push(performance.now() - t0),
      });
      lensMs.push(performance.now() - t0);
      lensCpuMs.push(cpuMs(process.cpuUsage(c0)));
    }
    const e = entries[seat] as string;
    const level: Level = e === 'person' ? 'medium' : (e as Level);
    const a = botFor(level).decide(
      viewFor(s, seat),
      legalActions(s, seat),
      decisionSeed(seed, seat, n),
    ).action;
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(r.error);
    s = r.state;
    actions.push(a);
  }
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const rev = regretReview(setup, seed, actions);
  reviews.push({
    table: entries.join(','),
    people: entries.filter((e) => e === 'person').length,
    decisions: rev.decisions,
    ms: Math.round(performance.now() - t0),
    cpuMs: Math.round(cpuMs(process.cpuUsage(c0))),
  });
}
const quantiles = (xs: number[]): { median: number; p95: number; max: number } => {
  const sorted = xs.slice().sort((a, b) => a - b);
  const q = (f: number): number =>
    Math.round((sorted[Math.min(sorted.length - 1, Math.floor(f * sorted.length))] ?? 0) * 10) / 10;
  return { median: q(0.5), p95: q(0.95), max: q(1) };
};
console.log(
  JSON.stringify(
    {
      loadAverage: loadavg().map((x) => Math.round(x * 100) / 100),
      lens: {
        warmUpMs,
        turns: lensMs.length,
        quickWallMs: quantiles(quickMs),
        wallMs: quantiles(lensMs),
        cpuMs: quantiles(lensCpuMs),
      },
      reviews,
    },
    null,
    1,
  ),
);
