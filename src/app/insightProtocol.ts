/** Messages between the page and the insight worker (bid lens, regret review), and their handler (runs in Node too). */
import type { Action, GameSetup, GameView } from '../engine';
import { bidLens } from '../bots/lens';
import type { LensResult } from '../bots/lens';
import { regretReview } from './regret';
import type { RegretReview } from './regret';

/** A request to the insight worker. */
export type InsightRequest =
  | { id: number; kind: 'lens'; view: GameView; seed: number }
  | { id: number; kind: 'review'; setup: GameSetup; seed: number; actions: Action[]; rollouts?: number };

/** What the worker sends back: progress of a review, then its result, or an error. */
export type InsightMessage =
  | { id: number; kind: 'lens'; result: LensResult }
  | { id: number; kind: 'progress'; done: number; total: number }
  | { id: number; kind: 'review'; result: RegretReview }
  | { id: number; error: string };

/** Answers one request through `post`; never throws. */
export function handleInsight(req: InsightRequest, post: (m: InsightMessage) => void): void {
  const id = typeof req?.id === 'number' ? req.id : -1;
  try {
    if (req.kind === 'lens') {
      post({ id, kind: 'lens', result: bidLens(req.view, req.seed >>> 0) });
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
    post({ id, error: e instanceof Error ? e.message : String(e) });
  }
}
