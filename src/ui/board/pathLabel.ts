/**
 * The words on a phone's path spaces (BOARD 4): a space's short name, wrapped at its words into the lines its box
 * holds at the design's smallest text; where the short name does not fit, the phone's shorter form of it.
 */
import { t } from '../../i18n';
import { textWidth } from '../textWidth';
import { boardSpaceShort } from './boardTargetText';

/** The most lines a path label takes. */
export const PATH_LABEL_LINES = 2;
/** A label's line height over its font size. */
export const LINE_HEIGHT = 1.2;
/** The gap between a label and its box's sides and top. */
export const LABEL_PAD = 2;

/** A label as drawn: its lines and its font size in design pixels. */
export interface PathLabel {
  lines: string[];
  px: number;
}

/** `s` wrapped at its spaces into lines at most `w` wide at `px`; null when a word alone is wider. */
export function wrapWords(s: string, w: number, px: number): string[] | null {
  const lines: string[] = [];
  for (const word of s.split(/\s+/).filter(Boolean)) {
    if (textWidth(word, px) > w) return null;
    const last = lines[lines.length - 1];
    const joined = last === undefined ? word : `${last} ${word}`;
    if (last !== undefined && textWidth(joined, px) <= w) lines[lines.length - 1] = joined;
    else lines.push(word);
  }
  return lines;
}

/** The room a label has in a box `w` x `h`: its width and the lines that fit in its height (at most two). */
function linesIn(w: number, h: number, px: number, most: number): number {
  return Math.min(most, Math.floor((h - LABEL_PAD) / (px * LINE_HEIGHT)));
}

/**
 * The first of `names` that fits a box `w` x `h` at `px`, wrapped at its words (a building space's price on one line,
 * the tile below it); null when none fits.
 */
export function fitPathLabel(
  names: readonly string[],
  w: number,
  h: number,
  px: number,
  most = PATH_LABEL_LINES,
): PathLabel | null {
  const room = linesIn(w, h, px, most);
  for (const name of names) {
    const lines = wrapWords(name, w - 2 * LABEL_PAD, px);
    if (lines && lines.length > 0 && lines.length <= room) return { lines, px };
  }
  return null;
}

const PHONE = {
  roads1: 'boardTable.phone.roads1',
  roads2: 'boardTable.phone.roads2',
  wages: 'boardTable.phone.wages',
  ammo: 'boardTable.phone.ammo',
  gamble: 'boardTable.phone.gamble',
  vpCowboys: 'boardTable.phone.vpCowboys',
  vpBuildings: 'boardTable.phone.vpBuildings',
  vpParcels: 'boardTable.phone.vpParcels',
  incParcels: 'boardTable.phone.incParcels',
  incCowboys: 'boardTable.phone.incCowboys',
} as const;

/** The names a phone may show on a path space, longest first: its short name, then the phone's shorter form. */
export function phoneSpaceNames(space: string): string[] {
  const short = boardSpaceShort(space);
  if (Object.hasOwn(PHONE, space)) return [short, t(PHONE[space as keyof typeof PHONE])];
  return [short];
}

/** The size path labels are drawn at: 13 px, or the design's smallest text when that is larger. */
export const PATH_LABEL_PX = 13;

/** The label of path space `space` in a phone box `w` x `h` with smallest text `minText`; null when nothing fits. */
export function phonePathLabel(space: string, w: number, h: number, minText: number): PathLabel | null {
  const most = space.startsWith('bld') ? 1 : PATH_LABEL_LINES;
  return fitPathLabel(phoneSpaceNames(space), w, h, Math.max(PATH_LABEL_PX, minText), most);
}
