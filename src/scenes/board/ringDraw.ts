/** The rings of the board's choices (path spaces, character cards, town parcels), as the contrast setting asks. */
import type Phaser from 'phaser';
import { choiceRing, highContrast } from '../../ui/contrast';
import type { ChoiceMark } from '../../ui/contrast';
import type { Rect } from './hits';

/** Strokes the ring of a choice around `r` (corners of `radius`; 0 is square), its ink outline first in high contrast. */
export function strokeChoice(
  scene: Phaser.Scene,
  g: Phaser.GameObjects.Graphics,
  mark: ChoiceMark,
  plain: number,
  r: Rect,
  radius: number,
): void {
  const ring = choiceRing(highContrast(scene), mark, plain);
  const stroke = (): void => {
    if (radius > 0) g.strokeRoundedRect(r.x, r.y, r.w, r.h, radius);
    else g.strokeRect(r.x, r.y, r.w, r.h);
  };
  if (ring.outline !== null) {
    g.lineStyle(ring.width + 4, ring.outline, 1);
    stroke();
  }
  g.lineStyle(ring.width, ring.colour, 1);
  stroke();
}
