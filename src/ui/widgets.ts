/** Shared UI pieces: text, buttons (with test-hook intents), panels, page coordinates; re-exports tooltips and keyboard navigation. */
import Phaser from 'phaser';
import { provideIntents } from './hookRegistry';
import type { IntentRole } from './hookRegistry';
import { playSfx } from './sfx';
import { isShown } from './keyboardNav';
import type { Focusable } from './keyboardNav';
import { surface } from './paint';
import type { SurfaceStyle } from './paint';
import { THEME, fontPx, mix, textResolution } from './theme';
import { uiOf } from './uiOf';
import { addText } from './textMetrics';
import { attachTooltip } from './tooltip';
import { labelSize, targetSize, textSize } from './layoutMode';
import { cssScale, worldToPage } from './viewport';
import { borderColour, highContrast, lineWidth, textColour } from './contrast';
import { buttonKeysOpen } from './keyGate';
import { released } from './gesture';

export { attachTooltip, hideTooltip, showTooltip } from './tooltip';
export { KeyboardNav, focusable, isShown, textInputFocused } from './keyboardNav';
export type { Focusable } from './keyboardNav';
export { panel } from './panel';
export type { PanelOpts, PanelStyle } from './panel';

/** Converts game coordinates (0..BASE_W, 0..BASE_H) to page CSS pixels, through the main camera and the canvas's on-page rectangle. */
export function toPage(scene: Phaser.Scene, x: number, y: number): { x: number; y: number } {
  return worldToPage(scene, x, y);
}

/** Options of the text helper. */
export interface TextOpts {
  size?: number;
  color?: string;
  font?: 'display' | 'body' | 'figure';
  bold?: boolean;
  italic?: boolean;
  align?: 'left' | 'center' | 'right';
  /** Origin x and y (default 0.5, 0.5). */
  origin?: [number, number];
  wrap?: number;
  lineSpacing?: number;
  shadow?: boolean;
  stroke?: { color: string; width: number };
}

/** Adds a crisp Text in the theme's type. */
export function text(
  scene: Phaser.Scene,
  x: number,
  y: number,
  str: string,
  o: TextOpts = {},
): Phaser.GameObjects.Text {
  const style: Phaser.Types.GameObjects.Text.TextStyle = {
    fontFamily: THEME.font[o.font ?? 'body'],
    fontSize: fontPx(textSize(scene, o.size ?? THEME.size.body), uiOf(scene).settings.textScale()),
    color: textColour(scene, o.color ?? THEME.css.ink),
    fontStyle: [o.italic ? 'italic' : '', o.bold ? 'bold' : ''].join(' ').trim(),
    align: o.align ?? 'center',
    resolution: textResolution(),
    lineSpacing: o.lineSpacing ?? 0,
  };
  if (o.wrap) style.wordWrap = { width: o.wrap, useAdvancedWrap: true };
  if (o.shadow) style.shadow = { offsetX: 0, offsetY: 2, color: 'rgba(0,0,0,0.45)', blur: 4, fill: true };
  if (o.stroke) {
    style.stroke = o.stroke.color;
    style.strokeThickness = o.stroke.width;
  }
  const t = addText(scene, x, y, str, style);
  const [ox, oy] = o.origin ?? [0.5, 0.5];
  return t.setOrigin(ox, oy);
}

/**
 * Shrinks a text enlarged by the text-size setting to `room` pixels wide when it is wider, but never under its size at
 * 100% (where there is no room, large text falls back to the normal size).
 */
export function fitWidth(t: Phaser.GameObjects.Text, room: number): Phaser.GameObjects.Text {
  if (t.width > room) t.setScale(Math.max(room / t.width, 1 / uiOf(t.scene).settings.textScale()));
  return t;
}

/**
 * Fits a one-line text to `room` pixels: shrunk, but never under `least` of its size; what still does not fit is cut
 * at the end with an ellipsis (a list of names, never a sentence a player must read whole).
 */
export function fitOrCut(t: Phaser.GameObjects.Text, room: number, least: number): Phaser.GameObjects.Text {
  if (t.width <= room) return t;
  const k = Math.max(room / t.width, least);
  t.setScale(k);
  const full = t.text;
  let n = full.length;
  while (n > 1 && t.width * k > room) {
    n--;
    t.setText(`${full.slice(0, n).trimEnd()}\u2026`);
  }
  return t;
}

/** Button looks. 'light' is a parchment button for use on dark panels' parchment areas. */
export type ButtonStyle = 'primary' | 'secondary' | 'danger' | 'light';

const BUTTON_COLORS: Record<ButtonStyle, { top: number; bottom: number; border: number; text: string }> = {
  primary: { top: 0xdc8e5a, bottom: 0xa34e2e, border: 0x6a2a16, text: '#fff6e2' },
  secondary: { top: 0x7f5739, bottom: 0x533420, border: 0x2c1a0e, text: '#f3e3c3' },
  danger: { top: 0xbf463c, bottom: 0x84221c, border: 0x4a100c, text: '#fff1e8' },
  light: { top: 0xfbf4e4, bottom: 0xe4d0a9, border: 0xa88a5b, text: '#2b1a10' },
};

/** Options of a button. */
export interface ButtonOpts {
  /** Test-hook id: the button is listed as intent "button:<id>" while shown and enabled. */
  id?: string;
  /** A keyboard shortcut (a KeyboardEvent.key such as 'Escape' or 'n'); listed on the intent. */
  key?: string;
  width?: number;
  height?: number;
  enabled?: boolean;
  style?: ButtonStyle;
  /** A texture key drawn left of the label. */
  icon?: string;
  fontSize?: number;
  /** A tooltip. */
  tip?: () => string;
  /** Its group, kind and state for the screen-reader list, read each time the list is built. */
  role?: () => IntentRole | undefined;
}

function withRole(role: IntentRole | undefined): { role?: IntentRole } {
  return role ? { role } : {};
}

/** A rounded button with hover, press, disabled and keyboard-focus states. */
export class Button extends Phaser.GameObjects.Container implements Focusable {
  readonly bw: number;
  readonly bh: number;
  private readonly face: Phaser.GameObjects.Image;
  private readonly label: Phaser.GameObjects.Text;
  private readonly icon: Phaser.GameObjects.Image | null;
  private readonly ring: Phaser.GameObjects.Graphics;
  private enabled: boolean;
  private styleName: ButtonStyle;
  private hovered = false;
  private pressed = false;
  /** Set from the constructor's tip option. */
  tooltip?: () => string;

  /** Prefer the `button()` factory. */
  constructor(
    scene: Phaser.Scene,
    x: number,
    y: number,
    text: string,
    private readonly onClick: () => void,
    readonly opts: ButtonOpts = {},
  ) {
    super(scene, x, y);
    this.bw = targetSize(scene, opts.width ?? THEME.size.buttonW);
    this.bh = targetSize(scene, opts.height ?? THEME.size.buttonH);
    this.enabled = opts.enabled ?? true;
    this.styleName = opts.style ?? 'secondary';
    this.ring = scene.add.graphics();
    this.face = scene.add.image(0, 0, '__DEFAULT');
    const size = labelSize(scene, opts.fontSize ?? Math.min(26, Math.round(this.bh * 0.4)));
    this.label = addText(scene, 0, 0, text, {
      fontFamily: THEME.font.display,
      fontSize: fontPx(size, uiOf(scene).settings.textScale()),
      fontStyle: 'bold',
      color: BUTTON_COLORS[this.styleName].text,
      resolution: textResolution(),
    }).setOrigin(0.5, 0.5);
    this.icon = opts.icon ? scene.add.image(0, 0, opts.icon) : null;
    this.add([this.ring, this.face, ...(this.icon ? [this.icon] : []), this.label]);
    this.layoutContent();
    this.setSize(this.bw, this.bh);
    this.setInteractive({ useHandCursor: true });
    this.on(Phaser.Input.Events.GAMEOBJECT_POINTER_OVER, () => this.setHover(true));
    this.on(Phaser.Input.Events.GAMEOBJECT_POINTER_OUT, () => {
      this.pressed = false;
      this.setHover(false);
    });
    this.on(Phaser.Input.Events.GAMEOBJECT_POINTER_DOWN, () => {
      if (!this.enabled) return;
      this.pressed = true;
      this.redraw();
    });
    this.on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, (p?: Phaser.Input.Pointer) => {
      const was = this.pressed;
      this.pressed = false;
      this.redraw();
      if (was && released(p)) this.activate();
    });
    if (opts.tip) {
      this.tooltip = opts.tip;
      attachTooltip(this, opts.tip);
    }
    if (opts.id) {
      const id = `button:${opts.id}`;
      const stop = provideIntents(id, () => {
        if (!this.canFocus() || !scene.input.enabled) return [];
        const c = this.pageCentre();
        const k = cssScale(scene) * Math.abs(this.getWorldTransformMatrix().scaleX);
        const size = { w: Math.round(this.bw * k * 10) / 10, h: Math.round(this.bh * k * 10) / 10 };
        return [
          {
            id,
            // An icon button is known by its tooltip.
            label: this.label.text || (this.tooltip?.() ?? ''),
            x: c.x,
            y: c.y,
            ...size,
            ...(opts.key ? { key: opts.key } : {}),
            ...withRole(opts.role?.()),
            activate: () => this.activate(),
          },
        ];
      });
      this.once(Phaser.GameObjects.Events.DESTROY, stop);
    }
    if (opts.key) {
      const want = opts.key.length === 1 ? opts.key.toLowerCase() : opts.key;
      const onKey = (e: KeyboardEvent): void => {
        const k = e.key.length === 1 ? e.key.toLowerCase() : e.key;
        if (k !== want || e.ctrlKey || e.metaKey || e.altKey || !scene.input.enabled) return;
        if (!this.canFocus() || !buttonKeysOpen(scene)) return;
        const el = document.activeElement;
        if (el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA')) return;
        e.preventDefault();
        this.activate();
      };
      scene.input.keyboard?.on('keydown', onKey);
      this.once(Phaser.GameObjects.Events.DESTROY, () => scene.input.keyboard?.off('keydown', onKey));
    }
    this.redraw();
  }

  private layoutContent(): void {
    const iconSize = Math.round(this.bh * 0.56);
    const gap = this.icon && this.label.text ? 10 : 0;
    // A label enlarged by the text-size setting shrinks back to fit its button rather than spill over.
    const room = this.bw - 16 - (this.icon ? iconSize + gap : 0);
    // Redrawing a text costs a texture upload: the wrapping changes only when it must.
    if (this.label.style.wordWrapWidth) this.label.setWordWrapWidth(null);
    const fit = (): number => Math.min(1, room / this.label.width, (this.bh - 8) / this.label.height);
    let k = fit();
    // On a phone a long label of several words takes two lines rather than shrink under the smallest label size.
    const px = parseFloat(String(this.label.style.fontSize));
    const min = labelSize(this.scene, 0);
    if (k * px < min && !this.icon && /\s/.test(this.label.text.trim())) {
      // Two lines of about equal length (a word never breaks), then scaled to the button: the best of a few widths.
      const one = this.label.width;
      let best = 0;
      for (const share of [0.55, 0.65, 0.75]) {
        this.label.setAlign('center').setWordWrapWidth(Math.ceil(one * share), false);
        const wrapped = fit();
        if (wrapped > k) [k, best] = [wrapped, share];
      }
      if (best > 0) this.label.setWordWrapWidth(Math.ceil(one * best), false);
      else this.label.setWordWrapWidth(null);
    }
    this.label.setScale(k);
    if (this.icon) {
      this.icon.setDisplaySize(iconSize, iconSize);
      const total = iconSize + gap + this.label.displayWidth;
      this.icon.setX(-total / 2 + iconSize / 2);
      this.label.setX(-total / 2 + iconSize + gap + this.label.displayWidth / 2);
    } else {
      this.label.setX(0);
    }
  }

  /** The button's centre in page CSS pixels. */
  pageCentre(): { x: number; y: number } {
    const m = this.getWorldTransformMatrix();
    const cam = this.scene.cameras.main;
    // toPage applies the camera's full scroll; an object that scrolls less (scrollFactor < 1) sits that much further on.
    return toPage(
      this.scene,
      m.tx + cam.scrollX * (1 - this.scrollFactorX),
      m.ty + cam.scrollY * (1 - this.scrollFactorY),
    );
  }

  private setHover(on: boolean): void {
    this.hovered = on;
    this.redraw();
  }

  private surfaceStyle(): SurfaceStyle {
    const c = BUTTON_COLORS[this.styleName];
    const lift = !this.enabled ? 0 : this.pressed ? -0.08 : this.hovered ? 0.12 : 0;
    const tone = (col: number): number => {
      const base = this.enabled ? col : mix(col, 0x8c8272, 0.55);
      return lift >= 0 ? mix(base, 0xffffff, lift) : mix(base, 0x000000, -lift);
    };
    return {
      top: tone(c.top),
      bottom: tone(c.bottom),
      border:
        this.enabled && this.hovered && !this.pressed
          ? mix(c.border, THEME.color.gold, 0.65)
          : borderColour(this.scene, c.border),
      borderWidth: lineWidth(this.scene, 2),
      highlight: 0xffffff,
      radius: Math.min(THEME.size.radius, this.bh / 2),
      grain: 0.35,
      shadow: this.pressed ? { blur: 3, dy: 1, alpha: 0.4 } : { blur: 8, dy: 4, alpha: 0.45 },
    };
  }

  private redraw(): void {
    const p = surface(this.scene, this.bw, this.bh, this.surfaceStyle());
    this.face.setTexture(p.key).setDisplaySize(this.bw + p.pad * 2, this.bh + p.pad * 2);
    const dy = this.pressed ? 2 : 0;
    this.face.setY(dy);
    this.label.setY(dy);
    this.icon?.setY(dy);
    this.label.setColor(BUTTON_COLORS[this.styleName].text);
    this.label.setAlpha(this.enabled ? 1 : highContrast(this.scene) ? 0.75 : 0.55);
    this.icon?.setAlpha(this.enabled ? 1 : 0.5);
  }

  /** Enables or disables clicks and keyboard activation. */
  setEnabled(b: boolean): this {
    if (this.enabled === b) return this;
    this.enabled = b;
    this.pressed = false;
    if (this.input) this.input.cursor = b ? 'pointer' : 'default';
    this.redraw();
    return this;
  }

  /** True while clickable. */
  get isEnabled(): boolean {
    return this.enabled;
  }

  /** Changes the look (e.g. to show a selected option). */
  setLook(style: ButtonStyle): this {
    if (this.styleName !== style) {
      this.styleName = style;
      this.redraw();
    }
    return this;
  }

  /** Changes the label. */
  setLabel(str: string): this {
    if (str === this.label.text) return this;
    this.label.setText(str);
    this.layoutContent();
    return this;
  }

  /** Changes the icon texture. */
  setIcon(key: string): this {
    this.icon?.setTexture(key);
    this.layoutContent();
    return this;
  }

  /** Runs the click action (with feedback) when enabled. */
  activate(): void {
    if (!this.enabled || !this.canFocus()) {
      if (!this.enabled) playSfx(this.scene, 'error');
      return;
    }
    playSfx(this.scene, 'click');
    this.onClick();
  }

  /** Keyboard focus can land here. */
  canFocus(): boolean {
    return this.active && this.enabled && isShown(this) && this.alpha > 0.05;
  }

  /** Shows the focus ring. */
  setFocused(on: boolean): void {
    const g = this.ring.clear();
    if (!on) return;
    const r = Math.min(THEME.size.radius, this.bh / 2) + 6;
    g.lineStyle(3, THEME.color.gold, 1);
    g.strokeRoundedRect(-this.bw / 2 - 6, -this.bh / 2 - 6, this.bw + 12, this.bh + 12, r);
  }
}

/** Adds a button centred at (x, y). */
export function button(
  scene: Phaser.Scene,
  x: number,
  y: number,
  label: string,
  onClick: () => void,
  opts?: ButtonOpts,
): Button {
  const b = new Button(scene, x, y, label, onClick, opts);
  scene.add.existing(b);
  return b;
}
