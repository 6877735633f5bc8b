/** The bar under the board: the question of the decision at hand and a button per answer, with Confirm, Cancel and Undo. */
import Phaser from 'phaser';
import { THEME } from '../../ui/theme';
import { button, fitWidth, text } from '../../ui/widgets';
import type { Button, ButtonStyle } from '../../ui/widgets';
import type { Rect } from './hits';
import { uiOf } from '../../ui/uiOf';

/** One button of the bar. */
export interface BarButton {
  id: string;
  label: string;
  style?: ButtonStyle;
  key?: string;
  tip?: () => string;
  press: () => void;
}

/** Where the bar goes: its panel, the question's line, and the rects of n buttons. */
export interface BarPlace {
  prompt: Rect;
  question: Rect;
  buttons(n: number): Rect[];
  /** The question wraps onto a second line instead of shrinking (a phone's bar). */
  wrapQuestion?: boolean;
}

/** Draws the bar into `c`: the question, then the buttons left to right; returns the buttons. */
export function drawBar(
  scene: Phaser.Scene,
  c: Phaser.GameObjects.Container,
  at: BarPlace,
  colour: number,
  question: string,
  buttons: readonly BarButton[],
): Button[] {
  const r = at.prompt;
  const g = scene.add.graphics();
  c.add(g);
  g.fillStyle(THEME.color.leatherDark, 0.94).fillRoundedRect(r.x, r.y, r.w, r.h, 12);
  g.fillStyle(colour, 1).fillRoundedRect(r.x, r.y, 10, r.h, { tl: 12, bl: 12, tr: 0, br: 0 });
  const q = at.question;
  const say = (size: number): Phaser.GameObjects.Text =>
    text(scene, q.x + 12, q.y + q.h / 2, question, { size, color: THEME.css.cream, origin: [0, 0.5] });
  let line = say(17);
  if (at.wrapQuestion) {
    line.setWordWrapWidth(q.w - 16, true);
    // A long question takes a smaller size on three lines before it is shrunk on one.
    if (line.height > q.h) {
      // The larger try is not in the container: left alone it would stay on screen through every redraw.
      line.destroy();
      line = say(15).setWordWrapWidth(q.w - 16, true);
    }
    // Still too tall (large text): the lines shrink to the bar's height, never under their size at 100%.
    if (line.height > q.h) line.setScale(Math.max(q.h / line.height, 1 / uiOf(scene).settings.textScale()));
  } else fitWidth(line, q.w - 16);
  c.add(line);
  const rects = at.buttons(buttons.length);
  return buttons.slice(0, rects.length).map((b, i) => {
    const p = rects[i] as Rect;
    const made = button(scene, p.x + p.w / 2, p.y + p.h / 2, b.label, b.press, {
      id: b.id,
      width: p.w,
      height: Math.min(56, p.h),
      fontSize: 16,
      style: b.style ?? 'light',
      ...(b.key ? { key: b.key } : {}),
      ...(b.tip ? { tip: b.tip } : {}),
    });
    c.add(made);
    return made;
  });
}
