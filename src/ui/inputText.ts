/**
 * Words that depend on how the player points: on a touch screen they say tap and show no key letters, with a mouse or
 * a keyboard they say click or point and name the key. Callers pass `!keyHints()` (ui/viewport.ts) as `touch`.
 */
import { t } from '../i18n';

/** The bid lens button's label: with its key letter only where a keyboard is at hand. */
export function lensButtonLabel(touch: boolean): string {
  return t(touch ? 'lens.button' : 'lens.buttonKey');
}

/** The hint above the score sheet's explanation before a score is chosen. */
export function explainHintText(touch: boolean): string {
  return t(touch ? 'explain.hintTap' : 'explain.hint');
}

/** The tooltip of a seat's suit button on the setup screen. */
export function suitTipText(suit: string, touch: boolean): string {
  return t(touch ? 'setup.suitTipTap' : 'setup.suitTip', { suit });
}

/** The placing panel's help: tap or click a lit spot, then the Place button, named by its own label. */
export function placeHelpText(touch: boolean): string {
  return t(touch ? 'turn.placeBodyTouch' : 'turn.placeBody', {
    place: t('turn.place'),
    enter: t('key.enter'),
  });
}
