/**
 * The score sheet's lines on a phone: seen through a window between the fixed seat names and totals, dragged by a
 * finger (with a flick), the wheel or PageUp/PageDown/Home/End, with a thumb beside them showing where they are. The
 * lines are drawn by a second camera whose viewport is that window, so what leaves it is clipped and cannot be
 * tapped. On the wide sheet every line is in view and nothing scrolls.
 */
import Phaser from 'phaser';
import { paintTexture } from '../ui/paint';
import { appOf } from './appOf';
import { THEME } from '../ui/theme';
import { cameraToPage, cssPerCanvas, setDesignViewport } from '../ui/viewport';

/** A rectangle in design pixels. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The sheet's lines as the scene and the explanations see them. */
export interface SheetRows {
  /** Draws an object with the lines (it scrolls with them); returns it. */
  adopt<T extends Phaser.GameObjects.GameObject>(obj: T): T;
  /** How far the lines are scrolled, in design pixels. */
  offset(): number;
  /** Page position of a point of the lines (unscrolled design coordinates). */
  toPage(x: number, y: number): { x: number; y: number };
  /** True when a span of the lines (unscrolled design y) is wholly in the window. */
  inView(top: number, bottom: number): boolean;
  /** Scrolls a span of the lines into the window. */
  reveal(top: number, bottom: number): void;
  /** True when the press being released was a drag of the lines, not a tap. */
  dragged(): boolean;
  /** Hides the lines while something covers the window, or shows them again. */
  cover(on: boolean): void;
  /** Narrows the window to keep off a box drawn over it (a lesson note), which the lines would draw over. */
  keepOff(box: Box): void;
  /**
   * For the test hook: the scroll and its end in design pixels and the window in page CSS pixels, or null when the
   * lines do not scroll.
   */
  state(): { y: number; max: number; window: Box } | null;
}

/** The wide sheet: every line in view, drawn by the main camera. */
export function fixedRows(scene: Phaser.Scene): SheetRows {
  return {
    adopt: (obj) => obj,
    offset: () => 0,
    toPage: (x, y) => cameraToPage(scene, scene.cameras.main, x, y),
    inView: () => true,
    reveal: () => undefined,
    dragged: () => false,
    cover: () => undefined,
    keepOff: () => undefined,
    state: () => null,
  };
}

/** How far (CSS px) a press must move to scroll the lines rather than tap one. */
const DRAG_FROM = 10;
const FADE = 22;
const THUMB_W = 6;

/** Objects that can be told which cameras draw them. */
type Filtered = Phaser.GameObjects.GameObject & { cameraFilter: number };

/** The phone sheet's scrolling lines: `window` is where they show, `contentBottom` where the last one ends. */
export class ScrollingRows implements SheetRows {
  private readonly cam: Phaser.Cameras.Scene2D.Camera;
  private readonly thumb: Phaser.GameObjects.Graphics;
  private readonly fades: Phaser.GameObjects.Image[] = [];
  private y = 0;
  private press: { y: number; scroll: number; moved: boolean; t: number; v: number } | null = null;
  private wasDrag = false;
  private glide: Phaser.Tweens.Tween | null = null;

  private readonly win: Box;
  /** The window as the layout gave it, before a note narrowed it. */
  private readonly full: Box;

  constructor(
    private readonly scene: Phaser.Scene,
    win: Box,
    private readonly contentBottom: number,
  ) {
    this.win = { ...win };
    this.full = { ...win };
    this.cam = scene.cameras
      .add(win.x, win.y, win.w, win.h)
      .setOrigin(0, 0)
      .setScroll(win.x, win.y)
      .setBackgroundColor('rgba(0,0,0,0)');
    // Everything drawn so far, and everything added later, belongs to the main camera unless adopted.
    this.cam.ignore(scene.children.list);
    const onAdded = (go: Phaser.GameObjects.GameObject): void => void this.cam.ignore(go);
    scene.sys.events.on(Phaser.Scenes.Events.ADDED_TO_SCENE, onAdded);
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () =>
      scene.sys.events.off(Phaser.Scenes.Events.ADDED_TO_SCENE, onAdded),
    );
    this.thumb = scene.add.graphics();
    for (const edge of ['top', 'bottom'] as const) {
      const key = paintTexture(scene, `sheet-edge-${edge}`, 8, FADE, (ctx) => {
        const g = ctx.createLinearGradient(0, 0, 0, FADE);
        const ink = 'rgba(74,46,27,0.32)';
        g.addColorStop(edge === 'top' ? 0 : 1, ink);
        g.addColorStop(edge === 'top' ? 1 : 0, 'rgba(74,46,27,0)');
        ctx.fillStyle = g;
        ctx.fillRect(0, 0, 8, FADE);
      });
      const fade = scene.add
        .image(0, edge === 'top' ? 0 : win.h - FADE, key)
        .setOrigin(0, 0)
        .setDisplaySize(win.w, FADE)
        .setScrollFactor(0)
        .setDepth(30);
      this.fades.push(this.adopt(fade));
    }
    this.listen();
    this.draw();
  }

  adopt<T extends Phaser.GameObjects.GameObject>(obj: T): T {
    const clear = (o: Phaser.GameObjects.GameObject): void => {
      (o as Filtered).cameraFilter &= ~this.cam.id;
      if (o instanceof Phaser.GameObjects.Container) o.list.forEach(clear);
    };
    clear(obj);
    this.scene.cameras.main.ignore(obj);
    return obj;
  }

  offset(): number {
    return this.y;
  }

  toPage(x: number, y: number): { x: number; y: number } {
    return cameraToPage(this.scene, this.cam, x, y);
  }

  inView(top: number, bottom: number): boolean {
    return top - this.y >= this.win.y - 0.5 && bottom - this.y <= this.win.y + this.win.h + 0.5;
  }

  reveal(top: number, bottom: number): void {
    if (this.inView(top, bottom)) return;
    const up = top - this.y < this.win.y;
    this.scrollTo(up ? top - this.win.y : bottom - this.win.y - this.win.h, 220);
  }

  dragged(): boolean {
    return this.wasDrag;
  }

  cover(on: boolean): void {
    this.cam.setVisible(!on);
    this.thumb.setVisible(!on);
  }

  keepOff(box: Box): void {
    const w = this.win;
    Object.assign(w, this.full);
    const meets = box.x < w.x + w.w && box.x + box.w > w.x && box.y < w.y + w.h && box.y + box.h > w.y;
    // The window is cut on the side that leaves it the larger: its right part or its lower part.
    const wide = box.x > w.x ? (box.x - w.x) * w.h : 0;
    const tall = box.y > w.y ? w.w * (box.y - w.y) : 0;
    // A note over the window's top-left corner leaves nothing on either side: the lines then keep their window.
    const cut = meets && (wide > 0 || tall > 0);
    if (cut && wide >= tall) w.w = Math.max(0, box.x - w.x);
    else if (cut) w.h = Math.max(0, box.y - w.y);
    setDesignViewport(this.cam, w);
    for (const fade of this.fades) fade.setDisplaySize(w.w, FADE);
    this.fades[1]?.setY(w.h - FADE);
    this.set(this.y);
  }

  state(): { y: number; max: number; window: Box } {
    const w = this.win;
    const main = this.scene.cameras.main;
    const a = cameraToPage(this.scene, main, w.x, w.y);
    const b = cameraToPage(this.scene, main, w.x + w.w, w.y + w.h);
    return { y: this.y, max: this.max(), window: { x: a.x, y: a.y, w: b.x - a.x, h: b.y - a.y } };
  }

  private max(): number {
    return Math.max(0, this.contentBottom - this.win.y - this.win.h);
  }

  private set(y: number): void {
    this.y = Math.round(Math.min(this.max(), Math.max(0, y)) * 10) / 10;
    this.cam.setScroll(this.win.x, this.win.y + this.y);
    this.draw();
  }

  private scrollTo(y: number, base: number): void {
    const target = Math.min(this.max(), Math.max(0, y));
    this.stop();
    const ms = appOf(this.scene).settings.animMs(base);
    if (ms <= 0 || Math.abs(target - this.y) < 1) {
      this.set(target);
      return;
    }
    const from = this.y;
    this.glide = this.scene.tweens.addCounter({
      from: 0,
      to: 1,
      duration: ms,
      ease: 'Cubic.easeOut',
      onUpdate: (tw) => this.set(from + (target - from) * (tw.getValue() ?? 1)),
    });
  }

  private stop(): void {
    this.glide?.stop();
    this.glide = null;
  }

  private inWindow(p: Phaser.Input.Pointer): boolean {
    const c = this.cam;
    return c.visible && p.x >= c.x && p.x <= c.x + c.width && p.y >= c.y && p.y <= c.y + c.height;
  }

  private listen(): void {
    const input = this.scene.input;
    input.on(Phaser.Input.Events.POINTER_DOWN, (p: Phaser.Input.Pointer) => {
      this.wasDrag = false;
      this.stop();
      this.press = this.inWindow(p) ? { y: p.y, scroll: this.y, moved: false, t: p.time, v: 0 } : null;
    });
    input.on(Phaser.Input.Events.POINTER_MOVE, (p: Phaser.Input.Pointer) => {
      const pr = this.press;
      if (!pr || !p.isDown) return;
      const dy = (pr.y - p.y) / this.cam.zoom;
      if (!pr.moved && Math.abs(pr.y - p.y) * cssPerCanvas(this.scene) < DRAG_FROM) return;
      pr.moved = true;
      this.wasDrag = true;
      const before = this.y;
      this.set(pr.scroll + dy);
      const dt = Math.max(1, p.time - pr.t);
      pr.v = 0.6 * pr.v + 0.4 * ((this.y - before) / dt);
      pr.t = p.time;
    });
    input.on(Phaser.Input.Events.POINTER_UP, (p: Phaser.Input.Pointer) => {
      const pr = this.press;
      this.press = null;
      // A flick carries on for a moment; a drag that stopped before the release stays put.
      if (pr?.moved && p.time - pr.t < 80 && Math.abs(pr.v) > 0.2) this.scrollTo(this.y + pr.v * 260, 420);
    });
    input.on(
      Phaser.Input.Events.POINTER_WHEEL,
      (_p: Phaser.Input.Pointer, _o: unknown, _dx: number, dy: number) => this.scrollTo(this.y + dy, 160),
    );
    input.keyboard?.on('keydown', (e: KeyboardEvent) => {
      const page = this.win.h - 60;
      const by: Record<string, number> = { PageDown: page, PageUp: -page, Home: -1e6, End: 1e6 };
      const d = by[e.key];
      if (d === undefined || !input.enabled) return;
      e.preventDefault();
      this.scrollTo(this.y + d, 300);
    });
  }

  private draw(): void {
    const max = this.max();
    const [top, bottom] = this.fades;
    top?.setVisible(this.y > 0.5);
    bottom?.setVisible(this.y < max - 0.5);
    const g = this.thumb.clear();
    if (max <= 0) return;
    const x = this.win.x + this.win.w + 4;
    const track = this.win.h - 8;
    const h = Math.max(48, (track * this.win.h) / (this.win.h + max));
    const y = this.win.y + 4 + (track - h) * (this.y / max);
    g.fillStyle(THEME.color.leather, 0.2).fillRoundedRect(x, this.win.y + 4, THUMB_W, track, THUMB_W / 2);
    g.fillStyle(THEME.color.rust, 0.9).fillRoundedRect(x, y, THUMB_W, h, THUMB_W / 2);
  }
}
