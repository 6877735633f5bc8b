/** Texture keys of the project's SVG art, and the loader call that rasterises all of it. */
import type Phaser from 'phaser';
import { CONTENT_NAMES, characterDef } from '../engine';
import type { CharacterName, Content, EntityId, Suit } from '../engine';

/** Hashed URLs of every SVG, keyed by path relative to assets/art (e.g. "parcels/bank.svg"). */
const ART_URLS: Record<string, string> = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('../../assets/art/**/*.svg', {
      eager: true,
      query: '?no-inline',
      import: 'default',
    }),
  ).map(([path, url]) => [path.replace(/^.*assets\/art\//, ''), url]),
);

/** The hashed URL of one art file (path relative to assets/art), e.g. for CSS backgrounds. */
export function artUrl(path: string): string | undefined {
  return ART_URLS[path];
}

/** Keys of the single art pieces. */
export const ART = {
  logo: 'art:logo',
  skull: 'art:skull',
  characterBack: 'art:back-character',
  terrainBack: (era: 1 | 2): string => `art:back-terrain-${era}`,
} as const;

/** Pixel size each kind of art is rasterised at (about 2x its largest on-screen size at 1600x900). */
const RASTER: Record<string, { width: number; height: number }> = {
  parcels: { width: 128, height: 128 },
  characters: { width: 320, height: 400 },
  suits: { width: 128, height: 128 },
  // table.svg is not a texture: it is the page's CSS background (see backdrop in scenes/common.ts).
  'card-back-character.svg': { width: 300, height: 420 },
  'card-back-terrain-1.svg': { width: 256, height: 256 },
  'card-back-terrain-2.svg': { width: 256, height: 256 },
  'skull.svg': { width: 128, height: 128 },
};

const SINGLE_KEYS: Record<string, string> = {
  'card-back-character.svg': ART.characterBack,
  'card-back-terrain-1.svg': ART.terrainBack(1),
  'card-back-terrain-2.svg': ART.terrainBack(2),
  'skull.svg': ART.skull,
};

function slug(name: string): string {
  return name.toLowerCase().replace(/\s+/g, '-');
}

/** Texture key of a parcel content's art. */
export function parcelKey(c: Content): string {
  return `parcel:${slug(CONTENT_NAMES[c])}`;
}

/** Texture key of a character's portrait, by name. */
export function portraitKey(name: CharacterName): string {
  return `char:${slug(name)}`;
}

/** Texture key of a character card's portrait. */
export function characterKey(id: EntityId): string {
  return portraitKey(characterDef(id).name);
}

/** Texture key of a suit glyph. */
export function suitKey(s: Suit): string {
  return `suit:${s}`;
}

function keyFor(path: string): string | null {
  const single = SINGLE_KEYS[path];
  if (single) return single;
  const m = /^(parcels|characters|suits)\/([a-z-]+)\.svg$/.exec(path);
  if (!m) return null;
  const [, dir, name] = m;
  if (dir === 'parcels') return `parcel:${name}`;
  if (dir === 'characters') return `char:${name}`;
  return `suit:${name}`;
}

/** The title logo, pre-rendered from logo.svg by scripts/gen-icons.ts: a PNG decodes far faster than an SVG with text. */
const LOGO_PNG = new URL('../../assets/art/logo.png', import.meta.url).href;

/**
 * Queues art on a scene's loader, the SVGs rasterised crisp for a 1080p screen: 'first' = what the title draws at
 * once (the logo), 'rest' = everything else, 'all' = both. Art already loaded is skipped.
 */
export function queueArt(scene: Phaser.Scene, part: 'first' | 'rest' | 'all' = 'all'): void {
  if (part !== 'rest' && !scene.textures.exists(ART.logo)) scene.load.image(ART.logo, LOGO_PNG);
  if (part === 'first') return;
  for (const [path, url] of Object.entries(ART_URLS)) {
    const key = keyFor(path);
    if (!key || scene.textures.exists(key)) continue;
    const size = RASTER[path] ?? RASTER[path.split('/')[0] ?? ''];
    if (!size) continue;
    scene.load.svg(key, url, size);
  }
}
