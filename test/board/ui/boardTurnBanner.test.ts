/**
 * Whose turn the board table's banner and the screen reader name: the one person at the device is spoken to without
 * their name in front ("Du bist dran", never "Du, du bist dran"); in pass-and-play the person due is named.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { BoardSession } from '../../../src/app/board/boardSession';
import type { BoardSeatConfig } from '../../../src/app/board/boardSession';
import { boardA11ySource } from '../../../src/app/boardA11y';
import { boardScreen } from '../../../src/app/boardScreen';
import { BoardTurn } from '../../../src/app/boardTurn';
import { LANGUAGES, setLanguage, t } from '../../../src/i18n';
import { turnLine } from '../../../src/ui/board/boardA11y';

/** A fresh game of these seats (name and level; a null level is a person at the device). */
function session(seats: readonly [string, BoardSeatConfig['bot']][]): BoardSession {
  const r = BoardSession.create(
    { players: seats.length },
    7,
    seats.map(([name, bot], colour) => ({ name, colour, bot })),
  );
  if (!r.ok) throw new Error(r.error);
  return r.session;
}

/** The banner and the screen reader's turn line of a session. */
function turnWords(s: BoardSession): { banner: string; spoken: string } {
  return {
    banner: boardScreen(s, new BoardTurn(), false).bar.headline.text,
    spoken: turnLine(boardA11ySource(s)),
  };
}

/** How often `word` stands in `text` as a word of its own, in any case. */
const count = (text: string, word: string): number =>
  text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w === word.toLowerCase()).length;

afterAll(async () => {
  await setLanguage('en');
});

describe('the turn banner', () => {
  it('speaks to the one person at the device once, in German without the doubled "Du, du"', async () => {
    await setLanguage('de');
    const s = session([
      ['Du', null],
      ['Anton', 'easy'],
      ['Berta', 'easy'],
    ]);
    // Seat 0 chooses the first character (BOARD 3.1).
    expect(s.activeSeat()).toBe(0);
    const { banner, spoken } = turnWords(s);
    expect(banner).toBe('Du bist dran');
    expect(spoken).toMatch(/^Du bist dran: ./);
  });

  it('in every language, names nobody twice when the person kept the default name', async () => {
    for (const lang of LANGUAGES) {
      await setLanguage(lang);
      const you = t('setup.you');
      const s = session([
        [you, null],
        ['Zed', 'easy'],
        ['Quinn', 'easy'],
      ]);
      const { banner, spoken } = turnWords(s);
      expect(count(banner, you), `${lang}: ${banner}`).toBeLessThanOrEqual(1);
      expect(count(spoken, you), `${lang}: ${spoken}`).toBeLessThanOrEqual(1);
      expect(banner, lang).not.toContain(',');
      // Another person's name never turns up on the person's own turn.
      expect(count(banner, 'Zed') + count(banner, 'Quinn'), lang).toBe(0);
    }
  });

  it('in pass-and-play names the person due instead of speaking to them', async () => {
    await setLanguage('en');
    const s = session([
      ['Ann', null],
      ['Bea', null],
      ['Cid', 'easy'],
    ]);
    const { banner, spoken } = turnWords(s);
    expect(banner).toBe("Ann's turn");
    expect(spoken).toMatch(/^Ann's turn: ./);
    await setLanguage('de');
    expect(turnWords(s).banner).toBe('Ann ist dran');
  });
});
