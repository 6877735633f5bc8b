/** The 16 parcel tiles, keyed by file slug, with their city-notation codes. */
import { parcel } from './ground';
import type { ArtFile, GroundKind } from './ground';
import {
  bankBody,
  blacksmithBody,
  churchBody,
  cityHallBody,
  drugstoreBody,
  generalStoreBody,
  hotelBody,
  prisonBody,
  saloonBody,
} from './parcels-build';
import {
  emptyBody,
  houseBody,
  mineBody,
  mountainBody,
  outlawsBody,
  ranchBody,
  townhouseBody,
} from './parcels-land';

/** Parcel slugs paired with their RULES 1.1 code, their ground and the drawing over it. */
export const PARCEL_TILES: readonly (readonly [
  slug: string,
  code: string,
  ground: GroundKind,
  body: () => string,
])[] = [
  ['empty', '.', 'sand', emptyBody],
  ['house', 'H', 'sand', houseBody],
  ['townhouse', 'T', 'sand', townhouseBody],
  ['mountain', 'M', 'rock', mountainBody],
  ['mine', 'm', 'rock', mineBody],
  ['ranch', 'R', 'grass', ranchBody],
  ['blacksmith', 'K', 'soot', blacksmithBody],
  ['drugstore', 'D', 'sand', drugstoreBody],
  ['bank', 'B', 'sand', bankBody],
  ['saloon', 'S', 'sand', saloonBody],
  ['hotel', 'O', 'sand', hotelBody],
  ['general-store', 'G', 'sand', generalStoreBody],
  ['church', 'C', 'sand', churchBody],
  ['prison', 'P', 'sand', () => prisonBody()],
  ['city-hall', 'Y', 'sand', cityHallBody],
  ['outlaws', 'X', 'red', outlawsBody],
];

/** All parcel tile files. */
export function parcelArt(): ArtFile[] {
  return PARCEL_TILES.map(([slug, , ground, body]) => ({
    path: `parcels/${slug}.svg`,
    svg: parcel(slug, ground, body()),
  }));
}
