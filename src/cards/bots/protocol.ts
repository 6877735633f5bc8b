/** The message protocol between the page and the bot worker, and its handler (no DOM, runs in Node too). */
import type { Action, GameView } from '../engine';
import { botFor, isLevel } from './index';
import type { BotReason } from './types';
import { errorFrame, frameId } from '../../shared';
import type { ErrorFrame, Frame } from '../../shared';
import type { Level } from './index';

/** A request to decide for one seat. */
export interface BotRequest extends Frame {
  level: Level;
  view: GameView;
  legal: Action[];
  seed: number;
}

/** The answer to a request: the chosen action and its reason, or an error message. */
export type BotResponse = (Frame & { action: Action; reason?: BotReason }) | ErrorFrame;

/** Decides a request; never throws. */
export function handleBotRequest(req: BotRequest): BotResponse {
  const id = frameId(req);
  try {
    if (!isLevel(req.level)) return { id, error: `unknown bot level ${String(req.level)}` };
    if (!Array.isArray(req.legal) || req.legal.length === 0) return { id, error: 'no legal action' };
    const d = botFor(req.level).decide(req.view, req.legal, req.seed >>> 0);
    return d.reason === undefined ? { id, action: d.action } : { id, action: d.action, reason: d.reason };
  } catch (e) {
    return errorFrame(id, e);
  }
}
