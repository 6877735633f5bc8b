/** Parcel contents and their kinds (RULES 1.1). */
import type { Cell, Content } from '../types';

/** Every content code, in the table order of RULES 1.1. */
export const CONTENTS: readonly Content[] = [
  '.',
  'H',
  'T',
  'M',
  'm',
  'R',
  'K',
  'D',
  'B',
  'S',
  'O',
  'G',
  'C',
  'P',
  'Y',
  'X',
];

/** Building contents (RULES 1.1 kind "building"). */
export const BUILDINGS: readonly Content[] = ['m', 'R', 'K', 'D', 'B', 'S', 'O', 'G', 'C', 'P', 'Y'];

/** Display names of each content. */
export const CONTENT_NAMES: Record<Content, string> = {
  '.': 'Empty',
  H: 'House',
  T: 'Townhouse',
  M: 'Mountain',
  m: 'Mine',
  R: 'Ranch',
  K: 'Blacksmith',
  D: 'Drugstore',
  B: 'Bank',
  S: 'Saloon',
  O: 'Hotel',
  G: 'General Store',
  C: 'Church',
  P: 'Prison',
  Y: 'City Hall',
  X: 'Outlaws',
};

/** House units of a content: House 1, Townhouse 2, Hotel 2 (RULES 6). */
export function houseUnits(c: Cell): number {
  return c === 'H' ? 1 : c === 'T' || c === 'O' ? 2 : 0;
}

/** True for building contents (RULES 1.1). */
export function isBuilding(c: Cell): boolean {
  return c !== '_' && BUILDINGS.includes(c);
}

/** True for a valid cell letter of city notation. */
export function isCell(ch: string): ch is Cell {
  return ch === '_' || (CONTENTS as readonly string[]).includes(ch);
}
