/** Buttons of one row whose labels are set in one size: the size of the label that had to shrink most. */
import Phaser from 'phaser';
import type { Button } from './widgets';

/** The label of a button (its one text). */
function labelOf(b: Button): Phaser.GameObjects.Text | null {
  const t = b.list.find((o) => o instanceof Phaser.GameObjects.Text);
  return t instanceof Phaser.GameObjects.Text ? t : null;
}

/**
 * Sets every label of `row` at the smallest scale any of them was fitted to, so that a row of buttons (a top bar's
 * Rules, Settings and Menu) reads at one size when a long word or a large text setting shrinks one label. Labels
 * without an icon only: they stay centred. Returns the scale used.
 */
export function matchLabels(row: readonly Button[]): number {
  const labels = row.map(labelOf).filter((t): t is Phaser.GameObjects.Text => t !== null);
  const k = Math.min(1, ...labels.map((t) => t.scaleX));
  for (const t of labels) t.setScale(k);
  return k;
}
