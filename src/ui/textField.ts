/** A text field drawn in the canvas; activating it (click, Enter) opens a DOM input exactly over it for typing. */
import Phaser from 'phaser';
import { provideIntents } from './hookRegistry';
import { isShown } from './keyboardNav';
import type { Focusable } from './keyboardNav';
import { surface } from './paint';
import { textSize } from './layoutMode';
import { THEME, fontPx, textResolution } from './theme';
import { uiOf } from './uiOf';
import { cssScale } from './viewport';
import { toPage } from './widgets';
import { onRelease } from './release';

/** Options of a text field. */
export interface TextFieldOpts {
  /** Test-hook id: listed as intent "field:<id>". */
  id?: string;
  placeholder?: string;
  maxLength?: number;
  /** Characters allowed (others are dropped while typing). */
  allow?: RegExp;
  inputMode?: 'text' | 'numeric';
  /** Called with the committed value. */
  onChange: (value: string) => void;
  /** Called after Enter committed the field (a form's submit, e.g. opening a typed code). */
  onEnter?: () => void;
  /** Called after Tab or Shift+Tab committed the field, so the navigator can move on. */
  onTab?: (dir: 1 | -1) => void;
  /** An accessible label for the DOM input. */
  ariaLabel?: string;
}

/** A single-line text field. */
export class TextField extends Phaser.GameObjects.Container implements Focusable {
  private readonly bg: Phaser.GameObjects.Image;
  private readonly shown: Phaser.GameObjects.Text;
  /** The value's font size in design pixels at the player's text size, and the least it shrinks to (still legible). */
  private readonly sizes: { chosen: number; least: number };
  private readonly ring: Phaser.GameObjects.Graphics;
  private input_: HTMLInputElement | null = null;
  private value: string;
  /** Destroyed or its scene shut down: nothing may be drawn any more. */
  private gone = false;
  private readonly scaler: Phaser.Scale.ScaleManager;
  private readonly onResize = (): void => this.placeInput();
  /** A press anywhere but the input commits it (the game canvas keeps the focus from moving, so no blur comes). */
  private readonly onPressAway = (e: Event): void => {
    if (e.target !== this.input_) this.closeInput(true);
  };

  constructor(
    scene: Phaser.Scene,
    x: number,
    y: number,
    readonly fw: number,
    readonly fh: number,
    value: string,
    private readonly opts: TextFieldOpts,
  ) {
    super(scene, x, y);
    const w = fw;
    const h = fh;
    this.value = value;
    const p = surface(scene, w, h, {
      top: 0xfffaf0,
      bottom: 0xf4e8cf,
      border: 0xa88a5b,
      borderWidth: 2,
      radius: 10,
      grain: 0.2,
      shadow: { blur: 2, dy: -1, alpha: 0.25 },
    });
    this.bg = scene.add.image(0, 0, p.key).setDisplaySize(w + p.pad * 2, h + p.pad * 2);
    const size = textSize(scene, Math.round(h * 0.4));
    const scale = uiOf(scene).settings.textScale();
    this.sizes = { chosen: Math.round(size * scale), least: Math.round(textSize(scene, 16)) };
    this.shown = scene.add
      .text(-w / 2 + 16, 0, '', {
        fontFamily: THEME.font.body,
        fontSize: fontPx(size, scale),
        color: THEME.css.ink,
        resolution: textResolution(),
      })
      .setOrigin(0, 0.5);
    this.ring = scene.add.graphics();
    this.add([this.ring, this.bg, this.shown]);
    this.setSize(w, h).setInteractive({ useHandCursor: true });
    if (this.input) this.input.cursor = 'text';
    onRelease(this, () => this.activate());
    this.refresh();
    if (opts.id) {
      const id = `field:${opts.id}`;
      const stop = provideIntents(id, () => {
        if (!this.canFocus() || !scene.input.enabled) return [];
        const m = this.getWorldTransformMatrix();
        const k = cssScale(scene) * Math.abs(m.scaleX);
        const size = { w: Math.round(fw * k * 10) / 10, h: Math.round(fh * k * 10) / 10 };
        return [
          {
            id,
            label: this.value || opts.placeholder || '',
            ...toPage(scene, m.tx, m.ty),
            ...size,
            activate: () => this.activate(),
          },
        ];
      });
      this.once(Phaser.GameObjects.Events.DESTROY, stop);
    }
    this.scaler = scene.scale;
    const drop = (): void => {
      this.gone = true;
      this.closeInput(false);
    };
    this.once(Phaser.GameObjects.Events.DESTROY, drop);
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, drop);
  }

  /** The committed value. */
  get text(): string {
    return this.value;
  }

  /** Sets the value without calling onChange. */
  setValue(v: string): this {
    this.value = v;
    this.refresh();
    return this;
  }

  private refresh(): void {
    const empty = this.value === '';
    const full = empty ? (this.opts.placeholder ?? '') : this.value;
    this.shown.setColor(empty ? THEME.css.muted : THEME.css.ink);
    this.shown.setFontStyle(empty ? 'italic' : '');
    this.shown.setText(full);
    const max = this.fw - 32;
    // A value too wide for the field shrinks, down to a size still legible, before it is cut.
    const { chosen, least } = this.sizes;
    this.shown.setFontSize(chosen);
    if (this.shown.width > max && chosen > least)
      this.shown.setFontSize(Math.max(least, Math.floor((chosen * max) / this.shown.width)));
    for (let n = full.length - 1; n > 0 && this.shown.width > max; n--)
      this.shown.setText(`${full.slice(0, n)}…`);
    this.shown.setVisible(!this.input_);
  }

  /** Keyboard focus may land here. */
  canFocus(): boolean {
    return this.active && isShown(this);
  }

  /** Shows the focus ring. */
  setFocused(on: boolean): void {
    this.ring.clear();
    if (on)
      this.ring
        .lineStyle(3, THEME.color.gold, 1)
        .strokeRoundedRect(-this.fw / 2 - 5, -this.fh / 2 - 5, this.fw + 10, this.fh + 10, 14);
  }

  /** Opens the DOM input for typing. */
  activate(): void {
    if (this.input_ || this.gone) return;
    const el = document.createElement('input');
    el.type = 'text';
    el.value = this.value;
    el.maxLength = this.opts.maxLength ?? 24;
    el.inputMode = this.opts.inputMode ?? 'text';
    el.autocomplete = 'off';
    el.spellcheck = false;
    el.setAttribute('aria-label', this.opts.ariaLabel ?? this.opts.placeholder ?? 'Text');
    if (this.opts.id) el.dataset['field'] = this.opts.id;
    el.style.cssText =
      'position:fixed;z-index:20;box-sizing:border-box;margin:0;border:2px solid #e2b456;border-radius:10px;' +
      'background:#fffaf0;color:#2b1a10;outline:none;box-shadow:0 0 0 3px rgba(226,180,86,0.35);' +
      `font-family:${THEME.font.body};padding:0 14px;`;
    el.addEventListener('keydown', (e) => {
      e.stopPropagation();
      if (e.key === 'Enter') {
        e.preventDefault();
        this.closeInput(true);
        this.opts.onEnter?.();
      } else if (e.key === 'Escape') {
        e.preventDefault();
        this.closeInput(false);
      } else if (e.key === 'Tab') {
        e.preventDefault();
        this.closeInput(true);
        this.opts.onTab?.(e.shiftKey ? -1 : 1);
      }
    });
    el.addEventListener('keyup', (e) => e.stopPropagation());
    el.addEventListener('input', () => {
      if (!this.opts.allow) return;
      const allow = this.opts.allow;
      const clean = [...el.value].filter((ch) => allow.test(ch)).join('');
      if (clean !== el.value) el.value = clean;
    });
    el.addEventListener('blur', () => this.closeInput(true));
    document.body.appendChild(el);
    this.input_ = el;
    this.placeInput();
    this.scaler.on(Phaser.Scale.Events.RESIZE, this.onResize);
    window.addEventListener('resize', this.onResize);
    window.addEventListener('pointerdown', this.onPressAway, true);
    this.refresh();
    el.focus();
    el.select();
  }

  private placeInput(): void {
    const el = this.input_;
    if (!el) return;
    const m = this.getWorldTransformMatrix();
    const a = toPage(this.scene, m.tx - this.fw / 2, m.ty - this.fh / 2);
    const b = toPage(this.scene, m.tx + this.fw / 2, m.ty + this.fh / 2);
    el.style.left = `${a.x - window.scrollX}px`;
    el.style.top = `${a.y - window.scrollY}px`;
    el.style.width = `${b.x - a.x}px`;
    el.style.height = `${b.y - a.y}px`;
    el.style.fontSize = `${Math.max(12, (b.y - a.y) * 0.4)}px`;
  }

  private closeInput(commit: boolean): void {
    const el = this.input_;
    if (!el) return;
    this.input_ = null;
    this.scaler.off(Phaser.Scale.Events.RESIZE, this.onResize);
    window.removeEventListener('resize', this.onResize);
    window.removeEventListener('pointerdown', this.onPressAway, true);
    const v = el.value.trim();
    el.remove();
    if (commit && v !== this.value && !this.gone) {
      this.value = v;
      this.refresh();
      this.opts.onChange(v);
    } else if (!this.gone) {
      this.refresh();
    }
  }
}
