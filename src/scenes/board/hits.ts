/** Clickable places of the board screen: a zone per target, listed as an intent for the test hook and the action list. */
import Phaser from 'phaser';
import type { IntentTarget } from '../../ui/hookRegistry';
import { toPage } from '../../ui/widgets';

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

/** The targets of one drawing of the board; cleared with each redraw. */
export class Hits {
  private list: Hit[] = [];

  constructor(private readonly scene: Phaser.Scene) {}

  /** Adds a target over `rect` into container `c`; a click or its intent calls `pick`. Returns its zone. */
  add(
    c: Phaser.GameObjects.Container,
    id: string,
    rect: Rect,
    label: () => string,
    pick: () => void,
  ): Phaser.GameObjects.Zone {
    const zone = this.scene.add.zone(rect.x + rect.w / 2, rect.y + rect.h / 2, rect.w, rect.h);
    zone.setInteractive({ useHandCursor: true });
    zone.on('pointerup', pick);
    c.add(zone);
    this.list.push({ id, label, rect, zone, pick });
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
