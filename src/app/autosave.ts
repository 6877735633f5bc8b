/** Autosave: writes the session's save after every action, and again on request while a write is still owed. */
import type { GameSession } from './session';
import { newSave } from './saveStore';
import type { SaveStore, WriteProblem } from './saveStore';
import type { SaveV3 } from './saveFormat';
import { seatTotal } from '../cards/engine';

/** A running autosave: wait for its writes, write again what storage refused, or stop it. */
export interface Autosave {
  flush: () => Promise<void>;
  /** Writes the record again when the last write (to the store or the journal) was refused or is under way. */
  retry: () => Promise<void>;
  detach: () => void;
}

/**
 * Keeps a save record in step with a session; `onProblem` hears about storage failures (null once a write
 * succeeds again); `mirror` gets each record synchronously before the asynchronous write (a crash journal) and says
 * whether it took it. Every write holds the whole game, so the first one storage takes saves every move before it.
 */
export function attachAutosave(
  session: GameSession,
  store: SaveStore,
  id: string,
  now: () => number,
  onProblem: (p: WriteProblem | null) => void,
  createdAt = now(),
  mirror?: (save: SaveV3) => boolean,
): Autosave {
  let pending: Promise<void> = Promise.resolve();
  let owed = false;
  let mirrorOwed = false;
  const write = (): Promise<void> => {
    const save: SaveV3 = {
      ...newSave(id, createdAt, session.setup, session.seed),
      updatedAt: now(),
      actions: session.actions.slice(),
    };
    const reasons = session.reasons;
    if (Object.keys(reasons).length > 0) save.reasons = reasons;
    if (session.state.phase === 'over') {
      save.finished = true;
      save.totals = session.setup.seats.map((_, i) => seatTotal(session.state, i));
    }
    if (mirror) mirrorOwed = !mirror(save);
    owed = true;
    pending = pending.then(async () => {
      const p = await store.write(save);
      owed = p !== null;
      onProblem(p);
    });
    return pending;
  };
  const unsubscribe = session.subscribe(() => void write());
  void write();
  let attached = true;
  return {
    flush: () => pending,
    retry: () => (attached && (owed || mirrorOwed) ? write() : pending),
    detach: () => {
      attached = false;
      unsubscribe();
    },
  };
}
