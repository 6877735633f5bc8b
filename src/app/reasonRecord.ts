/**
 * The reasons logged with bots' moves, as data kept with a saved game: a bot's own reason, or the table's note that
 * it moved for a bot whose decision failed. Worded in the language of the moment, never stored as prose.
 */
import type { BotReason } from '../cards/bots/types';
import { t } from '../i18n';
import { botReasonText } from '../i18n/reasons';
import { readBotReason } from './botCheck';

/** A reason the log shows beside a bot's move. */
export type ReasonRecord = BotReason | { kind: 'fallback' };

/** Reasons by the index of the action they came with (bots' actions only, so most indices have none). */
export type ReasonRecords = Readonly<Record<number, ReasonRecord>>;

/** The reason in a few words, in the current language. */
export function reasonRecordText(r: ReasonRecord): string {
  return r.kind === 'fallback' ? t('reason.fallback') : botReasonText(r);
}

/** One stored reason, or null when the log could not word it. */
function readRecord(v: unknown): ReasonRecord | null {
  if (typeof v === 'object' && v !== null && (v as { kind?: unknown }).kind === 'fallback')
    return { kind: 'fallback' };
  return readBotReason(v);
}

/**
 * The reasons of a stored game with `actions` actions: every entry whose key is the index of one of its actions and
 * whose record the log can word. Anything else is dropped (a reason only decorates the log, so it never makes a
 * save unreadable).
 */
export function readReasonRecords(raw: unknown, actions: number): Record<number, ReasonRecord> {
  const out: Record<number, ReasonRecord> = {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return out;
  for (const [key, v] of Object.entries(raw)) {
    const at = Number(key);
    if (!/^(0|[1-9][0-9]*)$/.test(key) || at >= actions) continue;
    const r = readRecord(v);
    if (r) out[at] = r;
  }
  return out;
}

/** The reasons of the first `n` actions only. */
export function reasonsBefore(reasons: ReasonRecords, n: number): Record<number, ReasonRecord> {
  const out: Record<number, ReasonRecord> = {};
  for (const [key, r] of Object.entries(reasons)) if (Number(key) < n) out[Number(key)] = r;
  return out;
}
