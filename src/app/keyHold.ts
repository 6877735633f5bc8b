/**
 * Keys typed ahead never act on the next prompt (issue 27, item 25): a burst of keys begun before a prompt was shown
 * is held until the keyboard has been quiet for KEY_QUIET_MS, so the Enters hammered at a bid cannot take a card.
 */
import type { Scheduler, TimerId } from './scheduler';

/** The quiet between two keys that ends a burst. */
export const KEY_QUIET_MS = 300;

/** Tracks key bursts across prompts on an injected clock. */
export class KeyHold {
  private burst: TimerId | null = null;
  private held = false;
  private shown = '';

  constructor(private readonly clock: Scheduler) {}

  /** True while keys are held: a burst that began before the prompt on screen goes on. */
  get isHeld(): boolean {
    return this.held;
  }

  /** A prompt is on screen; `sig` names it, so that showing the same prompt again changes nothing. */
  prompt(sig: string): void {
    if (sig === this.shown) return;
    this.shown = sig;
    if (this.burst !== null) this.held = true;
  }

  /** A key was pressed: true when it may act on the prompt on screen. */
  pressed(): boolean {
    if (this.burst !== null) this.clock.cancel(this.burst);
    this.burst = this.clock.schedule(KEY_QUIET_MS, () => {
      this.burst = null;
      this.held = false;
    });
    return !this.held;
  }

  /** Drops the pending timer. */
  dispose(): void {
    if (this.burst !== null) this.clock.cancel(this.burst);
    this.burst = null;
  }
}
