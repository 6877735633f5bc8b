/** Clickable places of the board screen: a zone per target, listed as an intent for the test hook and the action list. */
import Phaser from 'phaser';
import type { IntentTarget } from '../../ui/hookRegistry';
import { toPage } from '../../ui/widgets';
import { onRelease } from '../../ui/release';

/** A rectangle in design pixels. */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** One clickable target drawn this frame. */
interface Hit {
  id: string;
  label: () => string;
  rect: Rect;
  zone: Phaser.GameObjects.Zone;
  pick: () => void;
}

/** The part of `r` inside `within` (an empty rectangle when none). */
function cut(r: Rect, within: Rect): Rect {
  const x = Math.max(r.x, within.x);
  const y = Math.max(r.y, within.y);
  const w = Math.min(r.x + r.w, within.x + within.w) - x;
  const h = Math.min(r.y + r.h, within.y + within.h) - y;
  return { x, y, w: Math.max(0, w), h: Math.max(0, h) };
}

/** The targets of one drawing of the board; cleared with each redraw. */
export class Hits {
  private list: Hit[] = [];
  /** While set, targets are cut to this rectangle (the town's window on a phone); one cut away is not added. */
  clip: Rect | null = null;

  /** `held()`: true while a touch is a drag or a pinch, whose lifting is not a pick. */
  constructor(
    private readonly scene: Phaser.Scene,
    private readonly held: () => boolean = () => false,
  ) {}

  /** Adds a target over `rect` into container `c`; a click or its intent calls `pick`. Returns its zone. */
  add(
    c: Phaser.GameObjects.Container,
    id: string,
    rect: Rect,
    label: () => string,
    pick: () => void,
  ): Phaser.GameObjects.Zone {
    const r = this.clip ? cut(rect, this.clip) : rect;
    const zone = this.scene.add.zone(r.x + r.w / 2, r.y + r.h / 2, Math.max(1, r.w), Math.max(1, r.h));
    c.add(zone);
    if (r.w <= 0 || r.h <= 0) return zone.setActive(false);
    zone.setInteractive({ useHandCursor: true });
    onRelease(zone, () => {
      if (!this.held()) pick();
    });
    this.list.push({ id, label, rect: r, zone, pick });
    return zone;
  }

  /** Forgets every target (their zones go with their container). */
  clear(): void {
    this.list = [];
  }

  /** The targets as intents, in page pixels. */
  intents(): IntentTarget[] {
    return this.list
      .filter((h) => h.zone.active)
      .map((h) => {
        const a = toPage(this.scene, h.rect.x, h.rect.y);
        const b = toPage(this.scene, h.rect.x + h.rect.w, h.rect.y + h.rect.h);
        return {
          id: h.id,
          label: h.label(),
          x: (a.x + b.x) / 2,
          y: (a.y + b.y) / 2,
          w: b.x - a.x,
          h: b.y - a.y,
          activate: h.pick,
        };
      });
  }
}
