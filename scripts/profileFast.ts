/**
 * Plays random full 4-seat games on the fast path for a CPU profile, e.g.
 * `node --import tsx --cpu-prof --cpu-prof-dir=/tmp/prof scripts/profileFast.ts 20000`
 * (bundle it first with esbuild for line numbers: tsx's transform reports every line as 1).
 */
import { playRandomFast } from '../src/cards/bots/fastPlay';
import { mixedSetup } from '../src/cards/cli/seats';

const setup = mixedSetup(4, 4);
const n = Number(process.argv[2] ?? 20000);
const t0 = performance.now();
const c0 = process.cpuUsage();
for (let i = 0; i < n; i++) playRandomFast(setup, 1000 + i);
const c = process.cpuUsage(c0);
const wall = Math.round(n / ((performance.now() - t0) / 1000));
const cpu = Math.round(n / ((c.user + c.system) / 1e6));
console.log(`${n} games: ${wall} per second, ${cpu} per CPU second`);
