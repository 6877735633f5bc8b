/** Runs bot decisions, in the page or in a Web Worker. */
import type { BotDecision } from '../cards/bots/types';
import type { Action, GameView } from '../cards/engine';
import type { Level } from '../cards/bots/levels';

/** Something that decides for a bot seat. */
export interface BotRunner {
  decide(level: Level, view: GameView, legal: readonly Action[], seed: number): Promise<BotDecision>;
}
