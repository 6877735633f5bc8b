/** The tournament's --master flag: Master parameters changed for an experiment, and the bots of a line-up. */
import { botFor, isLevel } from '../bots/index';
import { MASTER, makeMaster } from '../bots/master';
import type { MasterParams } from '../bots/master';
import type { Bot } from '../bots/types';

/** Parameters counted in whole numbers (worlds, candidates, rounds, cards). */
const COUNTS = new Set(['worlds', 'candidates', 'horizon', 'bidWorlds', 'bidCandidates', 'leafCards']);

/**
 * The Master parameters a JSON object changes, or an error message: only MASTER's own top-level numbers and switches,
 * numbers finite and not negative, counts whole (Hard's nested parameters are not open to the flag).
 */
export function masterOverrides(raw: string): Partial<MasterParams> | { error: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { error: `--master is not JSON: ${raw}` };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return { error: '--master must be a JSON object' };
  const out: Record<string, number | boolean> = {};
  for (const [k, v] of Object.entries(parsed as Record<string, unknown>)) {
    const was: unknown = (MASTER as unknown as Record<string, unknown>)[k];
    const ok =
      (typeof was === 'boolean' && typeof v === 'boolean') ||
      (typeof was === 'number' &&
        typeof v === 'number' &&
        Number.isFinite(v) &&
        v >= 0 &&
        (!COUNTS.has(k) || Number.isInteger(v)));
    if (!ok) return { error: `--master: unknown parameter or wrong kind: ${k}` };
    out[k] = v as number | boolean;
  }
  return out as Partial<MasterParams>;
}

/** The bots of a line-up: levels by name (Master with `changes` when any), virtual players as null. */
export function lineupBots(lineup: readonly string[], changes: Partial<MasterParams>): (Bot | null)[] {
  const master = Object.keys(changes).length > 0 ? makeMaster({ ...MASTER, ...changes }) : null;
  return lineup.map((e) => (e === 'master' && master ? master : isLevel(e) ? botFor(e) : null));
}
