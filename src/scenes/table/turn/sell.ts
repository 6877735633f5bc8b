/** Selling with the Auctioneer: $-marked city cards, clicked or cycled with S and sold with Enter. */
import type { EntityId } from '../../../engine';
import type { ActionSpec } from '../actionSpec';
import { BaseMode } from './mode';
import type { BaseIntent } from './mode';
import { cycle, sellable, takeSpec } from './specs';

/** The sell mode: the take screen before a card is picked, with the sale marks on the city. */
export class SellMode extends BaseMode {
  private focused: EntityId | null = null;

  spec(): ActionSpec {
    return takeSpec(this.ctx.view, this.ctx.seat, this.ctx.legal);
  }

  signature(): unknown {
    return null;
  }

  /** Forgets the focused card (a card was picked from the offer). */
  reset(): void {
    this.focused = null;
  }

  override drawMarks(): void {
    this.ctx.marks.draw(sellable(this.ctx.legal), this.focused);
  }

  keyDown(k: string): boolean {
    if ((k === 'Enter' || k === ' ') && this.focused !== null) {
      this.sell(this.focused);
      return true;
    }
    if (k === 'Escape') {
      this.focused = null;
      this.drawMarks();
      return true;
    }
    if (k === 's') {
      const sells = sellable(this.ctx.legal);
      if (sells.length === 0) return false;
      this.focused = cycle(sells, this.focused, 1) ?? null;
      this.drawMarks();
      return true;
    }
    return false;
  }

  override pointerDown(x: number, y: number): void {
    const b = this.ctx.host.board;
    const id = sellable(this.ctx.legal).find((c) => b.cardRect(c)?.contains(x, y));
    if (id !== undefined) this.sell(id);
  }

  override intents(): BaseIntent[] {
    const b = this.ctx.host.board;
    return sellable(this.ctx.legal).flatMap((id) => {
      const r = b.cardRect(id);
      return r
        ? [
            {
              id: `sell:${id}`,
              label: 'Sell (Auctioneer)',
              x: r.centerX,
              y: r.centerY,
              activate: () => this.sell(id),
            },
          ]
        : [];
    });
  }

  private sell(card: EntityId): void {
    this.ctx.send({ type: 'sell', seat: this.ctx.seat, card });
  }
}
