/** The lesson and the table's help name a button only through that button's own catalogue key, so the two never drift apart. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame } from '../src/cards/engine';
import { TUTORIAL_SEED, TUTORIAL_STEPS, tutorialSetup } from '../src/app/tutorial/script';
import { LESSON_BUTTONS, stepText, whyText } from '../src/app/tutorial/text';
import { de } from '../src/i18n/de';
import { en } from '../src/i18n/en';
import { fr } from '../src/i18n/fr';
import { it as itCat } from '../src/i18n/it';
import { nl } from '../src/i18n/nl';
import { LANGUAGES, loadLanguage, setLanguage } from '../src/i18n';
import type { Catalogue, Key, Lang } from '../src/i18n';
import { placeHelpText } from '../src/ui/inputText';

beforeAll(async () => {
  for (const l of LANGUAGES) await loadLanguage(l);
});
afterAll(async () => {
  await setLanguage('en');
});

const CATALOGUES: Record<Lang, Catalogue> = { en, de, fr, it: itCat, nl };

/** Where a lesson text names a button: its key → the placeholders (LESSON_BUTTONS) it names them with. */
const NAMED: Readonly<Partial<Record<Key, readonly (keyof typeof LESSON_BUTTONS)[]>>> = {
  'tutorial.step.welcome': ['next'],
  'tutorial.step.firstCard': ['place'],
  'tutorial.step.scoreSheet': ['openSheet'],
  'tutorial.step.readSheet': ['next'],
  'tutorial.why.readFirst': ['next'],
};

const state = (() => {
  const r = createGame(tutorialSetup('You'), TUTORIAL_SEED);
  if (!r.ok) throw new Error(r.error);
  return r.state;
})();

/** Every lesson text as shown (except the sheet step, which needs the sheet's game), by key. */
function shown(): Map<Key, string> {
  const out = new Map<Key, string>();
  for (const step of TUTORIAL_STEPS)
    if (step.id !== 'readSheet') out.set(`tutorial.step.${step.id}`, stepText(step, state));
  out.set('tutorial.why.readFirst', whyText({ code: 'readFirst' }));
  return out;
}

describe('button names in the lesson', () => {
  for (const lang of LANGUAGES)
    it(`come from the buttons' own keys, in ${lang}`, async () => {
      expect(await setLanguage(lang)).toBe(true);
      const cat = CATALOGUES[lang];
      const labels = Object.values(LESSON_BUTTONS).map((k) => cat[k] as string);
      const texts = shown();
      for (const [key, names] of Object.entries(NAMED) as [Key, (keyof typeof LESSON_BUTTONS)[]][]) {
        const template = cat[key] as string;
        for (const n of names) {
          expect(template, `${lang} ${key}`).toContain(`{${n}}`);
          const text = texts.get(key);
          if (text !== undefined) expect(text, `${lang} ${key}`).toContain(cat[LESSON_BUTTONS[n]] as string);
        }
      }
      // No lesson text spells a button's words itself (they would drift from the button).
      for (const key of Object.keys(cat) as Key[]) {
        if (!key.startsWith('tutorial.step.') && !key.startsWith('tutorial.why.')) continue;
        const template = JSON.stringify(cat[key]);
        for (const label of labels)
          expect(
            new RegExp(`(^|[^\\p{L}])${label}([^\\p{L}]|$)`, 'u').test(template),
            `${lang} ${key}: ${label}`,
          ).toBe(false);
      }
    });
});

/** Help sentences at the table that name a button, each with the key of the button's label it names. */
const HELP_NAMED: readonly { key: Key; button: Key; render: () => string }[] = [
  { key: 'turn.placeBody', button: 'turn.place', render: () => placeHelpText(false) },
  { key: 'turn.placeBodyTouch', button: 'turn.place', render: () => placeHelpText(true) },
];

describe('button names in the table’s help', () => {
  for (const lang of LANGUAGES)
    it(`come from the buttons' own keys, in ${lang}`, async () => {
      expect(await setLanguage(lang)).toBe(true);
      const cat = CATALOGUES[lang];
      for (const { key, button, render } of HELP_NAMED) {
        const label = cat[button] as string;
        const template = cat[key] as string;
        expect(template, `${lang} ${key}`).not.toMatch(new RegExp(`(^|[^\\p{L}])${label}([^\\p{L}]|$)`, 'u'));
        expect(render(), `${lang} ${key}`).toContain(label);
      }
    });
});
