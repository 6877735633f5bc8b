/**
 * Which SVGs under assets/art become textures, under which keys and at which raster size; and the shelf packing of
 * them into one atlas page (scripts/gen-atlas.ts writes assets/atlas/art.png and art.json from this table).
 */

/** Pixel size each kind of art is rasterised at (about 2x its largest on-screen size at 1600x900). */
export const RASTER: Record<string, { width: number; height: number }> = {
  parcels: { width: 128, height: 128 },
  characters: { width: 320, height: 400 },
  suits: { width: 128, height: 128 },
  // table.svg is not a texture: it is the page's CSS background (see backdrop in scenes/common.ts).
  'card-back-character.svg': { width: 300, height: 420 },
  'card-back-terrain-1.svg': { width: 256, height: 256 },
  'card-back-terrain-2.svg': { width: 256, height: 256 },
  'skull.svg': { width: 128, height: 128 },
};

/** Texture keys of the single art pieces, by file. */
export const SINGLE_KEYS: Record<string, string> = {
  'card-back-character.svg': 'art:back-character',
  'card-back-terrain-1.svg': 'art:back-terrain-1',
  'card-back-terrain-2.svg': 'art:back-terrain-2',
  'skull.svg': 'art:skull',
};

/** The texture key of an art file (path relative to assets/art), or null when it is not a texture. */
export function keyFor(path: string): string | null {
  const single = SINGLE_KEYS[path];
  if (single) return single;
  const m = /^(parcels|characters|suits)\/([a-z-]+)\.svg$/.exec(path);
  if (!m) return null;
  const [, dir, name] = m;
  if (dir === 'parcels') return `parcel:${name}`;
  if (dir === 'characters') return `char:${name}`;
  return `suit:${name}`;
}

/** The raster size of an art file, or null when it is not a texture. */
export function sizeFor(path: string): { width: number; height: number } | null {
  return RASTER[path] ?? RASTER[path.split('/')[0] ?? ''] ?? null;
}

/** A placed rectangle of the atlas. */
export interface Placed {
  key: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Shelf packing into one side x side page with `gap` pixels between pieces (tallest first, rows left to right);
 * null when they do not fit.
 */
export function packShelves(
  items: readonly { key: string; w: number; h: number }[],
  side: number,
  gap: number,
): Placed[] | null {
  const sorted = [...items].sort((a, b) => b.h - a.h || b.w - a.w || a.key.localeCompare(b.key));
  const out: Placed[] = [];
  let [x, y, rowH] = [gap, gap, 0];
  for (const it of sorted) {
    if (x + it.w + gap > side) {
      [x, y, rowH] = [gap, y + rowH + gap, 0];
    }
    if (it.w + 2 * gap > side || y + it.h + gap > side) return null;
    out.push({ key: it.key, x, y, w: it.w, h: it.h });
    x += it.w + gap;
    rowH = Math.max(rowH, it.h);
  }
  return out;
}
