/** Statistics over finished games: played, won, best and average score, per seat setup. */
import { winningSeats } from '../cards/engine';
import type { GameSetup, SeatSetup, Strength } from '../cards/engine';
import { seatSetupLabel } from '../i18n/names';
import type { GameKind, SaveSummary } from './saveStore';
import { t } from '../i18n';

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
    (s.kind ?? 'cards') === 'cards' && s.finished && s.setup && s.totals
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
  /** The game counted: card rows are per seat setup, the board game's row counts all its games. */
  kind?: GameKind;
  /** Stable key of the seat setup (seat kinds, order ignored); 'board' for the board game's row. */
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

/** The label of a statistics row in the current language: the board game's, or the card game's seat setup. */
export function statRowLabel(r: StatRow): string {
  return r.kind === 'board' ? t('stats.boardRow') : setupLabel(r.key);
}

/**
 * The board game's row: its finished games (each game once however many records hold it), those a person won (a
 * tie broken by the pass track gives one winner, BOARD 11), and the best and average VP of the person seats (of every
 * seat in games without a person). None without a finished board game.
 */
export function boardStatRows(rows: readonly SaveSummary[]): StatRow[] {
  const seen = new Set<string>();
  let played = 0;
  let won = 0;
  let withPeople = false;
  const scores: number[] = [];
  for (const s of rows) {
    const totals = s.totals ?? [];
    if (s.kind !== 'board' || !s.finished || s.problem || totals.length !== s.seats.length) continue;
    if (!totals.every((x) => Number.isFinite(x))) continue;
    if (s.game !== undefined) {
      if (seen.has(s.game)) continue;
      seen.add(s.game);
    }
    const people = (s.people ?? []).filter((i) => i >= 0 && i < totals.length);
    played++;
    if (people.length > 0) withPeople = true;
    if (people.some((i) => (s.winners ?? []).includes(i))) won++;
    for (const i of people.length > 0 ? people : totals.map((_, i) => i)) scores.push(totals[i] ?? 0);
  }
  if (played === 0) return [];
  const sum = scores.reduce((a, b) => a + b, 0);
  return [
    {
      kind: 'board',
      key: 'board',
      label: t('stats.boardRow'),
      played,
      won: withPeople ? won : null,
      best: scores.reduce((a, b) => Math.max(a, b), -Infinity),
      average: Math.round((sum / scores.length) * 10) / 10,
    },
  ];
}
