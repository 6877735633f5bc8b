/** The single entry point: applies one action (never throws; an illegal action changes nothing). */
import { answer } from './answers';
import { build } from './build';
import { advance, place, passTurn, spotOk, takeCharacter } from './flow';
import { roadChoices, segmentBetween, segmentPoints } from './grid';
import { activeSeat, mayLayRoad } from './legal';
import { cloneState, layRoad, progressOf, reportEnd, seatOf } from './world';
import type { BoardEvent, BoardResult } from './events';
import type { BoardAction, BoardError, BoardState, GridPoint } from './types';

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** A grid point read from untrusted input, or null. */
function readPoint(v: unknown): GridPoint | null {
  if (typeof v !== 'object' || v === null) return null;
  const r = v as Record<string, unknown>;
  return isInt(r.x) && isInt(r.y) ? { x: r.x, y: r.y } : null;
}

/** A road read from untrusted input: two neighbouring grid points, in either order, given back left or top first. */
function readRoad(seat: number, r: Record<string, unknown>): BoardAction | null {
  const a = readPoint(r.from);
  const b = readPoint(r.to);
  const seg = a && b ? segmentBetween(a, b) : -1;
  if (seg < 0) return null;
  const [from, to] = segmentPoints(seg);
  return { type: 'road', seat, from, to };
}

/** A plain copy of an untrusted action with only the known fields; null when it is not a well-formed action. */
export function readAction(s: BoardState, a: unknown): BoardAction | null {
  if (typeof a !== 'object' || a === null || Array.isArray(a)) return null;
  const r = a as Record<string, unknown>;
  const seat = r.seat;
  if (!isInt(seat) || seat < 0 || seat >= s.seats.length) return null;
  switch (r.type) {
    case 'character':
      return isInt(r.card) ? { type: 'character', seat, card: r.card } : null;
    case 'place': {
      if (typeof r.spot !== 'string') return null;
      if (r.white !== undefined && typeof r.white !== 'boolean') return null;
      if (r.noDuel !== undefined && typeof r.noDuel !== 'boolean') return null;
      if (r.dynamite !== undefined && typeof r.dynamite !== 'boolean') return null;
      const out: BoardAction = {
        type: 'place',
        seat,
        spot: r.spot,
        white: r.white === true,
        noDuel: r.noDuel === true,
      };
      if (r.dynamite === true) out.dynamite = true;
      return out;
    }
    case 'pass':
      return { type: 'pass', seat };
    case 'road':
      return readRoad(seat, r);
    case 'answer':
      return isInt(r.value) ? { type: 'answer', seat, value: r.value } : null;
    case 'build': {
      const h = r.houses;
      if (!isInt(r.parcel) || !Array.isArray(h) || h.length > 3 || !h.every(isInt)) return null;
      if (r.kept !== undefined && !isInt(r.kept)) return null;
      const out: BoardAction = { type: 'build', seat, parcel: r.parcel, houses: h.slice() };
      if (r.kept !== undefined) out.kept = r.kept;
      return out;
    }
    default:
      return null;
  }
}

/** Runs a well-formed action on `s` (which the caller owns); an error code when it is not allowed now. */
function dispatch(s: BoardState, a: BoardAction, ev: BoardEvent[]): BoardError | null {
  if (a.type === 'road') {
    if (!mayLayRoad(s, a.seat)) return 'not-your-turn';
    const seg = segmentBetween(a.from, a.to);
    if (!roadChoices(s).includes(seg)) return 'bad-spot';
    seatOf(s, a.seat).roads--;
    layRoad(s, a.seat, seg, ev);
    return null;
  }
  if (activeSeat(s) !== a.seat) return 'not-your-turn';
  switch (a.type) {
    case 'answer':
      return answer(s, a.value, ev);
    case 'build':
      return build(s, a.parcel, a.houses, a.kept, ev);
    case 'character': {
      if (s.prompt || s.phase !== 'characters') return 'not-allowed';
      const i = s.characters.indexOf(a.card);
      if (i < 0 || s.holders[i] !== -1) return 'not-allowed';
      takeCharacter(s, a.seat, a.card, ev);
      return null;
    }
    case 'place': {
      if (s.prompt || s.phase !== 'placement') return 'not-allowed';
      const white = a.white === true;
      const noDuel = a.noDuel === true;
      const dynamite = a.dynamite === true;
      if (!spotOk(s, a.seat, a.spot, white, noDuel, dynamite)) return 'bad-spot';
      place(s, a.seat, a.spot, white, noDuel, ev, dynamite);
      return null;
    }
    case 'pass':
      if (s.prompt || s.phase !== 'placement') return 'not-allowed';
      passTurn(s, a.seat, ev);
      return null;
  }
}

/** Applies an action: the new state and its events, or an error code with the input state untouched. */
export function applyAction(state: BoardState, action: BoardAction): BoardResult {
  try {
    if (state.phase === 'over') return { ok: false, error: 'game-over' };
    const a = readAction(state, action);
    if (!a) return { ok: false, error: 'malformed' };
    const s = cloneState(state);
    const prompt = s.prompt;
    const progress = progressOf(s);
    const ev: BoardEvent[] = [];
    const err = dispatch(s, a, ev);
    if (err) return { ok: false, error: err };
    advance(s, ev);
    reportEnd(s, prompt, progress, ev);
    return { ok: true, state: s, events: ev };
  } catch (e) {
    return { ok: false, error: 'internal', message: e instanceof Error ? e.message : String(e) };
  }
}
