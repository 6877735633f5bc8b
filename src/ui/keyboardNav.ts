/** Keyboard navigation: Tab/Shift+Tab and arrows move a focus between registered items; Enter/Space activate. */
import Phaser from 'phaser';
import { THEME } from './theme';
import { hideTooltip, showTooltip } from './tooltip';
import type { TipTarget } from './tooltip';

/** Something the keyboard can focus and activate. */
export interface Focusable {
  /** Bounds in game coordinates. */
  getBounds(output?: Phaser.Geom.Rectangle): Phaser.Geom.Rectangle;
  /** False while hidden or disabled: focus skips it. */
  canFocus(): boolean;
  activate(): void;
  /** Draws its own focus state; when absent, the navigator draws a ring around the bounds. */
  setFocused?(on: boolean): void;
  /** Handles a key itself while focused (e.g. a slider's arrows); returns true when it did. */
  onKey?(key: string, shift: boolean): boolean;
  /** A tooltip shown while focused from the keyboard. */
  tooltip?: () => string;
  /** The object the tooltip points at (defaults to the item itself when it is a game object). */
  tipTarget?: TipTarget;
}

/** True while a DOM text field has the keyboard (the canvas must then ignore keys). */
export function textInputFocused(): boolean {
  const el = typeof document === 'undefined' ? null : document.activeElement;
  return (
    !!el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || (el as HTMLElement).isContentEditable)
  );
}

/** Makes any bounded game object focusable (the navigator draws its ring). */
export function focusable(
  obj: Phaser.GameObjects.GameObject & { getBounds(output?: Phaser.Geom.Rectangle): Phaser.Geom.Rectangle },
  activate: () => void,
  tooltip?: () => string,
): Focusable {
  const f: Focusable = {
    getBounds: (out) => obj.getBounds(out),
    canFocus: () => obj.active && isShown(obj),
    activate,
  };
  if (tooltip) {
    f.tooltip = tooltip;
    f.tipTarget = obj;
  }
  return f;
}

/** True when an object and all its parent containers are visible. */
export function isShown(obj: Phaser.GameObjects.GameObject): boolean {
  let o: Phaser.GameObjects.GameObject | null = obj;
  while (o) {
    const v = (o as Phaser.GameObjects.GameObject & { visible?: boolean }).visible;
    if (v === false) return false;
    o = (o.parentContainer as Phaser.GameObjects.GameObject | null) ?? null;
  }
  return true;
}

/** Moves a focus between items with the keyboard; one per scene (or per overlay). */
export class KeyboardNav {
  private items: Focusable[] = [];
  private current: Focusable | null = null;
  private readonly ring: Phaser.GameObjects.Graphics;
  /** The focus is shown only after the keyboard was used (like :focus-visible). */
  private visibleFocus = false;
  private readonly onKeyDown = (e: KeyboardEvent): void => this.handle(e);
  private readonly onUpdate = (): void => this.drawRing();

  /** Starts listening to the scene's keyboard. */
  constructor(private readonly scene: Phaser.Scene) {
    this.ring = scene.add.graphics().setDepth(99999);
    scene.input.keyboard?.on('keydown', this.onKeyDown);
    scene.events.on(Phaser.Scenes.Events.POST_UPDATE, this.onUpdate);
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.destroy());
  }

  /** Registers items in Tab order. */
  add(...items: Focusable[]): this {
    for (const i of items) if (!this.items.includes(i)) this.items.push(i);
    return this;
  }

  /** Unregisters an item (and drops the focus if it had it). */
  remove(item: Focusable): void {
    this.items = this.items.filter((i) => i !== item);
    if (this.current === item) this.focus(null);
  }

  /** Unregisters every item. */
  clear(): void {
    this.focus(null);
    this.items = [];
  }

  /** The focused item. */
  get focused(): Focusable | null {
    return this.current;
  }

  /** True when the focus ring is showing (the keyboard was used). */
  get focusVisible(): boolean {
    return this.visibleFocus;
  }

  /** Focuses an item (or nothing); `show` makes the ring visible as after a key press. */
  focus(item: Focusable | null, show = this.visibleFocus): void {
    if (this.current === item && show === this.visibleFocus) return;
    const prev = this.current;
    if (prev) {
      prev.setFocused?.(false);
      hideTooltip(this.scene);
    }
    this.current = item;
    this.visibleFocus = show;
    if (item && show) {
      item.setFocused?.(true);
      const tip = item.tooltip?.();
      const target =
        item.tipTarget ??
        (item instanceof Phaser.GameObjects.GameObject ? (item as unknown as TipTarget) : null);
      if (tip && target?.scene) showTooltip(target, tip);
    }
    this.drawRing();
  }

  /** Moves the focus to the next (1) or previous (-1) focusable item in Tab order. */
  step(dir: 1 | -1): void {
    const list = this.items.filter((i) => i.canFocus());
    if (list.length === 0) return;
    const at = this.current ? list.indexOf(this.current) : -1;
    const next = at < 0 ? (dir > 0 ? 0 : list.length - 1) : (at + dir + list.length) % list.length;
    this.focus(list[next] ?? null, true);
  }

  /** Moves the focus to the nearest item in a screen direction. */
  move(dx: number, dy: number): void {
    const list = this.items.filter((i) => i.canFocus() && i !== this.current);
    if (!this.current || !this.current.canFocus()) {
      this.step(1);
      return;
    }
    const from = this.current.getBounds();
    let best: Focusable | null = null;
    let bestScore = Infinity;
    for (const item of list) {
      const b = item.getBounds();
      const vx = b.centerX - from.centerX;
      const vy = b.centerY - from.centerY;
      const along = vx * dx + vy * dy;
      if (along <= 4) continue;
      const across = Math.abs(vx * dy - vy * dx);
      const score = along + across * 2.5;
      if (score < bestScore) {
        bestScore = score;
        best = item;
      }
    }
    if (best) this.focus(best, true);
  }

  private handle(e: KeyboardEvent): void {
    if (textInputFocused() || !this.scene.sys.isActive() || !this.scene.input.enabled) return;
    const key = e.key;
    const cur = this.current && this.current.canFocus() ? this.current : null;
    if (cur && this.visibleFocus && cur.onKey?.(key, e.shiftKey)) {
      e.preventDefault();
      return;
    }
    switch (key) {
      case 'Tab':
        e.preventDefault();
        this.step(e.shiftKey ? -1 : 1);
        return;
      case 'ArrowRight':
      case 'ArrowLeft':
      case 'ArrowUp':
      case 'ArrowDown': {
        e.preventDefault();
        const d = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[key];
        if (!cur || !this.visibleFocus) this.focus(cur ?? this.items.find((i) => i.canFocus()) ?? null, true);
        else this.move(d[0] ?? 0, d[1] ?? 0);
        return;
      }
      case 'Enter':
      case ' ':
        // Enter also presses the default (focused but not yet shown) item; Space only a shown focus.
        if (cur && (this.visibleFocus || key === 'Enter')) {
          e.preventDefault();
          cur.activate();
        }
        return;
    }
  }

  private drawRing(): void {
    const g = this.ring;
    g.clear();
    const cur = this.current;
    if (!cur || !this.visibleFocus || cur.setFocused || !cur.canFocus()) return;
    const b = cur.getBounds();
    g.lineStyle(3, THEME.color.gold, 1);
    g.strokeRoundedRect(b.x - 6, b.y - 6, b.width + 12, b.height + 12, 12);
    g.lineStyle(1.5, THEME.color.ink, 0.6);
    g.strokeRoundedRect(b.x - 8.5, b.y - 8.5, b.width + 17, b.height + 17, 14);
  }

  /** Stops listening. */
  destroy(): void {
    this.scene.input.keyboard?.off('keydown', this.onKeyDown);
    this.scene.events.off(Phaser.Scenes.Events.POST_UPDATE, this.onUpdate);
    this.items = [];
    this.current = null;
    if (this.ring.scene) this.ring.destroy();
  }
}
