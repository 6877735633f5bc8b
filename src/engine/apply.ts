/** The single entry point: apply one action to a state (never throws; an illegal action changes nothing). */
import { passAbility, useAbility } from './systems/abilities';
import { chooseBid } from './systems/bidding';
import { pickPaperboy } from './systems/era';
import { advance } from './systems/flow';
import { sell, take } from './systems/taking';
import { cloneState } from './world';
import type { Ability, Action, ErrorCode, GameEvent, GameState, Result } from './types';

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

/** Applies an action: the new state and its events, or an error code with the input state untouched. */
export function applyAction(state: GameState, action: Action): Result {
  if (state.phase === 'over') return { ok: false, error: 'game-over' };
  if (!wellFormed(state, action)) return { ok: false, error: 'malformed' };
  return applyActionInPlace(cloneState(state), action);
}

/**
 * Applies an action to `s` itself, for search and simulation that own their state.
 * Every system validates before it changes anything, so a rejected action leaves `s` as it was.
 */
export function applyActionInPlace(s: GameState, action: Action): Result {
  try {
    if (s.phase === 'over') return { ok: false, error: 'game-over' };
    if (!wellFormed(s, action)) return { ok: false, error: 'malformed' };
    const ev: GameEvent[] = [];
    let err: ErrorCode | null;
    switch (action.type) {
      case 'use':
        err = useAbility(s, action.seat, action.ability, ev);
        break;
      case 'pass':
        err = passAbility(s, action.seat, ev);
        break;
      case 'bid':
        err = chooseBid(s, action.seat, action.card, ev);
        break;
      case 'take':
        err = take(s, action.seat, action.card, action.at, ev);
        break;
      case 'sell':
        err = sell(s, action.seat, action.card, ev);
        break;
      case 'paperboy':
        err = pickPaperboy(s, action.seat, action.card, ev);
        break;
    }
    if (err) return { ok: false, error: err };
    advance(s, ev);
    return { ok: true, state: s, events: ev };
  } catch {
    return { ok: false, error: 'malformed' };
  }
}
