/** Each rules term has one translation per language, and the catalogues use it (src/i18n/glossary.ts). */
import { describe, expect, it } from 'vitest';
import { GLOSSARY } from '../src/i18n/glossary';
import { de } from '../src/i18n/de';
import { en } from '../src/i18n/en';
import { fr } from '../src/i18n/fr';
import { it as itCat } from '../src/i18n/it';
import { nl } from '../src/i18n/nl';
import type { Catalogue, Key, Lang } from '../src/i18n';

const OTHERS: Record<Exclude<Lang, 'en'>, Catalogue> = { de, fr, it: itCat, nl };
const flat = (v: unknown): string => JSON.stringify(v).toLowerCase();

describe('the glossary', () => {
  for (const term of GLOSSARY)
    for (const [lang, cat] of Object.entries(OTHERS) as [Exclude<Lang, 'en'>, Catalogue][]) {
      const word = term.use[lang];
      if (word === undefined) continue;
      it(`"${term.en}" is "${term.use[lang]}" in every ${lang} entry that names it`, () => {
        const names = new RegExp(`\\b${term.en}s?\\b`, 'i');
        const wrong: string[] = [];
        for (const key of Object.keys(en) as Key[])
          if (names.test(JSON.stringify(en[key])) && !flat(cat[key]).includes(word))
            wrong.push(`${key}: ${flat(cat[key])}`);
        expect(wrong).toEqual([]);
        for (const bad of term.avoid[lang] ?? [])
          expect(
            (Object.keys(cat) as Key[]).filter((k) => flat(cat[k]).includes(bad)),
            `${lang} says "${bad}"`,
          ).toEqual([]);
      });
    }
});
