/** Where the tutorial stands, kept locally so it can be left and resumed: a step index, or finished. */

/** A place for one short text (localStorage in the browser, a map in tests). */
export interface TextStore {
  read(): string | null;
  write(text: string): void;
}

/** The saved progress: the step to resume at, and whether the lesson was finished or skipped. */
export interface TutorialProgress {
  step: number;
  done: boolean;
}

/** Reads the progress; anything unreadable counts as a lesson never started. */
export function readProgress(store: TextStore | null, steps: number): TutorialProgress {
  const fresh = { step: 0, done: false };
  let raw: unknown;
  try {
    raw = JSON.parse(store?.read() ?? 'null');
  } catch {
    return fresh;
  }
  if (typeof raw !== 'object' || raw === null) return fresh;
  const r = raw as { step?: unknown; done?: unknown };
  const step =
    typeof r.step === 'number' && Number.isInteger(r.step) && r.step >= 0 && r.step < steps ? r.step : 0;
  return { step, done: r.done === true };
}

/** Saves the progress (a full or missing store loses it, and the lesson starts over next time). */
export function writeProgress(store: TextStore | null, p: TutorialProgress): void {
  try {
    store?.write(JSON.stringify(p));
  } catch {
    // Storage full or blocked: progress is only a convenience.
  }
}

/** A localStorage slot, or null where there is none. */
export function localSlot(key: string): TextStore | null {
  try {
    if (typeof localStorage === 'undefined') return null;
    return { read: () => localStorage.getItem(key), write: (t) => localStorage.setItem(key, t) };
  } catch {
    return null;
  }
}

/** A sessionStorage slot (this tab only, kept over a reload), or null where there is none. */
export function sessionSlot(key: string): TextStore | null {
  try {
    if (typeof sessionStorage === 'undefined') return null;
    return { read: () => sessionStorage.getItem(key), write: (t) => sessionStorage.setItem(key, t) };
  } catch {
    return null;
  }
}
