/** The table summary (D) tells every other seat's characters and city, next to the player's own, in each language. */
import { afterAll, describe, expect, it } from 'vitest';
import { characterDef, viewFor, viewScore } from '../src/cards/engine';
import type { GameState } from '../src/cards/engine';
import { LANGUAGES, loadLanguage, setLanguage, t } from '../src/i18n';
import { characterName } from '../src/i18n/names';
import { cityRows, describeTable } from '../src/ui/a11yModel';
import { autoplay, newGame, setupOf } from './helpers';

afterAll(async () => {
  await setLanguage('en');
});

/** Era I after six rounds: the other person has a city, the virtual players have kept cards, some have characters. */
function laterGame(): GameState {
  const s = newGame(setupOf(['real', 'real', 'novice', 'novice']), 11);
  return autoplay(s, (st) => st.round >= 7 && st.phase === 'bidding');
}

describe('the other seats in the table summary', () => {
  const state = laterGame();
  const view = viewFor(state, 0);

  it('plays a game where the others have something to tell', () => {
    expect(view.seats[1]?.city.length).toBeGreaterThan(0);
    expect(view.seats.slice(1).some((s) => s.characters.length > 0)).toBe(true);
  });

  for (const lang of LANGUAGES) {
    it(`names each other seat's characters and reads its city row by row, before the scores (${lang})`, async () => {
      await loadLanguage(lang);
      await setLanguage(lang);
      const lines = describeTable(view);
      const scores = lines.indexOf(t('a11y.scores'));
      const ownRows = cityRows(view, 0);
      const ownEnd = lines.indexOf(ownRows.at(-1) ?? '');
      expect(ownEnd).toBeGreaterThan(0);
      for (let i = 1; i < view.seats.length; i++) {
        const seat = view.seats[i];
        const name = view.setup.seats[i]?.name ?? '';
        if (!seat) continue;
        const names = seat.characters.map((c) => characterName(characterDef(c.id).name));
        const chars =
          names.length === 0
            ? t('a11y.seatCharactersEmpty', { name })
            : t('a11y.seatCharacters', { name, names: names.join(', ') });
        const at = lines.indexOf(chars);
        expect(at, chars).toBeGreaterThan(ownEnd);
        expect(at).toBeLessThan(scores);
        if (seat.city.length > 0) {
          const heading = t('a11y.seatCity', { name, count: seat.city.length, vp: viewScore(view, i) });
          const h = lines.indexOf(heading);
          expect(h, heading).toBeGreaterThan(ownEnd);
          // Another seat's rows come under its own heading, in order (rows of two cities may read alike).
          expect(lines.slice(h + 1, h + 1 + cityRows(view, i).length)).toEqual(cityRows(view, i));
        } else if (view.setup.seats[i]?.kind === 'virtual') {
          expect(lines).toContain(t('a11y.seatKept', { name, count: seat.kept.length }));
        }
      }
    });
  }
});
