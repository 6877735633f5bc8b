/** The Paperboy: add one character nobody took, or none. */
import type { EntityId } from '../../../engine';
import type { ActionSpec } from '../actionSpec';
import { BaseMode } from './mode';
import { cycle, paperboyCards, paperboySpec } from './specs';

/** The Paperboy mode. */
export class PaperboyMode extends BaseMode {
  private focused: EntityId | null = null;

  spec(): ActionSpec {
    return paperboySpec(this.ctx.legal, this.focused, (card) => this.pick(card));
  }

  signature(): unknown {
    return this.focused;
  }

  keyDown(k: string, shift: boolean): boolean {
    if (k === 'Tab' || k === 'ArrowRight' || k === 'ArrowLeft') {
      this.focused =
        cycle(paperboyCards(this.ctx.legal), this.focused, k === 'ArrowLeft' || shift ? -1 : 1) ?? null;
      this.ctx.render();
      return true;
    }
    if (k === 'Enter' && this.focused !== null) {
      this.pick(this.focused);
      return true;
    }
    if (k === 'n') return this.ctx.host.panel.press('paperboy:none');
    return false;
  }

  private pick(card: EntityId | null): void {
    this.ctx.send({ type: 'paperboy', seat: this.ctx.seat, card });
  }
}
