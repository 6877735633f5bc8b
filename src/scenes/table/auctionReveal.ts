/** The bid reveal over the city board: every bid turned up at once, modifiers added visibly, then the rows sorted into the taking order. */
import Phaser from 'phaser';
import { auctionValue } from '../../cards/engine';
import type { Ability, EntityId, GameSetup, Suit } from '../../cards/engine';
import { playSfx } from '../../ui/sfx';
import { auctionCard, suitGlyph } from '../../ui/cardFaces';
import { t } from '../../i18n';
import { suitName } from '../../i18n/names';
import { THEME } from '../../ui/theme';
import { fitWidth, panel, text } from '../../ui/widgets';
import { BakedLayer, baked } from '../../ui/bake';
import { flip, pop, tweenTo, wait } from './anim';
import { BOARD } from './layout';
import { listText } from '../../ui/logText';
import { modifierChip, revealRow } from './revealChips';
import type { RevealChip } from './revealChips';

interface Row {
  seat: number;
  box: Phaser.GameObjects.Container;
  holder: Phaser.GameObjects.Container;
  value: Phaser.GameObjects.Text;
  rank: Phaser.GameObjects.Container;
  /** The disc behind the rank number. */
  rankMark: BakedLayer;
  /** Where a row's chips must end: left of its figure. */
  chipEnd: number;
  /** The note a narrow row's first chip replaces (null on the wide board, where chips have their own column). */
  note: Phaser.GameObjects.Text | null;
  badgeX: number;
  base: number;
  card: EntityId;
  lawyered: boolean;
}

const FOOT = 92;
const CARD_W = 46;
/** Under this board width (the phone layouts) a row's columns close up and its chips take the place of its note. */
const NARROW = 520;

/** Where a row's parts sit, from the board's left edge (`end`: where its texts and chips stop), and their sizes. */
interface Columns {
  narrow: boolean;
  rank: number;
  disc: number;
  card: number;
  glyph: number;
  glyphSize: number;
  text: number;
  value: number;
  end: number;
  /** Where the first chip starts: under the name on a narrow board, in its own column on the wide one. */
  chips: number;
}

/** The columns of a board `w` wide. */
function columns(w: number): Columns {
  const narrow = w < NARROW;
  const value = narrow ? w - 34 : w - 46;
  const at = narrow
    ? { rank: 34, disc: 16, card: 76, glyph: 116, glyphSize: 22, text: 134, chips: 134 }
    : { rank: 42, disc: 18, card: 96, glyph: 142, glyphSize: 26, text: 162, chips: 340 };
  return { narrow, ...at, value, end: value - 30 };
}

/** The reveal overlay. */
export class AuctionReveal {
  private readonly root: Phaser.GameObjects.Container;
  private rows: Row[] = [];
  private foot: Phaser.GameObjects.Container | null = null;
  private title: Phaser.GameObjects.Text | null = null;
  /** The heading's height: one line, or two when the title and its note do not fit side by side. */
  private head = 58;
  /** True while the overlay is up. */
  shown = false;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly setup: GameSetup,
  ) {
    this.root = scene.add.container(0, 0).setDepth(300).setVisible(false);
  }

  private rowH(): number {
    return Math.min(80, (BOARD.h - this.head - FOOT) / Math.max(1, this.setup.seats.length));
  }

  private rowY(i: number): number {
    return BOARD.y + this.head + this.rowH() * (i + 0.5);
  }

  /** The bid cards' width: as large as a row lets them be. */
  private cardW(): number {
    return Math.min(CARD_W, (this.rowH() - 6) / 1.4);
  }

  /** Slides the overlay in with every bid face down, then turns them all up at once. */
  async reveal(
    bids: readonly { seat: number; card: EntityId; value: number }[],
    lawyered: ReadonlySet<number>,
    used: (seat: number) => readonly Ability[],
  ): Promise<void> {
    const s = this.scene;
    this.root.removeAll(true);
    this.rows = [];
    this.foot = null;
    const bg = panel(s, BOARD.x + BOARD.w / 2, BOARD.y + BOARD.h / 2, BOARD.w, BOARD.h, {
      style: 'leather',
      radius: 16,
    });
    this.title = text(s, BOARD.x + 24, BOARD.y + 30, t('reveal.title'), {
      font: 'display',
      size: 26,
      bold: true,
      color: THEME.css.gold,
      origin: [0, 0.5],
    });
    const sub = text(s, BOARD.x + BOARD.w - 24, BOARD.y + 30, t('reveal.sub'), {
      size: 15,
      color: THEME.css.sand,
      origin: [1, 0.5],
    });
    // The note goes under the title when the longer of the two titles would run into it.
    const longest = Math.max(this.title.width, this.title.setText(t('reveal.order')).width);
    this.title.setText(t('reveal.title'));
    const twoLines = longest + sub.width + 32 > BOARD.w - 48;
    this.head = twoLines ? 56 + sub.height : 58;
    if (twoLines) sub.setOrigin(0, 0.5).setPosition(BOARD.x + 24, BOARD.y + 50 + sub.height / 2);
    this.root.add([bg, this.title, sub]);
    bids.forEach((b, i) => this.rows.push(this.makeRow(b.seat, b.card, i, lawyered.has(b.seat))));
    this.root.setVisible(true).setAlpha(0);
    this.root.x = -40;
    this.shown = true;
    await tweenTo(s, this.root, { alpha: 1, x: 0 }, 260);
    await wait(s, 250);
    playSfx(this.scene, 'reveal');
    await Promise.all(
      this.rows.map((r) =>
        flip(
          s,
          r.holder,
          () => {
            r.holder.removeAll(true);
            r.holder.add(auctionCard(s, this.suit(r.seat), r.base, this.cardW()));
          },
          320,
        ),
      ),
    );
    for (const b of bids) {
      const r = this.rows.find((x) => x.seat === b.seat);
      if (!r) continue;
      const row = revealRow(r.base, b.value, r.lawyered, used(b.seat));
      for (const c of row.chips)
        this.badge(r, c, c.kind === 'lawyer' ? THEME.color.leatherLight : THEME.color.good);
      r.value.setText(row.value);
      if (r.lawyered) r.value.setColor(THEME.css.muted);
    }
    await wait(s, 300);
  }

  private suit(seat: number): Suit {
    return this.setup.seats[seat]?.suit ?? 'hat';
  }

  private makeRow(seat: number, card: EntityId, i: number, lawyered: boolean): Row {
    const s = this.scene;
    const h = this.rowH();
    const y = this.rowY(i);
    const suit = this.suit(seat);
    const c = columns(BOARD.w);
    const parts: Phaser.GameObjects.GameObject[] = [];
    const strip = s.make.graphics({}, false);
    strip
      .fillStyle(0x000000, i % 2 ? 0.12 : 0.22)
      .fillRoundedRect(BOARD.x + 14, -h / 2 + 3, BOARD.w - 28, h - 6, 10);
    parts.push(baked(s, strip));
    const rankMark = new BakedLayer(s);
    const rankT = text(s, 0, 0, '', { font: 'figure', size: 20, bold: true, color: THEME.css.ink });
    const rank = s.add.container(BOARD.x + c.rank, 0, [rankMark.image, rankT]).setVisible(false);
    const holder = s.add.container(BOARD.x + c.card, 0, [auctionCard(s, suit, 0, this.cardW(), true)]);
    const glyph = suitGlyph(s, suit, c.glyphSize).setPosition(BOARD.x + c.glyph, 0);
    const room = c.end - c.text;
    const name = text(s, BOARD.x + c.text, -10, this.setup.seats[seat]?.name ?? '', {
      font: 'display',
      size: 19,
      bold: true,
      color: THEME.css.cream,
      origin: [0, 0.5],
    });
    fitWidth(name, room);
    // Where the note does not fit, the suit goes unnamed (its glyph and card show it).
    const pile = this.setup.seats[seat]?.kind === 'virtual';
    const note = text(
      s,
      BOARD.x + c.text,
      13,
      t(pile ? 'reveal.fromPile' : 'reveal.fromHand', { suit: suitName(suit) }),
      {
        size: 13,
        color: THEME.css.muted,
        origin: [0, 0.5],
      },
    );
    if (note.width > room) note.setText(t(pile ? 'reveal.fromPileBrief' : 'reveal.fromHandBrief'));
    fitWidth(note, room);
    // Rows too low for two lines (six seats on a landscape phone) show the name alone; chips follow it.
    const oneLine = h < 44;
    if (oneLine) {
      name.setY(0);
      note.setVisible(false);
    }
    const value = text(s, BOARD.x + c.value, 0, '?', {
      font: 'figure',
      size: oneLine ? 26 : 34,
      bold: true,
      color: THEME.css.gold,
    });
    parts.push(rank, holder, glyph, name, note, value);
    const box = s.add.container(0, y, parts);
    this.root.add(box);
    return {
      seat,
      box,
      holder,
      value,
      rank,
      rankMark,
      note: c.narrow && !oneLine ? note : null,
      chipEnd: BOARD.x + c.end,
      badgeX: oneLine ? name.x + name.displayWidth + 8 : BOARD.x + c.chips,
      base: auctionValue(card),
      card,
      lawyered,
    };
  }

  private badge(r: Row, chip: RevealChip, color: number): void {
    const s = this.scene;
    const tx = text(s, 0, 0, chip.label, { size: 14, bold: true, color: '#ffffff' });
    // A chip that would run into the row's figure gives its brief label.
    if (r.badgeX + tx.width + 16 > r.chipEnd) tx.setText(chip.brief);
    const w = tx.width + 16;
    const g = s.make.graphics({}, false);
    g.fillStyle(color, 1).fillRoundedRect(-w / 2, -12, w, 24, 12);
    r.note?.setVisible(false);
    const b = s.add.container(r.badgeX + w / 2, r.note ? r.note.y : 0, [baked(s, g), tx]);
    r.badgeX += w + 6;
    r.box.add(b);
    b.setScale(0.2);
    void tweenTo(s, b, { scaleX: 1, scaleY: 1 }, 260, 'Back.easeOut');
  }

  /** Adds a Mercenary or Doctor bonus to a seat's row. */
  async modifier(seat: number, ability: Ability, amount: number, value: number): Promise<void> {
    const r = this.rows.find((x) => x.seat === seat);
    if (!r || !this.shown) return;
    const chip = modifierChip(ability, amount);
    if (!chip) return;
    this.badge(r, chip, THEME.color.good);
    r.value.setText(String(value));
    playSfx(this.scene, 'score');
    await pop(this.scene, r.value, 1.4, 320);
  }

  /** Sorts the rows into the taking order, numbers them and explains ties. */
  async order(order: readonly number[], values: readonly number[], tieBreak: readonly Suit[]): Promise<void> {
    if (!this.shown) return;
    const s = this.scene;
    this.title?.setText(t('reveal.order'));
    const placed = [...order, ...this.rows.map((r) => r.seat).filter((x) => !order.includes(x))];
    await Promise.all(
      placed.map((seat, i) => {
        const r = this.rows.find((x) => x.seat === seat);
        if (!r) return Promise.resolve();
        const rank = order.indexOf(seat);
        if (rank >= 0) {
          r.rankMark.draw((g) =>
            g
              .fillStyle(rank === 0 ? THEME.color.gold : THEME.color.sand, 1)
              .fillCircle(0, 0, columns(BOARD.w).disc),
          );
          (r.rank.getAt(1) as Phaser.GameObjects.Text).setText(String(rank + 1));
          r.rank.setVisible(true);
        }
        return tweenTo(s, r.box, { y: this.rowY(i) }, 420, 'Cubic.easeInOut', i * 40);
      }),
    );
    this.footer(order, values, tieBreak);
  }

  private footer(order: readonly number[], values: readonly number[], tieBreak: readonly Suit[]): void {
    const s = this.scene;
    const parts: Phaser.GameObjects.GameObject[] = [];
    const ties: number[][] = [];
    for (let i = 0; i < order.length;) {
      let j = i + 1;
      while (j < order.length && values[j] === values[i]) j++;
      if (j - i > 1) ties.push(order.slice(i, j));
      i = j;
    }
    const y0 = BOARD.y + BOARD.h - FOOT + 14;
    if (ties.length === 0) {
      parts.push(
        text(s, BOARD.x + 24, y0 + 18, t('reveal.noTies'), {
          size: 16,
          color: THEME.css.sand,
          origin: [0, 0.5],
        }),
      );
    } else {
      // A tie reads as a flow of words and suit glyphs that wraps at the panel's edge (German needs two lines).
      const left = BOARD.x + 24;
      const right = BOARD.x + BOARD.w - 24;
      const lines: { obj: Phaser.GameObjects.Components.Transform; x: number }[][] = [];
      ties.slice(0, 2).forEach((group) => {
        let line: { obj: Phaser.GameObjects.Components.Transform; x: number }[] = [];
        lines.push(line);
        let x = left;
        const put = (
          obj: Phaser.GameObjects.GameObject & Phaser.GameObjects.Components.Transform,
          w: number,
          gap: number,
          dx = 0,
        ): void => {
          if (line.length > 0 && x + gap + w > right) {
            line = [];
            lines.push(line);
            x = left;
          } else x += line.length > 0 ? gap : 0;
          line.push({ obj, x: x + dx });
          parts.push(obj);
          x += w;
        };
        const words = (str: string, italic = false): Phaser.GameObjects.Text =>
          text(s, 0, 0, str, { size: 16, italic, color: THEME.css.sand, origin: [0, 0.5] });
        const names = group.map((x) => this.setup.seats[x]?.name ?? '');
        const suits = group
          .map((x) => this.suit(x))
          .sort((a, b) => tieBreak.indexOf(a) - tieBreak.indexOf(b));
        const lead = words(
          t('reveal.tie', { names: listText(names), value: values[order.indexOf(group[0] ?? -1)] ?? '' }),
        );
        put(lead, lead.width, 0);
        suits.forEach((suit, i) => {
          put(suitGlyph(s, suit, 24), 24, i === 0 ? 4 : 6, 12);
          if (i < suits.length - 1) {
            const b = words(t('reveal.before'), true);
            put(b, b.width, 4);
          }
        });
        const back = words(t('reveal.onBack'));
        put(back, back.width, 8);
      });
      // Lines share the foot's height: 30 px apart, closer when ties wrap onto more than two lines.
      const pitch = Math.min(30, (FOOT - 22) / lines.length);
      lines.forEach((line, i) => {
        for (const p of line) p.obj.setPosition(p.x, y0 + pitch * (i + 0.5));
      });
    }
    this.foot = s.add.container(0, 0, parts);
    this.root.add(this.foot);
  }

  /** Slides the overlay away. */
  async hide(): Promise<void> {
    if (!this.shown) return;
    this.shown = false;
    await tweenTo(this.scene, this.root, { alpha: 0, x: -40 }, 240, 'Sine.easeIn');
    this.root.setVisible(false).removeAll(true);
    this.rows = [];
  }
}
