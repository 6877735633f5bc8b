/**
 * High contrast (issue 13): soft text colours drawn at full strength, heavier borders, outlines and rings. Read when
 * something is drawn, so a change shows at the next redraw (the settings overlay restarts the screen below it).
 */
import type Phaser from 'phaser';
import { uiOf } from './uiOf';
import { THEME } from './theme';

/** Soft text colours of the theme and the stronger colour each takes in high contrast. */
export const STRONG_TEXT: Readonly<Record<string, string>> = {
  // inkSoft on parchment -> ink
  '#5a4330': '#2b1a10',
  // muted on dark panels -> near cream
  '#a89478': '#f3e6cc',
  // sage on parchment -> dark sage
  '#566b4b': '#26351e',
  // good on parchment -> dark green
  '#3f7a2e': '#1f4d14',
};

/** True while the high-contrast setting of the scene's App is on. */
export function highContrast(scene: Phaser.Scene): boolean {
  return uiOf(scene).settings.get().highContrast;
}

/** A text colour as drawn now: a soft theme colour turns strong in high contrast; others are kept. */
export function textColour(scene: Phaser.Scene, color: string): string {
  if (!highContrast(scene)) return color;
  return STRONG_TEXT[color.toLowerCase()] ?? color;
}

/** A border or outline width as drawn now: heavier in high contrast. */
export function lineWidth(scene: Phaser.Scene, base: number): number {
  return highContrast(scene) ? Math.max(base + 2, Math.round(base * 1.75)) : base;
}

/** The border colour of buttons and panels in high contrast (near black); `base` otherwise. */
export function borderColour(scene: Phaser.Scene, base: number): number {
  return highContrast(scene) ? CONTRAST_INK : base;
}

/** How a choice on the board is marked: picked (the one about to be confirmed), offered (legal now) or plain. */
export type ChoiceMark = 'picked' | 'offered' | 'plain';

/** A choice's ring: its width and colour, and an ink line just outside it in high contrast (null otherwise). */
export interface ChoiceRing {
  width: number;
  colour: number;
  outline: number | null;
}

/** Near-black ink for rings and borders in high contrast. */
export const CONTRAST_INK = 0x0b0603;

/**
 * The ring of a path space, character card or town parcel. Normally the picked one is white and the offered ones
 * gold; in high contrast the picked one is ink, an offered one gold inside an ink line, so neither depends on the
 * light card or parcel under it, and every ring is heavier.
 */
export function choiceRing(contrast: boolean, mark: ChoiceMark, plain: number): ChoiceRing {
  if (!contrast) {
    if (mark === 'picked') return { width: 6, colour: 0xffffff, outline: null };
    if (mark === 'offered') return { width: 4, colour: THEME.color.gold, outline: null };
    return { width: 2, colour: plain, outline: null };
  }
  if (mark === 'picked') return { width: 8, colour: CONTRAST_INK, outline: null };
  if (mark === 'offered') return { width: 6, colour: THEME.color.gold, outline: CONTRAST_INK };
  return { width: 3, colour: CONTRAST_INK, outline: null };
}
