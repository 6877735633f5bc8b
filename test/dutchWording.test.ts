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

  it.each([
    'overwinningspunt',
    '(OP)',
    ' OP ',
    'verlicht',
    'uitstalling',
    'Beginscherm',
    'spelverslag',
    'logboek',
  ])('no longer says "%s"', (s) => {
    expect(saying(s)).toEqual([]);
  });

  it('takes a card with "pakken", never "nemen" (only the tab takeover and the board game’s money and parcels say nemen)', () => {
    const nemen = all.filter(
      ([k, v]) =>
        !/^board/.test(k) &&
        k !== 'notice.tabBusy' &&
        /(^|[^\p{L}])(neem|neemt|nemen|nam|genomen)([^\p{L}]|$)/iu.test(v),
    );
    expect(nemen.map(([k]) => k)).toEqual([]);
  });

  it('has a board game character chosen ("kiest"), not taken', () => {
    for (const k of ['boardPlay.log.chosen', 'boardPlay.you.chosen', 'boardReason.character'] as const)
      expect(nl[k]).toMatch(/kies/);
  });

  it('calls the board lesson’s highlighted spots "gemarkeerd"', () => {
    const lit = all.filter(([k, v]) => /^boardLesson\./.test(k) && /(verlicht|opgelicht)/.test(v));
    expect(lit.map(([k]) => k)).toEqual([]);
    expect(nl['boardLesson.step.start1']).toContain('gemarkeerde');
  });
});
