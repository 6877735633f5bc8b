/** The replay speaks to the one person named You ("you choose", never "You chooses"), and bot reasons never call a seat "its". */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions, viewFor } from '../src/cards/engine';
import type { Action, GameSetup, GameState } from '../src/cards/engine';
import { LANGUAGES, loadLanguage, setLanguage, t } from '../src/i18n';
import { en } from '../src/i18n/en';
import { phaseText, silentActionLine } from '../src/ui/logText';

beforeAll(async () => {
  for (const l of LANGUAGES) await loadLanguage(l);
});
afterAll(async () => {
  await setLanguage('en');
});

const setupWith = (you: string): GameSetup => ({
  seats: [
    { kind: 'real', name: you, suit: 'star', controller: 'human' },
    { kind: 'real', name: 'Annie', suit: 'hat', controller: 'easy' },
    { kind: 'virtual', name: 'Cy', suit: 'cactus', strength: 'novice' },
    { kind: 'virtual', name: 'Di', suit: 'boot', strength: 'novice' },
  ],
});

/** The game played on (first legal action each time) until seat 0 is the taker. */
function atYourTake(setup: GameSetup): GameState {
  const r = createGame(setup, 8);
  if (!r.ok) throw new Error(r.error);
  let s = r.state;
  for (let i = 0; i < 200 && !(s.phase === 'taking' && viewFor(s, -1).taker === 0); i++) {
    const seat = [0, 1, 2, 3].find((k) => legalActions(s, k).length > 0) ?? 0;
    const next = applyAction(s, legalActions(s, seat)[0] as Action);
    if (!next.ok) throw new Error(next.error);
    s = next.state;
  }
  return s;
}

describe('the replay of a solo game', () => {
  it.each(LANGUAGES)('%s: the top bar says "you choose" for the person named You', async (l) => {
    await setLanguage(l);
    const s = atYourTake(setupWith(t('setup.you')));
    const text = phaseText(viewFor(s, -1), -1, -1);
    const n = viewFor(s, -1).takeOrder.length;
    const at = viewFor(s, -1).takeIndex + 1;
    expect(text).toBe(t('phase.takingYou', { at, of: n, think: '' }));
  });

  it('names everyone else in the third person', async () => {
    await setLanguage('en');
    const s = atYourTake(setupWith('Ann'));
    expect(phaseText(viewFor(s, -1), -1, -1)).toMatch(/^Taking cards: Ann chooses/);
  });

  it('words a secret bid or a pass of the person in the second person', async () => {
    await setLanguage('en');
    const you = setupWith('You');
    expect(silentActionLine(you, { type: 'bid', seat: 0, card: 1 }).text).toBe('You choose a secret bid.');
    expect(silentActionLine(you, { type: 'bid', seat: 1, card: 1 }).text).toBe('Annie chooses a secret bid.');
    expect(silentActionLine(you, { type: 'pass', seat: 0 } as Action).text).toBe('You pass.');
  });
});

describe('bot reasons', () => {
  it('never call the bot, a named seat, "its" (as in "saves its high cards")', () => {
    for (const [key, text] of Object.entries(en))
      if (key.startsWith('reason.')) expect(String(text), key).not.toMatch(/\bits\b/);
  });

  it('of the board game never call the bot "its" either (as in "its last cowboy")', () => {
    for (const [key, text] of Object.entries(en))
      if (key.startsWith('boardReason.') || key.startsWith('boardAnswer.'))
        expect(JSON.stringify(text), key).not.toMatch(/\bits\b/);
  });
});
