/** Autosave: writes the session's save after every action. */
import type { GameSession } from './session';
import { newSave } from './saveStore';
import type { SaveStore, WriteProblem } from './saveStore';
import type { SaveV2 } from './saveFormat';
import { seatTotal } from '../engine/seatScore';

/** Keeps a save record in step with a session; `onProblem` hears about storage failures. */
export function attachAutosave(
  session: GameSession,
  store: SaveStore,
  id: string,
  now: () => number,
  onProblem: (p: WriteProblem) => void,
  createdAt = now(),
): { flush: () => Promise<void>; detach: () => void } {
  let pending: Promise<void> = Promise.resolve();
  const write = (): Promise<void> => {
    const save: SaveV2 = { ...newSave(id, createdAt, session.setup, session.seed), updatedAt: now(), actions: session.actions.slice() };
    if (session.state.phase === 'over') {
      save.finished = true;
      save.totals = session.setup.seats.map((_, i) => seatTotal(session.state, i));
    }
    pending = pending.then(async () => {
      const p = await store.write(save);
      if (p) onProblem(p);
    });
    return pending;
  };
  const unsubscribe = session.subscribe(() => void write());
  void write();
  return { flush: () => pending, detach: unsubscribe };
}
