/** A game laid out step by step for the replay viewer: the state after each action and the events it caused. */
import { applyAction, createGame, viewFor } from '../cards/engine';
import type { Action, GameEvent, GameSetup, GameState, GameView } from '../cards/engine';

/** One step: step 0 is the deal, step k the state after action k - 1. */
export interface ReplayStep {
  index: number;
  /** The action of this step (null for the deal). */
  action: Action | null;
  /** The seat that acted, or -1 for the deal. */
  actor: number;
  events: GameEvent[];
  state: GameState;
}

/** Every step of a saved game, built once by replaying its actions. */
export class ReplayModel {
  private readonly steps: ReplayStep[] = [];

  /** Replays the game; throws when the setup is bad or an action is refused. */
  constructor(
    readonly setup: GameSetup,
    readonly seed: number,
    actions: readonly Action[],
  ) {
    const start = createGame(setup, seed);
    if (!start.ok) throw new Error(`bad setup: ${start.error}`);
    this.steps.push({ index: 0, action: null, actor: -1, events: start.events.slice(), state: start.state });
    let state = start.state;
    actions.forEach((a, i) => {
      const r = applyAction(state, a);
      if (!r.ok) throw new Error(`action ${i} rejected: ${r.error}`);
      state = r.state;
      this.steps.push({ index: i + 1, action: a, actor: a.seat, events: r.events, state });
    });
  }

  /** Number of steps (actions + 1). */
  get length(): number {
    return this.steps.length;
  }

  /** The last step's index. */
  get last(): number {
    return this.steps.length - 1;
  }

  /** A step, clamped into range. */
  step(i: number): ReplayStep {
    return this.steps[this.clamp(i)] as ReplayStep;
  }

  /** What a spectator sees after a step (unrevealed bids stay hidden, as at the table). */
  view(i: number): GameView {
    return viewFor(this.step(i).state, -1);
  }

  /** Clamps an index into the steps. */
  clamp(i: number): number {
    return Math.max(0, Math.min(this.last, Math.trunc(i)));
  }

  /** The first step of the next (dir 1) or current/previous (dir -1) round from step i. */
  roundStep(i: number, dir: 1 | -1): number {
    const key = (k: number): string => {
      const s = this.step(k).state;
      return `${s.era}:${s.round}`;
    };
    const here = key(this.clamp(i));
    if (dir === 1) {
      for (let k = this.clamp(i) + 1; k <= this.last; k++) if (key(k) !== here) return k;
      return this.last;
    }
    let k = this.clamp(i);
    while (k > 0 && key(k - 1) === here) k--;
    if (k === this.clamp(i) && k > 0) {
      const prev = key(k - 1);
      while (k > 0 && key(k - 1) === prev) k--;
    }
    return k;
  }
}
