/**
 * Tooltips over drawn board rectangles: a rectangle that is already a target carries the tip on its own zone (so a
 * click still picks it), any other gets a zone of its own. Hover and a long press show the same tip (ui/tooltip.ts).
 */
import Phaser from 'phaser';
import { attachTooltip } from '../widgets';

/** A rectangle in design pixels. */
interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Shows `tip()` over rectangle `r` of container `c`, on the target zone drawn there if there is one. */
export function tipOver(
  scene: Phaser.Scene,
  c: Phaser.GameObjects.Container,
  r: Rect,
  tip: () => string,
): void {
  const x = r.x + r.w / 2;
  const y = r.y + r.h / 2;
  const target = c.list.find(
    (o): o is Phaser.GameObjects.Zone =>
      o instanceof Phaser.GameObjects.Zone && o.input !== null && o.x === x && o.y === y,
  );
  const zone = target ?? scene.add.zone(x, y, r.w, r.h);
  if (!target) c.add(zone);
  attachTooltip(zone, tip);
}
