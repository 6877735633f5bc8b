/** The rows of the saved-games list as shown: status, texts and buttons; one bad summary never breaks another row. */
import type { GameKind, SaveSummary } from './saveStore';
import { language, t } from '../i18n';
import { gameModule } from './gameModules';

/** What a row's main button does. */
export type RowAction = 'replay' | 'resume' | 'open-prefix';

/** One row of the saved-games list, ready to draw. */
export interface SaveRowView {
  id: string;
  /** The game the save holds: every button of the row acts on a record of this kind. */
  kind: GameKind;
  status: 'damaged' | 'finished' | 'in-progress';
  title: string;
  detail: string;
  /** The main button, if any, with its label; every row also gets Delete, and a row that opens gets Export. */
  main: { action: RowAction; label: string } | null;
  exportable: boolean;
}

/** The name of a kind of game, in the current language. */
export function gameKindText(kind: GameKind): string {
  return t(gameModule(kind).name);
}

/** A timestamp as a readable local date and time, or "date unknown"; never throws. */
export function whenText(ms: number): string {
  const d = new Date(ms);
  if (!ms || Number.isNaN(d.getTime())) return t('saves.dateUnknown');
  try {
    return d.toLocaleString(language(), { dateStyle: 'medium', timeStyle: 'short' });
  } catch {
    return d.toISOString();
  }
}

function finishedDetail(s: SaveSummary, totals: readonly number[]): string {
  if (totals.length !== s.seats.length)
    return t('saves.seatsOnly', { count: s.seats.length, when: whenText(s.updatedAt) });
  const winners = (s.winners ?? []).flatMap((i) => (s.seats[i] === undefined ? [] : [s.seats[i]]));
  const scores = s.seats.map((n, i) => t('saves.score', { name: n, score: totals[i] ?? 0 })).join(', ');
  return t('saves.result', { winners, scores, when: whenText(s.updatedAt) });
}

function damagedRow(s: SaveSummary): SaveRowView {
  return {
    id: s.id,
    kind: s.kind ?? 'cards',
    status: 'damaged',
    title: s.message ?? t('saves.cannotOpen'),
    detail: t('saves.othersFine', { id: s.id }),
    main: s.prefix ? { action: 'open-prefix', label: t('saves.openAt', { moves: s.prefix.moves }) } : null,
    exportable: false,
  };
}

/** The view of one summary; a summary that cannot be shown becomes a damaged row that can still be deleted. */
export function saveRow(s: SaveSummary): SaveRowView {
  try {
    if (s.problem) return damagedRow(s);
    if (s.kind === 'board') return boardRow(s);
    const totals = s.totals ?? [];
    const finished = s.finished;
    const era = s.era === 2 ? 'II' : 'I';
    const moves = t('saves.moves', { count: s.actions });
    return {
      id: s.id,
      kind: 'cards',
      status: finished ? 'finished' : 'in-progress',
      title: t('saves.kindTitle', { kind: gameKindText('cards'), names: s.seats.join(', ') }),
      detail: finished
        ? finishedDetail(s, totals)
        : t('saves.progress', { era, round: s.round ?? 1, moves, when: whenText(s.updatedAt) }),
      main: finished
        ? { action: 'replay', label: t('common.replay') }
        : { action: 'resume', label: t('saves.resume') },
      exportable: true,
    };
  } catch {
    return damagedRow({ ...s, message: t('saves.cannotOpen'), prefix: undefined });
  }
}

/** A board game's row: resumed into the board while unfinished; a finished one opens in the board's replay. */
function boardRow(s: SaveSummary): SaveRowView {
  const moves = t('saves.moves', { count: s.actions });
  return {
    id: s.id,
    kind: 'board',
    status: s.finished ? 'finished' : 'in-progress',
    title: t('saves.kindTitle', { kind: gameKindText('board'), names: s.seats.join(', ') }),
    detail: s.finished
      ? finishedDetail(s, s.totals ?? [])
      : t('saves.boardProgress', {
          round: s.round ?? 1,
          count: s.seats.length,
          moves,
          when: whenText(s.updatedAt),
        }),
    main: s.finished
      ? { action: 'replay', label: t('common.replay') }
      : { action: 'resume', label: t('saves.resume') },
    exportable: true,
  };
}
