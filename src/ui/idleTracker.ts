/**
 * When the game may stop drawing (issue 17), without Phaser: the loop reports after each frame whether anything
 * animated; sources that keep the picture moving (a held pointer, a sound effect) hold it awake; anything that may
 * change the picture pokes it. After a few quiet frames and a short grace time the tracker asks to sleep; the next poke
 * or hold asks to wake at once.
 */

/** How long the tracker stays awake after the last activity. */
export interface IdleTiming {
  /** Consecutive frames with nothing animating before sleeping (the last change must reach the screen). */
  quietFrames: number;
  /** Milliseconds after the last poke before sleeping. */
  graceMs: number;
}

/** The defaults: 3 quiet frames and 150 ms. */
export const IDLE_TIMING: IdleTiming = { quietFrames: 3, graceMs: 150 };

/** Counts busy sources and quiet frames; calls `onWake` when it leaves sleep. */
export class IdleTracker {
  private readonly holds = new Map<string, number>();
  private quiet = 0;
  private lastPoke = Number.NEGATIVE_INFINITY;
  private asleep = false;
  private readonly reasons: string[] = [];
  private wakeCount = 0;
  private lastReason = '';

  /** `onWake` restarts the loop; it is called once per sleep, on the first poke or hold after it. */
  constructor(
    private readonly onWake: () => void,
    private readonly clock: () => number,
    private readonly timing: IdleTiming = IDLE_TIMING,
  ) {}

  /** True while the loop should be asleep. */
  get sleeping(): boolean {
    return this.asleep;
  }

  /** The names of the sources holding the loop awake now (a name held twice counts twice). */
  busySources(): string[] {
    return [...this.holds.entries()].flatMap(([name, n]) => Array<string>(n).fill(name));
  }

  /** How often it woke, and why the last few times (newest last). */
  wakes(): { count: number; recent: string[]; lastPoke: string; quiet: number } {
    return { count: this.wakeCount, recent: [...this.reasons], lastPoke: this.lastReason, quiet: this.quiet };
  }

  /**
   * Something may have changed the picture (`reason` says what): stay awake for a while, waking now if asleep. With
   * `grace` false (a timer falling due, whose changes its own frame draws) only the quiet frames are counted again.
   */
  poke(reason = 'poke', grace = true): void {
    this.lastReason = reason;
    if (grace) this.lastPoke = this.clock();
    this.quiet = 0;
    if (!this.asleep) return;
    this.asleep = false;
    this.wakeCount++;
    this.reasons.push(reason);
    if (this.reasons.length > 20) this.reasons.shift();
    this.onWake();
  }

  /** Keeps the loop awake until the returned release is called (releasing twice is harmless). */
  hold(source: string): () => void {
    this.holds.set(source, (this.holds.get(source) ?? 0) + 1);
    this.poke(source);
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      const n = (this.holds.get(source) ?? 1) - 1;
      if (n > 0) this.holds.set(source, n);
      else this.holds.delete(source);
      this.poke(source);
    };
  }

  /** Called after each drawn frame: `animating` when a tween, timer, load or effect runs. True: sleep now. */
  afterFrame(animating: boolean): boolean {
    if (this.asleep) return false;
    if (animating || this.holds.size > 0) {
      this.quiet = 0;
      return false;
    }
    this.quiet++;
    if (this.quiet < this.timing.quietFrames || this.clock() - this.lastPoke < this.timing.graceMs)
      return false;
    this.asleep = true;
    return true;
  }
}

let tracker: IdleTracker | null = null;

/** Makes `t` the game's tracker (idleRender.ts, once the game exists); null removes it. */
export function setIdleTracker(t: IdleTracker | null): void {
  tracker = t;
}

/** Something outside Phaser changed what the game shows: draw it (and what follows) now. */
export function wakeRender(reason = 'wakeRender'): void {
  tracker?.poke(reason);
}

/** Keeps the game drawing until the returned release is called (e.g. while a sound-driven effect plays). */
export function holdRender(source: string): () => void {
  return tracker ? tracker.hold(source) : () => undefined;
}

/** True while the game's loop sleeps. */
export function renderAsleep(): boolean {
  return tracker?.sleeping ?? false;
}

/** `target` with each of its methods waking the game first (e.g. what a controller calls between frames to draw). */
export function wakingCalls<T extends object>(reason: string, target: T): T {
  const out: Record<string, unknown> = { ...(target as Record<string, unknown>) };
  for (const [name, value] of Object.entries(target)) {
    if (typeof value !== 'function') continue;
    const fn = value as (...a: unknown[]) => unknown;
    out[name] = (...args: unknown[]): unknown => {
      wakeRender(`${reason}.${name}`);
      return fn.apply(target, args);
    };
  }
  return out as T;
}
