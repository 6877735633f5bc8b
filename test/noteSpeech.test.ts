/** A tip's or a lesson step's words reach the screen reader: said once when shown, and carried by its buttons. */
import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGES, loadLanguage, setLanguage, t } from '../src/i18n';
import { actionBlocks } from '../src/ui/a11yList';
import { NoteAnnouncer, noteButtonRole, noteLines } from '../src/scenes/table/noteSpeech';

afterAll(async () => {
  await setLanguage('en');
});

describe('a note through the screen reader', () => {
  for (const lang of LANGUAGES) {
    it(`says a tip's title and text once, and its "Got it" carries the text (${lang})`, async () => {
      await loadLanguage(lang);
      await setLanguage(lang);
      const tip = { title: t('hint.title'), body: t('hint.bid') };
      const said: string[][] = [];
      const announcer = new NoteAnnouncer((lines) => said.push([...lines]));
      announcer.shown(tip);
      // The table redraws the same note (a phone turned, an animation ended): it is not said again.
      announcer.shown({ ...tip });
      expect(said).toEqual([[t('hint.title'), t('hint.bid')]]);

      const [block] = actionBlocks(
        [{ id: 'button:hint-ok', label: t('hint.dismiss'), role: noteButtonRole(tip) }],
        (i) => i.label,
      );
      expect(block?.entries[0]).toMatchObject({
        label: t('hint.dismiss'),
        description: `${t('hint.title')}: ${t('hint.bid')}`,
      });
    });
  }

  it("says a lesson's explanation of a wrong move before its text, and a new text when the note changes", () => {
    const said: string[][] = [];
    const announcer = new NoteAnnouncer((lines) => said.push([...lines]));
    announcer.shown({ title: 'Step 2', body: 'Pick a bid.' });
    announcer.shown({ title: 'Step 2', body: 'Pick a bid.', why: 'Not that one.' });
    announcer.shown(null);
    announcer.shown({ title: 'Step 3', body: 'Take a card.' });
    expect(said).toEqual([
      ['Step 2', 'Pick a bid.'],
      ['Not that one.', 'Pick a bid.'],
      ['Step 3', 'Take a card.'],
    ]);
    expect(noteLines({ title: 'T', body: 'B', why: 'W' })).toEqual(['T', 'W', 'B']);
  });
});
