/**
 * The table on a phone: a page of the table's phone layout fills the screen (upright, a 480x1040 column with the top
 * bar, offer, action panel and the player's city; in landscape, a 960x440 strip with the city on the left and the
 * offer and action panel on the right), and the other seats with the game log sit on a second page to its right, one
 * tap away behind the "Players" tab, which shows a dot when something new was logged. The main camera is steered
 * here: it fits a page to the screen, slides between the pages, and follows the city view the player pinched or
 * dragged to.
 */
import Phaser from 'phaser';
import { t } from '../../i18n';
import { DESIGNS } from '../../ui/layoutMode';
import type { Design } from '../../ui/layoutMode';
import { appOf } from '../appOf';
import { THEME } from '../../ui/theme';
import { cssPerCanvas, steerCamera } from '../../ui/viewport';
import { button, text } from '../../ui/widgets';
import type { Button } from '../../ui/widgets';
import { clampView, fitZoom, isDoubleTap, isDrag, pan, pinch, released } from '../../ui/gesture';
import type { Point, Tap, View } from '../../ui/gesture';
import { PORTRAIT, SHORT, tabDot } from './layout';
import type { Rect } from './layout';

/** The portrait table's design: text, labels and targets at least 12, 14 and 44 CSS px on a 390x844 screen. */
export const TABLE_PORTRAIT: Design = {
  mode: 'portrait',
  w: PORTRAIT.w,
  h: PORTRAIT.h,
  minText: 15,
  minLabel: 18,
  minTarget: 56,
};

/** The short landscape table's design: text, labels and targets at least 12, 14 and 44 CSS px on a 740x360 screen. */
export const TABLE_SHORT: Design = { ...DESIGNS.short, w: SHORT.w, h: SHORT.h };

/** A phone layout's pages: its design (one page's size), the pages' left edges, the players tab and its dot. */
export interface PhonePages {
  design: Design;
  pages: readonly [number, number];
  /** The "Players" tab on the first page (its "something new" dot sits inside its corner). */
  tab: Rect;
}

/** The upright column's pages: the players tab under the menu buttons, right of the phase line. */
export const PORTRAIT_PAGES: PhonePages = {
  design: TABLE_PORTRAIT,
  pages: PORTRAIT.pages,
  tab: { x: PORTRAIT.w - 8 - 140, y: 72, w: 140, h: 56 },
};

/** The landscape strip's pages: the players tab in the top bar, left of the menu buttons. */
export const SHORT_PAGES: PhonePages = {
  design: TABLE_SHORT,
  pages: SHORT.pages,
  tab: { x: 450, y: 4, w: 150, h: 56 },
};

/** The two pages and the camera of the table on a phone. */
export class PhoneView {
  private page = 0;
  private seen = 0;
  private readonly tab: Button;
  private readonly dot: Phaser.GameObjects.Graphics;
  /** The player's own zoomed view of the play page, or null for the whole page. */
  private view: View | null = null;
  private shownX = -1;
  /** Fingers on the city: where each started and where it is now (canvas pixels). */
  private readonly touches = new Map<number, { start: Point; now: Point }>();
  private start: View | null = null;
  private moved = false;
  private pinched = false;
  private lastTap: Tap | null = null;
  /** Set while a press ends the pages' slide at once. */
  private landing = false;

  private readonly w: number;
  private readonly h: number;

  /**
   * `onCity(x, y)`: a world point lies on the city board; `placing()`: a tap on it places a card; `backLabel`: the
   * players page's button back to the first page.
   */
  constructor(
    private readonly scene: Phaser.Scene,
    private readonly spec: PhonePages,
    private readonly logCount: () => number,
    private readonly onCity: (x: number, y: number) => boolean,
    private readonly placing: () => boolean,
    backLabel: string = t('phone.back'),
  ) {
    scene.input.addPointer(1);
    this.w = spec.design.w;
    this.h = spec.design.h;
    const p1 = spec.pages[1];
    const tab = spec.tab;
    this.tab = button(scene, tab.x + tab.w / 2, tab.y + tab.h / 2, t('phone.others'), () => this.show(1), {
      id: 'table-players',
      width: tab.w,
      height: tab.h,
      fontSize: 18,
      role: () => ({ kind: 'button', label: this.fresh() ? t('phone.othersNew') : t('phone.others') }),
    });
    const dot = tabDot(tab);
    this.dot = scene.add.graphics().setDepth(this.tab.depth + 1);
    this.dot.fillStyle(THEME.color.rust, 1).fillCircle(dot.x, dot.y, dot.r);
    this.dot.lineStyle(2, 0xfff6e2, 1).strokeCircle(dot.x, dot.y, dot.r);
    this.dot.setVisible(false);
    const g = scene.add.graphics();
    g.fillStyle(0x120c08, 0.82).fillRect(p1, 0, this.w, 64);
    g.lineStyle(1.5, THEME.color.goldDark, 0.6).lineBetween(p1, 64, p1 + this.w, 64);
    button(scene, p1 + 8 + 110, 32, backLabel, () => this.show(0), {
      id: 'table-back',
      width: 220,
      height: 56,
      fontSize: 18,
      key: 'Escape',
    });
    text(scene, p1 + 240, 32, t('phone.page'), {
      size: 16,
      bold: true,
      color: THEME.css.sand,
      origin: [0, 0.5],
      align: 'left',
      wrap: this.w - 256,
    });
    this.seen = logCount();
    steerCamera(scene.cameras.main, true);
    scene.events.on(Phaser.Scenes.Events.POST_UPDATE, this.update, this);
    // A press while the pages slide lands where the page is going: the slide ends before the press is hit-tested
    // (Phaser tests it on the mouse or touch event, which comes after the pointer event, against the camera's matrix
    // as the last frame left it, so the matrix is brought up to date here), and its down and up meet.
    const land = (): void => {
      if (Math.abs(this.aim().cx - this.shownX) < 1) return;
      this.landing = true;
      this.update();
      this.landing = false;
      // The matrix is brought up to date; the list of what the last frame drew is kept (Phaser orders hits by it).
      const cam = scene.cameras.main;
      const drawn = cam.renderList.slice();
      cam.preRender();
      cam.renderList.push(...drawn);
    };
    window.addEventListener('pointerdown', land, true);
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      window.removeEventListener('pointerdown', land, true);
      scene.events.off(Phaser.Scenes.Events.POST_UPDATE, this.update, this);
      steerCamera(scene.cameras.main, false);
    });
  }

  /** The page on screen: 0 the play page, 1 the players and the log. */
  get shownPage(): number {
    return this.page;
  }

  /** Slides to a page (the players page marks the log as read). */
  show(page: number): void {
    this.page = page === 1 ? 1 : 0;
    if (this.page === 1) this.seen = this.logCount();
  }

  /** The zoom that fits a page to the screen. */
  fit(): number {
    const { width, height } = this.scene.scale;
    return fitZoom(this.w, this.h, width, height);
  }

  /** The player's zoomed view (null: the whole page). */
  get zoomed(): View | null {
    return this.view;
  }

  /** Sets the player's zoomed view of the first page (clamped to it), or null to fit the page. */
  setView(v: View | null): void {
    const fit = this.fit();
    if (!v || v.zoom <= fit * 1.02) {
      this.view = null;
      return;
    }
    const { width, height } = this.scene.scale;
    this.view = clampView(v, { x: 0, y: 0, w: this.w, h: this.h }, width, height, fit, fit * 3);
  }

  private current(): View {
    return this.view ?? { zoom: this.fit(), cx: this.w / 2, cy: this.h / 2 };
  }

  /** A finger or button went down: true when it starts a gesture on the city (the table then waits for its end). */
  down(p: Phaser.Input.Pointer): boolean {
    if (this.page !== 0) return false;
    if (this.touches.size === 0 && !this.onCity(p.worldX, p.worldY)) return false;
    this.touches.set(p.id, { start: { x: p.x, y: p.y }, now: { x: p.x, y: p.y } });
    if (this.touches.size === 1) {
      this.moved = false;
      this.pinched = false;
    }
    // A second finger starts a pinch from here: every finger's start is reset to now.
    for (const f of this.touches.values()) f.start = { ...f.now };
    this.start = this.current();
    if (this.touches.size >= 2) this.pinched = true;
    return true;
  }

  /** A finger moved: pinch or pan the city; true when the move belongs to a gesture. */
  move(p: Phaser.Input.Pointer): boolean {
    const f = this.touches.get(p.id);
    if (!f || !this.start) return false;
    f.now = { x: p.x, y: p.y };
    const { width, height } = this.scene.scale;
    const [a, b] = [...this.touches.values()];
    if (a && b) {
      this.setView(pinch(this.start, a.start, b.start, a.now, b.now, width, height));
      return true;
    }
    const dx = f.now.x - f.start.x;
    const dy = f.now.y - f.start.y;
    // The drag threshold is in CSS pixels: a finger drifts as far on a phone whose canvas has 3 pixels to one.
    const k = cssPerCanvas(this.scene);
    if (isDrag(dx * k, dy * k)) this.moved = true;
    if (this.moved && this.view) this.setView(pan(this.start, dx, dy));
    return true;
  }

  /** A finger lifted: the world point of a plain tap on the city (to pass on), else null. */
  up(p: Phaser.Input.Pointer, now: number): Point | null {
    if (!this.touches.delete(p.id)) return null;
    if (this.touches.size > 0) {
      for (const f of this.touches.values()) f.start = { ...f.now };
      this.start = this.current();
      return null;
    }
    // A touch the browser cancelled is no tap, nor the first of two.
    if (this.pinched || this.moved || !released(p)) return null;
    const k = cssPerCanvas(this.scene);
    const tap = { x: p.x * k, y: p.y * k, at: now };
    const double = isDoubleTap(this.lastTap, tap);
    this.lastTap = double ? null : tap;
    // Placing, two taps on a spot place the card there; otherwise a double tap fits the city to the screen.
    if (double && !this.placing()) {
      this.setView(null);
      return null;
    }
    return { x: p.worldX, y: p.worldY };
  }

  /** True when something was logged since the players page was last seen. */
  private fresh(): boolean {
    return this.logCount() > this.seen;
  }

  /** Where the camera is going: the player's view of the play page, or the page shown, fitted. */
  private aim(): { v: View | null; zoom: number; cx: number; cy: number } {
    const base = this.spec.pages[this.page] ?? 0;
    const v = this.page === 0 && this.view ? this.view : null;
    return {
      v,
      zoom: v ? v.zoom : this.fit(),
      cx: v ? v.cx : base + this.w / 2,
      cy: v ? v.cy : this.h / 2,
    };
  }

  private update(): void {
    const cam = this.scene.cameras.main;
    const { width, height } = this.scene.scale;
    if (cam.x !== 0 || cam.y !== 0 || cam.width !== width || cam.height !== height)
      cam.setViewport(0, 0, width, height);
    const count = this.logCount();
    if (this.page === 1) this.seen = count;
    this.dot.setVisible(count > this.seen);
    const { v, zoom, cx, cy } = this.aim();
    const snap =
      this.landing || this.shownX < 0 || appOf(this.scene).settings.animMs(200) === 0 || v !== null;
    const x = snap || Math.abs(cx - this.shownX) < 1 ? cx : this.shownX + (cx - this.shownX) * 0.3;
    this.shownX = x;
    if (cam.zoom !== zoom) cam.setZoom(zoom);
    cam.centerOn(x, cy);
  }
}
