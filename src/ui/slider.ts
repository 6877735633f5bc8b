/** A horizontal volume slider widget for the keyboard navigation. */
import Phaser from 'phaser';
import { targetSize } from './layoutMode';
import { THEME } from './theme';
import { isShown } from './widgets';
import type { Focusable } from './widgets';

/** A horizontal volume slider: click or drag; arrows step by 5%. */
export class Slider extends Phaser.GameObjects.Container implements Focusable {
  private readonly fill: Phaser.GameObjects.Graphics;
  private readonly knob: Phaser.GameObjects.Graphics;
  private readonly ring: Phaser.GameObjects.Graphics;

  constructor(
    scene: Phaser.Scene,
    x: number,
    y: number,
    private readonly trackW: number,
    private value: number,
    private readonly onChange: (v: number) => void,
  ) {
    super(scene, x, y);
    const w = trackW;
    const track = scene.add.graphics();
    track.fillStyle(THEME.color.leatherDark, 0.9).fillRoundedRect(-w / 2, -7, w, 14, 7);
    this.fill = scene.add.graphics();
    this.knob = scene.add.graphics();
    this.ring = scene.add.graphics();
    this.add([this.ring, track, this.fill, this.knob]);
    this.setSize(w + 40, targetSize(scene, 56)).setInteractive({ useHandCursor: true, draggable: true });
    const set = (p: Phaser.Input.Pointer): void => {
      const local = p.worldX - this.x;
      this.set((local + w / 2) / w);
    };
    this.on(Phaser.Input.Events.GAMEOBJECT_POINTER_DOWN, set);
    this.on(Phaser.Input.Events.GAMEOBJECT_DRAG, set);
    this.draw();
  }

  /** Moves the knob to v (0..1, in hundredths) and reports a change. */
  set(v: number): void {
    const nv = Math.round(Math.min(1, Math.max(0, v)) * 100) / 100;
    if (nv === this.value) return;
    this.value = nv;
    this.draw();
    this.onChange(nv);
  }

  private draw(): void {
    const x = -this.trackW / 2 + this.trackW * this.value;
    this.fill
      .clear()
      .fillStyle(THEME.color.adobe, 1)
      .fillRoundedRect(-this.trackW / 2, -7, Math.max(14, this.trackW * this.value), 14, 7);
    this.knob.clear();
    this.knob.fillStyle(0x000000, 0.3).fillCircle(x, 3, 17);
    this.knob.fillStyle(THEME.color.sandLight, 1).fillCircle(x, 0, 16);
    this.knob.lineStyle(3, THEME.color.rust, 1).strokeCircle(x, 0, 14);
  }

  canFocus(): boolean {
    return this.active && isShown(this);
  }

  activate(): void {
    this.set(this.value > 0 ? 0 : 0.7);
  }

  setFocused(on: boolean): void {
    this.ring.clear();
    if (on)
      this.ring
        .lineStyle(3, THEME.color.gold, 1)
        .strokeRoundedRect(-this.trackW / 2 - 22, -26, this.trackW + 44, 52, 14);
  }

  onKey(key: string): boolean {
    if (key === 'ArrowLeft' || key === 'ArrowDown') this.set(this.value - 0.05);
    else if (key === 'ArrowRight' || key === 'ArrowUp') this.set(this.value + 0.05);
    else if (key === 'Home') this.set(0);
    else if (key === 'End') this.set(1);
    else return false;
    return true;
  }
}
