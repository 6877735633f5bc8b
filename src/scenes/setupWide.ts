/** The setup screen's seat rows in the wide layout: number, kind, level or strength, name and suit per seat. */
import { COL, KIND_W, NAME_W, levelSlots } from './setupColumns';
import Phaser from 'phaser';
import { TextField } from '../ui/textField';
import { suitKey } from '../ui/textures';
import { t } from '../i18n';
import { keyHints } from '../ui/viewport';
import { suitTipText } from '../ui/inputText';
import type { Key } from '../i18n';
import { levelName, suitName } from '../i18n/names';
import { THEME } from '../ui/theme';
import { KeyboardNav, button, text } from '../ui/widgets';
import type { Focusable } from '../ui/widgets';
import { AI_LEVELS, STRENGTHS, addSeat, nextFreeSuit, refreshNames } from './setupModel';
import type { SeatDraft, SeatKind } from './setupModel';
import { SEAT_COUNT } from '../cards/engine';

/** The seat panel of the wide layout. */
export const PANEL = { x: 80, y: 116, w: 1440, h: 668 };
/** The first seat row's centre line. */
export const ROW0 = 300;
/** The distance between seat rows. */
export const ROW_STEP = 76;

/** The tooltip key of each seat kind. */
export const KIND_TIP: Record<SeatKind, Extract<Key, `setup.kindTip.${string}`>> = {
  person: 'setup.kindTip.person',
  ai: 'setup.kindTip.ai',
  virtual: 'setup.kindTip.virtual',
};

/** What the wide rows need from the setup scene. */
export interface WideRowsHost {
  seats(): SeatDraft[];
  nav(): KeyboardNav;
  change(fn: () => void): void;
  validate(): string | null;
}

/** Draws one row per seat into `c` and registers each control for keyboard navigation. */
export function drawWideRows(
  scene: Phaser.Scene,
  host: WideRowsHost,
  c: Phaser.GameObjects.Container,
  reg: (id: string, item: Focusable) => void,
): void {
  host.seats().forEach((s, i) => {
    const y = ROW0 + i * ROW_STEP;
    const stripe = scene.add.graphics();
    stripe
      .fillStyle(i % 2 ? 0xffffff : THEME.color.sandDark, i % 2 ? 0.18 : 0.22)
      .fillRoundedRect(PANEL.x + 22, y - 34, PANEL.w - 44, 68, 12);
    const num = scene.add.graphics();
    num.fillStyle(THEME.suit[s.suit], 1).fillCircle(COL.num, y, 20);
    c.add([
      stripe,
      num,
      text(scene, COL.num, y + 1, String(i + 1), { font: 'figure', size: 22, bold: true, color: '#fff6e2' }),
    ]);
    const suit = button(
      scene,
      COL.suit,
      y,
      '',
      () => host.change(() => (s.suit = nextFreeSuit(host.seats(), i, s.suit))),
      {
        id: `seat-${i}-suit`,
        width: 64,
        height: 60,
        style: 'light',
        icon: suitKey(s.suit),
        tip: () => suitTipText(suitName(s.suit), !keyHints()),
      },
    );
    c.add(suit);
    reg(`seat-${i}-suit`, suit);
    (['person', 'ai', 'virtual'] as const).forEach((k, j) => {
      const b = button(
        scene,
        COL.kind + j * COL.kindStep,
        y,
        levelName(k),
        () => host.change(() => (s.kind = k)),
        {
          id: `seat-${i}-kind-${k}`,
          width: KIND_W,
          height: 56,
          style: s.kind === k ? 'primary' : 'light',
          fontSize: 20,
          tip: () => t(KIND_TIP[k]),
        },
      );
      c.add(b);
      reg(`seat-${i}-kind-${k}`, b);
    });
    if (s.kind === 'person') {
      c.add(
        text(scene, COL.level + COL.levelStep, y, t('setup.playsHere'), {
          size: 19,
          italic: true,
          color: THEME.css.inkSoft,
        }),
      );
    } else {
      const opts = s.kind === 'ai' ? AI_LEVELS : STRENGTHS;
      const slots = levelSlots(opts.length);
      opts.forEach((lv, j) => {
        const slot = slots[j] ?? { x: COL.level, w: 148 };
        const current = s.kind === 'ai' ? s.level === lv : s.strength === lv;
        const b = button(
          scene,
          slot.x,
          y,
          levelName(lv),
          () =>
            host.change(() => {
              if (s.kind === 'ai') s.level = lv as SeatDraft['level'];
              else s.strength = lv as SeatDraft['strength'];
            }),
          {
            id: `seat-${i}-level-${lv}`,
            width: slot.w,
            height: 56,
            style: current ? 'primary' : 'light',
            fontSize: 19,
          },
        );
        c.add(b);
        reg(`seat-${i}-level-${lv}`, b);
      });
    }
    const name = new TextField(scene, COL.name, y, NAME_W, 56, s.name, {
      id: `seat-${i}-name`,
      maxLength: 16,
      ariaLabel: t('setup.nameLabel', { n: i + 1 }),
      // No rebuild here: a commit on blur comes while another field of these rows may be opening.
      onChange: (v) => {
        s.name = v;
        s.named = v.length > 0;
        refreshNames(host.seats());
        name.setValue(s.name);
        host.validate();
      },
      onTab: (d) => {
        host.nav().focus(name, false);
        host.nav().step(d);
      },
    });
    c.add(name);
    reg(`seat-${i}-name`, name);
    if (host.seats().length > SEAT_COUNT.min) {
      const rm = button(scene, COL.remove, y, '✕', () => host.change(() => host.seats().splice(i, 1)), {
        id: `seat-${i}-remove`,
        width: 52,
        height: 52,
        style: 'danger',
        fontSize: 22,
        tip: () => t('setup.remove'),
      });
      c.add(rm);
      reg(`seat-${i}-remove`, rm);
    }
  });
  if (host.seats().length < SEAT_COUNT.max) {
    const y = ROW0 + host.seats().length * ROW_STEP;
    const add = button(
      scene,
      COL.suit + 110,
      y,
      t('setup.addSeat'),
      () => host.change(() => addSeat(host.seats())),
      { id: 'add-seat', width: 220, height: 56, style: 'secondary', fontSize: 21 },
    );
    c.add(add);
    reg('add-seat', add);
  }
}
