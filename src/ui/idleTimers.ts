/**
 * Timers that wait without drawing (issue 24): a scene timer that only waits (a bot's pause, the hand-off's hold, a
 * tooltip's delay) changes nothing on screen until it fires, so the loop may sleep until it is due instead of drawing
 * every frame of the wait. While it sleeps the timers' clocks stand still; on waking they are credited the time slept,
 * so they fire when they would have with the loop running. Without Phaser: idleRender.ts passes the timer events in.
 */

/** What this module reads and moves of a Phaser timer event (Phaser.Time.TimerEvent has these fields). */
export interface WaitingTimer {
  delay: number;
  elapsed: number;
  paused: boolean;
  timeScale: number;
}

/** A running scene clock's timer events with the clock's own time scale. */
export interface TimerClock {
  timeScale: number;
  events: readonly WaitingTimer[];
}

/** Below this many milliseconds to the next timer the loop keeps drawing (about two frames). */
export const NAP_MIN_MS = 34;

/** Milliseconds of real time until the soonest unpaused timer fires; Infinity with none (a stopped clock never fires). */
export function timerWaitMs(clocks: readonly TimerClock[]): number {
  let soonest = Number.POSITIVE_INFINITY;
  for (const c of clocks)
    for (const e of c.events) {
      const rate = c.timeScale * e.timeScale;
      if (e.paused || rate <= 0) continue;
      soonest = Math.min(soonest, Math.max(0, e.delay - e.elapsed) / rate);
    }
  return soonest;
}

/** Moves each unpaused timer on by `ms` of real time, never past its delay (it then fires on the next update). */
export function creditTimers(clocks: readonly TimerClock[], ms: number): void {
  if (!(ms > 0)) return;
  for (const c of clocks)
    for (const e of c.events) {
      const rate = c.timeScale * e.timeScale;
      if (e.paused || rate <= 0) continue;
      e.elapsed = Math.min(e.delay, e.elapsed + ms * rate);
    }
}

/** Timer functions of the page (injected so Node tests run on a fake clock). */
export interface NapClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

/**
 * One sleep with timers waiting: `start` when the loop falls asleep (it wakes the loop through `wake` when the soonest
 * timer is due), `end` when the loop wakes for any reason, before its first frame (it credits the time slept, less the
 * one frame the waking step adds itself).
 */
export class TimerNap {
  private timeout: unknown = null;
  private since = 0;
  private clocks: readonly TimerClock[] = [];

  constructor(
    private readonly clock: NapClock,
    private readonly wake: () => void,
    private readonly frameMs: number,
  ) {}

  /** True while a wake-up for a timer is set (the loop sleeps, but the picture changes when it falls due). */
  get waiting(): boolean {
    return this.timeout !== null;
  }

  /** The loop sleeps now, with `clocks` (those of the running scenes) waiting. */
  start(clocks: readonly TimerClock[]): void {
    // A nap not ended was not slept through by this sleep's timers: drop it without credit.
    this.drop();
    const wait = timerWaitMs(clocks);
    if (!Number.isFinite(wait)) return;
    this.clocks = clocks.map((c) => ({ timeScale: c.timeScale, events: [...c.events] }));
    this.since = this.clock.now();
    this.timeout = this.clock.setTimeout(() => {
      this.timeout = null;
      this.wake();
    }, wait);
  }

  /** The loop wakes: the timers are credited the time slept and the pending wake-up is dropped. */
  end(): void {
    if (this.clocks.length > 0) creditTimers(this.clocks, this.clock.now() - this.since - this.frameMs);
    this.drop();
  }

  private drop(): void {
    if (this.timeout !== null) this.clock.clearTimeout(this.timeout);
    this.timeout = null;
    this.clocks = [];
  }
}
