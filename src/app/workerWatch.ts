/**
 * The one watch over every worker the page runs (bots, insights): each message is read before use, a worker is lost
 * only when it stops making progress (silent over both time and timer checks, so a page that was frozen itself does
 * not blame it), a lost worker is replaced once, and after the second loss the caller falls back, with one notice.
 */

/** The part of a Worker a watched client uses; whatever it sends is unknown until read. */
export interface WorkerPort<Req> {
  postMessage(message: Req): void;
  terminate(): void;
  onmessage: ((e: { data: unknown }) => void) | null;
  onerror: ((e: unknown) => void) | null;
}

/** Timers and clock of a watch: the browser's in the page, fakes in tests. */
export interface WatchDeps {
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
  now: () => number;
}

/** The browser's timers and clock. */
export const browserWatchDeps: WatchDeps = {
  setTimer: (fn, ms) => setTimeout(fn, ms),
  clearTimer: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  now: () => performance.now(),
};

/** How often a watch checks that its worker still makes progress, in ms. */
export const WATCH_TICK_MS = 250;

/** The checks a silence of `silentMs` must also span before the worker counts as lost. */
export function silentTicks(silentMs: number): number {
  return Math.max(1, Math.ceil(silentMs / WATCH_TICK_MS));
}

/**
 * Watches a worker for progress: any valid message counts. It is lost once it has sent nothing for both `silentMs`
 * and silentTicks(silentMs) checks (judged by what it sends, not by the clock alone).
 */
export class Watch {
  private heard: number;
  private ticks = 0;
  private handle: unknown = null;
  constructor(
    private readonly d: WatchDeps,
    private silentMs: number,
    private readonly lost: () => void,
  ) {
    this.heard = this.d.now();
    this.arm();
  }

  /** The worker sent a valid message. */
  progress(): void {
    this.heard = this.d.now();
    this.ticks = 0;
  }

  /** Allows at least `silentMs` of silence from now on (a slower request joined the waiting ones). */
  allow(silentMs: number): void {
    this.silentMs = Math.max(this.silentMs, silentMs);
  }

  /** Stops watching. */
  stop(): void {
    if (this.handle !== null) this.d.clearTimer(this.handle);
    this.handle = null;
  }

  private arm(): void {
    this.handle = this.d.setTimer(() => {
      this.handle = null;
      this.ticks++;
      if (this.ticks >= silentTicks(this.silentMs) && this.d.now() - this.heard >= this.silentMs) this.lost();
      else this.arm();
    }, WATCH_TICK_MS);
  }
}

/** What a tended worker's client decides: how to read messages, and what to do with them and with a loss. */
export interface TendOptions<M> {
  deps: WatchDeps;
  /** The message, or null when it is not one the page knows in full (then the worker is lost). */
  read: (raw: unknown) => M | null;
  /** A valid message from the current worker (it already counted as progress). */
  heard: (m: M) => void;
  /** The current worker was lost and ended; `givenUp` when no other will be started (the caller falls back). */
  lost: (givenUp: boolean) => void;
  /** Said once, when the last allowed worker is lost (never when workers were not available at all). */
  notify?: () => void;
  /** Workers that may be lost before giving up (2: one restart). */
  lives?: number;
}

/** One worker slot under a Watch: started on demand, replaced after a loss while lives remain, then given up. */
export class WorkerTender<Req, M> {
  private w: WorkerPort<Req> | null = null;
  private watch: Watch | null = null;
  private losses = 0;
  private gaveUp = false;
  constructor(private readonly o: TendOptions<M>) {}

  /** The worker now up, if any. */
  get worker(): WorkerPort<Req> | null {
    return this.w;
  }

  /** True once no worker will be started again (lost too often). */
  get givenUp(): boolean {
    return this.gaveUp;
  }

  /** Workers lost so far. */
  get lossCount(): number {
    return this.losses;
  }

  /** The worker up, or a new one from `create`; null when given up or when no worker can be made (tried again next time). */
  open(create: () => WorkerPort<Req> | null): WorkerPort<Req> | null {
    if (this.w) return this.w;
    if (this.gaveUp) return null;
    let w: WorkerPort<Req> | null;
    try {
      w = create();
    } catch {
      w = null;
    }
    if (!w) return null;
    this.w = w;
    const worker = w;
    worker.onmessage = (e) => {
      if (this.w !== worker) return;
      const m = this.o.read(e.data);
      if (m === null) {
        this.lose(worker);
        return;
      }
      this.watch?.progress();
      this.o.heard(m);
    };
    worker.onerror = () => this.lose(worker);
    return worker;
  }

  /**
   * Sends `req` to the worker (started if need be) and watches it for `silentMs` of silence; false when no worker can
   * take it (the caller runs it itself). A worker that refuses the message is lost like any other.
   */
  send(req: Req, silentMs: number, create: () => WorkerPort<Req> | null): boolean {
    const w = this.open(create);
    if (!w) return false;
    if (this.watch) this.watch.allow(silentMs);
    else this.watch = new Watch(this.o.deps, silentMs, () => this.lose(w));
    try {
      w.postMessage(req);
    } catch {
      this.lose(w);
    }
    return true;
  }

  /** Nothing is waiting on the worker any more: stop watching it (it stays up). */
  idle(): void {
    this.watch?.stop();
    this.watch = null;
  }

  /** Ends the worker without counting a loss; the next send starts another. */
  close(): void {
    const w = this.w;
    this.w = null;
    this.idle();
    end(w);
  }

  private lose(w: WorkerPort<Req>): void {
    if (this.w !== w) return;
    this.close();
    this.losses++;
    if (!this.gaveUp && this.losses >= (this.o.lives ?? 2)) {
      this.gaveUp = true;
      this.o.notify?.();
    }
    this.o.lost(this.gaveUp);
  }
}

function end(w: { terminate(): void } | null): void {
  try {
    w?.terminate();
  } catch {
    // Already gone.
  }
}
