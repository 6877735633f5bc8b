/** How the settings overlay's controls read in the screen-reader list: each in its setting's group, with its state. */
import { formatPercent, t } from '../i18n';
import type { Lang } from '../i18n';
import type { IntentRole } from '../ui/hookRegistry';
import type { Settings } from '../ui/settings';

/**
 * The role of the settings control with button id `id` (as the overlay names it: `speed-slow`, `text-125`, `mute`,
 * `slider:volume`…) while the settings are `s` and the language is `lang`; undefined for a control outside a group.
 */
export function settingsRole(id: string, s: Readonly<Settings>, lang: Lang): IntentRole | undefined {
  const [kind = '', value = ''] = id.split(/-(.*)/s);
  const radio = (group: string, checked: boolean): IntentRole => ({ group, kind: 'radio', checked });
  const level = formatPercent(s.volume);
  switch (id) {
    case 'volume':
    case 'volume-down':
    case 'volume-up': {
      const label =
        id === 'volume'
          ? t('settings.volumeLevel', { value: level })
          : t(id === 'volume-down' ? 'settings.volumeDown' : 'settings.volumeUp', { value: level });
      return { group: t('settings.volume'), kind: 'button', label };
    }
    case 'mute':
      return { kind: 'switch', checked: !s.muted, label: t('settings.sound') };
    case 'motion-full':
    case 'motion-reduced':
      return radio(t('settings.motion'), s.reducedMotion === (id === 'motion-reduced'));
  }
  if (kind === 'speed') return radio(t('settings.animations'), s.animationSpeed === value);
  if (kind === 'text') return radio(t('settings.textSize'), String(s.textSize) === value);
  if (kind === 'language') return radio(t('settings.language'), lang === value);
  return undefined;
}
