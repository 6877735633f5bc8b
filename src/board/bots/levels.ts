/** The board game's bot levels by name, and their adapter to the game loop of the sim tools. */
import type { BoardBot } from './bots';
import { easyBot } from './easy';
import { hardBot } from './hard';
import { mediumBot } from './medium';
import type { BoardLevelBot } from './types';

/** The levels people play against, weakest first. */
export const BOARD_LEVELS = ['easy', 'medium', 'hard'] as const;

/** One level. */
export type BoardLevel = (typeof BOARD_LEVELS)[number];

/** True when `s` names a level. */
export const isBoardLevel = (s: unknown): s is BoardLevel =>
  typeof s === 'string' && (BOARD_LEVELS as readonly string[]).includes(s);

/** The bot of a level. */
export function boardBotFor(level: BoardLevel): BoardLevelBot {
  switch (level) {
    case 'easy':
      return easyBot;
    case 'medium':
      return mediumBot;
    case 'hard':
      return hardBot;
  }
}

/** A level as a game-loop bot: its seed is drawn from the loop's random source. */
export function asBoardBot(bot: BoardLevelBot): BoardBot {
  return (view, legal, rnd) => bot.decide(view, legal, Math.floor(rnd() * 0x100000000)).action;
}
