/** Reads a board bot's reason record from untrusted data (a worker's message): only kinds and fields the log can word. */
import { SIZE, SPACES, type BoardAction, type Prompt } from '../engine';
import type { BoardReason } from './types';

/** Every prompt kind a reason may name (a kind added to the engine must be added here to type-check). */
export const PROMPT_KINDS: Readonly<Record<Prompt['kind'], true>> = {
  start: true,
  paperboy: true,
  settler: true,
  captain: true,
  goldSeeker: true,
  lawyer: true,
  auctionParcel: true,
  bid: true,
  parcel: true,
  building: true,
  deferred: true,
  grocer: true,
  grocerNow: true,
  buyVp: true,
  handIn: true,
  doctor: true,
  townHall: true,
  hallHouse: true,
  side: true,
  dynamite: true,
  undertaker: true,
  duelOrder: true,
  consent: true,
};

/** Every action type a reason may name. */
export const ACTION_TYPES: Readonly<Record<BoardAction['type'], true>> = {
  character: true,
  place: true,
  pass: true,
  road: true,
  answer: true,
  build: true,
};

type Field = 'num' | 'spot' | 'prompt' | 'action' | 'point';

/** The fields each reason kind carries besides its kind, and what each holds. */
export const BOARD_REASON_FIELDS: {
  readonly [K in BoardReason['kind']]: Readonly<
    Record<Exclude<keyof Extract<BoardReason, { kind: K }>, 'kind'>, Field>
  >;
} = {
  only: {},
  character: { card: 'num', gain: 'num' },
  spot: { spot: 'spot', value: 'num' },
  keepCowboys: { cowboys: 'num' },
  road: { from: 'point', to: 'point', gain: 'num' },
  answer: { prompt: 'prompt', value: 'num', gain: 'num' },
  build: { parcel: 'num', gain: 'num' },
  choice: { action: 'action', gain: 'num' },
  search: { action: 'action', rollouts: 'num', margin: 'num' },
};

const isParcel = (s: string): boolean => /^\d+$/.test(s) && Number(s) < SIZE * SIZE;

/** True for a point of the road lattice: whole x and y from 0 to SIZE (BOARD 4.8). */
function isPoint(v: unknown): boolean {
  if (typeof v !== 'object' || v === null) return false;
  const { x, y } = v as { x?: unknown; y?: unknown };
  const ok = (n: unknown): boolean => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= SIZE;
  return ok(x) && ok(y);
}

/** True for a spot a cowboy can stand on: an action space, or a parcel to buy or a building (BOARD 3.2). */
export function isSpot(v: unknown): v is string {
  if (typeof v !== 'string') return false;
  const rest = v.slice(2);
  if (v.startsWith('s:')) return SPACES.includes(rest);
  return (v.startsWith('p:') || v.startsWith('b:')) && isParcel(rest);
}

function fieldOk(f: Field, v: unknown): boolean {
  switch (f) {
    case 'num':
      return typeof v === 'number' && Number.isFinite(v);
    case 'spot':
      return isSpot(v);
    case 'prompt':
      return typeof v === 'string' && Object.hasOwn(PROMPT_KINDS, v);
    case 'action':
      return typeof v === 'string' && Object.hasOwn(ACTION_TYPES, v);
    case 'point':
      return isPoint(v);
  }
}

/** The reason rebuilt from its known fields, or null when it is not one the log can word. */
export function readBoardReason(v: unknown): BoardReason | null {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
  const raw = v as Record<string, unknown>;
  const kind = raw.kind;
  if (typeof kind !== 'string' || !Object.hasOwn(BOARD_REASON_FIELDS, kind)) return null;
  const fields = BOARD_REASON_FIELDS[kind as BoardReason['kind']] as Readonly<Record<string, Field>>;
  const out: Record<string, unknown> = { kind };
  for (const [name, f] of Object.entries(fields)) {
    if (!fieldOk(f, raw[name])) return null;
    out[name] = raw[name];
  }
  return out as BoardReason;
}
