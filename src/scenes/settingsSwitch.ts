/** An on/off switch of the settings overlay: one button that says its state ("Hints · On") and flips it. */
import type Phaser from 'phaser';
import { t } from '../i18n';
import { button } from '../ui/widgets';
import type { Button } from '../ui/widgets';

/** What a switch reads, writes and says. */
export interface SwitchSpec {
  id: string;
  /** The switch's name and its tooltip, in the current language. */
  name: () => string;
  hint: () => string;
  get: () => boolean;
  set: (on: boolean) => void;
}

function label(spec: SwitchSpec, on: boolean): string {
  return `${spec.name()} · ${t(on ? 'settings.hintsOn' : 'settings.hintsOff')}`;
}

/** Adds the switch centred at (x, y); `changed` runs after each flip. */
export function settingsSwitch(
  scene: Phaser.Scene,
  spec: SwitchSpec,
  at: { x: number; y: number; w: number },
  changed: () => void = () => undefined,
): Button {
  const b: Button = button(
    scene,
    at.x,
    at.y,
    label(spec, spec.get()),
    () => {
      const on = !spec.get();
      spec.set(on);
      b.setLabel(label(spec, on)).setLook(on ? 'primary' : 'light');
      changed();
    },
    {
      id: spec.id,
      width: at.w,
      height: 64,
      style: spec.get() ? 'primary' : 'light',
      fontSize: 18,
      tip: spec.hint,
      role: () => ({ kind: 'switch', checked: spec.get(), label: spec.name() }),
    },
  );
  return b;
}
