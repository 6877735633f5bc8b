/**
 * The page's side of the insight worker: the bid lens and the regret review answered off the page's thread. The
 * lens has one worker, started (and warmed) with a table that offers it and ended when the table closes; a review
 * gets a worker of its own, ended when cancelled. Without workers (or when one fails) they run in the page.
 */
import type { Action, GameSetup, GameView } from '../cards/engine';
import { LENS_QUICK_SAMPLES } from '../cards/bots/lens';
import type { LensResult } from '../cards/bots/lens';
import { t } from '../i18n';
import { readInsightMessage } from './insightCheck';
import { INSIGHT_SILENT_MS, browserDeps } from './insightWatch';
import { WorkerTender } from './workerWatch';
import type { WorkerPort } from './workerWatch';
import type { InsightDeps } from './insightWatch';
import { handleInsight } from './insightProtocol';
import type { InsightMessage, InsightRequest, LensStep } from './insightProtocol';
import type { RegretReview } from './regret';

/** The part of a Worker used here; whatever it sends is checked before use (readInsightMessage). */
export type InsightWorker = WorkerPort<InsightRequest>;

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

let deps: InsightDeps = browserDeps;

let nextId = 1;
/** What starts the lens worker (again, once, after a loss). */
let lensCreate: () => InsightWorker | null = browserWorker;
interface LensJob {
  req: InsightRequest;
  settle: (m: InsightMessage) => void;
}
const lensPending = new Map<number, LensJob>();
/** Set once the lens worker has loaded its code and said so; reset with the worker. */
let lensBooted = false;
const bootWaiters: (() => void)[] = [];
/** When the lens worker was made, and how long it took to say it had loaded (null until it has). */
let bootStart = 0;
let bootMs: number | null = null;

function booted(): void {
  if (!lensBooted && lens.worker) bootMs = Math.round(performance.now() - bootStart);
  lensBooted = true;
  for (const w of bootWaiters.splice(0)) w();
}

/** The lens worker's slot: lost workers (garbage, a crash or silence) are replaced once, then the lens runs in the page. */
function lensTender(): WorkerTender<InsightRequest, InsightMessage> {
  return new WorkerTender<InsightRequest, InsightMessage>({
    deps,
    read: readInsightMessage,
    heard: (m) => {
      if ('kind' in m && m.kind === 'ready') {
        booted();
        return;
      }
      const job = lensPending.get(m.id);
      if (!('kind' in m && m.kind === 'lens' && m.step === 'quick')) lensPending.delete(m.id);
      if (lensPending.size === 0) lens.idle();
      job?.settle(m);
    },
    lost: () => {
      booted();
      const jobs = [...lensPending.values()];
      lensPending.clear();
      for (const j of jobs) sendLens(j);
    },
    notify: () => deps.notify(t('notice.lensInPage')),
  });
}

let lens = lensTender();

/** Sets the client's surroundings (missing ones: the browser's), and forgets earlier lost workers. */
export function configureInsights(d: Partial<InsightDeps> = {}): void {
  lens.close();
  deps = { ...browserDeps, ...d };
  lens = lensTender();
}

/** How long the current lens worker took to load its code, in ms; null while it loads or when none is up. */
export function lensBootMs(): number | null {
  return lens.worker ? bootMs : null;
}

/** Runs a request in the page, answering after the current task so the caller's frame finishes first. */
function inPage(req: InsightRequest, on: (m: InsightMessage) => void): void {
  setTimeout(() => handleInsight(req, on), 0);
}

/** Settles every waiting lens request with `error`. */
function failPending(error: string): void {
  const waiting = [...lensPending.values()];
  lensPending.clear();
  lens.idle();
  for (const j of waiting) j.settle({ id: -1, error });
}

/** Starts a lens worker with `lensCreate`, noting when it was made. */
function createLens(): InsightWorker | null {
  const w = lensCreate();
  if (w) {
    lensBooted = false;
    bootStart = performance.now();
    bootMs = null;
  }
  return w;
}

/** Sends a lens job to the worker (started if need be), or runs it in the page. */
function sendLens(job: LensJob): void {
  lensPending.set(job.req.id, job);
  if (lens.send(job.req, INSIGHT_SILENT_MS, createLens)) return;
  lensPending.delete(job.req.id);
  inPage(job.req, job.settle);
}

/**
 * Starts the lens worker ahead of the first request (a table where the lens is offered): it loads its code and runs
 * the lens once, so the first answer does not pay for either. Does nothing when the worker is already up.
 */
export function warmLens(create: () => InsightWorker | null = browserWorker): void {
  if (lens.worker) return;
  lensCreate = create;
  const w = lens.open(createLens);
  try {
    w?.postMessage({ id: nextId++, kind: 'warm' });
  } catch {
    // A worker that cannot take messages is found out by the first request, which then runs in the page.
  }
}

/** Ends the lens worker (leaving the table); requests still waiting fail, and the next one starts a worker again. */
export function stopLens(): void {
  lens.close();
  failPending('lens stopped');
  booted();
}

/**
 * Null when no lens worker is starting; else a promise that settles once it has loaded its code, or after `maxMs`
 * (a worker that never says so holds nothing for long).
 */
export function lensBooting(
  maxMs: number,
  setTimer: (fn: () => void, ms: number) => unknown = setTimeout,
): Promise<void> | null {
  if (!lens.worker || lensBooted) return null;
  return new Promise<void>((resolve) => {
    bootWaiters.push(resolve);
    setTimer(resolve, maxMs);
  });
}

/** True while a lens worker is up (started by warmLens or a request, not yet stopped or lost). */
export function lensWorkerUp(): boolean {
  return lens.worker !== null;
}

/** One answer of the lens: its figures, whether it is the quick or the full one, and the time it took to compute. */
export interface LensAnswer {
  result: LensResult;
  step: LensStep;
  ms: number;
}

/** How to ask for a lens: `quick` hears the quick answer first (then the promise gets the full one). */
export interface LensRequestOptions {
  quick?: (a: LensAnswer) => void;
  create?: () => InsightWorker | null;
}

/** The bid lens of `view` (the viewer's own view only), computed in the worker; resolves with the full answer. */
export function requestLens(
  view: GameView,
  seed: number,
  options: LensRequestOptions = {},
): Promise<LensAnswer> {
  const { quick, create = browserWorker } = options;
  const req: InsightRequest = {
    id: nextId++,
    kind: 'lens',
    view,
    seed,
    ...(quick ? { quick: LENS_QUICK_SAMPLES } : {}),
  };
  return new Promise<LensAnswer>((resolve, reject) => {
    const settle = (m: InsightMessage): void => {
      if ('error' in m) reject(new Error(m.error));
      else if (m.kind !== 'lens') return;
      else if (m.step === 'quick') quick?.({ result: m.result, step: m.step, ms: m.ms });
      else resolve({ result: m.result, step: m.step, ms: m.ms });
    };
    if (!lens.worker) lensCreate = create;
    sendLens({ req, settle });
  });
}

/**
 * Starts the regret review of a game in a worker of its own; `progress` hears done of total decisions. A worker
 * that answers garbage, crashes or stops making progress is replaced once; after a second loss the review fails
 * (the panel says so) and the game carries on. Without workers it runs in the page.
 */
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
  let cancelled = false;
  let end = (): void => undefined;
  const done = new Promise<RegretReview>((resolve, reject) => {
    const on = (m: InsightMessage): void => {
      if (cancelled) return;
      if ('error' in m) {
        end();
        reject(new Error(m.error));
      } else if (m.kind === 'progress') progress(m.done, m.total);
      else if (m.kind === 'review') {
        end();
        resolve(m.result);
      }
    };
    const tender = new WorkerTender<InsightRequest, InsightMessage>({
      deps,
      read: readInsightMessage,
      heard: on,
      lost: (givenUp) => {
        if (cancelled) return;
        if (givenUp) reject(new Error('review worker lost'));
        else start();
      },
    });
    end = () => tender.close();
    const start = (): void => {
      if (tender.send(req, INSIGHT_SILENT_MS, create)) return;
      if (tender.lossCount === 0) inPage(req, on);
      else reject(new Error('review worker lost'));
    };
    start();
  });
  return {
    done,
    cancel: () => {
      cancelled = true;
      end();
    },
  };
}
