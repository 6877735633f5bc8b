/** Seeded random generator (mulberry32) whose whole state is one uint32 kept in the game state. */

/** The largest seed: seeds are 32-bit, 0..2^32-1 (a larger number would alias a smaller seed). */
export const MAX_SEED = 0xffffffff;

/** True for a seed a game can be played and saved with: a whole number from 0 to MAX_SEED. */
export function isSeed(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_SEED;
}

/** Normalise any seed number into a uint32 generator state. */
export function seedState(seed: number): number {
  return (Math.trunc(seed) ^ 0x9e3779b9) >>> 0;
}

/** One step: returns [a float in [0,1), the next state]. */
export function nextFloat(s: number): [number, number] {
  const next = (s + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [((t ^ (t >>> 14)) >>> 0) / 4294967296, next];
}

/** The float `nextFloat(s)` returns, without its pair (nothing allocated). */
export function floatOf(s: number): number {
  let t = (s + 0x6d2b79f5) >>> 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** Fisher-Yates shuffle of a copy of `items`; returns [shuffled, next state]. */
export function shuffle<T>(items: readonly T[], s: number): [T[], number] {
  const out = items.slice();
  let state = s;
  for (let i = out.length - 1; i > 0; i--) {
    const [f, n] = nextFloat(state);
    state = n;
    const j = Math.floor(f * (i + 1));
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return [out, state];
}

/** `shuffle` of `items` itself (no copy, nothing allocated); returns the next state. */
export function shuffleInPlace<T>(items: T[], s: number): number {
  let state = s;
  for (let i = items.length - 1; i > 0; i--) {
    const f = floatOf(state);
    state = (state + 0x6d2b79f5) >>> 0;
    const j = Math.floor(f * (i + 1));
    const tmp = items[i] as T;
    items[i] = items[j] as T;
    items[j] = tmp;
  }
  return state;
}

/** A stream of floats in [0, 1) from a generator state, for bots and tests that keep their own chance. */
export function floatSource(state: number): () => number {
  let s = state >>> 0;
  return () => {
    const [f, n] = nextFloat(s);
    s = n;
    return f;
  };
}

/** Mixes a game seed, a seat and a decision counter into a 32-bit decision seed. */
export function decisionSeed(seed: number, seat: number, n: number): number {
  let h = (seed ^ Math.imul(seat + 1, 0x9e3779b1) ^ Math.imul(n + 1, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d) >>> 0;
  return (h ^ (h >>> 15)) >>> 0;
}
