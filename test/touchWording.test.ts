/** On a touch screen the words say tap and show no key letters; with a mouse or keyboard they keep both. */
import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGES, loadLanguage, setLanguage } from '../src/i18n';
import { explainHintText, lensButtonLabel, suitTipText } from '../src/ui/inputText';

afterAll(async () => {
  await setLanguage('en');
});

/** A key letter in brackets, as "Lens (L)" shows it. */
const KEY_LETTER = /\([A-Z0-9]\)/;
/** Words for a mouse in each language: click and point. */
const POINTER_WORDS: Record<string, RegExp> = {
  en: /click|point/i,
  de: /klick|zeige auf/i,
  it: /clic|punta/i,
  fr: /clique|pointe/i,
  nl: /klik|wijs/i,
};
/** The verb for a tap in each language. */
const TAP_WORDS: Record<string, RegExp> = {
  en: /\btap/i,
  de: /tipp/i,
  it: /tocca/i,
  fr: /touche/i,
  nl: /\btik/i,
};

describe('wording by input', () => {
  for (const lang of LANGUAGES) {
    it(`says tap on touch and click or point with a mouse (${lang})`, async () => {
      await loadLanguage(lang);
      await setLanguage(lang);
      expect(lensButtonLabel(false)).toMatch(KEY_LETTER);
      expect(lensButtonLabel(true)).not.toMatch(KEY_LETTER);

      const touch = [explainHintText(true), suitTipText('♠', true)];
      const pointer = [explainHintText(false), suitTipText('♠', false)];
      for (const s of touch) {
        expect(s).toMatch(TAP_WORDS[lang] as RegExp);
        expect(s).not.toMatch(POINTER_WORDS[lang] as RegExp);
        expect(s).not.toMatch(KEY_LETTER);
      }
      for (const s of pointer) {
        expect(s).toMatch(POINTER_WORDS[lang] as RegExp);
        expect(s).not.toMatch(TAP_WORDS[lang] as RegExp);
      }
      expect(suitTipText('♠', true)).toContain('♠');
    });
  }
});
