/**
 * Pinch and drag on the board's town on a phone: two fingers zoom about their middle, one finger drags a zoomed
 * town (pinching out to the whole town resets it). A tap that was neither is left to the parcel under
 * it (scenes/board/hits.ts asks `held()` first). The view is plain numbers (ui/gesture.ts), clamped by the layout.
 */
import Phaser from 'phaser';
import { isDrag, pan, pinch } from '../../ui/gesture';
import type { Point, View } from '../../ui/gesture';
import { cssScale } from '../../ui/viewport';
import type { Rect } from './hits';

/** The town's gestures for one scene. */
export class TownGesture {
  private readonly touches = new Map<number, { start: Point; now: Point }>();
  private start: View | null = null;
  private moved = false;
  private pinched = false;

  /**
   * `window()`: the town's window in world pixels, or null when the town is not shown; `view()`/`setView()`: the
   * town view (set clamps it and redraws).
   */
  constructor(
    private readonly scene: Phaser.Scene,
    private readonly window: () => Rect | null,
    private readonly view: () => View,
    private readonly setView: (v: View | null) => void,
  ) {
    scene.input.addPointer(1);
    const on = (e: string, fn: (p: Phaser.Input.Pointer) => void): void => {
      scene.input.on(e, fn);
      scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => scene.input.off(e, fn));
    };
    on(Phaser.Input.Events.POINTER_DOWN, (p) => this.down(p));
    on(Phaser.Input.Events.POINTER_MOVE, (p) => this.move(p));
    on(Phaser.Input.Events.POINTER_UP, (p) => this.up(p));
  }

  /** True while the touch under way is a drag or a pinch: its lifting picks nothing. */
  held(): boolean {
    return this.moved || this.pinched;
  }

  private local(p: Phaser.Input.Pointer): Point | null {
    const w = this.window();
    if (!w) return null;
    return { x: p.worldX - w.x, y: p.worldY - w.y };
  }

  private down(p: Phaser.Input.Pointer): void {
    const w = this.window();
    const at = this.local(p);
    if (!w || !at) return;
    if (this.touches.size === 0 && (at.x < 0 || at.y < 0 || at.x > w.w || at.y > w.h)) return;
    this.touches.set(p.id, { start: at, now: at });
    if (this.touches.size === 1) {
      this.moved = false;
      this.pinched = false;
    }
    for (const f of this.touches.values()) f.start = { ...f.now };
    this.start = this.view();
    if (this.touches.size >= 2) this.pinched = true;
  }

  private move(p: Phaser.Input.Pointer): void {
    const f = this.touches.get(p.id);
    const w = this.window();
    const at = this.local(p);
    if (!f || !this.start || !w || !at || !p.isDown) return;
    f.now = at;
    const [a, b] = [...this.touches.values()];
    if (a && b) {
      this.setView(pinch(this.start, a.start, b.start, a.now, b.now, w.w, w.h));
      return;
    }
    const dx = f.now.x - f.start.x;
    const dy = f.now.y - f.start.y;
    // The drag threshold is in CSS pixels (world pixels are scaled by the camera and the canvas's pixels per CSS px).
    const k = cssScale(this.scene);
    if (!this.moved && !isDrag(dx * k, dy * k)) return;
    this.moved = true;
    if (this.start.zoom > 1) this.setView(pan(this.start, dx, dy));
  }

  private up(p: Phaser.Input.Pointer): void {
    if (!this.touches.delete(p.id)) return;
    if (this.touches.size > 0) {
      for (const f of this.touches.values()) f.start = { ...f.now };
      this.start = this.view();
      return;
    }
    // The parcel's own handler has run by now (game objects hear the lifting first); the next touch starts afresh.
    this.moved = false;
    this.pinched = false;
  }
}
