/** The Settings switch for the one-time tips of a newcomer's first games: one button that says and flips its state. */
import type Phaser from 'phaser';
import { hintState, saveHintState } from '../app/tutorial/run';
import { t } from '../i18n';
import { button } from '../ui/widgets';
import type { Button } from '../ui/widgets';

function label(on: boolean): string {
  return `${t('settings.hints')} · ${t(on ? 'settings.hintsOn' : 'settings.hintsOff')}`;
}

/** Adds the switch centred at (x, y). */
export function hintsToggle(
  scene: Phaser.Scene,
  x: number,
  y: number,
  width: number,
  height: number,
): Button {
  const b: Button = button(
    scene,
    x,
    y,
    label(hintState().on),
    () => {
      const s = hintState();
      saveHintState({ on: !s.on, seen: s.seen });
      b.setLabel(label(!s.on)).setLook(s.on ? 'light' : 'primary');
    },
    {
      id: 'hints',
      width,
      height,
      style: hintState().on ? 'primary' : 'light',
      fontSize: 18,
      tip: () => t('settings.hintsHint'),
    },
  );
  return b;
}
