/**
 * The shell screens' three designs and which one a canvas size calls for, without Phaser (Node tests lay out from
 * them); ui/layoutMode.ts applies them to scenes.
 */
import { BASE_H, BASE_W } from './theme';

/** The three layouts. */
export type LayoutMode = 'wide' | 'portrait' | 'short';

/** A mode's design size and the smallest text, label and target (in design pixels) that stay readable on a phone. */
export interface Design {
  mode: LayoutMode;
  w: number;
  h: number;
  /** Smallest text size: 12 CSS px at the smallest phone the mode serves (390 or 740 CSS px wide). */
  minText: number;
  /** Smallest button label size: 14 CSS px there. */
  minLabel: number;
  /** Smallest button side: 44 CSS px there. */
  minTarget: number;
}

/** The design of each mode. */
export const DESIGNS: Readonly<Record<LayoutMode, Design>> = {
  wide: { mode: 'wide', w: BASE_W, h: BASE_H, minText: 0, minLabel: 0, minTarget: 0 },
  // 390 CSS px wide: 0.8125 CSS px per design pixel.
  portrait: { mode: 'portrait', w: 480, h: 960, minText: 15, minLabel: 18, minTarget: 56 },
  // 740x360 CSS px: 0.77 CSS px per design pixel.
  short: { mode: 'short', w: 960, h: 440, minText: 16, minLabel: 19, minTarget: 60 },
};

/** CSS pixels per base pixel under which the 1600x900 design is too small to read (text under ~9 px). */
export const SMALL_BELOW = 0.6;

/** The mode for a canvas of this CSS size; `phone` is true when the canvas fills the screen (EXPAND). */
export function modeForSize(cssW: number, cssH: number, phone: boolean): LayoutMode {
  if (!phone || cssW <= 0 || cssH <= 0) return 'wide';
  if (Math.min(cssW / BASE_W, cssH / BASE_H) >= SMALL_BELOW) return 'wide';
  return cssH > cssW ? 'portrait' : 'short';
}
