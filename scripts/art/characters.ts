/** The 21 character emblems, keyed by file slug. */
import {
  auctioneer,
  chineseWorker,
  doctor,
  governor,
  gunsmith,
  heroes,
  lawyer,
  mercenary,
} from './characters-action';
import {
  banker,
  captain,
  cowboy,
  editor,
  grocer,
  indian,
  paperboy,
  prospector,
  settler,
  sheriff,
  singer,
  teacher,
  undertaker,
} from './characters-vp';
import type { ArtFile } from './ground';
import { portrait, type CharType } from './portrait';

/** Character slugs in the project order, with card type and drawing function. */
export const CHARACTER_ART: readonly (readonly [slug: string, type: CharType, draw: () => string])[] = [
  ['governor', 'action', governor],
  ['lawyer', 'action', lawyer],
  ['chinese-worker', 'action', chineseWorker],
  ['heroes', 'action', heroes],
  ['gunsmith', 'action', gunsmith],
  ['mercenary', 'action', mercenary],
  ['doctor', 'action', doctor],
  ['auctioneer', 'action', auctioneer],
  ['singer', 'vp', singer],
  ['indian', 'vp', indian],
  ['settler', 'vp', settler],
  ['banker', 'vp', banker],
  ['cowboy', 'vp', cowboy],
  ['captain', 'vp', captain],
  ['grocer', 'vp', grocer],
  ['undertaker', 'vp', undertaker],
  ['editor', 'vp', editor],
  ['paperboy', 'vp', paperboy],
  ['prospector', 'vp', prospector],
  ['sheriff', 'vp', sheriff],
  ['teacher', 'vp', teacher],
];

/** All character emblem files. */
export function characterArt(): ArtFile[] {
  return CHARACTER_ART.map(([slug, type, draw]) => ({
    path: `characters/${slug}.svg`,
    svg: portrait(type, draw()),
  }));
}
