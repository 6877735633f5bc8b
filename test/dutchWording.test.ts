/** The Dutch wording the whole read of issue 27 found wrong or odd, checked against the catalogue as a whole. */
import { describe, expect, it } from 'vitest';
import { nl } from '../src/i18n/nl';

const all = Object.entries(nl).map(([k, v]) => [k, JSON.stringify(v)] as const);
const saying = (s: string): string[] => all.filter(([, v]) => v.includes(s)).map(([k]) => k);

describe('Dutch wording', () => {
  it.each(['Zaad', 'zaad', 'Startscherm', 'startscherm', 'Titel', 'op zijn kant', 'Kenner', 'Handige tip'])(
    'no longer says "%s"',
    (s) => {
      expect(saying(s)).toEqual([]);
    },
  );

  it('says an action character is used once per era, not once per round', () => {
    expect(nl['tutorial.step.action']).toContain('één keer per tijdperk');
  });

  it('calls a parcel "perceel" in the score pad, the score explanation and the spots, never "vak"', () => {
    const vak = all.filter(
      ([k, v]) => /^(pad|explain|a11y)\./.test(k) && /(^|[^\p{L}])[Vv]ak(ken)?([^\p{L}]|$)/u.test(v),
    );
    expect(vak.map(([k]) => k)).toEqual([]);
  });
});
