/** Benchmarks of the engine: random full games, scorings and placement enumerations per second. */
import { performance } from 'node:perf_hooks';
import {
  characterNames,
  idsOf,
  legalPlacements,
  placementScanner,
  scoreCity,
  seatFlags,
  seatGrid,
  terrainDef,
  TERRAIN_IDS,
} from '../engine';
import type { GameState } from '../engine';
import { playGame } from '../bots/play';
import { randomBot } from '../bots/random';
import { playRandomFast } from '../bots/fastPlay';
import { printJson } from './io';
import { mixedSetup } from './seats';

/** Random games per second on the fast mutable path (the same games as the public path, test/fast.test.ts). */
function gamesPerSecond(real: number, ms: number): Rate {
  const setup = mixedSetup(4, real);
  let games = 0;
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  while (performance.now() - t0 < ms) playRandomFast(setup, 1000 + games++);
  return rate(games, t0, c0);
}

/** Games per wall-clock second, and per second of this process's CPU time (steadier on a loaded machine). */
interface Rate {
  gamesPerSecond: number;
  games: number;
  gamesPerCpuSecond: number;
}

function rate(games: number, t0: number, c0: NodeJS.CpuUsage): Rate {
  const cpu = process.cpuUsage(c0);
  return {
    gamesPerSecond: Math.round(games / ((performance.now() - t0) / 1000)),
    games,
    gamesPerCpuSecond: Math.round(games / ((cpu.user + cpu.system) / 1e6)),
  };
}

/** Random games per second on the public path: applyAction copies, a view and the full legal list per decision. */
function publicGamesPerSecond(real: number, ms: number): Rate {
  const setup = mixedSetup(4, real);
  const bots = setup.seats.map((s) => (s.kind === 'real' ? randomBot : null));
  let games = 0;
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  while (performance.now() - t0 < ms) playGame(setup, 1000 + games++, bots);
  return rate(games, t0, c0);
}

function finishedStates(n: number): GameState[] {
  const setup = mixedSetup(4, 4);
  const bots = setup.seats.map(() => randomBot);
  return Array.from({ length: n }, (_, i) => playGame(setup, 77 + i, bots).state);
}

function perOp(label: string, ops: (() => unknown)[], ms: number): Record<string, number> {
  let n = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < ms) {
    for (const op of ops) op();
    n += ops.length;
  }
  const us = ((performance.now() - t0) * 1000) / n;
  return { [`${label}PerSecond`]: Math.round(1e6 / us), [`${label}Microseconds`]: Number(us.toFixed(3)) };
}

gamesPerSecond(4, 300);
publicGamesPerSecond(4, 300);
const states = finishedStates(20);
const cities = states.flatMap((s) =>
  [0, 1, 2, 3].map((seat) => ({
    g: seatGrid(s, seat),
    chars: characterNames(s, seat),
    flags: seatFlags(s, seat),
  })),
);
const cards = idsOf(TERRAIN_IDS).map((id) => terrainDef(id).parcels);
printJson({
  randomGames4SeatsAllReal: gamesPerSecond(4, 3000),
  randomGames4SeatsSolo: gamesPerSecond(1, 3000),
  publicPathGames4SeatsAllReal: publicGamesPerSecond(4, 2000),
  ...perOp(
    'scoring',
    cities.map((c) => () => scoreCity(c.g, { characters: c.chars, sold: 0 })),
    2000,
  ),
  ...perOp(
    'placementEnumeration',
    cities.map(
      (c, i) => () => legalPlacements(c.g, cards[i % cards.length] as (typeof cards)[number], c.flags),
    ),
    2000,
  ),
  ...perOp(
    'placementCount',
    cities.map(
      (c, i) => () => placementScanner(c.g, c.flags).count(cards[i % cards.length] as (typeof cards)[number]),
    ),
    2000,
  ),
  cities: cities.length,
  averageCityCards: Number(
    (
      states.reduce((a, s) => a + s.c.zone.filter((z) => z === 'city').length, 0) /
      (states.length * 4)
    ).toFixed(1),
  ),
});
