/** A virtual player's score figure says what appeal is and how it scores, in every language (issue 27, item 32). */
import { afterAll, describe, expect, it } from 'vitest';
import { viewFor, viewScore } from '../src/cards/engine';
import { LANGUAGES, setLanguage } from '../src/i18n';
import { appealTip } from '../src/ui/texts';
import { tieGame } from './tieGame';

afterAll(async () => {
  await setLanguage('en');
});

describe("a virtual player's appeal", () => {
  const view = viewFor(tieGame(), 0);
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
