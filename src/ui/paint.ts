/**
 * Canvas-drawn textures (panels, card stock, soft shadows, glows), made once per size and cached by key, painted on
 * shared pages (paintAtlas.ts).
 */
import type Phaser from 'phaser';
import { bakeGraphics, paintShared } from './paintAtlas';
import { css } from './theme';

/** Texture pixels per game pixel, so generated art stays crisp when the canvas is scaled up. */
export const PAINT_RES = 2;

/** A surface: a rounded rectangle with a vertical gradient, an optional border, grain and soft shadow. */
export interface SurfaceStyle {
  top: number;
  bottom: number;
  radius: number;
  border?: number;
  borderWidth?: number;
  /** A thin light line just inside the border. */
  highlight?: number;
  /** Paper grain strength, 0..1. */
  grain?: number;
  /** Shadow blur in game pixels (0: none), its downward offset, and its opacity. */
  shadow?: { blur: number; dy: number; alpha: number };
}

/** A painted texture and the room it leaves around the shape for the shadow. */
export interface Painted {
  key: string;
  /** Padding on each side, in game pixels. */
  pad: number;
}

let grainCanvas: HTMLCanvasElement | null = null;

function grain(): HTMLCanvasElement {
  if (grainCanvas) return grainCanvas;
  const c = document.createElement('canvas');
  c.width = c.height = 128;
  const ctx = c.getContext('2d');
  if (ctx) {
    const img = ctx.createImageData(128, 128);
    for (let i = 0; i < img.data.length; i += 4) {
      const v = Math.random();
      const dark = v < 0.5;
      img.data[i] = img.data[i + 1] = img.data[i + 2] = dark ? 60 : 255;
      img.data[i + 3] = Math.floor(Math.abs(v - 0.5) * 2 * 40);
    }
    ctx.putImageData(img, 0, 0);
  }
  grainCanvas = c;
  return c;
}

/** Traces a rounded rectangle path. */
export function roundRectPath(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
): void {
  const rr = Math.max(0, Math.min(r, w / 2, h / 2));
  ctx.beginPath();
  ctx.moveTo(x + rr, y);
  ctx.arcTo(x + w, y, x + w, y + h, rr);
  ctx.arcTo(x + w, y + h, x, y + h, rr);
  ctx.arcTo(x, y + h, x, y, rr);
  ctx.arcTo(x, y, x + w, y, rr);
  ctx.closePath();
}

/** Creates (once) a canvas texture of w x h game pixels drawn by `draw` in game-pixel units. */
export function paintTexture(
  scene: Phaser.Scene,
  key: string,
  w: number,
  h: number,
  draw: (ctx: CanvasRenderingContext2D) => void,
): string {
  if (scene.textures.exists(key)) return key;
  const [tw, th] = [Math.ceil(w * PAINT_RES), Math.ceil(h * PAINT_RES)];
  const paint = (ctx: CanvasRenderingContext2D): void => {
    ctx.save();
    ctx.scale(PAINT_RES, PAINT_RES);
    draw(ctx);
    ctx.restore();
  };
  if (paintShared(scene.textures, key, tw, th, paint)) return key;
  const tex = scene.textures.createCanvas(key, tw, th);
  if (!tex) return key;
  paint(tex.getContext());
  tex.refresh();
  return key;
}

function rgba(color: number, alpha: number): string {
  return `rgba(${(color >> 16) & 255},${(color >> 8) & 255},${color & 255},${alpha})`;
}

/** A surface texture of w x h plus shadow padding; display it at (w + 2 pad) x (h + 2 pad). */
export function surface(scene: Phaser.Scene, w: number, h: number, s: SurfaceStyle): Painted {
  const sh = s.shadow ?? { blur: 0, dy: 0, alpha: 0 };
  const pad = Math.ceil(sh.blur * 1.5 + Math.abs(sh.dy));
  const key = `surface:${w}x${h}:${JSON.stringify(s)}`;
  paintTexture(scene, key, w + pad * 2, h + pad * 2, (ctx) => {
    if (sh.blur > 0 && sh.alpha > 0) {
      ctx.save();
      const far = 10000;
      ctx.shadowColor = rgba(0, sh.alpha);
      ctx.shadowBlur = sh.blur * PAINT_RES;
      ctx.shadowOffsetX = far * PAINT_RES;
      ctx.shadowOffsetY = sh.dy * PAINT_RES;
      roundRectPath(ctx, pad - far, pad, w, h, s.radius);
      ctx.fillStyle = '#000';
      ctx.fill();
      ctx.restore();
    }
    const g = ctx.createLinearGradient(0, pad, 0, pad + h);
    g.addColorStop(0, css(s.top));
    g.addColorStop(1, css(s.bottom));
    roundRectPath(ctx, pad, pad, w, h, s.radius);
    ctx.fillStyle = g;
    ctx.fill();
    if (s.grain && s.grain > 0) {
      ctx.save();
      ctx.clip();
      ctx.globalAlpha = s.grain;
      const pattern = ctx.createPattern(grain(), 'repeat');
      if (pattern) {
        ctx.fillStyle = pattern;
        ctx.fillRect(pad, pad, w, h);
      }
      ctx.restore();
    }
    if (s.highlight !== undefined) {
      const inset = (s.borderWidth ?? 0) + 1.5;
      roundRectPath(
        ctx,
        pad + inset,
        pad + inset,
        w - inset * 2,
        h - inset * 2,
        Math.max(0, s.radius - inset),
      );
      ctx.strokeStyle = rgba(s.highlight, 0.35);
      ctx.lineWidth = 1;
      ctx.stroke();
    }
    if (s.border !== undefined && (s.borderWidth ?? 0) > 0) {
      const bw = s.borderWidth ?? 1;
      roundRectPath(ctx, pad + bw / 2, pad + bw / 2, w - bw, h - bw, Math.max(0, s.radius - bw / 2));
      ctx.strokeStyle = css(s.border);
      ctx.lineWidth = bw;
      ctx.stroke();
    }
  });
  return { key, pad };
}

/** Adds a surface image centred at (x, y) whose visible shape is w x h. */
export function addSurface(
  scene: Phaser.Scene,
  x: number,
  y: number,
  w: number,
  h: number,
  s: SurfaceStyle,
): Phaser.GameObjects.Image {
  const p = surface(scene, w, h, s);
  return scene.add.image(x, y, p.key).setDisplaySize(w + p.pad * 2, h + p.pad * 2);
}

/** A radial glow (a soft disc of `color`), for highlights and backdrops. */
export function glowTexture(scene: Phaser.Scene, color: number, size = 256): string {
  const key = `glow:${color}:${size}`;
  return paintTexture(scene, key, size, size, (ctx) => {
    const g = ctx.createRadialGradient(size / 2, size / 2, 0, size / 2, size / 2, size / 2);
    g.addColorStop(0, rgba(color, 1));
    g.addColorStop(0.45, rgba(color, 0.45));
    g.addColorStop(1, rgba(color, 0));
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, size, size);
  });
}

/** A soft drop shadow of a rounded w x h shape; display it at (w + 2 pad) x (h + 2 pad), centred under the shape. */
export function shadowTexture(
  scene: Phaser.Scene,
  w: number,
  h: number,
  radius: number,
  blur: number,
  dy: number,
  alpha: number,
): Painted {
  const pad = Math.ceil(blur * 1.5 + Math.abs(dy));
  const key = `shadow:${w}x${h}:${radius}:${blur}:${dy}:${alpha}`;
  paintTexture(scene, key, w + pad * 2, h + pad * 2, (ctx) => {
    const far = 10000;
    ctx.shadowColor = rgba(0, alpha);
    ctx.shadowBlur = blur * PAINT_RES;
    ctx.shadowOffsetX = far * PAINT_RES;
    ctx.shadowOffsetY = dy * PAINT_RES;
    roundRectPath(ctx, pad - far, pad, w, h, radius);
    ctx.fillStyle = '#000';
    ctx.fill();
  });
  return { key, pad };
}

/** The box a shape is drawn in, in the shape's own coordinates. */
export interface ShapeBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * A static vector shape as one quad: `draw` runs once (per key) on an off-list Graphics, which is rasterised into a
 * cached texture; the returned Image shows it with the shape's (0, 0) at its position. A Graphics left on the display
 * list would break the sprite batch twice every frame it is drawn (issue 17).
 */
export function bakeShape(
  scene: Phaser.Scene,
  key: string,
  box: ShapeBox,
  draw: (g: Phaser.GameObjects.Graphics) => void,
): Phaser.GameObjects.Image {
  const left = Math.floor(box.left) - 2;
  const top = Math.floor(box.top) - 2;
  const w = Math.ceil(box.right) + 2 - left;
  const h = Math.ceil(box.bottom) + 2 - top;
  const tex = `shape:${key}`;
  if (!scene.textures.exists(tex)) {
    const g = scene.make.graphics({ x: 0, y: 0 }, false);
    g.scaleCanvas(PAINT_RES, PAINT_RES);
    g.translateCanvas(-left, -top);
    draw(g);
    bakeGraphics(g, tex, w * PAINT_RES, h * PAINT_RES);
    g.destroy();
  }
  return scene.add
    .image(0, 0, tex)
    .setOrigin(-left / w, -top / h)
    .setScale(1 / PAINT_RES);
}
