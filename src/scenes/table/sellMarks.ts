/** The Auctioneer's sale marks: a gold frame and a "$ Sell" coin on each city card that may be sold now. */
import type Phaser from 'phaser';
import type { EntityId } from '../../cards/engine';
import { BakedLayer, baked } from '../../ui/bake';
import { THEME } from '../../ui/theme';
import { text } from '../../ui/widgets';
import type { CityBoard } from './cityBoard';
import { t as tr } from '../../i18n';

/** Marks on the board for sellable cards. */
export class SellMarks {
  private readonly marks: BakedLayer;
  private readonly tags: Phaser.GameObjects.Container;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly board: CityBoard,
  ) {
    this.marks = new BakedLayer(scene);
    this.marks.image.setDepth(40);
    this.tags = scene.add.container(0, 0).setDepth(41);
  }

  /** Marks these cards (the focused one brighter); an empty list clears the marks. */
  draw(cards: readonly EntityId[], focus: EntityId | null): void {
    this.tags.removeAll(true);
    this.marks.draw((g) => this.frames(g, cards, focus));
    for (const id of cards) {
      const r = this.board.cardRect(id);
      if (!r) continue;
      const coin = this.scene.make.graphics({}, false);
      coin.fillStyle(0x000000, 0.35).fillCircle(0, 2, 17);
      coin.fillStyle(THEME.color.goldDark, 1).fillCircle(0, 0, 17);
      coin.fillStyle(THEME.color.gold, 1).fillCircle(0, 0, 14);
      const t = text(this.scene, 0, 1, '$', { font: 'figure', size: 20, bold: true, color: THEME.css.ink });
      const label = text(this.scene, 0, 28, tr('table.sell'), {
        size: 14,
        bold: true,
        color: THEME.css.cream,
        stroke: { color: '#1b120c', width: 4 },
      });
      this.tags.add(this.scene.add.container(r.centerX, r.centerY - 6, [baked(this.scene, coin), t, label]));
    }
  }

  /** The gold frames of the sellable cards (the focused one brighter). */
  private frames(g: Phaser.GameObjects.Graphics, cards: readonly EntityId[], focus: EntityId | null): void {
    for (const id of cards) {
      const r = this.board.cardRect(id);
      if (!r) continue;
      const on = focus === id;
      g.fillStyle(THEME.color.gold, on ? 0.3 : 0.14).fillRoundedRect(
        r.x + 2,
        r.y + 2,
        r.width - 4,
        r.height - 4,
        8,
      );
      g.lineStyle(on ? 5 : 3, THEME.color.gold, 1).strokeRoundedRect(
        r.x + 2,
        r.y + 2,
        r.width - 4,
        r.height - 4,
        8,
      );
    }
  }
}
