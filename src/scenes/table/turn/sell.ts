/** Selling with the Auctioneer: a $-marked city card is picked (click or S), then sold with the confirm button or Enter. */
import type { EntityId } from '../../../cards/engine';
import { playSfx } from '../../../ui/sfx';
import type { ActionSpec } from '../actionSpec';
import { BaseMode } from './mode';
import type { BaseIntent } from './mode';
import { cycle, sellable, sellSpec, takeSpec } from './specs';
import { t } from '../../../i18n';

/** The sell mode: the take screen before a card is picked, with the sale marks on the city. */
export class SellMode extends BaseMode {
  private focused: EntityId | null = null;

  spec(): ActionSpec {
    const { view, seat, legal, hints } = this.ctx;
    if (this.focused !== null)
      return sellSpec(
        view,
        seat,
        this.focused,
        { cancel: () => this.pick(null), confirm: () => this.confirm() },
        hints,
      );
    return takeSpec(view, seat, legal, hints);
  }

  signature(): unknown {
    return this.focused;
  }

  /** Forgets the picked card (a card was picked from the offer). */
  reset(): void {
    this.focused = null;
  }

  override drawMarks(): void {
    this.ctx.marks.draw(sellable(this.ctx.legal), this.focused);
  }

  keyDown(k: string): boolean {
    if ((k === 'Enter' || k === ' ') && this.focused !== null) {
      this.confirm();
      return true;
    }
    if (k === 'Escape' && this.focused !== null) {
      this.pick(null);
      return true;
    }
    if (k === 's') {
      const sells = sellable(this.ctx.legal);
      if (sells.length === 0) return false;
      this.pick(cycle(sells, this.focused, 1) ?? null);
      return true;
    }
    return false;
  }

  override pointerDown(x: number, y: number): void {
    const b = this.ctx.host.board;
    const id = sellable(this.ctx.legal).find((c) => b.cardRect(c)?.contains(x, y));
    if (id !== undefined) this.pick(id);
  }

  override intents(): BaseIntent[] {
    const b = this.ctx.host.board;
    return sellable(this.ctx.legal).flatMap((id) => {
      const r = b.cardRect(id);
      return r
        ? [
            {
              id: `sell:${id}`,
              label: t('turn.pickToSell'),
              x: r.centerX,
              y: r.centerY,
              w: r.width,
              h: r.height,
              activate: () => this.pick(id),
            },
          ]
        : [];
    });
  }

  /** Picks a card to sell (or none); nothing is sold before the confirm. */
  private pick(card: EntityId | null): void {
    this.focused = card;
    if (card !== null) playSfx(this.ctx.host.scene, 'click');
    this.ctx.render();
  }

  private confirm(): void {
    const card = this.focused;
    if (card === null) return;
    this.focused = null;
    this.ctx.send({ type: 'sell', seat: this.ctx.seat, card });
  }
}
