/**
 * Each game's screens by name (the Phaser scene keys): the game modules name them, and the scene list
 * (scenes/common.ts) is built from them. No engine is imported here, so the title's chunk stays small.
 */

/** The screens a game brings: its setup, its table, its score sheet and its replay of a finished game. */
export interface GameScreens {
  readonly setup: string;
  readonly table: string;
  readonly score: string;
  readonly replay: string;
}

/** The card game's screens. */
export const CARD_SCREENS = {
  setup: 'setup',
  table: 'table',
  score: 'scoring',
  replay: 'replay',
} as const satisfies GameScreens;

/** The board game's screens. */
export const BOARD_SCREENS = {
  setup: 'boardSetup',
  table: 'board',
  score: 'boardScore',
  replay: 'boardReplay',
} as const satisfies GameScreens;
