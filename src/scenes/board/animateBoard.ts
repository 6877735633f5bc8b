/**
 * The board table's animation queue: each action's plan plays over the table as it was drawn, one plan after another;
 * when the last one ends the table is drawn settled. Until then the scene takes no picks and the test hook's
 * `settled` stays false (the table's `drawnAt` is set only by that drawing).
 */
import type Phaser from 'phaser';
import type { BoardAnimPlan } from '../../ui/board/boardAnim';
import { playPlan } from './animateSteps';
import type { AnimContext, PlayHandle } from './animateSteps';

/** Plays the plans it is given, in order, then calls `settled`. */
export class BoardAnimator {
  private readonly queue: BoardAnimPlan[] = [];
  private playing: PlayHandle | null = null;
  private endsAt = 0;

  /** `context` is read as each plan starts (the table drawn then); `settled` draws the table once all have played. */
  constructor(
    private readonly scene: Phaser.Scene,
    private readonly context: () => AnimContext,
    private readonly settled: () => void,
  ) {}

  /** True while a plan plays or waits. */
  get busy(): boolean {
    return this.playing !== null || this.queue.length > 0;
  }

  /**
   * Queues a plan. False when it is empty and nothing plays: the caller draws the settled table itself. An empty plan
   * while others play is drawn with them.
   */
  push(plan: BoardAnimPlan): boolean {
    if (plan.steps.length === 0 && !this.busy) return false;
    if (plan.steps.length > 0) {
      this.endsAt = Math.max(this.endsAt, this.scene.time.now) + plan.total;
      this.queue.push(plan);
    }
    if (!this.playing) void this.drain();
    return true;
  }

  /** Milliseconds of the scene's clock until the queued plans end (0 when idle). */
  remainingMs(): number {
    return this.busy ? Math.max(0, this.endsAt - this.scene.time.now) : 0;
  }

  /** Drops the waiting plans and ends the playing one; the table is then drawn settled. */
  stop(): void {
    this.queue.length = 0;
    this.playing?.stop();
  }

  private async drain(): Promise<void> {
    let plan = this.queue.shift();
    while (plan && this.scene.sys.isActive()) {
      this.playing = playPlan(this.context(), plan);
      await this.playing.done;
      plan = this.queue.shift();
    }
    this.queue.length = 0;
    this.playing = null;
    this.endsAt = 0;
    this.settled();
  }
}
