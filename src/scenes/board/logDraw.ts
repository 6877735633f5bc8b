/** Draws the game log: the latest lines, newest last, each with its seat's colour, the last move marked. */
import Phaser from 'phaser';
import { THEME } from '../../ui/theme';
import { text } from '../../ui/widgets';
import type { Rect } from './hits';
import { borderColour, lineWidth } from '../../ui/contrast';

/** One line of the log: its words, the seat's colour (-1 for none), and whether it belongs to the last move. */
export interface LogLine {
  text: string;
  colour: number;
  last: boolean;
}

const LINE = 22;

/** Draws as many of the latest lines as fit into `r` (wrapped lines count double). */
export function drawLog(
  scene: Phaser.Scene,
  c: Phaser.GameObjects.Container,
  r: Rect,
  title: string,
  lines: readonly LogLine[],
  colourOf: (colour: number) => number,
): void {
  const g = scene.add.graphics();
  c.add(g);
  g.fillStyle(0xf3e6c8, 0.96).fillRoundedRect(r.x, r.y, r.w, r.h, 10);
  g.lineStyle(lineWidth(scene, 2), borderColour(scene, THEME.color.leather), 1).strokeRoundedRect(
    r.x,
    r.y,
    r.w,
    r.h,
    10,
  );
  c.add(text(scene, r.x + 14, r.y + 16, title, { size: 15, bold: true, origin: [0, 0.5] }));
  let y = r.y + r.h - 10;
  const top = r.y + 34;
  for (let i = lines.length - 1; i >= 0 && y > top; i--) {
    const l = lines[i];
    if (!l) continue;
    const t = text(scene, r.x + 28, y, l.text, {
      size: 13,
      bold: l.last,
      color: l.last ? THEME.css.ink : THEME.css.inkSoft,
      origin: [0, 1],
      wrap: r.w - 40,
    });
    if (t.y - t.height < top) {
      t.destroy();
      break;
    }
    c.add(t);
    if (l.colour >= 0) g.fillStyle(colourOf(l.colour), 1).fillCircle(r.x + 16, y - LINE / 2 + 2, 6);
    if (l.last)
      g.fillStyle(THEME.color.gold, 0.25).fillRect(r.x + 6, y - t.height - 2, r.w - 12, t.height + 4);
    y -= t.height + 4;
  }
}
