/** The big city board: a grid of parcels showing one seat's city, with layers for lighting, the heatmap and the ghost. */
import Phaser from 'phaser';
import type { EntityId, GameView, Pos } from '../../cards/engine';
import { terrainCard } from '../../ui/cardFaces';
import { BakedLayer, baked } from '../../ui/bake';
import { bakeShape } from '../../ui/paint';
import { THEME, css, mix } from '../../ui/theme';
import { panel, text } from '../../ui/widgets';
import { BOARD_HEADER, SIZE_LABEL_H, boardGeometry, sizeLabelBox } from './heatLayout';
import type { GridGeometry, HeatDot } from './heatLayout';
import { BOARD, BOARD_CELLS } from './layout';
import { t } from '../../i18n';
import type { CardSpot } from './cardSpots';

const HEADER = BOARD_HEADER;

/** A city card as drawn on the board. */
interface DrawnCard {
  id: EntityId;
  x: number;
  y: number;
  obj: Phaser.GameObjects.Container;
}

/** The city board of the seat being looked at. */
export class CityBoard {
  /** Parcel size in base pixels. */
  readonly cell: number;
  /** Top-left of the grid in base pixels. */
  readonly gx: number;
  readonly gy: number;
  /** City coordinate of the grid's top-left parcel. */
  private ox = -4;
  private oy = -4;
  private seat = -1;
  private cardsKey = '';
  private readonly cardLayer: Phaser.GameObjects.Container;
  /** Lit parcels and the size frame, under the cards' ghost. */
  private readonly lit: BakedLayer;
  /** Layer above the cards: heatmap dots and labels. */
  readonly over: Phaser.GameObjects.Container;
  private readonly frameG: BakedLayer;
  private readonly frameLabel: Phaser.GameObjects.Text;
  private readonly title: Phaser.GameObjects.Text;
  private readonly sub: Phaser.GameObjects.Text;
  private drawn: DrawnCard[] = [];

  constructor(private readonly scene: Phaser.Scene) {
    panel(scene, BOARD.x + BOARD.w / 2, BOARD.y + BOARD.h / 2, BOARD.w, BOARD.h, {
      style: 'dark',
      radius: 16,
    }).setAlpha(0.86);
    const g = boardGeometry([]);
    this.cell = g.cell;
    this.gx = g.gx;
    this.gy = g.gy;
    this.title = text(scene, BOARD.x + 16, BOARD.y + 20, '', {
      font: 'display',
      size: 20,
      bold: true,
      color: THEME.css.gold,
      origin: [0, 0.5],
    });
    this.sub = text(scene, BOARD.x + BOARD.w - 16, BOARD.y + 20, '', {
      size: 15,
      color: THEME.css.sand,
      origin: [1, 0.5],
    });
    this.drawGrid();
    this.cardLayer = scene.add.container(0, 0);
    this.lit = new BakedLayer(scene);
    this.over = scene.add.container(0, 0);
    this.frameG = new BakedLayer(scene);
    this.frameLabel = text(scene, 0, 0, '', { size: 15, bold: true, color: THEME.css.gold }).setVisible(
      false,
    );
  }

  /** The seat whose city is shown. */
  get shownSeat(): number {
    return this.seat;
  }

  /** The grid's place and the city coordinate of its top-left parcel. */
  geometry(): GridGeometry {
    return { gx: this.gx, gy: this.gy, cell: this.cell, cells: BOARD_CELLS, ox: this.ox, oy: this.oy };
  }

  /** Base-pixel top-left of parcel (x, y). */
  parcelXY(x: number, y: number): { x: number; y: number } {
    return { x: this.gx + (x - this.ox) * this.cell, y: this.gy + (y - this.oy) * this.cell };
  }

  /** Base-pixel centre of a card whose top-left parcel is `at` (the corner shared by its four parcels). */
  spotCentre(at: Pos): { x: number; y: number } {
    const p = this.parcelXY(at.x + 1, at.y + 1);
    return { x: p.x, y: p.y };
  }

  /** The card position (top-left parcel) whose centre is nearest to a base-pixel point. */
  spotAt(px: number, py: number): Pos {
    return {
      x: Math.round((px - this.gx) / this.cell + this.ox - 1),
      y: Math.round((py - this.gy) / this.cell + this.oy - 1),
    };
  }

  /** The parcel under a base-pixel point. */
  parcelAt(px: number, py: number): Pos {
    return {
      x: Math.floor((px - this.gx) / this.cell + this.ox),
      y: Math.floor((py - this.gy) / this.cell + this.oy),
    };
  }

  /** True when a base-pixel point is on the grid. */
  contains(px: number, py: number): boolean {
    const size = this.cell * BOARD_CELLS;
    return px >= this.gx && py >= this.gy && px < this.gx + size && py < this.gy + size;
  }

  /** True when the parcel (x, y) is on the visible grid. */
  visible(x: number, y: number): boolean {
    return x >= this.ox && y >= this.oy && x < this.ox + BOARD_CELLS && y < this.oy + BOARD_CELLS;
  }

  /** Draws a seat's city from a view; recentres the grid when the city or seat changed. */
  show(view: GameView, seat: number, title: string, sub: string, own = true): void {
    const city = view.seats[seat]?.city ?? [];
    const key = `${own}:${city.map((c) => `${c.id}@${c.x},${c.y}`).join(';')}`;
    this.title.setText(title);
    this.sub.setText(sub);
    if (key === this.cardsKey && seat === this.seat) return;
    this.seat = seat;
    this.cardsKey = key;
    this.recentre(city);
    this.cardLayer.removeAll(true);
    this.drawn = [];
    for (const c of city) this.addCard(c.id, c.x, c.y);
    if (city.length === 0 && own) {
      const c = this.spotCentre({ x: 0, y: 0 });
      const g = this.scene.make.graphics({}, false);
      g.lineStyle(2, THEME.color.goldDark, 0.7).strokeRoundedRect(
        c.x - this.cell,
        c.y - this.cell,
        this.cell * 2,
        this.cell * 2,
        8,
      );
      const hint = text(this.scene, c.x, c.y + this.cell + 34, t('table.firstCard'), {
        size: 17,
        italic: true,
        color: THEME.css.muted,
        lineSpacing: 2,
      });
      this.cardLayer.add([baked(this.scene, g), hint]);
    }
  }

  /** Forgets the drawn city so the next show() redraws it. */
  invalidate(): void {
    this.cardsKey = '#';
  }

  private recentre(city: readonly { x: number; y: number }[]): void {
    const g = boardGeometry(city);
    this.ox = g.ox;
    this.oy = g.oy;
  }

  /** The parcel grid: the same for every city, so one baked image (a Graphics would break the sprite batch). */
  private drawGrid(): void {
    const [cell, size] = [this.cell, this.cell * BOARD_CELLS];
    const box = { left: -4, top: -4, right: size + 4, bottom: size + 4 };
    bakeShape(this.scene, `city-grid:${cell}:${BOARD_CELLS}`, box, (g) => {
      g.fillStyle(0x120c08, 0.55).fillRoundedRect(-4, -4, size + 8, size + 8, 8);
      for (let i = 0; i < BOARD_CELLS; i++) {
        for (let j = 0; j < BOARD_CELLS; j++) {
          const even = (i + j) % 2 === 0;
          g.fillStyle(even ? 0x3a2a1d : 0x35261a, 1).fillRect(i * cell, j * cell, cell, cell);
        }
      }
      g.lineStyle(1, 0x6b5238, 0.45);
      for (let i = 0; i <= BOARD_CELLS; i++) {
        g.lineBetween(i * cell, 0, i * cell, size);
        g.lineBetween(0, i * cell, size, i * cell);
      }
    }).setPosition(this.gx, this.gy);
  }

  /** Adds a card to the drawn city (on top). */
  addCard(id: EntityId, x: number, y: number): Phaser.GameObjects.Container {
    const side = this.cell * 2;
    const obj = terrainCard(this.scene, id, side - 2);
    obj.getByName('appeal')?.destroy();
    const c = this.spotCentre({ x, y });
    obj.setPosition(c.x, c.y);
    this.cardLayer.add(obj);
    this.drawn.push({ id, x, y, obj });
    return obj;
  }

  /** Removes a drawn card (e.g. sold) and returns it for an animation. */
  takeCard(id: EntityId): Phaser.GameObjects.Container | null {
    const d = this.drawn.find((c) => c.id === id);
    if (!d) return null;
    this.drawn = this.drawn.filter((c) => c !== d);
    this.cardLayer.remove(d.obj);
    this.scene.add.existing(d.obj);
    this.cardsKey = '#';
    return d.obj;
  }

  /** Base-pixel rectangle of a drawn card, or null. */
  cardRect(id: EntityId): Phaser.Geom.Rectangle | null {
    const d = this.drawn.find((c) => c.id === id);
    if (!d) return null;
    const p = this.parcelXY(d.x, d.y);
    return new Phaser.Geom.Rectangle(p.x, p.y, this.cell * 2, this.cell * 2);
  }

  /** The city's cards as drawn, bottom first, for the card viewer. */
  cardSpots(): CardSpot[] {
    return this.drawn.flatMap((d): CardSpot[] => {
      const r = this.cardRect(d.id);
      if (!r || !this.visible(d.x, d.y)) return [];
      const box = { x: r.x, y: r.y, w: r.width, h: r.height };
      return [{ key: `city:${this.seat}:${d.id}`, place: 'city', face: { kind: 'terrain', id: d.id }, box }];
    });
  }

  /** Turns the city cards' tooltips on or off (off while placing so they do not pop up under the ghost). */
  setCardsInteractive(on: boolean): void {
    for (const d of this.drawn) {
      if (on) d.obj.setInteractive();
      else d.obj.disableInteractive();
    }
  }

  /** Lights parcels (a set of "x,y" keys) with a wash over the cards. */
  light(parcels: ReadonlySet<string>, color: number = THEME.color.gold): void {
    this.lit.draw((g) => {
      for (let i = 0; i < BOARD_CELLS; i++) {
        for (let j = 0; j < BOARD_CELLS; j++) {
          const x = this.ox + i;
          const y = this.oy + j;
          if (!parcels.has(`${x},${y}`)) continue;
          const p = this.parcelXY(x, y);
          g.fillStyle(color, 0.16).fillRect(p.x + 1, p.y + 1, this.cell - 2, this.cell - 2);
          g.lineStyle(1, mix(color, 0xffffff, 0.3), 0.35).strokeRect(
            p.x + 2,
            p.y + 2,
            this.cell - 4,
            this.cell - 4,
          );
        }
      }
    });
  }

  /** Draws a dashed frame around parcels [x0, x1) x [y0, y1) with a label placed off the dots; null clears it. */
  frame(
    box: { x0: number; y0: number; x1: number; y1: number; color: number; label: string } | null,
    dots: readonly HeatDot[] = [],
  ): void {
    this.frameLabel.setVisible(false);
    if (!box) {
      this.frameG.clear();
      return;
    }
    const a = this.parcelXY(box.x0, box.y0);
    const b = this.parcelXY(box.x1, box.y1);
    const dash = 10;
    this.frameLabel.setText(box.label).setColor(css(box.color)).setVisible(true);
    const header = { x: BOARD.x + 16, y: BOARD.y + 4, w: BOARD.w - 32, h: HEADER - 6 };
    const lb = sizeLabelBox(this.geometry(), box, this.frameLabel.width + 14, SIZE_LABEL_H, dots, header);
    this.frameG.draw((g) => {
      g.lineStyle(3, box.color, 0.95);
      const seg = (sx: number, sy: number, ex: number, ey: number): void => {
        const len = Math.hypot(ex - sx, ey - sy);
        for (let d = 0; d < len; d += dash * 2) {
          const t0 = d / len;
          const t1 = Math.min(1, (d + dash) / len);
          g.lineBetween(sx + (ex - sx) * t0, sy + (ey - sy) * t0, sx + (ex - sx) * t1, sy + (ey - sy) * t1);
        }
      };
      seg(a.x, a.y, b.x, a.y);
      seg(b.x, a.y, b.x, b.y);
      seg(b.x, b.y, a.x, b.y);
      seg(a.x, b.y, a.x, a.y);
      g.fillStyle(0x1b120c, 0.9).fillRoundedRect(lb.x, lb.y, lb.w, lb.h, 6);
    });
    this.frameLabel.setPosition(lb.x + lb.w / 2, lb.y + lb.h / 2);
  }

  /** Clears the lighting, frame and overlay layer. */
  clearOverlays(): void {
    this.lit.clear();
    this.frame(null);
    this.over.removeAll(true);
  }
}
