/** The board game's setup screen in words: seat kinds and names, colours, character and building sets, problems. */
import type { BuildingSet } from '../../board/engine';
import type { BoardLevel } from '../../board/bots/levels';
import { t, type Key } from '../../i18n';
import { colourName } from './boardText';

/** The names of the character sets the setup offers: random, the first game's, the rulebook's five moods (BOARD 2, Decision). */
const SET_NAMES = {
  random: 'boardPlay.chars.random',
  first: 'boardPlay.chars.first',
  calm: 'boardPlay.chars.calm',
  wealth: 'boardPlay.chars.wealth',
  homes: 'boardPlay.chars.homes',
  goldRush: 'boardPlay.chars.goldRush',
  feud: 'boardPlay.chars.feud',
} as const satisfies Readonly<Record<string, Key>>;

/** What each character set is like. */
const SET_TIPS = {
  random: 'boardPlay.charsTip.random',
  first: 'boardPlay.charsTip.first',
  calm: 'boardPlay.charsTip.calm',
  wealth: 'boardPlay.charsTip.wealth',
  homes: 'boardPlay.charsTip.homes',
  goldRush: 'boardPlay.charsTip.goldRush',
  feud: 'boardPlay.charsTip.feud',
} as const satisfies Readonly<Record<keyof typeof SET_NAMES, Key>>;

/** One of the character sets the setup offers. */
export type CharacterSetId = keyof typeof SET_NAMES;

/** The character set ids that have words, in menu order. */
export const CHARACTER_SET_IDS = Object.keys(SET_NAMES) as CharacterSetId[];

/** A set id as given, or random for an id without words. */
const setId = (id: string): CharacterSetId =>
  (Object.hasOwn(SET_NAMES, id) ? id : CHARACTER_SET_IDS[0]) as CharacterSetId;

/** A character set's name; an unknown id reads as random. */
export function characterSetText(id: string): string {
  return t(SET_NAMES[setId(id)]);
}

/** What a character set is like, for its tooltip. */
export function characterSetTip(id: string): string {
  return t(SET_TIPS[setId(id)]);
}

/** A building set's name (BOARD 2, Decision: all tiles with Gold & Guns, the base game's, or the first game's). */
export function buildingSetText(set: BuildingSet): string {
  return t(`boardPlay.buildings.${set}`);
}

/** What a building set holds, for its tooltip. */
export function buildingSetTip(set: BuildingSet): string {
  return t(`boardPlay.buildingsTip.${set}`);
}

/** Who plays a seat: a person, or the AI level (Easy, Medium, Hard). */
export function seatKindText(bot: BoardLevel | null): string {
  return bot ? t(`setup.level.${bot}`) : t('setup.kind.person');
}

/** A seat's name until the player types one: "You", "Player n", or a bot's given name. */
export type SeatNameData = { key: 'you' } | { key: 'player'; n: number } | { name: string };

const isGiven = (n: SeatNameData): n is { name: string } => Object.hasOwn(n, 'name');

/** The default name of a seat in words. */
export function seatNameText(n: SeatNameData): string {
  if (isGiven(n)) return n.name;
  return n.key === 'you' ? t('setup.you') : t('setup.player', { n: n.n });
}

/** Why the setup cannot start. */
export function problemText(p: 'seats' | 'colours' | 'seed'): string {
  return p === 'seed' ? t('setup.badSeed') : t(`boardPlay.setup.problem.${p}`);
}

/** A player colour's name (the setup's colour button). */
export const colourText = (i: number): string => colourName(i);
