/** The top bar's line for the person on the device: their own prompt is worded for them, in every language. */
import { afterAll, describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions, viewFor } from '../src/cards/engine';
import type { Action, GameState } from '../src/cards/engine';
import { LANGUAGES, setLanguage, t } from '../src/i18n';
import { abilityName, phaseText } from '../src/ui/logText';
import { tieStart } from './browser/langStates';
import { afterOwnBid } from './tieGame';

afterAll(async () => {
  await setLanguage('en');
});

/** The golden four-seat game at seat 0's Mercenary prompt after the bids are up, seat 0 a person. */
function atPrompt(): GameState {
  const save = JSON.parse(tieStart().record) as { setup: never; seed: number; actions: Action[] };
  const start = createGame(save.setup, save.seed);
  if (!start.ok) throw new Error(start.error);
  let s = start.state;
  const steps: Action[] = [...save.actions, { type: 'bid', seat: 0, card: tieStart().bid }];
  for (const a of steps) {
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error}`);
    s = r.state;
  }
  return s;
}

describe('the top bar at a prompt', () => {
  const state = atPrompt();
  const view = viewFor(state, 0);

  it('is at seat 0 prompt for the Mercenary', () => {
    expect(view.phase).toBe('after');
    expect(view.prompt?.seat).toBe(0);
    expect(legalActions(state, 0).some((a) => a.type === 'use')).toBe(true);
  });

  // "Du darf", "Tu può": the sentence for another player's name does not fit "You".
  it.each(LANGUAGES)('%s: speaks to the person, not of them by the name "You"', async (l) => {
    await setLanguage(l);
    expect(phaseText(view, 0, -1)).toBe(
      t('phase.afterMayYou', { character: abilityName('mercenary'), think: '' }),
    );
  });
});

describe('the top bar once the person has bid', () => {
  const view = viewFor(afterOwnBid(), 0);

  it('is in an auction that waits for another seat', () => {
    expect(view.phase).toBe('bidding');
    expect(view.seats[0]?.hasBid).toBe(true);
    expect(view.active.length).toBeGreaterThan(0);
  });

  it.each(LANGUAGES)('%s: says the bid is in and the others are still choosing', async (l) => {
    await setLanguage(l);
    expect(phaseText(view, 0, -1)).toBe(t('phase.biddingDone', { think: '' }));
    expect(phaseText(view, 0, -1)).not.toBe(t('phase.bidding', { think: '' }));
  });
});
