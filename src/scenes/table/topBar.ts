/** The top bar: era and round with progress pips, what is happening now, and the menu buttons. */
import Phaser from 'phaser';
import type { GameView } from '../../engine';
import { THEME } from '../../ui/theme';
import { button, text } from '../../ui/widgets';
import { TOP } from './layout';
import { abilityName, eraNumeral, personCount } from './logText';

/** What the banner says for a view (and who is thinking). */
export function phaseText(view: GameView, viewer: number, thinking: number): string {
  const solo = personCount(view.setup) <= 1;
  const name = (i: number): string =>
    solo && i === viewer && view.setup.seats[i]?.kind === 'real' ? 'You' : (view.setup.seats[i]?.name ?? '');
  const think = thinking >= 0 ? ` · ${view.setup.seats[thinking]?.name ?? ''} is thinking…` : '';
  switch (view.phase) {
    case 'before':
      if (view.pendingTake >= 0)
        return `${name(view.pendingTake)}: take a card now (${view.pendingReason === 'governor' ? 'Governor' : 'Lawyer'})${think}`;
      return view.prompt
        ? `Before the bids: ${name(view.prompt.seat)} may use the ${abilityName(view.prompt.ability)}${think}`
        : `Before the bids${think}`;
    case 'bidding':
      return `Auction: everyone picks a bid in secret${think}`;
    case 'after':
      return view.prompt
        ? `Bids are up: ${name(view.prompt.seat)} may use the ${abilityName(view.prompt.ability)}${think}`
        : `Bids are up${think}`;
    case 'taking': {
      const n = view.takeOrder.length;
      const who = view.taker >= 0 ? name(view.taker) : '';
      return `Taking cards: ${who}${who === 'You' ? ' choose' : ' chooses'} (${Math.min(n, view.takeIndex + 1)} of ${n})${think}`;
    }
    case 'paperboy':
      return `End of the game: the Paperboy may add a character${think}`;
    case 'over':
      return 'Game over';
  }
}

/** The top bar. */
export class TopBar {
  private readonly era: Phaser.GameObjects.Text;
  private readonly pips: Phaser.GameObjects.Graphics;
  private readonly phase: Phaser.GameObjects.Text;

  constructor(scene: Phaser.Scene, actions: { rules: () => void; settings: () => void; menu: () => void }) {
    const g = scene.add.graphics();
    g.fillStyle(0x120c08, 0.82).fillRect(TOP.x, TOP.y, TOP.w, TOP.h);
    g.lineStyle(1.5, THEME.color.goldDark, 0.6).lineBetween(TOP.x, TOP.h, TOP.w, TOP.h);
    this.era = text(scene, 20, TOP.h / 2 - 1, '', {
      font: 'display',
      size: 22,
      bold: true,
      color: THEME.css.gold,
      origin: [0, 0.5],
    });
    this.pips = scene.add.graphics();
    this.phase = text(scene, 700, TOP.h / 2, '', { size: 19, bold: true, color: THEME.css.cream });
    const y = TOP.h / 2;
    const bw = 112;
    button(scene, TOP.w - 16 - bw / 2, y, 'Menu', actions.menu, {
      id: 'table-menu',
      width: bw,
      height: 40,
      fontSize: 17,
      tip: () => 'Back to the title\nThe game stays open: Continue resumes it.',
    });
    button(scene, TOP.w - 28 - bw * 1.5, y, 'Settings', actions.settings, {
      id: 'table-settings',
      width: bw,
      height: 40,
      fontSize: 17,
    });
    button(scene, TOP.w - 40 - bw * 2.5, y, 'Rules', actions.rules, {
      id: 'table-rules',
      width: bw,
      height: 40,
      fontSize: 17,
      tip: () => 'How to play (F1)',
    });
  }

  /** Shows the era, round and what happens now. */
  update(view: GameView, viewer: number, thinking: number): void {
    this.era.setText(`ERA ${eraNumeral(view.era)} · ROUND ${view.round}`);
    const g = this.pips.clear();
    const x0 = this.era.x + this.era.width + 18;
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
    this.phase.setText(phaseText(view, viewer, thinking));
    const left = x0 + 150;
    const right = TOP.w - 40 - 112 * 3 - 20;
    if (this.phase.width > right - left) this.phase.setScale((right - left) / this.phase.width);
    else this.phase.setScale(1);
    this.phase.setX((left + right) / 2);
  }
}
