/** A virtual player's score figure says what appeal is and how it scores, in every language (issue 27, item 32). */
import { afterAll, describe, expect, it } from 'vitest';
import { applyAction, createGame, viewFor, viewScore } from '../src/cards/engine';
import type { Action, GameState } from '../src/cards/engine';
import { LANGUAGES, setLanguage } from '../src/i18n';
import { appealTip } from '../src/ui/texts';
import { tieStart } from './browser/langStates';

afterAll(async () => {
  await setLanguage('en');
});

/** The golden four-seat game after its saved moves (virtual seats have taken cards by then). */
function played(): GameState {
  const save = JSON.parse(tieStart().record) as { setup: never; seed: number; actions: Action[] };
  const start = createGame(save.setup, save.seed);
  if (!start.ok) throw new Error(start.error);
  let s = start.state;
  for (const a of save.actions) {
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error}`);
    s = r.state;
  }
  return s;
}

describe("a virtual player's appeal", () => {
  const view = viewFor(played(), 0);
  const virtual = view.setup.seats.flatMap((s, i) => (s.kind === 'virtual' ? [i] : []));
  const real = view.setup.seats.flatMap((s, i) => (s.kind === 'real' ? [i] : []));

  it('is explained on its figure, with its name and sum, in all five languages; a real seat has no such tip', async () => {
    expect(virtual.length).toBeGreaterThan(0);
    expect(real.length).toBeGreaterThan(0);
    const seen = new Set<string>();
    for (const lang of LANGUAGES) {
      await setLanguage(lang);
      for (const seat of virtual) {
        const tip = appealTip(view, seat) ?? '';
        expect(tip).toContain(view.setup.seats[seat]?.name ?? '?');
        expect(tip).toContain(String(viewScore(view, seat)));
        expect(tip.split('\n').length).toBe(2);
        seen.add(tip);
      }
      for (const seat of real) expect(appealTip(view, seat)).toBeNull();
    }
    expect(seen.size).toBe(LANGUAGES.length * virtual.length);
    expect(virtual.some((seat) => viewScore(view, seat) > 0)).toBe(true);
  });
});
