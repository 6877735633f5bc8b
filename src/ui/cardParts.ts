/** The parts card faces are built from: labels, stock, shadow, appeal badge, and the readable size of a subtitle. */
import type Phaser from 'phaser';
import { bakeShape, shadowTexture, surface } from './paint';
import { THEME, textResolution } from './theme';

/** A centred text on a card face, at least 8 px. */
export function label(
  scene: Phaser.Scene,
  x: number,
  y: number,
  str: string,
  size: number,
  color: string,
  font: string,
  bold = true,
): Phaser.GameObjects.Text {
  return scene.add
    .text(x, y, str, {
      fontFamily: font,
      fontSize: `${Math.max(8, Math.round(size))}px`,
      color,
      fontStyle: bold ? 'bold' : '',
      resolution: textResolution(),
    })
    .setOrigin(0.5, 0.5);
}

/** A card-shaped soft shadow. */
export function shadowImage(scene: Phaser.Scene, w: number, h: number, r: number): Phaser.GameObjects.Image {
  const blur = Math.max(2, Math.round(w * 0.05));
  const dy = Math.max(1, Math.round(w * 0.025));
  const p = shadowTexture(scene, Math.round(w), Math.round(h), Math.round(r), blur, dy, 0.5);
  return scene.add
    .image(0, 0, p.key)
    .setDisplaySize(Math.round(w) + p.pad * 2, Math.round(h) + p.pad * 2)
    .setName('shadow');
}

/** A card's stock with its soft shadow baked in (one quad). */
export function frame(
  scene: Phaser.Scene,
  w: number,
  h: number,
  top: number,
  bottom: number,
  border: number,
  r: number,
): Phaser.GameObjects.Image {
  const shadow = {
    blur: Math.max(2, Math.round(w * 0.05)),
    dy: Math.max(1, Math.round(w * 0.025)),
    alpha: 0.5,
  };
  const p = surface(scene, Math.round(w), Math.round(h), {
    top,
    bottom,
    border,
    borderWidth: Math.max(1, Math.round(w * 0.018 * 2) / 2),
    highlight: 0xffffff,
    radius: Math.round(r),
    grain: 0.45,
    shadow,
  });
  return scene.add
    .image(0, 0, p.key)
    .setDisplaySize(Math.round(w) + p.pad * 2, Math.round(h) + p.pad * 2)
    .setName('frame');
}

/** The round appeal badge of a card. */
export function badge(
  scene: Phaser.Scene,
  x: number,
  y: number,
  r: number,
  value: number,
  fill: number,
  ring: number,
  textColor: string,
): Phaser.GameObjects.Container {
  const e = r * 1.02;
  const g = bakeShape(
    scene,
    `badge:${r}:${fill}:${ring}`,
    { left: -e, top: -e, right: e, bottom: e + r * 0.12 },
    (s) => {
      s.fillStyle(0x000000, 0.25).fillCircle(0, r * 0.12, r * 1.02);
      s.fillStyle(ring, 1).fillCircle(0, 0, r);
      s.fillStyle(fill, 1).fillCircle(0, 0, r * 0.8);
    },
  );
  const t = label(scene, 0, r * 0.04, String(value), r * 1.05, textColor, THEME.font.figure);
  return scene.add.container(x, y, [g, t]).setName('appeal');
}

/** The data key marking a card picture's container (its small print is artwork, read out by its tooltip). */
export const CARD_FACE = 'cardFace';

/** Gives a card container its size (for input and layout) and marks it as a card picture. */
export function sized(c: Phaser.GameObjects.Container, w: number, h: number): Phaser.GameObjects.Container {
  return c.setSize(w, h).setData(CARD_FACE, true);
}

/** The smallest card subtitle in base pixels: 12 CSS px at 1280x720 (scale 0.8). */
export const MIN_SUBTITLE = 15;

/** The font size of a character card's subtitle at width `w`, or null when it would be too small to read. */
export function subtitleSize(w: number): number | null {
  const size = Math.round(w * 0.085);
  return size >= MIN_SUBTITLE ? size : null;
}
