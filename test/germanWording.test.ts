/** The German wording the phone review of issue 27 found wrong or odd, checked against the catalogue as a whole. */
import { describe, expect, it } from 'vitest';
import { de } from '../src/i18n/de';

const all = Object.entries(de).map(([k, v]) => [k, JSON.stringify(v)] as const);
const saying = (s: string): string[] => all.filter(([, v]) => v.includes(s)).map(([k]) => k);

describe('German wording', () => {
  it.each([
    'einen Berg nur ein Berg',
    '{name} ist eine Wertungsperson: im',
    'sind eine Aktionsperson',
    "'Nimm {name}.",
    'Rundenzähler und zu,',
    'Zeit zu bieten',
    'jede Karte gilt nur einmal pro Epoche',
    'diese Lektion nimmt',
    'Versteigerung',
    'das leuchtende Feld',
    'Seed',
    'Deal des Tages',
    'General Stores & Rathaus',
    'Solo (Regel)',
  ])('no longer says "%s"', (s) => {
    expect(saying(s)).toEqual([]);
  });

  it('says who may cover what the way the rule is: anything on empty land, like on like', () => {
    expect(de['tutorial.step.cover']).toContain(
      'Leeres Land darf von allem bedeckt werden, ein Berg nur von einem Berg, ein Gebäude nur von demselben Gebäude und ein Wohnhaus von einem Wohnhaus oder Stadthaus.',
    );
  });

  it('names the buttons that lead to the title as the main menu, not "Titel"', () => {
    expect([de['common.title'], de['tutorial.toTitle']]).toEqual(['Hauptmenü', 'Hauptmenü']);
    expect(de['tutorial.step.takeHeroes']).toMatch(/^Nimm die \{name\}\./);
  });

  it('calls a parcel "Parzelle" (as the rulebook does) and a spot "Platz", never "Feld", outside the score pad and the board game', () => {
    // The score pad's grid cells and the seat panel (table.backHint) are other things, and the board game has its own words.
    const feld = all.filter(
      ([k, v]) => !/^(pad|board)/.test(k) && k !== 'table.backHint' && /(^|[^\p{L}])Feld/u.test(v),
    );
    expect(feld.map(([k]) => k)).toEqual([]);
  });
});
