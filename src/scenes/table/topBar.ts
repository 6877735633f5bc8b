/** The top bar: era and round with progress pips, what is happening now, and the menu buttons. */
import Phaser from 'phaser';
import type { GameView } from '../../cards/engine';
import { t } from '../../i18n';
import { THEME } from '../../ui/theme';
import { button, text } from '../../ui/widgets';
import { matchLabels } from '../../ui/labelMatch';
import { BakedLayer, baked } from '../../ui/bake';
import { TOP, tableMode } from './layout';
import { eraNumeral, phaseText } from '../../ui/logText';

export { phaseText };

/** Width of the portrait bar's phase line, left of the players tab. */
export const PHASE_WRAP = 300;
/** Right end of the landscape strip's phase line (the players tab starts at 450). */
const SHORT_PHASE_RIGHT = 438;

/**
 * The top bar (two rows in the portrait column: era and menu buttons, then what happens now; one row in the landscape
 * strip, with the phase line wrapped beside the era).
 */
export class TopBar {
  private readonly era: Phaser.GameObjects.Text;
  private readonly pips: BakedLayer;
  private readonly phase: Phaser.GameObjects.Text;
  private readonly upright = tableMode() === 'portrait';
  /** A phone layout (upright or landscape): larger buttons, no round pips. */
  private readonly phone = tableMode() !== 'wide';

  constructor(scene: Phaser.Scene, actions: { rules: () => void; settings: () => void; menu: () => void }) {
    const g = scene.make.graphics({}, false);
    g.fillStyle(0x120c08, 0.82).fillRect(TOP.x, TOP.y, TOP.w, TOP.h);
    g.lineStyle(1.5, THEME.color.goldDark, 0.6).lineBetween(TOP.x, TOP.h, TOP.w, TOP.h);
    baked(scene, g);
    const row = this.phone ? 32 : TOP.h / 2;
    this.era = text(scene, this.phone ? 10 : 20, row - 1, '', {
      font: 'display',
      size: 22,
      bold: true,
      color: THEME.css.gold,
      origin: [0, 0.5],
      align: 'left',
    });
    this.pips = new BakedLayer(scene);
    this.phase = this.upright
      ? text(scene, 10, 100, '', {
          size: 16,
          bold: true,
          color: THEME.css.cream,
          origin: [0, 0.5],
          align: 'left',
          wrap: PHASE_WRAP,
        })
      : this.phone
        ? text(scene, 200, row, '', {
            size: 16,
            bold: true,
            color: THEME.css.cream,
            origin: [0, 0.5],
            align: 'left',
            wrap: 240,
          })
        : text(scene, 700, TOP.h / 2, '', { size: 19, bold: true, color: THEME.css.cream });
    const bw = this.upright ? 88 : this.phone ? 98 : 112;
    const h = this.phone ? 56 : 40;
    const gap = 12;
    // Settings is the longest word in most languages ("Einstellungen", "Impostazioni"); phones use a short one.
    const sw = this.upright ? 118 : this.phone ? 120 : 148;
    const x0 = TOP.x + TOP.w - (this.phone ? 8 : 16) - bw / 2;
    const menu = button(scene, x0, row, t('table.menu'), actions.menu, {
      id: 'table-menu',
      width: bw,
      height: h,
      fontSize: 17,
      tip: () => t('table.menuTip'),
    });
    const sx = x0 - bw / 2 - gap - sw / 2;
    const settings = button(
      scene,
      sx,
      row,
      t(this.phone ? 'table.settingsShort' : 'common.settings'),
      actions.settings,
      {
        id: 'table-settings',
        width: sw,
        height: h,
        fontSize: 17,
      },
    );
    const rules = button(scene, sx - sw / 2 - gap - bw / 2, row, t('setup.rules'), actions.rules, {
      id: 'table-rules',
      width: bw,
      height: h,
      fontSize: 17,
      tip: () => t('table.rulesTip'),
    });
    // The three labels in one size: the one the longest needed.
    matchLabels([rules, settings, menu]);
  }

  /** Shows the era, round and what happens now. */
  update(view: GameView, viewer: number, thinking: number): void {
    this.era.setText(t('table.eraRoundCaps', { era: eraNumeral(view.era), round: view.round }));
    this.phase.setText(phaseText(view, viewer, thinking));
    // On a phone the texts may shrink to the smallest text size (15 or 16 px), no further.
    const least = (o: Phaser.GameObjects.Text, min: number): number =>
      min / parseFloat(String(o.style.fontSize));
    if (this.upright) {
      // Room left of the three buttons; an era line too long even at the smallest size takes two lines.
      const room = 140;
      if (this.era.width * least(this.era, 15) > room)
        this.era.setText(t('table.eraRoundStacked', { era: eraNumeral(view.era), round: view.round }));
      const k = this.era.width > room ? Math.max(least(this.era, 15), room / this.era.width) : 1;
      this.era.setScale(k);
      const h = this.phase.height;
      this.phase.setScale(h > 60 ? Math.min(1, Math.max(least(this.phase, 15), 60 / h)) : 1);
      return;
    }
    if (this.phone) {
      // The era keeps at most 170 px; the phase line wraps in the room left before the players tab, in at most the
      // bar's height (large text shrinks, wrapping wider as it does).
      const k = this.era.width > 170 ? Math.max(least(this.era, 16), 170 / this.era.width) : 1;
      this.era.setScale(k);
      const x = this.era.x + this.era.width * k + 14;
      let p = 1;
      for (let i = 0; i < 3; i++) {
        this.phase.setX(x).setWordWrapWidth((SHORT_PHASE_RIGHT - x) / p);
        if (this.phase.height * p <= TOP.h - 4) break;
        p = Math.min(1, Math.max(least(this.phase, 16), (TOP.h - 4) / this.phase.height));
      }
      this.phase.setScale(p);
      return;
    }
    const x0 = this.era.x + this.era.width + 18;
    this.pips.draw((g) => {
      for (let i = 1; i <= 9; i++) {
        const x = x0 + (i - 1) * 15;
        const done = i < view.round || view.phase === 'over';
        const now = i === view.round && view.phase !== 'over';
        g.fillStyle(now ? THEME.color.gold : done ? THEME.color.goldDark : 0x4a3a2c, 1).fillCircle(
          x,
          TOP.h / 2,
          now ? 6 : 4.5,
        );
      }
    });
    const left = x0 + 150;
    const right = TOP.w - 40 - 112 * 3 - 20;
    if (this.phase.width > right - left) this.phase.setScale((right - left) / this.phase.width);
    else this.phase.setScale(1);
    this.phase.setX((left + right) / 2);
  }
}
