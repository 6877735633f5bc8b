/**
 * Reads what the bot worker sends: anything that is not a well-formed message (`null`, `42`, an answer without its
 * action, a reason the log cannot word) is refused at this edge, and an answer must be one of the actions the page
 * offered, which is then used in its place.
 */
import { isCharacter, isTerrain } from '../cards/engine';
import type { Ability, Action } from '../cards/engine';
import type { BotMessage } from '../cards/bots/protocol';
import type { BotReason } from '../cards/bots/types';

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

const ABILITIES: Record<Ability, true> = {
  governor: true,
  lawyer: true,
  chineseWorker: true,
  heroes: true,
  gunsmith: true,
  mercenary: true,
  doctor: true,
};

/** The fields each reason carries besides its kind (`ability` an ability, the others numbers). */
const REASON_FIELDS: Record<BotReason['kind'], readonly string[]> = {
  useNow: ['ability'],
  useWorth: ['ability', 'edge'],
  useOffer: ['ability', 'worth'],
  keep: ['ability'],
  bid: ['bid'],
  bidNothing: ['bid'],
  bidLast: ['bid'],
  bidLawyer: ['bid'],
  bidWants: ['bid', 'card'],
  bidWantsNow: ['bid', 'card', 'gain'],
  bidWantsWorth: ['bid', 'card', 'worth'],
  bidStillThere: ['bid', 'card'],
  bidHopes: ['bid', 'card', 'alt'],
  bidSaves: ['bid', 'card'],
  paperboyNow: [],
  paperboyBest: [],
  sell: [],
  sellFor: ['gain'],
  take: ['card'],
  takeNow: ['card', 'gain'],
  takeWorth: ['card', 'worth'],
  takeSearch: ['card'],
};

const isKind = (k: unknown): k is BotReason['kind'] =>
  typeof k === 'string' && Object.hasOwn(REASON_FIELDS, k);

/** True for a field value the log can word: an ability, a card of the offer's kinds, or a number. */
function fieldOk(field: string, x: unknown): boolean {
  if (field === 'ability') return typeof x === 'string' && Object.hasOwn(ABILITIES, x);
  if (field === 'card' || field === 'alt') return isNum(x) && (isTerrain(x) || isCharacter(x));
  return isNum(x);
}

/** A bot's reason, rebuilt from its known fields (from a worker or a save); null when it is not one the log can word. */
export function readBotReason(v: unknown): BotReason | null {
  if (!isObj(v) || !isKind(v.kind)) return null;
  const out: Obj = { kind: v.kind };
  for (const f of REASON_FIELDS[v.kind]) {
    const x = v[f];
    const ok = fieldOk(f, x);
    if (!ok) return null;
    out[f] = x;
  }
  return out as BotReason;
}

/** True when two values are the same data (own fields that are not undefined, compared deeply). */
function same(a: unknown, b: unknown): boolean {
  if (!isObj(a) || !isObj(b)) return a === b;
  const ka = Object.keys(a).filter((k) => a[k] !== undefined);
  const kb = Object.keys(b).filter((k) => b[k] !== undefined);
  return ka.length === kb.length && ka.every((k) => same(a[k], b[k]));
}

/**
 * The message the worker sent, or null when it is not one this page knows in full. `legalOf` gives the actions
 * offered with a request still waiting (undefined for another id): an answer must be to such a request, and one of them.
 */
export function readBotMessage(
  raw: unknown,
  legalOf: (id: number) => readonly Action[] | undefined,
): BotMessage | null {
  if (!isObj(raw) || !isNum(raw.id)) return null;
  const id = raw.id;
  if (raw.kind === 'progress') return isNum(raw.done) ? { id, kind: 'progress', done: raw.done } : null;
  if (typeof raw.error === 'string') return { id, error: raw.error };
  if (!isObj(raw.action) || typeof raw.action.type !== 'string') return null;
  const reason = raw.reason === undefined ? undefined : readBotReason(raw.reason);
  if (reason === null) return null;
  const legal = legalOf(id);
  const action = legal?.find((a) => same(a, raw.action));
  if (!action) return null;
  return reason === undefined ? { id, action } : { id, action, reason };
}
