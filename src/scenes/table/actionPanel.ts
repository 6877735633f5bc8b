/** The context panel: what the viewer can do now (bid, use an ability, take, place, sell, the Paperboy's pick) and its buttons. */
import { breakAfterColon } from '../../ui/headingBreak';
import Phaser from 'phaser';
import { auctionValue, isTerrain } from '../../cards/engine';
import { auctionCard, characterCard, terrainCard } from '../../ui/cardFaces';
import { abilityPrompt } from '../../ui/texts';
import { THEME, css } from '../../ui/theme';
import { appOf } from '../appOf';
import { button, fitWidth, panel, text } from '../../ui/widgets';
import type { Button } from '../../ui/widgets';
import { baked } from '../../ui/bake';
import type { ActionSpec, PanelButton, PanelTarget } from './actionSpec';

import { abilityName } from '../../ui/logText';
import { ACTION, tableMode } from './layout';
import { pickGrid, pickSpot } from './pickGrid';
import type { PickGrid } from './pickGrid';
import { t as tr } from '../../i18n';
import { onRelease } from '../../ui/release';

const PAD = 18;
/** The smallest panel text in base pixels: 12 CSS px at 1280x720 (scale 0.8). */
const MIN_TEXT = 15;
/** The landscape strip's text column, left of the bid cards or the Paperboy's cards. */
const SIDE = 200;
/** The landscape strip's bid cards: 44 CSS px wide and 9 CSS px apart on a 740x360 screen. */
const SHORT_CARD = 58;
const SHORT_GAP = 12;
/** The page arrows beside the Paperboy's cards on a phone. */
const ARROW_W = 56;

/** The landscape strip's card area right of the text column, below the bid lens button. */
function sideGrid(): { left: number; right: number; top: number; bottom: number } {
  return {
    left: ACTION.x + PAD + SIDE + 14,
    right: ACTION.x + ACTION.w - PAD,
    top: ACTION.y + 70,
    bottom: ACTION.y + ACTION.h - 2,
  };
}

/** The context panel. */
export class ActionPanel {
  private readonly c: Phaser.GameObjects.Container;
  /** Intent targets in base coordinates, by intent id. */
  readonly targets = new Map<string, PanelTarget>();
  private readonly buttons = new Map<string, Button>();
  private builtFrame = -1;
  /** The Paperboy's page of cards on a phone, for the cards listed in `pickKey`. */
  private pickPage = 0;
  private pickKey = '';

  constructor(private readonly scene: Phaser.Scene) {
    panel(scene, ACTION.x + ACTION.w / 2, ACTION.y + ACTION.h / 2, ACTION.w, ACTION.h, {
      style: 'parchment',
      radius: 16,
    });
    this.c = scene.add.container(0, 0);
  }

  /** Runs a panel button by intent id if it is shown and enabled; returns true when it ran. */
  press(id: string): boolean {
    const b = this.buttons.get(id);
    if (!b || !b.isEnabled) return false;
    b.activate();
    return true;
  }

  /** True once the panel's targets have been in place for a frame (new objects take a frame to receive clicks). */
  get ready(): boolean {
    return this.scene.game.getFrame() > this.builtFrame + 1;
  }

  /** The part of the panel its content takes now, from its top edge down (world coordinates); a tip may use the rest. */
  used(): { x: number; y: number; w: number; h: number } {
    const bottom = this.c.length > 0 ? this.c.getBounds().bottom + 12 : ACTION.y;
    return { x: ACTION.x, y: ACTION.y, w: ACTION.w, h: Math.max(0, Math.min(ACTION.h, bottom - ACTION.y)) };
  }

  /** Replaces the panel's content. */
  show(spec: ActionSpec): void {
    this.builtFrame = this.scene.game.getFrame();
    this.c.removeAll(true);
    this.targets.clear();
    this.buttons.clear();
    switch (spec.kind) {
      case 'info':
        this.head(spec.title, spec.body);
        this.row(spec.buttons ?? []);
        break;
      case 'bid':
        this.bid(spec);
        break;
      case 'prompt':
        this.prompt(spec);
        break;
      case 'take':
        this.take(spec);
        break;
      case 'pick':
        this.pick(spec);
        break;
    }
  }

  private head(
    title: string,
    body: string,
    left = ACTION.x + PAD,
    width = ACTION.w - PAD * 2,
    sizes: { title: number; body: number } = { title: 24, body: 17 },
    /** Room for large text: the title's width and the body's lowest point (it shrinks back towards 100%). */
    fit?: { titleW: number; bottom: number },
  ): number {
    const s = this.scene;
    const t = text(s, left, ACTION.y + 18, title, {
      font: 'display',
      size: sizes.title,
      bold: true,
      color: THEME.css.ink,
      origin: [0, 0],
      align: 'left',
      wrap: width,
    });
    t.setText(breakAfterColon(title, t.getWrappedText()));
    if (fit) fitWidth(t, fit.titleW);
    const b = text(s, left, t.y + t.displayHeight + 6, body, {
      size: sizes.body,
      color: THEME.css.inkSoft,
      origin: [0, 0],
      align: 'left',
      wrap: width,
      lineSpacing: 2,
    });
    if (fit && b.y + b.height > fit.bottom) {
      // Smaller, the body wraps wider: it is measured again at the wider wrap.
      const least = 1 / appOf(s).settings.textScale();
      const k = Math.max(least, (fit.bottom - b.y) / b.height);
      b.setWordWrapWidth(width / k);
      b.setScale(Math.min(k, Math.max(least, (fit.bottom - b.y) / b.height)));
    }
    this.c.add([t, b]);
    return b.y + b.displayHeight;
  }

  private row(
    list: readonly PanelButton[],
    y = ACTION.y + ACTION.h - 40,
    left = ACTION.x + PAD,
    right = ACTION.x + ACTION.w - PAD,
  ): void {
    if (list.length === 0) return;
    const gap = 14;
    const w = Math.min(260, (right - left - gap * (list.length - 1)) / list.length);
    const total = w * list.length + gap * (list.length - 1);
    let x = right - total + w / 2;
    for (const b of list) {
      const btn = button(this.scene, x, y, b.label, b.onClick, {
        width: w,
        height: 50,
        style: b.style ?? 'secondary',
        enabled: b.enabled ?? true,
        fontSize: 19,
      });
      this.c.add(btn);
      this.buttons.set(b.id, btn);
      if (b.enabled ?? true)
        this.targets.set(b.id, {
          x,
          y,
          w: btn.bw,
          h: btn.bh,
          label: b.label,
          activate: () => btn.activate(),
        });
      x += w + gap;
    }
  }

  private bid(spec: Extract<ActionSpec, { kind: 'bid' }>): void {
    const s = this.scene;
    const n = spec.hand.length;
    const mode = tableMode();
    // Landscape, the text and the button take a column on the left and the cards two rows on the right.
    const side = mode === 'short';
    // The portrait column's cards are larger: 44 CSS px wide and 8 apart on a 390 px screen.
    const upright = mode === 'portrait';
    const w = upright || side ? SHORT_CARD : 52;
    const perRow = upright || side ? Math.min(n, 5) : n;
    const rows = Math.ceil(n / Math.max(1, perRow));
    // Upright, large text keeps left of the bid lens button and above the cards.
    const cardsTop = ACTION.y + (rows > 1 ? 121 : 170) - w * 0.7 - 4;
    const fit = upright ? { titleW: ACTION.w - PAD * 2 - 160, bottom: cardsTop } : undefined;
    // Landscape, large text keeps above the confirm button under it.
    const sideFit = { titleW: SIDE, bottom: ACTION.y + ACTION.h - 40 - 25 - 8 };
    if (side) this.head(spec.title, spec.body, ACTION.x + PAD, SIDE, { title: 22, body: 16 }, sideFit);
    else this.head(spec.title, spec.body, undefined, undefined, undefined, fit);
    const grid = sideGrid();
    const mid = side ? (grid.left + grid.right) / 2 : ACTION.x + ACTION.w / 2;
    const step = side
      ? SHORT_CARD + SHORT_GAP
      : Math.min(upright ? 76 : 60, (ACTION.w - PAD * 2) / Math.max(1, perRow));
    spec.hand.forEach((id, i) => {
      const picked = spec.picked === id;
      const row = Math.floor(i / perRow);
      const inRow = Math.min(perRow, n - row * perRow);
      const x = mid - (step * (inRow - 1)) / 2 + (i % perRow) * step;
      // Two rows upright, between the panel's title and its button; landscape, below the bid lens button.
      const y = side
        ? grid.top + w * 0.7 + row * (w * 1.4 + SHORT_GAP)
        : rows > 1
          ? ACTION.y + 121 + row * (w * 1.4 + 10)
          : ACTION.y + 170;
      // The picked card rises, in the first row only: a lower row's would reach onto the row above.
      const lift = picked && row === 0 ? 14 : 0;
      const card = auctionCard(s, spec.suit, auctionValue(id), w).setPosition(x, y - lift);
      if (picked) this.ring(x, y - lift, w);
      onRelease(card, () => spec.onPick(id));
      if (card.input) card.input.cursor = 'pointer';
      this.c.add(card);
      this.targets.set(`bid:${id}`, {
        x,
        y: y - lift,
        w,
        h: w * 1.4,
        label: tr('turn.bid', { value: auctionValue(id) }),
        activate: () => spec.onPick(id),
      });
    });
    if (side) this.row([spec.confirm], ACTION.y + ACTION.h - 40, ACTION.x + PAD, ACTION.x + PAD + SIDE);
    else this.row([spec.confirm]);
  }

  private prompt(spec: Extract<ActionSpec, { kind: 'prompt' }>): void {
    const s = this.scene;
    const cw = 110;
    const card = characterCard(s, spec.card, cw).setPosition(
      ACTION.x + PAD + cw / 2,
      ACTION.y + 24 + cw * 0.7,
    );
    this.c.add(card);
    const left = ACTION.x + PAD * 2 + cw;
    this.head(
      tr('turn.the', { character: abilityName(spec.ability) }),
      abilityPrompt(spec.ability),
      left,
      ACTION.x + ACTION.w - PAD - left,
    );
    this.row([spec.use, spec.pass], ACTION.y + ACTION.h - 40, left);
  }

  private take(spec: Extract<ActionSpec, { kind: 'take' }>): void {
    const s = this.scene;
    let left = ACTION.x + PAD;
    let cardBottom = ACTION.y;
    if (spec.card !== null) {
      const terrain = isTerrain(spec.card);
      const size = terrain ? 104 : 92;
      const face = terrain ? terrainCard(s, spec.card, size) : characterCard(s, spec.card, size);
      face.setPosition(ACTION.x + PAD + size / 2, ACTION.y + 24 + (terrain ? size / 2 : size * 0.7));
      this.c.add(face);
      left += size + PAD;
      cardBottom = ACTION.y + 24 + (terrain ? size : size * 1.4);
    }
    // The text stays above the buttons: it shrinks step by step, never under MIN_TEXT (12 CSS px at 1280x720).
    const limit = spec.buttons.length ? ACTION.y + ACTION.h - 40 - 25 - 8 : ACTION.y + ACTION.h - PAD;
    const before = this.c.length;
    for (let k = 0; ; k++) {
      const sizes = { title: Math.max(MIN_TEXT + 3, 24 - k), body: Math.max(MIN_TEXT, 17 - k) };
      const detailSize = Math.max(MIN_TEXT, 18 - k);
      const bottom = this.head(spec.title, spec.body, left, ACTION.x + ACTION.w - PAD - left, sizes);
      let end = bottom;
      if (spec.detail) {
        const y = bottom + 10;
        // Below the card's picture the detail may use the panel's whole width.
        const dl = y >= cardBottom + 6 ? ACTION.x + PAD : left;
        const d = text(s, dl, y, spec.detail, {
          size: detailSize,
          bold: true,
          color: spec.detailColor ?? THEME.css.ink,
          origin: [0, 0],
          align: 'left',
          wrap: ACTION.x + ACTION.w - PAD - dl,
        });
        this.c.add(d);
        end = d.y + d.height;
      }
      if (end <= limit || (sizes.body === MIN_TEXT && detailSize === MIN_TEXT)) break;
      while (this.c.length > before) this.c.removeAt(this.c.length - 1, true);
    }
    this.row(spec.buttons);
  }

  private pick(spec: Extract<ActionSpec, { kind: 'pick' }>): void {
    const s = this.scene;
    // Landscape, the text takes a column on the left and the cards the room right of it, above the buttons.
    const mode = tableMode();
    const side = mode === 'short';
    const grid = sideGrid();
    const below = side
      ? this.head(spec.title, spec.body, ACTION.x + PAD, SIDE, { title: 22, body: 16 })
      : this.head(spec.title, spec.body);
    const top = side ? ACTION.y + PAD : below + 8;
    const left = side ? grid.left : ACTION.x + PAD;
    const width = side ? grid.right - grid.left : ACTION.w - PAD * 2;
    // On a phone the cards stay 44 CSS px wide and 8 apart: when they do not all fit, they come in pages.
    const phone = mode !== 'wide';
    const gap = phone ? { x: SHORT_GAP, y: SHORT_GAP } : { x: 10, y: 8 };
    const g = pickGrid(spec.cards.length, {
      w: width,
      h: ACTION.y + ACTION.h - (side ? 80 : 72) - top,
      gap: gap.x,
      maxW: 72,
      minW: phone ? SHORT_CARD : 0,
      arrow: ARROW_W,
      ...(phone ? {} : { maxPerRow: 8 }),
    });
    const key = spec.cards.join(',');
    if (key !== this.pickKey) this.pickPage = 0;
    this.pickKey = key;
    const focused = spec.focus === null ? -1 : spec.cards.indexOf(spec.focus);
    if (focused >= 0 && Math.floor(focused / g.perPage) !== this.pickPage)
      this.pickPage = Math.floor(focused / g.perPage);
    this.pickPage = Math.min(this.pickPage, g.pages - 1);
    const first = this.pickPage * g.perPage;
    const shown = spec.cards.slice(first, first + g.perPage);
    const w = g.w;
    const at = { mid: left + width / 2, top };
    shown.forEach((id, i) => {
      const { x, y } = pickSpot(g, i, shown.length, at, gap);
      const card = characterCard(s, id, w).setPosition(x, y);
      onRelease(card, () => spec.onPick(id));
      if (card.input) card.input.cursor = 'pointer';
      if (spec.focus === id) this.ring(x, y, w);
      this.c.add(card);
      const note = spec.notes?.[first + i];
      if (note)
        this.c.add(
          text(s, x, y + w * 0.7 - 2, note, { size: 15, bold: true, color: '#fff6e2', origin: [0.5, 1] })
            .setBackgroundColor(css(THEME.color.rustDark))
            .setPadding(4, 1, 4, 1),
        );
      this.targets.set(`paperboy:${id}`, {
        x,
        y,
        w,
        h: w * 1.4,
        label: tr('turn.addCard', { id }),
        activate: () => spec.onPick(id),
      });
    });
    if (g.arrows) this.pageArrows(spec, g, { left, width, top });
    this.row(spec.buttons);
  }

  /** A gold ring around the picked card `w` wide centred at (x, y). */
  private ring(x: number, y: number, w: number): void {
    const [bw, bh] = [w + 10, w * 1.4 + 10];
    const g = this.scene.make.graphics({}, false).lineStyle(4, THEME.color.gold, 1);
    this.c.add(baked(this.scene, g.strokeRoundedRect(x - bw / 2, y - bh / 2, bw, bh, 8)));
  }

  /** The page arrows either side of the Paperboy's cards (they cycle), and which page shows under the cards. */
  private pageArrows(
    spec: Extract<ActionSpec, { kind: 'pick' }>,
    g: PickGrid,
    at: { left: number; width: number; top: number },
  ): void {
    const h = g.rows * g.w * 1.4 + (g.rows - 1) * SHORT_GAP;
    const y = at.top + h / 2;
    const turn = (d: number): void => {
      this.pickPage = (this.pickPage + d + g.pages) % g.pages;
      this.show(spec);
    };
    for (const [d, x, glyph, id, label] of [
      [-1, at.left + ARROW_W / 2, '‹', 'paperboy-page:prev', tr('turn.pickPrev')],
      [1, at.left + at.width - ARROW_W / 2, '›', 'paperboy-page:next', tr('turn.pickNext')],
    ] as const) {
      const btn = button(this.scene, x, y, glyph, () => turn(d), {
        width: ARROW_W,
        height: Math.min(h, 120),
        style: 'secondary',
        fontSize: 30,
      });
      this.c.add(btn);
      this.targets.set(id, { x, y, w: btn.bw, h: btn.bh, label, activate: () => turn(d) });
    }
    this.c.add(
      text(
        this.scene,
        at.left + at.width / 2,
        at.top + h + 6,
        tr('turn.pickPage', { page: this.pickPage + 1, pages: g.pages }),
        { size: 15, color: THEME.css.inkSoft, origin: [0.5, 0] },
      ),
    );
  }
}
