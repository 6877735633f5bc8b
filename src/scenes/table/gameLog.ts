/** The game log panel: newest line at the bottom and marked, seat names in their suit colour, bots' reasons in italics; the wheel scrolls. */
import Phaser from 'phaser';
import type { GameSetup } from '../../cards/engine';
import { suitGlyph } from '../../ui/cardFaces';
import { THEME, css } from '../../ui/theme';
import { panel, text } from '../../ui/widgets';
import { baked } from '../../ui/bake';
import { LOG } from './layout';
import { announceLog } from './logFeed';
import type { LogLine } from '../../ui/logText';
import { t } from '../../i18n';

const PAD = 14;
const TITLE_H = 30;

/** The log panel. */
export class GameLog {
  private readonly lines: LogLine[] = [];
  private readonly body: Phaser.GameObjects.Container;
  private readonly hint: Phaser.GameObjects.Text;
  /** Lines scrolled back from the newest. */
  private back = 0;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly setup: GameSetup,
  ) {
    panel(scene, LOG.x + LOG.w / 2, LOG.y + LOG.h / 2, LOG.w, LOG.h, { style: 'dark', radius: 14 }).setAlpha(
      0.9,
    );
    // 15: 12 CSS px in a 1280x720 window.
    text(scene, LOG.x + PAD, LOG.y + 16, t('table.gameLog'), {
      size: THEME.size.tiny,
      bold: true,
      color: THEME.css.muted,
      origin: [0, 0.5],
    });
    this.hint = text(scene, LOG.x + LOG.w - PAD, LOG.y + 16, '', {
      size: THEME.size.tiny,
      color: THEME.css.muted,
      origin: [1, 0.5],
    });
    this.body = scene.add.container(0, 0);
    const zone = scene.add.zone(LOG.x + LOG.w / 2, LOG.y + LOG.h / 2, LOG.w, LOG.h).setInteractive();
    zone.on(Phaser.Input.Events.GAMEOBJECT_WHEEL, (_p: Phaser.Input.Pointer, _dx: number, dy: number) => {
      this.scroll(dy > 0 ? -2 : 2);
    });
  }

  /** How many lines were logged so far. */
  get count(): number {
    return this.lines.length;
  }

  /** All lines so far, oldest first, as plain text (for the test hook). */
  plain(): string[] {
    return this.lines.map((l) => (l.reason ? `${l.text} (${l.reason})` : l.text));
  }

  /** Appends lines and shows the newest; a resumed game's history is announced as a summary. */
  add(lines: readonly LogLine[], history = false): void {
    if (lines.length === 0) return;
    this.lines.push(...lines);
    announceLog(lines, history);
    this.back = 0;
    this.draw();
  }

  /** Scrolls by a number of lines (positive = older). */
  scroll(n: number): void {
    this.back = Math.max(0, Math.min(this.lines.length - 1, this.back + n));
    this.draw();
  }

  private draw(): void {
    const s = this.scene;
    this.body.removeAll(true);
    const wrap = LOG.w - PAD * 2 - 26;
    const bottom = LOG.y + LOG.h - PAD;
    let y = bottom;
    const end = this.lines.length - this.back;
    for (let i = end - 1; i >= 0; i--) {
      const line = this.lines[i] as LogLine;
      const newest = i === this.lines.length - 1;
      const parts: Phaser.GameObjects.GameObject[] = [];
      const seat = this.setup.seats[line.seat];
      const color = line.heading ? THEME.css.gold : newest ? THEME.css.cream : '#cdb996';
      const row = text(s, LOG.x + PAD + 26, 0, line.text, {
        size: line.heading ? 16 : 15,
        bold: line.heading || newest,
        font: line.heading ? 'display' : 'body',
        color,
        wrap,
        align: 'left',
        origin: [0, 0],
      });
      parts.push(row);
      let h = row.height;
      if (line.reason) {
        const r = text(s, LOG.x + PAD + 40, h + 2, `“${line.reason}”`, {
          size: THEME.size.tiny,
          italic: true,
          color: THEME.css.muted,
          wrap: wrap - 14,
          align: 'left',
          origin: [0, 0],
        });
        parts.push(r);
        h += r.height + 2;
      }
      y -= h + 6;
      if (y < LOG.y + TITLE_H) {
        for (const p of parts) p.destroy();
        break;
      }
      for (const p of parts) (p as Phaser.GameObjects.Text).y += y;
      if (seat) parts.push(suitGlyph(s, seat.suit, 18).setPosition(LOG.x + PAD + 9, y + 10));
      else if (line.heading) {
        const g = s.make.graphics({}, false);
        g.lineStyle(1, THEME.color.goldDark, 0.7).lineBetween(LOG.x + PAD, y - 3, LOG.x + LOG.w - PAD, y - 3);
        parts.push(baked(s, g));
      }
      if (newest) {
        const g = s.make.graphics({}, false);
        g.fillStyle(THEME.color.gold, 0.14).fillRoundedRect(LOG.x + 6, y - 3, LOG.w - 12, h + 6, 6);
        g.fillStyle(THEME.color.gold, 1).fillTriangle(
          LOG.x + 7,
          y + 4,
          LOG.x + 7,
          y + 16,
          LOG.x + 13,
          y + 10,
        );
        this.body.add(baked(s, g));
      }
      this.body.add(parts);
    }
    this.hint.setText(
      this.back > 0
        ? t('table.newerBelow', { count: this.back })
        : this.lines.length > 8
          ? t('table.scrollOlder')
          : '',
    );
    this.hint.setColor(css(THEME.color.sandDark));
  }
}
