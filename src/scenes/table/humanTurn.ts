/** The viewer's controls: presents the due person's turn through one mode object (turn/*), forwards keys, pointer and intents. */
import { taskOf } from '../../app/tableController';
import type { Action, EntityId, GameView } from '../../cards/engine';
import { playSfx } from '../../ui/sfx';
import { keyHints } from '../../ui/viewport';
import type { PanelButton } from './actionSpec';
import type { TableFocus } from './compact';
import { SellMarks } from './sellMarks';
import { BidMode } from './turn/bid';
import type { BaseIntent, Ghost, TurnContext, TurnHost, TurnMode } from './turn/mode';
import { PaperboyMode } from './turn/paperboy';
import { PromptMode } from './turn/prompt';
import { panelKey } from './turn/specs';
import { TakeMode } from './turn/take';

export type { BaseIntent, TurnHost } from './turn/mode';

/** The mode for a turn with these legal actions, or null when there is nothing to do. */
function modeFor(ctx: TurnContext): TurnMode | null {
  switch (taskOf(ctx.legal)) {
    case 'bid':
      return new BidMode(ctx);
    case 'prompt':
      return new PromptMode(ctx);
    case 'take':
      return new TakeMode(ctx);
    case 'paperboy':
      return new PaperboyMode(ctx);
    default:
      return null;
  }
}

/** The viewer's turn controller. */
export class HumanTurn {
  private mode: TurnMode | null = null;
  private ctx: TurnContext | null = null;
  /** The turn presented: its mode, seat, offer and legal actions (picks are kept while it is unchanged). */
  private key = '';
  private readonly marks: SellMarks;
  /** What the panel shows now; an unchanged panel is not rebuilt (a rebuilt target misses a click for a frame). */
  private shown = '';

  constructor(private readonly host: TurnHost) {
    this.marks = new SellMarks(host.scene, host.board);
  }

  /** What the viewer is doing, for the compact (phone) view: placing a card, choosing, or nothing. */
  focus(): TableFocus {
    return this.mode?.focus() ?? 'none';
  }

  /** True while the viewer has something to do. */
  get active(): boolean {
    return this.mode !== null;
  }

  /** Shows the controls for a due person (keeps their picks while the choices are unchanged). */
  present(view: GameView, seat: number, legal: Action[]): void {
    const key = `${taskOf(legal)}:${seat}:${view.offer.join(',')}:${JSON.stringify(legal)}`;
    if (key === this.key && this.mode && this.ctx) {
      this.ctx.view = view;
      this.mode.presented();
    } else {
      this.drop();
      this.key = key;
      this.ctx = this.context(view, seat, legal);
      this.mode = modeFor(this.ctx);
    }
    this.render();
  }

  /** Hides the controls and shows a message instead. */
  suspend(title: string, body: string, buttons: PanelButton[] = []): void {
    this.drop();
    this.key = '';
    this.host.offer.setSelectable([]);
    this.host.offer.setSelected(null);
    this.showInfo(title, body, buttons);
  }

  private showInfo(title: string, body: string, buttons: PanelButton[] = []): void {
    const sig = JSON.stringify(['info', title, body, buttons.map((b) => [b.id, b.label])]);
    if (sig === this.shown) return;
    this.shown = sig;
    this.host.panel.show({ kind: 'info', title, body, buttons });
  }

  private context(view: GameView, seat: number, legal: readonly Action[]): TurnContext {
    return {
      host: this.host,
      marks: this.marks,
      view,
      seat,
      legal,
      hints: keyHints(),
      render: () => this.render(),
      showPanel: () => this.showPanel(),
      send: (a) => {
        if (!this.host.send(a)) playSfx(this.host.scene, 'error');
      },
    };
  }

  private drop(): void {
    this.mode?.destroy();
    this.mode = null;
    this.ctx = null;
    this.marks.draw([], null);
  }

  private render(): void {
    const m = this.mode;
    this.host.offer.setSelectable(m?.selectable() ?? []);
    this.host.offer.setSelected(m?.selected() ?? null);
    if (m) m.drawMarks();
    this.showPanel();
  }

  private showPanel(): void {
    const m = this.mode;
    const ctx = this.ctx;
    if (!m || !ctx) {
      this.showInfo('', '');
      return;
    }
    const sig = JSON.stringify([this.key, m.signature(), ctx.view.seats[ctx.seat]?.state.modifier]);
    if (sig === this.shown) return;
    this.shown = sig;
    this.host.panel.show(m.spec());
  }

  /** The offer card picked (with its ghost while it is being placed), or null. */
  ghost(): Ghost | null {
    return this.mode?.ghost() ?? null;
  }

  /** Brings back a picked card (after the table was rebuilt): picks it again and puts its ghost back where it was. */
  restoreGhost(g: Ghost): void {
    if (!this.mode) return;
    this.mode.select(g.card);
    if (g.at) this.mode.putGhost(g.at, g.locked);
  }

  /** The card the person has picked (an offer card to take, an auction card to bid), or null. */
  selected(): EntityId | null {
    return this.mode?.selected() ?? null;
  }

  /** Picks an offer card to take (selects it; terrain starts the ghost, a card without room asks first). */
  select(card: EntityId): void {
    this.mode?.select(card);
  }

  /** Pointer moved over the table (base coordinates). */
  pointerMove(px: number, py: number): void {
    this.mode?.pointerMove(px, py);
  }

  /** Pointer pressed on the table (base coordinates). */
  pointerDown(px: number, py: number): void {
    this.mode?.pointerDown(px, py);
  }

  /** Handles a key; returns true when used. */
  keyDown(key: string, shift: boolean): boolean {
    const k = key.length === 1 ? key.toLowerCase() : key;
    return this.mode?.keyDown(k, shift) ?? false;
  }

  /** The intents available now, in base coordinates. */
  intents(): BaseIntent[] {
    if (!this.host.panel.ready) return [];
    const out: BaseIntent[] = [];
    for (const [id, t] of this.host.panel.targets) {
      const key = panelKey(id);
      const size = t.w && t.h ? { w: t.w, h: t.h } : {};
      out.push({
        id,
        label: t.label,
        x: t.x,
        y: t.y,
        ...size,
        ...(key ? { key } : {}),
        activate: t.activate,
      });
    }
    return [...out, ...(this.mode?.intents() ?? [])];
  }
}
