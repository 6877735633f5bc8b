/** The score sheet's explanations: cells to light, cards, ids, sentences, and the small city's geometry. */
import { beforeAll, describe, expect, it } from 'vitest';
import { breakdownCity, parseCity, seatBreakdown, viewFor } from '../src/cards/engine';
import type { CityGrid, SeatBreakdown, SeatCards } from '../src/cards/engine';
import {
  characterShares,
  explainCell,
  explainSeats,
  miniGeometry,
  parcelRect,
  parseScoreCellId,
  scoreCellId,
  scoreCells,
  virtualCards,
} from '../src/app/scoreExplain';
import type { Explanation } from '../src/app/scoreExplain';
import {
  explainLines,
  explainTitle,
  paperboyGainText,
  paperboyNotes,
  sharesShort,
  takenCardText,
  virtualHeading,
} from '../src/scenes/scoreExplainText';
import { loadLanguage, setLanguage } from '../src/i18n';
import { de } from '../src/i18n/de';
import { WORKED_EXAMPLE } from './cityFixtures';
import { charId, newGame, setupOf, terrainId } from './helpers';

function city(rows: readonly string[]): CityGrid {
  const g = parseCity(rows);
  if (typeof g === 'string') throw new Error(g);
  return g;
}

/** The worked example as a seat breakdown (no card ids: parcels only). */
function worked(): SeatBreakdown {
  const lines = breakdownCity(city(WORKED_EXAMPLE), { characters: ['Doctor', 'Teacher', 'Banker'], sold: 0 });
  const ids = [charId('Doctor'), charId('Teacher'), charId('Banker')];
  return {
    virtual: false,
    lines: lines.map((l) => ({ ...l, cards: l.line === 'characters' ? ids : [] })),
    total: 109,
  };
}

function explained(seats: SeatBreakdown[], seat: number, line: Explanation['line']): Explanation {
  const e = explainCell(seats, { seat, line });
  if (!e) throw new Error('no explanation');
  return e;
}

beforeAll(async () => {
  await loadLanguage('en');
});

describe('explaining a cell', () => {
  const virtual: SeatBreakdown = { virtual: true, cards: [{ id: charId('Banker'), appeal: 5 }], total: 5 };
  const seats = [worked(), virtual];

  it('lights the Mines and their Mountains, the Mines drawn stronger', () => {
    const e = explained(seats, 0, 'mines');
    expect(e.value).toBe(28);
    expect(e.scorers).toHaveLength(4);
    for (const p of e.scorers) expect(WORKED_EXAMPLE[p.y]?.[p.x]).toBe('m');
    const lit = e.cells.map((p) => WORKED_EXAMPLE[p.y]?.[p.x]);
    expect(new Set(lit)).toEqual(new Set(['m', 'M']));
    // 14 Mountains are counted (5 + 5 + 2 + 2), 11 distinct: three of them border two Mines.
    expect(lit.filter((c) => c === 'M').length).toBe(11);
  });

  it('says how each Mine scores, best first, in plain sentences', () => {
    const e = explained(seats, 0, 'mines');
    expect(explainTitle(e, 'Ada')).toBe('Mines · Ada: 28 VP');
    expect(explainLines(e)).toEqual([
      'Mine: 5 Mountains × 2 = 10',
      'Mine: 5 Mountains × 2 = 10',
      'Mine: 2 Mountains × 2 = 4',
      'Mine: 2 Mountains × 2 = 4',
    ]);
  });

  it('explains the bonuses, the Prison and the characters of the worked example', () => {
    expect(explainLines(explained(seats, 0, 'ranchBonus'))).toEqual([
      '(1 Drugstore + 0 Blacksmiths) × 1 Ranch = 1',
    ]);
    expect(explainLines(explained(seats, 0, 'mineBonus'))).toEqual([
      '(2 Banks + 0 Blacksmiths) × 4 Mines = 8',
    ]);
    expect(explainLines(explained(seats, 0, 'outlaws'))).toEqual([
      '2 Outlaws parcels, costing nothing: Prison.',
    ]);
    expect(explainLines(explained(seats, 0, 'hotels'))).toEqual(['2 Hotels × 3 = 6']);
    expect(explainLines(explained(seats, 0, 'houseBonus'))).toEqual([
      '(0 Churches + 0 General Stores) × 14 house units = 0',
      'House units: 4 Houses + 3 Townhouses × 2 + 2 Hotels × 2 = 14 (a Townhouse or a Hotel counts 2)',
    ]);
    expect(explainLines(explained(seats, 0, 'cityHall'))).toEqual([
      'Nothing in this city scores on this line.',
    ]);
    const chars = explained(seats, 0, 'characters');
    expect(explainLines(chars)).toEqual([
      'Teacher: 4 Houses × 1 + 3 Townhouses × 2 + 2 Hotels × 2 = 14',
      'Banker: 2 Banks × 4 = 8',
      'Doctor: 5 VP = 5',
    ]);
    expect(chars.cards).toEqual([charId('Doctor'), charId('Teacher'), charId('Banker')]);
  });

  it('says what a house unit is, and lights the Church and each house-unit parcel once (issue 27, 33)', () => {
    // 1 Church; 9 Houses and 4 Townhouses: 13 parcels, 17 house units.
    const rows = ['HHHHH', 'HHHHT', 'TTTC.'];
    const lines = breakdownCity(city(rows), { characters: [], sold: 0 });
    const b: SeatBreakdown = { virtual: false, lines: lines.map((l) => ({ ...l, cards: [] })), total: 17 };
    const e = explained([b], 0, 'houseBonus');
    expect(e.value).toBe(17);
    const lit = e.cells.map((p) => rows[p.y]?.[p.x]);
    expect(lit.filter((c) => c === 'C')).toHaveLength(1);
    expect(lit.filter((c) => c === 'H')).toHaveLength(9);
    expect(lit.filter((c) => c === 'T')).toHaveLength(4);
    expect(lit).toHaveLength(14);
    const units = lit.reduce((n, c) => n + (c === 'H' ? 1 : c === 'T' || c === 'O' ? 2 : 0), 0);
    expect(units).toBe(17);
    expect(explainLines(e)).toEqual([
      '(1 Church + 0 General Stores) × 17 house units = 17',
      'House units: 9 Houses + 4 Townhouses × 2 = 17 (a Townhouse or a Hotel counts 2)',
    ]);
  });

  it('cuts long lists with how many more', () => {
    const e = explained(seats, 0, 'mines');
    expect(explainLines(e, 3)).toEqual([
      'Mine: 5 Mountains × 2 = 10',
      'Mine: 5 Mountains × 2 = 10',
      'and 2 more',
    ]);
  });

  it('has nothing to explain on a virtual seat or past the seats', () => {
    expect(explainCell(seats, { seat: 1, line: 'mines' })).toBeNull();
    expect(explainCell(seats, { seat: 5, line: 'mines' })).toBeNull();
  });

  it('lists the cells of the real seats only, with ids that read back', () => {
    const cells = scoreCells(seats);
    expect(cells).toHaveLength(13);
    expect(cells.every((c) => c.seat === 0)).toBe(true);
    for (const c of cells) expect(parseScoreCellId(scoreCellId(c))).toEqual(c);
    expect(scoreCellId({ seat: 2, line: 'houseBonus' })).toBe('score:2:houseBonus');
    expect(parseScoreCellId('score:1:nope')).toBeNull();
    expect(parseScoreCellId('button:x')).toBeNull();
  });

  it('gives character shares highest first with their cards', () => {
    expect(characterShares(seats[0] as SeatBreakdown)).toEqual([
      { id: charId('Teacher'), name: 'Teacher', vp: 14 },
      { id: charId('Banker'), name: 'Banker', vp: 8 },
      { id: charId('Doctor'), name: 'Doctor', vp: 5 },
    ]);
    expect(characterShares(virtual)).toEqual([]);
  });
});

describe('a virtual seat', () => {
  it('lists the cards it took, highest appeal first, with their appeal', () => {
    const cards: SeatCards = {
      virtual: true,
      city: [],
      characters: [],
      sold: 0,
      taken: [terrainId('R...'), charId('Teacher'), terrainId('m..M')],
    };
    const b = seatBreakdown(cards);
    const list = virtualCards(b);
    expect(list.map((c) => c.appeal)).toEqual([7, 6, 6]);
    expect(list.reduce((a, c) => a + c.appeal, 0)).toBe(b.total);
    expect(list.map((c) => takenCardText(c.id, c.appeal))).toEqual([
      'Mine, Mountain · 7',
      'Ranch · 6',
      'Teacher · 6',
    ]);
    expect(virtualHeading(3, 19)).toBe('3 cards taken: 19 VP');
    expect(virtualHeading(1, 6)).toBe('1 card taken: 6 VP');
    expect(virtualHeading(18, 117, true)).toBe('18\ncards');
  });

  it('comes from a view like the real seats', () => {
    const s = newGame(setupOf(['real', 'novice', 'real', 'expert']));
    const seats = explainSeats(viewFor(s, 0));
    expect(seats.map((b) => b.virtual)).toEqual([false, true, false, true]);
  });
});

describe('the small city picture', () => {
  it('fits at least 8 parcels across and centres the city like miniCity', () => {
    const g = miniGeometry(
      [
        { x: 0, y: 0 },
        { x: 1, y: 1 },
      ],
      300,
    );
    expect(g.cell).toBe(Math.floor(292 / 8));
    expect(parcelRect(g, { x: 0, y: 0 })).toEqual({
      x: Math.round(-1.5 * g.cell),
      y: Math.round(-1.5 * g.cell),
      w: g.cell,
      h: g.cell,
    });
    expect(parcelRect(g, { x: 2, y: 1 }).x - parcelRect(g, { x: 0, y: 1 }).x).toBe(2 * g.cell);
    const wide = miniGeometry(
      [
        { x: -4, y: 0 },
        { x: 6, y: 0 },
      ],
      300,
    );
    expect(wide.cell).toBe(Math.floor(292 / 12));
    expect(parcelRect(wide, { x: -4, y: 0 }).x).toBe(-6 * wide.cell);
  });
});

describe('short texts', () => {
  it('shortens character shares to the best ones and how many more', () => {
    const best = [
      { name: 'Indian', vp: 23 },
      { name: 'Editor', vp: 22 },
      { name: 'Lawyer', vp: 0 },
    ] as const;
    expect(sharesShort(best, 2)).toBe('Indian\u00a023\u00a0· Editor\u00a022\u00a0· and\u00a01\u00a0more');
  });

  it('names the characters of shortened shares in the language of the moment', async () => {
    const best = [
      { name: 'Indian', vp: 23 },
      { name: 'Undertaker', vp: 22 },
      { name: 'Lawyer', vp: 0 },
    ] as const;
    await setLanguage('de');
    try {
      expect(sharesShort(best, 2)).toBe(
        `${de['character.indian']}\u00a023\u00a0· ${de['character.undertaker']}\u00a022\u00a0· und\u00a01\u00a0weitere`,
      );
    } finally {
      await setLanguage('en');
    }
  });

  it("notes the Paperboy's candidates with the VP they add, from the viewer's view", () => {
    const s = newGame(setupOf(['real', 'real', 'real', 'real']));
    const view = viewFor(s, 0);
    expect(paperboyNotes(view, 0, [charId('Heroes'), charId('Governor'), charId('Undertaker')])).toEqual([
      '+6 VP',
      '+0 VP',
      '+2 VP',
    ]);
    expect(paperboyNotes(null, 0, [charId('Heroes')])).toEqual([]);
    expect(paperboyGainText(-3)).toBe('−3 VP');
  });
});
