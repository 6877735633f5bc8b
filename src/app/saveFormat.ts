/** The save format: setup, seed, action log and a schemaVersion of its own; validation and migration. */
import { remapActionCards, replay, setupProblem, CARD_DATA_FINGERPRINT } from '../engine';
import type { Action, EntityId, GameSetup, GameState } from '../engine';

/** The current save schema version. */
export const SCHEMA_VERSION = 3;

/** The card data fingerprint a schema 2 save (which had none) is taken to have: the data when schema 3 came. */
export const V2_CARD_FINGERPRINT = 'cards-6f38f8385d5a203a';

/** A saved game. */
export interface SaveV3 {
  schemaVersion: 3;
  /** The card data it was played with (CARD_DATA_FINGERPRINT of that build). */
  fingerprint: string;
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

/** Schema 2: no card data fingerprint. Kept for migration. */
export type SaveV2 = Omit<SaveV3, 'schemaVersion' | 'fingerprint'> & { schemaVersion: 2 };

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
  | 'truncated'
  | 'future-version'
  | 'unknown-version'
  | 'missing-fields'
  | 'rejected-log'
  | 'card-data-changed';

/** Readable messages for each save problem. */
export const SAVE_PROBLEM_TEXT: Record<SaveProblem, string> = {
  truncated: 'This save is damaged (it was cut short) and cannot be opened.',
  'future-version': 'This save comes from a newer version of the game. Update the game to open it.',
  'unknown-version': 'This save has an unknown format version and cannot be opened.',
  'missing-fields': 'This save is missing parts of the game and cannot be opened.',
  'rejected-log': 'The moves in this save do not follow the rules, so it cannot be replayed.',
  'card-data-changed': 'This save was played with other cards than this version has, so it cannot be opened.',
};

/** A known change of the card data: where each card id of the old data went (null: the card is gone). */
export interface CardDataMigration {
  from: string;
  to: string;
  mapCard: (id: EntityId) => EntityId | null;
}

/** Every known change of the card data, oldest first. None yet: the data has not changed since schema 3. */
export const CARD_DATA_MIGRATIONS: readonly CardDataMigration[] = [];

/** A loaded save with its rebuilt state, or the problem. */
export type LoadResult =
  { ok: true; save: SaveV3; state: GameState } | { ok: false; problem: SaveProblem; detail?: string };

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Brings an older save up to the current schema; returns null when the version is not known. */
export function migrate(raw: Record<string, unknown>): Record<string, unknown> | null {
  const v = raw.schemaVersion;
  if (v === SCHEMA_VERSION) return raw;
  if (v === 2) return { ...raw, schemaVersion: 3, fingerprint: V2_CARD_FINGERPRINT };
  if (v === 1) {
    const { log, ...rest } = raw;
    return migrate({ ...rest, schemaVersion: 2, createdAt: 0, updatedAt: 0, actions: log, finished: false });
  }
  return null;
}

/** Rewrites actions played with the card data `from` for the current data, or null when no known way exists. */
export function migrateCards(
  actions: readonly Action[],
  from: string,
  migrations: readonly CardDataMigration[] = CARD_DATA_MIGRATIONS,
): Action[] | null {
  let out: Action[] | null = actions.slice();
  let at = from;
  const seen = new Set<string>();
  while (out && at !== CARD_DATA_FINGERPRINT) {
    if (seen.has(at)) return null;
    seen.add(at);
    const step = migrations.find((m) => m.from === at);
    if (!step) return null;
    out = remapActionCards(out, step.mapCard);
    at = step.to;
  }
  return out;
}

/** Parses and checks a save from text (as stored or exported), then replays it. */
export function loadSave(text: string, migrations?: readonly CardDataMigration[]): LoadResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'truncated' };
  }
  return loadSaveObject(raw, migrations);
}

/** Checks a parsed save, brings its cards to the current data (or refuses it), and replays it through the engine. */
export function loadSaveObject(raw: unknown, migrations?: readonly CardDataMigration[]): LoadResult {
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
  if (
    typeof m.id !== 'string' ||
    typeof m.seed !== 'number' ||
    !Array.isArray(m.actions) ||
    typeof m.fingerprint !== 'string'
  ) {
    return { ok: false, problem: 'missing-fields', detail: 'types' };
  }
  if (!isObj(m.setup) || setupProblem(m.setup as unknown as GameSetup))
    return { ok: false, problem: 'missing-fields', detail: 'setup' };
  const actions = migrateCards(m.actions as Action[], m.fingerprint, migrations);
  if (!actions) return { ok: false, problem: 'card-data-changed', detail: m.fingerprint };
  const save: SaveV3 = {
    schemaVersion: 3,
    fingerprint: CARD_DATA_FINGERPRINT,
    id: m.id,
    createdAt: typeof m.createdAt === 'number' ? m.createdAt : 0,
    updatedAt: typeof m.updatedAt === 'number' ? m.updatedAt : 0,
    setup: m.setup as unknown as GameSetup,
    seed: m.seed,
    actions,
    finished: m.finished === true,
  };
  if (Array.isArray(m.totals)) save.totals = m.totals as number[];
  const r = replay(save.setup, save.seed, save.actions);
  if (!r.ok) return { ok: false, problem: 'rejected-log', detail: `action ${r.index}: ${r.error}` };
  return { ok: true, save, state: r.state };
}

/** A save as text for storage or export. */
export function saveToText(save: SaveV3): string {
  return JSON.stringify(save);
}
