/**
 * Shared canvas pages for the painted textures (issue 17): panels, button faces, shadows, glows and baked shapes are
 * packed into a few large canvas textures instead of one GPU texture each. A sprite batch takes 16 textures at most,
 * so every 16 distinct textures in a frame cost one more draw call; pieces on one page cost one texture between them.
 * Each piece keeps its texture key (a texture that shares the page's source, like the art atlas's frames), so code
 * that draws `scene.add.image(x, y, key)` is unchanged. Once per frame after new pieces were painted on a page (before
 * the frame is rendered), the part of the page that changed is uploaded again, not the whole page.
 */
import type Phaser from 'phaser';

/** Phaser.Core.Events.PRE_RENDER (no runtime import of Phaser: bake.ts, which uses this module, runs in Node tests). */
const PRE_RENDER = 'prerender';

/**
 * Page side in texture pixels: not a power of two, so pieces are sampled without mipmaps as before; 1000 keeps a page
 * (4 MB) quick to make and upload, the first one while the title starts.
 */
const PAGE = 1000;
/** Pieces wider or taller than this (texture pixels) keep a texture of their own. */
const MAX_PIECE = PAGE;
/** Empty texture pixels between pieces, so linear sampling never reads a neighbour. */
const GAP = 2;

/** A rectangle of a page in texture pixels. */
interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

interface Page {
  tex: Phaser.Textures.CanvasTexture;
  x: number;
  y: number;
  shelf: number;
  /** What was painted on the page since it was last uploaded. */
  dirty: Rect | null;
}

function union(a: Rect | null, b: Rect): Rect {
  if (!a) return b;
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, w: Math.max(a.x + a.w, b.x + b.w) - x, h: Math.max(a.y + a.h, b.y + b.h) - y };
}

/** The WebGL parts of a texture source used to upload part of it (absent with the canvas renderer). */
interface GlSource {
  /** True when the texture holds the canvas's rows bottom-up (Phaser 4's default). */
  flipY: boolean;
  glTexture: Phaser.Renderer.WebGL.Wrappers.WebGLTextureWrapper | null;
  renderer: Partial<Phaser.Renderer.WebGL.WebGLRenderer>;
}

/**
 * The pixels of rectangle `r` of a canvas as the texture holds them: rows bottom-up when the texture is flipped, colours
 * multiplied by alpha when it is premultiplied (done here, so the upload itself converts nothing).
 */
function texturePixels(data: Uint8ClampedArray, r: Rect, flipY: boolean, pma: boolean): Uint8Array {
  const out = new Uint8Array(data.length);
  const row = r.w * 4;
  for (let y = 0; y < r.h; y++) {
    const from = y * row;
    const to = (flipY ? r.h - 1 - y : y) * row;
    for (let i = 0; i < row; i += 4) {
      const a = data[from + i + 3] ?? 0;
      const k = pma ? a / 255 : 1;
      out[to + i] = Math.round((data[from + i] ?? 0) * k);
      out[to + i + 1] = Math.round((data[from + i + 1] ?? 0) * k);
      out[to + i + 2] = Math.round((data[from + i + 2] ?? 0) * k);
      out[to + i + 3] = a;
    }
  }
  return out;
}

/**
 * Uploads rectangle `r` of a canvas texture into its WebGL texture (Phaser would upload the whole canvas). False when
 * it cannot (the canvas renderer): the caller then refreshes the whole texture.
 */
function uploadPart(tex: Phaser.Textures.CanvasTexture, r: Rect): boolean {
  const src = tex.source[0] as unknown as GlSource | undefined;
  const { gl, glTextureUnits, glWrapper } = src?.renderer ?? {};
  const wrapper = src?.glTexture;
  if (!src || !gl || !glTextureUnits || !glWrapper || !wrapper) return false;
  const pixels = texturePixels(
    tex.getContext().getImageData(r.x, r.y, r.w, r.h).data,
    r,
    src.flipY,
    wrapper.pma,
  );
  glTextureUnits.bind(wrapper, 0);
  glWrapper.updateTexturing({ texturing: { flipY: false, premultiplyAlpha: false } });
  const y = src.flipY ? tex.height - r.y - r.h : r.y;
  gl.texSubImage2D(gl.TEXTURE_2D, 0, r.x, y, r.w, r.h, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
  return true;
}

const pagesOf = new WeakMap<Phaser.Textures.TextureManager, Page[]>();

/** A place of w x h on a page with room (a new page when none has), or null for a piece too big to share. */
function place(
  textures: Phaser.Textures.TextureManager,
  w: number,
  h: number,
): { page: Page; x: number; y: number } | null {
  if (w > MAX_PIECE || h > MAX_PIECE) return null;
  let pages = pagesOf.get(textures);
  if (!pages) {
    pages = [];
    pagesOf.set(textures, pages);
    textures.game.events.on(PRE_RENDER, () => {
      for (const p of pages ?? []) {
        if (!p.dirty) continue;
        const r = p.dirty;
        p.dirty = null;
        if (!uploadPart(p.tex, r)) p.tex.refresh();
      }
    });
  }
  for (const page of pages) {
    if (page.x + w > PAGE) {
      page.y += page.shelf + GAP;
      page.x = 0;
      page.shelf = 0;
    }
    if (page.y + h > PAGE) continue;
    const at = { page, x: page.x, y: page.y };
    page.x += w + GAP;
    page.shelf = Math.max(page.shelf, h);
    return at;
  }
  const tex = textures.createCanvas(`paint:page:${pages.length}`, PAGE, PAGE);
  if (!tex) return null;
  const page: Page = { tex, x: w + GAP, y: 0, shelf: h, dirty: null };
  pages.push(page);
  return { page, x: 0, y: 0 };
}

/**
 * Paints a piece of w x h texture pixels under `key` on a shared page: `draw` paints it with its top-left at the
 * context's origin, clipped to the piece. Returns false when the piece is too big to share (the caller then makes a
 * texture of its own).
 */
export function paintShared(
  textures: Phaser.Textures.TextureManager,
  key: string,
  w: number,
  h: number,
  draw: (ctx: CanvasRenderingContext2D) => void,
): boolean {
  const at = place(textures, w, h);
  if (!at) return false;
  const ctx = at.page.tex.getContext();
  ctx.save();
  ctx.translate(at.x, at.y);
  ctx.beginPath();
  ctx.rect(0, 0, w, h);
  ctx.clip();
  draw(ctx);
  ctx.restore();
  at.page.dirty = union(at.page.dirty, { x: at.x, y: at.y, w, h });
  // A plain Texture (the class of Phaser's own '__DEFAULT') sharing the page's source, as the art atlas's frames do.
  const Texture = textures.get('__DEFAULT').constructor as typeof Phaser.Textures.Texture;
  const tex = new Texture(textures, key, []);
  tex.source = at.page.tex.source;
  tex.add('__BASE', 0, at.x, at.y, w, h);
  (textures.list as Record<string, Phaser.Textures.Texture>)[key] = tex;
  return true;
}

let scratch: HTMLCanvasElement | null = null;

/**
 * Rasterises an off-list Graphics (its commands already scaled and translated into texture pixels) into a piece of
 * w x h texture pixels under `key`: on a shared page, or a texture of its own when too big.
 */
export function bakeGraphics(g: Phaser.GameObjects.Graphics, key: string, w: number, h: number): void {
  const textures = g.scene.sys.textures;
  scratch ??= document.createElement('canvas');
  const c = scratch;
  if (w > MAX_PIECE || h > MAX_PIECE) {
    g.generateTexture(key, w, h);
    return;
  }
  c.width = w;
  c.height = h;
  g.generateTexture(c, w, h);
  paintShared(textures, key, w, h, (ctx) => ctx.drawImage(c, 0, 0));
}
