/** Validation of the scorepad inputs: city rows and character lists (RULES 1.1, 1.3). */
import { CHARACTERS, parseCity } from '../engine';
import type { CharacterName, CityGrid } from '../engine';

/** Parses a `city` field or returns an error message. */
export function readCity(value: unknown): CityGrid | string {
  if (!Array.isArray(value) || !value.every((r) => typeof r === 'string'))
    return '"city" must be an array of strings';
  return parseCity(value as string[]);
}

/** Parses a `characters` field: known names, none repeated. */
export function readCharacters(value: unknown): CharacterName[] | string {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return '"characters" must be an array of names';
  const names = CHARACTERS.map((c) => c.name as string);
  const seen = new Set<string>();
  for (const v of value) {
    if (typeof v !== 'string' || !names.includes(v)) return `unknown character ${JSON.stringify(v)}`;
    if (seen.has(v)) return `character ${v} is repeated`;
    seen.add(v);
  }
  return value as CharacterName[];
}
