/** How long the page waits for a bot worker's answer, per level (see src/app/workerBots.ts). */
import { silenceAllowances } from '../../shared';
import type { Level } from './levels';

/**
 * Decision latency p95 per level in ms, measured in Node with
 * `npm run --silent tournament -- --games 8 --seed 1 --mix hard,medium,easy,random` (340 hard decisions);
 * master: 155 ms with `--games 4 --seed 1 --mix master,hard` at load 8 (172 decisions), 827 ms with
 * `--games 100 --seed 1 --mix master,expert,expert,expert` at load 20 on 2 cores (4,450 decisions); 250 keeps the
 * timeout under five seconds.
 */
export const BOT_P95_MS: Record<Level, number> = {
  random: 0.05,
  easy: 1.1,
  medium: 2.5,
  hard: 45,
  master: 400,
};

/** A bot request that has not been answered after this long counts as lost: four times the p95, plus the allowance. */
export const BOT_TIMEOUT_MS: Record<Level, number> = silenceAllowances(BOT_P95_MS);
