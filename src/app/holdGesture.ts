/**
 * What a press on the table turns out to be (issue 27 item 7), on an injected clock: a hold (one finger or button
 * kept still for HOLD_MS), a plain tap, or neither (it moved past the drag threshold, or a second finger came down).
 * The scene feeds it pointer events and shows a card large when a hold is taken; the release after a hold is swallowed.
 * The scene's clock may run ahead of real time (after slow frames Phaser steps by their average), so a hold also
 * needs HOLD_MS of real time: else a quick tap whose release waits behind one slow frame would become a hold.
 */
import { isDrag } from '../ui/gesture';
import type { Scheduler, TimerId } from './scheduler';

/** How long a press must stay still to be a hold. */
export const HOLD_MS = 450;

/**
 * How a press ended: a plain tap, the release of a hold that was taken, nothing (a drag or a pinch), or 'unheld': a
 * hold was taken, but the release's own time says the finger was down less than the hold time (the release waited
 * behind a slow frame), so the hold is put away and the press is a tap.
 */
export type PressEnd = 'tap' | 'held' | 'none' | 'unheld';

/** One press at a time: its timing, its cancellation by movement or a second finger, and how it ended. */
export class HoldGesture {
  /** The pointers down now (a second one spoils the press). */
  private readonly down_ = new Set<number>();
  private press: { id: number; x: number; y: number; at: number } | null = null;
  private timer: TimerId | null = null;
  private held = false;
  private spoilt = false;

  /**
   * `onHold` is called once a press has been held still for `holdMs`; it answers whether it took the hold (showed
   * something), else the press goes on as a slow tap. `now` is real time in ms. `slop` is the drag threshold, in the
   * units of the points given.
   */
  constructor(
    private readonly clock: Scheduler,
    private readonly onHold: () => boolean,
    private readonly now: () => number,
    private readonly holdMs = HOLD_MS,
    private readonly slop = 10,
  ) {}

  /** True unless the press under way became a hold, a drag or a pinch (its release then means nothing). */
  get plain(): boolean {
    return this.press === null || (!this.held && !this.spoilt);
  }

  /** True while a press is under way. */
  get pressing(): boolean {
    return this.press !== null;
  }

  /**
   * A pointer went down at (x, y), at real time `at` (the event's own time): true when it begins a press (false: a
   * second finger spoils the one under way).
   */
  down(id: number, x: number, y: number, at = this.now()): boolean {
    this.down_.add(id);
    if (this.down_.size > 1) {
      // A second finger: a pinch or a pan, never a hold or a tap.
      this.spoilt = true;
      this.stop();
      return false;
    }
    this.stop();
    this.press = { id, x, y, at };
    this.held = false;
    this.spoilt = false;
    this.wait(this.holdMs);
    return true;
  }

  /** Asks the scene's clock to look again in `ms`; when it does, the hold is taken once real time agrees. */
  private wait(ms: number): void {
    this.timer = this.clock.schedule(ms, () => {
      this.timer = null;
      const p = this.press;
      if (!p || this.spoilt) return;
      const left = p.at + this.holdMs - this.now();
      if (left > 0) this.wait(left);
      else this.held = this.onHold();
    });
  }

  /** A pointer moved to (x, y): past the drag threshold the press is a drag. */
  move(id: number, x: number, y: number): void {
    const p = this.press;
    if (!p || p.id !== id || this.held || this.spoilt) return;
    if (!isDrag(x - p.x, y - p.y, this.slop)) return;
    this.spoilt = true;
    this.stop();
  }

  /** A pointer went up at real time `at` (the event's own time): how its press ended ('none' for another pointer). */
  up(id: number, at = this.now()): PressEnd {
    this.down_.delete(id);
    const p = this.press;
    if (!p || p.id !== id) return 'none';
    this.stop();
    this.press = null;
    const quick = at - p.at < this.holdMs;
    const end: PressEnd = this.held ? (quick ? 'unheld' : 'held') : this.spoilt ? 'none' : 'tap';
    this.held = false;
    if (this.down_.size === 0) this.spoilt = false;
    return end;
  }

  /** Forgets every press (the scene stops, or the table is covered). */
  cancel(): void {
    this.stop();
    this.down_.clear();
    this.press = null;
    this.held = false;
    this.spoilt = false;
  }

  private stop(): void {
    if (this.timer !== null) this.clock.cancel(this.timer);
    this.timer = null;
  }
}
