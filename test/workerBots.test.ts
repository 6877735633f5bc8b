/** The bot worker runner with fake workers and a fake clock: judged by progress, checked, restarted once, then the page. */
import { describe, expect, it } from 'vitest';
import { activeSeats, legalActions, viewFor } from '../src/cards/engine';
import type { Action } from '../src/cards/engine';
import { botReceiver, handleBotRequest } from '../src/cards/bots/protocol';
import type { BotMessage, BotRequest, BotResponse } from '../src/cards/bots/protocol';
import { BOT_P95_MS, BOT_TIMEOUT_MS, LEVELS } from '../src/cards/bots';
import type { BotDecision, BotReason } from '../src/cards/bots/types';
import { botWorkerLostText, workerBots } from '../src/app/workerBots';
import type { BotRunner } from '../src/app/botRunner';
import { WATCH_TICK_MS } from '../src/app/workerWatch';
import { FakeClock, SLOW_STEP_MS, clockDeps, rigDecider } from './kit/fakeWorker';
import type { DeciderRig, FakeBrain, FakeWorker, Mode } from './kit/fakeWorker';
import { autoplay, newGame, realSetup } from './helpers';
import { setLanguage } from '../src/i18n';
import { de } from '../src/i18n/de';
import { en } from '../src/i18n/en';

/** The in-page fallback's reason, told apart from the worker's by identity. */
const MARK: BotReason = { kind: 'paperboyNow' };

/** How long the slow worker thinks, in progress reports: far past any level's allowance. */
const SLOW_STEPS = 20;

const BRAIN: FakeBrain<BotRequest> = {
  receiver: botReceiver,
  answer: handleBotRequest,
  slowSteps: SLOW_STEPS,
};

type Rig = DeciderRig<BotRunner, BotRequest>;

function rig(modes: Mode[], garbage?: (req: BotRequest) => unknown): Rig {
  return rigDecider(
    BRAIN,
    (fallback, deps) => workerBots(fallback, { ...deps, silentMs: (level) => BOT_TIMEOUT_MS[level] }),
    (legal: readonly Action[]): BotDecision => ({ action: legal[0] as Action, reason: MARK }),
    modes,
    garbage,
  );
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

  it('a worker that never answers: lost after its silence, restarted once, then the fallback answers with a notice', async () => {
    const r = rig(['hang']);
    let done: Action | null = null;
    void r.runner.decide('hard', view, legal, 5).then((d) => (done = d.action));
    await r.clock.advance(BOT_TIMEOUT_MS.hard - 1);
    expect(done).toBeNull();
    expect(r.workers).toHaveLength(1);
    await r.clock.advance(WATCH_TICK_MS);
    expect(r.workers).toHaveLength(2);
    expect(r.workers[0]?.terminated).toBe(true);
    expect(r.workers[1]?.received).toHaveLength(1);
    expect(done).toBeNull();
    await r.clock.advance(BOT_TIMEOUT_MS.hard + WATCH_TICK_MS);
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
      { ...clockDeps(clock), createWorker: () => null, notify: (m) => notices.push(m) },
    );
    expect((await runner.decide('easy', view, legal, 1)).action).toEqual(legal[0]);
    expect(notices).toEqual([]);
  });

  it('keeps a slow worker that reports progress, however long it thinks', async () => {
    const r = rig(['slow']);
    let got: BotDecision | null = null;
    void r.runner.decide('master', view, legal, 4).then((d) => (got = d));
    await r.clock.advance((SLOW_STEPS + 1) * SLOW_STEP_MS);
    expect(SLOW_STEPS * SLOW_STEP_MS).toBeGreaterThan(4 * BOT_TIMEOUT_MS.master);
    expect(got).not.toBeNull();
    expect(got).toEqual(decisionOf(handleBotRequest(r.workers[0]?.received[0] as BotRequest)));
    expect(got).not.toMatchObject({ reason: MARK });
    expect(r.workers).toHaveLength(1);
    expect(r.workers[0]?.terminated).toBe(false);
    expect(r.fallbackCalls()).toBe(0);
    expect(r.notices).toEqual([]);
    expect(r.clock.pending).toBe(0);
  });

  it('does not blame the worker for a page that was frozen itself', async () => {
    const r = rig(['hang']);
    let got: BotDecision | null = null;
    void r.runner.decide('hard', view, legal, 8).then((d) => (got = d));
    r.clock.freeze(5 * BOT_TIMEOUT_MS.hard);
    await r.clock.advance(WATCH_TICK_MS);
    expect(r.workers).toHaveLength(1);
    const w = r.workers[0] as FakeWorker<BotRequest>;
    w.send(handleBotRequest(w.received[0] as BotRequest));
    await r.clock.advance(0);
    expect(got).not.toBeNull();
    expect(got).not.toMatchObject({ reason: MARK });
    expect(r.workers).toHaveLength(1);
    expect(r.notices).toEqual([]);
  });

  const garbage: [string, (req: BotRequest) => unknown][] = [
    ['null', () => null],
    ['42', () => 42],
    ['a string', () => 'take'],
    ['no id', () => ({ action: legal[0] })],
    ['an answer without an action', (req) => ({ id: req.id })],
    ['an action of the wrong shape', (req) => ({ id: req.id, action: 'take' })],
    ['an action that was not offered', (req) => ({ id: req.id, action: { type: 'pass', seat: 3 } })],
    ['an answer to a request never made', (req) => ({ id: req.id + 100, action: legal[0] })],
    ['a reason the log cannot word', (req) => ({ id: req.id, action: legal[0], reason: { kind: 'nope' } })],
    ['a reason without its card', (req) => ({ id: req.id, action: legal[0], reason: { kind: 'take' } })],
    ['progress without a count', (req) => ({ id: req.id, kind: 'progress' })],
  ];

  it.each(garbage)(
    'refuses %s without throwing: no answer, no progress; replaced once, then the page',
    async (_, g) => {
      const r = rig(['garbage'], g);
      const d = await r.runner.decide('hard', view, legal, 2);
      expect(d.reason).toBe(MARK);
      expect(r.workers).toHaveLength(2);
      expect(r.workers.every((w) => w.terminated)).toBe(true);
      expect(r.notices).toEqual([botWorkerLostText()]);
      expect(r.clock.pending).toBe(0);
    },
  );

  it('refuses garbage straight from the worker without throwing', async () => {
    const r = rig(['hang']);
    void r.runner.decide('hard', view, legal, 2);
    await r.clock.advance(0);
    const w = r.workers[0] as FakeWorker<BotRequest>;
    for (const data of [null, 42, undefined, [], { id: 'x' }])
      expect(() => w.onmessage?.({ data })).not.toThrow();
    await r.clock.advance(0);
    expect(w.terminated).toBe(true);
    expect(r.workers).toHaveLength(2);
  });

  it('the worker says it took a request, reports Master’s search as it goes, then answers', () => {
    const s = autoplay(newGame(realSetup(4), 3), (x) => x.phase === 'taking');
    const who = activeSeats(s)[0] as number;
    const req: BotRequest = {
      id: 5,
      level: 'master',
      view: viewFor(s, who),
      legal: legalActions(s, who),
      seed: 1,
    };
    const out: BotMessage[] = [];
    botReceiver(
      (m) => out.push(m),
      () => 0,
    )(req);
    const progress = out.filter((m) => 'kind' in m);
    expect(out[0]).toEqual({ id: 5, kind: 'progress', done: 0 });
    expect(progress.map((m) => ('kind' in m ? m.done : -1)).filter((n) => n > 0).length).toBeGreaterThan(0);
    expect(out.at(-1)).toEqual(handleBotRequest(req));
    expect(out.every((m) => m.id === 5)).toBe(true);
  });
});

function decisionOf(m: BotResponse): BotDecision {
  if ('error' in m) throw new Error(m.error);
  return m.reason === undefined ? { action: m.action } : { action: m.action, reason: m.reason };
}
