/** Runs one well-formed action's system and then the automatic steps after it (shared by every apply path). */
import { passAbility, useAbility } from './abilities';
import { chooseBid } from './bidding';
import { pickPaperboy } from './era';
import { advance } from './flow';
import { sell, take } from './taking';
import type { PlacementCheck } from './taking';
import type { Action, ErrorCode, GameEvent, GameState } from '../types';

/**
 * Applies `action` to `s` in place, appending events; an error code means the system rejected it unchanged.
 * `placement` replaces the placement check of takes (the fast path checks on its kept city masks).
 */
export function dispatch(
  s: GameState,
  action: Action,
  ev: GameEvent[],
  placement?: PlacementCheck,
): ErrorCode | null {
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
      err = take(s, action.seat, action.card, action.at, ev, placement);
      break;
    case 'sell':
      err = sell(s, action.seat, action.card, ev);
      break;
    case 'paperboy':
      err = pickPaperboy(s, action.seat, action.card, ev);
      break;
  }
  if (err) return err;
  advance(s, ev);
  return null;
}
