/** The 16 parcel tiles, keyed by file slug, with their city-notation codes. */
import type { ArtFile } from './ground';
import {
  bankTile,
  blacksmithTile,
  churchTile,
  cityHallTile,
  drugstoreTile,
  generalStoreTile,
  hotelTile,
  prisonTile,
  saloonTile,
} from './parcels-build';
import {
  emptyTile,
  houseTile,
  mineTile,
  mountainTile,
  outlawsTile,
  ranchTile,
  townhouseTile,
} from './parcels-land';

/** Parcel slugs paired with their RULES 1.1 code and drawing function. */
export const PARCEL_TILES: readonly (readonly [slug: string, code: string, draw: () => string])[] = [
  ['empty', '.', emptyTile],
  ['house', 'H', houseTile],
  ['townhouse', 'T', townhouseTile],
  ['mountain', 'M', mountainTile],
  ['mine', 'm', mineTile],
  ['ranch', 'R', ranchTile],
  ['blacksmith', 'K', blacksmithTile],
  ['drugstore', 'D', drugstoreTile],
  ['bank', 'B', bankTile],
  ['saloon', 'S', saloonTile],
  ['hotel', 'O', hotelTile],
  ['general-store', 'G', generalStoreTile],
  ['church', 'C', churchTile],
  ['prison', 'P', prisonTile],
  ['city-hall', 'Y', cityHallTile],
  ['outlaws', 'X', outlawsTile],
];

/** All parcel tile files. */
export function parcelArt(): ArtFile[] {
  return PARCEL_TILES.map(([slug, , draw]) => ({ path: `parcels/${slug}.svg`, svg: draw() }));
}
