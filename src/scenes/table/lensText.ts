/** The bid lens's words, without Phaser: a card's note in the current language. */
import type { LensNote } from '../../cards/bots/lens';
import { t } from '../../i18n';
import { reasonCard } from '../../i18n/reasons';

/** The one-line note of a card in the current language. */
export function lensNoteText(note: LensNote): string {
  if (note.kind === 'likelyNothing') return t('lens.nothing');
  const card = reasonCard(note.card);
  return note.orBetter ? t('lens.likelyBetter', { card }) : t('lens.likely', { card });
}
