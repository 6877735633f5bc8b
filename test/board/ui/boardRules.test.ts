/** The board game's rules reference: every section in all five languages, filled, worded per language, no placeholder. */
import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGES, setLanguage, t } from '../../../src/i18n';
import { en } from '../../../src/i18n/en';
import { rulesSections } from '../../../src/ui/texts';

const SECTIONS = [
  'setup',
  'round',
  'characters',
  'spaces',
  'duels',
  'town',
  'income',
  'roundEnd',
  'scoring',
  'end',
];

/** Every paragraph key of the board rules in the English catalogue, the reference the others follow. */
const PARAGRAPH_KEYS = Object.keys(en).filter((k) => /^boardRules\.\w+\.\d+$/.test(k));

describe('board rules reference', () => {
  afterAll(async () => {
    await setLanguage('en');
  });

  it('the card game stays the default reference', async () => {
    await setLanguage('en');
    expect(rulesSections().map((s) => s.id)[0]).toBe('goal');
    expect(rulesSections('cards')).toEqual(rulesSections());
  });

  it.each(LANGUAGES)('%s has every board section with a title and filled paragraphs', async (l) => {
    await setLanguage(l);
    const sections = rulesSections('board');
    expect(sections.map((s) => s.id)).toEqual(SECTIONS);
    for (const s of sections)
      for (const line of [s.title, ...s.body]) {
        expect(line.trim().length, `${l} ${s.id}`).toBeGreaterThan(0);
        expect(line).not.toMatch(/^boardRules\./);
        expect(line).not.toMatch(/[{}]/);
      }
    expect(sections.reduce((n, s) => n + s.body.length, 0)).toBe(PARAGRAPH_KEYS.length);
    expect(t('boardTable.rules')).not.toBe('boardTable.rules');
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    '%s words every board section in its own language',
    async (l) => {
      await setLanguage('en');
      const english = rulesSections('board').flatMap((s) => [s.title, ...s.body]);
      await setLanguage(l);
      const own = rulesSections('board').flatMap((s) => [s.title, ...s.body]);
      expect(own.filter((line, i) => line === english[i])).toEqual([]);
    },
  );
});
