/** Scorepad: prints the 13-line score sheet of a city with its characters (RULES 6). */
import { SELL_LIMIT, scoreCity } from '../engine';
import { fail, printJson, readJsonArg } from './io';
import { readCharacters, readCity } from './input';

const input = readJsonArg('npm run --silent score -- FILE');
const characters = readCharacters(input.characters);
if (typeof characters === 'string') fail(characters);
const city = readCity(input.city, characters.includes('Captain'));
if (typeof city === 'string') fail(city);
const sold = input.soldCards ?? 0;
if (typeof sold !== 'number' || !Number.isInteger(sold) || sold < 0 || sold > SELL_LIMIT)
  fail(`"soldCards" must be a whole number from 0 to ${SELL_LIMIT}`);
const sheet = scoreCity(city, { characters, sold });
printJson({ lines: sheet.lines, total: sheet.total });
