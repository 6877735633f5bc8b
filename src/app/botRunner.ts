/** Runs bot decisions, in the page or in a Web Worker. */
import type { BotDecision } from '../bots/types';
import type { GameView } from '../engine/view';
import type { Action, Controller } from '../engine/types';

/** Something that decides for a bot seat. */
export interface BotRunner {
  decide(
    level: Exclude<Controller, 'human'>,
    view: GameView,
    legal: readonly Action[],
    seed: number,
  ): Promise<BotDecision>;
}
