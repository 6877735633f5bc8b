/** The viewer's controls: bid choice, ability prompts, taking and placing (ghost + heatmap), selling, the Paperboy's pick; keys and test-hook intents. */
import Phaser from 'phaser';
import {
  ABILITY_CHARACTER,
  SALE_VP,
  SELL_LIMIT,
  auctionValue,
  characterDef,
  isCharacter,
  isTerrain,
  CHARACTER_BASE,
} from '../../engine';
import type { Ability, Action, EntityId, GameView, Pos } from '../../engine';
import { playSfx } from '../../ui/audio';
import { characterTip } from '../../ui/texts';
import { THEME } from '../../ui/theme';
import type { ActionPanel, ActionSpec, PanelButton } from './actionPanel';
import type { CityBoard } from './cityBoard';
import type { TableFocus } from './compact';
import type { OfferRow } from './offerRow';
import { Placement, deltaCss, signed } from './placement';
import { SellMarks } from './sellMarks';
import { paperboyNotes } from '../scoreExplainText';

/** What the controls need from the table. */
export interface TurnHost {
  scene: Phaser.Scene;
  board: CityBoard;
  offer: OfferRow;
  panel: ActionPanel;
  /** Sends an action of the viewer; false when the engine refused it. */
  send(a: Action): boolean;
  /** Tells the animator the card is already in the city (placed with the ghost). */
  placedByGhost(card: EntityId): void;
  /** Makes the board show the viewer's own city (before placing or selling). */
  ownBoard(): void;
  /** Makes the board show the viewer's own city (before placing or selling). */
  ownBoard(): void;
}

/** One intent in base coordinates (the scene converts to page pixels). */
export interface BaseIntent {
  id: string;
  label: string;
  x: number;
  y: number;
  key?: string;
}

type Mode = 'none' | 'bid' | 'prompt' | 'take' | 'paperboy';

function modeOf(legal: readonly Action[]): Mode {
  const t = legal[0]?.type;
  if (t === 'bid') return 'bid';
  if (t === 'use' || t === 'pass') return 'prompt';
  if (t === 'take' || t === 'sell') return 'take';
  if (t === 'paperboy') return 'paperboy';
  return 'none';
}

/** The viewer's turn controller. */
export class HumanTurn {
  private mode: Mode = 'none';
  private key = '';
  private view: GameView | null = null;
  private seat = -1;
  private legal: Action[] = [];
  private bidPick: EntityId | null = null;
  private selected: EntityId | null = null;
  private placement: Placement | null = null;
  private discardAsk = false;
  /** True while a placed card's ghost settles before its take is sent. */
  private settling = false;
  private sellFocus: EntityId | null = null;
  private pickFocus: EntityId | null = null;
  private readonly sellMarks: SellMarks;
  /** What the panel shows now; an unchanged panel is not rebuilt (a rebuilt target misses a click for a frame). */
  private shown = '';

  constructor(private readonly host: TurnHost) {
    this.sellMarks = new SellMarks(host.scene, host.board);
  }

  /** What the viewer is doing, for the compact (phone) view: placing a card, choosing, or nothing. */
  focus(): TableFocus {
    if (this.placement) return 'city';
    return this.mode === 'none' ? 'none' : 'play';
  }

  /** True while the viewer has something to do. */
  get active(): boolean {
    return this.mode !== 'none';
  }

  /** Shows the controls for a due person (keeps their picks while the choices are unchanged). */
  present(view: GameView, seat: number, legal: Action[]): void {
    this.settling = false;
    const mode = modeOf(legal);
    const key = `${mode}:${seat}:${view.offer.join(',')}:${JSON.stringify(legal)}`;
    this.view = view;
    this.seat = seat;
    this.legal = legal;
    if (key !== this.key) {
      this.reset();
      this.key = key;
    }
    this.mode = mode;
    this.render();
  }

  /** Hides the controls and shows a message instead. */
  suspend(title: string, body: string, buttons: PanelButton[] = []): void {
    this.reset();
    this.key = '';
    this.mode = 'none';
    this.legal = [];
    this.host.offer.setSelectable([]);
    this.host.offer.setSelected(null);
    const sig = JSON.stringify(['info', title, body, buttons.map((b) => [b.id, b.label])]);
    if (sig === this.shown) return;
    this.shown = sig;
    this.host.panel.show({ kind: 'info', title, body, buttons });
  }

  private reset(): void {
    this.placement?.destroy();
    this.placement = null;
    this.selected = null;
    this.bidPick = null;
    this.discardAsk = false;
    this.sellFocus = null;
    this.pickFocus = null;
    this.sellMarks.draw([], null);
  }

  private takeCards(): EntityId[] {
    const ids = new Set<EntityId>();
    for (const a of this.legal) if (a.type === 'take') ids.add(a.card);
    return (this.view?.offer ?? []).filter((id) => ids.has(id));
  }

  private sellable(): EntityId[] {
    return this.legal.flatMap((a) => (a.type === 'sell' ? [a.card] : []));
  }

  private hasSpots(card: EntityId): boolean {
    return this.legal.some((a) => a.type === 'take' && a.card === card && a.at);
  }

  private render(): void {
    const h = this.host;
    h.offer.setSelectable(this.mode === 'take' ? this.takeCards() : []);
    h.offer.setSelected(this.selected);
    this.drawSellable();
    this.showPanel();
  }

  private showPanel(): void {
    const sig = JSON.stringify([
      this.key,
      this.mode,
      this.bidPick,
      this.selected,
      this.discardAsk,
      this.pickFocus,
      this.placement?.state() ?? null,
      this.view?.seats[this.seat]?.state.modifier,
    ]);
    if (sig === this.shown) return;
    this.shown = sig;
    this.host.panel.show(this.spec());
  }

  private spec(): ActionSpec {
    const v = this.view;
    switch (this.mode) {
      case 'bid':
        return {
          kind: 'bid',
          suit: v?.setup.seats[this.seat]?.suit ?? 'hat',
          hand: this.legal
            .flatMap((a) => (a.type === 'bid' ? [a.card] : []))
            .sort((a, b) => auctionValue(a) - auctionValue(b)),
          picked: this.bidPick,
          modifier: v?.seats[this.seat]?.state.modifier ?? 0,
          lawyered: v?.seats[this.seat]?.state.lawyered ?? false,
          onPick: (id) => this.pickBid(id),
          confirm: {
            id: 'confirm-bid',
            label:
              this.bidPick !== null
                ? `${v?.seats[this.seat]?.state.lawyered ? 'Discard' : 'Bid'} ${auctionValue(this.bidPick)}`
                : 'Pick a card',
            onClick: () => this.confirmBid(),
            style: 'primary',
            enabled: this.bidPick !== null,
          },
        };
      case 'prompt': {
        const a = this.legal.find((x): x is Extract<Action, { type: 'use' }> => x.type === 'use');
        const ability: Ability = a?.ability ?? 'gunsmith';
        const card =
          v?.seats[this.seat]?.characters.find((c) => characterDef(c.id).name === ABILITY_CHARACTER[ability])
            ?.id ?? CHARACTER_BASE;
        return {
          kind: 'prompt',
          ability,
          card,
          use: {
            id: `use:${ability}`,
            label: 'Use (U)',
            onClick: () => this.send({ type: 'use', seat: this.seat, ability }),
            style: 'primary',
          },
          pass: {
            id: 'pass',
            label: 'Not now (N)',
            onClick: () => this.send({ type: 'pass', seat: this.seat }),
          },
        };
      }
      case 'take':
        return this.takeSpec();
      case 'paperboy': {
        const cards = this.legal.flatMap((a) => (a.type === 'paperboy' && a.card !== null ? [a.card] : []));
        return {
          kind: 'pick',
          title: 'Paperboy: add a character',
          body: 'Pick one character nobody took (removed or never drawn) to add to yours before scoring. Hover a card to read it.',
          cards,
          notes: paperboyNotes(this.view, this.seat, cards),
          focus: this.pickFocus,
          onPick: (id) => this.send({ type: 'paperboy', seat: this.seat, card: id }),
          buttons: [
            {
              id: 'paperboy:none',
              label: 'No, thanks (N)',
              onClick: () => this.send({ type: 'paperboy', seat: this.seat, card: null }),
            },
          ],
        };
      }
      default:
        return { kind: 'info', title: '', body: '' };
    }
  }

  private takeSpec(): ActionSpec {
    const v = this.view;
    const back: PanelButton = { id: 'cancel', label: 'Back (Esc)', onClick: () => this.cancel() };
    if (this.selected !== null && isCharacter(this.selected)) {
      const name = characterDef(this.selected).name;
      return {
        kind: 'take',
        title: `Take the ${name}?`,
        body: characterTip(name).split('\n').slice(1).join('\n'),
        card: this.selected,
        detail: '',
        buttons: [
          back,
          { id: 'confirm-place', label: 'Take it (Enter)', onClick: () => this.confirm(), style: 'primary' },
        ],
      };
    }
    if (this.selected !== null && this.discardAsk) {
      return {
        kind: 'take',
        title: 'No room in your city',
        body: 'This card fits nowhere in your city. You may still take it to keep it from the others, but then it leaves the game.',
        card: this.selected,
        detail: '',
        buttons: [
          { id: 'cancel', label: 'Pick another', onClick: () => this.cancel() },
          { id: 'discard-confirm', label: 'Take & discard', onClick: () => this.confirm(), style: 'danger' },
        ],
      };
    }
    if (this.selected !== null && this.placement) {
      const st = this.placement.state();
      const buttons: PanelButton[] = [back];
      if (st.locked)
        buttons.push({ id: 'undo-place', label: 'Undo', onClick: () => this.placement?.unlock() });
      buttons.push({
        id: 'confirm-place',
        label: st.locked ? `Place (${signed(st.delta)})` : 'Place',
        onClick: () => this.confirm(),
        style: 'primary',
        enabled: st.locked,
      });
      return {
        kind: 'take',
        title: 'Place the card in your city',
        body: 'Click a lit spot (or move with the arrow keys), then click it again or press Enter. Each number is the change in your score.',
        card: this.selected,
        detail: st.legal
          ? `${signed(st.delta)} VP at this spot${st.locked ? ': confirm to place it' : ''}`
          : (st.problem ?? ''),
        detailColor: st.legal ? deltaCss(st.delta) : THEME.css.bad,
        buttons,
      };
    }
    const sells = this.sellable();
    const sold = v?.seats[this.seat]?.state.sold ?? 0;
    const title =
      v?.pendingReason === 'governor'
        ? 'Governor: take a card now'
        : v?.pendingReason === 'lawyer'
          ? 'Lawyer: take a card now'
          : v && v.takesLeft > 1
            ? `Your turn: take ${v.takesLeft} cards`
            : 'Your turn: take a card';
    const sellLine = sells.length
      ? ` Auctioneer: click a $-marked card in your city to sell it (S cycles; ${SALE_VP} VP each at the end; ${SELL_LIMIT - sold} of ${SELL_LIMIT} left).`
      : '';
    return {
      kind: 'take',
      title,
      body: `Click a card in the offer (Tab cycles). A terrain card then goes into your city.${sellLine}`,
      card: null,
      detail: '',
      buttons: [],
    };
  }

  private pickBid(id: EntityId): void {
    this.bidPick = id;
    playSfx('click');
    this.render();
  }

  private confirmBid(): void {
    if (this.bidPick === null) {
      playSfx('error');
      return;
    }
    this.send({ type: 'bid', seat: this.seat, card: this.bidPick });
  }

  /** Picks an offer card to take (selects it; terrain starts the ghost, a card without room asks first). */
  select(card: EntityId): void {
    if (this.mode !== 'take' || !this.takeCards().includes(card)) return;
    if (this.selected === card && isCharacter(card)) return;
    this.placement?.destroy();
    this.placement = null;
    this.discardAsk = false;
    this.sellFocus = null;
    this.selected = card;
    this.host.ownBoard();
    const v = this.view;
    if (v && isTerrain(card)) {
      if (this.hasSpots(card)) {
        this.placement = new Placement(this.host.scene, this.host.board, v, this.seat, card);
        this.placement.onChange = () => this.showPanel();
      } else this.discardAsk = true;
    }
    playSfx('click');
    this.render();
  }

  private cancel(): void {
    this.placement?.destroy();
    this.placement = null;
    this.selected = null;
    this.discardAsk = false;
    this.render();
  }

  private confirm(): void {
    const card = this.selected;
    if (card === null || this.settling) return;
    if (this.placement) {
      const at = this.placement.locked;
      if (!at) {
        playSfx('error');
        return;
      }
      const p = this.placement;
      this.placement = null;
      // The card is on its way: a second confirm while the ghost settles must not send a take without a place.
      this.settling = true;
      void p.settle().then(() => {
        this.settling = false;
        this.host.placedByGhost(card);
        this.send({ type: 'take', seat: this.seat, card, at });
        p.destroy();
      });
      return;
    }
    this.send({ type: 'take', seat: this.seat, card });
  }

  private send(a: Action): void {
    if (!this.host.send(a)) playSfx('error');
  }

  private drawSellable(): void {
    const show = this.mode === 'take' && this.selected === null;
    this.sellMarks.draw(show ? this.sellable() : [], this.sellFocus);
  }

  /** Pointer moved over the table (base coordinates). */
  pointerMove(px: number, py: number): void {
    const p = this.placement;
    if (!p || p.locked || !this.host.board.contains(px, py)) return;
    p.moveTo(this.host.board.spotAt(px, py));
  }

  /** Pointer pressed on the table (base coordinates). */
  pointerDown(px: number, py: number): void {
    const b = this.host.board;
    if (!b.contains(px, py)) return;
    const p = this.placement;
    if (p) {
      const at = b.spotAt(px, py);
      const lk = p.locked;
      if (lk && lk.x === at.x && lk.y === at.y) {
        this.confirm();
        return;
      }
      p.moveTo(at);
      playSfx(p.lock() ? 'click' : 'error');
      this.showPanel();
      return;
    }
    if (this.mode === 'take' && this.selected === null) {
      const id = this.sellable().find((c) => b.cardRect(c)?.contains(px, py));
      if (id !== undefined) this.send({ type: 'sell', seat: this.seat, card: id });
    }
  }

  /** Handles a key; returns true when used. */
  keyDown(key: string, shift: boolean): boolean {
    const k = key.length === 1 ? key.toLowerCase() : key;
    switch (this.mode) {
      case 'bid':
        return this.bidKey(k);
      case 'prompt': {
        const use = this.legal.find((a): a is Extract<Action, { type: 'use' }> => a.type === 'use');
        if ((k === 'u' || k === 'y') && use) return this.host.panel.press(`use:${use.ability}`);
        if (k === 'n' || k === 'Escape') return this.host.panel.press('pass');
        return false;
      }
      case 'take':
        return this.takeKey(k, shift);
      case 'paperboy':
        return this.pickKey(k, shift);
      default:
        return false;
    }
  }

  private bidKey(k: string): boolean {
    const hand = this.legal
      .flatMap((a) => (a.type === 'bid' ? [a.card] : []))
      .sort((a, b) => auctionValue(a) - auctionValue(b));
    if (/^[1-9]$/.test(k)) {
      const id = hand.find((c) => auctionValue(c) === Number(k));
      if (id === undefined) playSfx('error');
      else this.pickBid(id);
      return true;
    }
    if (k === 'ArrowLeft' || k === 'ArrowRight' || k === 'Tab') {
      const i = this.bidPick === null ? -1 : hand.indexOf(this.bidPick);
      const d = k === 'ArrowLeft' ? -1 : 1;
      const next = hand[(i + d + hand.length) % hand.length];
      if (next !== undefined) this.pickBid(next);
      return true;
    }
    if (k === 'Enter') {
      this.confirmBid();
      return true;
    }
    return false;
  }

  private takeKey(k: string, shift: boolean): boolean {
    const cards = this.takeCards();
    const p = this.placement;
    if (k === 'Tab') {
      const i = this.selected === null ? -1 : cards.indexOf(this.selected);
      const next = cards[(i + (shift ? -1 : 1) + cards.length) % cards.length];
      if (next !== undefined) this.select(next);
      return true;
    }
    if (k.startsWith('Arrow') && p) {
      const d: Record<string, Pos> = {
        ArrowLeft: { x: -1, y: 0 },
        ArrowRight: { x: 1, y: 0 },
        ArrowUp: { x: 0, y: -1 },
        ArrowDown: { x: 0, y: 1 },
      };
      const m = d[k];
      if (m) p.nudge(m.x, m.y);
      return true;
    }
    if (k === 'Enter' || k === ' ') {
      if (p) {
        if (p.locked) this.confirm();
        else playSfx(p.lock() ? 'click' : 'error');
        this.showPanel();
      } else if (this.selected !== null) this.confirm();
      else if (this.sellFocus !== null) this.send({ type: 'sell', seat: this.seat, card: this.sellFocus });
      else if (cards[0] !== undefined) this.select(cards[0]);
      return true;
    }
    if (k === 'Escape') {
      if (p?.locked) {
        p.unlock();
        this.showPanel();
      } else if (this.selected !== null) this.cancel();
      else this.sellFocus = null;
      this.drawSellable();
      return true;
    }
    if (k === 's' && this.selected === null) {
      const sells = this.sellable();
      if (sells.length === 0) return false;
      const i = this.sellFocus === null ? -1 : sells.indexOf(this.sellFocus);
      this.sellFocus = sells[(i + 1) % sells.length] ?? null;
      this.drawSellable();
      return true;
    }
    return false;
  }

  private pickKey(k: string, shift: boolean): boolean {
    const cards = this.legal.flatMap((a) => (a.type === 'paperboy' && a.card !== null ? [a.card] : []));
    if (k === 'Tab' || k === 'ArrowRight' || k === 'ArrowLeft') {
      const i = this.pickFocus === null ? -1 : cards.indexOf(this.pickFocus);
      const d = k === 'ArrowLeft' || shift ? -1 : 1;
      this.pickFocus = cards[(i + d + cards.length) % cards.length] ?? null;
      this.render();
      return true;
    }
    if (k === 'Enter' && this.pickFocus !== null) {
      this.send({ type: 'paperboy', seat: this.seat, card: this.pickFocus });
      return true;
    }
    if (k === 'n') return this.host.panel.press('paperboy:none');
    return false;
  }

  /** The intents available now, in base coordinates. */
  intents(): BaseIntent[] {
    const out: BaseIntent[] = [];
    const keys: Record<string, string> = {
      'confirm-bid': 'Enter',
      'confirm-place': 'Enter',
      'discard-confirm': 'Enter',
      pass: 'n',
      'paperboy:none': 'n',
      cancel: 'Escape',
    };
    if (!this.host.panel.ready) return [];
    for (const [id, t] of this.host.panel.targets) {
      const key = id.startsWith('use:') ? 'u' : keys[id];
      out.push({ id, label: t.label, x: t.x, y: t.y, ...(key ? { key } : {}) });
    }
    if (this.mode !== 'take') return out;
    for (const id of this.takeCards()) {
      const c = this.host.offer.centreOf(id);
      if (c)
        out.push({
          id: `offer:${id}`,
          label: isCharacter(id) ? characterDef(id).name : `Terrain ${id}`,
          x: c.x,
          y: c.y,
        });
    }
    const b = this.host.board;
    if (this.placement) {
      // One intent per heatmap dot on the board; the label is the number the dot shows.
      for (const d of this.placement.heatmap)
        out.push({ id: `spot:${d.at.x},${d.at.y}`, label: `${d.shown} VP`, x: d.x, y: d.y });
    } else if (this.selected === null) {
      for (const id of this.sellable()) {
        const r = b.cardRect(id);
        if (r) out.push({ id: `sell:${id}`, label: 'Sell (Auctioneer)', x: r.centerX, y: r.centerY });
      }
    }
    return out;
  }
}
