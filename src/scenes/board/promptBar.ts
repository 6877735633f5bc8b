/** The bar under the board: whose decision it is, the question, and a button per answer, with Confirm, Cancel and Undo. */
import Phaser from 'phaser';
import { THEME } from '../../ui/theme';
import { button, text } from '../../ui/widgets';
import type { Button, ButtonStyle } from '../../ui/widgets';
import type { Rect } from './hits';

/** One button of the bar. */
export interface BarButton {
  id: string;
  label: string;
  style?: ButtonStyle;
  key?: string;
  tip?: () => string;
  press: () => void;
}

const GAP = 10;
const H = 52;

/** A button's width for its label. */
function widthFor(label: string): number {
  return Math.max(110, Math.min(300, label.length * 10 + 44));
}

/** Draws the bar into `c`: the headline and question on top, then the buttons in rows; returns the buttons. */
export function drawBar(
  scene: Phaser.Scene,
  c: Phaser.GameObjects.Container,
  r: Rect,
  headline: { text: string; colour: number },
  question: string,
  buttons: readonly BarButton[],
): Button[] {
  const g = scene.add.graphics();
  c.add(g);
  g.fillStyle(THEME.color.leatherDark, 0.92).fillRoundedRect(r.x, r.y, r.w, r.h, 12);
  g.fillStyle(headline.colour, 1).fillRoundedRect(r.x, r.y, 10, r.h, { tl: 12, bl: 12, tr: 0, br: 0 });
  c.add(
    text(scene, r.x + 24, r.y + 20, headline.text, {
      size: 18,
      bold: true,
      color: THEME.css.gold,
      origin: [0, 0.5],
    }),
  );
  c.add(
    text(scene, r.x + 24, r.y + 48, question, {
      size: 16,
      color: THEME.css.cream,
      origin: [0, 0.5],
      wrap: r.w - 48,
    }),
  );
  const out: Button[] = [];
  let x = r.x + 24;
  let y = r.y + 76 + H / 2;
  for (const b of buttons) {
    const w = widthFor(b.label);
    if (x + w > r.x + r.w - 16) {
      x = r.x + 24;
      y += H + GAP;
    }
    const made = button(scene, x + w / 2, y, b.label, b.press, {
      id: b.id,
      width: w,
      height: H,
      fontSize: 17,
      style: b.style ?? 'light',
      ...(b.key ? { key: b.key } : {}),
      ...(b.tip ? { tip: b.tip } : {}),
    });
    c.add(made);
    out.push(made);
    x += w + GAP;
  }
  return out;
}
