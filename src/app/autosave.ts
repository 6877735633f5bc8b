/** Autosave: writes the session's save after every action. */
import type { GameSession } from './session';
import { newSave } from './saveStore';
import type { SaveStore, WriteProblem } from './saveStore';
import type { SaveV3 } from './saveFormat';
import { seatTotal } from '../cards/engine';

/**
 * Keeps a save record in step with a session; `onProblem` hears about storage failures (null once a write
 * succeeds again); `mirror` gets each record synchronously before the asynchronous write (a crash journal).
 */
export function attachAutosave(
  session: GameSession,
  store: SaveStore,
  id: string,
  now: () => number,
  onProblem: (p: WriteProblem | null) => void,
  createdAt = now(),
  mirror?: (save: SaveV3) => void,
): { flush: () => Promise<void>; detach: () => void } {
  let pending: Promise<void> = Promise.resolve();
  const write = (): Promise<void> => {
    const save: SaveV3 = {
      ...newSave(id, createdAt, session.setup, session.seed),
      updatedAt: now(),
      actions: session.actions.slice(),
    };
    if (session.state.phase === 'over') {
      save.finished = true;
      save.totals = session.setup.seats.map((_, i) => seatTotal(session.state, i));
    }
    mirror?.(save);
    pending = pending.then(async () => {
      onProblem(await store.write(save));
    });
    return pending;
  };
  const unsubscribe = session.subscribe(() => void write());
  void write();
  return { flush: () => pending, detach: unsubscribe };
}
