/** Runs bot decisions, in the page or in a Web Worker. */
import type { BotDecision } from '../bots/types';
import type { Action, Controller, GameView } from '../engine';

/** Something that decides for a bot seat. */
export interface BotRunner {
  decide(
    level: Exclude<Controller, 'human'>,
    view: GameView,
    legal: readonly Action[],
    seed: number,
  ): Promise<BotDecision>;
}
