/** Statistics over finished games: played, won, best and average score, per seat setup. */
import { winningSeats } from '../cards/engine';
import type { GameSetup, SeatSetup, Strength } from '../cards/engine';
import { seatSetupLabel } from '../i18n/names';
import type { SaveSummary } from './saveStore';

/** A finished game as the statistics need it. */
export interface FinishedGame {
  setup: GameSetup;
  /** Final total of every seat. */
  totals: readonly number[];
  /** What makes the game itself (setup, seed and actions): copies of one game under other ids count once. */
  game?: string;
}

/** The finished games among the saved-games list's rows, each game once however many records hold it. */
export function finishedGames(rows: readonly SaveSummary[]): FinishedGame[] {
  return rows.flatMap((s) =>
    s.finished && s.setup && s.totals
      ? [
          s.game === undefined
            ? { setup: s.setup, totals: s.totals }
            : { setup: s.setup, totals: s.totals, game: s.game },
        ]
      : [],
  );
}

/** One row of the statistics table. */
export interface StatRow {
  /** Stable key of the seat setup (seat kinds, order ignored). */
  key: string;
  /** Readable description, e.g. "You + 2 AI (medium) + 1 virtual (novice)". */
  label: string;
  played: number;
  /** Games a person won (ties count); null for setups without a person. */
  won: number | null;
  /** Best and average score of the person seats (of every real seat when no person plays). */
  best: number;
  average: number;
}

/** The order of AI tokens in a stored key; frozen (not the level list), so keys saved before stay the same. */
const AI_ORDER: readonly string[] = ['human', 'hard', 'medium', 'easy', 'random'];
const VIRTUAL_ORDER: readonly Strength[] = ['expert', 'intermediate', 'novice'];

function seatToken(s: SeatSetup): string {
  return s.kind === 'virtual'
    ? `virtual:${s.strength}`
    : s.controller === 'human'
      ? 'person'
      : `ai:${s.controller}`;
}

function tokenRank(t: string): number {
  const [kind, level] = t.split(':') as [string, string | undefined];
  if (kind === 'person') return 0;
  if (kind === 'ai') return 10 + AI_ORDER.indexOf(level ?? '');
  return 20 + VIRTUAL_ORDER.indexOf(level as Strength);
}

/** The key of a seat setup: its seats' kinds and levels, sorted (names, suits and order do not matter). */
export function setupKey(setup: GameSetup): string {
  return setup.seats
    .map(seatToken)
    .sort((a, b) => tokenRank(a) - tokenRank(b) || a.localeCompare(b))
    .join(',');
}

/** A readable label of a setup key, in the current language (e.g. "You + 2 AIs (Medium) + 1 virtual (Novice)"). */
export function setupLabel(key: string): string {
  return seatSetupLabel(key);
}

/** True when a game's totals can be counted: one finite number per seat. */
export function soundGame(g: FinishedGame): boolean {
  return (
    Array.isArray(g.setup?.seats) &&
    Array.isArray(g.totals) &&
    g.totals.length === g.setup.seats.length &&
    g.totals.every((t) => typeof t === 'number' && Number.isFinite(t))
  );
}

/** Statistics per seat setup, the most played first; games whose totals cannot be counted are skipped. */
export function computeStats(games: readonly FinishedGame[]): StatRow[] {
  const groups = new Map<string, { played: number; won: number; people: boolean; scores: number[] }>();
  const seen = new Set<string>();
  for (const g of games) {
    if (!soundGame(g)) continue;
    if (g.game !== undefined) {
      if (seen.has(g.game)) continue;
      seen.add(g.game);
    }
    const key = setupKey(g.setup);
    const people = g.setup.seats.flatMap((s, i) =>
      s.kind === 'real' && s.controller === 'human' ? [i] : [],
    );
    const real = g.setup.seats.flatMap((s, i) => (s.kind === 'real' ? [i] : []));
    const subjects = people.length > 0 ? people : real;
    const won = winningSeats(g.totals);
    const row = groups.get(key) ?? { played: 0, won: 0, people: people.length > 0, scores: [] };
    row.played++;
    if (people.some((i) => won.includes(i))) row.won++;
    for (const i of subjects) row.scores.push(g.totals[i] ?? 0);
    groups.set(key, row);
  }
  return [...groups.entries()]
    .map(([key, r]) => ({
      key,
      label: setupLabel(key),
      played: r.played,
      won: r.people ? r.won : null,
      best: r.scores.length ? r.scores.reduce((a, b) => Math.max(a, b), -Infinity) : 0,
      average: r.scores.length
        ? Math.round((r.scores.reduce((a, b) => a + b, 0) / r.scores.length) * 10) / 10
        : 0,
    }))
    .sort((a, b) => b.played - a.played || a.label.localeCompare(b.label));
}

/** Totals over every setup: games played and won by a person. */
export function overallStats(rows: readonly StatRow[]): { played: number; won: number } {
  return {
    played: rows.reduce((n, r) => n + r.played, 0),
    won: rows.reduce((n, r) => n + (r.won ?? 0), 0),
  };
}
