/** The Settings switch for high contrast: one button that says and flips its state (the screen redraws on close). */
import type Phaser from 'phaser';
import { t } from '../i18n';
import { getSettings, updateSettings } from '../ui/settings';
import { button } from '../ui/widgets';
import type { Button } from '../ui/widgets';

function label(on: boolean): string {
  return `${t('settings.contrast')} · ${t(on ? 'settings.hintsOn' : 'settings.hintsOff')}`;
}

/** Adds the switch centred at (x, y); `changed` runs after each flip. */
export function contrastToggle(
  scene: Phaser.Scene,
  x: number,
  y: number,
  width: number,
  height: number,
  changed: () => void,
): Button {
  const b: Button = button(
    scene,
    x,
    y,
    label(getSettings().highContrast),
    () => {
      const on = !getSettings().highContrast;
      updateSettings({ highContrast: on });
      b.setLabel(label(on)).setLook(on ? 'primary' : 'light');
      changed();
    },
    {
      id: 'contrast',
      width,
      height,
      style: getSettings().highContrast ? 'primary' : 'light',
      fontSize: 18,
      tip: () => t('settings.contrastHint'),
    },
  );
  return b;
}
