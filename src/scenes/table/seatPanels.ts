/** One panel per seat: suit, name, kind, live score, auction cards, characters, a picture of the city, turn and bid status. */
import Phaser from 'phaser';
import { characterDef, viewScore } from '../../cards/engine';
import type { GameView } from '../../cards/engine';
import { suitGlyph } from '../../ui/cardFaces';
import { appealTip, characterTip } from '../../ui/texts';
import { characterKey } from '../../ui/textures';
import { t } from '../../i18n';
import { levelName, suitName } from '../../i18n/names';
import { lineWidth } from '../../ui/contrast';
import { THEME } from '../../ui/theme';
import { appOf } from '../appOf';
import { attachTooltip, panel, text } from '../../ui/widgets';
import { baked } from '../../ui/bake';
import { pop, tweenTo } from './anim';
import { seatRect } from './layout';
import type { Rect } from './layout';
import { keptCards, miniCity } from './miniCity';
import { cityTitle, personCount } from '../../ui/logText';
import { MIN_TEXT, drawSeatAuction, drawSeatBid } from './seatCards';
import type { SeatStatus } from './seatStatus';
import { centred } from './cardSpots';
import type { CardSpot } from './cardSpots';
import { onRelease } from '../../ui/release';

/** A seat's live score as shown: the engine's sheet for a real seat, the appeal sum for a virtual one (RULES 5). */
export function liveScore(view: GameView, seat: number): number {
  return viewScore(view, seat);
}

/** Kind label of a seat: "You", "AI · hard", "Virtual · novice". */
export function seatKind(view: GameView, seat: number, viewer: number): string {
  const s = view.setup.seats[seat];
  if (!s) return '';
  if (s.kind === 'virtual') return t('seat.virtual', { level: levelName(s.strength) });
  if (s.controller === 'human')
    return seat === viewer && personCount(view.setup) <= 1 ? t('setup.you') : t('seat.person');
  return t('seat.ai', { level: levelName(s.controller) });
}

/** The level of a virtual or AI seat alone (a short seat kind); null for a person. */
function seatLevel(view: GameView, seat: number): string | null {
  const s = view.setup.seats[seat];
  if (!s) return null;
  if (s.kind === 'virtual') return levelName(s.strength);
  return s.controller === 'human' ? null : levelName(s.controller);
}

/** The stack of seat panels. */
export class SeatPanels {
  private readonly panels: Phaser.GameObjects.Container[] = [];
  private readonly rects: Rect[] = [];
  private readonly scores: number[] = [];
  /** What each panel shows, to skip redrawing an unchanged one. */
  private readonly sigs: string[] = [];
  /** Each panel's cards as drawn, for the card viewer. */
  private readonly spots: CardSpot[][] = [];
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

  /** The panels' cards (auction cards, bid, characters), for the card viewer. */
  cardSpots(): CardSpot[] {
    return this.spots.flat();
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
    const spots: CardSpot[] = [];
    this.spots[seat] = spots;
    if (!setup || !sv) return;
    const suit = setup.suit;
    const virtual = setup.kind === 'virtual';
    const k = Math.min(1.3, r.h / 131);
    const bg = panel(s, r.x + r.w / 2, r.y + r.h / 2, r.w, r.h, {
      style: seat === viewer ? 'leather' : 'dark',
      radius: 12,
    });
    c.add(bg);
    const stripe = s.make.graphics({}, false);
    stripe.fillStyle(THEME.suit[suit], 1).fillRoundedRect(r.x + 3, r.y + 8, 5, r.h - 16, 2);
    c.add(baked(s, stripe));
    if (st.active) {
      const g = s.make.graphics({}, false);
      g.lineStyle(6, THEME.color.gold, 0.25).strokeRoundedRect(r.x - 2, r.y - 2, r.w + 4, r.h + 4, 14);
      g.lineStyle(lineWidth(s, 2.5), THEME.color.gold, 1).strokeRoundedRect(r.x, r.y, r.w, r.h, 12);
      c.add(baked(s, g));
    }
    const side = this.side(r);
    const right = r.x + r.w - 10 - side;
    const statusW = 52;
    const leftW = right - statusW - 8 - (r.x + 16);
    const x0 = r.x + 16;
    // Name row.
    const glyph = suitGlyph(s, suit, 28 * k).setPosition(x0 + 14 * k, r.y + 22 * k);
    attachTooltip(glyph as Phaser.GameObjects.Image, () => t('seat.suitTip', { suit: suitName(suit) }));
    const name = text(s, x0 + 32 * k, r.y + 16 * k, setup.name, {
      font: 'display',
      size: Math.round(18 * k),
      bold: true,
      color: THEME.css.cream,
      origin: [0, 0.5],
    });
    const kindSize = Math.max(MIN_TEXT, Math.round(13 * k));
    const kind = text(s, x0 + 32 * k, r.y + 35 * k, seatKind(view, seat, viewer), {
      size: kindSize,
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
    const vp = text(s, right - 6, r.y + 38 * k, virtual ? t('seat.appeal') : t('seat.vp'), {
      size: MIN_TEXT,
      color: THEME.css.muted,
      origin: [1, 0],
    });
    const appeal = appealTip(view, seat);
    if (appeal !== null) for (const o of [scoreT, vp]) attachTooltip(o, () => appeal);
    // Larger text: the big figure keeps its size (it would rise above the panel) and its caption grows downwards.
    const grow = appOf(s).settings.textScale();
    scoreT.setScale(1 / grow);
    vp.setY(vp.y - vp.height / grow / 2);
    const maxName = right - 6 - scoreT.displayWidth - 10 - name.x;
    if (name.width > maxName) name.setScale(Math.max(0.6, maxName / name.width));
    const maxKind = right - 6 - vp.width - 8 - kind.x;
    // Too long a line shrinks down to the smallest text, then (e.g. "Virtuale · Principiante") says just the level.
    const fitKind = (floor: number): void => {
      kind.setScale(Math.max(floor, Math.min(1, maxKind / kind.width)));
    };
    fitKind(MIN_TEXT / kindSize);
    if (kind.displayWidth > maxKind + 0.5) {
      kind.setText(seatLevel(view, seat) ?? kind.text);
      fitKind(MIN_TEXT / kindSize);
    }
    if (kind.displayWidth > maxKind + 0.5) fitKind(0.75);
    c.add([glyph, name, kind, scoreT, vp]);
    if (!Number.isNaN(this.scores[seat] as number) && this.scores[seat] !== score)
      void pop(s, scoreT, 1.3, 360);
    this.scores[seat] = score;
    // Auction cards.
    const rowB = r.y + r.h * 0.47;
    spots.push(...drawSeatAuction(s, c, view, seat, suit, x0, rowB, leftW, k));
    // Characters.
    const rowC = r.y + r.h * 0.8;
    const cw = Math.round(25 * k);
    const ch = Math.round(cw * 1.3);
    const step = Math.min(cw + 8, sv.characters.length > 1 ? (leftW - ch) / (sv.characters.length - 1) : cw);
    sv.characters.forEach((ch0, i) => {
      const img = s.add.image(x0 + ch / 2 + i * step, rowC, characterKey(ch0.id)).setDisplaySize(cw, ch);
      const frame = s.make.graphics({ x: img.x, y: img.y }, false);
      frame
        .fillStyle(ch0.sideways ? 0x6b5a48 : THEME.color.sandLight, 1)
        .fillRoundedRect(-cw / 2 - 2, -ch / 2 - 2, cw + 4, ch + 4, 3);
      const fr = baked(s, frame);
      img.setAngle(ch0.sideways ? 90 : 0);
      fr.setAngle(ch0.sideways ? 90 : 0);
      if (ch0.sideways) img.setAlpha(0.75);
      const [bw, bh] = ch0.sideways ? [ch + 4, cw + 4] : [cw + 4, ch + 4];
      spots.push({
        key: `seat:${seat}:character:${ch0.id}`,
        place: 'seat',
        face: { kind: 'character', id: ch0.id, used: ch0.sideways },
        box: centred(img.x, img.y, bw, bh),
      });
      img.setData('entity', ch0.id);
      fr.setData('entity', ch0.id);
      const def = characterDef(ch0.id);
      attachTooltip(img, () => `${characterTip(def.name)}${ch0.sideways ? `\n${t('seat.used')}` : ''}`);
      c.add([fr, img]);
    });
    if (sv.characters.length === 0)
      c.add(
        text(s, x0, rowC, t('seat.noCharacters'), {
          size: MIN_TEXT,
          italic: true,
          color: THEME.css.muted,
          origin: [0, 0.5],
        }),
      );
    // Bid status column.
    spots.push(...drawSeatBid(s, c, view, seat, suit, st, right - statusW / 2 - 2, r.y + r.h * 0.6, k));
    // City picture or kept cards.
    const cx = right + side / 2;
    const cy = r.y + r.h / 2;
    const pic = virtual ? keptCards(s, sv.kept, cx, cy, side, side) : miniCity(s, sv.city, cx, cy, side);
    c.add(pic);
    if (!virtual) {
      const hit = s.add.zone(cx, cy, side, side).setInteractive({ useHandCursor: true });
      attachTooltip(hit, () =>
        t('seat.cityTip', { city: cityTitle(view.setup, seat), count: sv.city.length }),
      );
      onRelease(hit, () => this.onInspect(seat));
      c.add(hit);
    } else {
      const hit = s.add.zone(cx, cy, side, side);
      attachTooltip(hit, () => t('seat.keepsTip', { name: setup.name, count: sv.kept.length }));
      c.add(hit);
    }
    if (st.label) {
      kind.setVisible(false);
      const t = text(s, 0, 0, st.label, { size: MIN_TEXT, bold: true, color: THEME.css.ink });
      const w = t.width + 16;
      const pill = s.make.graphics({}, false);
      pill.fillStyle(THEME.color.gold, 1).fillRoundedRect(-w / 2, -12, w, 24, 12);
      c.add(s.add.container(kind.x + w / 2 - 4, kind.y, [baked(s, pill), t]));
    }
  }
}
