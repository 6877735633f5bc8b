/** How long the page lets a bot worker stay silent on a request: one rule, each game giving its levels' latencies. */

/** Allowance on top of the latency: starting the worker (fetching the bots' code) and slower devices. */
export const SILENCE_FLOOR_MS = 2000;

/** A worker silent this long on a request whose decisions take `p95Ms` (95th percentile) counts as lost. */
export function silenceAllowance(p95Ms: number): number {
  return SILENCE_FLOOR_MS + Math.ceil(4 * p95Ms);
}

/** The silence allowance of every level, from each level's p95 decision latency in ms. */
export function silenceAllowances<L extends string>(p95Ms: Readonly<Record<L, number>>): Record<L, number> {
  const out = {} as Record<L, number>;
  for (const level of Object.keys(p95Ms) as L[]) out[level] = silenceAllowance(p95Ms[level]);
  return out;
}
