/** Bot decisions in a Web Worker, so the page stays responsive while a bot thinks; in-page when workers are missing. */
import type { BotDecision } from '../bots/types';
import type { BotRequest, BotResponse } from '../bots/protocol';
import type { BotRunner } from './botRunner';

type Pending = { resolve: (d: BotDecision) => void; reject: (e: Error) => void };

/** A BotRunner backed by one module worker (src/bots/worker.ts); falls back to `fallback` if the worker cannot start or fails. */
export function workerBots(fallback: BotRunner): BotRunner {
  let worker: Worker | null = null;
  let broken = typeof Worker === 'undefined';
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const fail = (why: string): void => {
    broken = true;
    worker?.terminate();
    worker = null;
    for (const p of pending.values()) p.reject(new Error(why));
    pending.clear();
  };

  const start = (): Worker | null => {
    if (worker || broken) return worker;
    try {
      worker = new Worker(new URL('../bots/worker.ts', import.meta.url), { type: 'module' });
    } catch {
      broken = true;
      return null;
    }
    worker.onmessage = (e: MessageEvent<BotResponse>) => {
      const p = pending.get(e.data.id);
      if (!p) return;
      pending.delete(e.data.id);
      if ('error' in e.data) p.reject(new Error(e.data.error));
      else
        p.resolve(
          e.data.reason === undefined
            ? { action: e.data.action }
            : { action: e.data.action, reason: e.data.reason },
        );
    };
    worker.onerror = () => fail('bot worker failed');
    return worker;
  };

  return {
    async decide(level, view, legal, seed) {
      const w = start();
      if (!w) return fallback.decide(level, view, legal, seed);
      const id = nextId++;
      const req: BotRequest = { id, level, view, legal: legal.slice(), seed };
      try {
        return await new Promise<BotDecision>((resolve, reject) => {
          pending.set(id, { resolve, reject });
          w.postMessage(req);
        });
      } catch {
        return fallback.decide(level, view, legal, seed);
      }
    },
  };
}
