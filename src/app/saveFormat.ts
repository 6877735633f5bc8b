/** The save format: setup, seed, action log and a schemaVersion of its own; validation and migration. */
import { replay, setupProblem } from '../engine';
import type { Action, GameSetup, GameState } from '../engine';

/** The current save schema version. */
export const SCHEMA_VERSION = 2;

/** A saved game. */
export interface SaveV2 {
  schemaVersion: 2;
  id: string;
  /** ms since epoch, from the app's clock. */
  createdAt: number;
  updatedAt: number;
  setup: GameSetup;
  seed: number;
  actions: Action[];
  finished: boolean;
  /** Totals per seat once finished. */
  totals?: number[];
}

/** Schema 1 (the first release): no timestamps, `log` instead of `actions`. Kept for migration. */
export interface SaveV1 {
  schemaVersion: 1;
  id: string;
  setup: GameSetup;
  seed: number;
  log: Action[];
}

/** Why a save could not be loaded. */
export type SaveProblem =
  'truncated' | 'future-version' | 'unknown-version' | 'missing-fields' | 'rejected-log' | 'engine-error';

/** Readable messages for each save problem. */
export const SAVE_PROBLEM_TEXT: Record<SaveProblem, string> = {
  truncated: 'This save is damaged (it was cut short) and cannot be opened.',
  'future-version': 'This save comes from a newer version of the game. Update the game to open it.',
  'unknown-version': 'This save has an unknown format version and cannot be opened.',
  'missing-fields': 'This save is missing parts of the game and cannot be opened.',
  'rejected-log': 'The moves in this save do not follow the rules, so it cannot be replayed.',
  'engine-error':
    'Something went wrong in the game while replaying this save. The save itself was kept unchanged.',
};

/** A loaded save with its rebuilt state, or the problem. */
export type LoadResult =
  { ok: true; save: SaveV2; state: GameState } | { ok: false; problem: SaveProblem; detail?: string };

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Brings an older save up to the current schema; returns null when the version is not known. */
export function migrate(raw: Record<string, unknown>): Record<string, unknown> | null {
  const v = raw.schemaVersion;
  if (v === SCHEMA_VERSION) return raw;
  if (v === 1) {
    const { log, ...rest } = raw;
    return { ...rest, schemaVersion: 2, createdAt: 0, updatedAt: 0, actions: log, finished: false };
  }
  return null;
}

/** Parses and checks a save from text (as stored or exported), then replays it. */
export function loadSave(text: string): LoadResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'truncated' };
  }
  return loadSaveObject(raw);
}

/** Checks a parsed save and replays it through the engine. */
export function loadSaveObject(raw: unknown): LoadResult {
  if (!isObj(raw)) return { ok: false, problem: 'missing-fields' };
  const v = raw.schemaVersion;
  if (typeof v !== 'number' || !Number.isInteger(v))
    return { ok: false, problem: 'missing-fields', detail: 'schemaVersion' };
  if (v > SCHEMA_VERSION) return { ok: false, problem: 'future-version' };
  const m = migrate(raw);
  if (!m) return { ok: false, problem: 'unknown-version' };
  for (const f of ['id', 'setup', 'seed', 'actions'] as const) {
    if (m[f] === undefined) return { ok: false, problem: 'missing-fields', detail: f };
  }
  if (typeof m.id !== 'string' || typeof m.seed !== 'number' || !Array.isArray(m.actions)) {
    return { ok: false, problem: 'missing-fields', detail: 'types' };
  }
  if (!isObj(m.setup) || setupProblem(m.setup as unknown as GameSetup))
    return { ok: false, problem: 'missing-fields', detail: 'setup' };
  const save: SaveV2 = {
    schemaVersion: 2,
    id: m.id,
    createdAt: typeof m.createdAt === 'number' ? m.createdAt : 0,
    updatedAt: typeof m.updatedAt === 'number' ? m.updatedAt : 0,
    setup: m.setup as unknown as GameSetup,
    seed: m.seed,
    actions: m.actions as Action[],
    finished: m.finished === true,
  };
  if (Array.isArray(m.totals)) save.totals = m.totals as number[];
  const r = replay(save.setup, save.seed, save.actions);
  if (!r.ok && r.error === 'internal')
    return { ok: false, problem: 'engine-error', detail: `action ${r.index}: ${r.message ?? 'internal'}` };
  if (!r.ok) return { ok: false, problem: 'rejected-log', detail: `action ${r.index}: ${r.error}` };
  return { ok: true, save, state: r.state };
}

/** A save as text for storage or export. */
export function saveToText(save: SaveV2): string {
  return JSON.stringify(save);
}
