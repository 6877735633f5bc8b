/** The insight worker answering garbage, crashing or falling silent: checked, timed by progress, replaced once, then the page. */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGame, viewFor } from '../src/cards/engine';
import type { GameSetup, GameView } from '../src/cards/engine';
import { bidLens } from '../src/cards/bots/lens';
import { handleInsight } from '../src/app/insightProtocol';
import type { InsightRequest } from '../src/app/insightProtocol';
import { Insights } from '../src/app/insights';
import type { InsightWorker } from '../src/app/insights';
import { INSIGHT_SILENT_MS, INSIGHT_SILENT_TICKS, INSIGHT_TICK_MS } from '../src/app/insightWatch';
import { loadLanguage, t } from '../src/i18n';

beforeAll(async () => {
  await loadLanguage('en');
});

/** The client of the running test, on a fake clock once one is installed. */
let ins = new Insights();

afterEach(() => {
  ins.stopLens();
  ins = new Insights();
});

const SETUP: GameSetup = {
  seats: [
    { kind: 'real', name: 'Ann', suit: 'hat', controller: 'human' },
    { kind: 'real', name: 'Bot', suit: 'star', controller: 'hard' },
    { kind: 'virtual', name: 'Cy', suit: 'cactus', strength: 'expert' },
    { kind: 'virtual', name: 'Di', suit: 'boot', strength: 'novice' },
  ],
};

function firstBidView(): GameView {
  const s = createGame(SETUP, 4);
  if (!s.ok) throw new Error('bad setup');
  return viewFor(s.state, 0);
}

/** A fake clock whose timers run only when told: `advance` moves the clock, `tick` fires the due timers once. */
function fakeClock(): {
  now: number;
  notices: string[];
  tick: (ms?: number) => void;
  install: () => void;
} {
  const timers = new Map<number, { fn: () => void; at: number }>();
  let n = 0;
  const c = {
    now: 0,
    notices: [] as string[],
    tick(ms = INSIGHT_TICK_MS): void {
      c.now += ms;
      for (const [h, tm] of [...timers]) {
        if (tm.at > c.now) continue;
        timers.delete(h);
        tm.fn();
      }
    },
    install(): void {
      ins = new Insights({
        now: () => c.now,
        setTimer: (fn, ms) => {
          timers.set(++n, { fn, at: c.now + ms });
          return n;
        },
        clearTimer: (h) => void timers.delete(h as number),
        notify: (m) => c.notices.push(m),
      });
    },
  };
  return c;
}

/** A worker that answers every request with `answer(req)` a task later (nothing at all for undefined). */
function worker(answer: (req: InsightRequest) => unknown[], made: InsightWorker[]): () => InsightWorker {
  return () => {
    const w: InsightWorker = {
      onmessage: null,
      onerror: null,
      terminate: () => undefined,
      postMessage(req) {
        for (const data of answer(req)) setTimeout(() => w.onmessage?.({ data }), 0);
      },
    };
    made.push(w);
    return w;
  };
}

const settle = (): Promise<void> => new Promise((r) => setTimeout(r, 5));

describe('the lens with a worker that answers garbage', () => {
  it('refuses null and 42 without a TypeError, replaces the worker once, then answers in the page and says so', async () => {
    const clock = fakeClock();
    clock.install();
    const made: InsightWorker[] = [];
    const view = firstBidView();
    const asked = ins.requestLens(view, 2, { create: worker(() => [null, 42], made) });
    await settle();
    await settle();
    const a = await asked;
    expect(made).toHaveLength(2);
    expect(a.result).toEqual(bidLens(view, 2));
    expect(clock.notices).toEqual([t('notice.lensInPage')]);
    // Later requests go straight to the page, and the notice is not repeated.
    const again = await ins.requestLens(view, 3, { create: worker(() => [null], made) });
    expect(made).toHaveLength(2);
    expect(again.result).toEqual(bidLens(view, 3));
    expect(clock.notices).toHaveLength(1);
  });

  it('refuses a lens answer without its figures, and keeps a worker whose second try answers', async () => {
    fakeClock().install();
    const made: InsightWorker[] = [];
    const view = firstBidView();
    const forged = (req: InsightRequest): unknown[] => [
      {
        id: req.id,
        kind: 'lens',
        step: 'full',
        ms: 1,
        result: { seat: 0, samples: 1, cards: [{ card: 'x' }] },
      },
    ];
    let first = true;
    const answer = (req: InsightRequest): unknown[] => {
      if (first) {
        first = false;
        return forged(req);
      }
      const out: unknown[] = [];
      handleInsight(req, (m) => out.push(m));
      return out;
    };
    const a = await ins.requestLens(view, 2, { create: worker(answer, made) });
    expect(made).toHaveLength(2);
    expect(a.result).toEqual(bidLens(view, 2));
  });
});

describe('the lens with a silent worker', () => {
  it('waits while the page itself is frozen, gives up on silence by progress, restarts once, then uses the page', async () => {
    const clock = fakeClock();
    clock.install();
    const made: InsightWorker[] = [];
    const view = firstBidView();
    let answered = false;
    const asked = ins.requestLens(view, 5, { create: worker(() => [], made) }).then((a) => {
      answered = true;
      return a;
    });
    // One late check after a long freeze of the page: the worker has not been given its checks yet.
    clock.tick(INSIGHT_SILENT_MS * 3);
    for (let i = 0; i < INSIGHT_SILENT_TICKS - 3; i++) clock.tick();
    await settle();
    expect(made).toHaveLength(1);
    expect(answered).toBe(false);
    // A valid message is progress: the silence starts again.
    made[0]?.onmessage?.({ data: { id: 0, kind: 'ready' } });
    for (let i = 0; i < INSIGHT_SILENT_TICKS - 1; i++) clock.tick();
    expect(made).toHaveLength(1);
    clock.tick();
    expect(made).toHaveLength(2);
    for (let i = 0; i < INSIGHT_SILENT_TICKS; i++) clock.tick();
    const a = await asked;
    expect(made).toHaveLength(2);
    expect(a.result).toEqual(bidLens(view, 5));
    expect(clock.notices).toEqual([t('notice.lensInPage')]);
  });
});

describe('the turning points with a broken worker', () => {
  const game = { setup: SETUP, seed: 4, actions: [] };

  it('refuse garbage, try a second worker, then fail with the panel’s message while the game carries on', async () => {
    fakeClock().install();
    const made: InsightWorker[] = [];
    const job = ins.startReview(
      game,
      () => undefined,
      worker(() => [null, 42, { id: 1, kind: 'review' }], made),
    );
    await expect(job.done).rejects.toThrow();
    expect(made).toHaveLength(2);
  });

  it('keep a slow worker that reports progress, and replace one that falls silent', async () => {
    const clock = fakeClock();
    clock.install();
    const made: InsightWorker[] = [];
    let answer: (req: InsightRequest) => unknown[] = () => [];
    const job = ins.startReview(
      game,
      () => undefined,
      worker((req) => answer(req), made),
    );
    const w = made[0] as InsightWorker;
    for (let step = 0; step < 5; step++) {
      for (let i = 0; i < INSIGHT_SILENT_TICKS - 1; i++) clock.tick();
      w.onmessage?.({ data: { id: 999, kind: 'progress', done: step, total: 9 } });
    }
    expect(made).toHaveLength(1);
    answer = (req) => {
      const out: unknown[] = [];
      handleInsight(req, (m) => out.push(m));
      return out;
    };
    for (let i = 0; i < INSIGHT_SILENT_TICKS; i++) clock.tick();
    expect(made).toHaveLength(2);
    await expect(job.done).resolves.toMatchObject({ decisions: 0, turning: [] });
  });
});
