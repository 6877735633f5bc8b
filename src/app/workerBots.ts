/**
 * Bot decisions in a Web Worker, so the page stays responsive while a bot thinks. Every request has a timeout; a
 * worker that dies or stops answering is restarted and the request sent once more, and after a second loss the
 * in-page runner takes over for good (with a notice). In-page at once when workers are missing.
 */
import type { BotDecision } from '../cards/bots/types';
import type { BotRequest, BotResponse } from '../cards/bots/protocol';
import { BOT_TIMEOUT_MS } from '../cards/bots/timeouts';
import type { BotRunner } from './botRunner';
import { t } from '../i18n';

/** The part of a Worker the runner uses. */
export interface BotWorker {
  postMessage(message: BotRequest): void;
  terminate(): void;
  onmessage: ((e: { data: BotResponse }) => void) | null;
  onerror: ((e: unknown) => void) | null;
}

/** What the runner needs from its surroundings (the browser's by default; fakes in tests). */
export interface WorkerBotsDeps {
  /** Starts a worker; null (or a throw) when workers cannot be used. */
  createWorker: () => BotWorker | null;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
  /** Tells the player, once, that the bots now think in the page. */
  notify: (message: string) => void;
  /** The timeout of a request of a level, in ms. */
  timeoutMs: (level: BotRequest['level']) => number;
}

/** The notice shown when the worker is given up, in the current language. */
export function botWorkerLostText(): string {
  return t('notice.botsInPage');
}

type Outcome = { kind: 'ok'; decision: BotDecision } | { kind: 'error' } | { kind: 'lost' };

interface Live {
  worker: BotWorker;
  pending: Map<number, (o: Outcome) => void>;
}

function browserWorker(): BotWorker | null {
  if (typeof Worker === 'undefined') return null;
  return new Worker(new URL('../cards/bots/worker.ts', import.meta.url), {
    type: 'module',
  }) as unknown as BotWorker;
}

const browserDeps: WorkerBotsDeps = {
  createWorker: browserWorker,
  setTimer: (fn, ms) => setTimeout(fn, ms),
  clearTimer: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  notify: () => undefined,
  timeoutMs: (level) => BOT_TIMEOUT_MS[level],
};

/** A BotRunner backed by one worker (src/cards/bots/worker.ts), restarted when it is lost, with `fallback` as last resort. */
export function workerBots(fallback: BotRunner, deps: Partial<WorkerBotsDeps> = {}): BotRunner {
  const d: WorkerBotsDeps = { ...browserDeps, ...deps };
  let live: Live | null = null;
  let givenUp = false;
  let started = false;
  let nextId = 1;

  const drop = (l: Live): void => {
    if (live === l) live = null;
    try {
      l.worker.terminate();
    } catch {
      // Already gone.
    }
    for (const settle of l.pending.values()) settle({ kind: 'lost' });
    l.pending.clear();
  };

  const giveUp = (): void => {
    if (givenUp) return;
    givenUp = true;
    if (live) drop(live);
    if (started) d.notify(botWorkerLostText());
  };

  const start = (): Live | null => {
    if (live) return live;
    let worker: BotWorker | null;
    try {
      worker = d.createWorker();
    } catch {
      worker = null;
    }
    if (!worker) return null;
    started = true;
    const l: Live = { worker, pending: new Map() };
    worker.onmessage = (e) => {
      const settle = l.pending.get(e.data.id);
      if (!settle) return;
      l.pending.delete(e.data.id);
      if ('error' in e.data) settle({ kind: 'error' });
      else
        settle({
          kind: 'ok',
          decision:
            e.data.reason === undefined
              ? { action: e.data.action }
              : { action: e.data.action, reason: e.data.reason },
        });
    };
    worker.onerror = () => drop(l);
    live = l;
    return l;
  };

  const ask = (l: Live, req: BotRequest): Promise<Outcome> =>
    new Promise<Outcome>((resolve) => {
      const timer = d.setTimer(() => {
        if (l.pending.delete(req.id)) drop(l);
        resolve({ kind: 'lost' });
      }, d.timeoutMs(req.level));
      l.pending.set(req.id, (o) => {
        d.clearTimer(timer);
        resolve(o);
      });
      try {
        l.worker.postMessage(req);
      } catch {
        drop(l);
      }
    });

  return {
    async decide(level, view, legal, seed) {
      for (let attempt = 0; attempt < 2 && !givenUp; attempt++) {
        const l = start();
        if (!l) {
          giveUp();
          break;
        }
        const o = await ask(l, { id: nextId++, level, view, legal: legal.slice(), seed });
        if (o.kind === 'ok') return o.decision;
        if (o.kind === 'error') return fallback.decide(level, view, legal, seed);
        if (attempt === 1) giveUp();
      }
      return fallback.decide(level, view, legal, seed);
    },
  };
}
