/**
 * The sequence both games' bot runners wrap around their one tended worker (workerWatch): every decision is a request
 * of its own, read back against the actions it offered; a lost worker's requests are sent again to its one
 * replacement, and the fallback decides in the page once the worker is given up, cannot be made, or answers with an
 * error.
 */
import type { ErrorFrame, Frame } from '../shared';
import { WorkerTender, type WatchDeps, type WorkerPort } from './workerWatch';

/** A request to decide for one seat, as both games' bot workers take it. */
export interface DecideRequest<L, V, A> extends Frame {
  level: L;
  view: V;
  legal: A[];
  seed: number;
}

/** A sign of life from a worker deciding a request: `done` steps so far. */
export interface DecideProgress extends Frame {
  kind: 'progress';
  done: number;
}

/** Something that decides for a bot seat (in the page or through a worker). */
export interface Decider<L, V, A, D> {
  decide(level: L, view: V, legal: readonly A[], seed: number): Promise<D>;
}

/** What a worker-backed decider needs: its surroundings, how to read and use answers, and its last resort. */
export interface WorkerDecideOptions<L, V, A, Answer extends Frame, D> {
  deps: WatchDeps;
  /** Starts a worker; null (or a throw) when workers cannot be used. */
  createWorker: () => WorkerPort<DecideRequest<L, V, A>> | null;
  /** How long a worker working on a request of a level may stay silent, in ms, before it counts as lost. */
  silentMs: (level: L) => number;
  /** A message read against the actions offered by the waiting request of its id; null when the page refuses it. */
  read: (
    raw: unknown,
    legalOf: (id: number) => readonly A[] | undefined,
  ) => Answer | ErrorFrame | DecideProgress | null;
  /** The decision an answer carries. */
  decision: (answer: Answer) => D;
  /** Said once, when the replacement worker is lost too. */
  notify: () => void;
  /** Decides when no worker does. */
  fallback: Decider<L, V, A, D>;
}

type Outcome<D> = { kind: 'ok'; decision: D } | { kind: 'error' } | { kind: 'lost' } | { kind: 'none' };

interface Job<A, D> {
  legal: readonly A[];
  settle: (o: Outcome<D>) => void;
}

/** A Decider backed by one watched worker, replaced once when lost, with `o.fallback` as the last resort. */
export function workerDecider<L, V, A, Answer extends Frame, D>(
  o: WorkerDecideOptions<L, V, A, Answer, D>,
): Decider<L, V, A, D> {
  const pending = new Map<number, Job<A, D>>();
  let nextId = 1;

  const heard = (m: Answer | ErrorFrame | DecideProgress): void => {
    if ('kind' in m) return;
    const job = pending.get(m.id);
    if (!job) return;
    pending.delete(m.id);
    if (pending.size === 0) tender.idle();
    job.settle('error' in m ? { kind: 'error' } : { kind: 'ok', decision: o.decision(m) });
  };

  const tender: WorkerTender<DecideRequest<L, V, A>, Answer | ErrorFrame | DecideProgress> = new WorkerTender(
    {
      deps: o.deps,
      read: (raw) => o.read(raw, (id) => pending.get(id)?.legal),
      heard,
      lost: () => {
        const jobs = [...pending.values()];
        pending.clear();
        for (const j of jobs) j.settle({ kind: 'lost' });
      },
      notify: o.notify,
    },
  );

  const ask = (req: DecideRequest<L, V, A>): Promise<Outcome<D>> =>
    new Promise<Outcome<D>>((resolve) => {
      pending.set(req.id, { legal: req.legal, settle: resolve });
      if (tender.send(req, o.silentMs(req.level), o.createWorker)) return;
      pending.delete(req.id);
      resolve({ kind: 'none' });
    });

  return {
    async decide(level, view, legal, seed) {
      while (!tender.givenUp) {
        const out = await ask({ id: nextId++, level, view, legal: legal.slice(), seed });
        if (out.kind === 'ok') return out.decision;
        if (out.kind !== 'lost') break;
      }
      return o.fallback.decide(level, view, legal, seed);
    },
  };
}
