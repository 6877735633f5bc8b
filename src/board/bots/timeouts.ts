/** How long the page waits for the board game's bot worker while it is silent, per level (see src/app/boardBots.ts). */
import { silenceAllowances } from '../../shared';
import type { BoardLevel } from './levels';

/**
 * Decision latency p95 per level in ms, through the worker protocol in Node with `npx tsx scripts/boardBotTiming.ts 4 1`
 * (4 games of Hard, Medium, Easy, Medium at load 7 on 2 cores): easy 2.7 (194 decisions), medium 4.7 (317), hard 443
 * (159; max 890 under its 800 ms cap). Hard's longest silence between two messages: p95 141 ms, max 225 ms.
 */
export const BOARD_BOT_P95_MS: Record<BoardLevel, number> = {
  easy: 3,
  medium: 5,
  hard: 450,
};

/**
 * A worker silent this long on a request of the level counts as lost: four times the p95 plus the allowance. Hard
 * reports each sampled world, so its silences are far shorter than a whole decision.
 */
export const BOARD_BOT_TIMEOUT_MS: Record<BoardLevel, number> = silenceAllowances(BOARD_BOT_P95_MS);
