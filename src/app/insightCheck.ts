/**
 * Reads what the insight worker sends: anything that is not a well-formed message (`null`, `42`, a lens without its
 * figures) is refused at this edge, so the page never works on a shape it did not expect.
 */
import type { LensCard, LensResult } from '../cards/bots/lens';
import type { InsightMessage } from './insightProtocol';
import type { RegretReview, ReviewedDecision } from './regret';

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isNums = (v: unknown): v is number[] => Array.isArray(v) && v.every(isNum);
const NOTES = ['likelyCard', 'likelyNothing'];
const DECISIONS = ['bid', 'take', 'place', 'ability', 'sell', 'paperboy'];

function isLensCard(v: unknown): v is LensCard {
  return (
    isObj(v) &&
    isNum(v.card) &&
    isNum(v.value) &&
    isNums(v.places) &&
    isNums(v.picks) &&
    isObj(v.note) &&
    typeof v.note.kind === 'string' &&
    NOTES.includes(v.note.kind) &&
    isNum(v.note.chance)
  );
}

function isLensResult(v: unknown): v is LensResult {
  return isObj(v) && isNum(v.seat) && isNum(v.samples) && Array.isArray(v.cards) && v.cards.every(isLensCard);
}

function isDecision(v: unknown): v is ReviewedDecision {
  return (
    isObj(v) &&
    isNum(v.index) &&
    isNum(v.seat) &&
    isNum(v.round) &&
    (v.era === 1 || v.era === 2) &&
    typeof v.kind === 'string' &&
    DECISIONS.includes(v.kind) &&
    isObj(v.yours) &&
    isObj(v.hard) &&
    isNum(v.yoursVp) &&
    isNum(v.hardVp) &&
    isNum(v.worth)
  );
}

function isReview(v: unknown): v is RegretReview {
  return (
    isObj(v) &&
    isNum(v.decisions) &&
    isNum(v.rollouts) &&
    Array.isArray(v.differing) &&
    v.differing.every(isDecision) &&
    Array.isArray(v.turning) &&
    v.turning.every(isDecision)
  );
}

/** The message the worker sent, or null when it is not one this page knows in full. */
export function readInsightMessage(raw: unknown): InsightMessage | null {
  if (!isObj(raw) || !isNum(raw.id)) return null;
  const id = raw.id;
  if (typeof raw.error === 'string') return { id, error: raw.error };
  switch (raw.kind) {
    case 'ready':
      return id === 0 ? { id: 0, kind: 'ready' } : null;
    case 'warm':
      return isNum(raw.ms) ? { id, kind: 'warm', ms: raw.ms } : null;
    case 'lens':
      return (raw.step === 'quick' || raw.step === 'full') && isNum(raw.ms) && isLensResult(raw.result)
        ? { id, kind: 'lens', step: raw.step, result: raw.result, ms: raw.ms }
        : null;
    case 'progress':
      return isNum(raw.done) && isNum(raw.total)
        ? { id, kind: 'progress', done: raw.done, total: raw.total }
        : null;
    case 'review':
      return isReview(raw.result) ? { id, kind: 'review', result: raw.result } : null;
    default:
      return null;
  }
}
