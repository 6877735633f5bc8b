/** A running tutorial: the session on the fixed deal, the current step, the gate on moves and the saved progress. */
import { GameSession } from '../session';
import { checkMove, keptPick } from './check';
import type { TutorialWhy } from './check';
import { readProgress, writeProgress } from './progress';
import type { TextStore } from './progress';
import { actionsBefore, autoMove, eraEndOnce, eraOver, isAutoMove } from './auto';
import { TUTORIAL_SEED, TUTORIAL_STEPS, tutorialSetup } from './script';
import type { TutorialStep } from './script';
import type { Action, EntityId } from '../../cards/engine';

/** The tutorial of a table: steps forward on Next and on the expected move, and refuses every other move. */
export class Tutorial {
  private index: number;
  private readonly listeners = new Set<() => void>();
  private readonly unsubscribe: () => void;

  private constructor(
    /** The game on the fixed deal. */
    readonly session: GameSession,
    private readonly store: TextStore | null,
    index: number,
    /** The moves made for the player at the era's end, worked out once. */
    private readonly eraEnd: () => Action[],
  ) {
    this.index = index;
    this.unsubscribe = session.subscribe(() => this.sync());
    this.save();
  }

  /**
   * Opens the lesson at its saved step (from the start when finished or never begun, or when `fresh`); the era's end
   * comes from `eraEnd` (the owner's, kept from one lesson to the next).
   */
  static open(
    playerName: string,
    store: TextStore | null,
    fresh = false,
    eraEnd: () => Action[] = eraEndOnce(),
  ): Tutorial {
    const saved = readProgress(store, TUTORIAL_STEPS.length);
    const index = fresh || saved.done ? 0 : saved.step;
    const r = GameSession.create(
      tutorialSetup(playerName),
      TUTORIAL_SEED,
      null,
      actionsBefore(index, eraEnd),
    );
    // The deal is checked by test/tutorial.test.ts: a refusal here is a bug.
    if (!r.ok) throw new Error(`tutorial deal refused at action ${r.index}: ${r.error}`);
    return new Tutorial(r.session, store, index, eraEnd);
  }

  /** The step shown now. */
  get step(): TutorialStep {
    return TUTORIAL_STEPS[this.index] as TutorialStep;
  }

  /** The index of the step shown now. */
  get stepIndex(): number {
    return this.index;
  }

  /** True on the last step. */
  get last(): boolean {
    return this.index === TUTORIAL_STEPS.length - 1;
  }

  /** Null when the move is the step's move (send it); otherwise why not (send nothing). */
  gate(a: Action): TutorialWhy | null {
    if (this.step.auto) return isAutoMove(a, this.session.state) ? null : { code: 'notNow' };
    return checkMove(this.step, a, this.session.state);
  }

  /** After the gate refused a move for `why`: the offer card to pick again for the player (null: none). */
  keep(why: TutorialWhy): EntityId | null {
    return keptPick(this.step, why);
  }

  /** While the rest of the era plays itself: the player's move to make for them now, or null. */
  autoMove(): Action | null {
    return this.step.auto ? autoMove(this.session.state) : null;
  }

  /** Next on a reading step; false on a step that waits for a move or for the era's end, or at the end. */
  next(): boolean {
    if (this.step.action || this.step.auto || this.last) return false;
    this.go(this.index + 1);
    return true;
  }

  /** Marks the lesson finished (or skipped): next time it starts from the beginning. */
  finish(): void {
    writeProgress(this.store, { step: 0, done: true });
  }

  /** Hears every step change; returns the unsubscribe function. */
  onStep(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** Stops listening to the session. */
  dispose(): void {
    this.unsubscribe();
    this.listeners.clear();
  }

  /** After a move: a step whose move has now been made is done. */
  private sync(): void {
    const made = this.session.actions.length;
    if (this.step.action && made >= actionsBefore(this.index + 1, this.eraEnd).length)
      this.go(this.index + 1);
    else if (this.step.auto && eraOver(this.session.state)) this.go(this.index + 1);
  }

  private go(index: number): void {
    this.index = index;
    this.save();
    for (const fn of this.listeners) fn();
  }

  private save(): void {
    writeProgress(this.store, this.last ? { step: 0, done: true } : { step: this.index, done: false });
  }
}
