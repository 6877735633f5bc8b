/**
 * Bot decisions in a Web Worker, so the page stays responsive while a bot thinks. The worker is watched like every
 * other (workerWatch): its messages are read before use, it reports progress while it thinks, and it counts as lost
 * only after a silence of its level's allowance over both time and timer checks, so a busy but alive worker is kept.
 * A lost worker is replaced once and the request sent again; after a second loss the in-page runner takes over for
 * good (with a notice). In-page at once when workers are missing.
 */
import type { Action } from '../cards/engine';
import type { BotDecision } from '../cards/bots/types';
import type { BotMessage, BotRequest } from '../cards/bots/protocol';
import { BOT_TIMEOUT_MS } from '../cards/bots/timeouts';
import type { BotRunner } from './botRunner';
import { readBotMessage } from './botCheck';
import { WorkerTender, browserWatchDeps } from './workerWatch';
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

type Outcome =
  { kind: 'ok'; decision: BotDecision } | { kind: 'error' } | { kind: 'lost' } | { kind: 'none' };

interface Job {
  legal: readonly Action[];
  settle: (o: Outcome) => void;
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
  const pending = new Map<number, Job>();
  let nextId = 1;

  const heard = (m: BotMessage): void => {
    if ('kind' in m) return;
    const job = pending.get(m.id);
    if (!job) return;
    pending.delete(m.id);
    if (pending.size === 0) tender.idle();
    if ('error' in m) job.settle({ kind: 'error' });
    else
      job.settle({
        kind: 'ok',
        decision: m.reason === undefined ? { action: m.action } : { action: m.action, reason: m.reason },
      });
  };

  const tender: WorkerTender<BotRequest, BotMessage> = new WorkerTender<BotRequest, BotMessage>({
    deps: d,
    read: (raw) => readBotMessage(raw, (id) => pending.get(id)?.legal),
    heard,
    lost: () => {
      const jobs = [...pending.values()];
      pending.clear();
      for (const j of jobs) j.settle({ kind: 'lost' });
    },
    notify: () => d.notify(botWorkerLostText()),
  });

  const ask = (req: BotRequest): Promise<Outcome> =>
    new Promise<Outcome>((resolve) => {
      pending.set(req.id, { legal: req.legal, settle: resolve });
      if (tender.send(req, d.silentMs(req.level), d.createWorker)) return;
      pending.delete(req.id);
      resolve({ kind: 'none' });
    });

  return {
    async decide(level, view, legal, seed) {
      while (!tender.givenUp) {
        const o = await ask({ id: nextId++, level, view, legal: legal.slice(), seed });
        if (o.kind === 'ok') return o.decision;
        if (o.kind !== 'lost') break;
      }
      return fallback.decide(level, view, legal, seed);
    },
  };
}
