/** After the lesson refuses a spot, the card stays chosen so the spot its note calls glowing is a target again (issue 27). */
import { beforeAll, describe, expect, it } from 'vitest';
import { legalActions } from '../src/cards/engine';
import type { Action } from '../src/cards/engine';
import type { TextStore } from '../src/app/tutorial/progress';
import { DEAL, TUTORIAL_STEPS } from '../src/app/tutorial/script';
import type { StepId } from '../src/app/tutorial/script';
import { whyText } from '../src/app/tutorial/text';
import { Tutorial } from '../src/app/tutorial/tutorial';
import { loadLanguage } from '../src/i18n';

beforeAll(() => loadLanguage('en'));

/** The lesson opened at a step, its progress held in memory. */
function openAt(id: StepId): Tutorial {
  let text: string | null = JSON.stringify({
    step: TUTORIAL_STEPS.findIndex((s) => s.id === id),
    done: false,
  });
  const store: TextStore = { read: () => text, write: (x) => void (text = x) };
  const tut = Tutorial.open('You', store);
  expect(tut.step.id).toBe(id);
  return tut;
}

describe('a refused move in the lesson', () => {
  it('keeps the card chosen after a wrong spot, so the spot the note calls glowing is shown again', () => {
    let refused = 0;
    for (const step of TUTORIAL_STEPS) {
      if (step.action?.type !== 'take' || !step.action.at) continue;
      const tut = openAt(step.id);
      const want = step.action;
      const made = tut.session.actions.length;
      const spots = legalActions(tut.session.state, 0).filter(
        (a): a is Extract<Action, { type: 'take' }> => a.type === 'take' && a.card === want.card && !!a.at,
      );
      // The lesson's spot is one the chosen card offers: it glows once the card is chosen.
      expect(spots.some((a) => a.at?.x === want.at?.x && a.at?.y === want.at?.y)).toBe(true);
      for (const a of spots) {
        if (a.at?.x === want.at?.x && a.at?.y === want.at?.y) continue;
        const why = tut.gate(a);
        expect(why, `${step.id} ${JSON.stringify(a.at)}`).not.toBeNull();
        if (!why) continue;
        refused++;
        expect(tut.keep(why), `${step.id} ${JSON.stringify(a.at)}`).toBe(want.card);
        expect(whyText(why)).not.toBe('');
      }
      expect(tut.session.actions).toHaveLength(made);
    }
    expect(refused).toBeGreaterThan(0);
  });

  it('picks nothing again after another card or bid: the wanted card itself glows in the offer', () => {
    const cover = openAt('cover');
    const other = cover.gate({ type: 'take', seat: 0, card: DEAL.firstCard, at: { x: -1, y: 0 } });
    expect(other).toEqual({ code: 'otherCard', want: DEAL.ranchCard });
    if (other) expect(cover.keep(other)).toBeNull();
    const bid = openAt('bid');
    const why = bid.gate({ type: 'bid', seat: 0, card: DEAL.bid9 });
    expect(why).not.toBeNull();
    if (why) expect(bid.keep(why)).toBeNull();
  });
});
