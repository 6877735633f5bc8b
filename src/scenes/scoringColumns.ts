/** The scoring sheet's columns: each seat's figures, its kind label and its character shares. */
import { seatScoreOf, viewScoreInput } from '../cards/engine';
import type { GameView, ScoreSheet, SeatSetup } from '../cards/engine';
import { t } from '../i18n';
import { characterName, levelName } from '../i18n/names';

/** One column of the sheet. */
export interface Column {
  seat: SeatSetup;
  sheet: ScoreSheet | null;
  /** Virtual players: cards taken. */
  cards: number;
  total: number;
}

/** Character shares' text size: 15 base px is 12 CSS px at 1280x720. */
export const SHARE_SIZE = 16;
/** The smallest character shares' text size. */
export const SHARE_MIN = 15;

/** What kind of player sits in a seat: person, bot level or virtual player. */
export function kindLabel(s: SeatSetup): string {
  if (s.kind === 'virtual') return t('scoring.virtualKind', { level: levelName(s.strength) });
  return s.controller === 'human'
    ? levelName('person')
    : t('scoring.aiKind', { level: levelName(s.controller) });
}

/** The character shares under a column: scoring ones by value, the ones worth nothing on one line. */
export function shareText(c: Column): string {
  if (!c.sheet) return t('scoring.appealOf', { count: c.cards });
  const chars = [...c.sheet.characters].sort((a, b) => b.vp - a.vp);
  const nb = (t: string): string => t.replace(/ /g, '\u00a0');
  const scoring = chars
    .filter((ch) => ch.vp !== 0)
    .map((ch) => nb(t('scoring.share', { name: characterName(ch.name), vp: ch.vp })));
  const zero = chars
    .filter((ch) => ch.vp === 0)
    .map((ch) => nb(t('scoring.share', { name: characterName(ch.name), vp: 0 })));
  return [...scoring, ...zero].join('\u00a0· ') || '—';
}

/** Each seat's column of figures from a view. */
export function scoreColumns(view: GameView): Column[] {
  return view.setup.seats.map((seat, i) => {
    const input = viewScoreInput(view, i);
    const { sheet, total } = seatScoreOf(input);
    return { seat, sheet, cards: input.virtual ? input.taken.length : 0, total };
  });
}
