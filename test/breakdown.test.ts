/** RULES 5, 6: the explained score sheet (parts, parcels, cards) and the Paperboy's preview. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  LINE_KEYS,
  activeSeats,
  applyAction,
  breakdownCity,
  characterDef,
  createGame,
  isCharacter,
  legalActions,
  paperboyPreview,
  parseCity,
  scoreCity,
  scoreSeat,
  seatBreakdown,
  seatTotal,
  stateSeatCards,
  topCardAt,
  viewFor,
  viewSeatCards,
} from '../src/cards/engine';
import type {
  Action,
  CharacterName,
  CityBreakdown,
  CityGrid,
  LineKey,
  Pos,
  ScorePart,
} from '../src/cards/engine';
import { WORKED_EXAMPLE, WORKED_LINES } from './cityFixtures';
import { charId, rand, setupOf, terrainId } from './helpers';
import type { Kind } from './helpers';

function city(rows: readonly string[]): CityGrid {
  const g = parseCity(rows);
  if (typeof g === 'string') throw new Error(g);
  return g;
}
const key = (ps: readonly Pos[]): string[] => ps.map((p) => `${p.x},${p.y}`).sort();
const termSum = (p: ScorePart): number => p.terms.reduce((a, t) => a + t.count * t.per, 0);
function lineOf(b: CityBreakdown, k: LineKey): CityBreakdown[number] {
  const l = b.find((x) => x.line === k);
  if (!l) throw new Error(k);
  return l;
}

/** Every line's parts sum to the line, each part is its terms rounded up, and the values match `scoreCity`. */
function expectConsistent(b: CityBreakdown, lines: Record<LineKey, number>): void {
  expect(b.map((l) => l.line)).toEqual([...LINE_KEYS]);
  for (const l of b) {
    expect(l.value, l.line).toBe(lines[l.line]);
    expect(
      l.parts.reduce((a, p) => a + p.vp, 0),
      l.line,
    ).toBe(l.value);
    for (const p of l.parts) expect(p.vp, l.line).toBe(termSum(p) === 0 ? 0 : Math.ceil(termSum(p)));
  }
}

describe('RULES 6: the worked example explained', () => {
  const chars: CharacterName[] = ['Doctor', 'Teacher', 'Banker'];
  const b = breakdownCity(city(WORKED_EXAMPLE), { characters: chars, sold: 0 });

  it('sums to each rulebook line, 109 in all', () => {
    expectConsistent(b, WORKED_LINES);
    expect(b.reduce((a, l) => a + l.value, 0)).toBe(109);
  });

  it('line 1: the one Ranch at (1,3) and its 6 empty neighbours', () => {
    const l = lineOf(b, 'ranches');
    expect(l.parts).toHaveLength(1);
    expect(l.parts[0]?.at).toEqual({ x: 1, y: 3 });
    expect(l.parts[0]?.terms).toEqual([{ count: 6, per: 1, what: 'empty' }]);
    expect(key(l.parts[0]?.cells ?? [])).toEqual(key(['0,2', '1,2', '2,2', '0,3', '0,4', '2,4'].map(toPos)));
    expect(key(l.cells)).toEqual(key(['1,3', '0,2', '1,2', '2,2', '0,3', '0,4', '2,4'].map(toPos)));
  });

  it('line 2: four Mines worth 10, 10, 4 and 4, 2 VP per Mountain', () => {
    const l = lineOf(b, 'mines');
    expect(l.parts.map((p) => p.vp).sort((x, y) => y - x)).toEqual([10, 10, 4, 4]);
    for (const p of l.parts) {
      expect(p.content).toBe('m');
      expect(p.terms[0]?.per).toBe(2);
      expect(p.cells).toHaveLength(p.terms[0]?.count ?? -1);
      for (const c of p.cells) expect(WORKED_EXAMPLE[c.y]?.[c.x]).toBe('M');
    }
  });

  it('lines 3-5: the Drugstore counts its Townhouse, the Banks 8 and 7, the Saloon 8 house units', () => {
    const drug = lineOf(b, 'drugstores');
    expect(drug.parts.map((p) => [p.at, p.terms, key(p.cells)])).toEqual([
      [{ x: 3, y: 6 }, [{ count: 2, per: 1, what: 'houseUnit' }], ['4,5']],
    ]);
    const banks = lineOf(b, 'banks');
    expect(banks.parts.map((p) => [p.at, p.vp])).toEqual([
      [{ x: 6, y: 4 }, 8],
      [{ x: 4, y: 6 }, 7],
    ]);
    expect(key(banks.parts[0]?.cells ?? [])).toEqual(key(['7,3', '7,4', '5,5', '6,5', '7,5'].map(toPos)));
    const saloon = lineOf(b, 'saloons');
    expect(saloon.parts[0]?.terms).toEqual([{ count: 8, per: 2, what: 'houseUnit' }]);
    expect(key(saloon.parts[0]?.cells ?? [])).toEqual(
      key(['5,5', '6,5', '7,5', '5,6', '5,7', '6,7'].map(toPos)),
    );
  });

  it('lines 7, 8, 10: bonuses count the whole city', () => {
    expect(lineOf(b, 'ranchBonus').parts[0]?.terms).toEqual([
      { count: 1, per: 1, what: 'drugstore' },
      { count: 0, per: 1, what: 'blacksmith' },
    ]);
    expect(key(lineOf(b, 'ranchBonus').cells)).toEqual(key(['1,3', '3,6'].map(toPos)));
    expect(lineOf(b, 'mineBonus').parts[0]?.terms).toEqual([
      { count: 2, per: 4, what: 'bank' },
      { count: 0, per: 4, what: 'blacksmith' },
    ]);
    expect(key(lineOf(b, 'hotels').cells)).toEqual(key(['7,3', '7,4'].map(toPos)));
  });

  it('line 12: the 2 Outlaws cost nothing because of the Prison', () => {
    const l = lineOf(b, 'outlaws');
    expect(l.excusedBy).toBe('Prison');
    expect(l.parts[0]?.terms).toEqual([{ count: 2, per: 0, what: 'outlaws' }]);
    expect(key(l.cells)).toEqual(key(['7,0', '3,2', '1,6'].map(toPos)));
  });

  it('line 13: Doctor 5, Teacher 4 Houses + 3 Townhouses + 2 Hotels, Banker 2 Banks', () => {
    const l = lineOf(b, 'characters');
    expect(l.parts.map((p) => [p.character, p.vp])).toEqual([
      ['Doctor', 5],
      ['Teacher', 14],
      ['Banker', 8],
    ]);
    expect(l.parts[1]?.terms).toEqual([
      { count: 4, per: 1, what: 'house' },
      { count: 3, per: 2, what: 'townhouse' },
      { count: 2, per: 2, what: 'hotel' },
    ]);
    expect(l.parts[1]?.cells).toHaveLength(9);
    expect(key(l.parts[2]?.cells ?? [])).toEqual(key(['6,4', '4,6'].map(toPos)));
  });
});

function toPos(s: string): Pos {
  const [x, y] = s.split(',').map(Number);
  return { x: x ?? NaN, y: y ?? NaN };
}

describe('explained sheets of small cities', () => {
  const cases: [string[], CharacterName[], number][] = [
    [['RmMHSX', 'DBTOGY', 'KCP.HM'], ['Teacher', 'Singer', 'Indian'], 0],
    [['X.X', '.R.', 'HSH'], ['Settler', 'Editor', 'Undertaker', 'Lawyer', 'Prospector'], 0],
    [['...'], ['Indian', 'Captain', 'Auctioneer', 'Cowboy', 'Grocer', 'Sheriff'], 2],
    [['YY', 'BH'], ['Heroes', 'Paperboy'], 0],
  ];
  it.each(cases)('%j with %j sums to scoreCity line by line', (rows, characters, sold) => {
    const g = city(rows);
    expectConsistent(breakdownCity(g, { characters, sold }), scoreCity(g, { characters, sold }).lines);
  });

  it('the Indian counts halves of uncovered parcels, rounded up', () => {
    const l = lineOf(breakdownCity(city(['...']), { characters: ['Indian'], sold: 0 }), 'characters');
    expect(l.parts[0]?.terms).toEqual([{ count: 61, per: 0.5, what: 'uncovered' }]);
    expect(l.parts[0]?.vp).toBe(31);
  });

  it('the Singer points at the best Saloon and its houses', () => {
    const l = lineOf(
      breakdownCity(city(['HSH', '...', '.S.']), { characters: ['Singer'], sold: 0 }),
      'characters',
    );
    expect(l.parts[0]?.at).toEqual({ x: 1, y: 0 });
    expect(key(l.parts[0]?.cells ?? [])).toEqual(['0,0', '2,0']);
  });

  it('Outlaws cost 6 each without Sheriff or Prison; the Sheriff excuses them', () => {
    const g = city(['X.X']);
    expect(lineOf(breakdownCity(g, { characters: [], sold: 0 }), 'outlaws').value).toBe(-12);
    const s = lineOf(breakdownCity(g, { characters: ['Sheriff'], sold: 0 }), 'outlaws');
    expect([s.value, s.excusedBy]).toEqual([0, 'Sheriff']);
  });
});

describe('seat breakdowns with cards', () => {
  it('names the card on top at each counted parcel', () => {
    const a = terrainId('R...');
    const m = terrainId('m..M');
    const cards = {
      virtual: false,
      city: [
        { id: a, x: 0, y: 0 },
        { id: m, x: 1, y: 1 },
      ],
      characters: [charId('Cowboy')],
      sold: 0,
      taken: [],
    };
    expect(topCardAt(cards.city, 1, 1)).toBe(m);
    expect(topCardAt(cards.city, 1, 0)).toBe(a);
    expect(topCardAt(cards.city, 3, 3)).toBe(-1);
    const b = seatBreakdown(cards);
    if (b.virtual) throw new Error('virtual');
    const ranches = b.lines.find((l) => l.line === 'ranches');
    // The Ranch at (0,0) sees (1,0) and (0,1) empty on card a; (1,1) is card m's Mine.
    expect(ranches?.value).toBe(2);
    expect(ranches?.cards).toEqual([a]);
    const mines = b.lines.find((l) => l.line === 'mines');
    expect(mines?.cards).toEqual([m]);
    expect(b.lines.find((l) => l.line === 'characters')?.cards).toEqual([charId('Cowboy')]);
  });
});

const kindArb = fc.constantFrom<Kind>('real', 'real', 'novice', 'expert');

/** Plays a random finished game. */
function finished(kinds: Kind[], seed: number): ReturnType<typeof createGame> {
  const setup = setupOf(kinds.includes('real') ? kinds : ['real', ...kinds.slice(1)]);
  const start = createGame(setup, seed);
  if (!start.ok) return start;
  let s = start.state;
  const r = rand(seed ^ 0x2545f491);
  for (let i = 0; i < 20000 && s.phase !== 'over'; i++) {
    const active = activeSeats(s);
    const seat = active[Math.floor(r() * active.length)] ?? 0;
    const legal = legalActions(s, seat);
    const chars = legal.filter((a) => a.type === 'take' && isCharacter(a.card));
    const uses = legal.filter((a) => a.type === 'use' || a.type === 'sell');
    const pool: Action[] = chars.length && r() < 0.4 ? chars : uses.length && r() < 0.5 ? uses : legal;
    const a = pool[Math.floor(r() * pool.length)];
    if (!a) break;
    const res = applyAction(s, a);
    if (!res.ok) throw new Error(res.error);
    s = res.state;
  }
  return { ok: true, state: s, events: [] };
}

describe('property: every line explained sums to the line', () => {
  it('for random seeded finished games, in the state and in a view', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0x7fffffff }),
        fc.integer({ min: 4, max: 6 }).chain((n) => fc.array(kindArb, { minLength: n, maxLength: n })),
        (seed, kinds) => {
          const g = finished(kinds, seed);
          if (!g.ok) throw new Error(g.error);
          const s = g.state;
          expect(s.phase).toBe('over');
          s.seats.forEach((_, seat) => {
            const b = seatBreakdown(stateSeatCards(s, seat));
            expect(b.total).toBe(seatTotal(s, seat));
            expect(seatBreakdown(viewSeatCards(viewFor(s, -1), seat))).toEqual(b);
            if (b.virtual) {
              expect(b.cards.reduce((a, c) => a + c.appeal, 0)).toBe(b.total);
              return;
            }
            const sheet = scoreSeat(s, seat);
            expectConsistent(b.lines, sheet.lines);
            const ids = new Set(stateSeatCards(s, seat).city.map((c) => c.id));
            for (const l of b.lines) {
              if (l.line !== 'characters') for (const id of l.cards) expect(ids.has(id)).toBe(true);
              for (const p of l.cells)
                expect(topCardAt(stateSeatCards(s, seat).city, p.x, p.y)).toBeGreaterThanOrEqual(0);
            }
          });
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe('RULES 3.6: the Paperboy preview', () => {
  it('gives the VP each candidate adds, counting its effect on the other shares', () => {
    const g = finished(['real', 'real', 'real', 'novice'], 7);
    if (!g.ok) throw new Error(g.error);
    const s = g.state;
    const view = viewFor(s, 0);
    const names = (['Undertaker', 'Banker', 'Heroes', 'Governor', 'Indian', 'Editor'] as CharacterName[]).map(
      charId,
    );
    const preview = paperboyPreview(view, 0, names);
    const input = viewSeatCards(view, 0);
    const base = scoreSeat(s, 0).total;
    const owned = input.characters.map((id) => characterDef(id).name);
    preview.forEach(({ card, vp }) => {
      const expected = seatBreakdown({ ...input, characters: [...input.characters, card] }).total - base;
      expect(vp, characterDef(card).name).toBe(expected);
    });
    const heroes = preview.find((p) => p.card === charId('Heroes'));
    const governor = preview.find((p) => p.card === charId('Governor'));
    const undertaker = preview.find((p) => p.card === charId('Undertaker'));
    const editors = owned.filter((n) => n === 'Editor').length;
    // Heroes: 6 plus the Editor's 4 for an action card; Governor only the Editor's 4; Undertaker 2 per card + itself.
    expect(heroes?.vp).toBe(6 + 4 * editors + 2 * owned.filter((n) => n === 'Undertaker').length);
    expect(governor?.vp).toBe(4 * editors + 2 * owned.filter((n) => n === 'Undertaker').length);
    expect(undertaker?.vp).toBe(2 * (owned.length + 1) + editors);
  });
});
