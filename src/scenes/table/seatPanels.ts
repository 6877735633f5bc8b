/** One panel per seat: suit, name, kind, live score, auction cards, characters, a picture of the city, turn and bid status. */
import Phaser from 'phaser';
import { auctionValue, characterDef, viewScore } from '../../engine';
import type { GameView, Suit } from '../../engine';
import { auctionCard, suitGlyph } from '../../ui/cardFaces';
import { characterTip } from '../../ui/texts';
import { characterKey } from '../../ui/textures';
import { SUIT_NAMES, THEME, mix } from '../../ui/theme';
import { attachTooltip, panel, text } from '../../ui/widgets';
import { pop, tweenTo } from './anim';
import { seatRect } from './layout';
import type { Rect } from './layout';
import { keptCards, miniCity } from './miniCity';
import { BID_WAITING, cityTitle, personCount } from './logText';

/** How a seat is shown right now. */
export interface SeatStatus {
  /** The seat must act now. */
  active: boolean;
  /** A short status pill ("Thinking…", "Your turn"), or null. */
  label: string | null;
  /** 1-based place in this round's taking order, or 0. */
  rank: number;
  /** The seat is taking now. */
  taking: boolean;
}

/** A seat's live score as shown: the engine's sheet for a real seat, the appeal sum for a virtual one (RULES 5). */
export function liveScore(view: GameView, seat: number): number {
  return viewScore(view, seat);
}

/** Kind label of a seat: "You", "AI · hard", "Virtual · novice". */
export function seatKind(view: GameView, seat: number, viewer: number): string {
  const s = view.setup.seats[seat];
  if (!s) return '';
  if (s.kind === 'virtual') return `Virtual · ${s.strength}`;
  if (s.controller === 'human') return seat === viewer && personCount(view.setup) <= 1 ? 'You' : 'Person';
  return `AI · ${s.controller}`;
}

/** The stack of seat panels. */
export class SeatPanels {
  private readonly panels: Phaser.GameObjects.Container[] = [];
  private readonly rects: Rect[] = [];
  private readonly scores: number[] = [];
  /** What each panel shows, to skip redrawing an unchanged one. */
  private readonly sigs: string[] = [];
  /** Called when a real seat's panel is clicked (to look at its city). */
  onInspect: (seat: number) => void = () => undefined;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly n: number,
  ) {
    for (let i = 0; i < n; i++) {
      this.rects.push(seatRect(i, n));
      this.panels.push(scene.add.container(0, 0));
      this.scores.push(Number.NaN);
    }
  }

  /** Where a seat's characters row is, for cards flying there. */
  charactersAt(seat: number): { x: number; y: number } {
    const r = this.rects[seat] as Rect;
    return { x: r.x + 90, y: r.y + r.h * 0.78 };
  }

  /** Where a seat's city picture (or kept cards) is. */
  cityAt(seat: number): { x: number; y: number } {
    const r = this.rects[seat] as Rect;
    const side = this.side(r);
    return { x: r.x + r.w - 10 - side / 2, y: r.y + r.h / 2 };
  }

  /** Where a seat's bid card sits. */
  bidAt(seat: number): { x: number; y: number } {
    const r = this.rects[seat] as Rect;
    return { x: r.x + r.w - 18 - this.side(r) - 26, y: r.y + r.h / 2 + 4 };
  }

  /** The panel rectangle of a seat. */
  rect(seat: number): Rect {
    return this.rects[seat] as Rect;
  }

  private side(r: Rect): number {
    return Math.min(r.h - 16, 128);
  }

  /** Turns a drawn character sideways (used), if it is shown. */
  async turnSideways(seat: number, card: number): Promise<void> {
    const c = this.panels[seat];
    if (!c) return;
    const parts = c.list.filter((o) => o.getData('entity') === card) as (
      Phaser.GameObjects.Image | Phaser.GameObjects.Graphics
    )[];
    if (parts.length === 0) return;
    await tweenTo(this.scene, parts, { angle: 90 }, 360, 'Back.easeOut');
    for (const p of parts) if (p instanceof Phaser.GameObjects.Image) p.setAlpha(0.75);
  }

  /** Redraws every panel from a view. */
  draw(view: GameView, viewer: number, status: readonly SeatStatus[]): void {
    for (let i = 0; i < this.n; i++)
      this.drawOne(view, i, viewer, status[i] ?? { active: false, label: null, rank: 0, taking: false });
  }

  private drawOne(view: GameView, seat: number, viewer: number, st: SeatStatus): void {
    const sig = JSON.stringify([view.seats[seat], st, viewer, view.phase]);
    if (this.sigs[seat] === sig) return;
    this.sigs[seat] = sig;
    const s = this.scene;
    const c = (this.panels[seat] as Phaser.GameObjects.Container).removeAll(true);
    const r = this.rects[seat] as Rect;
    const setup = view.setup.seats[seat];
    const sv = view.seats[seat];
    if (!setup || !sv) return;
    const suit = setup.suit;
    const virtual = setup.kind === 'virtual';
    const k = Math.min(1.3, r.h / 131);
    const bg = panel(s, r.x + r.w / 2, r.y + r.h / 2, r.w, r.h, {
      style: seat === viewer ? 'leather' : 'dark',
      radius: 12,
    });
    c.add(bg);
    const stripe = s.add.graphics();
    stripe.fillStyle(THEME.suit[suit], 1).fillRoundedRect(r.x + 3, r.y + 8, 5, r.h - 16, 2);
    c.add(stripe);
    if (st.active) {
      const g = s.add.graphics();
      g.lineStyle(6, THEME.color.gold, 0.25).strokeRoundedRect(r.x - 2, r.y - 2, r.w + 4, r.h + 4, 14);
      g.lineStyle(2.5, THEME.color.gold, 1).strokeRoundedRect(r.x, r.y, r.w, r.h, 12);
      c.add(g);
    }
    const side = this.side(r);
    const right = r.x + r.w - 10 - side;
    const statusW = 52;
    const leftW = right - statusW - 8 - (r.x + 16);
    const x0 = r.x + 16;
    // Name row.
    const glyph = suitGlyph(s, suit, 28 * k).setPosition(x0 + 14 * k, r.y + 22 * k);
    attachTooltip(
      glyph as Phaser.GameObjects.Image,
      () =>
        `${SUIT_NAMES[suit]}\nThis seat's suit. Ties in the bids follow the order of suits on the next character's back.`,
    );
    const name = text(s, x0 + 32 * k, r.y + 16 * k, setup.name, {
      font: 'display',
      size: Math.round(18 * k),
      bold: true,
      color: THEME.css.cream,
      origin: [0, 0.5],
    });
    const kind = text(s, x0 + 32 * k, r.y + 35 * k, seatKind(view, seat, viewer), {
      size: Math.max(14, Math.round(13 * k)),
      color: THEME.css.muted,
      origin: [0, 0.5],
    });
    const score = liveScore(view, seat);
    const scoreT = text(s, right - 6, r.y + 18 * k, String(score), {
      font: 'figure',
      size: Math.round(28 * k),
      bold: true,
      color: THEME.css.gold,
      origin: [1, 0.5],
    });
    const vp = text(s, right - 6, r.y + 38 * k, virtual ? 'appeal' : 'VP', {
      size: 13,
      color: THEME.css.muted,
      origin: [1, 0.5],
    });
    const maxName = right - 6 - scoreT.width - 10 - name.x;
    if (name.width > maxName) name.setScale(Math.max(0.6, maxName / name.width));
    c.add([glyph, name, kind, scoreT, vp]);
    if (!Number.isNaN(this.scores[seat] as number) && this.scores[seat] !== score)
      void pop(s, scoreT, 1.3, 360);
    this.scores[seat] = score;
    // Auction cards.
    const rowB = r.y + r.h * 0.47;
    this.drawAuction(c, view, seat, suit, x0, rowB, leftW, k);
    // Characters.
    const rowC = r.y + r.h * 0.8;
    const cw = Math.round(25 * k);
    const ch = Math.round(cw * 1.3);
    const step = Math.min(cw + 8, sv.characters.length > 1 ? (leftW - ch) / (sv.characters.length - 1) : cw);
    sv.characters.forEach((ch0, i) => {
      const img = s.add.image(x0 + ch / 2 + i * step, rowC, characterKey(ch0.id)).setDisplaySize(cw, ch);
      const fr = s.add.graphics({ x: img.x, y: img.y });
      fr.fillStyle(ch0.sideways ? 0x6b5a48 : THEME.color.sandLight, 1).fillRoundedRect(
        -cw / 2 - 2,
        -ch / 2 - 2,
        cw + 4,
        ch + 4,
        3,
      );
      img.setAngle(ch0.sideways ? 90 : 0);
      fr.setAngle(ch0.sideways ? 90 : 0);
      if (ch0.sideways) img.setAlpha(0.75);
      img.setData('entity', ch0.id);
      fr.setData('entity', ch0.id);
      const def = characterDef(ch0.id);
      attachTooltip(img, () => `${characterTip(def.name)}${ch0.sideways ? '\n(Used: turned sideways)' : ''}`);
      c.add([fr, img]);
    });
    if (sv.characters.length === 0)
      c.add(
        text(s, x0, rowC, 'No characters yet', {
          size: 14,
          italic: true,
          color: THEME.css.muted,
          origin: [0, 0.5],
        }),
      );
    // Bid status column.
    this.drawBid(c, view, seat, suit, st, right - statusW / 2 - 2, r.y + r.h * 0.6, k);
    // City picture or kept cards.
    const cx = right + side / 2;
    const cy = r.y + r.h / 2;
    const pic = virtual ? keptCards(s, sv.kept, cx, cy, side, side) : miniCity(s, sv.city, cx, cy, side);
    c.add(pic);
    if (!virtual) {
      const hit = s.add.zone(cx, cy, side, side).setInteractive({ useHandCursor: true });
      attachTooltip(
        hit,
        () =>
          `${cityTitle(view.setup, seat)}\n${sv.city.length} terrain cards. Click to see it on the board.`,
      );
      hit.on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, () => this.onInspect(seat));
      c.add(hit);
    } else {
      const hit = s.add.zone(cx, cy, side, side);
      attachTooltip(
        hit,
        () =>
          `${setup.name} keeps ${sv.kept.length} terrain cards\nA virtual player builds no city: it scores the appeal of every card it took.`,
      );
      c.add(hit);
    }
    if (st.label) {
      kind.setVisible(false);
      const t = text(s, 0, 0, st.label, { size: 14, bold: true, color: THEME.css.ink });
      const w = t.width + 16;
      const pill = s.add.graphics();
      pill.fillStyle(THEME.color.gold, 1).fillRoundedRect(-w / 2, -11, w, 22, 11);
      c.add(s.add.container(kind.x + w / 2 - 4, kind.y, [pill, t]));
    }
  }

  private drawAuction(
    c: Phaser.GameObjects.Container,
    view: GameView,
    seat: number,
    suit: Suit,
    x0: number,
    y: number,
    w: number,
    k: number,
  ): void {
    const s = this.scene;
    const sv = view.seats[seat];
    if (!sv) return;
    const col = THEME.suit[suit];
    const virtual = view.setup.seats[seat]?.kind === 'virtual';
    const cw = Math.min(Math.round(19 * k), Math.floor(w / 9) - 2);
    const chh = Math.round(cw * 1.35);
    const cards: { value: number; state: 'hand' | 'spent' | 'bid' | 'played' }[] = [];
    for (const id of sv.hand) cards.push({ value: auctionValue(id), state: 'hand' });
    if (sv.bid !== null) cards.push({ value: auctionValue(sv.bid), state: 'bid' });
    if (sv.played !== null) cards.push({ value: auctionValue(sv.played), state: 'played' });
    for (const id of sv.spent) cards.push({ value: auctionValue(id), state: 'spent' });
    cards.sort((a, b) => a.value - b.value);
    let x = x0;
    if (virtual) {
      const g = s.add.graphics();
      for (let i = Math.min(3, sv.pileCount) - 1; i >= 0; i--) {
        g.fillStyle(mix(col, 0x000000, 0.3 + i * 0.1), 1).fillRoundedRect(
          x + i * 2,
          y - chh / 2 - i * 2,
          cw,
          chh,
          3,
        );
        g.lineStyle(1, 0xfff1da, 0.5).strokeRoundedRect(x + i * 2, y - chh / 2 - i * 2, cw, chh, 3);
      }
      c.add(g);
      c.add(
        text(s, x + cw + 10, y, `×${sv.pileCount}`, {
          size: Math.round(14 * k),
          bold: true,
          color: THEME.css.sand,
          origin: [0, 0.5],
        }),
      );
      x += cw + 42;
    }
    const step = Math.min(cw + 3, cards.length > 1 ? (x0 + w - x - cw) / (cards.length - 1) : cw);
    cards.forEach((card, i) => {
      const cx = x + i * step;
      const g = s.add.graphics();
      const live = card.state === 'hand' || card.state === 'bid';
      const fill =
        card.state === 'bid'
          ? mix(col, 0x000000, 0.2)
          : live
            ? 0xfff6e2
            : card.state === 'played'
              ? THEME.color.gold
              : 0x4a3a2c;
      g.fillStyle(fill, 1).fillRoundedRect(cx, y - chh / 2, cw, chh, 3);
      g.lineStyle(1.5, live || card.state === 'played' ? col : 0x6b5a48, 1).strokeRoundedRect(
        cx,
        y - chh / 2,
        cw,
        chh,
        3,
      );
      const t = text(s, cx + cw / 2, y, String(card.value), {
        font: 'figure',
        size: Math.round(13 * k),
        bold: true,
        color: card.state === 'bid' ? '#fff6e2' : live || card.state === 'played' ? THEME.css.ink : '#8c7a66',
      });
      c.add([g, t]);
    });
    const hit = s.add.zone(x0 + w / 2, y, w, chh + 4);
    attachTooltip(hit, () =>
      virtual
        ? `Auction pile\nA virtual player bids the top card of its face-down pile. Played: ${sv.spent.map(auctionValue).join(', ') || 'none yet'}.`
        : `Auction cards\nLight: still in hand. Dark: played this era (back in hand in Era II).${sv.bid !== null ? ' Coloured: your secret bid.' : ''}`,
    );
    c.add(hit);
  }

  private drawBid(
    c: Phaser.GameObjects.Container,
    view: GameView,
    seat: number,
    suit: Suit,
    st: SeatStatus,
    x: number,
    y: number,
    k: number,
  ): void {
    const s = this.scene;
    const sv = view.seats[seat];
    if (!sv) return;
    const w = Math.round(34 * k);
    if (sv.played !== null) {
      const card = auctionCard(s, suit, auctionValue(sv.played), w).setPosition(x, y);
      c.add(card);
      const value = sv.state.lawyered ? 0 : sv.state.bidValue;
      if (sv.state.lawyered) {
        c.add(text(s, x, y + w * 0.7 + 10, 'Lawyer', { size: 13, bold: true, color: THEME.css.muted }));
      } else if (value !== auctionValue(sv.played)) {
        const g = s.add.graphics();
        g.fillStyle(THEME.color.good, 1).fillCircle(x + w / 2, y - w * 0.7, 13);
        c.add([
          g,
          text(s, x + w / 2, y - w * 0.7, String(value), {
            font: 'figure',
            size: 14,
            bold: true,
            color: '#ffffff',
          }),
        ]);
      }
      if (st.rank > 0) {
        const g = s.add.graphics();
        g.fillStyle(st.taking ? THEME.color.gold : THEME.color.leatherLight, 1).fillRoundedRect(
          x - 17,
          y + w * 0.7 + 2,
          34,
          18,
          9,
        );
        c.add([
          g,
          text(s, x, y + w * 0.7 + 11, `#${st.rank}`, {
            size: 13,
            bold: true,
            color: st.taking ? THEME.css.ink : THEME.css.cream,
          }),
        ]);
      }
    } else if (sv.hasBid) {
      c.add(auctionCard(s, suit, sv.bid !== null ? auctionValue(sv.bid) : 0, w, true).setPosition(x, y));
      c.add(text(s, x, y + w * 0.7 + 10, 'bid ✓', { size: 13, bold: true, color: THEME.css.sand }));
    } else if (view.phase === 'bidding' && view.setup.seats[seat]?.kind === 'real') {
      const g = s.add.graphics();
      g.lineStyle(1.5, 0xc8a878, 0.6).strokeRoundedRect(x - w / 2, y - w * 0.7, w, w * 1.4, 4);
      c.add([
        g,
        text(s, x, y + w * 0.7 + 10, BID_WAITING, { size: 13, italic: true, color: THEME.css.muted }),
      ]);
    }
  }
}
