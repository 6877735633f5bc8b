/** Bidding: pick a card of the hand (click, digit, arrows) and confirm it. */
import type { EntityId } from '../../../cards/engine';
import { playSfx } from '../../../ui/sfx';
import type { ActionSpec } from '../actionSpec';
import { BidLens } from '../bidLens';
import { BaseMode } from './mode';
import type { TurnContext } from './mode';
import { bidHand, bidKey, bidSpec } from './specs';

/** The bid mode. */
export class BidMode extends BaseMode {
  private picked: EntityId | null = null;
  private readonly lens: BidLens;

  constructor(ctx: TurnContext) {
    super(ctx);
    this.lens = new BidLens(ctx.host.scene, ctx.view, ctx.seat);
  }

  spec(): ActionSpec {
    const { view, seat, legal } = this.ctx;
    return bidSpec(
      view,
      seat,
      legal,
      this.picked,
      {
        pick: (id) => this.pick(id),
        confirm: () => this.confirm(),
      },
      this.ctx.hints,
    );
  }

  signature(): unknown {
    return this.picked;
  }

  keyDown(k: string): boolean {
    const r = bidKey(bidHand(this.ctx.legal), this.picked, k);
    if (!r) return false;
    if ('pick' in r) this.pick(r.pick);
    else if ('confirm' in r) this.confirm();
    else if ('error' in r) playSfx(this.ctx.host.scene, 'error');
    return true;
  }

  override destroy(): void {
    this.lens.destroy();
  }

  private pick(id: EntityId): void {
    this.picked = id;
    playSfx(this.ctx.host.scene, 'click');
    this.ctx.render();
  }

  private confirm(): void {
    if (this.picked === null) {
      playSfx(this.ctx.host.scene, 'error');
      return;
    }
    this.ctx.send({ type: 'bid', seat: this.ctx.seat, card: this.picked });
  }
}
