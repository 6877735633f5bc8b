/**
 * Static Graphics as one quad (issue 17): a Graphics on the display list is drawn by its own WebGL batch, so each one
 * between sprites costs two extra draw calls every frame. `baked` rasterises a drawn, off-list Graphics once into a
 * texture cached by its commands (position-independent, on a shared page: paintAtlas.ts) and returns an Image in its
 * place.
 */
import type Phaser from 'phaser';
import { PAINT_RES } from './paint';
import { bakeGraphics } from './paintAtlas';

/** Phaser's Graphics command codes (Phaser.GameObjects.Graphics Commands) and how many numbers follow each. */
const ARGS: Record<number, number> = {
  0: 7,
  1: 0,
  2: 0,
  3: 4,
  4: 2,
  5: 2,
  6: 3,
  7: 2,
  8: 0,
  9: 0,
  10: 6,
  11: 6,
  14: 0,
  15: 0,
};
const [ARC, FILL_RECT, LINE_TO, MOVE_TO, LINE_STYLE, FILL_TRI, STROKE_TRI] = [0, 3, 4, 5, 6, 10, 11];
const [SCALE, TRANSLATE] = [17, 16];

/** The shape's box and its commands with coordinates taken relative to the box; null when it cannot be baked. */
export function normalise(
  cmds: readonly number[],
): { left: number; top: number; w: number; h: number; key: string } | null {
  let [x0, y0, x1, y1, line] = [Infinity, Infinity, -Infinity, -Infinity, 0];
  const point = (x: number, y: number, r = 0): void => {
    x0 = Math.min(x0, x - r);
    y0 = Math.min(y0, y - r);
    x1 = Math.max(x1, x + r);
    y1 = Math.max(y1, y + r);
  };
  const coords: number[] = []; // indexes of x coordinates (y follows)
  for (let i = 0; i < cmds.length;) {
    const c = cmds[i] as number;
    const n = ARGS[c];
    if (n === undefined) return null; // transforms and gradients: leave it a Graphics
    const a = (k: number): number => cmds[i + 1 + k] as number;
    if (c === ARC) point(a(0), a(1), a(2));
    if (c === FILL_RECT) {
      point(a(0), a(1));
      point(a(0) + a(2), a(1) + a(3));
    }
    if (c === LINE_TO || c === MOVE_TO) point(a(0), a(1));
    if (c === FILL_TRI || c === STROKE_TRI) {
      for (let k = 0; k < 6; k += 2) point(a(k), a(k + 1));
    }
    if (c === LINE_STYLE) line = Math.max(line, a(0));
    if (c === ARC || c === FILL_RECT || c === LINE_TO || c === MOVE_TO) coords.push(i + 1);
    if (c === FILL_TRI || c === STROKE_TRI) coords.push(i + 1, i + 3, i + 5);
    i += n + 1;
  }
  if (!Number.isFinite(x0)) return null;
  const pad = Math.ceil(line / 2) + 2;
  const left = Math.floor(x0) - pad;
  const top = Math.floor(y0) - pad;
  const rel = [...cmds];
  for (const j of coords) {
    rel[j] = Math.round(((rel[j] as number) - left) * 100) / 100;
    rel[j + 1] = Math.round(((rel[j + 1] as number) - top) * 100) / 100;
  }
  const w = Math.ceil(x1) + pad - left;
  const h = Math.ceil(y1) + pad - top;
  return { left, top, w, h, key: `baked:${w}x${h}:${rel.map((v) => Math.round(v * 100) / 100).join(',')}` };
}

/**
 * Bakes the current commands of a Graphics (left unchanged) into a cached texture, on a shared page or (`own`) a
 * texture of its own that can be removed; null when they cannot be baked.
 */
function bakeCommands(g: Phaser.GameObjects.Graphics, own = false): ReturnType<typeof normalise> {
  const cmds = g.commandBuffer as number[];
  const n = normalise(cmds);
  if (!n) return n;
  const key = own ? `own:${n.key}` : n.key;
  if (g.scene.sys.textures.exists(key)) return { ...n, key };
  cmds.unshift(SCALE, PAINT_RES, PAINT_RES, TRANSLATE, -n.left, -n.top);
  const { x, y } = g;
  g.setPosition(0, 0);
  if (own) g.generateTexture(key, n.w * PAINT_RES, n.h * PAINT_RES);
  else bakeGraphics(g, key, n.w * PAINT_RES, n.h * PAINT_RES);
  g.setPosition(x, y);
  cmds.splice(0, 6);
  return { ...n, key };
}

/** How many layers show each of their own textures (a texture no layer shows is removed). */
const layerUsers = new Map<string, number>();

/**
 * Replaces a drawn Graphics that is not on the display list (scene.make.graphics({}, false)) by an Image of the same
 * picture at the same place; returns the Graphics itself, added to the scene, when it cannot be baked.
 */
export function baked(
  scene: Phaser.Scene,
  g: Phaser.GameObjects.Graphics,
): Phaser.GameObjects.Image | Phaser.GameObjects.Graphics {
  const n = bakeCommands(g);
  if (!n) return scene.add.existing(g);
  const img = scene.add
    .image(g.x, g.y, n.key)
    .setOrigin(-n.left / n.w, -n.top / n.h)
    .setScale(1 / PAINT_RES)
    .setAlpha(g.alpha)
    .setDepth(g.depth)
    .setVisible(g.visible)
    .setName(g.name);
  g.destroy();
  return img;
}

/**
 * A drawing that changes now and then (a selection ring, progress pips, a lit area), shown as one baked Image on the
 * display list instead of a Graphics: `draw` repaints it from an off-list Graphics in the image's own coordinates.
 * Plain shapes only (no transforms or gradients); an empty drawing hides the image.
 */
export class BakedLayer {
  /** The image on the display list: place, tween, add it to containers. */
  readonly image: Phaser.GameObjects.Image;
  private readonly g: Phaser.GameObjects.Graphics;
  private readonly textures: Phaser.Textures.TextureManager;
  /** The texture shown now ('' when hidden). */
  private key = '';

  constructor(scene: Phaser.Scene, x = 0, y = 0) {
    this.g = scene.make.graphics({}, false);
    this.textures = scene.sys.textures;
    this.image = scene.add.image(x, y, '__DEFAULT').setVisible(false);
    this.image.once('destroy', () => {
      this.release(false);
      this.g.destroy();
    });
  }

  /** Draws anew: `draw` gets the cleared Graphics. */
  draw(draw: (g: Phaser.GameObjects.Graphics) => void): this {
    const g = this.g.clear();
    draw(g);
    const n = bakeCommands(g, true);
    if (n?.key === this.key) return this;
    this.release();
    if (!n) return this;
    this.key = n.key;
    layerUsers.set(n.key, (layerUsers.get(n.key) ?? 0) + 1);
    this.image
      .setTexture(n.key)
      .setOrigin(-n.left / n.w, -n.top / n.h)
      .setScale(1 / PAINT_RES)
      .setVisible(true);
    return this;
  }

  /** Clears the drawing (hides the image). */
  clear(): this {
    this.g.clear();
    this.release();
    return this;
  }

  /** Hides the image (unless it is being destroyed) and lets go of its texture (removed once no layer shows it). */
  private release(hide = true): void {
    const key = this.key;
    this.key = '';
    if (hide) this.image.setTexture('__DEFAULT').setVisible(false);
    if (!key) return;
    const users = (layerUsers.get(key) ?? 1) - 1;
    if (users > 0) layerUsers.set(key, users);
    else {
      layerUsers.delete(key);
      this.textures.remove(key);
    }
  }
}
