/**
 * Texture keys of the project's art, and the loader calls: the logo (a PNG of its own, needed first) and the atlas
 * of all other art (assets/atlas, made from the SVGs by scripts/gen-atlas.ts), whose frames become textures of their
 * own name that share the atlas's one GPU texture.
 */
import Phaser from 'phaser';
import { CONTENT_NAMES, characterDef } from '../cards/engine';
import type { CharacterName, Content, EntityId, Suit } from '../cards/engine';

/** The page background's wood (the only SVG drawn outside the canvas). */
const TABLE_SVG: string = new URL('../../assets/art/table.svg', import.meta.url).href;

/** The hashed URL of an art file used outside the canvas (only "table.svg", the CSS background). */
export function artUrl(path: string): string | undefined {
  return path === 'table.svg' ? TABLE_SVG : undefined;
}

/** Keys of the single art pieces. */
export const ART = {
  logo: 'art:logo',
  skull: 'art:skull',
  characterBack: 'art:back-character',
  terrainBack: (era: 1 | 2): string => `art:back-terrain-${era}`,
} as const;

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

/** The title logo, pre-rendered from logo.svg by scripts/gen-icons.ts: a PNG decodes far faster than an SVG with text. */
const LOGO_PNG = new URL('../../assets/art/logo.png', import.meta.url).href;

const ATLAS = 'art:atlas';
const ATLAS_IMAGE = new URL('../../assets/atlas/art.webp', import.meta.url).href;
const ATLAS_FRAMES = new URL('../../assets/atlas/art.json', import.meta.url).href;

/**
 * Makes each frame of the loaded atlas a texture of its own key, sharing the atlas's source (one GPU texture), so
 * `scene.add.image(x, y, parcelKey(c))` works as before and every piece of art batches with every other.
 */
function aliasAtlasFrames(textures: Phaser.Textures.TextureManager): void {
  const atlas = textures.get(ATLAS);
  for (const name of atlas.getFrameNames()) {
    if (textures.exists(name)) continue;
    const f = atlas.get(name);
    const tex = new Phaser.Textures.Texture(textures, name, []);
    tex.source = atlas.source;
    tex.add('__BASE', f.sourceIndex, f.cutX, f.cutY, f.cutWidth, f.cutHeight);
    (textures.list as Record<string, Phaser.Textures.Texture>)[name] = tex;
  }
}

/**
 * Queues art on a scene's loader: 'first' = what the title draws at once (the logo), 'rest' = the atlas of all other
 * art, 'all' = both. Art already loaded is skipped.
 */
export function queueArt(scene: Phaser.Scene, part: 'first' | 'rest' | 'all' = 'all'): void {
  if (part !== 'rest' && !scene.textures.exists(ART.logo)) scene.load.image(ART.logo, LOGO_PNG);
  if (part === 'first') return;
  if (scene.textures.exists(ATLAS)) {
    aliasAtlasFrames(scene.textures);
    return;
  }
  scene.textures.once(`${Phaser.Textures.Events.ADD_KEY}${ATLAS}`, () => aliasAtlasFrames(scene.textures));
  scene.load.atlas(ATLAS, ATLAS_IMAGE, ATLAS_FRAMES);
}
