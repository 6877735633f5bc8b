/** The insight worker's protocol and the page's client: answers, progress, cancel, in-page fallback. */
import { beforeEach, describe, expect, it } from 'vitest';
import { createGame, viewFor } from '../src/cards/engine';
import type { GameSetup } from '../src/cards/engine';
import { LENS_QUICK_SAMPLES, bidLens } from '../src/cards/bots/lens';
import { handleInsight, insightReceiver, warmUp } from '../src/app/insightProtocol';
import type { InsightMessage, InsightRequest } from '../src/app/insightProtocol';
import { Insights } from '../src/app/insights';
import type { InsightWorker, LensAnswer } from '../src/app/insights';
import { bidLensOn } from '../src/ui/settings';

const SETUP: GameSetup = {
  seats: [
    { kind: 'real', name: 'Ann', suit: 'hat', controller: 'human' },
    { kind: 'real', name: 'Bot', suit: 'star', controller: 'hard' },
    { kind: 'virtual', name: 'Cy', suit: 'cactus', strength: 'expert' },
    { kind: 'virtual', name: 'Di', suit: 'boot', strength: 'novice' },
  ],
};

/** A worker that answers in the same process, a task later (as a real one would); `held` keeps it from answering. */
function fakeWorker(log: InsightRequest[], stops: { n: number } = { n: 0 }, held = false): InsightWorker {
  const w: InsightWorker = {
    onmessage: null,
    onerror: null,
    terminate: () => void stops.n++,
    postMessage(req) {
      log.push(req);
      if (!held) setTimeout(() => handleInsight(req, (m) => w.onmessage?.({ data: m })), 0);
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
  let ins = new Insights();
  beforeEach(() => {
    ins = new Insights();
  });

  it('answers a lens request with the lens of the view', () => {
    const view = firstBidView();
    const out: InsightMessage[] = [];
    handleInsight({ id: 3, kind: 'lens', view, seed: 11 }, (m) => out.push(m));
    expect(out).toEqual([
      { id: 3, kind: 'lens', step: 'full', result: bidLens(view, 11), ms: expect.any(Number) },
    ]);
  });

  it('answers a lens twice when asked for a quick answer: the same figures as fewer samples, then the full ones', () => {
    const view = firstBidView();
    const out: InsightMessage[] = [];
    let clock = 0;
    handleInsight(
      { id: 4, kind: 'lens', view, seed: 11, quick: LENS_QUICK_SAMPLES },
      (m) => out.push(m),
      () => (clock += 10),
    );
    expect(out.map((m) => ('step' in m ? m.step : null))).toEqual(['quick', 'full']);
    const [quick, full] = out;
    expect(quick).toMatchObject({ id: 4, result: bidLens(view, 11, LENS_QUICK_SAMPLES), ms: 10 });
    expect(full).toMatchObject({ id: 4, result: bidLens(view, 11), ms: 20 });
    if (quick && 'step' in quick) {
      expect(quick.result.samples).toBe(LENS_QUICK_SAMPLES);
      expect(quick.result.cards.length).toBe(view.seats[0]?.hand.length);
    }
    const again: InsightMessage[] = [];
    handleInsight({ id: 4, kind: 'lens', view, seed: 11, quick: LENS_QUICK_SAMPLES }, (m) => again.push(m));
    expect(again.map((m) => ('result' in m ? m.result : null))).toEqual(
      out.map((m) => ('result' in m ? m.result : null)),
    );
  });

  it('warms up on request, with the lens on a first bid of its own', () => {
    const out: InsightMessage[] = [];
    handleInsight({ id: 9, kind: 'warm' }, (m) => out.push(m));
    expect(out).toEqual([{ id: 9, kind: 'warm', ms: expect.any(Number) }]);
    expect(warmUp()).toBe(9);
  });

  it('the worker drops a warm-up that a lens request overtakes, and runs one that nothing overtakes', () => {
    const view = firstBidView();
    const out: InsightMessage[] = [];
    const later: (() => void)[] = [];
    let cancelled = 0;
    const receive = insightReceiver(
      (m) => out.push(m),
      (fn) => {
        later.push(fn);
        return () => void cancelled++;
      },
    );
    receive({ id: 1, kind: 'warm' });
    receive({ id: 2, kind: 'lens', view, seed: 5, quick: LENS_QUICK_SAMPLES });
    expect(cancelled).toBe(1);
    expect(out.map((m) => ('step' in m ? `${m.id}:${m.step}` : m.id))).toEqual(['2:quick', '2:full']);
    receive({ id: 3, kind: 'warm' });
    expect(later).toHaveLength(2);
    later[1]?.();
    expect(out.at(-1)).toMatchObject({ id: 3, kind: 'warm' });
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
    const viaWorker = await ins.requestLens(view, 2, { create: () => fakeWorker(log) });
    expect(log).toHaveLength(1);
    expect(viaWorker.result).toEqual(bidLens(view, 2));
    ins.stopLens();
    const inPage = await ins.requestLens(view, 2, { create: () => null });
    expect(inPage.result).toEqual(bidLens(view, 2));
    const review = ins.startReview(
      { setup: SETUP, seed: 4, actions: [] },
      () => undefined,
      () => null,
    );
    await expect(review.done).resolves.toMatchObject({ decisions: 0, turning: [] });
  });

  it('warms one lens worker before the first request, which then uses it; leaving the table ends it', async () => {
    const view = firstBidView();
    const log: InsightRequest[] = [];
    const stops = { n: 0 };
    let made = 0;
    const create = (): InsightWorker => {
      made++;
      return fakeWorker(log, stops);
    };
    ins.warmLens(create);
    expect(ins.lensWorkerUp()).toBe(true);
    ins.warmLens(create);
    expect(made).toBe(1);
    expect(log.map((r) => r.kind)).toEqual(['warm']);
    const quick: LensAnswer[] = [];
    const full = await ins.requestLens(view, 3, { create, quick: (a) => quick.push(a) });
    expect(made).toBe(1);
    expect(log.map((r) => r.kind)).toEqual(['warm', 'lens']);
    expect(quick.map((a) => a.step)).toEqual(['quick']);
    expect(quick[0]?.result).toEqual(bidLens(view, 3, LENS_QUICK_SAMPLES));
    expect(full.step).toBe('full');
    expect(full.result).toEqual(bidLens(view, 3));
    ins.stopLens();
    expect(stops.n).toBe(1);
    expect(ins.lensWorkerUp()).toBe(false);
  });

  it('says when the lens worker has loaded, or gives up waiting after the time allowed', async () => {
    expect(ins.lensBooting(300)).toBeNull();
    let w: InsightWorker | null = null;
    ins.warmLens(() => (w = fakeWorker([], { n: 0 }, true)));
    const timers: (() => void)[] = [];
    const loading = ins.lensBooting(300, (fn) => timers.push(fn));
    expect(loading).not.toBeNull();
    expect(ins.lensBootMs()).toBeNull();
    let settled = false;
    void loading?.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    (w as InsightWorker | null)?.onmessage?.({ data: { id: 0, kind: 'ready' } });
    await loading;
    expect(settled).toBe(true);
    expect(ins.lensBooting(300)).toBeNull();
    expect(ins.lensBootMs()).toBeGreaterThanOrEqual(0);
    ins.stopLens();
    expect(ins.lensBootMs()).toBeNull();
    ins.warmLens(() => fakeWorker([], { n: 0 }, true));
    const stuck = ins.lensBooting(300, (fn) => timers.push(fn));
    timers.at(-1)?.();
    await expect(stuck).resolves.toBeUndefined();
    ins.stopLens();
  });

  it('a lens request still waiting when the table closes fails, and stopping twice is harmless', async () => {
    const view = firstBidView();
    const stops = { n: 0 };
    const asked = ins.requestLens(view, 3, { create: () => fakeWorker([], stops, true) });
    ins.stopLens();
    ins.stopLens();
    await expect(asked).rejects.toThrow('lens stopped');
    expect(stops.n).toBe(1);
  });

  it('a cancelled review never settles and stops its worker', async () => {
    let stopped = 0;
    const w: InsightWorker = {
      onmessage: null,
      onerror: null,
      terminate: () => void stopped++,
      postMessage: () => undefined,
    };
    const job = ins.startReview(
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
