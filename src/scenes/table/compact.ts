/**
 * The wide table in a small letterboxed window (phones get the table's own pages, portrait.ts): the base layout
 * scaled to the screen would show 6 px text, so the camera zooms into what the player is doing (the offer and the
 * action panel while bidding or taking; the city, the panel and the log while placing) and shows the whole table
 * while others play. A button over the canvas switches between the
 * zoomed view and the whole table. Pointer and touch input go through the camera, so nothing else changes.
 */
import Phaser from 'phaser';
import { provideIntents } from '../../ui/hookRegistry';
import type { IntentTarget } from '../../ui/hookRegistry';
import { appOf } from '../appOf';
import { BASE_H, BASE_W } from '../../ui/theme';
import { isCompact, steerCamera } from '../../ui/viewport';
import { ACTION, BOARD, OFFER, type Rect } from './layout';
import { t } from '../../i18n';

/** What the player is doing, for the compact view: choosing in the offer and panel, placing in the city, or waiting. */
export type TableFocus = 'play' | 'city' | 'none';

/** The regions of the base layout the compact view zooms to. */
export const COMPACT_REGIONS: Record<'play' | 'city' | 'table', Rect> = {
  /** The offer row and the action panel (bids, prompts, taking). */
  play: {
    x: OFFER.x,
    y: OFFER.y - 6,
    w: ACTION.x + ACTION.w - OFFER.x,
    h: ACTION.y + ACTION.h - OFFER.y + 12,
  },
  /** The city board, the action panel and the log (placing), with a strip on the right for the view button. */
  city: { x: BOARD.x, y: BOARD.y - 6, w: ACTION.x + ACTION.w - BOARD.x + 72, h: BOARD.h + 12 },
  table: { x: 0, y: 0, w: BASE_W, h: BASE_H },
};

const BUTTON_CSS = [
  'position:fixed',
  'z-index:20',
  'min-width:44px',
  'min-height:36px',
  'padding:6px 10px',
  'font:600 13px system-ui, sans-serif',
  'color:#2b1a10',
  'background:rgba(240,199,102,0.92)',
  'border:1px solid #2b1a10',
  'border-radius:18px',
  'box-shadow:0 2px 6px rgba(0,0,0,0.45)',
  'touch-action:manipulation',
].join(';');

/** Steers the table's main camera on small screens; `focus` says what the player is doing now. */
export class CompactView {
  private manual: 'table' | 'zoom' | null = null;
  private lastFocus: TableFocus = 'none';
  private shown: 'play' | 'city' | 'table' | null = null;
  private readonly button: HTMLButtonElement | null;
  private readonly cleanups: (() => void)[] = [];

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly focus: () => TableFocus,
  ) {
    this.button = typeof document === 'undefined' ? null : document.createElement('button');
    if (this.button) {
      this.button.type = 'button';
      this.button.style.cssText = `${BUTTON_CSS};display:none`;
      this.button.addEventListener('click', () => this.toggle());
      document.body.appendChild(this.button);
    }
    scene.events.on(Phaser.Scenes.Events.POST_UPDATE, this.update, this);
    this.cleanups.push(provideIntents('compact', () => this.intents()));
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.destroy());
  }

  /** The region on screen now (null when the table is not compact). */
  get region(): 'play' | 'city' | 'table' | null {
    return this.shown;
  }

  private toggle(): void {
    this.manual = this.shown === 'table' ? 'zoom' : 'table';
    this.update();
  }

  private target(): 'play' | 'city' | 'table' {
    const f = this.focus();
    if (f !== this.lastFocus) {
      this.lastFocus = f;
      this.manual = null;
    }
    if (this.manual === 'table') return 'table';
    if (f === 'none') return this.manual === 'zoom' ? 'city' : 'table';
    return f;
  }

  private update(): void {
    const cam = this.scene.cameras.main;
    if (!isCompact(this.scene.game)) {
      if (this.shown !== null) {
        steerCamera(cam, false);
        this.shown = null;
        if (this.button) this.button.style.display = 'none';
      }
      return;
    }
    steerCamera(cam, true);
    const { width: gw, height: gh } = this.scene.scale;
    if (cam.x !== 0 || cam.y !== 0 || cam.width !== gw || cam.height !== gh) cam.setViewport(0, 0, gw, gh);
    const to = this.target();
    const r = COMPACT_REGIONS[to];
    const zoom = Math.min(cam.width / r.w, cam.height / r.h);
    const cx = r.x + r.w / 2;
    const cy = r.y + r.h / 2;
    const snap = this.shown === null || appOf(this.scene).settings.animMs(200) === 0;
    // Ease towards the region (a few frames), or jump there when animations are off.
    const k = snap ? 1 : 0.3;
    const z = cam.zoom + (zoom - cam.zoom) * k;
    const mid = cam.midPoint;
    const mx = Math.abs(zoom - z) < 0.002 ? cx : mid.x + (cx - mid.x) * k;
    const my = Math.abs(zoom - z) < 0.002 ? cy : mid.y + (cy - mid.y) * k;
    cam.setZoom(Math.abs(zoom - z) < 0.002 ? zoom : z);
    cam.centerOn(mx, my);
    if (this.shown !== to && this.button) {
      // Where it hides the least: choosing, bottom left (the top rows of the city board); placing, top right (the
      // edge of the seat panels); the whole table, bottom right (the last seat's mini city; the menu is top right).
      const b = this.button.style;
      this.button.textContent = to === 'table' ? t('table.zoom') : t('table.table');
      this.button.title = to === 'table' ? t('table.zoomTip') : t('table.tableTip');
      this.button.setAttribute('aria-label', this.button.title);
      const left = to === 'play';
      const top = to === 'city';
      b.left = left ? 'calc(env(safe-area-inset-left) + 6px)' : '';
      b.right = left ? '' : 'calc(env(safe-area-inset-right) + 6px)';
      b.top = top ? 'calc(env(safe-area-inset-top) + 6px)' : '';
      b.bottom = top ? '' : 'calc(env(safe-area-inset-bottom) + 6px)';
      b.display = 'block';
    }
    this.shown = to;
  }

  private intents(): IntentTarget[] {
    const b = this.button;
    if (!b || this.shown === null || b.style.display === 'none') return [];
    const r = b.getBoundingClientRect();
    return [
      {
        id: 'button:view-toggle',
        label: b.textContent ?? '',
        x: Math.round(r.left + r.width / 2 + window.scrollX),
        y: Math.round(r.top + r.height / 2 + window.scrollY),
        activate: () => this.toggle(),
      },
    ];
  }

  private destroy(): void {
    this.scene.events.off(Phaser.Scenes.Events.POST_UPDATE, this.update, this);
    for (const c of this.cleanups) c();
    this.button?.remove();
    steerCamera(this.scene.cameras.main, false);
  }
}
