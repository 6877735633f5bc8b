/** Display names by card identity: characters, parcel contents, suits, score lines, abilities and levels. */
import type {
  Ability,
  CharacterName,
  Content,
  LineKey,
  PlacementProblem,
  SetupProblem,
  Strength,
  Suit,
} from '../cards/engine';
import {
  ABILITIES,
  ABILITY_CHARACTER,
  BID_BONUS,
  MAX_NAME_LENGTH,
  SALE_VP,
  SELL_LIMIT,
  STRENGTHS,
} from '../cards/engine';
import { isLevel as isBotLevel } from '../cards/bots/levels';
import type { Level } from '../cards/bots/levels';
import { t } from './index';
import type { Key } from './types';

/** The id part of each character's keys (`character.<id>`, `charText.<id>`, `charShort.<id>`). */
export const CHARACTER_ID = {
  Governor: 'governor',
  Lawyer: 'lawyer',
  'Chinese Worker': 'chineseWorker',
  Heroes: 'heroes',
  Gunsmith: 'gunsmith',
  Mercenary: 'mercenary',
  Doctor: 'doctor',
  Auctioneer: 'auctioneer',
  Singer: 'singer',
  Indian: 'indian',
  Settler: 'settler',
  Banker: 'banker',
  Cowboy: 'cowboy',
  Captain: 'captain',
  Grocer: 'grocer',
  Undertaker: 'undertaker',
  Editor: 'editor',
  Paperboy: 'paperboy',
  Prospector: 'prospector',
  Sheriff: 'sheriff',
  Teacher: 'teacher',
} as const satisfies Record<CharacterName, string>;

type CharacterId = (typeof CHARACTER_ID)[CharacterName];

/** The id part of each content's keys (`content.<id>`, `contentTip.<id>`). */
export const CONTENT_ID = {
  '.': 'empty',
  H: 'house',
  T: 'townhouse',
  M: 'mountain',
  m: 'mine',
  R: 'ranch',
  K: 'blacksmith',
  D: 'drugstore',
  B: 'bank',
  S: 'saloon',
  O: 'hotel',
  G: 'generalStore',
  C: 'church',
  P: 'prison',
  Y: 'cityHall',
  X: 'outlaws',
} as const satisfies Record<Content, string>;

type ContentId = (typeof CONTENT_ID)[Content];

/** A character's name in the current language. */
export function characterName(name: CharacterName): string {
  return t(`character.${CHARACTER_ID[name]}` satisfies `character.${CharacterId}`);
}

/** The engine's numbers a character's text states: its bid bonus, the Auctioneer's limit and sale VP (RULES 5). */
function characterFacts(name: CharacterName): { bonus: number; limit: number; vp: number } {
  const ability = ABILITIES.find((a) => ABILITY_CHARACTER[a] === name);
  return { bonus: (ability && BID_BONUS[ability]) ?? 0, limit: SELL_LIMIT, vp: SALE_VP };
}

/** What a character does, in a sentence or two. */
export function characterText(name: CharacterName): string {
  return t(`charText.${CHARACTER_ID[name]}` satisfies `charText.${CharacterId}`, characterFacts(name));
}

/** A few words for a character card's face. */
export function characterShort(name: CharacterName): string {
  return t(`charShort.${CHARACTER_ID[name]}` satisfies `charShort.${CharacterId}`, characterFacts(name));
}

/** A parcel content's name in the current language. */
export function contentName(c: Content): string {
  return t(`content.${CONTENT_ID[c]}` satisfies `content.${ContentId}`);
}

/** What a parcel content scores and what may cover it. */
export function contentText(c: Content): string {
  return t(`contentTip.${CONTENT_ID[c]}` satisfies `contentTip.${ContentId}`);
}

/** A suit's name. */
export function suitName(s: Suit): string {
  return t(`suit.${s}`);
}

/** A score line's short label. */
export function lineName(k: LineKey): string {
  return t(`line.${k}`);
}

/** What a score line counts. */
export function lineTip(k: LineKey): string {
  return t(`lineTip.${k}`);
}

/** The question asked when a seat may use an ability now. */
export function abilityPrompt(a: Ability): string {
  return t(`ability.${a}`);
}

const PROBLEM_KEY: Record<PlacementProblem, Extract<Key, `problem.${string}`>> = {
  'too-big': 'problem.tooBig',
  'not-connected': 'problem.notConnected',
  'covers-blocked': 'problem.coversBlocked',
};

/** Why a terrain card cannot go at a spot, in a sentence. */
export function placementProblemText(p: PlacementProblem): string {
  return t(PROBLEM_KEY[p]);
}

const SETUP_PROBLEM_KEY = {
  'seats-not-array': 'setupProblem.seatsNotArray',
  'seat-count': 'setupProblem.seatCount',
  'seat-kind': 'setupProblem.seatKind',
  'name-not-text': 'setupProblem.nameNotText',
  'name-empty': 'setupProblem.nameEmpty',
  'name-control': 'setupProblem.nameControl',
  'name-bidi': 'setupProblem.nameBidi',
  'unknown-suit': 'setupProblem.unknownSuit',
  'duplicate-suit': 'setupProblem.duplicateSuit',
  'unknown-strength': 'setupProblem.unknownStrength',
} as const satisfies Record<Exclude<SetupProblem, 'name-too-long'>, Key>;

/** Why a setup is refused (the engine's code), in a sentence. */
export function setupProblemText(p: SetupProblem): string {
  return p === 'name-too-long'
    ? t('setupProblem.nameTooLong', { max: MAX_NAME_LENGTH })
    : t(SETUP_PROBLEM_KEY[p]);
}

/** A readable label of a statistics setup key ("person,ai:medium,virtual:novice"), e.g. "You + 1 AI (Medium) + …". */
export function seatSetupLabel(key: string): string {
  const counts = new Map<string, number>();
  for (const token of key.split(',')) counts.set(token, (counts.get(token) ?? 0) + 1);
  const parts: string[] = [];
  for (const [token, count] of counts) {
    const [kind, level = ''] = token.split(':');
    const lv = levelName(level);
    if (kind === 'person') parts.push(count === 1 ? t('setup.you') : t('stats.people', { count }));
    else if (kind === 'ai') parts.push(t('stats.ais', { count, level: lv }));
    else parts.push(t('stats.virtuals', { count, level: lv }));
  }
  return parts.join(' + ');
}

function isLevel(v: string): v is Strength | Level {
  return isBotLevel(v) || (STRENGTHS as readonly string[]).includes(v);
}

/** The label of a seat kind or level (Person, AI, Virtual, Easy … Expert); an unknown level id is shown as it is. */
export function levelName(k: string): string {
  if (k === 'person' || k === 'ai' || k === 'virtual') return t(`setup.kind.${k}`);
  return isLevel(k) ? t(`setup.level.${k}`) : k;
}
