/**
 * Reads what the board game's bot worker sends: anything that is not a well-formed message (`null`, `42`, an answer
 * without its action, a reason the log cannot word) is refused at this edge, and an answer must be one of the actions
 * the page offered, which is then used in its place.
 */
import type { BoardAction } from '../board/engine';
import type { BoardBotMessage } from '../board/bots/protocol';
import { readBoardReason } from '../board/bots/reasons';

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** True when two values are the same data (own fields that are not undefined, compared deeply, arrays in order). */
function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b))
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => same(x, b[i]));
  if (!isObj(a) || !isObj(b)) return a === b;
  const ka = Object.keys(a).filter((k) => a[k] !== undefined);
  const kb = Object.keys(b).filter((k) => b[k] !== undefined);
  return ka.length === kb.length && ka.every((k) => same(a[k], b[k]));
}

/**
 * The message the worker sent, or null when it is not one this page knows in full. `legalOf` gives the actions
 * offered with a request still waiting (undefined for another id): an answer must be to such a request, and one of them.
 */
export function readBoardBotMessage(
  raw: unknown,
  legalOf: (id: number) => readonly BoardAction[] | undefined,
): BoardBotMessage | null {
  if (!isObj(raw) || !isNum(raw.id)) return null;
  const id = raw.id;
  if (raw.kind === 'progress') return isNum(raw.done) ? { id, kind: 'progress', done: raw.done } : null;
  if (typeof raw.error === 'string') return { id, error: raw.error };
  if (!isObj(raw.action) || typeof raw.action.type !== 'string') return null;
  const reason = readBoardReason(raw.reason);
  if (reason === null) return null;
  const action = legalOf(id)?.find((a) => same(a, raw.action));
  if (!action) return null;
  return { id, action, reason };
}
