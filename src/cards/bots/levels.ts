/** The bot levels' names: the one list, which the setup, saves, statistics and the bots' timeouts read. */

/** Bot levels, weakest first. */
export const LEVELS = ['random', 'easy', 'medium', 'hard', 'master'] as const;

/** One bot level. */
export type Level = (typeof LEVELS)[number];

/** Who drives a real seat: a person on this device, or a bot of a level. The engine never reads it. */
export type Controller = 'human' | Level;

/** True when `s` names a bot level. */
export function isLevel(s: unknown): s is Level {
  return typeof s === 'string' && (LEVELS as readonly string[]).includes(s);
}
