/** Validation of the scorepad inputs: city rows and character lists (RULES 1.1, 1.3). */
import { fitsBox, parseCity } from '../engine';
import type { CharacterName, CityGrid } from '../engine';
import { characterFromName } from '../../i18n/lookup';

/** Parses a `city` field or returns an error message; its covered parcels must fit the city limits (RULES 4.2). */
export function readCity(value: unknown, captain: boolean): CityGrid | string {
  if (!Array.isArray(value) || !value.every((r) => typeof r === 'string'))
    return '"city" must be an array of strings';
  const g = parseCity(value as string[]);
  if (typeof g === 'string' || g.covered === 0) return g;
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  g.cells.forEach((c, i) => {
    if (c === '_') return;
    const x = i % g.w;
    const y = Math.floor(i / g.w);
    x0 = Math.min(x0, x);
    x1 = Math.max(x1, x);
    y0 = Math.min(y0, y);
    y1 = Math.max(y1, y);
  });
  const w = x1 - x0 + 1;
  const h = y1 - y0 + 1;
  if (!fitsBox(w, h, captain))
    return `the city's parcels span ${w} columns and ${h} rows; a city fits in 8x8 (8x9 or 9x8 with the Captain), RULES 4`;
  return g;
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
