/** The save format: setup, seed, action log and a schemaVersion of its own; validation and migration. */
import {
  CARD_DATA_FINGERPRINT,
  nameProblem,
  remapActionCards,
  replay,
  seatTotals,
  setupProblem,
  stripBidiControls,
  winningSeats,
} from '../cards/engine';
import { isSeed } from '../shared';
import { readReasonRecords, reasonsBefore } from './reasonRecord';
import type { ReasonRecords } from './reasonRecord';
import type { Action, EntityId, GameSetup, GameState } from '../cards/engine';
import { t } from '../i18n';
import type { Key } from '../i18n';

/** The current save schema version. */
export const SCHEMA_VERSION = 3;

/** The card data fingerprint a schema 2 save (which had none) is taken to have: the data when schema 3 came. */
export const V2_CARD_FINGERPRINT = 'cards-6f38f8385d5a203a';

/** A saved game. */
export interface SaveV3 {
  /** The game it holds (issue 25): written on every record since; older records have none and are card games. */
  kind?: 'cards';
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
  /** Totals per seat once finished: a cache, recomputed from the replay whenever a save is loaded. */
  totals?: number[];
  /** Seats sharing the best total once finished: a cache like `totals`. */
  winners?: number[];
  /**
   * The reasons logged with bots' actions, as data by action index, so a resumed game logs them again. Optional
   * (older saves have none); private to this device, so exports leave them out (exportPublic.ts).
   */
  reasons?: ReasonRecords;
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
  | 'bad-names'
  | 'engine-error'
  | 'card-data-changed'
  | 'wrong-kind';

const SAVE_PROBLEM_KEY = {
  truncated: 'saveProblem.truncated',
  'future-version': 'saveProblem.futureVersion',
  'unknown-version': 'saveProblem.unknownVersion',
  'missing-fields': 'saveProblem.missingFields',
  'rejected-log': 'saveProblem.rejectedLog',
  'bad-names': 'saveProblem.badNames',
  'engine-error': 'saveProblem.engineError',
  'card-data-changed': 'saveProblem.cardDataChanged',
  'wrong-kind': 'saveProblem.wrongKind',
} as const satisfies Record<SaveProblem, Key>;

/** True for a known save problem (a value read back from storage). */
export function isSaveProblem(v: unknown): v is SaveProblem {
  return typeof v === 'string' && Object.hasOwn(SAVE_PROBLEM_KEY, v);
}

/** What the player is told about a save that cannot be opened, in the current language. */
export function saveProblemText(p: SaveProblem): string {
  return t(SAVE_PROBLEM_KEY[p]);
}

/** The question asked about a save whose moves are valid up to a point. */
export function damagedAfterText(moves: number, of: number): string {
  return t('save.damagedAfter', { moves, of });
}

/** The valid beginning of a save whose log breaks the rules later on, ready to be opened as a new game. */
export interface SavePrefix {
  save: SaveV3;
  state: GameState;
  /** Moves kept, and moves in the damaged log. */
  moves: number;
  of: number;
}

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
  | { ok: true; save: SaveV3; state: GameState; staleSummary: boolean }
  | { ok: false; problem: SaveProblem; detail?: string; prefix?: SavePrefix };

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
    raw = JSON.parse(withoutBom(text));
  } catch {
    return { ok: false, problem: 'truncated' };
  }
  return loadSaveObject(raw, migrations);
}

/** Checks a parsed save, brings its cards to the current data (or refuses it), and replays it through the engine. */
export function loadSaveObject(raw: unknown, migrations?: readonly CardDataMigration[]): LoadResult {
  if (!isObj(raw)) return { ok: false, problem: 'missing-fields' };
  // A record that names another game (the board game's carry kind 'board') is never read as a card game.
  if (raw.kind !== undefined && raw.kind !== 'cards') return { ok: false, problem: 'wrong-kind' };
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
  if (!isSeed(m.seed)) return { ok: false, problem: 'missing-fields', detail: 'seed' };
  const checked = checkSetup(m.setup);
  if (typeof checked === 'string') return { ok: false, problem: checked, detail: 'setup' };
  const actions = migrateCards(m.actions as Action[], m.fingerprint, migrations);
  if (!actions) return { ok: false, problem: 'card-data-changed', detail: m.fingerprint };
  const save: SaveV3 = {
    kind: 'cards',
    schemaVersion: 3,
    fingerprint: CARD_DATA_FINGERPRINT,
    id: m.id,
    createdAt: timestamp(m.createdAt),
    updatedAt: timestamp(m.updatedAt),
    setup: checked,
    seed: m.seed,
    actions,
    finished: false,
  };
  // Reasons name cards by id: after a change of the card data they could name the wrong cards, so they are dropped.
  const reasons = m.fingerprint === CARD_DATA_FINGERPRINT ? readReasonRecords(m.reasons, actions.length) : {};
  if (Object.keys(reasons).length > 0) save.reasons = reasons;
  const r = replay(save.setup, save.seed, save.actions);
  if (!r.ok && r.error === 'internal')
    return { ok: false, problem: 'engine-error', detail: `action ${r.index}: ${r.message ?? 'internal'}` };
  if (!r.ok) {
    const fail: LoadResult = { ok: false, problem: 'rejected-log', detail: `action ${r.index}: ${r.error}` };
    if (r.state && r.index > 0) {
      const kept = withSummary({ ...save, actions: save.actions.slice(0, r.index) }, r.state);
      if (save.reasons) kept.reasons = reasonsBefore(save.reasons, r.index);
      fail.prefix = { save: kept, state: r.state, moves: r.index, of: save.actions.length };
    }
    return fail;
  }
  const stale = summaryDiffers(m, r.state);
  return { ok: true, save: withSummary(save, r.state), state: r.state, staleSummary: stale };
}

/** Text without a leading UTF-8 byte-order mark (editors on Windows add one). */
export function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** The latest time a Date can hold (ms since epoch). */
const MAX_TIME = 8.64e15;

/** A stored time when it is a whole number of ms a Date can show, else 0 (unknown). */
export function timestamp(v: unknown): number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_TIME ? v : 0;
}

/** A saved setup with text-direction controls removed from its names, or why it cannot be played. */
export function checkSetup(raw: unknown): GameSetup | SaveProblem {
  if (!isObj(raw) || !Array.isArray(raw.seats)) return 'missing-fields';
  const seats = raw.seats.map((seat: unknown) =>
    isObj(seat) && typeof seat.name === 'string' ? { ...seat, name: stripBidiControls(seat.name) } : seat,
  );
  const setup = { ...raw, seats } as unknown as GameSetup;
  if (!setupProblem(setup)) return setup;
  return seats.some((seat) => !isObj(seat) || nameProblem(seat.name)) ? 'bad-names' : 'missing-fields';
}

/** The summary of a replayed game: finished, totals and winners, never taken from the file. */
export function gameSummary(state: GameState): Pick<SaveV3, 'finished' | 'totals' | 'winners'> {
  if (state.phase !== 'over') return { finished: false };
  const totals = seatTotals(state);
  const winners = winningSeats(totals);
  return { finished: true, totals, winners };
}

function withSummary(save: SaveV3, state: GameState): SaveV3 {
  const { totals: _t, winners: _w, ...rest } = save;
  return { ...rest, ...gameSummary(state) };
}

/** True when a stored summary cache disagrees with the replay (forged, or written by a buggy version). */
function summaryDiffers(raw: Record<string, unknown>, state: GameState): boolean {
  const s = gameSummary(state);
  const same = (a: unknown, b: unknown): boolean =>
    a === undefined || JSON.stringify(a) === JSON.stringify(b);
  return raw.finished !== undefined && raw.finished !== s.finished
    ? true
    : !same(raw.totals, s.totals) || !same(raw.winners, s.winners);
}

/** What identifies a game whatever record holds it: its setup, seed and actions (ids and times aside). */
export function gameIdentity(save: Pick<SaveV3, 'setup' | 'seed' | 'actions'>): string {
  return JSON.stringify([save.setup, save.seed, save.actions]);
}

/** A save as text for storage or export. */
export function saveToText(save: SaveV3): string {
  return JSON.stringify(save);
}
