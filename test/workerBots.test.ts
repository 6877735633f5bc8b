/** The bot worker runner with fake workers and a fake clock: lost requests time out, restart once, then fall back. */
import { describe, expect, it } from 'vitest';
import { legalActions, viewFor } from '../src/cards/engine';
import type { Action } from '../src/cards/engine';
import { handleBotRequest } from '../src/cards/bots/protocol';
import type { BotRequest, BotResponse } from '../src/cards/bots/protocol';
import { BOT_P95_MS, BOT_TIMEOUT_MS, LEVELS } from '../src/cards/bots';
import type { BotReason } from '../src/cards/bots/types';
import { botWorkerLostText, workerBots } from '../src/app/workerBots';
import type { BotWorker, WorkerBotsDeps } from '../src/app/workerBots';
import type { BotRunner } from '../src/app/botRunner';
import { newGame, realSetup } from './helpers';
import { setLanguage } from '../src/i18n';
import { de } from '../src/i18n/de';
import { en } from '../src/i18n/en';

/** The in-page fallback's reason, told apart from the worker's by identity. */
const MARK: BotReason = { kind: 'paperboyNow' };

/** A clock whose timers fire only when the test advances it. */
class FakeClock {
  now = 0;
  private timers = new Map<number, { at: number; fn: () => void }>();
  private next = 1;
  set = (fn: () => void, ms: number): unknown => {
    const id = this.next++;
    this.timers.set(id, { at: this.now + ms, fn });
    return id;
  };
  clear = (h: unknown): void => {
    this.timers.delete(h as number);
  };
  get pending(): number {
    return this.timers.size;
  }
  async advance(ms: number): Promise<void> {
    const end = this.now + ms;
    for (;;) {
      await flush();
      const due = [...this.timers.entries()]
        .filter(([, t]) => t.at <= end)
        .sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.timers.delete(due[0]);
      this.now = due[1].at;
      due[1].fn();
    }
    this.now = end;
    await flush();
  }
}

const flush = async (): Promise<void> => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

type Mode = 'answer' | 'hang' | 'die';

/** A fake worker: answers with the real handler, never answers, or fires an error on the first message. */
class FakeWorker implements BotWorker {
  onmessage: ((e: { data: BotResponse }) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  terminated = false;
  received: BotRequest[] = [];
  constructor(private readonly mode: Mode) {}
  postMessage(message: BotRequest): void {
    this.received.push(message);
    if (this.mode === 'hang') return;
    queueMicrotask(() => {
      if (this.terminated) return;
      if (this.mode === 'die') this.onerror?.(new Error('worker crashed'));
      else this.onmessage?.({ data: handleBotRequest(message) });
    });
  }
  terminate(): void {
    this.terminated = true;
  }
}

function rig(modes: Mode[]): {
  runner: BotRunner;
  clock: FakeClock;
  workers: FakeWorker[];
  notices: string[];
  fallbackCalls: () => number;
} {
  const clock = new FakeClock();
  const workers: FakeWorker[] = [];
  const notices: string[] = [];
  let calls = 0;
  const fallback: BotRunner = {
    decide: (_level, _view, legal) => {
      calls++;
      return Promise.resolve({ action: legal[0] as Action, reason: MARK });
    },
  };
  const deps: WorkerBotsDeps = {
    createWorker: () => {
      const w = new FakeWorker(modes[Math.min(workers.length, modes.length - 1)] as Mode);
      workers.push(w);
      return w;
    },
    setTimer: clock.set,
    clearTimer: clock.clear,
    notify: (m) => notices.push(m),
    timeoutMs: (level) => BOT_TIMEOUT_MS[level],
  };
  return { runner: workerBots(fallback, deps), clock, workers, notices, fallbackCalls: () => calls };
}

const state = newGame(realSetup(4), 7);
const seat = 0;
const view = viewFor(state, seat);
const legal = legalActions(state, seat);

describe('workerBots', () => {
  it('has a timeout per level of at least four times its p95, under five seconds', () => {
    for (const level of LEVELS) {
      expect(BOT_TIMEOUT_MS[level]).toBeGreaterThanOrEqual(4 * BOT_P95_MS[level]);
      expect(BOT_TIMEOUT_MS[level]).toBeLessThanOrEqual(5000);
    }
    expect(BOT_TIMEOUT_MS.hard).toBeGreaterThan(BOT_TIMEOUT_MS.random);
  });

  it('answers through a healthy worker without timers left behind or notices', async () => {
    const r = rig(['answer']);
    const d = await r.runner.decide('random', view, legal, 5);
    expect(legal).toContainEqual(d.action);
    expect(d.reason).not.toBe(MARK);
    expect(r.workers).toHaveLength(1);
    expect(r.clock.pending).toBe(0);
    expect(r.notices).toEqual([]);
  });

  it('a worker that never answers: timeout, restart, retry once, then the fallback answers with a notice', async () => {
    const r = rig(['hang']);
    let done: Action | null = null;
    void r.runner.decide('hard', view, legal, 5).then((d) => (done = d.action));
    await r.clock.advance(BOT_TIMEOUT_MS.hard - 1);
    expect(done).toBeNull();
    expect(r.workers).toHaveLength(1);
    await r.clock.advance(1);
    expect(r.workers).toHaveLength(2);
    expect(r.workers[0]?.terminated).toBe(true);
    expect(r.workers[1]?.received).toHaveLength(1);
    expect(done).toBeNull();
    await r.clock.advance(BOT_TIMEOUT_MS.hard);
    expect(done).toEqual(legal[0]);
    expect(r.fallbackCalls()).toBe(1);
    expect(r.workers[1]?.terminated).toBe(true);
    expect(r.notices).toEqual([botWorkerLostText()]);
    // From then on the page answers at once, without another worker or notice.
    const next = await r.runner.decide('easy', view, legal, 6);
    expect(next.action).toEqual(legal[0]);
    expect(r.workers).toHaveLength(2);
    expect(r.notices).toHaveLength(1);
  });

  it('a worker that dies once is restarted and the retry answers, with no notice', async () => {
    const r = rig(['die', 'answer']);
    const d = await r.runner.decide('medium', view, legal, 9);
    expect(d.reason).not.toBe(MARK);
    expect(legal).toContainEqual(d.action);
    expect(r.workers).toHaveLength(2);
    expect(r.workers[0]?.terminated).toBe(true);
    expect(r.fallbackCalls()).toBe(0);
    expect(r.notices).toEqual([]);
    expect(r.clock.pending).toBe(0);
    // The restarted worker keeps serving.
    await r.runner.decide('medium', view, legal, 10);
    expect(r.workers).toHaveLength(2);
    expect(r.workers[1]?.received).toHaveLength(2);
  });

  it('tells the player in the language of the moment, never in English', async () => {
    await setLanguage('de');
    try {
      const r = rig(['die']);
      await r.runner.decide('hard', view, legal, 3);
      expect(r.notices).toEqual([de['notice.botsInPage']]);
      expect(r.notices[0]).not.toBe(en['notice.botsInPage']);
    } finally {
      await setLanguage('en');
    }
  });

  it('a worker that always dies: the fallback answers after one retry, with one notice', async () => {
    const r = rig(['die']);
    const d = await r.runner.decide('hard', view, legal, 3);
    expect(d.action).toEqual(legal[0]);
    expect(d.reason).toBe(MARK);
    expect(r.workers).toHaveLength(2);
    expect(r.notices).toEqual([botWorkerLostText()]);
    expect(r.clock.pending).toBe(0);
  });

  it('without workers the page answers silently', async () => {
    const clock = new FakeClock();
    const notices: string[] = [];
    const runner = workerBots(
      { decide: (_l, _v, lg) => Promise.resolve({ action: lg[0] as Action }) },
      {
        createWorker: () => null,
        setTimer: clock.set,
        clearTimer: clock.clear,
        notify: (m) => notices.push(m),
      },
    );
    expect((await runner.decide('easy', view, legal, 1)).action).toEqual(legal[0]);
    expect(notices).toEqual([]);
  });
});
