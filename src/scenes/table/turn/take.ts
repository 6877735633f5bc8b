/** Taking from the offer: pick a card (click or Tab), confirm a character, place a terrain card, or take and discard it. */
import { characterDef, isCharacter, isTerrain } from '../../../cards/engine';
import type { EntityId, Pos } from '../../../cards/engine';
import { playSfx } from '../../../ui/sfx';
import type { ActionSpec } from '../actionSpec';
import type { TableFocus } from '../compact';
import { BaseMode } from './mode';
import type { BaseIntent, Ghost, TurnContext, TurnMode } from './mode';
import { PlaceMode } from './place';
import { SellMode } from './sell';
import { characterSpec, cycle, discardSpec, hasSpots, takeCards } from './specs';
import { t } from '../../../i18n';
import { characterName } from '../../../i18n/names';

/** The take mode; placing and selling are its steps. */
export class TakeMode extends BaseMode {
  private picked: EntityId | null = null;
  private place: PlaceMode | null = null;
  private discardAsk = false;
  /** True while a placed card's ghost settles before its take is sent. */
  private settling = false;
  private readonly sell: SellMode;

  constructor(ctx: TurnContext) {
    super(ctx);
    this.sell = new SellMode(ctx);
  }

  /** The step that gets keys, pointer and intents first: placing, or selling before a card is picked. */
  private step(): TurnMode | null {
    return this.place ?? (this.picked === null ? this.sell : null);
  }

  spec(): ActionSpec {
    const card = this.picked;
    const on = { cancel: () => this.cancel(), confirm: () => this.confirm() };
    if (card !== null && isCharacter(card)) return characterSpec(card, on, this.ctx.hints);
    if (card !== null && this.discardAsk) return discardSpec(card, on);
    if (card !== null && this.place) return this.place.spec();
    return this.sell.spec();
  }

  signature(): unknown {
    return [this.picked, this.discardAsk, this.place?.signature() ?? null, this.sell.signature()];
  }

  override ghost(): Ghost | null {
    if (this.picked === null) return null;
    const p = this.place?.placement;
    if (!p) return { card: this.picked, at: null, locked: false };
    return { card: this.picked, at: { ...(p.locked ?? p.ghostAt) }, locked: p.locked !== null };
  }

  override putGhost(at: Pos, locked: boolean): void {
    const p = this.place?.placement;
    if (!p) return;
    p.moveTo(at);
    if (locked) p.lock();
    this.ctx.showPanel();
  }

  override focus(): TableFocus {
    return this.place ? 'city' : 'play';
  }

  override selectable(): EntityId[] {
    return takeCards(this.ctx.view, this.ctx.legal);
  }

  override selected(): EntityId | null {
    return this.picked;
  }

  override drawMarks(): void {
    if (this.picked === null) this.sell.drawMarks();
    else this.ctx.marks.draw([], null);
  }

  /** Picks an offer card to take (selects it; terrain starts the ghost, a card without room asks first). */
  override select(card: EntityId): void {
    if (!this.selectable().includes(card)) return;
    if (this.picked === card && isCharacter(card)) return;
    this.place?.destroy();
    this.place = null;
    this.discardAsk = false;
    this.sell.reset();
    this.picked = card;
    this.ctx.host.ownBoard();
    if (isTerrain(card)) {
      if (hasSpots(this.ctx.legal, card)) this.place = new PlaceMode(this.ctx, card, this);
      else this.discardAsk = true;
    }
    playSfx(this.ctx.host.scene, 'click');
    this.ctx.render();
  }

  /** Puts the picked card back. */
  cancel(): void {
    this.place?.destroy();
    this.place = null;
    this.picked = null;
    this.discardAsk = false;
    this.ctx.render();
  }

  /** Takes the picked card (placed where its ghost is locked). */
  confirm(): void {
    const card = this.picked;
    if (card === null || this.settling) return;
    const seat = this.ctx.seat;
    if (this.place) {
      const p = this.place.placement;
      // Place works on the spot the ghost shows: it is locked here if it was not yet.
      const at = p.locked ?? (p.lock() ? p.locked : null);
      if (!at) {
        playSfx(this.ctx.host.scene, 'error');
        return;
      }
      this.place = null;
      // The card is on its way: a second confirm while the ghost settles must not send a take without a place.
      this.settling = true;
      void p.settle().then(() => {
        this.settling = false;
        this.ctx.host.placedByGhost(card);
        this.ctx.send({ type: 'take', seat, card, at });
        p.destroy();
      });
      return;
    }
    this.ctx.send({ type: 'take', seat, card });
  }

  keyDown(k: string, shift: boolean): boolean {
    if (k === 'Tab') {
      const next = cycle(this.selectable(), this.picked, shift ? -1 : 1);
      if (next !== undefined) this.select(next);
      return true;
    }
    if (this.step()?.keyDown(k, shift)) return true;
    if (k === 'Enter' || k === ' ') {
      const first = this.selectable()[0];
      if (this.picked !== null) this.confirm();
      else if (first !== undefined) this.select(first);
      return true;
    }
    if (k === 'Escape') {
      if (this.picked !== null) this.cancel();
      this.drawMarks();
      return true;
    }
    return false;
  }

  override pointerMove(x: number, y: number): void {
    this.place?.pointerMove(x, y);
  }

  override pointerDown(x: number, y: number): void {
    if (this.ctx.host.board.contains(x, y)) this.step()?.pointerDown(x, y);
  }

  override intents(): BaseIntent[] {
    const out: BaseIntent[] = [];
    for (const id of this.selectable()) {
      const c = this.ctx.host.offer.centreOf(id);
      const size = this.ctx.host.offer.sizeOf(id);
      if (c)
        out.push({
          id: `offer:${id}`,
          label: isCharacter(id) ? characterName(characterDef(id).name) : t('turn.terrain', { id }),
          x: c.x,
          y: c.y,
          ...size,
          activate: () => this.select(id),
        });
    }
    return [...out, ...(this.step()?.intents() ?? [])];
  }

  override presented(): void {
    this.settling = false;
  }

  override destroy(): void {
    this.place?.destroy();
    this.place = null;
  }
}
