/** The message protocol between the page and the board game's bot worker, and its handler (no DOM, runs in Node too). */
import { errorFrame, frameId, type ErrorFrame, type Frame } from '../../shared';
import type { BoardAction, BoardView } from '../engine';
import { HARD, makeHard } from './hard';
import { boardBotFor, isBoardLevel, type BoardLevel } from './levels';
import type { BoardLevelBot, BoardReason } from './types';

/** A request to decide for one seat. */
export interface BoardBotRequest extends Frame {
  level: BoardLevel;
  view: BoardView;
  legal: BoardAction[];
  seed: number;
}

/** The answer to a request: the chosen action and its reason, or an error message. */
export type BoardBotResponse = (Frame & { action: BoardAction; reason: BoardReason }) | ErrorFrame;

/** A sign of life while a request is worked on: `done` steps so far (0 when it starts; Hard: playouts played). */
export interface BoardBotProgress extends Frame {
  kind: 'progress';
  done: number;
}

/** Everything the worker sends. */
export type BoardBotMessage = BoardBotResponse | BoardBotProgress;

/** What a bot may use while it thinks in a worker: a clock for Hard's time cap, and a way to report progress. */
export interface BoardBotThinking {
  now?: () => number;
  progress?: (done: number) => void;
}

function botOf(level: BoardLevel, thinking: BoardBotThinking): BoardLevelBot {
  if (level !== 'hard' || (!thinking.now && !thinking.progress)) return boardBotFor(level);
  return makeHard(HARD, thinking.now, 'hard', thinking.progress);
}

/** Decides a request; never throws. */
export function handleBoardBotRequest(
  req: BoardBotRequest,
  thinking: BoardBotThinking = {},
): BoardBotResponse {
  const id = frameId(req);
  try {
    if (!isBoardLevel(req.level)) return { id, error: `unknown bot level ${String(req.level)}` };
    if (!Array.isArray(req.legal) || req.legal.length === 0) return { id, error: 'no legal action' };
    const d = botOf(req.level, thinking).decide(req.view, req.legal, req.seed >>> 0);
    return { id, action: d.action, reason: d.reason };
  } catch (e) {
    return errorFrame(id, e);
  }
}

/**
 * The worker's receiver: it says at once that it took a request (so loading its code and waiting are not held against
 * the thinking), reports Hard's playouts as they go, then answers; `now` gives Hard its time cap.
 */
export function boardBotReceiver(
  post: (m: BoardBotMessage) => void,
  now: () => number,
): (req: BoardBotRequest) => void {
  return (req) => {
    const id = frameId(req);
    const progress = (done: number): void => post({ id, kind: 'progress', done });
    progress(0);
    post(handleBoardBotRequest(req, { now, progress }));
  };
}
