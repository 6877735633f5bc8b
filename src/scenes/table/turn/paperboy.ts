/** The Paperboy: pick one character nobody took (a tap only shows it), then add it with the confirm button; or none. */
import type { EntityId } from '../../../cards/engine';
import { playSfx } from '../../../ui/sfx';
import type { ActionSpec } from '../actionSpec';
import { paperboyNotes } from '../../scoreExplainText';
import { BaseMode } from './mode';
import { cycle, paperboyCards, paperboySpec } from './specs';

/** The Paperboy mode. */
export class PaperboyMode extends BaseMode {
  private focused: EntityId | null = null;

  spec(): ActionSpec {
    const spec = paperboySpec(
      this.ctx.legal,
      this.focused,
      { focus: (card) => this.choose(card), confirm: (card) => this.pick(card) },
      this.ctx.hints,
    );
    if (spec.kind !== 'pick') return spec;
    return { ...spec, notes: paperboyNotes(this.ctx.view, this.ctx.seat, spec.cards) };
  }

  signature(): unknown {
    return this.focused;
  }

  keyDown(k: string, shift: boolean): boolean {
    if (k === 'Tab' || k === 'ArrowRight' || k === 'ArrowLeft') {
      this.choose(
        cycle(paperboyCards(this.ctx.legal), this.focused, k === 'ArrowLeft' || shift ? -1 : 1) ?? null,
      );
      return true;
    }
    if (k === 'Enter' && this.focused !== null) {
      this.pick(this.focused);
      return true;
    }
    if (k === 'Escape' && this.focused !== null) {
      this.choose(null);
      return true;
    }
    if (k === 'n') return this.ctx.host.panel.press('paperboy:none');
    return false;
  }

  private choose(card: EntityId | null): void {
    this.focused = card;
    if (card !== null) playSfx(this.ctx.host.scene, 'click');
    this.ctx.render();
  }

  private pick(card: EntityId | null): void {
    this.ctx.send({ type: 'paperboy', seat: this.ctx.seat, card });
  }
}
