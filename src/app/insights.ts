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
import { browserDeps, Watch } from './insightWatch';
import type { InsightDeps } from './insightWatch';
import { handleInsight } from './insightProtocol';
import type { InsightMessage, InsightRequest, LensStep } from './insightProtocol';
import type { RegretReview } from './regret';

/** The part of a Worker used here. */
export interface InsightWorker {
  postMessage(message: InsightRequest): void;
  terminate(): void;
  /** Whatever the worker sends: it is checked before use (readInsightMessage). */
  onmessage: ((e: { data: unknown }) => void) | null;
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

let deps: InsightDeps = browserDeps;

/** Sets the client's surroundings (missing ones: the browser's), and forgets earlier lost workers. */
export function configureInsights(d: Partial<InsightDeps> = {}): void {
  deps = { ...browserDeps, ...d };
  lensLosses = 0;
  lensGivenUp = false;
}

let nextId = 1;
let lensWorker: InsightWorker | null = null;
/** What started the lens worker, to start it again once after a loss. */
let lensCreate: () => InsightWorker | null = browserWorker;
interface LensJob {
  req: InsightRequest;
  settle: (m: InsightMessage) => void;
}
const lensPending = new Map<number, LensJob>();
let lensWatch: Watch | null = null;
/** Lens workers lost (garbage, a crash or silence); after the second the lens runs in the page. */
let lensLosses = 0;
let lensGivenUp = false;
/** Set once the lens worker has loaded its code and said so; reset with the worker. */
let lensBooted = false;
const bootWaiters: (() => void)[] = [];
/** When the lens worker was made, and how long it took to say it had loaded (null until it has). */
let bootStart = 0;
let bootMs: number | null = null;

function booted(): void {
  if (!lensBooted && lensWorker) bootMs = Math.round(performance.now() - bootStart);
  lensBooted = true;
  for (const w of bootWaiters.splice(0)) w();
}

/** How long the current lens worker took to load its code, in ms; null while it loads or when none is up. */
export function lensBootMs(): number | null {
  return lensWorker ? bootMs : null;
}

/** Runs a request in the page, answering after the current task so the caller's frame finishes first. */
function inPage(req: InsightRequest, on: (m: InsightMessage) => void): void {
  setTimeout(() => handleInsight(req, on), 0);
}

/** Settles every waiting lens request with `error`. */
function failPending(error: string): void {
  const waiting = [...lensPending.values()];
  lensPending.clear();
  lensWatch?.stop();
  lensWatch = null;
  for (const j of waiting) j.settle({ id: -1, error });
}

/** Ends a lens worker that answered garbage, crashed or fell silent: its requests go to a new one, or after a second loss to the page. */
function loseLens(w: InsightWorker): void {
  if (lensWorker !== w) return;
  lensWorker = null;
  try {
    w.terminate();
  } catch {
    // Already gone.
  }
  booted();
  lensWatch?.stop();
  lensWatch = null;
  lensLosses++;
  if (lensLosses >= 2 && !lensGivenUp) {
    lensGivenUp = true;
    deps.notify(t('notice.lensInPage'));
  }
  const jobs = [...lensPending.values()];
  lensPending.clear();
  for (const j of jobs) sendLens(j);
}

/** Sends a lens job to the worker (started if need be), or runs it in the page. */
function sendLens(job: LensJob): void {
  const w = lensWorkerOrNull(lensCreate);
  if (!w) {
    inPage(job.req, job.settle);
    return;
  }
  lensPending.set(job.req.id, job);
  lensWatch ??= new Watch(deps, () => loseLens(w));
  try {
    w.postMessage(job.req);
  } catch {
    lensPending.delete(job.req.id);
    inPage(job.req, job.settle);
  }
}

function lensWorkerOrNull(create: () => InsightWorker | null): InsightWorker | null {
  if (lensWorker) return lensWorker;
  if (lensGivenUp) return null;
  lensCreate = create;
  try {
    lensWorker = create();
  } catch {
    lensWorker = null;
  }
  if (!lensWorker) return null;
  const w = lensWorker;
  lensBooted = false;
  bootStart = performance.now();
  bootMs = null;
  w.onmessage = (e) => {
    if (lensWorker !== w) return;
    const m = readInsightMessage(e.data);
    if (!m) {
      loseLens(w);
      return;
    }
    lensWatch?.progress();
    if ('kind' in m && m.kind === 'ready') {
      booted();
      return;
    }
    const job = lensPending.get(m.id);
    if (!('kind' in m && m.kind === 'lens' && m.step === 'quick')) lensPending.delete(m.id);
    if (lensPending.size === 0) {
      lensWatch?.stop();
      lensWatch = null;
    }
    job?.settle(m);
  };
  w.onerror = () => loseLens(w);
  return w;
}

/**
 * Starts the lens worker ahead of the first request (a table where the lens is offered): it loads its code and runs
 * the lens once, so the first answer does not pay for either. Does nothing when the worker is already up.
 */
export function warmLens(create: () => InsightWorker | null = browserWorker): void {
  if (lensWorker) return;
  const w = lensWorkerOrNull(create);
  try {
    w?.postMessage({ id: nextId++, kind: 'warm' });
  } catch {
    // A worker that cannot take messages is found out by the first request, which then runs in the page.
  }
}

/** Ends the lens worker (leaving the table); requests still waiting fail, and the next one starts a worker again. */
export function stopLens(): void {
  const w = lensWorker;
  lensWorker = null;
  w?.terminate();
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
  if (!lensWorker || lensBooted) return null;
  return new Promise<void>((resolve) => {
    bootWaiters.push(resolve);
    setTimer(resolve, maxMs);
  });
}

/** True while a lens worker is up (started by warmLens or a request, not yet stopped or lost). */
export function lensWorkerUp(): boolean {
  return lensWorker !== null;
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
    if (!lensWorker) lensCreate = create;
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
  let worker: InsightWorker | null = null;
  let watch: Watch | null = null;
  let cancelled = false;
  let losses = 0;
  const end = (): void => {
    watch?.stop();
    watch = null;
    try {
      worker?.terminate();
    } catch {
      // Already gone.
    }
    worker = null;
  };
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
    const start = (): void => {
      try {
        worker = create();
      } catch {
        worker = null;
      }
      const w = worker;
      if (!w) {
        if (losses === 0) inPage(req, on);
        else reject(new Error('review worker lost'));
        return;
      }
      const lose = (): void => {
        if (worker !== w || cancelled) return;
        end();
        losses++;
        if (losses >= 2) reject(new Error('review worker lost'));
        else start();
      };
      watch = new Watch(deps, lose);
      w.onmessage = (e) => {
        if (worker !== w) return;
        const m = readInsightMessage(e.data);
        if (!m) return lose();
        watch?.progress();
        on(m);
      };
      w.onerror = lose;
      try {
        w.postMessage(req);
      } catch {
        lose();
      }
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
