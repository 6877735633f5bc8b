/** Validation of the scorepad inputs: city rows and character lists (RULES 1.1, 1.3). */
import { parseCity } from '../engine';
import type { CharacterName, CityGrid } from '../engine';
import { characterFromName } from '../i18n/lookup';

/** Parses a `city` field or returns an error message. */
export function readCity(value: unknown): CityGrid | string {
  if (!Array.isArray(value) || !value.every((r) => typeof r === 'string'))
    return '"city" must be an array of strings';
  return parseCity(value as string[]);
}

/** Parses a `characters` field: known names (English, or as printed in any of the game's languages), none repeated. */
export function readCharacters(value: unknown): CharacterName[] | string {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return '"characters" must be an array of names';
  const out: CharacterName[] = [];
  for (const v of value) {
    const name = typeof v === 'string' ? characterFromName(v) : null;
    if (!name) return `unknown character ${JSON.stringify(v)}`;
    if (out.includes(name)) return `character ${v} is repeated`;
    out.push(name);
  }
  return out;
}
