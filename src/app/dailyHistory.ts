/** The daily-deal history in key-value storage: games started, results recorded once per game, best and streak. */
import { dailyOutcome, dayNumber, isDailySetup } from './daily';
import type { KeyValue } from './saveStore';
import type { GameSession } from './session';

/** The version of the stored daily record. */
export const DAILY_SCHEMA_VERSION = 1;

const KEY = 'daily';

/** One finished daily game. */
export interface DailyResult {
  date: string;
  /** The save id of the game: a game is recorded once, however often it is reopened. */
  game: string;
  score: number;
  won: boolean;
  finishedAt: number;
}

/** The stored record. */
export interface DailyRecord {
  schemaVersion: typeof DAILY_SCHEMA_VERSION;
  /** Daily games started, by save id, with their deal's date. */
  started: Record<string, string>;
  results: DailyResult[];
}

/** What the daily screen shows. */
export interface DailySummary {
  /** Newest first. */
  results: DailyResult[];
  /** Best score per deal date. */
  best: Record<string, number>;
  /** Consecutive days with a finished deal, ending today (or yesterday while today is not played yet). */
  streak: number;
}

function empty(): DailyRecord {
  return { schemaVersion: DAILY_SCHEMA_VERSION, started: {}, results: [] };
}

function isResult(v: unknown): v is DailyResult {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Record<string, unknown>;
  return (
    typeof r['date'] === 'string' &&
    dayNumber(r['date']) !== null &&
    typeof r['game'] === 'string' &&
    typeof r['score'] === 'number' &&
    Number.isFinite(r['score']) &&
    typeof r['won'] === 'boolean' &&
    typeof r['finishedAt'] === 'number'
  );
}

/** Reads a stored record; anything unreadable gives null (the caller then leaves storage alone). */
export function parseDailyRecord(v: unknown): DailyRecord | null {
  if (v === null || v === undefined) return empty();
  if (typeof v !== 'object') return null;
  const r = v as Record<string, unknown>;
  if (r['schemaVersion'] !== DAILY_SCHEMA_VERSION) return null;
  const started = r['started'];
  const results = r['results'];
  if (typeof started !== 'object' || started === null || !Array.isArray(results)) return null;
  const s: Record<string, string> = {};
  for (const [k, d] of Object.entries(started)) if (typeof d === 'string') s[k] = d;
  return { schemaVersion: DAILY_SCHEMA_VERSION, started: s, results: results.filter(isResult) };
}

/** The summary of a record on a given UTC day. */
export function summarize(rec: DailyRecord, today: string): DailySummary {
  const results = rec.results.slice().sort((a, b) => b.finishedAt - a.finishedAt);
  const best: Record<string, number> = {};
  for (const r of results) best[r.date] = Math.max(best[r.date] ?? -Infinity, r.score);
  const days = new Set(results.map((r) => dayNumber(r.date)));
  let day = dayNumber(today) ?? 0;
  if (!days.has(day)) day -= 1;
  let streak = 0;
  while (days.has(day)) {
    streak++;
    day--;
  }
  return { results, best, streak };
}

/** The daily history, over a key-value store; writes are queued so none is lost. */
export class DailyHistory {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly kv: KeyValue) {}

  /** The stored record (an empty one when there is none; null when it cannot be read). */
  async read(): Promise<DailyRecord | null> {
    const v = await this.kv.getItem<unknown>(KEY).catch(() => undefined);
    return v === undefined ? null : parseDailyRecord(v);
  }

  private update(fn: (r: DailyRecord) => boolean): Promise<boolean> {
    const run = this.queue.then(async () => {
      const rec = await this.read();
      if (!rec || !fn(rec)) return false;
      await this.kv.setItem(KEY, rec);
      return true;
    });
    this.queue = run.catch(() => false);
    return run;
  }

  /** Notes that the game saved as `game` plays the deal of `date`. */
  start(game: string, date: string): Promise<boolean> {
    return this.update((r) => {
      if (r.started[game] === date) return false;
      r.started[game] = date;
      return true;
    });
  }

  /** The deal date of a started daily game, or null. */
  async dateOf(game: string): Promise<string | null> {
    return (await this.read())?.started[game] ?? null;
  }

  /** Records a finished daily game once; false when it is not a daily game or is already recorded. */
  finish(game: string, score: number, won: boolean, now: number): Promise<boolean> {
    return this.update((r) => {
      const date = r.started[game];
      if (!date || r.results.some((x) => x.game === game)) return false;
      r.results.push({ date, game, score, won, finishedAt: now });
      return true;
    });
  }
}

/** Follows the current game and records a daily game's result when it ends (also when reopened already over). */
export class DailyTracker {
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly deps: {
      history: DailyHistory;
      saveId: () => string | null;
      now: () => number;
      /** Called after a result was recorded. */
      recorded?: (game: string) => void;
    },
  ) {}

  /** Starts following a session that became current (replacing the one followed before). */
  watch(session: GameSession): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (!isDailySetup(session.setup)) return;
    const game = this.deps.saveId();
    if (!game) return;
    const check = (): void => void this.settle(session, game);
    this.unsubscribe = session.subscribe(check);
    check();
  }

  /** Records the session's result if it is over and is a daily game; resolves true when it was recorded now. */
  async settle(session: GameSession, game: string): Promise<boolean> {
    const out = dailyOutcome(session.state);
    if (!out) return false;
    const ok = await this.deps.history.finish(game, out.score, out.won, this.deps.now());
    if (ok) this.deps.recorded?.(game);
    return ok;
  }

  /** Stops following. */
  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }
}
