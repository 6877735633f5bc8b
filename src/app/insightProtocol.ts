/** Messages between the page and the insight worker (bid lens, regret review), and their handler (runs in Node too). */
import { createGame, viewFor } from '../cards/engine';
import type { Action, GameSetup, GameView } from '../cards/engine';
import { bidLens } from '../cards/bots/lens';
import type { LensResult } from '../cards/bots/lens';
import { regretReview } from './regret';
import type { RegretReview } from './regret';
import { errorFrame, frameId } from '../shared';
import type { ErrorFrame } from '../shared';

/** A request to the insight worker; a lens with `quick` answers twice: after that many samples, then in full. */
export type InsightRequest =
  | { id: number; kind: 'warm' }
  | { id: number; kind: 'lens'; view: GameView; seed: number; quick?: number }
  | { id: number; kind: 'review'; setup: GameSetup; seed: number; actions: Action[]; rollouts?: number };

/** Which answer of a lens request a message carries. */
export type LensStep = 'quick' | 'full';

/**
 * What the worker sends back: that it has loaded (once, id 0), a warm-up done, lens answers, progress of a review,
 * then its result, or an error.
 */
export type InsightMessage =
  | { id: 0; kind: 'ready' }
  | { id: number; kind: 'warm'; ms: number }
  | { id: number; kind: 'lens'; step: LensStep; result: LensResult; ms: number }
  | { id: number; kind: 'progress'; done: number; total: number }
  | { id: number; kind: 'review'; result: RegretReview }
  | ErrorFrame;

/** A solo table with a Hard bot: the warm-up runs the lens's whole path, opponent solver included. */
const WARM_SETUP: GameSetup = {
  seats: [
    { kind: 'real', name: 'A', suit: 'hat', controller: 'human' },
    { kind: 'real', name: 'B', suit: 'star', controller: 'hard' },
    { kind: 'virtual', name: 'C', suit: 'cactus', strength: 'expert' },
    { kind: 'virtual', name: 'D', suit: 'boot', strength: 'expert' },
  ],
};

/** Samples of the warm-up lens: enough to compile its loops, few enough to leave a first request little to wait for. */
export const WARM_SAMPLES = 400;

/**
 * Runs the lens once on a fixed first bid, so a worker's first real answer finds its code loaded and compiled;
 * returns the number of cards it figured (all nine of the hand).
 */
export function warmUp(): number {
  const game = createGame(WARM_SETUP, 1);
  return game.ok ? bidLens(viewFor(game.state, 0), 1, WARM_SAMPLES).cards.length : 0;
}

/** Answers one request through `post`, timing lens answers with `now` (ms); never throws. */
export function handleInsight(
  req: InsightRequest,
  post: (m: InsightMessage) => void,
  now: () => number = () => performance.now(),
): void {
  const id = frameId(req);
  try {
    const t0 = now();
    if (req.kind === 'warm') {
      warmUp();
      post({ id, kind: 'warm', ms: now() - t0 });
      return;
    }
    if (req.kind === 'lens') {
      const quick = req.quick
        ? {
            samples: req.quick,
            post: (result: LensResult) => post({ id, kind: 'lens', step: 'quick', result, ms: now() - t0 }),
          }
        : undefined;
      const result = bidLens(req.view, req.seed >>> 0, undefined, quick);
      post({ id, kind: 'lens', step: 'full', result, ms: now() - t0 });
      return;
    }
    if (req.kind === 'review') {
      const result = regretReview(req.setup, req.seed, req.actions, {
        ...(req.rollouts ? { rollouts: req.rollouts } : {}),
        progress: (done, total) => post({ id, kind: 'progress', done, total }),
      });
      post({ id, kind: 'review', result });
      return;
    }
    post({ id, error: 'unknown request' });
  } catch (e) {
    post(errorFrame(id, e));
  }
}

/**
 * The worker's receiver: a warm-up waits one task (`defer`, which returns its cancel), and a lens request that
 * comes in meanwhile cancels it and goes first, since it warms the same code itself.
 */
export function insightReceiver(
  post: (m: InsightMessage) => void,
  defer: (fn: () => void) => () => void,
): (req: InsightRequest) => void {
  let cancelWarm: (() => void) | null = null;
  return (req) => {
    if (req.kind === 'warm') {
      cancelWarm?.();
      cancelWarm = defer(() => {
        cancelWarm = null;
        handleInsight(req, post);
      });
      return;
    }
    if (req.kind === 'lens' && cancelWarm) {
      cancelWarm();
      cancelWarm = null;
    }
    handleInsight(req, post);
  };
}
