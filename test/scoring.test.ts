/** RULES 6 and 1.3: the 13 score lines, every character's VP and the rulebook's worked example. */
import { describe, expect, it } from 'vitest';
import { CHARACTERS, LINE_KEYS, parseCity, scoreCity } from '../src/cards/engine';
import type { CharacterName, CityGrid, LineKey, ScoreSheet } from '../src/cards/engine';
import { WORKED_EXAMPLE, WORKED_LINES } from './cityFixtures';

function city(rows: readonly string[]): CityGrid {
  const g = parseCity(rows);
  if (typeof g === 'string') throw new Error(g);
  return g;
}
function score(rows: readonly string[], characters: CharacterName[] = [], sold = 0): ScoreSheet {
  return scoreCity(city(rows), { characters, sold });
}
function line(rows: string[], key: LineKey, characters: CharacterName[] = []): number {
  return score(rows, characters).lines[key];
}
function vp(rows: string[], name: CharacterName, others: CharacterName[] = [], sold = 0): number {
  const sheet = score(rows, [name, ...others], sold);
  return sheet.characters.find((c) => c.name === name)?.vp ?? NaN;
}

describe('RULES 6: the sheet', () => {
  it('has the 13 lines in the order of RULES 6, and the total is their sum', () => {
    expect(LINE_KEYS).toEqual([
      'ranches',
      'mines',
      'drugstores',
      'banks',
      'saloons',
      'generalStoresAndCityHall',
      'ranchBonus',
      'mineBonus',
      'houseBonus',
      'hotels',
      'cityHall',
      'outlaws',
      'characters',
    ]);
    const sheet = score(['RmMHSX', 'DBTOGY', 'KCP.HM'], ['Teacher', 'Singer', 'Indian']);
    expect(Object.keys(sheet.lines)).toEqual([...LINE_KEYS]);
    expect(sheet.total).toBe(LINE_KEYS.reduce((a, k) => a + sheet.lines[k], 0));
  });

  it('scores an empty city 0 on every line', () => {
    const sheet = score([]);
    for (const k of LINE_KEYS) expect(sheet.lines[k], k).toBe(0);
    expect(sheet.total).toBe(0);
  });
});

describe('RULES 6 lines 1-6: adjacency (the 8 surrounding parcels)', () => {
  it('1 Ranches: 1 per adjacent empty parcel, per Ranch', () => {
    expect(line(['...', '.R.', '...'], 'ranches')).toBe(8);
    expect(line(['_..', '.R.', '..H'], 'ranches')).toBe(6);
    expect(line(['R.R'], 'ranches')).toBe(2);
    expect(line(['RR'], 'ranches')).toBe(0);
  });

  it('1 Ranches: Outlaws are empty only with the Sheriff or a Prison', () => {
    expect(line(['X..', '.R.', '...'], 'ranches')).toBe(7);
    expect(line(['X..', '.R.', '...'], 'ranches', ['Sheriff'])).toBe(8);
    expect(line(['X..', '.R.', '..P'], 'ranches')).toBe(7);
    expect(line(['X..', '.R.', '...', 'P..'], 'ranches')).toBe(8);
  });

  it('2 Mines: 2 per adjacent Mountain, per Mine (Mines are not Mountains)', () => {
    expect(line(['MMM', 'MmM', 'MMM'], 'mines')).toBe(16);
    expect(line(['mMm'], 'mines')).toBe(4);
    expect(line(['mm.', 'H.M'], 'mines')).toBe(2);
  });

  it('3 Drugstores: 1 per adjacent house unit (House 1, Townhouse 2, Hotel 2)', () => {
    expect(line(['HTO', '.D.', '...'], 'drugstores')).toBe(5);
    expect(line(['TTT', 'TDT', 'TTT'], 'drugstores')).toBe(16);
    expect(line(['D.H'], 'drugstores')).toBe(0);
  });

  it('4 Banks: 1 per adjacent house unit, per Bank', () => {
    expect(line(['HBH', 'BT.'], 'banks')).toBe(4 + 3);
    expect(line(['OOO', 'OBO', 'OOO'], 'banks')).toBe(16);
  });

  it('5 Saloons: 2 per adjacent house unit, per Saloon', () => {
    expect(line(['HSH', '...', '.S.'], 'saloons')).toBe(4);
    expect(line(['TTT', 'TST', 'TTT'], 'saloons')).toBe(32);
  });

  it('6 General Stores and City Hall: 1 per adjacent house unit, per such building', () => {
    expect(line(['HGT'], 'generalStoresAndCityHall')).toBe(3);
    expect(line(['HYT', 'G.O'], 'generalStoresAndCityHall')).toBe(5 + 1);
  });

  it('counts only visible parcels; `_` is neither empty nor anything else', () => {
    expect(line(['___', '_R_', '___'], 'ranches')).toBe(0);
    expect(line(['_B_'], 'banks')).toBe(0);
  });
});

describe('RULES 6 lines 7-12: counts in the whole city', () => {
  it('7 Ranch bonus: (Drugstores + Blacksmiths) x Ranches', () => {
    expect(line(['R..R', 'D..K', '....', 'R...'], 'ranchBonus')).toBe(2 * 3);
    expect(line(['R..D'], 'ranchBonus')).toBe(1);
    expect(line(['DDK'], 'ranchBonus')).toBe(0);
  });

  it('8 Mine bonus: (Banks + Blacksmiths) x Mines', () => {
    expect(line(['mmmm', 'BBK.'], 'mineBonus')).toBe(3 * 4);
    expect(line(['BBK.'], 'mineBonus')).toBe(0);
  });

  it('9 House bonus: (Churches + General Stores) x house units in the city', () => {
    expect(line(['CGH', 'TO.'], 'houseBonus')).toBe(2 * 5);
    expect(line(['C..', '...', 'HHT'], 'houseBonus')).toBe(4);
    expect(line(['HHT'], 'houseBonus')).toBe(0);
  });

  it('10 Hotels: 3 per Hotel', () => {
    expect(line(['O.O', '.O.'], 'hotels')).toBe(9);
  });

  it('11 City Hall: per City Hall, 1 per building of any kind, itself included', () => {
    expect(line(['Y'], 'cityHall')).toBe(1);
    expect(line(['YmRK', 'DBSO', 'GCPH', 'TMX.'], 'cityHall')).toBe(11);
    expect(line(['YY'], 'cityHall')).toBe(4);
  });

  it('12 Outlaws: -6 per visible Outlaws parcel, unless Sheriff or Prison', () => {
    expect(line(['X.X'], 'outlaws')).toBe(-12);
    expect(line(['X.X'], 'outlaws', ['Sheriff'])).toBe(0);
    expect(line(['X.XP'], 'outlaws')).toBe(0);
    expect(line(['X_X', '___', '__X'], 'outlaws')).toBe(-18);
  });
});

describe('RULES 1.3: victory points of each character', () => {
  const vpLess: CharacterName[] = ['Governor', 'Lawyer', 'Chinese Worker', 'Gunsmith', 'Mercenary'];
  it.each(vpLess)('%s scores nothing', (name) => {
    expect(vp(['HTO', 'RmD'], name)).toBe(0);
  });

  it('Heroes 6, Doctor 5, Captain 6, Paperboy 3, whatever the city', () => {
    for (const rows of [[], ['XX', 'TT']]) {
      expect(vp(rows, 'Heroes')).toBe(6);
      expect(vp(rows, 'Doctor')).toBe(5);
      expect(vp(rows, 'Captain')).toBe(6);
      expect(vp(rows, 'Paperboy')).toBe(3);
    }
  });

  it('Auctioneer: 7 per card sold', () => {
    for (const sold of [0, 1, 2, 3]) expect(vp(['..'], 'Auctioneer', [], sold)).toBe(7 * sold);
  });

  it('Singer: the VP of the highest-scoring Saloon', () => {
    expect(vp(['HSH', '...', '.S.'], 'Singer')).toBe(4);
    expect(vp(['HSH', '.T.', '.S.'], 'Singer')).toBe(8);
    expect(vp(['TST', '...', 'HSH'], 'Singer')).toBe(8);
    expect(vp(['HHH'], 'Singer')).toBe(0);
  });

  it('Indian: 1/2 per uncovered parcel of 64 (72 with the Captain), rounded up', () => {
    expect(vp([], 'Indian')).toBe(32);
    expect(vp(['..', '..'], 'Indian')).toBe(30);
    expect(vp(['...', '.._'], 'Indian')).toBe(30);
    expect(vp(['..._', '____'], 'Indian')).toBe(31);
    expect(vp(['..', '..'], 'Indian', ['Captain'])).toBe(34);
    expect(vp(['...'], 'Indian', ['Captain'])).toBe(35);
    expect(
      vp(
        Array.from({ length: 8 }, () => 'TTTTTTTT'),
        'Indian',
      ),
    ).toBe(0);
    expect(
      vp(
        Array.from({ length: 8 }, () => 'TTTTTTTT'),
        'Indian',
        ['Captain'],
      ),
    ).toBe(4);
  });

  it('Settler: 1 per empty parcel next to a Ranch, each parcel counted once', () => {
    expect(vp(['R.R'], 'Settler')).toBe(1);
    expect(vp(['...', '.R.', '...'], 'Settler')).toBe(8);
    expect(vp(['....', '.RR.', '....'], 'Settler')).toBe(10);
    expect(vp(['X.R'], 'Settler')).toBe(1);
    expect(vp(['X.R', 'P..'], 'Settler')).toBe(3);
    expect(vp(['.R', 'X.'], 'Settler', ['Sheriff'])).toBe(3);
  });

  it('Banker 4 per Bank, Cowboy 3 per Ranch, Grocer 4 per Drugstore', () => {
    expect(vp(['BB.B'], 'Banker')).toBe(12);
    expect(vp(['RR.R', 'R...'], 'Cowboy')).toBe(12);
    expect(vp(['D.D'], 'Grocer')).toBe(8);
  });

  it('Undertaker: 2 per character owned, itself included', () => {
    expect(vp([], 'Undertaker')).toBe(2);
    expect(vp([], 'Undertaker', ['Doctor', 'Singer', 'Governor'])).toBe(8);
  });

  it('Editor: 1 per $ character (itself included) + 4 per action character', () => {
    expect(vp([], 'Editor')).toBe(1);
    expect(vp([], 'Editor', ['Singer', 'Teacher'])).toBe(3);
    // Doctor, Heroes and Auctioneer are action characters even though they give VP.
    expect(vp([], 'Editor', ['Doctor', 'Heroes', 'Auctioneer', 'Governor'])).toBe(1 + 16);
    expect(vp([], 'Editor', ['Banker', 'Lawyer'])).toBe(2 + 4);
  });

  it('Prospector: 1 per Mountain and per Mine', () => {
    expect(vp(['MMm', '.mH'], 'Prospector')).toBe(4);
  });

  it('Sheriff: 3 per Prison; Outlaws cost nothing and count as empty', () => {
    expect(vp(['PXP'], 'Sheriff')).toBe(6);
    expect(vp(['X.'], 'Sheriff')).toBe(0);
    const sheet = score(['XR'], ['Sheriff']);
    expect(sheet.lines.outlaws).toBe(0);
    expect(sheet.lines.ranches).toBe(1);
  });

  it('Teacher: 1 per House, 2 per Townhouse and per Hotel', () => {
    expect(vp(['HTO', 'H.M'], 'Teacher')).toBe(6);
  });

  it('covers all 21 characters, each typed action or $ as in RULES 1.3', () => {
    const action = CHARACTERS.filter((c) => c.type === 'action').map((c) => c.name);
    expect(action.sort()).toEqual(
      [
        'Auctioneer',
        'Chinese Worker',
        'Doctor',
        'Governor',
        'Gunsmith',
        'Heroes',
        'Lawyer',
        'Mercenary',
      ].sort(),
    );
  });

  it('adds every character share into line 13, in the order given', () => {
    const names: CharacterName[] = ['Teacher', 'Heroes', 'Undertaker', 'Editor'];
    const sheet = score(['HT'], names);
    expect(sheet.characters).toEqual([
      { name: 'Teacher', vp: 3 },
      { name: 'Heroes', vp: 6 },
      { name: 'Undertaker', vp: 8 },
      { name: 'Editor', vp: 3 + 4 },
    ]);
    expect(sheet.lines.characters).toBe(3 + 6 + 8 + 7);
  });
});

describe('RULES 6: the worked example', () => {
  it('gives exactly the rulebook line totals, 109 in all', () => {
    const sheet = score(WORKED_EXAMPLE, ['Doctor', 'Teacher', 'Banker']);
    expect(sheet.lines).toEqual(WORKED_LINES);
    expect(Object.keys(sheet.lines)).toEqual(Object.keys(WORKED_LINES));
    expect(sheet.characters).toEqual([
      { name: 'Doctor', vp: 5 },
      { name: 'Teacher', vp: 14 },
      { name: 'Banker', vp: 8 },
    ]);
    expect(sheet.total).toBe(109);
  });

  it('fits in 8x8 and has a Prison, 2 Outlaws parcels and 14 house units, as in the rulebook', () => {
    expect(WORKED_EXAMPLE).toHaveLength(8);
    for (const r of WORKED_EXAMPLE) expect(r).toHaveLength(8);
    const all = [...WORKED_EXAMPLE.join('')];
    const n = (c: string): number => all.filter((x) => x === c).length;
    expect([n('P'), n('X')]).toEqual([1, 2]);
    expect(n('H') + 2 * n('T') + 2 * n('O')).toBe(14);
    // The four Mines score 10, 10, 4 and 4: a city holding just one Mine's neighbourhood shows it.
    const mines: number[] = [];
    WORKED_EXAMPLE.forEach((row, y) =>
      [...row].forEach((c, x) => {
        if (c !== 'm') return;
        const only = WORKED_EXAMPLE.map((r, yy) =>
          [...r].map((d, xx) => (d === 'm' && (xx !== x || yy !== y) ? '.' : d)).join(''),
        );
        mines.push(score(only).lines.mines);
      }),
    );
    expect(mines.sort((a, b) => b - a)).toEqual([10, 10, 4, 4]);
  });

  it('still makes 109 with the Lawyer too (the rulebook player holds it; it gives no VP)', () => {
    expect(score(WORKED_EXAMPLE, ['Doctor', 'Teacher', 'Banker', 'Lawyer']).total).toBe(109);
  });

  it('would lose 12 for its 2 Outlaws without the Prison', () => {
    const noPrison = WORKED_EXAMPLE.map((r) => r.replace('P', '.'));
    expect(score(noPrison, ['Doctor', 'Teacher', 'Banker']).lines.outlaws).toBe(-12);
  });
});
