/** The message protocol between the page and the bot worker, and its handler (no DOM, runs in Node too). */
import type { Action, GameView } from '../engine';
import { botFor, isLevel } from './index';
import { makeMaster } from './master';
import type { Bot, BotReason } from './types';
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

/** A sign of life while a request is worked on: `done` steps so far (0 when it starts; Master: rollouts played). */
export interface BotProgress {
  id: number;
  kind: 'progress';
  done: number;
}

/** Everything the worker sends. */
export type BotMessage = BotResponse | BotProgress;

/** What a bot may use while it thinks in a worker: a clock for Master's time cap, and a way to report progress. */
export interface BotThinking {
  now?: () => number;
  progress?: (done: number) => void;
}

function botOf(level: Level, thinking: BotThinking): Bot {
  if (level !== 'master' || (!thinking.now && !thinking.progress)) return botFor(level);
  return makeMaster(undefined, thinking.now, 'master', thinking.progress);
}

/** Decides a request; never throws. */
export function handleBotRequest(req: BotRequest, thinking: BotThinking = {}): BotResponse {
  const id = frameId(req);
  try {
    if (!isLevel(req.level)) return { id, error: `unknown bot level ${String(req.level)}` };
    if (!Array.isArray(req.legal) || req.legal.length === 0) return { id, error: 'no legal action' };
    const d = botOf(req.level, thinking).decide(req.view, req.legal, req.seed >>> 0);
    return d.reason === undefined ? { id, action: d.action } : { id, action: d.action, reason: d.reason };
  } catch (e) {
    return errorFrame(id, e);
  }
}

/**
 * The worker's receiver: it says at once that it took a request (so the time spent loading its code and waiting for
 * it is not held against the thinking), reports the bot's progress, then answers; `now` gives Master its time cap.
 */
export function botReceiver(post: (m: BotMessage) => void, now: () => number): (req: BotRequest) => void {
  return (req) => {
    const id = frameId(req);
    const progress = (done: number): void => post({ id, kind: 'progress', done });
    progress(0);
    post(handleBotRequest(req, { now, progress }));
  };
}
