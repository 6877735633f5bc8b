/** Card names back to identities in every language at once (for the command-line tools; it holds every catalogue). */
import { CHARACTERS } from '../cards/engine';
import type { CharacterName } from '../cards/engine';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { it } from './it';
import { CHARACTER_ID } from './names';
import { nl } from './nl';
import type { Catalogue } from './types';

const ALL: readonly Catalogue[] = [en, de, it, fr, nl];

function fold(s: string): string {
  return s.normalize('NFC').trim().toLocaleLowerCase('en').replace(/[’']/g, "'");
}

const BY_NAME = new Map<string, CharacterName>();
for (const c of CHARACTERS) {
  BY_NAME.set(fold(c.name), c.name);
  for (const cat of ALL) {
    const shown = cat[`character.${CHARACTER_ID[c.name]}`];
    if (typeof shown === 'string') BY_NAME.set(fold(shown), c.name);
  }
}

/** The character a name stands for, in English, German, Italian, French or Dutch (any case), or null. */
export function characterFromName(name: string): CharacterName | null {
  return BY_NAME.get(fold(name)) ?? null;
}
