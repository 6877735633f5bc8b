/** The board bots' worker client with fake workers and a fake clock: judged by progress, checked, restarted once, then Easy in the page. */
import { afterAll, describe, expect, it } from 'vitest';
import {
  activeSeat,
  applyAction,
  createGame,
  legalActions,
  viewFor,
  type BoardAction,
  type BoardState,
} from '../../src/board/engine';
import { easyBot } from '../../src/board/bots/easy';
import { hardBot } from '../../src/board/bots/hard';
import { BOARD_LEVELS } from '../../src/board/bots/levels';
import { mediumBot } from '../../src/board/bots/medium';
import {
  boardBotReceiver,
  handleBoardBotRequest,
  type BoardBotMessage,
  type BoardBotRequest,
  type BoardBotResponse,
} from '../../src/board/bots/protocol';
import { BOARD_BOT_P95_MS, BOARD_BOT_TIMEOUT_MS } from '../../src/board/bots/timeouts';
import type { BoardDecision, BoardReason } from '../../src/board/bots/types';
import {
  boardBotWorkerLostText,
  boardWorkerBots,
  easyInPage,
  type BoardBotRunner,
} from '../../src/app/boardBots';
import { WATCH_TICK_MS } from '../../src/app/workerWatch';
import {
  FakeClock,
  FakeWorker,
  SLOW_STEP_MS,
  clockDeps,
  rigDecider,
  type DeciderRig,
  type FakeBrain,
  type Mode,
} from '../kit/fakeWorker';
import { setLanguage } from '../../src/i18n';
import { de } from '../../src/i18n/de';
import { en } from '../../src/i18n/en';

/** The fallback's reason, told apart from the worker's by identity. */
const MARK: BoardReason = { kind: 'only' };

/** How long the slow worker thinks, in progress reports: far past any level's allowance. */
const SLOW_STEPS = 40;

const BRAIN: FakeBrain<BoardBotRequest> = {
  receiver: boardBotReceiver,
  answer: handleBoardBotRequest,
  slowSteps: SLOW_STEPS,
};

type Rig = DeciderRig<BoardBotRunner, BoardBotRequest>;

function rig(modes: Mode[], garbage?: (req: BoardBotRequest) => unknown): Rig {
  return rigDecider(
    BRAIN,
    (fallback, deps) =>
      boardWorkerBots(fallback, { ...deps, silentMs: (level) => BOARD_BOT_TIMEOUT_MS[level] }),
    (legal: readonly BoardAction[]): BoardDecision => ({ action: legal[0] as BoardAction, reason: MARK }),
    modes,
    garbage,
  );
}

/** The first position of a seeded 4-player game (Medium at every seat) where Hard searches rather than decides at once. */
function searchPosition(): BoardState {
  const start = createGame({ players: 4 }, 21);
  if (!start.ok) throw new Error(start.error);
  let s = start.state;
  for (let n = 0; n < 400; n++) {
    const seat = activeSeat(s);
    const legal = legalActions(s, seat);
    if (hardBot.decide(viewFor(s, seat), legal, 1).reason.kind === 'search') return s;
    const r = applyAction(s, mediumBot.decide(viewFor(s, seat), legal, n).action);
    if (!r.ok) throw new Error(r.error);
    s = r.state;
  }
  throw new Error('Hard never searched');
}

const state = searchPosition();
const seat = activeSeat(state);
const view = viewFor(state, seat);
const legal = legalActions(state, seat);

afterAll(async () => {
  await setLanguage('en');
});

describe('boardWorkerBots', () => {
  it('has a silence allowance per level of at least four times its p95, Hard the longest', () => {
    for (const level of BOARD_LEVELS)
      expect(BOARD_BOT_TIMEOUT_MS[level]).toBeGreaterThanOrEqual(4 * BOARD_BOT_P95_MS[level]);
    expect(BOARD_BOT_TIMEOUT_MS.hard).toBeGreaterThan(BOARD_BOT_TIMEOUT_MS.easy);
  });

  it('answers through a healthy worker without timers left behind or notices', async () => {
    const r = rig(['answer']);
    const d = await r.runner.decide('medium', view, legal, 5);
    expect(d).toEqual(mediumBot.decide(view, legal, 5));
    expect(d.reason).not.toBe(MARK);
    expect(r.workers).toHaveLength(1);
    expect(r.clock.pending).toBe(0);
    expect(r.notices).toEqual([]);
  });

  it('a worker that never answers: lost after its silence, restarted once, then the fallback answers with a notice', async () => {
    const r = rig(['hang']);
    let done: BoardAction | null = null;
    void r.runner.decide('hard', view, legal, 5).then((d) => (done = d.action));
    await r.clock.advance(BOARD_BOT_TIMEOUT_MS.hard - 1);
    expect(done).toBeNull();
    expect(r.workers).toHaveLength(1);
    await r.clock.advance(WATCH_TICK_MS);
    expect(r.workers).toHaveLength(2);
    expect(r.workers[0]?.terminated).toBe(true);
    expect(r.workers[1]?.received).toHaveLength(1);
    expect(done).toBeNull();
    await r.clock.advance(BOARD_BOT_TIMEOUT_MS.hard + WATCH_TICK_MS);
    expect(done).toEqual(legal[0]);
    expect(r.fallbackCalls()).toBe(1);
    expect(r.workers[1]?.terminated).toBe(true);
    expect(r.notices).toEqual([boardBotWorkerLostText()]);
    const next = await r.runner.decide('easy', view, legal, 6);
    expect(next.reason).toBe(MARK);
    expect(r.workers).toHaveLength(2);
    expect(r.notices).toHaveLength(1);
  });

  it('a worker that dies once is restarted and the retry answers, with no notice', async () => {
    const r = rig(['die', 'answer']);
    const d = await r.runner.decide('easy', view, legal, 9);
    expect(d).toEqual(easyBot.decide(view, legal, 9));
    expect(r.workers).toHaveLength(2);
    expect(r.workers[0]?.terminated).toBe(true);
    expect(r.fallbackCalls()).toBe(0);
    expect(r.notices).toEqual([]);
    expect(r.clock.pending).toBe(0);
    await r.runner.decide('medium', view, legal, 10);
    expect(r.workers).toHaveLength(2);
    expect(r.workers[1]?.received).toHaveLength(2);
  });

  it('tells the player in the language of the moment', async () => {
    await setLanguage('de');
    try {
      const r = rig(['die']);
      await r.runner.decide('hard', view, legal, 3);
      expect(r.notices).toEqual([de['notice.boardBotsEasy']]);
      expect(r.notices[0]).not.toBe(en['notice.boardBotsEasy']);
    } finally {
      await setLanguage('en');
    }
  });

  it('a worker that always dies: Easy decides in the page after one retry, with one notice', async () => {
    const clock = new FakeClock();
    const notices: string[] = [];
    let made = 0;
    const runner = boardWorkerBots(easyInPage, {
      createWorker: () => {
        made++;
        return new FakeWorker('die', clock, BRAIN);
      },
      ...clockDeps(clock),
      notify: (m) => notices.push(m),
    });
    const d = await runner.decide('hard', view, legal, 3);
    expect(d).toEqual(easyBot.decide(view, legal, 3));
    expect(made).toBe(2);
    expect(notices).toEqual([boardBotWorkerLostText()]);
    expect(clock.pending).toBe(0);
  });

  it('an error answer: Easy’s move for that request, the worker kept, no notice', async () => {
    const r = rig(['error']);
    const d = await r.runner.decide('hard', view, legal, 4);
    expect(d.reason).toBe(MARK);
    expect(r.fallbackCalls()).toBe(1);
    expect(r.workers).toHaveLength(1);
    expect(r.workers[0]?.terminated).toBe(false);
    expect(r.notices).toEqual([]);
    expect(r.clock.pending).toBe(0);
  });

  it('without workers the page answers silently', async () => {
    const clock = new FakeClock();
    const notices: string[] = [];
    const runner = boardWorkerBots(easyInPage, {
      ...clockDeps(clock),
      createWorker: () => null,
      notify: (m) => notices.push(m),
    });
    expect(await runner.decide('hard', view, legal, 1)).toEqual(easyBot.decide(view, legal, 1));
    expect(notices).toEqual([]);
  });

  it('keeps a slow worker that reports progress, however long it thinks', async () => {
    const r = rig(['slow']);
    let got: BoardDecision | null = null;
    void r.runner.decide('hard', view, legal, 4).then((d) => (got = d));
    await r.clock.advance((SLOW_STEPS + 1) * SLOW_STEP_MS);
    expect(SLOW_STEPS * SLOW_STEP_MS).toBeGreaterThan(4 * BOARD_BOT_TIMEOUT_MS.hard);
    expect(got).toEqual(decisionOf(handleBoardBotRequest(r.workers[0]?.received[0] as BoardBotRequest)));
    expect(r.workers).toHaveLength(1);
    expect(r.workers[0]?.terminated).toBe(false);
    expect(r.fallbackCalls()).toBe(0);
    expect(r.notices).toEqual([]);
    expect(r.clock.pending).toBe(0);
  });

  it('does not blame the worker for a page that was frozen itself', async () => {
    const r = rig(['hang']);
    let got: BoardDecision | null = null;
    void r.runner.decide('medium', view, legal, 8).then((d) => (got = d));
    r.clock.freeze(5 * BOARD_BOT_TIMEOUT_MS.hard);
    await r.clock.advance(WATCH_TICK_MS);
    expect(r.workers).toHaveLength(1);
    const w = r.workers[0] as FakeWorker<BoardBotRequest>;
    w.send(handleBoardBotRequest(w.received[0] as BoardBotRequest));
    await r.clock.advance(0);
    expect(got).toEqual(mediumBot.decide(view, legal, 8));
    expect(r.workers).toHaveLength(1);
    expect(r.notices).toEqual([]);
  });

  const other = legal.find((a) => a.type === 'pass') ?? legal[0];
  const garbage: [string, (req: BoardBotRequest) => unknown][] = [
    ['null', () => null],
    ['42', () => 42],
    ['a string', () => 'pass'],
    ['no id', () => ({ action: legal[0], reason: { kind: 'only' } })],
    ['an answer without an action', (req) => ({ id: req.id, reason: { kind: 'only' } })],
    ['an action of the wrong shape', (req) => ({ id: req.id, action: 'pass', reason: { kind: 'only' } })],
    [
      'an action that was not offered',
      (req) => ({ id: req.id, action: { type: 'pass', seat: seat + 1 }, reason: { kind: 'only' } }),
    ],
    [
      'an answer to a request never made',
      (req) => ({ id: req.id + 100, action: other, reason: { kind: 'only' } }),
    ],
    ['an answer without a reason', (req) => ({ id: req.id, action: other })],
    ['a reason the log cannot word', (req) => ({ id: req.id, action: other, reason: { kind: 'nope' } })],
    ['a reason without its fields', (req) => ({ id: req.id, action: other, reason: { kind: 'spot' } })],
    [
      'a reason naming a spot that is none',
      (req) => ({ id: req.id, action: other, reason: { kind: 'spot', spot: 's:saloon', value: 1 } }),
    ],
    [
      'a reason naming an unknown prompt',
      (req) => ({ id: req.id, action: other, reason: { kind: 'answer', prompt: 'x', value: 1, gain: 0 } }),
    ],
    ['progress without a count', (req) => ({ id: req.id, kind: 'progress' })],
  ];

  it.each(garbage)('refuses %s without throwing: replaced once, then the page', async (_, g) => {
    const r = rig(['garbage'], g);
    const d = await r.runner.decide('hard', view, legal, 2);
    expect(d.reason).toBe(MARK);
    expect(r.workers).toHaveLength(2);
    expect(r.workers.every((w) => w.terminated)).toBe(true);
    expect(r.notices).toEqual([boardBotWorkerLostText()]);
    expect(r.clock.pending).toBe(0);
  });

  it('the worker says it took a request, reports Hard’s playouts as it goes, then answers', () => {
    const req: BoardBotRequest = { id: 5, level: 'hard', view, legal, seed: 1 };
    const out: BoardBotMessage[] = [];
    boardBotReceiver(
      (m) => out.push(m),
      () => 0,
    )(req);
    const done = out.flatMap((m) => ('kind' in m ? [m.done] : []));
    expect(out[0]).toEqual({ id: 5, kind: 'progress', done: 0 });
    expect(done.filter((n) => n > 0).length).toBeGreaterThan(1);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    const last = out.at(-1) as BoardBotResponse;
    expect(last).toEqual(handleBoardBotRequest(req));
    expect(decisionOf(last).reason.kind).toBe('search');
    expect(out.every((m) => m.id === 5)).toBe(true);
  });
});

function decisionOf(m: BoardBotResponse): BoardDecision {
  if ('error' in m) throw new Error(m.error);
  return { action: m.action, reason: m.reason };
}
