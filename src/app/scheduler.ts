/** The injected clock of the headless orchestration: the scene's clock in the browser, a hand-advanced one in tests. */

/** A timer handle of a Scheduler. */
export type TimerId = number;

/** A setTimeout-like clock: the scene's clock in the browser, a hand-advanced one in tests. */
export interface Scheduler {
  schedule(ms: number, fn: () => void): TimerId;
  cancel(id: TimerId): void;
}
