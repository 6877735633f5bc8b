/**
 * The guide's drawing: the table dimmed around the regions that matter, rings on the targets, and a note panel with
 * its buttons. It positions itself from the rectangles the table reports and from the camera's visible area, and
 * sizes its text and buttons from the page scale, so it fits a phone held either way.
 */
import Phaser from 'phaser';
import { THEME } from '../../ui/theme';
import { cssScale } from '../../ui/viewport';
import { cameraView } from '../../ui/cameraView';
import { buttonRows, clearOf, fontSteps, placePanel, ringBox } from '../../ui/notePanel';
import type { PanelPlace, PanelSize } from '../../ui/notePanel';
import { button, panel, text, toPage } from '../../ui/widgets';
import type { NoteBoxes, PageBox } from '../../app/testHook';
import { appOf } from '../appOf';
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
  /** Regions it should rather not hide either, each list given up before the one before it (a tip's log, then city). */
  rather?: Rect[][];
  /** The table's regions by name, reported to the test hook with the note. */
  regions?: Record<string, Rect>;
  /** Centres of the exact targets (a card, a bid, a spot), ringed. */
  rings: { x: number; y: number }[];
  /** Boxes the panel never covers, without a ring (the button that makes the move). */
  keep?: Rect[];
  /** A place for the panel chosen by the screen (kept inside the view), used when the panel fits its width. */
  place?: Rect;
  /** Told where the panel went each time it is drawn (the screen may make room for it). */
  placed?: (box: Rect) => void;
}

const DEPTH = 1200;
/** Smallest text and target sizes in CSS pixels. */
const MIN_TEXT_CSS = 13;
const MIN_TARGET_CSS = 46;
/** The note's text is set smaller, down to this, before it would cover what it points at. */
const SMALLEST_TEXT_CSS = 12;

/** The note's words set at one font size. */
interface PanelText {
  title: Phaser.GameObjects.Text;
  why: Phaser.GameObjects.Text | null;
  body: Phaser.GameObjects.Text;
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
  /** The boxes the note was kept off when last drawn. */
  private kept: readonly Rect[] = [];
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
    appOf(this.scene).hook.setSources({ note: () => this.pageBoxes() });
  }

  /** The note's box and the boxes it keeps off, in CSS pixels of the page, while it is shown (for the test hook). */
  private pageBoxes(): NoteBoxes | null {
    const note = this.note;
    const box = this.box;
    // A note not yet drawn again for the camera's view (a page still sliding) is not reported until it is.
    if (!note || !box || this.signature() !== this.placed) return null;
    const css = (r: Rect): PageBox => {
      const a = toPage(this.scene, r.x, r.y);
      const b = toPage(this.scene, r.x + r.w, r.y + r.h);
      return { x: a.x, y: a.y, w: b.x - a.x, h: b.y - a.y };
    };
    const regions = Object.fromEntries(Object.entries(note.regions ?? {}).map(([k, r]) => [k, css(r)]));
    return { title: note.title, note: css(box), targets: this.kept.map(css), regions };
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
    this.kept = [];
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
    const line = Math.max(6, 4 / k);
    g.lineStyle(line, THEME.color.gold, 1);
    for (const c of note.rings) g.strokeCircle(c.x, c.y, ringR);
    // The ring pulses unless the player turned motion off (reduced motion, or instant animations).
    if (note.rings.length && scene.tweens && appOf(scene).settings.animMs(700) > 0) {
      scene.tweens.add({ targets: g, alpha: { from: 1, to: 0.75 }, duration: 700, yoyo: true, repeat: -1 });
    }
    this.drawPanel(note, view, k, [...note.rings.map((c) => ringBox(c, ringR, line)), ...(note.keep ?? [])]);
  }

  private drawPanel(note: Note, view: Rect, k: number, targets: readonly Rect[]): void {
    const scene = this.scene;
    const btnH = Math.max(48, Math.ceil(MIN_TARGET_CSS / k));
    const made = new Map<number, PanelText>();
    const heights = new Map<string, number>();
    const words = (font: number): PanelText => {
      const had = made.get(font);
      if (had) return had;
      const say = (s: string, colour: string, bold: boolean): Phaser.GameObjects.Text =>
        text(scene, 0, 0, s, {
          size: font,
          bold,
          color: colour,
          origin: [0, 0],
          wrap: 100,
          lineSpacing: bold ? 0 : 4,
          align: 'left',
        });
      const t = {
        title: say(note.title, THEME.css.ink, true),
        why: note.why ? say(note.why, '#8a2a12', true) : null,
        body: say(note.body, THEME.css.ink, false),
      };
      made.set(font, t);
      return t;
    };
    const measures = (font: number) => {
      const pad = Math.round(font * 0.9);
      const gap = Math.round(font * 0.6);
      const widths = note.buttons.map((b) =>
        Math.max(btnH * 2, Math.ceil(b.label.length * font * 0.62) + pad * 2),
      );
      return { pad, gap, widths };
    };
    const size = (font: number): PanelSize => {
      const { pad, gap, widths } = measures(font);
      const margin = Math.round(font * 0.6);
      const t = words(font);
      return {
        width: Math.min(view.w - margin * 2, font * 34),
        minWidth: font * 12,
        margin,
        gap: margin,
        heightAt: (w) => {
          const key = `${font}:${w}`;
          const known = heights.get(key);
          if (known !== undefined) return known;
          const wrap = Math.max(40, w - pad * 2);
          for (const x of [t.title, t.why, t.body]) x?.setWordWrapWidth(wrap, true);
          const rows = buttonRows(widths, wrap, gap).length;
          const textH = t.title.height + (t.why ? t.why.height + gap : 0) + t.body.height;
          const h = pad * 2 + textH + gap + rows * btnH + Math.max(0, rows - 1) * gap;
          heights.set(key, h);
          return h;
        },
      };
    };
    const first = Math.max(18, Math.ceil(MIN_TEXT_CSS / k));
    const spot =
      this.fixedPlace(note, view, first, size(first), targets) ??
      placePanel({
        view,
        targets,
        avoid: [note.avoid, ...(note.rather ?? []), note.focus],
        fonts: fontSteps(first, Math.ceil(SMALLEST_TEXT_CSS / k)),
        size,
      });
    const font = spot.font;
    const chosen = words(font);
    for (const [f, t] of made) if (f !== font) for (const x of [t.title, t.why, t.body]) x?.destroy();
    const { pad, gap, widths } = measures(font);
    const w = spot.box.w;
    const h = size(font).heightAt(w);
    const wrap = w - pad * 2;
    for (const x of [chosen.title, chosen.why, chosen.body]) x?.setWordWrapWidth(Math.max(40, wrap), true);
    const rows = buttonRows(widths, wrap, gap);
    // A note cut to the room left keeps its edge by the target and runs off the screen's far edge.
    const top = spot.fits || spot.side !== 'above' ? spot.box.y : spot.box.y + spot.box.h - h;
    const box = { x: spot.box.x, y: top, w, h };
    this.box = box;
    this.kept = targets;
    note.placed?.(box);
    const { title, why, body } = chosen;
    const bg = panel(scene, box.x + w / 2, box.y + h / 2, w, h).setDepth(DEPTH + 1);
    this.parts.push(bg, title, body);
    let y = box.y + pad;
    for (const t of [title, why, body]) {
      if (!t) continue;
      t.setPosition(box.x + pad, y).setDepth(DEPTH + 2);
      y += t.height + (t === body ? 0 : gap);
    }
    if (why) this.parts.push(why);
    y += gap;
    for (const row of rows) {
      const rowW = row.reduce((n, i) => n + Math.min(widths[i] as number, wrap), 0) + gap * (row.length - 1);
      let x = box.x + (w - rowW) / 2;
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

  /** The screen's own place for the panel (the score sheet's), when it is wide enough and covers no target. */
  private fixedPlace(
    note: Note,
    view: Rect,
    font: number,
    s: PanelSize,
    targets: readonly Rect[],
  ): PanelPlace | null {
    const at = note.place;
    if (!at || at.w < font * 14) return null;
    const w = Math.min(at.w, view.w - s.margin * 2);
    const h = s.heightAt(w);
    const m = s.margin;
    const box = {
      x: Math.max(view.x + m, Math.min(at.x, view.x + view.w - m - w)),
      y: Math.max(view.y + m, Math.min(at.y, view.y + view.h - m - h)),
      w,
      h,
    };
    return clearOf(box, targets) ? { box, font, fits: true, side: 'below' } : null;
  }
}
