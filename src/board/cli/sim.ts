/** Plays N board games with bots (random by default) and prints a JSON summary with invariant violations. */
import { performance } from 'node:perf_hooks';
import { BOARD_BOTS } from '../bots/bots';
import { playBoardGame } from '../bots/play';
import { fail, intFlag, printJson, seedFlag, stringFlag } from '../../cards/cli/io';

const games = intFlag('games', 20, 1, 100_000);
const players = intFlag('players', 4, 2, 6);
const seed = seedFlag('seed', 1);
const mix = stringFlag('bots', 'random').split(',');
const bots = Array.from({ length: players }, (_, i) => {
  const name = mix[i] ?? mix[mix.length - 1] ?? 'random';
  const bot = BOARD_BOTS[name];
  if (!bot) fail(`--bots takes a comma-separated list of: ${Object.keys(BOARD_BOTS).join(', ')}`);
  return { name, bot };
});

let violations = 0;
let unfinished = 0;
let actions = 0;
const examples: string[] = [];
const vp = Array.from({ length: players }, () => 0);
const wins = Array.from({ length: players }, () => 0);
const t0 = performance.now();
for (let g = 0; g < games; g++) {
  const s = (seed + g) >>> 0;
  try {
    const r = playBoardGame(
      { players },
      s,
      bots.map((b) => b.bot),
    );
    violations += r.violations.length;
    actions += r.steps;
    for (const v of r.violations.slice(0, 2)) if (examples.length < 5) examples.push(`game ${s}: ${v}`);
    r.totals.forEach((t, i) => (vp[i] = (vp[i] ?? 0) + t));
    wins[r.state.winner] = (wins[r.state.winner] ?? 0) + 1;
  } catch (e) {
    unfinished++;
    if (examples.length < 5) examples.push(`game ${s}: ${e instanceof Error ? e.message : String(e)}`);
  }
}
const seconds = (performance.now() - t0) / 1000;
const done = games - unfinished;
printJson({
  games,
  players,
  seed,
  bots: bots.map((b) => b.name),
  gamesPerSecond: Number((games / seconds).toFixed(2)),
  actionsPerGame: done ? Math.round(actions / done) : 0,
  averageVp: done ? Number((vp.reduce((a, b) => a + b, 0) / done / players).toFixed(2)) : 0,
  averageVpPerSeat: vp.map((v) => (done ? Number((v / done).toFixed(2)) : 0)),
  winsPerSeat: wins,
  invariantViolations: violations + unfinished,
  examples,
});
