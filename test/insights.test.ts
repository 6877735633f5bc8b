/** The insight worker's protocol and the page's client: answers, progress, cancel, in-page fallback. */
import { describe, expect, it } from 'vitest';
import { createGame, viewFor } from '../src/engine';
import type { GameSetup } from '../src/engine';
import { bidLens } from '../src/bots/lens';
import { handleInsight } from '../src/app/insightProtocol';
import type { InsightMessage, InsightRequest } from '../src/app/insightProtocol';
import { requestLens, startReview } from '../src/app/insights';
import type { InsightWorker } from '../src/app/insights';
import { bidLensOn } from '../src/ui/settings';

const SETUP: GameSetup = {
  seats: [
    { kind: 'real', name: 'Ann', suit: 'hat', controller: 'human' },
    { kind: 'real', name: 'Bot', suit: 'star', controller: 'hard' },
    { kind: 'virtual', name: 'Cy', suit: 'cactus', strength: 'expert' },
    { kind: 'virtual', name: 'Di', suit: 'boot', strength: 'novice' },
  ],
};

/** A worker that answers in the same process, a task later (as a real one would). */
function fakeWorker(log: InsightRequest[]): InsightWorker {
  const w: InsightWorker = {
    onmessage: null,
    onerror: null,
    terminate: () => undefined,
    postMessage(req) {
      log.push(req);
      setTimeout(() => handleInsight(req, (m) => w.onmessage?.({ data: m })), 0);
    },
  };
  return w;
}

function firstBidView() {
  const s = createGame(SETUP, 4);
  if (!s.ok) throw new Error('bad setup');
  return viewFor(s.state, 0);
}

describe('insight worker', () => {
  it('answers a lens request with the lens of the view', () => {
    const view = firstBidView();
    const out: InsightMessage[] = [];
    handleInsight({ id: 3, kind: 'lens', view, seed: 11 }, (m) => out.push(m));
    expect(out).toEqual([{ id: 3, kind: 'lens', result: bidLens(view, 11) }]);
  });

  it('sends review progress, then the review; an error comes back as a message', () => {
    const out: InsightMessage[] = [];
    const view = firstBidView();
    const hand = view.seats[0]?.hand ?? [];
    const actions = [{ type: 'bid' as const, seat: 0, card: hand[8] ?? 0 }];
    handleInsight({ id: 5, kind: 'review', setup: SETUP, seed: 4, actions, rollouts: 2 }, (m) => out.push(m));
    expect(out[0]).toEqual({ id: 5, kind: 'progress', done: 1, total: 1 });
    expect(out.at(-1)).toMatchObject({ id: 5, kind: 'review', result: { decisions: 1 } });
    const bad: InsightMessage[] = [];
    handleInsight(
      { id: 6, kind: 'review', setup: SETUP, seed: 4, actions: [{ type: 'pass', seat: 2 }] },
      (m) => bad.push(m),
    );
    expect(bad).toHaveLength(1);
    expect(bad[0]).toHaveProperty('error');
  });

  it('the client gets the lens through a worker, or in the page without one', async () => {
    const view = firstBidView();
    const log: InsightRequest[] = [];
    const viaWorker = await requestLens(view, 2, () => fakeWorker(log));
    expect(log).toHaveLength(1);
    expect(viaWorker).toEqual(bidLens(view, 2));
    const review = startReview(
      { setup: SETUP, seed: 4, actions: [] },
      () => undefined,
      () => null,
    );
    await expect(review.done).resolves.toMatchObject({ decisions: 0, turning: [] });
  });

  it('a cancelled review never settles and stops its worker', async () => {
    let stopped = 0;
    const w: InsightWorker = {
      onmessage: null,
      onerror: null,
      terminate: () => void stopped++,
      postMessage: () => undefined,
    };
    const job = startReview(
      { setup: SETUP, seed: 4, actions: [] },
      () => undefined,
      () => w,
    );
    job.cancel();
    w.onmessage?.({ data: { id: 1, kind: 'progress', done: 1, total: 2 } });
    const settled = await Promise.race([
      job.done.then(() => 'settled'),
      new Promise((r) => setTimeout(() => r('open'), 30)),
    ]);
    expect(settled).toBe('open');
    expect(stopped).toBe(1);
  });

  it('offers the lens by default in solo only', () => {
    expect(bidLensOn('auto', 1)).toBe(true);
    expect(bidLensOn('auto', 2)).toBe(false);
    expect(bidLensOn('on', 3)).toBe(true);
    expect(bidLensOn('off', 1)).toBe(false);
  });
});
