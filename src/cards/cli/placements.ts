/** Prints every legal top-left position [x, y] of a card in a city (RULES 4). */
import { isCell, legalPlacements } from '../engine';
import type { Content } from '../engine';
import { fail, printJson, readJsonArg } from './io';
import { readCharacters, readCity } from './input';

const input = readJsonArg('npm run --silent placements -- FILE');
const characters = readCharacters(input.characters);
if (typeof characters === 'string') fail(characters);
const city = readCity(input.city, characters.includes('Captain'));
if (typeof city === 'string') fail(city);
const card = input.card;
if (
  !Array.isArray(card) ||
  card.length !== 2 ||
  !card.every((r) => typeof r === 'string' && r.length === 2)
) {
  fail('"card" must be two rows of two letters, e.g. ["HM", ".m"]');
}
const parcels = (card as string[]).join('').split('');
for (const ch of parcels) if (!isCell(ch) || ch === '_') fail(`unknown card letter '${ch}'`);
const spots = legalPlacements(city, parcels as Content[], {
  captain: characters.includes('Captain'),
  sheriff: characters.includes('Sheriff'),
});
printJson(
  spots
    .map((p) => [p.x, p.y])
    .sort((a, b) => (a[0] as number) - (b[0] as number) || (a[1] as number) - (b[1] as number)),
);
