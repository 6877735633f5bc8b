/** The turning points' words while they are worked out, and the city each shows (issue 27, item 32). */
import { afterAll, describe, expect, it } from 'vitest';
import { turningCity } from '../src/app/regret';
import type { Action } from '../src/cards/engine';
import { LANGUAGES, setLanguage, t } from '../src/i18n';
import { reviewProgress } from '../src/ui/texts';

afterAll(async () => {
  await setLanguage('en');
});

describe('the turning points', () => {
  it('say they are getting ready, never "0 of 0", before the replays are counted, in all five languages', async () => {
    for (const lang of LANGUAGES) {
      await setLanguage(lang);
      const ready = reviewProgress(0, 0);
      expect(ready).toBe(t('review.preparing'));
      expect(ready).not.toMatch(/\d/);
      const working = reviewProgress(2, 6);
      expect(working).toContain('2');
      expect(working).toContain('6');
    }
  });

  it('show the city with the card the person placed on its ringed spot, and as it stood otherwise', () => {
    const before = [
      { id: 3, x: 0, y: 0 },
      { id: 9, x: 2, y: 0 },
    ];
    const place: Action = { type: 'take', seat: 0, card: 14, at: { x: 1, y: 2 } };
    const shown = turningCity(before, place);
    expect(shown.cards).toEqual([...before, { id: 14, x: 1, y: 2 }]);
    expect(shown.ring).toEqual({ id: 14, x: 1, y: 2 });
    expect(before).toHaveLength(2);
    for (const other of [
      { type: 'bid', seat: 0, card: 40 },
      { type: 'take', seat: 0, card: 60 },
    ] as Action[]) {
      expect(turningCity(before, other)).toEqual({ cards: before, ring: null });
    }
  });
});
