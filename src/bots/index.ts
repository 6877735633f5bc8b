/** The bot levels by name. */
import type { Bot } from './types';
import { randomBot } from './random';
import { easyBot } from './easy';
import { mediumBot } from './medium';
import { hardBot } from './hard';
import { masterBot } from './master';

/** Bot levels, weakest first. */
export const LEVELS = ['random', 'easy', 'medium', 'hard', 'master'] as const;

/** One bot level. */
export type Level = (typeof LEVELS)[number];

/** True when `s` names a bot level. */
export function isLevel(s: unknown): s is Level {
  return typeof s === 'string' && (LEVELS as readonly string[]).includes(s);
}

/** The bot of a level. */
export function botFor(level: Level): Bot {
  switch (level) {
    case 'random':
      return randomBot;
    case 'easy':
      return easyBot;
    case 'medium':
      return mediumBot;
    case 'hard':
      return hardBot;
    case 'master':
      return masterBot;
  }
}

export { BOT_P95_MS, BOT_TIMEOUT_FLOOR_MS, BOT_TIMEOUT_MS } from './timeouts';
