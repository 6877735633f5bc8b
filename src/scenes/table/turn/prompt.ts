/** An ability prompt: use the character now (U) or not (N). */
import type { ActionSpec } from '../actionSpec';
import { BaseMode } from './mode';
import { promptAbility, promptSpec } from './specs';

/** The ability-prompt mode. */
export class PromptMode extends BaseMode {
  spec(): ActionSpec {
    const { view, seat, legal } = this.ctx;
    return promptSpec(
      view,
      seat,
      legal,
      {
        use: (ability) => this.ctx.send({ type: 'use', seat, ability }),
        pass: () => this.ctx.send({ type: 'pass', seat }),
      },
      this.ctx.hints,
    );
  }

  signature(): unknown {
    return null;
  }

  keyDown(k: string): boolean {
    const use = promptAbility(this.ctx.legal);
    const panel = this.ctx.host.panel;
    if ((k === 'u' || k === 'y') && use) return panel.press(`use:${use}`);
    if (k === 'n' || k === 'Escape') return panel.press('pass');
    return false;
  }
}
