/**
 * Bot decisions in a Web Worker, so the page stays responsive while a bot thinks. The worker is watched like every
 * other (workerWatch): its messages are read before use, it reports progress while it thinks, and it counts as lost
 * only after a silence of its level's allowance over both time and timer checks, so a busy but alive worker is kept.
 * A lost worker is replaced once and the request sent again; after a second loss the in-page runner takes over for
 * good (with a notice). In-page at once when workers are missing.
 */
import type { BotDecision } from '../cards/bots/types';
import type { BotRequest } from '../cards/bots/protocol';
import { BOT_TIMEOUT_MS } from '../cards/bots/timeouts';
import type { BotRunner } from './botRunner';
import { readBotMessage } from './botCheck';
import { browserWatchDeps } from './workerWatch';
import { workerDecider } from './workerDecide';
import type { WatchDeps, WorkerPort } from './workerWatch';
import { t } from '../i18n';

/** The part of a Worker the runner uses; whatever it sends is checked before use (readBotMessage). */
export type BotWorker = WorkerPort<BotRequest>;

/** What the runner needs from its surroundings (the browser's by default; fakes in tests). */
export interface WorkerBotsDeps extends WatchDeps {
  /** Starts a worker; null (or a throw) when workers cannot be used. */
  createWorker: () => BotWorker | null;
  /** Tells the player, once, that the bots now think in the page. */
  notify: (message: string) => void;
  /** How long a worker working on a request of a level may stay silent, in ms, before it counts as lost. */
  silentMs: (level: BotRequest['level']) => number;
}

/** The notice shown when the worker is given up, in the current language. */
export function botWorkerLostText(): string {
  return t('notice.botsInPage');
}

function browserWorker(): BotWorker | null {
  if (typeof Worker === 'undefined') return null;
  return new Worker(new URL('./botWorker.ts', import.meta.url), {
    type: 'module',
  }) as unknown as BotWorker;
}

const browserDeps: WorkerBotsDeps = {
  ...browserWatchDeps,
  createWorker: browserWorker,
  notify: () => undefined,
  silentMs: (level) => BOT_TIMEOUT_MS[level],
};

/** A BotRunner backed by one watched worker (src/app/botWorker.ts), replaced once when lost, with `fallback` as last resort. */
export function workerBots(fallback: BotRunner, deps: Partial<WorkerBotsDeps> = {}): BotRunner {
  const d: WorkerBotsDeps = { ...browserDeps, ...deps };
  return workerDecider({
    deps: d,
    createWorker: d.createWorker,
    silentMs: d.silentMs,
    read: readBotMessage,
    decision: (m): BotDecision =>
      m.reason === undefined ? { action: m.action } : { action: m.action, reason: m.reason },
    notify: () => d.notify(botWorkerLostText()),
    fallback,
  });
}
