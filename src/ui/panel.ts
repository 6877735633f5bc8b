/** Rounded, lightly grained panels in three looks. */
import Phaser from 'phaser';
import { addSurface } from './paint';
import type { SurfaceStyle } from './paint';
import { THEME } from './theme';
import { borderColour, lineWidth } from './contrast';

/** Panel looks. */
export type PanelStyle = 'parchment' | 'leather' | 'dark';

const PANEL_STYLES: Record<PanelStyle, Omit<SurfaceStyle, 'radius'>> = {
  parchment: {
    top: THEME.color.sandLight,
    bottom: THEME.color.sand,
    border: 0x9c7a4b,
    borderWidth: 2,
    highlight: 0xffffff,
    grain: 0.6,
    shadow: { blur: 22, dy: 10, alpha: 0.5 },
  },
  leather: {
    top: 0x6a4429,
    bottom: 0x4a2e1b,
    border: 0x2a180c,
    borderWidth: 2,
    highlight: 0xe2b456,
    grain: 0.5,
    shadow: { blur: 20, dy: 8, alpha: 0.5 },
  },
  dark: {
    top: 0x2e2118,
    bottom: 0x22170f,
    border: 0x0f0905,
    borderWidth: 1.5,
    highlight: 0xc8a878,
    grain: 0.4,
    shadow: { blur: 18, dy: 6, alpha: 0.55 },
  },
};

/** Options of a panel. */
export interface PanelOpts {
  style?: PanelStyle;
  radius?: number;
  /** Drop the soft shadow. */
  flat?: boolean;
}

/** A rounded, lightly grained panel centred at (x, y) whose visible shape is w x h. */
export function panel(
  scene: Phaser.Scene,
  x: number,
  y: number,
  w: number,
  h: number,
  opts: PanelOpts = {},
): Phaser.GameObjects.Image {
  const base = PANEL_STYLES[opts.style ?? 'parchment'];
  const s: SurfaceStyle = {
    ...base,
    border: borderColour(scene, base.border ?? THEME.color.ink),
    borderWidth: lineWidth(scene, base.borderWidth ?? 0),
    radius: opts.radius ?? 18,
  };
  if (opts.flat) delete s.shadow;
  const img = addSurface(scene, Math.round(x), Math.round(y), Math.round(w), Math.round(h), s);
  // For the test hook's texts() (textProbe.ts): the share of the image on each side that is shadow, not panel.
  return img.setData('holder', {
    x: (img.displayWidth - Math.round(w)) / 2 / img.displayWidth,
    y: (img.displayHeight - Math.round(h)) / 2 / img.displayHeight,
  });
}
