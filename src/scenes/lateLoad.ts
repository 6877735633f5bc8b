/**
 * The part of start-up that happens once the title is up: the scenes kept out of the entry chunk, the art the title
 * does not need and the saves store. Scenes that need them wait here (goTo does), so the title is interactive sooner.
 */

let work: (() => Promise<unknown>) | null = null;
let done = true;
let ready: Promise<void> = Promise.resolve();
const waiters: (() => void)[] = [];

/** Registers the late work (once, from main); it runs on the first startLateLoad. */
export function registerLateLoad(fn: () => Promise<unknown>): void {
  work = fn;
  done = false;
}

/**
 * Starts the late work if it has not started; resolves once it is done. `lateLoaded` turns true when it settles,
 * whether it worked or not.
 */
export function startLateLoad(): Promise<void> {
  const fn = work;
  if (!fn) return ready;
  work = null;
  ready = fn()
    .catch((err: unknown) => console.error('could not load part of the game', err))
    .then(() => {
      done = true;
      for (const w of waiters.splice(0)) w();
    });
  return ready;
}

/** True once the late scenes, art and store are in. */
export function lateLoaded(): boolean {
  return done;
}

/** Calls `fn` once the late work is done (at once when it already is). */
export function whenLateLoaded(fn: () => void): void {
  if (done) fn();
  else waiters.push(fn);
}
