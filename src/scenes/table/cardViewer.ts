/**
 * Any card on the table shown large (issue 27 item 7): held still (HOLD_MS), right-clicked, or tapped by a finger where
 * a tap means nothing else, a card of the offer, a pile, a seat or the city comes up big over the table with its
 * caption in words; Esc, a tap anywhere or Close puts it away. The release after a hold is swallowed, so a held offer
 * card is not taken. The timing is src/app/holdGesture.ts and the press rules src/app/cardPress.ts; this wires the
 * scene's pointer to them and draws.
 */
import Phaser from 'phaser';
import { showsLarge } from '../../app/cardPress';
import type { CardPressKind } from '../../app/cardPress';
import { HoldGesture } from '../../app/holdGesture';
import type { HookCard, HookCardView, HookRect } from '../../app/testHook';
import { t } from '../../i18n';
import { designOf } from '../../ui/layoutMode';
import { HOLDER_RECT_KEY } from '../../ui/textProbe';
import { BASE_H, BASE_W, THEME } from '../../ui/theme';
import { cssPerCanvas, keyHints } from '../../ui/viewport';
import { button, hideTooltip, panel, text, toPage } from '../../ui/widgets';
import { appOf } from '../appOf';
import type { CityBoard } from './cityBoard';
import { aspectOf, bigFace, captionOf, inBox, offerKey } from './cardSpots';
import type { Box, CardSpot } from './cardSpots';
import type { HumanTurn } from './humanTurn';
import type { OfferRow } from './offerRow';
import { sceneClock } from './sceneClock';
import type { SeatPanels } from './seatPanels';
import { released } from '../../ui/gesture';

/** Over everything on the table but the tooltips. */
const DEPTH = 2500;
/** The key that shows the keyboard's card large, and puts it away. */
const VIEW_KEY = 'v';
const MARGIN = 16;
const PAD = 20;

/** The table parts whose cards can be shown large, and when the table is not the player's to press. */
export interface CardTable {
  board: CityBoard;
  offer: OfferRow;
  seats: SeatPanels;
  turn: HumanTurn;
  /** True when a press at a world point is not the table's (the hand-off screen, the bid reveal, the lesson's note). */
  covered: (x: number, y: number) => boolean;
  /** The hand-off screen: while it is up a card shown large is put away. */
  curtain: { readonly up: boolean };
}

/** Where the view lies in the world: its top-left, its scale, and its size in layout pixels. */
interface Frame {
  x0: number;
  y0: number;
  k: number;
  w: number;
  h: number;
}

/** The card on show: its spot, its layer, and its panel's and face's boxes in layout pixels. */
interface Shown {
  spot: CardSpot;
  layer: Phaser.GameObjects.Container;
  backdrop: Phaser.GameObjects.Rectangle;
  frame: Frame;
  panel: Box;
  face: Box;
}

/** The card viewer of the table. */
export class CardViewer {
  private readonly gesture: HoldGesture;
  private shown: Shown | null = null;
  /** Where the press under way began (world) and whether a finger made it. */
  private press: { id: number; x: number; y: number; touch: boolean } | null = null;
  /** True when the press under way began while a card was shown: its release puts the card away. */
  private pressOpen = false;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly table: CardTable,
  ) {
    this.gesture = new HoldGesture(
      sceneClock(scene),
      () => this.held(),
      () => performance.now(),
    );
    table.offer.plainPress = () => this.gesture.plain && !this.shown;
    const input = scene.input;
    const move = (p: Phaser.Input.Pointer): void => this.gesture.move(p.id, ...this.css(p));
    const outside = (p: Phaser.Input.Pointer): void => void this.gesture.up(p.id);
    input.on(Phaser.Input.Events.POINTER_MOVE, move);
    input.on(Phaser.Input.Events.POINTER_UP_OUTSIDE, outside);
    scene.events.on(Phaser.Scenes.Events.POST_UPDATE, this.follow, this);
    const hook = appOf(scene).hook;
    hook.setSources({
      cards: () => this.hookCards(),
      viewCard: (key) => this.viewCard(key),
      cardView: () => this.hookView(),
    });
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      this.gesture.cancel();
      input.off(Phaser.Input.Events.POINTER_MOVE, move);
      input.off(Phaser.Input.Events.POINTER_UP_OUTSIDE, outside);
      scene.events.off(Phaser.Scenes.Events.POST_UPDATE, this.follow, this);
      hook.setSources({ cards: () => [], viewCard: () => false, cardView: () => null });
      this.shown = null;
    });
  }

  /** True while a card is shown large (the table's keys, buttons and targets wait). */
  get open(): boolean {
    return this.shown !== null;
  }

  /** A pointer went down: true when the viewer takes it (a card is shown, or a right-click shows one). */
  down(p: Phaser.Input.Pointer): boolean {
    if (this.shown) {
      this.pressOpen = true;
      return true;
    }
    this.pressOpen = false;
    if (this.table.covered(p.worldX, p.worldY)) return false;
    if (p.rightButtonDown()) {
      const s = this.spotAt(p.worldX, p.worldY);
      if (!s || !this.shows('right', p.wasTouch, s)) return false;
      this.show(s);
      return true;
    }
    const press = { id: p.id, x: p.worldX, y: p.worldY, touch: p.wasTouch };
    if (this.gesture.down(p.id, ...this.css(p), p.downTime)) this.press = press;
    return false;
  }

  /** A pointer's place in CSS pixels (the canvas may have several pixels to one), where the drag threshold is set. */
  private css(p: Phaser.Input.Pointer): [number, number] {
    const k = cssPerCanvas(this.scene);
    return [p.x * k, p.y * k];
  }

  /** A pointer went up: true when its release is the viewer's (it ends a hold, puts a card away, or shows one). */
  up(p: Phaser.Input.Pointer): boolean {
    const lifted = this.gesture.up(p.id, p.upTime);
    // A hold shown while the quick release waited behind a slow frame is put away: the press was a tap.
    if (lifted === 'unheld') this.close();
    // A touch the browser cancelled ends its press without a tap.
    const end = released(p) ? (lifted === 'unheld' ? 'tap' : lifted) : 'none';
    const at = this.press;
    if (!this.gesture.pressing) this.press = null;
    if (this.pressOpen) {
      this.pressOpen = false;
      this.close();
      return true;
    }
    if (end === 'held') return true;
    if (end !== 'tap' || !at || this.shown || this.table.covered(at.x, at.y)) return false;
    const s = this.spotAt(at.x, at.y);
    if (!s || !this.shows('tap', at.touch, s)) return false;
    this.show(s);
    return true;
  }

  /**
   * A key (true when taken). While a card is shown no key reaches the table: Esc or V puts it away, ← and → show the
   * card before or after it. Otherwise V shows the offer card the keyboard picked (Tab), else the offer's first.
   */
  keyDown(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): boolean {
    // A key held with Ctrl, Cmd or Alt (a paste, a browser shortcut) shows nothing; while a card is shown it is still kept.
    const key = e.ctrlKey || e.metaKey || e.altKey ? '' : e.key;
    const k = key.length === 1 ? key.toLowerCase() : key;
    const order = this.browseOrder();
    if (!this.shown) {
      if (k !== VIEW_KEY || this.table.curtain.up || !this.scene.input.enabled) return false;
      const at = offerKey(this.table.turn.selected());
      const first = order.find((o) => o.key === at) ?? order[0];
      if (first) this.show(first);
      return first !== undefined;
    }
    if (k === 'Escape' || k === VIEW_KEY) this.close();
    else if (k === 'ArrowLeft' || k === 'ArrowRight') {
      const i = order.findIndex((o) => o.key === this.shown?.spot.key);
      const next = i < 0 ? order[0] : order[(i + (k === 'ArrowLeft' ? order.length - 1 : 1)) % order.length];
      if (next) this.show(next);
    }
    return true;
  }

  /** The table's cards in the order ← and → step through them: the offer and its piles, the seats, the city. */
  private browseOrder(): CardSpot[] {
    const { board, offer, seats } = this.table;
    return [...offer.cardSpots(), ...seats.cardSpots(), ...board.cardSpots()];
  }

  /** Puts the card away. */
  close(): void {
    this.shown?.layer.destroy();
    this.shown = null;
  }

  private placing(): boolean {
    return this.table.turn.focus() === 'city';
  }

  /** The hold came: the card under the press is shown, unless the city's taps belong to a card being placed. */
  private held(): boolean {
    const at = this.press;
    if (!at || this.shown || !this.scene.input.enabled || this.table.covered(at.x, at.y)) return false;
    // A release the table never heard (an overlay took the input) ends no hold: the finger must still be down.
    if (!this.scene.input.manager.pointers.some((q) => q.id === at.id && q.isDown)) return false;
    const s = this.spotAt(at.x, at.y);
    if (!s || !this.shows('hold', at.touch, s)) return false;
    this.show(s);
    return true;
  }

  /** True when a press of this kind on this card shows it large (the rule is src/app/cardPress.ts). */
  private shows(kind: CardPressKind, touch: boolean, s: CardSpot): boolean {
    return showsLarge({ kind, touch, place: s.place, acts: this.acts(s), placing: this.placing() });
  }

  /** True when a tap on this card already means something: take it, place on it, sell it. */
  private acts(s: CardSpot): boolean {
    const f = s.face;
    if (
      s.place === 'offer' &&
      (f.kind === 'terrain' || f.kind === 'character') &&
      this.table.offer.isSelectable(f.id)
    )
      return true;
    if (s.place === 'city' && this.placing()) return true;
    return this.table.turn.intents().some((i) => inBox(s.box, i.x, i.y));
  }

  /** Every card on the table, bottom first. */
  private spots(): CardSpot[] {
    const { board, offer, seats } = this.table;
    return [...board.cardSpots(), ...offer.cardSpots(), ...seats.cardSpots()];
  }

  /** The topmost card under a world point. */
  private spotAt(x: number, y: number): CardSpot | null {
    return this.spots().findLast((s) => inBox(s.box, x, y)) ?? null;
  }

  /** The camera's view as a frame of layout pixels (the design's, so that text keeps its smallest size). */
  private frame(): Frame {
    const cam = this.scene.cameras.main;
    const d = designOf(this.scene) ?? { w: BASE_W, h: BASE_H };
    const unit = Math.min(cam.width / d.w, cam.height / d.h);
    const cx = cam.scrollX + cam.width * cam.originX;
    const cy = cam.scrollY + cam.height * cam.originY;
    return {
      x0: cx - cam.width / 2 / cam.zoom,
      y0: cy - cam.height / 2 / cam.zoom,
      k: unit / cam.zoom,
      w: cam.width / unit,
      h: cam.height / unit,
    };
  }

  /** Keeps the view over the camera's (the phone's pages slide, the city zooms); the hand-off screen puts it away. */
  private follow(): void {
    const v = this.shown;
    if (!v) return;
    if (this.table.curtain.up) {
      this.close();
      return;
    }
    const f = this.frame();
    if (Math.abs(f.w - v.frame.w) > 1 || Math.abs(f.h - v.frame.h) > 1) {
      this.show(v.spot);
      return;
    }
    if (f.x0 === v.layer.x && f.y0 === v.layer.y && f.k === v.layer.scaleX) return;
    v.frame = f;
    v.layer.setPosition(f.x0, f.y0).setScale(f.k);
    v.backdrop.setData(HOLDER_RECT_KEY, { x: f.x0, y: f.y0, w: f.w * f.k, h: f.h * f.k });
  }

  /** Shows a card large: its face above its caption (beside it on a wide screen), with a Close button. */
  private show(spot: CardSpot): void {
    this.close();
    const s = this.scene;
    hideTooltip(s);
    const f = this.frame();
    const layer = s.add.container(f.x0, f.y0).setDepth(DEPTH).setScale(f.k);
    const backdrop = s.add.rectangle(0, 0, f.w, f.h, 0x000000, 0.72).setOrigin(0, 0).setInteractive();
    backdrop.setData(HOLDER_RECT_KEY, { x: f.x0, y: f.y0, w: f.w * f.k, h: f.h * f.k });
    layer.add(backdrop);
    const wide = f.w > f.h * 1.1;
    const aspect = aspectOf(spot.face);
    const room = f.w - MARGIN * 2 - PAD * 2;
    let cardH = wide ? Math.min(f.h - MARGIN * 2 - PAD * 2, 620) : 0;
    const capW = wide ? Math.min(560, room - PAD - cardH / aspect) : room;
    const cap = captionOf(spot.face);
    const hint = keyHints() ? t('cardView.hintMouse', { esc: t('key.esc') }) : t('cardView.hintTouch');
    const opts = { origin: [0, 0] as [number, number], align: 'left' as const, wrap: capW };
    const title = text(s, 0, 0, cap.title, {
      ...opts,
      font: 'display',
      size: 24,
      bold: true,
      color: THEME.css.gold,
    });
    const body = text(s, 0, 0, cap.body, { ...opts, size: 18, color: THEME.css.cream, lineSpacing: 4 });
    const note = text(s, 0, 0, hint, { ...opts, size: 16, italic: true, color: THEME.css.muted });
    const close = button(s, 0, 0, t('common.close'), () => this.close(), {
      id: 'card-close',
      width: 200,
      height: 56,
      style: 'primary',
    });
    const texts = [title, body, note];
    const capH = texts.reduce((n, o) => n + o.displayHeight + 12, 0) + 8 + close.bh;
    if (!wide) cardH = Math.max(120, Math.min(f.h * 0.52, f.h - MARGIN * 2 - PAD * 3 - capH, room * aspect));
    const cardW = cardH / aspect;
    const pw = wide ? cardW + capW + PAD * 3 : f.w - MARGIN * 2;
    const ph = wide ? Math.max(cardH, capH) + PAD * 2 : cardH + capH + PAD * 3;
    const px = (f.w - pw) / 2;
    const py = (f.h - ph) / 2;
    layer.add(panel(s, px + pw / 2, py + ph / 2, pw, ph, { style: 'dark', radius: 16 }));
    const face: Box = wide
      ? { x: px + PAD, y: py + (ph - cardH) / 2, w: cardW, h: cardH }
      : { x: px + (pw - cardW) / 2, y: py + PAD, w: cardW, h: cardH };
    // Drawn at the screen's own pixels and scaled back, so that the art stays sharp.
    const unit = Math.max(1, f.k * s.cameras.main.zoom);
    const card = bigFace(s, spot.face, cardW * unit).setScale(1 / unit);
    layer.add(card.setPosition(face.x + cardW / 2, face.y + cardH / 2));
    const cx = wide ? face.x + cardW + PAD : px + PAD;
    let y = wide ? py + (ph - capH) / 2 : face.y + cardH + PAD;
    for (const o of texts) {
      layer.add(o.setPosition(cx, y));
      y += o.displayHeight + 12;
    }
    close.setPosition(cx + close.bw / 2, y + 8 + close.bh / 2);
    layer.add(close);
    this.shown = { spot, layer, backdrop, frame: f, panel: { x: px, y: py, w: pw, h: ph }, face };
  }

  /** Shows the card with this key, as a hold on it would; false when no such card is on the table. */
  private viewCard(key: string): boolean {
    const s = this.spots().find((o) => o.key === key);
    if (!s || this.table.curtain.up) return false;
    this.show(s);
    return true;
  }

  /** A box of the world in page CSS pixels. */
  private pageBox(b: Box): HookRect {
    const a = toPage(this.scene, b.x, b.y);
    const c = toPage(this.scene, b.x + b.w, b.y + b.h);
    const r = (n: number): number => Math.round(n * 10) / 10;
    return { x: a.x, y: a.y, w: r(c.x - a.x), h: r(c.y - a.y) };
  }

  /** A box of the view's layout pixels in the world. */
  private worldBox(v: Shown, b: Box): Box {
    const f = v.frame;
    return { x: f.x0 + b.x * f.k, y: f.y0 + b.y * f.k, w: b.w * f.k, h: b.h * f.k };
  }

  private hookCards(): HookCard[] {
    const c = this.scene.game.canvas.getBoundingClientRect();
    const [left, top] = [c.left + window.scrollX, c.top + window.scrollY];
    return this.spots().flatMap((s) => {
      const b = this.pageBox(s.box);
      const [mx, my] = [b.x + b.w / 2, b.y + b.h / 2];
      if (mx < left || my < top || mx > left + c.width || my > top + c.height) return [];
      return [{ key: s.key, place: s.place, ...b }];
    });
  }

  private hookView(): HookCardView | null {
    const v = this.shown;
    if (!v) return null;
    const sizes: number[] = [];
    const walk = (list: readonly Phaser.GameObjects.GameObject[]): void => {
      for (const o of list) {
        if (o instanceof Phaser.GameObjects.Text && o.text.trim() !== '' && o.visible && o.height > 0) {
          const b = o.getBounds();
          const h = this.pageBox({ x: b.x, y: b.y, w: b.width, h: b.height }).h;
          sizes.push(Math.round(((parseFloat(String(o.style.fontSize)) || 0) * h * 10) / o.height) / 10);
        } else if (o instanceof Phaser.GameObjects.Container) walk(o.list);
      }
    };
    walk(v.layer.list);
    return {
      key: v.spot.key,
      ...this.pageBox(this.worldBox(v, v.panel)),
      card: this.pageBox(this.worldBox(v, v.face)),
      minFontPx: sizes.length > 0 ? Math.min(...sizes) : 0,
    };
  }
}
