/**
 * The page's side of the insight worker, one client per App: the bid lens and the regret review answered off the
 * page's thread. The lens has one worker, started (and warmed) with a table that offers it and ended when the table
 * closes; a review gets a worker of its own, ended when cancelled. Without workers (or when one fails) they run in
 * the page.
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

interface LensJob {
  req: InsightRequest;
  settle: (m: InsightMessage) => void;
}

/**
 * What the test hook reads of the lens on screen (written by scenes/table/bidLens.ts): `ms` from the request (once
 * the button is on screen) to the first answer in the page, `workerMs` the worker's time for it, `fullMs` to the full
 * answer, `openMs` from the person opening the lens to the next frame after its figures are drawn, `bootMs` the
 * worker's load; `step` and `samples` say which answer is shown.
 */
export interface LensScreen {
  open: boolean;
  ready: boolean;
  ms: number | null;
  workerMs: number | null;
  fullMs: number | null;
  openMs: number | null;
  bootMs: number | null;
  step: 'quick' | 'full' | null;
  samples: number;
  cards: { value: number; places: number[]; note: string }[];
}

/** The lens screen with no lens on it. */
export const NO_LENS_SCREEN: LensScreen = {
  open: false,
  ready: false,
  ms: null,
  workerMs: null,
  fullMs: null,
  openMs: null,
  bootMs: null,
  step: null,
  samples: 0,
  cards: [],
};

/** Runs a request in the page, answering after the current task so the caller's frame finishes first. */
function inPage(req: InsightRequest, on: (m: InsightMessage) => void): void {
  setTimeout(() => handleInsight(req, on), 0);
}

/** One App's insight client: its lens worker with the requests waiting on it, and the reviews it starts. */
export class Insights {
  /** What the lens on screen shows, for the test hook. */
  lensScreen: LensScreen = NO_LENS_SCREEN;
  private readonly deps: InsightDeps;
  private nextId = 1;
  /** What starts the lens worker (again, once, after a loss). */
  private lensCreate: () => InsightWorker | null = browserWorker;
  private readonly lensPending = new Map<number, LensJob>();
  /** Set once the lens worker has loaded its code and said so; reset with the worker. */
  private lensBooted = false;
  private readonly bootWaiters: (() => void)[] = [];
  /** When the lens worker was made, and how long it took to say it had loaded (null until it has). */
  private bootStart = 0;
  private bootMs: number | null = null;
  private readonly lens: WorkerTender<InsightRequest, InsightMessage>;

  /** A client on `deps` (missing ones: the browser's). */
  constructor(deps: Partial<InsightDeps> = {}) {
    this.deps = { ...browserDeps, ...deps };
    this.lens = this.lensTender();
  }

  private booted(): void {
    if (!this.lensBooted && this.lens.worker) this.bootMs = Math.round(performance.now() - this.bootStart);
    this.lensBooted = true;
    for (const w of this.bootWaiters.splice(0)) w();
  }

  /** The lens worker's slot: lost workers (garbage, a crash or silence) are replaced once, then the lens runs in the page. */
  private lensTender(): WorkerTender<InsightRequest, InsightMessage> {
    return new WorkerTender<InsightRequest, InsightMessage>({
      deps: this.deps,
      read: readInsightMessage,
      heard: (m) => {
        if ('kind' in m && m.kind === 'ready') {
          this.booted();
          return;
        }
        const job = this.lensPending.get(m.id);
        if (!('kind' in m && m.kind === 'lens' && m.step === 'quick')) this.lensPending.delete(m.id);
        if (this.lensPending.size === 0) this.lens.idle();
        job?.settle(m);
      },
      lost: () => {
        this.booted();
        const jobs = [...this.lensPending.values()];
        this.lensPending.clear();
        for (const j of jobs) this.sendLens(j);
      },
      notify: () => this.deps.notify(t('notice.lensInPage')),
    });
  }

  /** How long the current lens worker took to load its code, in ms; null while it loads or when none is up. */
  lensBootMs(): number | null {
    return this.lens.worker ? this.bootMs : null;
  }

  /** Settles every waiting lens request with `error`. */
  private failPending(error: string): void {
    const waiting = [...this.lensPending.values()];
    this.lensPending.clear();
    this.lens.idle();
    for (const j of waiting) j.settle({ id: -1, error });
  }

  /** Starts a lens worker with `lensCreate`, noting when it was made. */
  private createLens(): InsightWorker | null {
    const w = this.lensCreate();
    if (w) {
      this.lensBooted = false;
      this.bootStart = performance.now();
      this.bootMs = null;
    }
    return w;
  }

  /** Sends a lens job to the worker (started if need be), or runs it in the page. */
  private sendLens(job: LensJob): void {
    this.lensPending.set(job.req.id, job);
    if (this.lens.send(job.req, INSIGHT_SILENT_MS, () => this.createLens())) return;
    this.lensPending.delete(job.req.id);
    inPage(job.req, job.settle);
  }

  /**
   * Starts the lens worker ahead of the first request (a table where the lens is offered): it loads its code and runs
   * the lens once, so the first answer does not pay for either. Does nothing when the worker is already up.
   */
  warmLens(create: () => InsightWorker | null = browserWorker): void {
    if (this.lens.worker) return;
    this.lensCreate = create;
    const w = this.lens.open(() => this.createLens());
    try {
      w?.postMessage({ id: this.nextId++, kind: 'warm' });
    } catch {
      // A worker that cannot take messages is found out by the first request, which then runs in the page.
    }
  }

  /** Ends the lens worker (leaving the table); requests still waiting fail, and the next one starts a worker again. */
  stopLens(): void {
    this.lens.close();
    this.failPending('lens stopped');
    this.booted();
  }

  /**
   * Null when no lens worker is starting; else a promise that settles once it has loaded its code, or after `maxMs`
   * (a worker that never says so holds nothing for long).
   */
  lensBooting(
    maxMs: number,
    setTimer: (fn: () => void, ms: number) => unknown = setTimeout,
  ): Promise<void> | null {
    if (!this.lens.worker || this.lensBooted) return null;
    return new Promise<void>((resolve) => {
      this.bootWaiters.push(resolve);
      setTimer(resolve, maxMs);
    });
  }

  /** True while a lens worker is up (started by warmLens or a request, not yet stopped or lost). */
  lensWorkerUp(): boolean {
    return this.lens.worker !== null;
  }

  /** The bid lens of `view` (the viewer's own view only), computed in the worker; resolves with the full answer. */
  requestLens(view: GameView, seed: number, options: LensRequestOptions = {}): Promise<LensAnswer> {
    const { quick, create = browserWorker } = options;
    const req: InsightRequest = {
      id: this.nextId++,
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
      if (!this.lens.worker) this.lensCreate = create;
      this.sendLens({ req, settle });
    });
  }

  /**
   * Starts the regret review of a game in a worker of its own; `progress` hears done of total decisions. A worker
   * that answers garbage, crashes or stops making progress is replaced once; after a second loss the review fails
   * (the panel says so) and the game carries on. Without workers it runs in the page.
   */
  startReview(
    game: ReviewInput,
    progress: (done: number, total: number) => void,
    create: () => InsightWorker | null = browserWorker,
  ): ReviewJob {
    const req: InsightRequest = {
      id: this.nextId++,
      kind: 'review',
      setup: game.setup,
      seed: game.seed,
      actions: game.actions,
    };
    const deps = this.deps;
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
}
