/** Placing a terrain card: the ghost and heatmap on the board, moved by pointer or arrows, locked, then confirmed. */
import type { EntityId, Pos } from '../../../cards/engine';
import { playSfx } from '../../../ui/sfx';
import { FINGER_CSS, nearestSpot } from '../../../ui/gesture';
import { cssScale } from '../../../ui/viewport';
import type { ActionSpec } from '../actionSpec';
import type { TableFocus } from '../compact';
import { Placement } from '../placement';
import { BaseMode } from './mode';
import type { BaseIntent, TurnContext } from './mode';
import { placeSpec } from './specs';
import { t } from '../../../i18n';

const ARROWS: Record<string, Pos> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** What placing needs from the take it belongs to. */
export interface PlaceOwner {
  cancel(): void;
  confirm(): void;
}

/** The place mode (a step of taking a terrain card). */
export class PlaceMode extends BaseMode {
  /** The ghost on the board. */
  readonly placement: Placement;

  constructor(
    ctx: TurnContext,
    private readonly card: EntityId,
    private readonly owner: PlaceOwner,
  ) {
    super(ctx);
    this.placement = new Placement(ctx.host.scene, ctx.host.board, ctx.view, ctx.seat, card);
    this.placement.onChange = () => ctx.showPanel();
  }

  spec(): ActionSpec {
    return placeSpec(
      this.card,
      this.placement.state(),
      { cancel: () => this.back(), confirm: () => this.owner.confirm() },
      this.ctx.hints,
    );
  }

  /** Back: releases a locked spot first, then puts the card back. */
  private back(): void {
    if (this.placement.locked) {
      this.placement.unlock();
      this.ctx.showPanel();
    } else this.owner.cancel();
  }

  signature(): unknown {
    return this.placement.state();
  }

  override focus(): TableFocus {
    return 'city';
  }

  keyDown(k: string): boolean {
    const p = this.placement;
    if (k.startsWith('Arrow')) {
      const m = ARROWS[k];
      if (m) p.nudge(m.x, m.y);
      return true;
    }
    if (k === 'Enter' || k === ' ') {
      if (p.locked) this.owner.confirm();
      else playSfx(this.ctx.host.scene, p.lock() ? 'click' : 'error');
      this.ctx.showPanel();
      return true;
    }
    if (k === 'Escape' && p.locked) {
      p.unlock();
      this.ctx.showPanel();
      return true;
    }
    return false;
  }

  override pointerMove(x: number, y: number): void {
    const b = this.ctx.host.board;
    if (this.placement.locked || !b.contains(x, y)) return;
    this.placement.moveTo(b.spotAt(x, y));
  }

  override pointerDown(x: number, y: number): void {
    // A tap picks the lit spot within a finger's reach (the nearest), else the card position under it.
    const reach = FINGER_CSS / Math.max(0.01, cssScale(this.ctx.host.scene));
    const lit = nearestSpot(this.placement.heatmap, x, y, reach);
    this.pickSpot(lit ? lit.at : this.ctx.host.board.spotAt(x, y));
  }

  /** Locks the ghost on a spot, or confirms it when it is already locked there. */
  private pickSpot(at: Pos): void {
    const p = this.placement;
    const lk = p.locked;
    if (lk && lk.x === at.x && lk.y === at.y) {
      this.owner.confirm();
      return;
    }
    p.moveTo(at);
    playSfx(this.ctx.host.scene, p.lock() ? 'click' : 'error');
    this.ctx.showPanel();
  }

  /** One intent per heatmap dot on the board; the label is the number the dot shows, the rank its score change. */
  override intents(): BaseIntent[] {
    return this.placement.heatmap.map((d) => ({
      id: `spot:${d.at.x},${d.at.y}`,
      label: t('turn.spotVp', { vp: d.shown }),
      x: d.x,
      y: d.y,
      w: d.r * 2,
      h: d.r * 2,
      rank: d.delta,
      activate: () => this.pickSpot(d.at),
    }));
  }

  override destroy(): void {
    this.placement.destroy();
  }
}
