/**
 * The guide's drawing: the table dimmed around the regions that matter, rings on the targets, and a note panel with
 * its buttons. It positions itself from the rectangles the table reports and from the camera's visible area, and
 * sizes its text and buttons from the page scale, so it fits a phone held either way.
 */
import Phaser from 'phaser';
import { THEME } from '../../ui/theme';
import { cssScale } from '../../ui/viewport';
import { cameraView } from '../../ui/cameraView';
import { button, panel, text } from '../../ui/widgets';
import type { Button, ButtonStyle } from '../../ui/widgets';
import type { Rect } from './layout';
import { announceLines } from '../../ui/a11yFeed';
import { NoteAnnouncer, noteButtonRole } from './noteSpeech';

/** A button of the note. */
export interface NoteButton {
  id: string;
  label: string;
  onClick: () => void;
  style?: ButtonStyle;
}

/** What the note shows. */
export interface Note {
  title: string;
  body: string;
  /** A kind explanation of a move that was not the expected one, shown above the body. */
  why?: string;
  buttons: NoteButton[];
  /** Regions left bright (the rest is dimmed); empty: nothing is dimmed. */
  focus: Rect[];
  /** Regions the panel should not hide, without dimming anything. */
  avoid: Rect[];
  /** Centres of the exact targets (a card, a bid, a spot), ringed. */
  rings: { x: number; y: number }[];
  /** A place for the panel chosen by the screen (kept inside the view), used when the panel fits its width. */
  place?: Rect;
}

const DEPTH = 1200;
/** Smallest text and target sizes in CSS pixels. */
const MIN_TEXT_CSS = 13;
const MIN_TARGET_CSS = 46;

function overlap(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/** The dimmed parts of `area` outside every hole, as rectangles of the grid their edges make. */
export function dimRects(area: Rect, holes: readonly Rect[]): Rect[] {
  const xs = [area.x, area.x + area.w];
  const ys = [area.y, area.y + area.h];
  for (const h of holes) {
    xs.push(h.x, h.x + h.w);
    ys.push(h.y, h.y + h.h);
  }
  const clampSort = (v: number[], lo: number, hi: number): number[] =>
    [...new Set(v.map((n) => Math.min(hi, Math.max(lo, n))))].sort((a, b) => a - b);
  const gx = clampSort(xs, area.x, area.x + area.w);
  const gy = clampSort(ys, area.y, area.y + area.h);
  const out: Rect[] = [];
  for (let j = 0; j + 1 < gy.length; j++)
    for (let i = 0; i + 1 < gx.length; i++) {
      const r = {
        x: gx[i] as number,
        y: gy[j] as number,
        w: (gx[i + 1] as number) - (gx[i] as number),
        h: (gy[j + 1] as number) - (gy[j] as number),
      };
      const cx = r.x + r.w / 2;
      const cy = r.y + r.h / 2;
      if (!holes.some((h) => cx > h.x && cx < h.x + h.w && cy > h.y && cy < h.y + h.h)) out.push(r);
    }
  return out;
}

/** The spotlight and the note over the table. */
export class TutorialOverlay {
  private parts: Phaser.GameObjects.GameObject[] = [];
  private buttons: Button[] = [];
  private note: Note | null = null;
  private placed = '';
  private box: Rect | null = null;
  /** The note's words go to the screen reader's live region when they change. */
  private readonly announcer = new NoteAnnouncer(announceLines);

  constructor(private readonly scene: Phaser.Scene) {
    scene.events.on(Phaser.Scenes.Events.POST_UPDATE, this.follow, this);
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      scene.events.off(Phaser.Scenes.Events.POST_UPDATE, this.follow, this);
      this.clear();
    });
  }

  /** Shows a note (replacing the one shown). */
  show(note: Note): void {
    this.note = note;
    this.announcer.shown(note);
    this.draw();
  }

  /** Takes the note and the spotlight away. */
  hide(): void {
    this.note = null;
    this.clear();
  }

  /** True when (x, y) in world coordinates lies on the note panel (the table then ignores the press). */
  covers(x: number, y: number): boolean {
    const b = this.box;
    return !!b && x >= b.x && y >= b.y && x < b.x + b.w && y < b.y + b.h;
  }

  /** Redraws when the camera's view or the page scale changed (a phone turned, the table zoomed). */
  private follow(): void {
    if (this.note && this.signature() !== this.placed) this.draw();
  }

  private signature(): string {
    const v = cameraView(this.scene.cameras.main);
    return [v.x, v.y, v.w, v.h, cssScale(this.scene)].map((n) => Math.round(n * 100)).join(',');
  }

  private clear(): void {
    for (const p of this.parts) p.destroy();
    for (const b of this.buttons) b.destroy();
    this.parts = [];
    this.buttons = [];
    this.box = null;
  }

  private draw(): void {
    this.clear();
    const note = this.note;
    if (!note) return;
    this.placed = this.signature();
    const scene = this.scene;
    const view = cameraView(scene.cameras.main);
    const k = Math.max(0.01, cssScale(scene));
    const g = scene.add.graphics().setDepth(DEPTH);
    this.parts.push(g);
    if (note.focus.length) {
      g.fillStyle(0x000000, 0.6);
      for (const r of dimRects(view, note.focus)) g.fillRect(r.x, r.y, r.w, r.h);
      g.lineStyle(Math.max(3, 2 / k), THEME.color.gold, 0.9);
      for (const r of note.focus) g.strokeRoundedRect(r.x, r.y, r.w, r.h, 10);
    }
    const ringR = Math.max(34, 26 / k);
    g.lineStyle(Math.max(6, 4 / k), THEME.color.gold, 1);
    for (const c of note.rings) g.strokeCircle(c.x, c.y, ringR);
    if (note.rings.length && scene.tweens) {
      scene.tweens.add({ targets: g, alpha: { from: 1, to: 0.75 }, duration: 700, yoyo: true, repeat: -1 });
    }
    this.drawPanel(note, view, k);
  }

  private drawPanel(note: Note, view: Rect, k: number): void {
    const scene = this.scene;
    const font = Math.max(18, Math.ceil(MIN_TEXT_CSS / k));
    const btnH = Math.max(48, Math.ceil(MIN_TARGET_CSS / k));
    const margin = Math.round(font * 0.6);
    const pad = Math.round(font * 0.9);
    const fits = !!note.place && note.place.w >= font * 14;
    const w = fits
      ? Math.min(note.place?.w ?? 0, view.w - margin * 2)
      : Math.max(font * 12, Math.min(view.w - margin * 2, font * 34));
    const wrap = w - pad * 2;
    const title = text(scene, 0, 0, note.title, {
      size: font,
      bold: true,
      color: THEME.css.ink,
      origin: [0, 0],
      wrap,
      align: 'left',
    });
    const why = note.why
      ? text(scene, 0, 0, note.why, {
          size: font,
          bold: true,
          color: '#8a2a12',
          origin: [0, 0],
          wrap,
          align: 'left',
        })
      : null;
    const body = text(scene, 0, 0, note.body, {
      size: font,
      color: THEME.css.ink,
      origin: [0, 0],
      wrap,
      lineSpacing: 4,
      align: 'left',
    });
    // Buttons flow in rows of the panel's width.
    const gap = Math.round(font * 0.6);
    const widths = note.buttons.map((b) =>
      Math.max(btnH * 2, Math.ceil(b.label.length * font * 0.62) + pad * 2),
    );
    const rows: number[][] = [];
    let used = Infinity;
    widths.forEach((bw, i) => {
      const fit = Math.min(bw, wrap);
      if (used + gap + fit > wrap) {
        rows.push([i]);
        used = fit;
      } else {
        rows[rows.length - 1]?.push(i);
        used += gap + fit;
      }
    });
    const textH = title.height + (why ? why.height + gap : 0) + body.height;
    const h = pad * 2 + textH + gap + rows.length * btnH + Math.max(0, rows.length - 1) * gap;
    const at = fits ? note.place : undefined;
    const spot = at
      ? {
          x: Math.max(view.x, Math.min(at.x, view.x + view.w - w)),
          y: Math.max(view.y, Math.min(at.y, view.y + view.h - h)),
          w,
          h,
        }
      : this.placePanel(view, w, h, [...note.focus, ...note.avoid], margin);
    this.box = spot;
    const bg = panel(scene, spot.x + w / 2, spot.y + h / 2, w, h).setDepth(DEPTH + 1);
    this.parts.push(bg, title, body);
    let y = spot.y + pad;
    for (const t of [title, why, body]) {
      if (!t) continue;
      t.setPosition(spot.x + pad, y).setDepth(DEPTH + 2);
      y += t.height + (t === body ? 0 : gap);
    }
    if (why) this.parts.push(why);
    y += gap;
    for (const row of rows) {
      const rowW = row.reduce((n, i) => n + Math.min(widths[i] as number, wrap), 0) + gap * (row.length - 1);
      let x = spot.x + (w - rowW) / 2;
      for (const i of row) {
        const b = note.buttons[i] as NoteButton;
        const bw = Math.min(widths[i] as number, wrap);
        const btn = button(scene, x + bw / 2, y + btnH / 2, b.label, b.onClick, {
          id: b.id,
          width: bw,
          height: btnH,
          fontSize: font,
          style: b.style ?? 'secondary',
          role: () => noteButtonRole(note),
        }).setDepth(DEPTH + 3);
        this.buttons.push(btn);
        x += bw + gap;
      }
      y += btnH + gap;
    }
  }

  /** The panel's top-left: the place in the visible area that hides the least of the focus. */
  private placePanel(view: Rect, w: number, h: number, focus: readonly Rect[], m: number): Rect {
    const left = view.x + m;
    const right = view.x + view.w - m - w;
    const mid = view.x + (view.w - w) / 2;
    const top = view.y + m;
    const bottom = view.y + view.h - m - h;
    const centre = view.y + (view.h - h) / 2;
    const spots = [
      { x: mid, y: bottom },
      { x: right, y: bottom },
      { x: left, y: bottom },
      { x: mid, y: top },
      { x: right, y: top },
      { x: left, y: top },
      { x: right, y: centre },
      { x: left, y: centre },
    ].map((p) => ({ x: p.x, y: Math.max(view.y, p.y), w, h }));
    let best = spots[0] as Rect;
    let cost = Infinity;
    for (const s of spots) {
      const c = focus.reduce((n, f) => n + overlap(s, f), 0);
      if (c < cost) {
        cost = c;
        best = s;
      }
    }
    return best;
  }
}
