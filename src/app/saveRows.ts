/** The rows of the saved-games list as shown: status, texts and buttons; one bad summary never breaks another row. */
import type { SaveSummary } from './saveStore';

/** What a row's main button does. */
export type RowAction = 'replay' | 'resume' | 'open-prefix';

/** One row of the saved-games list, ready to draw. */
export interface SaveRowView {
  id: string;
  status: 'damaged' | 'finished' | 'in-progress';
  title: string;
  detail: string;
  /** The main button, if any, with its label; every row also gets Delete, and a row that opens gets Export. */
  main: { action: RowAction; label: string } | null;
  exportable: boolean;
}

/** Texts of the saved-games list. */
export const SAVES_TEXT = {
  damaged: 'Damaged',
  finished: 'Finished',
  inProgress: 'In progress',
  cannotOpen: 'This save cannot be opened.',
  othersFine: (id: string): string => `Save ${id}. The other saved games are not affected.`,
  openAt: (moves: number): string => `Open at move ${moves}`,
  openedAt: (moves: number): string =>
    `Opened a copy of the game at move ${moves}; the damaged save is kept as it was.`,
  dateUnknown: 'date unknown',
  readFailed: 'The saved games could not be read from the browser storage.',
} as const;

/** A timestamp as a readable local date and time, or "date unknown"; never throws. */
export function whenText(ms: number): string {
  const d = new Date(ms);
  if (!ms || Number.isNaN(d.getTime())) return SAVES_TEXT.dateUnknown;
  try {
    return d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  } catch {
    return d.toISOString();
  }
}

function finishedDetail(s: SaveSummary, totals: readonly number[]): string {
  if (totals.length !== s.seats.length) return `${s.seats.length} seats · ${whenText(s.updatedAt)}`;
  const winners = (s.winners ?? []).flatMap((i) => (s.seats[i] === undefined ? [] : [s.seats[i]]));
  const scores = s.seats.map((n, i) => `${n} ${totals[i] ?? 0}`).join(', ');
  return `${winners.join(' & ')} won · ${scores} · ${whenText(s.updatedAt)}`;
}

function damagedRow(s: SaveSummary): SaveRowView {
  return {
    id: s.id,
    status: 'damaged',
    title: s.message ?? SAVES_TEXT.cannotOpen,
    detail: SAVES_TEXT.othersFine(s.id),
    main: s.prefix ? { action: 'open-prefix', label: SAVES_TEXT.openAt(s.prefix.moves) } : null,
    exportable: false,
  };
}

/** The view of one summary; a summary that cannot be shown becomes a damaged row that can still be deleted. */
export function saveRow(s: SaveSummary): SaveRowView {
  try {
    if (s.problem) return damagedRow(s);
    const totals = s.totals ?? [];
    const finished = s.finished;
    const era = s.era === 2 ? 'II' : 'I';
    const moves = `${s.actions} move${s.actions === 1 ? '' : 's'}`;
    return {
      id: s.id,
      status: finished ? 'finished' : 'in-progress',
      title: s.seats.join(', '),
      detail: finished
        ? finishedDetail(s, totals)
        : `Era ${era} · Round ${s.round ?? 1} · ${moves} · saved ${whenText(s.updatedAt)}`,
      main: finished ? { action: 'replay', label: 'Replay' } : { action: 'resume', label: 'Resume' },
      exportable: true,
    };
  } catch {
    return damagedRow({ ...s, message: SAVES_TEXT.cannotOpen, prefix: undefined });
  }
}
