/** The insight client's watch over a worker: lost only when it stops making progress, judged by its messages. */
import { BOT_TIMEOUT_FLOOR_MS } from '../cards/bots/timeouts';
import { showNotice } from '../ui/notice';

/** Surroundings of the insight client: the browser's timers, clock and notices by default; fakes in tests. */
export interface InsightDeps {
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
  now: () => number;
  /** Tells the player, once, that the lens now works in the page. */
  notify: (message: string) => void;
}

/** The browser's timers, clock and notices. */
export const browserDeps: InsightDeps = {
  setTimer: (fn, ms) => setTimeout(fn, ms),
  clearTimer: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  now: () => performance.now(),
  notify: (message) => showNotice(message, 'warning', 10_000),
};

/** How often a waiting request checks that the worker still makes progress, in ms. */
export const INSIGHT_TICK_MS = 250;
/** A worker silent this long (ms, with the bots' allowance for loading its code)... */
export const INSIGHT_SILENT_MS = BOT_TIMEOUT_FLOOR_MS * 2;
/** ...over at least this many checks counts as lost: a page that was frozen itself does not blame the worker. */
export const INSIGHT_SILENT_TICKS = INSIGHT_SILENT_MS / INSIGHT_TICK_MS;

/**
 * Watches a worker for progress: any valid message from it counts. It is lost when it has sent nothing for both
 * INSIGHT_SILENT_MS and INSIGHT_SILENT_TICKS checks (judged by what it sends, not by the clock alone).
 */
export class Watch {
  private heard: number;
  private ticks = 0;
  private handle: unknown = null;
  constructor(
    private readonly d: InsightDeps,
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

  /** Stops watching. */
  stop(): void {
    if (this.handle !== null) this.d.clearTimer(this.handle);
    this.handle = null;
  }

  private arm(): void {
    this.handle = this.d.setTimer(() => {
      this.handle = null;
      this.ticks++;
      if (this.ticks >= INSIGHT_SILENT_TICKS && this.d.now() - this.heard >= INSIGHT_SILENT_MS) this.lost();
      else this.arm();
    }, INSIGHT_TICK_MS);
  }
}
