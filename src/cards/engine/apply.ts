/** The single entry point: apply one action to a state (never throws; an illegal action changes nothing). */
import { dispatch } from './systems/dispatch';
import { cloneState } from './world';
import type { Ability, Action, GameEvent, GameState, Result } from './types';

const ABILITIES: readonly Ability[] = [
  'governor',
  'lawyer',
  'chineseWorker',
  'heroes',
  'gunsmith',
  'mercenary',
  'doctor',
];

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** Checks the shape of an untrusted action. */
export function wellFormed(s: GameState, a: unknown): a is Action {
  if (typeof a !== 'object' || a === null) return false;
  const r = a as Record<string, unknown>;
  if (!isInt(r.seat) || r.seat < 0 || r.seat >= s.seats.length) return false;
  const card = r.card;
  const validCard = isInt(card) && card >= 0 && card < s.c.zone.length;
  switch (r.type) {
    case 'use':
      return typeof r.ability === 'string' && ABILITIES.includes(r.ability as Ability);
    case 'pass':
      return true;
    case 'bid':
    case 'sell':
      return validCard;
    case 'take': {
      if (!validCard) return false;
      if (r.at === undefined) return true;
      const at = r.at as Record<string, unknown> | null;
      return typeof at === 'object' && at !== null && isInt(at.x) && isInt(at.y);
    }
    case 'paperboy':
      return card === null || validCard;
    default:
      return false;
  }
}

const ACTION_FIELDS = ['type', 'seat', 'ability', 'card', 'at'] as const;
const POS_FIELDS = ['x', 'y'] as const;

/** The named own data fields of a plain object (prototype Object or null), or null for anything else. */
function plainFields(v: unknown, keys: readonly string[]): Record<string, unknown> | null {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
  const proto: unknown = Object.getPrototypeOf(v);
  if (proto !== Object.prototype && proto !== null) return null;
  const out: Record<string, unknown> = {};
  for (const k of keys) {
    const d = Object.getOwnPropertyDescriptor(v, k);
    if (!d) continue;
    // An accessor, or a Proxy whose get disagrees with its own description, is not plain data.
    if (!('value' in d) || !Object.is((v as Record<string, unknown>)[k], d.value)) return null;
    out[k] = d.value;
  }
  return out;
}

/** A plain-data copy of an untrusted action; null when it is not plain data or reading it throws (e.g. a Proxy). */
export function copyAction(a: unknown): Record<string, unknown> | null {
  try {
    const r = plainFields(a, ACTION_FIELDS);
    if (r && typeof r.at === 'object' && r.at !== null) {
      const at = plainFields(r.at, POS_FIELDS);
      if (!at) return null;
      r.at = at;
    }
    return r;
  } catch {
    return null;
  }
}

const messageOf = (e: unknown): string => {
  try {
    return e instanceof Error ? e.message : String(e);
  } catch {
    return 'unknown error';
  }
};

/** An exception inside a system is a bug: reported as `internal` with its message, never as bad input. */
const internal = (e: unknown): Result => ({ ok: false, error: 'internal', message: messageOf(e) });

/** Applies an action: the new state and its events, or an error code with the input state untouched. */
export function applyAction(state: GameState, action: Action): Result {
  try {
    if (state.phase === 'over') return { ok: false, error: 'game-over' };
    const a = copyAction(action);
    if (!wellFormed(state, a)) return { ok: false, error: 'malformed' };
    return run(cloneState(state), a);
  } catch (e) {
    return internal(e);
  }
}

/**
 * Applies an action to `s` itself, for search and simulation that own their state.
 * On any error `s` is restored from a copy taken before the first change, so it is never left half-applied.
 */
export function applyActionInPlace(s: GameState, action: Action): Result {
  try {
    if (s.phase === 'over') return { ok: false, error: 'game-over' };
    const a = copyAction(action);
    if (!wellFormed(s, a)) return { ok: false, error: 'malformed' };
    const saved = cloneState(s);
    const r = run(s, a);
    if (!r.ok) Object.assign(s, saved);
    return r;
  } catch (e) {
    return internal(e);
  }
}

/** Runs the action's system and the automatic steps after it; a thrown exception becomes `internal`. */
function run(s: GameState, action: Action): Result {
  try {
    const ev: GameEvent[] = [];
    const err = dispatch(s, action, ev);
    if (err) return { ok: false, error: err };
    return { ok: true, state: s, events: ev };
  } catch (e) {
    return internal(e);
  }
}
