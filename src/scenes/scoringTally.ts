/**
 * The scoring sheet's count-up: line by line with a moving band, virtual appeal counted last; skippable. On a phone
 * the lines scroll along with the band unless the player has dragged them.
 */
import Phaser from 'phaser';
import { LINE_KEYS } from '../cards/engine';
import { playSfx } from '../ui/sfx';
import { appOf } from './appOf';
import { THEME, css } from '../ui/theme';
import type { Column } from './scoringColumns';
import type { SheetGeometry } from './scoringLayout';
import type { SheetRows } from './sheetRows';

/** Fills the sheet's cells and totals line by line, then calls done; setSkip receives the finish-at-once callback. */
export function tallySheet(
  scene: Phaser.Scene,
  geo: SheetGeometry,
  cols: Column[],
  cells: Phaser.GameObjects.Text[][],
  totals: Phaser.GameObjects.Text[],
  highlight: Phaser.GameObjects.Graphics,
  rows: SheetRows,
  done: () => void,
  setSkip: (skip: (() => void) | null) => void,
): void {
  const running = cols.map(() => 0);
  const setRow = (r: number): void => {
    const k = LINE_KEYS[r];
    if (!k) return;
    cols.forEach((c, i) => {
      if (!c.sheet) return;
      const v = c.sheet.lines[k];
      running[i] = (running[i] ?? 0) + v;
      cells[i]?.[r]
        ?.setText(v === 0 ? '–' : String(v))
        .setColor(v < 0 ? css(THEME.color.bad) : v === 0 ? THEME.css.muted : THEME.css.ink);
      totals[i]?.setText(String(running[i]));
    });
  };
  const finish = (): void => {
    scene.time.removeAllEvents();
    highlight.clear();
    running.fill(0);
    cols.forEach((_, i) => cells[i]?.forEach((t) => t.setText('')));
    LINE_KEYS.forEach((_, r) => setRow(r));
    cols.forEach((c, i) => totals[i]?.setText(String(c.total)));
    done();
  };
  setSkip(finish);
  const step = appOf(scene).settings.animMs(420);
  if (step <= 0) {
    finish();
    return;
  }
  const { sheet: SHEET, rowY0: ROW_Y0, rowH: ROW_H } = geo;
  const band = rows.adopt(scene.add.graphics());
  LINE_KEYS.forEach((_, r) => {
    scene.time.delayedCall(300 + r * step, () => {
      const top = ROW_Y0 + r * ROW_H - ROW_H / 2;
      if (!rows.dragged()) rows.reveal(top, top + ROW_H);
      band
        .clear()
        .fillStyle(THEME.color.gold, 0.28)
        .fillRoundedRect(SHEET.x + 20, ROW_Y0 + r * ROW_H - ROW_H / 2, SHEET.w - 40, ROW_H, 6);
      setRow(r);
      cells.forEach((col) => {
        const t = col[r];
        if (t && t.text)
          scene.tweens.add({
            targets: t,
            scale: { from: 1.35, to: 1 },
            duration: Math.min(260, step),
            ease: 'Back.easeOut',
          });
      });
      if (cols.some((c) => c.sheet && c.sheet.lines[LINE_KEYS[r] ?? 'ranches'] !== 0))
        playSfx(scene, 'score');
    });
  });
  const end = 300 + LINE_KEYS.length * step;
  scene.time.delayedCall(end, () => {
    band.clear();
    cols.forEach((c, i) => {
      if (c.sheet) return;
      const t = totals[i];
      if (!t) return;
      scene.tweens.addCounter({
        from: 0,
        to: c.total,
        duration: step * 2,
        ease: 'Cubic.easeOut',
        onUpdate: (tw) => t.setText(String(Math.round(tw.getValue() ?? 0))),
      });
    });
  });
  scene.time.delayedCall(end + step * 2 + 200, () => {
    setSkip(null);
    cols.forEach((c, i) => totals[i]?.setText(String(c.total)));
    band.destroy();
    done();
  });
}
