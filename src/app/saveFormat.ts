/** The save format: setup, seed, action log and a schemaVersion of its own; validation and migration. */
import { nameProblem, replay, seatTotals, setupProblem, stripBidiControls, winningSeats } from '../engine';
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
  /** Totals per seat once finished: a cache, recomputed from the replay whenever a save is loaded. */
  totals?: number[];
  /** Seats sharing the best total once finished: a cache like `totals`. */
  winners?: number[];
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
  | 'truncated'
  | 'future-version'
  | 'unknown-version'
  | 'missing-fields'
  | 'rejected-log'
  | 'bad-names'
  | 'engine-error';

/** Readable messages for each save problem. */
export const SAVE_PROBLEM_TEXT: Record<SaveProblem, string> = {
  truncated: 'This save is damaged (it was cut short) and cannot be opened.',
  'future-version': 'This save comes from a newer version of the game. Update the game to open it.',
  'unknown-version': 'This save has an unknown format version and cannot be opened.',
  'missing-fields': 'This save is missing parts of the game and cannot be opened.',
  'rejected-log': 'The moves in this save do not follow the rules, so it cannot be replayed.',
  'bad-names':
    'A player name in this save is not valid (not text, longer than 16 characters, or with control characters), so it cannot be opened.',
  'engine-error':
    'Something went wrong in the game while replaying this save. The save itself was kept unchanged.',
};

/** The question asked about a save whose moves are valid up to a point. */
export function damagedAfterText(moves: number, of: number): string {
  return `This save is damaged after move ${moves} of ${of}; open it at move ${moves}?`;
}

/** The valid beginning of a save whose log breaks the rules later on, ready to be opened as a new game. */
export interface SavePrefix {
  save: SaveV2;
  state: GameState;
  /** Moves kept, and moves in the damaged log. */
  moves: number;
  of: number;
}

/** A loaded save with its rebuilt state, or the problem. */
export type LoadResult =
  | { ok: true; save: SaveV2; state: GameState; staleSummary: boolean }
  | { ok: false; problem: SaveProblem; detail?: string; prefix?: SavePrefix };

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
    raw = JSON.parse(withoutBom(text));
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
  if (!Number.isFinite(m.seed)) return { ok: false, problem: 'missing-fields', detail: 'seed' };
  const checked = checkSetup(m.setup);
  if (typeof checked === 'string') return { ok: false, problem: checked, detail: 'setup' };
  const save: SaveV2 = {
    schemaVersion: 2,
    id: m.id,
    createdAt: timestamp(m.createdAt),
    updatedAt: timestamp(m.updatedAt),
    setup: checked,
    seed: m.seed,
    actions: m.actions as Action[],
    finished: false,
  };
  const r = replay(save.setup, save.seed, save.actions);
  if (!r.ok && r.error === 'internal')
    return { ok: false, problem: 'engine-error', detail: `action ${r.index}: ${r.message ?? 'internal'}` };
  if (!r.ok) {
    const fail: LoadResult = { ok: false, problem: 'rejected-log', detail: `action ${r.index}: ${r.error}` };
    if (r.state && r.index > 0) {
      const kept = withSummary({ ...save, actions: save.actions.slice(0, r.index) }, r.state);
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
export function gameSummary(state: GameState): Pick<SaveV2, 'finished' | 'totals' | 'winners'> {
  if (state.phase !== 'over') return { finished: false };
  const totals = seatTotals(state);
  const winners = winningSeats(totals);
  return { finished: true, totals, winners };
}

function withSummary(save: SaveV2, state: GameState): SaveV2 {
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

/** A save as text for storage or export. */
export function saveToText(save: SaveV2): string {
  return JSON.stringify(save);
}
