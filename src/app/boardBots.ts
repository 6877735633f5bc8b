/**
 * The board game's bot decisions in a Web Worker (src/app/boardBotWorker.ts), so the page stays responsive while a bot
 * thinks. The worker is watched like every other (workerWatch): its messages are read before use, Hard reports
 * progress while it searches, and the worker counts as lost only after a silence of its level's allowance over both
 * time and timer checks. A lost worker is replaced once and the request sent again; after a second loss Easy decides in the page
 * for good (a quick move, so the page never stalls on a search), with one notice; a request the worker answers with
 * an error is decided by Easy in the page too. In the page at once, silently, when workers are missing.
 */
import type { BoardAction, BoardView } from '../board/engine';
import { easyBot } from '../board/bots/easy';
import type { BoardLevel } from '../board/bots/levels';
import type { BoardBotRequest } from '../board/bots/protocol';
import { BOARD_BOT_TIMEOUT_MS } from '../board/bots/timeouts';
import type { BoardDecision } from '../board/bots/types';
import { t } from '../i18n';
import { readBoardBotMessage } from './boardBotCheck';
import { workerDecider } from './workerDecide';
import { browserWatchDeps, type WatchDeps, type WorkerPort } from './workerWatch';

/** Something that decides for a seat of the board game played by a bot. */
export interface BoardBotRunner {
  decide(
    level: BoardLevel,
    view: BoardView,
    legal: readonly BoardAction[],
    seed: number,
  ): Promise<BoardDecision>;
}

/** The part of a Worker the runner uses; whatever it sends is checked before use (readBoardBotMessage). */
export type BoardBotWorker = WorkerPort<BoardBotRequest>;

/** What the runner needs from its surroundings (the browser's by default; fakes in tests). */
export interface BoardBotsDeps extends WatchDeps {
  /** Starts a worker; null (or a throw) when workers cannot be used. */
  createWorker: () => BoardBotWorker | null;
  /** Tells the player, once, that the bots now play quick moves in the page. */
  notify: (message: string) => void;
  /** How long a worker working on a request of a level may stay silent, in ms, before it counts as lost. */
  silentMs: (level: BoardLevel) => number;
}

/** The notice shown when the worker is given up, in the current language. */
export function boardBotWorkerLostText(): string {
  return t('notice.boardBotsEasy');
}

/** The last resort: Easy's move, computed in the page whatever the level asked for. */
export const easyInPage: BoardBotRunner = {
  decide: (_level, view, legal, seed) => Promise.resolve(easyBot.decide(view, legal, seed)),
};

function browserWorker(): BoardBotWorker | null {
  if (typeof Worker === 'undefined') return null;
  return new Worker(new URL('./boardBotWorker.ts', import.meta.url), {
    type: 'module',
  }) as unknown as BoardBotWorker;
}

const browserDeps: BoardBotsDeps = {
  ...browserWatchDeps,
  createWorker: browserWorker,
  notify: () => undefined,
  silentMs: (level) => BOARD_BOT_TIMEOUT_MS[level],
};

/** A BoardBotRunner backed by one watched worker, replaced once when lost, with `fallback` as the last resort. */
export function boardWorkerBots(
  fallback: BoardBotRunner = easyInPage,
  deps: Partial<BoardBotsDeps> = {},
): BoardBotRunner {
  const d: BoardBotsDeps = { ...browserDeps, ...deps };
  return workerDecider({
    deps: d,
    createWorker: d.createWorker,
    silentMs: d.silentMs,
    read: readBoardBotMessage,
    decision: (m): BoardDecision => ({ action: m.action, reason: m.reason }),
    notify: () => d.notify(boardBotWorkerLostText()),
    fallback,
  });
}
