/**
 * The page's side of the insight worker: the bid lens and the regret review answered off the page's thread. A
 * review gets a worker of its own, ended when cancelled. Without workers (or when one fails) they run in the page.
 */
import type { Action, GameSetup, GameView } from '../engine';
import type { LensResult } from '../bots/lens';
import { handleInsight } from './insightProtocol';
import type { InsightMessage, InsightRequest } from './insightProtocol';
import type { RegretReview } from './regret';

/** The part of a Worker used here. */
export interface InsightWorker {
  postMessage(message: InsightRequest): void;
  terminate(): void;
  onmessage: ((e: { data: InsightMessage }) => void) | null;
  onerror: ((e: unknown) => void) | null;
}

/** A running review: its result, and a way to stop it. */
export interface ReviewJob {
  done: Promise<RegretReview>;
  cancel(): void;
}

/** A game to review. */
export interface ReviewInput {
  setup: GameSetup;
  seed: number;
  actions: Action[];
}

function browserWorker(): InsightWorker | null {
  if (typeof Worker === 'undefined') return null;
  return new Worker(new URL('./insightWorker.ts', import.meta.url), {
    type: 'module',
  }) as unknown as InsightWorker;
}

let nextId = 1;
let lensWorker: InsightWorker | null = null;
const lensPending = new Map<number, (m: InsightMessage) => void>();

/** Runs a request in the page, answering after the current task so the caller's frame finishes first. */
function inPage(req: InsightRequest, on: (m: InsightMessage) => void): void {
  setTimeout(() => handleInsight(req, on), 0);
}

function lensWorkerOrNull(create: () => InsightWorker | null): InsightWorker | null {
  if (lensWorker) return lensWorker;
  try {
    lensWorker = create();
  } catch {
    lensWorker = null;
  }
  if (!lensWorker) return null;
  const w = lensWorker;
  w.onmessage = (e) => {
    const settle = lensPending.get(e.data.id);
    lensPending.delete(e.data.id);
    settle?.(e.data);
  };
  w.onerror = () => {
    lensWorker = null;
    w.terminate();
    const waiting = [...lensPending.values()];
    lensPending.clear();
    for (const s of waiting) s({ id: -1, error: 'worker lost' });
  };
  return w;
}

/** The bid lens of `view` (the viewer's own view only), computed in the worker. */
export function requestLens(
  view: GameView,
  seed: number,
  create: () => InsightWorker | null = browserWorker,
): Promise<LensResult> {
  const req: InsightRequest = { id: nextId++, kind: 'lens', view, seed };
  return new Promise<LensResult>((resolve, reject) => {
    const settle = (m: InsightMessage): void => {
      if ('error' in m) reject(new Error(m.error));
      else if (m.kind === 'lens') resolve(m.result);
    };
    const w = lensWorkerOrNull(create);
    if (!w) {
      inPage(req, settle);
      return;
    }
    lensPending.set(req.id, settle);
    try {
      w.postMessage(req);
    } catch {
      lensPending.delete(req.id);
      inPage(req, settle);
    }
  });
}

/** Starts the regret review of a game in a worker of its own; `progress` hears done of total decisions. */
export function startReview(
  game: ReviewInput,
  progress: (done: number, total: number) => void,
  create: () => InsightWorker | null = browserWorker,
): ReviewJob {
  const req: InsightRequest = {
    id: nextId++,
    kind: 'review',
    setup: game.setup,
    seed: game.seed,
    actions: game.actions,
  };
  let worker: InsightWorker | null = null;
  let cancelled = false;
  const done = new Promise<RegretReview>((resolve, reject) => {
    const on = (m: InsightMessage): void => {
      if (cancelled) return;
      if ('error' in m) reject(new Error(m.error));
      else if (m.kind === 'progress') progress(m.done, m.total);
      else if (m.kind === 'review') {
        worker?.terminate();
        resolve(m.result);
      }
    };
    try {
      worker = create();
    } catch {
      worker = null;
    }
    if (!worker) {
      inPage(req, on);
      return;
    }
    worker.onmessage = (e) => on(e.data);
    worker.onerror = () => {
      worker?.terminate();
      worker = null;
      if (!cancelled) inPage(req, on);
    };
    worker.postMessage(req);
  });
  return {
    done,
    cancel: () => {
      cancelled = true;
      worker?.terminate();
      worker = null;
    },
  };
}
