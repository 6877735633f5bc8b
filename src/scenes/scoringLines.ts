/** The score sheet's 13 lines: stripes, numbered labels, each real seat's (still empty) figures and the virtual seats' boxes. */
import type Phaser from 'phaser';
import { virtualCards } from '../app/scoreExplain';
import { LINE_KEYS } from '../cards/engine';
import type { SeatBreakdown, TakenCard } from '../cards/engine';
import { scoreLine } from '../ui/texts';
import { THEME } from '../ui/theme';
import { attachTooltip, text } from '../ui/widgets';
import { takenCardText, virtualHeading } from './scoreExplainText';
import type { Column } from './scoringColumns';
import type { SheetGeometry } from './scoringLayout';
import type { SheetRows } from './sheetRows';

/** Where the seats' columns are. */
export interface Columns {
  colX: (seat: number) => number;
  colW: number;
}

/** Shades every other line (under the sheet's rules and the winner's highlight). */
export function drawStripes(scene: Phaser.Scene, G: SheetGeometry, rows: SheetRows): void {
  const { sheet: SHEET, rowY0: ROW_Y0, rowH: ROW_H } = G;
  const stripes = rows.adopt(scene.add.graphics());
  LINE_KEYS.forEach((_, r) => {
    if (r % 2 === 0)
      stripes
        .fillStyle(THEME.color.sandDark, 0.28)
        .fillRect(SHEET.x + 24, ROW_Y0 + r * ROW_H - ROW_H / 2, SHEET.w - 48, ROW_H);
  });
}

/** Draws the lines' labels and figures (they scroll on phones); returns each seat's figures, line by line. */
export function drawLines(
  scene: Phaser.Scene,
  G: SheetGeometry,
  cols: readonly Column[],
  explained: readonly SeatBreakdown[],
  at: Columns,
  rows: SheetRows,
): Phaser.GameObjects.Text[][] {
  const { rowY0: ROW_Y0, rowH: ROW_H } = G;
  LINE_KEYS.forEach((k, r) => {
    const label = rows.adopt(
      text(scene, G.labelX, ROW_Y0 + r * ROW_H + G.labelDy, `${r + 1}. ${scoreLine(k).label}`, {
        size: G.labelSize,
        origin: [0, 0.5],
        align: 'left',
        // Beside the figures on a phone in landscape, a long label takes two lines.
        ...(G.labelW > 0 && G.rows ? { wrap: G.labelW - 24 } : {}),
      }),
    );
    // A tooltip would show under the scrolling lines; there the explanation of a figure says the same.
    if (!G.rows) attachTooltip(label, () => `${scoreLine(k).label}\n${scoreLine(k).tip}`);
  });
  return cols.map((c, i) => {
    const x = at.colX(i);
    if (!c.sheet) {
      const top = ROW_Y0 - ROW_H / 2 + 6;
      const h = LINE_KEYS.length * ROW_H - 12;
      const box = rows.adopt(scene.add.graphics());
      box
        .fillStyle(THEME.color.sandLight, 0.85)
        .fillRoundedRect(x - at.colW / 2 + 10, top, at.colW - 20, h, 12);
      box
        .lineStyle(1.5, THEME.color.sandDark, 1)
        .strokeRoundedRect(x - at.colW / 2 + 10, top, at.colW - 20, h, 12);
      const taken = explained[i] ? virtualCards(explained[i]) : [];
      for (const t of virtualCardList(scene, taken, c.total, { x, top, w: at.colW - 20, h }, G.narrow))
        rows.adopt(t);
    }
    return LINE_KEYS.map((_, r) =>
      rows.adopt(
        text(scene, x, ROW_Y0 + r * ROW_H + G.cellDy, '', { font: 'figure', size: G.cellSize, bold: true }),
      ),
    );
  });
}

/**
 * A virtual seat's column: the cards it took, highest appeal first, each with its appeal (RULES 5). A narrow column
 * (a phone held upright) wraps the heading and lists the appeals alone, at a readable size.
 */
export function virtualCardList(
  scene: Phaser.Scene,
  cards: readonly TakenCard[],
  total: number,
  box: { x: number; top: number; w: number; h: number },
  narrow = false,
): Phaser.GameObjects.Text[] {
  const { x, top, w, h } = box;
  // Narrow, a wrapped heading would break its words: the count stands alone on its own two lines.
  const head = text(scene, x, top + 8, virtualHeading(cards.length, total, narrow), {
    size: 16,
    bold: true,
    color: THEME.css.inkSoft,
    origin: [0.5, 0],
  });
  if (head.width > w - 12) head.setScale((w - 12) / head.width);
  const bodyTop = top + 14 + head.height * head.scaleY;
  const body = narrow
    ? text(scene, x, bodyTop, cards.map((c) => String(c.appeal)).join('  '), {
        size: 16,
        bold: true,
        color: THEME.css.ink,
        origin: [0.5, 0],
        lineSpacing: 6,
        wrap: w - 12,
      })
    : text(scene, x, bodyTop, cards.map((c) => takenCardText(c.id, c.appeal)).join('\n'), {
        size: 15,
        color: THEME.css.ink,
        origin: [0.5, 0],
        lineSpacing: 2,
      });
  const room = top + h - 6 - bodyTop;
  if (body.height > room) body.setScale(room / body.height);
  if (body.width * body.scaleX > w - 12) body.setScale(Math.min(body.scaleX, (w - 12) / body.width));
  return [head, body];
}
