/** The 95% Wilson score interval of a rate, shared by the card and board tournaments. */

/** Lower and upper bound of the 95% Wilson interval for `successes` out of `n` ([0, 1] when n is 0). */
export function wilson(successes: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = successes / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, c - h), Math.min(1, c + h)];
}
