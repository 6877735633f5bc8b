/** The bid lens setting on the settings overlay: one button that cycles solo only, always, off. */
import type Phaser from 'phaser';
import { t } from '../i18n';
import { appOf } from './appOf';
import { BID_LENS_SETTINGS } from '../ui/settings';
import type { SettingsState } from '../ui/settings';
import { button } from '../ui/widgets';
import type { Button } from '../ui/widgets';

function label(settings: SettingsState): string {
  return t('lens.settingButton', { value: t(`lens.setting.${settings.get().bidLens}`) });
}

/** Adds the button; returns it and a refresh for settings changes. */
export function lensSettingButton(
  scene: Phaser.Scene,
  place: { x: number; y: number; w: number },
): { button: Button; refresh: () => void } {
  const { x, y, w: width } = place;
  const settings = appOf(scene).settings;
  const b = button(
    scene,
    x,
    y,
    label(settings),
    () => {
      const now = BID_LENS_SETTINGS.indexOf(settings.get().bidLens);
      const next = BID_LENS_SETTINGS[(now + 1) % BID_LENS_SETTINGS.length] ?? 'auto';
      settings.update({ bidLens: next });
    },
    {
      id: 'bid-lens-setting',
      width,
      height: 60,
      style: 'light',
      fontSize: 18,
      tip: () => t('lens.settingHint'),
    },
  );
  return {
    button: b,
    refresh: () => {
      b.setLabel(label(settings));
      b.setLook(settings.get().bidLens === 'off' ? 'light' : 'primary');
    },
  };
}
