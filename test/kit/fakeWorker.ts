/** A fake clock and fake bot workers on it, for the page's worker clients (both games' bot runners) in Node. */
import type { Frame } from '../../src/shared';
import type { Decider } from '../../src/app/workerDecide';
import type { WatchDeps, WorkerPort } from '../../src/app/workerWatch';

/** Lets queued promise callbacks and microtasks run. */
export const flush = async (): Promise<void> => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

/** A clock whose timers fire only when the test advances it. */
export class FakeClock {
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
  /** The page itself freezes: time passes and no timer fires until the next advance. */
  freeze(ms: number): void {
    this.now += ms;
  }
  /** Timers set and not yet fired or cleared. */
  get pending(): number {
    return this.timers.size;
  }
  /** Moves the clock on by `ms`, firing every timer due on the way in order, and lets promises settle. */
  async advance(ms: number): Promise<void> {
    const end = this.now + ms;
    for (;;) {
      await flush();
      const due = [...this.timers.entries()]
        .filter(([, x]) => x.at <= end)
        .sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.timers.delete(due[0]);
      this.now = Math.max(this.now, due[1].at);
      due[1].fn();
    }
    this.now = end;
    await flush();
  }
}

/** The watch's timers and clock, on `clock`. */
export function clockDeps(clock: FakeClock): WatchDeps {
  return { setTimer: clock.set, clearTimer: clock.clear, now: () => clock.now };
}

/**
 * How a fake worker behaves: answers through the real receiver, never answers, fires an error, thinks slowly while
 * reporting progress, sends garbage, or answers with an error frame.
 */
export type Mode = 'answer' | 'hang' | 'die' | 'slow' | 'garbage' | 'error';

/** How often the slow worker says it is alive, in ms. */
export const SLOW_STEP_MS = 1000;

/** The real side of a worker's protocol that a fake one answers with. */
export interface FakeBrain<Req> {
  /** The worker's receiver: what it posts for a request (progress, then the answer) on a clock. */
  receiver: (post: (m: unknown) => void, now: () => number) => (req: Req) => void;
  /** The answer to a request, given at once. */
  answer: (req: Req) => unknown;
  /** Progress reports the slow worker sends, one every SLOW_STEP_MS, before it answers. */
  slowSteps: number;
}

/** A fake worker behaving as its mode says, on the fake clock. */
export class FakeWorker<Req extends Frame> implements WorkerPort<Req> {
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  terminated = false;
  received: Req[] = [];
  constructor(
    private readonly mode: Mode,
    private readonly clock: FakeClock,
    private readonly brain: FakeBrain<Req>,
    private readonly garbage: (req: Req) => unknown = () => null,
  ) {}
  postMessage(message: Req): void {
    this.received.push(message);
    if (this.mode === 'hang') return;
    if (this.mode === 'slow') {
      const steps = this.brain.slowSteps;
      for (let k = 1; k <= steps; k++)
        this.clock.set(() => this.send({ id: message.id, kind: 'progress', done: k }), k * SLOW_STEP_MS);
      this.clock.set(() => this.send(this.brain.answer(message)), (steps + 1) * SLOW_STEP_MS);
      return;
    }
    queueMicrotask(() => {
      if (this.terminated) return;
      if (this.mode === 'die') this.onerror?.(new Error('worker crashed'));
      else if (this.mode === 'garbage') this.send(this.garbage(message));
      else if (this.mode === 'error') this.send({ id: message.id, error: 'bot failed' });
      else
        this.brain.receiver(
          (m) => this.send(m),
          () => this.clock.now,
        )(message);
    });
  }
  /** Posts `data` to the page, unless ended. */
  send(data: unknown): void {
    if (!this.terminated) this.onmessage?.({ data });
  }
  terminate(): void {
    this.terminated = true;
  }
}

/** What a runner under test gets from its rig: fake workers, the fake clock, and a notice list. */
export interface FakeRunnerDeps<Req extends Frame> extends WatchDeps {
  createWorker: () => FakeWorker<Req>;
  notify: (message: string) => void;
}

/** A runner on fake workers, with what the test reads afterwards. */
export interface DeciderRig<R, Req extends Frame> {
  runner: R;
  clock: FakeClock;
  /** Every worker made, in order. */
  workers: FakeWorker<Req>[];
  notices: string[];
  /** How often the fallback decided. */
  fallbackCalls: () => number;
}

/**
 * Builds a runner with `build` on fake workers (the n-th made behaves as modes[n], the last mode repeating) and a
 * fallback that counts its calls and decides `marked(legal)`.
 */
export function rigDecider<A, D, R, Req extends Frame>(
  brain: FakeBrain<Req>,
  build: (fallback: Decider<unknown, unknown, A, D>, deps: FakeRunnerDeps<Req>) => R,
  marked: (legal: readonly A[]) => D,
  modes: readonly Mode[],
  garbage?: (req: Req) => unknown,
): DeciderRig<R, Req> {
  const clock = new FakeClock();
  const workers: FakeWorker<Req>[] = [];
  const notices: string[] = [];
  let calls = 0;
  const fallback: Decider<unknown, unknown, A, D> = {
    decide: (_level, _view, legal) => {
      calls++;
      return Promise.resolve(marked(legal));
    },
  };
  const deps: FakeRunnerDeps<Req> = {
    ...clockDeps(clock),
    createWorker: () => {
      const mode = modes[Math.min(workers.length, modes.length - 1)] as Mode;
      const w = new FakeWorker(mode, clock, brain, garbage);
      workers.push(w);
      return w;
    },
    notify: (m) => notices.push(m),
  };
  return { runner: build(fallback, deps), clock, workers, notices, fallbackCalls: () => calls };
}
