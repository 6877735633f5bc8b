/** The board game's save record, and its reader: every field checked and the log replayed before anything is trusted. */
import { isSeed } from '../../shared';
import type { BoardAction, BoardSetup, BuildingSet } from '../../board/engine';
import { isBoardLevel } from '../../board/bots/levels';
import { readBoardReason } from '../../board/bots/reasons';
import { BoardSession } from './boardSession';
import type { BoardSeatConfig, BoardWhy } from './boardSession';

/** The store key prefix of board saves (the card game's records use their own). */
export const BOARD_SAVE_PREFIX = 'board:';
/** The store key of the id of the board game last played (it shares the prefix, and is never a record). */
export const BOARD_LATEST_KEY = `${BOARD_SAVE_PREFIX}latest`;
/** The record version this build writes. */
export const BOARD_SAVE_VERSION = 1;
/** The longest log a record may hold: a whole game is a few hundred actions. */
export const MAX_BOARD_ACTIONS = 5000;

/** A saved board game: setup, seed, seats and the log rebuild it exactly. */
export interface BoardSaveRecord {
  v: number;
  kind: 'board';
  id: string;
  setup: BoardSetup;
  seed: number;
  seats: BoardSeatConfig[];
  actions: BoardAction[];
  reasons: Record<number, BoardWhy>;
  createdAt: number;
  updatedAt: number;
}

/** Why a stored record cannot be opened: not a board save, from a newer version, malformed, or a log the engine refuses. */
export type BoardSaveProblem = 'not-a-save' | 'newer' | 'damaged' | 'refused';

/** The record of a session. */
export function boardSaveRecord(
  s: BoardSession,
  id: string,
  createdAt: number,
  now: number,
): BoardSaveRecord {
  return {
    v: BOARD_SAVE_VERSION,
    kind: 'board',
    id,
    setup: structuredClone(s.setup),
    seed: s.seed,
    seats: s.seats.map((x) => ({ ...x })),
    actions: structuredClone([...s.actions]),
    reasons: structuredClone({ ...s.reasons }),
    createdAt,
    updatedAt: now,
  };
}

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => Number.isInteger(v);
const BUILDING_SETS: readonly BuildingSet[] = ['all', 'base', 'first'];

function readSetup(v: unknown): BoardSetup | null {
  if (!isObj(v) || !isInt(v.players) || v.players < 2 || v.players > 6) return null;
  const out: BoardSetup = { players: v.players };
  if (v.characters !== undefined) {
    const c = v.characters;
    if (!Array.isArray(c) || c.length > 8 || !c.every((n) => isInt(n) && n >= 0 && n <= 18)) return null;
    out.characters = c.slice() as number[];
  }
  if (v.buildings !== undefined) {
    if (!BUILDING_SETS.includes(v.buildings as BuildingSet)) return null;
    out.buildings = v.buildings as BuildingSet;
  }
  return out;
}

function readSeats(v: unknown, players: number): BoardSeatConfig[] | null {
  if (!Array.isArray(v) || v.length !== players) return null;
  const out: BoardSeatConfig[] = [];
  for (const s of v) {
    if (!isObj(s) || typeof s.name !== 'string' || s.name.length > 40) return null;
    if (!isInt(s.colour) || s.colour < 0 || s.colour > 5) return null;
    if (s.bot !== null && !isBoardLevel(s.bot)) return null;
    out.push({ name: s.name, colour: s.colour, bot: s.bot });
  }
  return new Set(out.map((s) => s.colour)).size === out.length ? out : null;
}

function readWhy(v: unknown, actions: number): Record<number, BoardWhy> {
  const out: Record<number, BoardWhy> = {};
  if (!isObj(v)) return out;
  for (const [k, r] of Object.entries(v)) {
    const at = Number(k);
    if (!/^(0|[1-9][0-9]*)$/.test(k) || at >= actions) continue;
    if (isObj(r) && r.kind === 'fallback') out[at] = { kind: 'fallback' };
    else {
      const reason = readBoardReason(r);
      if (reason) out[at] = reason;
    }
  }
  return out;
}

/** Reads an untrusted stored value; never throws. A reason that cannot be read is dropped (it only decorates the log). */
export function readBoardSave(
  raw: unknown,
): { ok: true; record: BoardSaveRecord; session: BoardSession } | { ok: false; problem: BoardSaveProblem } {
  if (!isObj(raw) || raw.kind !== 'board') return { ok: false, problem: 'not-a-save' };
  if (isInt(raw.v) && raw.v > BOARD_SAVE_VERSION) return { ok: false, problem: 'newer' };
  if (raw.v !== BOARD_SAVE_VERSION || typeof raw.id !== 'string' || raw.id.length === 0 || raw.id.length > 64)
    return { ok: false, problem: 'damaged' };
  const setup = readSetup(raw.setup);
  const seats = setup && readSeats(raw.seats, setup.players);
  const { seed, actions, createdAt, updatedAt } = raw;
  if (!setup || !seats || !isSeed(seed)) return { ok: false, problem: 'damaged' };
  if (!Array.isArray(actions) || actions.length > MAX_BOARD_ACTIONS) return { ok: false, problem: 'damaged' };
  if (
    typeof createdAt !== 'number' ||
    typeof updatedAt !== 'number' ||
    !Number.isFinite(createdAt + updatedAt)
  )
    return { ok: false, problem: 'damaged' };
  const reasons = readWhy(raw.reasons, actions.length);
  const r = BoardSession.create(setup, seed, seats, actions as BoardAction[], reasons);
  if (!r.ok) return { ok: false, problem: 'refused' };
  const record: BoardSaveRecord = {
    v: BOARD_SAVE_VERSION,
    kind: 'board',
    id: raw.id,
    setup,
    seed,
    seats,
    actions: [...r.session.actions],
    reasons,
    createdAt,
    updatedAt,
  };
  return { ok: true, record, session: r.session };
}
