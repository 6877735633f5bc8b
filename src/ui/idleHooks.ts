/**
 * The central wake of render on demand (issue 17), without Phaser: the methods and property setters that change what
 * a game object, a camera or a texture shows are wrapped so that each call reports itself. A change made between
 * frames (a promise, a worker's answer, a storage callback, the late load) then wakes the sleeping loop, whichever
 * path it came by; idleRender.ts ignores the reports made while a frame runs, since that frame draws them.
 */

/** Names of the methods that change what an object shows: setters, drawing commands, adding and removing. */
export const MUTATOR =
  /^(set|add|remove|clear|destroy|fill|stroke|line|begin|close|move|arc|slice|bringTo|sendTo|swap|replace|centerOn|pan|zoomTo|fade|flash|shake|rotateTo|play|stop|refresh|draw)/;

/** Names that match MUTATOR but only follow a change already reported (or happen inside Phaser's own steps). */
const SKIPPED = new Set(['constructor', 'addedToScene', 'removedFromScene', 'addHandler', 'removeHandler']);

const WRAPPED = Symbol('wakes render');

type Fn = (...a: unknown[]) => unknown;

/** True when `fn` is already one of this module's wrappers. */
function wrapped(fn: unknown): boolean {
  return typeof fn === 'function' && (fn as unknown as Record<symbol, boolean>)[WRAPPED] === true;
}

/** Marks a wrapper so that a second hook of the same prototype leaves it alone. */
function mark<T extends object>(fn: T): T {
  Object.defineProperty(fn, WRAPPED, { value: true });
  return fn;
}

/**
 * Wraps the own methods of `proto` whose names `isMutator` accepts, and its own property setters, so that each call
 * first reports `<what>.<name>` to `changed`. Returns the names wrapped (a prototype hooked twice is wrapped once).
 */
export function reportChanges(
  proto: object,
  what: string,
  changed: (reason: string) => void,
  isMutator: (name: string) => boolean = (n) => MUTATOR.test(n),
): string[] {
  const done: string[] = [];
  for (const name of Object.getOwnPropertyNames(proto)) {
    if (SKIPPED.has(name)) continue;
    const d = Object.getOwnPropertyDescriptor(proto, name);
    if (!d?.configurable) continue;
    const reason = `${what}.${name}`;
    if (typeof d.value === 'function' && isMutator(name) && !wrapped(d.value)) {
      const orig = d.value as Fn;
      const fn = mark(function (this: unknown, ...args: unknown[]): unknown {
        changed(reason);
        return orig.apply(this, args);
      });
      Object.defineProperty(proto, name, { ...d, value: fn });
      done.push(name);
    } else if (d.set && !wrapped(d.set)) {
      const set = d.set;
      const fn = mark(function (this: unknown, v: unknown): void {
        changed(reason);
        set.call(this, v);
      });
      Object.defineProperty(proto, name, { ...d, set: fn });
      done.push(name);
    }
  }
  return done;
}
