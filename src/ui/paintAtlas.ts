/**
 * Shared canvas pages for the painted textures (issue 17): panels, button faces, shadows, glows and baked shapes are
 * packed into a few large canvas textures instead of one GPU texture each. A sprite batch takes 16 textures at most,
 * so every 16 distinct textures in a frame cost one more draw call; pieces on one page cost one texture between them.
 * Each piece keeps its texture key (a texture that shares the page's source, like the art atlas's frames), so code
 * that draws `scene.add.image(x, y, key)` is unchanged. A page is uploaded again once per frame after new pieces
 * were painted on it (before the frame is rendered).
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

interface Page {
  tex: Phaser.Textures.CanvasTexture;
  x: number;
  y: number;
  shelf: number;
  dirty: boolean;
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
        p.dirty = false;
        p.tex.refresh();
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
  const page: Page = { tex, x: w + GAP, y: 0, shelf: h, dirty: false };
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
  at.page.dirty = true;
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
