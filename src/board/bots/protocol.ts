/** The message protocol between the page and the board game's bot worker, and its handler (no DOM, runs in Node too). */
import type { BoardAction, BoardView } from '../engine';
import { boardBotFor, isBoardLevel, type BoardLevel } from './levels';
import type { BoardReason } from './types';

/** A request to decide for one seat. */
export interface BoardBotRequest {
  id: number;
  level: BoardLevel;
  view: BoardView;
  legal: BoardAction[];
  seed: number;
}

/** The answer to a request: the chosen action and its reason, or an error message. */
export type BoardBotResponse =
  { id: number; action: BoardAction; reason: BoardReason } | { id: number; error: string };

/** Decides a request; never throws. */
export function handleBoardBotRequest(req: BoardBotRequest): BoardBotResponse {
  const id = typeof req?.id === 'number' ? req.id : -1;
  try {
    if (!isBoardLevel(req.level)) return { id, error: `unknown bot level ${String(req.level)}` };
    if (!Array.isArray(req.legal) || req.legal.length === 0) return { id, error: 'no legal action' };
    const d = boardBotFor(req.level).decide(req.view, req.legal, req.seed >>> 0);
    return { id, action: d.action, reason: d.reason };
  } catch (e) {
    return { id, error: e instanceof Error ? e.message : String(e) };
  }
}
