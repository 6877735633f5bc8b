/** The bid lens's notes: the card a high bid likely brings never reads as worse than a low bid's "card or better". */
import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGES, setLanguage } from '../src/i18n';
import { reasonCard } from '../src/i18n/reasons';
import { lensNoteText } from '../src/scenes/table/lensText';

// Church (top choice, for a high bid) and Mine (a lower choice, for a low bid), as in the example.
const top = { kind: 'likelyCard', card: 14, orBetter: false, chance: 0.9 } as const;
const lower = { kind: 'likelyCard', card: 2, orBetter: true, chance: 0.7 } as const;

describe('bid lens notes', () => {
  afterAll(() => setLanguage('en'));

  for (const lang of LANGUAGES)
    it(`${lang}: the top choice's note says it is the best, not a bare name a lower bid's note tops`, async () => {
      await setLanguage(lang);
      const best = lensNoteText(top);
      const more = lensNoteText(lower);
      expect(best).toContain(reasonCard(14));
      expect(more).toContain(reasonCard(2));
      // The old notes: "likely X" beside "likely Y or better", the second reading as the greater.
      const bare = best.replace(reasonCard(14), reasonCard(2));
      expect(more.startsWith(bare)).toBe(false);
    });

  it('en: both notes measure against what the card is worth to the player', async () => {
    await setLanguage('en');
    expect(lensNoteText(top)).toMatch(/worth most to you/);
    expect(lensNoteText(lower)).toMatch(/worth more to you/);
  });
});
