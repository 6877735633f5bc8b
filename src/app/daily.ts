/** The daily deal: a solo game against three expert virtual players, its seed a pure function of the UTC date. */
import { seatTotals, winningSeats } from '../cards/engine';
import type { GameSetup, GameState, Suit } from '../cards/engine';
import { language, t } from '../i18n';

const DAY_MS = 86_400_000;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CODE_RE = /^[0-9a-z]{3,4}$/i;

/** The UTC calendar day of a moment, as YYYY-MM-DD. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Days from 1970-01-01 to a YYYY-MM-DD date, or null for anything that is not a real date. */
export function dayNumber(date: string): number | null {
  const m = DATE_RE.exec(date);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (!Number.isFinite(ms) || utcDay(ms) !== date) return null;
  return Math.round(ms / DAY_MS);
}

/** The date `days` after 1970-01-01. */
export function dayDate(days: number): string {
  return utcDay(days * DAY_MS);
}

/** Day numbers with a deal: those whose code has 3 or 4 characters ("100" to "ZZZZ"), so every code can be typed back. */
const FIRST_DAY = 36 ** 2;
const LAST_DAY = 36 ** 4 - 1;

/** The first date with a deal (its code is "100"). */
export const FIRST_DEAL = dayDate(FIRST_DAY);

/** The last date with a deal (its code is "ZZZZ"). */
export const LAST_DEAL = dayDate(LAST_DAY);

/** The deal's date when it has one (a date from FIRST_DEAL to LAST_DEAL), else null. */
function withDeal(date: string): string | null {
  const days = dayNumber(date);
  return days !== null && days >= FIRST_DAY && days <= LAST_DAY ? date : null;
}

/** What the player is told when a text names no deal: the range of dates that have one, in their language. */
export function badDealText(): string {
  const long = (date: string): string =>
    new Date(`${date}T00:00:00Z`).toLocaleDateString(language(), { dateStyle: 'long', timeZone: 'UTC' });
  return t('daily.badCode', { first: long(FIRST_DEAL), last: long(LAST_DEAL) });
}

/** The seed of a date's deal: FNV-1a over the date, then a mixing step; plain 32-bit integer arithmetic. */
export function dealSeed(date: string): number {
  let h = 0x811c9dc5;
  for (const ch of `carson-city-daily:${date}`) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35) >>> 0;
  h ^= h >>> 16;
  return h >>> 0 || 1;
}

/** A short code for a date's deal: its day number in base 36, upper case (e.g. 2026-11-23 is "G18"); 3 or 4 characters for every date with a deal. */
export function dealCode(date: string): string {
  return (dayNumber(date) ?? 0).toString(36).toUpperCase();
}

/** The date a deal text names: a YYYY-MM-DD date or a short code; null when it names none or a date without a deal. */
export function parseDeal(text: string | null | undefined): string | null {
  const s = (text ?? '').trim();
  if (dayNumber(s) !== null) return withDeal(s);
  if (!CODE_RE.test(s)) return null;
  return withDeal(dayDate(parseInt(s, 36)));
}

/** The link that opens a date's deal, from the page's address without its query. */
export function dealLink(base: string, date: string): string {
  return `${base.split(/[?#]/)[0]}?deal=${date}`;
}

/** The deal named by a page's query string (`?deal=...`), or null. */
export function dealFromQuery(search: string): string | null {
  return parseDeal(new URLSearchParams(search).get('deal'));
}

const SUITS: readonly Suit[] = ['star', 'hat', 'cactus', 'boot'];

/** The daily seats: the person first, then three expert virtual players; names only label them. */
export function dailySetup(you: string, virtualNames: readonly [string, string, string]): GameSetup {
  return {
    seats: [
      { kind: 'real', name: you, suit: SUITS[0] as Suit, controller: 'human' },
      ...virtualNames.map((name, i) => ({
        kind: 'virtual' as const,
        name,
        suit: SUITS[i + 1] as Suit,
        strength: 'expert' as const,
      })),
    ],
  };
}

/** True when a setup is a daily setup (one person, three expert virtual players). */
export function isDailySetup(setup: GameSetup): boolean {
  const [you, ...rest] = setup.seats;
  return (
    you?.kind === 'real' &&
    you.controller === 'human' &&
    rest.length === 3 &&
    rest.every((s) => s.kind === 'virtual' && s.strength === 'expert')
  );
}

/** The person's score and whether they won (shared victories count), once the game is over; null before. */
export function dailyOutcome(state: GameState): { score: number; won: boolean } | null {
  if (state.phase !== 'over') return null;
  const totals = seatTotals(state);
  return { score: totals[0] ?? 0, won: winningSeats(totals).includes(0) };
}
