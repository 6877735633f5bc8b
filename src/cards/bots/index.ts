/** The bot levels by name. */
import type { Bot } from './types';
import type { Level } from './levels';
import { randomBot } from './random';
import { easyBot } from './easy';
import { mediumBot } from './medium';
import { hardBot } from './hard';
import { masterBot } from './master';

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

export { BOT_P95_MS, BOT_TIMEOUT_MS } from './timeouts';
export { LEVELS, isLevel } from './levels';
export type { Controller, Level } from './levels';
