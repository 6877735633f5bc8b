/** The score sheet's explanations on screen: hover, tap or focus a score to see its parcels and cards in the seat's city. */
import { appOf } from './appOf';
import Phaser from 'phaser';
import { provideIntents } from '../ui/hookRegistry';
import { explainCell, scoreCellId, scoreCells, miniGeometry, parcelRect } from '../app/scoreExplain';
import type { Explanation, ScoreCell } from '../app/scoreExplain';
import { LINE_KEYS } from '../cards/engine';
import type { CharacterName, EntityId, GameView, SeatBreakdown } from '../cards/engine';
import { characterCard } from '../ui/cardFaces';
import type { Focusable, KeyboardNav } from '../ui/keyboardNav';
import { THEME } from '../ui/theme';
import { panel, text, toPage } from '../ui/widgets';
import { cssScale, keyHints } from '../ui/viewport';
import { explainHintText } from '../ui/inputText';
import { miniCity } from './table/miniCity';
import { fixedRows } from './sheetRows';
import type { SheetRows } from './sheetRows';
import { explainLines, explainTitle, sharesShort, takenCardText } from './scoreExplainText';
import { onRelease } from '../ui/release';

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
  /** Room between neighbouring figures' targets (default 8 across, none down). */
  gap?: { x: number; y: number };
  /** The explanation's panel: width, city side, words beside the city or below it (default 430, 330, below). */
  popup?: { w: number; city: number; beside: boolean };
  /** The lines when they scroll (a phone); by default every line is in view. */
  rows?: SheetRows;
}

/** The explanation's panel by default: its width, its city picture's side, its words below the picture. */
export const POPUP = { w: 430, city: 330, beside: false };
/** The explanation's heading above its city picture, and the room its words take below it (design px). */
export const POPUP_HEAD = 70;
export const POPUP_WORDS = 130;
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
  /** The explanation's panel in page CSS pixels. */
  box: { x: number; y: number; w: number; h: number } | null;
}

/** Hit zones over the sheet's figures and the popup that explains the one pointed at, tapped or focused. */
export class ScoreExplainView {
  private shown: Explanation | null = null;
  private pinned = false;
  private readonly mark: Phaser.GameObjects.Graphics;
  private popup: Phaser.GameObjects.Container | null = null;
  private title = '';
  private lines: string[] = [];
  /** The explanation's panel in world coordinates. */
  private panelBox: { x: number; y: number; w: number; h: number } | null = null;
  private readonly hint: Phaser.GameObjects.Text;
  private readonly rows: SheetRows;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly view: GameView,
    private readonly seats: readonly SeatBreakdown[],
    private g: SheetGeometry,
    nav: KeyboardNav,
  ) {
    this.rows = g.rows ?? fixedRows(scene);
    this.mark = this.rows.adopt(scene.add.graphics().setDepth(DEPTH - 1));
    this.hint = text(scene, g.hint.x, g.hint.y, explainHintText(!keyHints()), {
      size: 16,
      italic: true,
      color: THEME.css.inkSoft,
      origin: [0, 0.5],
      align: 'left',
      wrap: g.hint.w,
    });
    const items: Focusable[] = [];
    const zones = new Map<string, Phaser.GameObjects.Zone>();
    const gap = g.gap ?? { x: 8, y: 0 };
    const rows = this.rows;
    for (const cell of scoreCells(seats)) {
      const row = LINE_INDEX.get(cell.line) ?? 0;
      const zone = rows.adopt(
        scene.add.zone(g.colX(cell.seat), g.rowY(row), g.colW - gap.x, g.rowH - gap.y).setInteractive({
          useHandCursor: true,
        }),
      );
      // A finger on the lines may be about to drag them: only a mouse previews a figure by pointing at it.
      zone.on(Phaser.Input.Events.GAMEOBJECT_POINTER_OVER, (p: Phaser.Input.Pointer) => {
        if (!this.pinned && !p.wasTouch) this.show(cell);
      });
      zone.on(Phaser.Input.Events.GAMEOBJECT_POINTER_OUT, () => {
        if (!this.pinned) this.show(null);
      });
      onRelease(zone, () => {
        if (!rows.dragged()) this.toggle(cell);
      });
      zones.set(scoreCellId(cell), zone);
      items.push({
        // Where the figure shows now (the lines may be scrolled), for the arrows' sense of direction.
        getBounds: (out) => {
          const b = zone.getBounds(out);
          b.y -= rows.offset();
          return b;
        },
        canFocus: () => zone.active,
        activate: () => this.toggle(cell),
        setFocused: (on) => {
          if (on) rows.reveal(zone.y - zone.height / 2 - gap.y, zone.y + zone.height / 2 + gap.y);
          if (on && !this.pinned) this.show(cell);
          else if (!on && !this.pinned && this.isShown(cell)) this.show(null);
        },
      });
    }
    nav.add(...items);
    // Only the figures wholly in view can be tapped; the others come into view as the lines are dragged.
    const stop = provideIntents('scoring:cells', () =>
      scene.input.enabled
        ? [...zones.entries()]
            .filter(([, z]) => rows.inView(z.y - z.height / 2, z.y + z.height / 2))
            .map(([id, z]) => ({
              id,
              label: id,
              ...rows.toPage(z.x, z.y),
              w: Math.round(z.width * cssScale(scene) * 10) / 10,
              h: Math.round(z.height * cssScale(scene) * 10) / 10,
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

  /** Keeps the explanation's panel to a part of the sheet (a lesson note takes the rest) and redraws it. */
  confine(part: Partial<Pick<SheetGeometry, 'right' | 'bottom' | 'popup'>>): void {
    this.g = { ...this.g, ...part };
    const e = this.shown;
    if (e) this.show({ seat: e.seat, line: e.line });
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
      box: this.pageBox(),
    };
  }

  private pageBox(): ExplainScreen['box'] {
    const b = this.panelBox;
    if (!b) return null;
    const a = toPage(this.scene, b.x, b.y);
    const c = toPage(this.scene, b.x + b.w, b.y + b.h);
    return { x: a.x, y: a.y, w: c.x - a.x, h: c.y - a.y };
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
    // The explanation covers the sheet; on a phone it would otherwise sit under the scrolling lines.
    this.rows.cover(e !== null);
    if (!e) {
      this.title = '';
      this.lines = [];
      return;
    }
    const g = this.g;
    const row = LINE_INDEX.get(e.line) ?? 0;
    const cx = g.colX(e.seat);
    const gap = g.gap ?? { x: 8, y: 0 };
    const [w, h] = [g.colW - gap.x, g.rowH - gap.y];
    this.mark
      .fillStyle(THEME.color.gold, 0.35)
      .fillRoundedRect(cx - w / 2, g.rowY(row) - h / 2, w, h, 6)
      .lineStyle(3, THEME.color.goldDark, 1)
      .strokeRoundedRect(cx - w / 2, g.rowY(row) - h / 2, w, h, 6);
    this.popup = this.drawPopup(e, cx < (g.left + g.right) / 2);
  }

  private drawPopup(e: Explanation, onRight: boolean): Phaser.GameObjects.Container {
    const s = this.scene;
    const g = this.g;
    const P = g.popup ?? POPUP;
    const x = onRight ? g.right - 16 - P.w : g.left + 16;
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
    if (title.width > P.w - 40) title.setScale((P.w - 40) / title.width);
    c.add(title);
    // The words go under the city, or (a short screen) in a column beside it.
    const cityY = y + 56 + P.city / 2;
    const cityX = P.beside ? x + 20 + P.city / 2 : x + P.w / 2;
    const textX = P.beside ? x + P.city + 40 : x + 20;
    const textW = Math.max(120, P.beside ? P.w - P.city - 60 : P.w - 40);
    const cards = this.view.seats[e.seat]?.city ?? [];
    c.add(miniCity(s, cards, cityX, cityY, P.city));
    c.add(this.drawLit(e, cards, cityX, cityY, P.city));
    let textY = P.beside ? y + 56 : cityY + P.city / 2 + 14;
    if (e.line === 'characters' && e.cards.length > 0) {
      const w = Math.min(54, Math.floor(textW / e.cards.length) - 6);
      e.cards.forEach((id, i) => {
        const card = characterCard(s, id, w).setPosition(textX + w / 2 + i * (w + 6), textY + w * 0.7);
        c.add(card);
      });
      textY += w * 1.4 + 10;
    }
    this.lines = explainLines(e);
    const body = text(s, textX, textY, this.lines.join('\n'), {
      size: 17,
      color: THEME.css.sand,
      origin: [0, 0],
      align: 'left',
      lineSpacing: 4,
      wrap: textW,
    });
    const room = y + h - 12 - textY;
    if (body.height > room) body.setScale(Math.max(0.8, room / body.height));
    c.add(body);
    const end = textY + body.height * body.scaleY + 20;
    const ph = Math.min(h, (P.beside ? Math.max(end, cityY + P.city / 2 + 16) : end) - y);
    const bg = panel(s, x + P.w / 2, y + ph / 2, P.w, ph, { style: 'dark', radius: 14 });
    this.panelBox = { x, y, w: P.w, h: ph };
    onRelease(bg.setInteractive(), () => {
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
    side: number,
  ): Phaser.GameObjects.Graphics {
    const lit = this.scene.add.graphics().setPosition(cx, cy);
    const geo = miniGeometry(cards, side);
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
    onRelease(s.text, () => explain.pin({ seat: s.seat, line: 'characters' }));
  }
  appOf(scene).hook.setSources({
    screen: () => ({
      explain: explain.screen(),
      shares: shares.map((s) => ({
        seat: s.seat,
        text: s.text.text,
        cssPx: Number.parseFloat(String(s.text.style.fontSize)) * s.text.scaleY * cssScale(scene),
      })),
      scroll: (geometry.rows ?? fixedRows(scene)).state(),
      virtual: explained.flatMap((b, seat) =>
        b.virtual ? [{ seat, cards: b.cards.map((c) => takenCardText(c.id, c.appeal)), total: b.total }] : [],
      ),
    }),
  });
  scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () =>
    appOf(scene).hook.setSources({ screen: () => null }),
  );
  return explain;
}

/** Shortens a column's character shares (best first, then how many more) until they fit `room` in height. */
export function fitShares(
  t: Phaser.GameObjects.Text,
  shares: readonly { name: CharacterName; vp: number }[],
  room: number,
): void {
  const best = [...shares].sort((a, b) => b.vp - a.vp);
  for (let n = best.length - 1; n >= 1 && t.height * t.scaleY > room; n--) t.setText(sharesShort(best, n));
}
