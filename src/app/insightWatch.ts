/** The insight client's surroundings and silence allowance; the watch itself is the one every worker has (workerWatch). */
import { SILENCE_FLOOR_MS } from '../shared';
import { showNotice } from '../ui/notice';
import { WATCH_TICK_MS, browserWatchDeps, silentTicks } from './workerWatch';
import type { WatchDeps } from './workerWatch';

/** Surroundings of the insight client: the browser's timers, clock and notices by default; fakes in tests. */
export interface InsightDeps extends WatchDeps {
  /** Tells the player, once, that the lens now works in the page. */
  notify: (message: string) => void;
}

/** The browser's timers, clock and notices. */
export const browserDeps: InsightDeps = {
  ...browserWatchDeps,
  notify: (message) => showNotice(message, 'warning', 10_000),
};

/** How often a waiting request checks that the worker still makes progress, in ms. */
export const INSIGHT_TICK_MS = WATCH_TICK_MS;
/** A worker silent this long (ms, with the bots' allowance for loading its code)... */
export const INSIGHT_SILENT_MS = SILENCE_FLOOR_MS * 2;
/** ...over at least this many checks counts as lost: a page that was frozen itself does not blame the worker. */
export const INSIGHT_SILENT_TICKS = silentTicks(INSIGHT_SILENT_MS);
