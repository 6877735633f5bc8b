/** The lesson's action-character step says an action card is used once per era, not once per round (RULES 1.3). */
import { describe, expect, it } from 'vitest';
import { en } from '../src/i18n/en';
import { fr } from '../src/i18n/fr';
import { it as itCat } from '../src/i18n/it';
import type { Catalogue } from '../src/i18n';

const ONCE: readonly [string, Catalogue, RegExp, RegExp][] = [
  ['en', en, /once per era/, /per round/],
  ['fr', fr, /une fois par époque/, /par manche/],
  ['it', itCat, /una volta per era/, /per round/],
];

describe('the lesson on action characters', () => {
  for (const [lang, cat, era, round] of ONCE)
    it(`says once per era in ${lang}`, () => {
      const text = String(cat['tutorial.step.action']);
      expect(text).toMatch(era);
      expect(text).not.toMatch(round);
    });
});
