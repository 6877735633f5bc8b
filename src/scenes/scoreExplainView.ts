/** The score sheet's explanations on screen: hover, tap or focus a score to see its parcels and cards in the seat's city. */
import Phaser from 'phaser';
import { setHookSources } from '../app/testHook';
import { provideIntents } from '../ui/hookRegistry';
import { explainCell, scoreCellId, scoreCells, miniGeometry, parcelRect } from '../app/scoreExplain';
import type { Explanation, ScoreCell } from '../app/scoreExplain';
import { LINE_KEYS } from '../engine';
import type { EntityId, GameView, SeatBreakdown, TakenCard } from '../engine';
import { characterCard } from '../ui/cardFaces';
import type { Focusable, KeyboardNav } from '../ui/keyboardNav';
import { THEME } from '../ui/theme';
import { panel, text, toPage } from '../ui/widgets';
import { cssScale } from '../ui/viewport';
import { miniCity } from './table/miniCity';
import {
  explainHint,
  explainLines,
  explainTitle,
  sharesShort,
  takenCardText,
  virtualHeading,
} from './scoreExplainText';

/** Where the sheet's cells are, in base pixels. */
export interface SheetGeometry {
  colX: (seat: number) => number;
  colW: number;
  rowY: (row: number) => number;
  rowH: number;
  /** The sheet's panel. */
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** Where the "point at a score" hint goes: left edge, middle line, wrap width. */
  hint: { x: number; y: number; w: number };
}

const PANEL_W = 430;
const CITY_SIDE = 330;
const DEPTH = 40;

/** What the explanation shows, for the test hook. */
export interface ExplainScreen {
  id: string;
  seat: number;
  line: string;
  value: number;
  pinned: boolean;
  title: string;
  lines: string[];
  cells: { x: number; y: number }[];
  cards: number[];
}

/** Hit zones over the sheet's figures and the popup that explains the one pointed at, tapped or focused. */
export class ScoreExplainView {
  private shown: Explanation | null = null;
  private pinned = false;
  private readonly mark: Phaser.GameObjects.Graphics;
  private popup: Phaser.GameObjects.Container | null = null;
  private title = '';
  private lines: string[] = [];
  private readonly hint: Phaser.GameObjects.Text;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly view: GameView,
    private readonly seats: readonly SeatBreakdown[],
    private readonly g: SheetGeometry,
    nav: KeyboardNav,
  ) {
    this.mark = scene.add.graphics().setDepth(DEPTH - 1);
    this.hint = text(scene, g.hint.x, g.hint.y, explainHint(), {
      size: 16,
      italic: true,
      color: THEME.css.inkSoft,
      origin: [0, 0.5],
      align: 'left',
      wrap: g.hint.w,
    });
    const items: Focusable[] = [];
    const zones = new Map<string, Phaser.GameObjects.Zone>();
    for (const cell of scoreCells(seats)) {
      const row = LINE_INDEX.get(cell.line) ?? 0;
      const zone = scene.add
        .zone(g.colX(cell.seat), g.rowY(row), g.colW - 8, g.rowH)
        .setInteractive({ useHandCursor: true });
      zone.on(Phaser.Input.Events.GAMEOBJECT_POINTER_OVER, () => {
        if (!this.pinned) this.show(cell);
      });
      zone.on(Phaser.Input.Events.GAMEOBJECT_POINTER_OUT, () => {
        if (!this.pinned) this.show(null);
      });
      zone.on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, () => this.toggle(cell));
      zones.set(scoreCellId(cell), zone);
      items.push({
        getBounds: (out) => zone.getBounds(out),
        canFocus: () => zone.active,
        activate: () => this.toggle(cell),
        setFocused: (on) => {
          if (on && !this.pinned) this.show(cell);
          else if (!on && !this.pinned && this.isShown(cell)) this.show(null);
        },
      });
    }
    nav.add(...items);
    const stop = provideIntents('scoring:cells', () =>
      scene.input.enabled
        ? [...zones.entries()].map(([id, z]) => ({
            id,
            label: id,
            ...toPage(scene, z.x, z.y),
            w: z.width * cssScale(scene),
            h: z.height * cssScale(scene),
          }))
        : [],
    );
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, stop);
  }

  /** Shows (and pins) a seat's line, as a tap does; used by the character shares under a column. */
  pin(cell: ScoreCell): void {
    this.pinned = true;
    this.show(cell);
  }

  /** The explanation on screen, for the test hook. */
  screen(): ExplainScreen | null {
    const e = this.shown;
    if (!e) return null;
    return {
      id: scoreCellId(e),
      seat: e.seat,
      line: e.line,
      value: e.value,
      pinned: this.pinned,
      title: this.title,
      lines: this.lines,
      cells: e.cells.map((p) => ({ x: p.x, y: p.y })),
      cards: e.cards,
    };
  }

  private isShown(cell: ScoreCell): boolean {
    return this.shown?.seat === cell.seat && this.shown.line === cell.line;
  }

  private toggle(cell: ScoreCell): void {
    if (this.pinned && this.isShown(cell)) {
      this.pinned = false;
      this.show(null);
      return;
    }
    this.pinned = true;
    this.show(cell);
  }

  private show(cell: ScoreCell | null): void {
    this.popup?.destroy();
    this.popup = null;
    this.mark.clear();
    this.shown = cell ? explainCell(this.seats, cell) : null;
    this.hint.setVisible(!this.shown);
    const e = this.shown;
    if (!e) {
      this.title = '';
      this.lines = [];
      return;
    }
    const g = this.g;
    const row = LINE_INDEX.get(e.line) ?? 0;
    const cx = g.colX(e.seat);
    this.mark
      .fillStyle(THEME.color.gold, 0.35)
      .fillRoundedRect(cx - g.colW / 2 + 4, g.rowY(row) - g.rowH / 2, g.colW - 8, g.rowH, 6)
      .lineStyle(3, THEME.color.goldDark, 1)
      .strokeRoundedRect(cx - g.colW / 2 + 4, g.rowY(row) - g.rowH / 2, g.colW - 8, g.rowH, 6);
    this.popup = this.drawPopup(e, cx < (g.left + g.right) / 2);
  }

  private drawPopup(e: Explanation, onRight: boolean): Phaser.GameObjects.Container {
    const s = this.scene;
    const g = this.g;
    const x = onRight ? g.right - 16 - PANEL_W : g.left + 16;
    const y = g.top + 16;
    const h = g.bottom - g.top - 32;
    const c = s.add.container(0, 0).setDepth(DEPTH);
    const name = this.view.setup.seats[e.seat]?.name ?? '';
    this.title = explainTitle(e, name);
    const title = text(s, x + 20, y + 28, this.title, {
      font: 'display',
      size: 22,
      bold: true,
      color: THEME.css.gold,
      origin: [0, 0.5],
    });
    if (title.width > PANEL_W - 40) title.setScale((PANEL_W - 40) / title.width);
    c.add(title);
    const cityY = y + 56 + CITY_SIDE / 2;
    const cityX = x + PANEL_W / 2;
    const cards = this.view.seats[e.seat]?.city ?? [];
    c.add(miniCity(s, cards, cityX, cityY, CITY_SIDE));
    c.add(this.drawLit(e, cards, cityX, cityY));
    let textY = cityY + CITY_SIDE / 2 + 14;
    if (e.line === 'characters' && e.cards.length > 0) {
      const w = Math.min(54, Math.floor((PANEL_W - 40) / e.cards.length) - 6);
      e.cards.forEach((id, i) => {
        const card = characterCard(s, id, w).setPosition(x + 20 + w / 2 + i * (w + 6), textY + w * 0.7);
        c.add(card);
      });
      textY += w * 1.4 + 10;
    }
    this.lines = explainLines(e);
    const body = text(s, x + 20, textY, this.lines.join('\n'), {
      size: 17,
      color: THEME.css.sand,
      origin: [0, 0],
      align: 'left',
      lineSpacing: 4,
      wrap: PANEL_W - 40,
    });
    const room = y + h - 12 - textY;
    if (body.height > room) body.setScale(Math.max(0.8, room / body.height));
    c.add(body);
    const ph = Math.min(h, textY + body.height * body.scaleY + 20 - y);
    const bg = panel(s, x + PANEL_W / 2, y + ph / 2, PANEL_W, ph, { style: 'dark', radius: 14 });
    bg.setInteractive().on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, () => {
      this.pinned = false;
      this.show(null);
    });
    c.addAt(bg, 0);
    return c;
  }

  /** Dims the city's other parcels and rings the lit ones; scoring buildings get a thicker ring. */
  private drawLit(
    e: Explanation,
    cards: readonly { id: EntityId; x: number; y: number }[],
    cx: number,
    cy: number,
  ): Phaser.GameObjects.Graphics {
    const lit = this.scene.add.graphics().setPosition(cx, cy);
    const geo = miniGeometry(cards, CITY_SIDE);
    const on = new Set(e.cells.map((p) => `${p.x},${p.y}`));
    const strong = new Set(e.scorers.map((p) => `${p.x},${p.y}`));
    const seen = new Set<string>();
    for (const card of cards) {
      for (let k = 0; k < 4; k++) {
        const p = { x: card.x + (k & 1), y: card.y + (k >> 1) };
        const key = `${p.x},${p.y}`;
        if (seen.has(key)) continue;
        seen.add(key);
        if (on.has(key)) continue;
        const r = parcelRect(geo, p);
        lit.fillStyle(0x000000, 0.55).fillRect(r.x, r.y, r.w, r.h);
      }
    }
    for (const card of cards) {
      if (!e.cards.includes(card.id)) continue;
      const r = parcelRect(geo, card);
      lit.lineStyle(1.5, THEME.color.sand, 0.9).strokeRect(r.x - 1, r.y - 1, r.w * 2 + 2, r.h * 2 + 2);
    }
    for (const p of e.cells) {
      const r = parcelRect(geo, p);
      const key = `${p.x},${p.y}`;
      const main = strong.has(key) ? THEME.color.rust : THEME.color.gold;
      lit.lineStyle(5, 0x120c08, 0.85).strokeRect(r.x + 2, r.y + 2, r.w - 4, r.h - 4);
      lit.lineStyle(strong.has(key) ? 3.5 : 2.5, main, 1).strokeRect(r.x + 2, r.y + 2, r.w - 4, r.h - 4);
    }
    return lit;
  }
}

const LINE_INDEX = new Map(LINE_KEYS.map((k, i) => [k, i]));

/**
 * A virtual seat's column: the cards it took, highest appeal first, each with its appeal (RULES 5). A narrow column
 * (a phone held upright) wraps the heading and lists the appeals alone, at a readable size.
 */
export function virtualCardList(
  scene: Phaser.Scene,
  cards: readonly TakenCard[],
  total: number,
  box: { x: number; top: number; w: number; h: number },
  narrow = false,
): Phaser.GameObjects.Text[] {
  const { x, top, w, h } = box;
  const head = text(scene, x, top + 8, virtualHeading(cards.length, total), {
    size: 16,
    bold: true,
    color: THEME.css.inkSoft,
    origin: [0.5, 0],
    ...(narrow ? { wrap: w - 12 } : {}),
  });
  if (head.width > w - 12) head.setScale((w - 12) / head.width);
  const bodyTop = top + 14 + head.height * head.scaleY;
  const body = narrow
    ? text(scene, x, bodyTop, cards.map((c) => String(c.appeal)).join('  '), {
        size: 16,
        bold: true,
        color: THEME.css.ink,
        origin: [0.5, 0],
        lineSpacing: 6,
        wrap: w - 12,
      })
    : text(scene, x, bodyTop, cards.map((c) => takenCardText(c.id, c.appeal)).join('\n'), {
        size: 15,
        color: THEME.css.ink,
        origin: [0.5, 0],
        lineSpacing: 2,
      });
  const room = top + h - 6 - bodyTop;
  if (body.height > room) body.setScale(room / body.height);
  if (body.width * body.scaleX > w - 12) body.setScale(Math.min(body.scaleX, (w - 12) / body.width));
  return [head, body];
}

/** Explanations of every figure, the character shares opening line 13's; the test hook reports what is shown. */
export function attachScoreExplanations(
  scene: Phaser.Scene,
  view: GameView,
  explained: readonly SeatBreakdown[],
  nav: KeyboardNav,
  shares: readonly { seat: number; text: Phaser.GameObjects.Text }[],
  geometry: SheetGeometry,
): ScoreExplainView {
  const explain = new ScoreExplainView(scene, view, explained, geometry, nav);
  for (const s of shares) {
    if (explained[s.seat]?.virtual !== false) continue;
    s.text.setInteractive({ useHandCursor: true });
    s.text.on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, () =>
      explain.pin({ seat: s.seat, line: 'characters' }),
    );
  }
  const cssScale = (): number => scene.game.canvas.getBoundingClientRect().width / scene.scale.width;
  setHookSources({
    screen: () => ({
      explain: explain.screen(),
      shares: shares.map((s) => ({
        seat: s.seat,
        text: s.text.text,
        cssPx: Number.parseFloat(String(s.text.style.fontSize)) * s.text.scaleY * cssScale(),
      })),
      virtual: explained.flatMap((b, seat) =>
        b.virtual ? [{ seat, cards: b.cards.map((c) => takenCardText(c.id, c.appeal)), total: b.total }] : [],
      ),
    }),
  });
  scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => setHookSources({ screen: () => null }));
  return explain;
}

/** Shortens a column's character shares (best first, then how many more) until they fit `room` in height. */
export function fitShares(
  t: Phaser.GameObjects.Text,
  shares: readonly { name: string; vp: number }[],
  room: number,
): void {
  const best = [...shares].sort((a, b) => b.vp - a.vp);
  for (let n = best.length - 1; n >= 1 && t.height * t.scaleY > room; n--) t.setText(sharesShort(best, n));
}
