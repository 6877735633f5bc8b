/**
 * The board game's art on screen (issue 28): the URLs of the SVGs under assets/art/board (hashed by Vite, so the
 * PWA precaches them with the rest of the build) and the loader call a scene makes in its preload. The art is not in
 * the card game's atlas: it is loaded only when a board scene first needs it, rasterised at the size it is drawn.
 */
import type Phaser from 'phaser';
import { BOARD_ART } from './boardArtFiles';
import type { BoardArtFile } from './boardArtFiles';

export {
  BOARD_ART,
  RAISED_KINDS,
  boardArtKey,
  colourShape,
  cowboyKey,
  dieKey,
  iconKey,
  markerKey,
  playerColour,
} from './boardArtFiles';
export type { BoardArtFile, BoardIcon, DieColour, ParcelPiece } from './boardArtFiles';

/** URL of each board art file by its file name. */
const URLS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('../../../assets/art/board/*.svg', {
      eager: true,
      query: '?url',
      import: 'default',
    }),
  ).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1), url]),
);

/** The largest side a piece is rasterised at (the paper is 12 parcels wide). */
const MAX_SIDE = 2048;

/** The URL of a board art file (e.g. `building-bank.svg`), or undefined when there is no such file. */
export function boardArtUrl(file: string): string | undefined {
  return URLS[file];
}

/**
 * Texture pixels for one parcel's side when the parcel is drawn `parcelPx` design pixels wide: twice that, as the
 * card game's atlas holds its art (the canvas is at most the 1600 x 900 design, so this stays sharp under zooms and
 * pops), and at least 32.
 */
export function boardArtPx(parcelPx: number): number {
  return Math.max(32, Math.ceil(parcelPx * 2));
}

/** The raster size of a piece when a parcel is `px` texture pixels wide. */
export function rasterSize(art: BoardArtFile, px: number): { width: number; height: number } {
  const side = (u: number): number => Math.min(MAX_SIDE, Math.max(8, Math.round(u * px)));
  return { width: side(art.w), height: side(art.h) };
}

/**
 * Queues on a scene's loader every board art texture not loaded yet, each rasterised in proportion to `px` texture
 * pixels per parcel (see boardArtPx). Call it in `preload`; returns how many files were queued (0 when all are
 * there, so a second board scene loads nothing).
 */
export function loadBoardArt(scene: Phaser.Scene, px: number): number {
  let queued = 0;
  for (const art of BOARD_ART) {
    if (scene.textures.exists(art.key)) continue;
    const url = URLS[art.file];
    if (!url) continue;
    scene.load.svg(art.key, url, rasterSize(art, px));
    queued++;
  }
  return queued;
}
