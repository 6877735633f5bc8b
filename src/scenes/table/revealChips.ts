/** The chips of the bid reveal as data: each bonus shown once, whether it arrives with the reveal or as its own event. */
import { BONUS_BEFORE_BIDS } from '../../cards/engine';
import type { Ability } from '../../cards/engine';
import { t } from '../../i18n';
import { abilityName } from '../../ui/logText';

/** One chip on a reveal row. */
export interface RevealChip {
  label: string;
  /** The label where a narrow row has no room for it: the bonus alone, or the character's name. */
  brief: string;
  kind: 'bonus' | 'lawyer';
}

/** What one reveal row shows right after the bids turn up. */
export interface RevealRow {
  chips: RevealChip[];
  /** The value text: the bid, or a dash for a card discarded under the Lawyer. */
  value: string;
}

/** The row of a bid as it turns up: the before-bids bonus as one chip (e.g. "+3 Heroes"). */
export function revealRow(
  base: number,
  value: number,
  lawyered: boolean,
  used: readonly Ability[],
): RevealRow {
  if (lawyered)
    return {
      chips: [{ label: t('reveal.lawyer'), brief: abilityName('lawyer'), kind: 'lawyer' }],
      value: '—',
    };
  const extra = value - base;
  if (extra <= 0) return { chips: [], value: String(value) };
  const names = used.filter((a) => BONUS_BEFORE_BIDS.includes(a)).map(abilityName);
  return {
    chips: [
      {
        label: names.length
          ? t('reveal.bonusNamed', { extra, names: names.join(' + ') })
          : t('reveal.bonus', { extra }),
        brief: t('reveal.bonus', { extra }),
        kind: 'bonus',
      },
    ],
    value: String(value),
  };
}

/**
 * The chip for a modifier event, or null for a before-bids bonus (Heroes, Gunsmith): the revealed bid already
 * includes it and the row's reveal chip shows it (RULES 1.3).
 */
export function modifierChip(ability: Ability, amount: number): RevealChip | null {
  if (BONUS_BEFORE_BIDS.includes(ability)) return null;
  return {
    label: t('reveal.modifier', { amount, character: abilityName(ability) }),
    brief: t('reveal.bonus', { extra: amount }),
    kind: 'bonus',
  };
}
