/** RULES 4: the city box, contact, covering rules, first card and the Auctioneer's sale rule. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BUILDINGS,
  CONTENTS,
  buildGrid,
  canCover,
  fitsBox,
  isConnected,
  legalPlacements,
  parseCity,
  placementProblem,
  sellableCards,
  sellableCardsByGrids,
} from '../src/cards/engine';
import type { BuildFlags, CityGrid, Content, PlacedCard, Pos } from '../src/cards/engine';

const NONE: BuildFlags = { captain: false, sheriff: false };
const CAPTAIN: BuildFlags = { captain: true, sheriff: false };
const SHERIFF: BuildFlags = { captain: false, sheriff: true };

function city(rows: string[]): CityGrid {
  const g = parseCity(rows);
  if (typeof g === 'string') throw new Error(g);
  return g;
}
const card = (s: string): Content[] => s.split('') as Content[];
const key = (p: Pos): string => `${p.x},${p.y}`;
const keys = (ps: Pos[]): string[] => ps.map(key).sort();
const full = (w: number, h: number, ch = '.'): string[] => Array.from({ length: h }, () => ch.repeat(w));

describe('RULES 4.2: the 8x8 box (8x9 or 9x8 with the Captain)', () => {
  it('fitsBox allows 8x8, and 8x9 or 9x8 only with the Captain, never 9x9', () => {
    expect(fitsBox(8, 8, false)).toBe(true);
    expect(fitsBox(9, 8, false)).toBe(false);
    expect(fitsBox(8, 9, false)).toBe(false);
    expect(fitsBox(9, 8, true)).toBe(true);
    expect(fitsBox(8, 9, true)).toBe(true);
    expect(fitsBox(9, 9, true)).toBe(false);
    expect(fitsBox(10, 2, true)).toBe(false);
  });

  it('keeps a full 8x8 city inside its box: only the 49 overlapping positions', () => {
    const spots = legalPlacements(city(full(8, 8)), card('....'), NONE);
    expect(spots).toHaveLength(49);
    for (const p of spots) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(6);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(6);
    }
    expect(placementProblem(city(full(8, 8)), card('....'), { x: 7, y: 0 }, NONE)).toBe('too-big');
    expect(placementProblem(city(full(8, 8)), card('....'), { x: 0, y: -2 }, NONE)).toBe('too-big');
  });

  it('lets the Captain add a ninth row or a ninth column, but not both', () => {
    const g = city(full(8, 8));
    const spots = keys(legalPlacements(g, card('....'), CAPTAIN));
    expect(spots).toHaveLength(49 + 4 * 7);
    expect(spots).toContain('0,-1');
    expect(spots).toContain('0,7');
    expect(spots).toContain('-1,3');
    expect(spots).toContain('7,6');
    expect(spots).not.toContain('-1,-1');
    expect(spots).not.toContain('7,7');
    expect(placementProblem(g, card('....'), { x: -1, y: -1 }, CAPTAIN)).toBe('too-big');
    expect(placementProblem(g, card('....'), { x: 0, y: -2 }, CAPTAIN)).toBe('too-big');
  });

  it('bounds a 2-wide, 8-high city at 8 rows without the Captain and at 9 with it', () => {
    const g = city(full(2, 8));
    expect(placementProblem(g, card('....'), { x: 0, y: 6 }, NONE)).toBeNull();
    expect(placementProblem(g, card('....'), { x: 0, y: 7 }, NONE)).toBe('too-big');
    expect(placementProblem(g, card('....'), { x: 0, y: 7 }, CAPTAIN)).toBeNull();
    expect(placementProblem(g, card('....'), { x: 0, y: 8 }, CAPTAIN)).toBe('too-big');
    // A 9-high Captain city may still grow to 8 columns, never to 9.
    const tall = city(full(2, 9));
    expect(placementProblem(tall, card('....'), { x: 2, y: 0 }, CAPTAIN)).toBeNull();
    expect(placementProblem(city(full(8, 9)), card('....'), { x: 8, y: 0 }, CAPTAIN)).toBe('too-big');
    expect(placementProblem(city(full(8, 9)), card('....'), { x: 7, y: 0 }, CAPTAIN)).toBe('too-big');
  });

  it('measures the box over covered parcels, not over `_` padding', () => {
    const g = city(['..______']);
    expect(g.covered).toBe(2);
    // The covered parcels span x 0..1; with the card at x -2 they span 4 columns, not 10.
    expect(placementProblem(g, card('....'), { x: -2, y: 0 }, NONE)).toBeNull();
    expect(placementProblem(g, card('....'), { x: -7, y: 0 }, NONE)).toBe('too-big');
  });
});

describe('RULES 4.3: contact by a parcel side, not a corner', () => {
  const g = city(['..', '..']);
  it.each([
    [2, 0, null],
    [2, 1, null],
    [1, 2, null],
    [-2, -1, null],
    [0, -2, null],
    [1, 1, null],
    [2, 2, 'not-connected'],
    [-2, -2, 'not-connected'],
    [2, -2, 'not-connected'],
    [3, 0, 'not-connected'],
    [0, 3, 'not-connected'],
  ])('card at (%i, %i): %s', (x, y, want) => {
    expect(placementProblem(g, card('....'), { x, y }, NONE)).toBe(want);
  });

  it('enumerates exactly the 2x2 card ring around a single card (plus overlaps)', () => {
    const spots = keys(legalPlacements(g, card('....'), NONE));
    const want: string[] = [];
    for (let y = -2; y <= 2; y++)
      for (let x = -2; x <= 2; x++) if (!(Math.abs(x) === 2 && Math.abs(y) === 2)) want.push(`${x},${y}`);
    expect(spots).toEqual(want.sort());
  });

  it('counts side contact with a covered parcel even across `_` holes', () => {
    const holes = city(['.__', '___', '__.']);
    expect(placementProblem(holes, card('....'), { x: 1, y: 0 }, NONE)).toBeNull();
    expect(placementProblem(holes, card('....'), { x: 1, y: 1 }, NONE)).toBeNull();
  });
});

/** The covering rule of RULES 4.4, written independently of the engine. */
function mayCover(existing: Content, incoming: Content, outlawsEmpty: boolean): boolean {
  switch (existing) {
    case '.':
      return true;
    case 'M':
      return incoming === 'M';
    case 'H':
      return incoming === 'H' || incoming === 'T';
    case 'T':
      return false;
    case 'X':
      return outlawsEmpty && incoming !== 'X';
    default:
      return BUILDINGS.includes(existing) && incoming === existing;
  }
}

describe('RULES 4.4: what may be covered', () => {
  // The card goes at (-1, 0), so only its top-right parcel covers the city's parcel at (0, 0).
  const contexts = [
    { name: 'plain', rows: (e: string) => [`${e}.`], flags: NONE, outlawsEmpty: false },
    { name: 'Sheriff', rows: (e: string) => [`${e}.`], flags: SHERIFF, outlawsEmpty: true },
    { name: 'Prison', rows: (e: string) => [`${e}P`], flags: NONE, outlawsEmpty: true },
  ];
  for (const ctx of contexts) {
    it(`follows the covering table for every pair of contents (${ctx.name})`, () => {
      for (const e of CONTENTS) {
        for (const i of CONTENTS) {
          const got = placementProblem(city(ctx.rows(e)), card(`.${i}..`), { x: -1, y: 0 }, ctx.flags);
          const outlawsEmpty = ctx.outlawsEmpty || e === 'P';
          expect(got === null, `${i} over ${e}`).toBe(mayCover(e, i, outlawsEmpty));
          expect(canCover(e, i, outlawsEmpty), `${i} over ${e}`).toBe(mayCover(e, i, outlawsEmpty));
        }
      }
    });
  }

  it('lets a building cover only the same building', () => {
    const g = city(['mB']);
    expect(placementProblem(g, card('mB..'), { x: 0, y: 0 }, NONE)).toBeNull();
    expect(placementProblem(g, card('Bm..'), { x: 0, y: 0 }, NONE)).toBe('covers-blocked');
    expect(placementProblem(g, card('m...'), { x: 0, y: 0 }, NONE)).toBe('covers-blocked');
  });

  it('never covers a Townhouse, not even with a Townhouse', () => {
    expect(placementProblem(city(['T']), card('T...'), { x: 0, y: 0 }, SHERIFF)).toBe('covers-blocked');
    expect(placementProblem(city(['T']), card('H...'), { x: 0, y: 0 }, NONE)).toBe('covers-blocked');
  });

  it('lets a House or Townhouse cover a House, and a Mountain cover a Mountain', () => {
    expect(placementProblem(city(['HM']), card('TM..'), { x: 0, y: 0 }, NONE)).toBeNull();
    expect(placementProblem(city(['HM']), card('HM..'), { x: 0, y: 0 }, NONE)).toBeNull();
    expect(placementProblem(city(['HM']), card('Hm..'), { x: 0, y: 0 }, NONE)).toBe('covers-blocked');
  });

  it('treats Outlaws as empty only with the Sheriff or a Prison already in the city', () => {
    expect(placementProblem(city(['X.']), card('H...'), { x: 0, y: 0 }, NONE)).toBe('covers-blocked');
    expect(placementProblem(city(['X.']), card('H...'), { x: 0, y: 0 }, SHERIFF)).toBeNull();
    expect(placementProblem(city(['XP']), card('HP..'), { x: 0, y: 0 }, NONE)).toBeNull();
    // The Prison must already be in the city: one on the incoming card does not count.
    expect(placementProblem(city(['X.']), card('P...'), { x: 0, y: 0 }, NONE)).toBe('covers-blocked');
    // A Prison hidden under nothing else still counts wherever it lies.
    expect(placementProblem(city(['X...P']), card('H...'), { x: 0, y: 0 }, NONE)).toBeNull();
  });

  it('never lets Outlaws cover Outlaws, even with the Sheriff and a Prison', () => {
    expect(placementProblem(city(['XP']), card('X...'), { x: 0, y: 0 }, SHERIFF)).toBe('covers-blocked');
    // Outlaws on an empty parcel are fine.
    expect(placementProblem(city(['.P']), card('XP..'), { x: 0, y: 0 }, NONE)).toBeNull();
  });

  it('checks every covered parcel, not just one', () => {
    const g = city(['..', '.T']);
    expect(placementProblem(g, card('....'), { x: 0, y: 0 }, NONE)).toBe('covers-blocked');
    expect(placementProblem(g, card('....'), { x: -1, y: -1 }, NONE)).toBeNull();
  });
});

describe('RULES 4.1: the first card', () => {
  it('has exactly one position in an empty city, (0, 0)', () => {
    expect(legalPlacements(city([]), card('T..X'), NONE)).toEqual([{ x: 0, y: 0 }]);
    expect(legalPlacements(city(['__', '__']), card('....'), CAPTAIN)).toEqual([{ x: 0, y: 0 }]);
  });
});

describe('legalPlacements agrees with placementProblem', () => {
  const cell = fc.constantFrom<string>('_', '_', '.', '.', '.', 'H', 'T', 'M', 'm', 'X', 'P', 'B');
  const grid = fc
    .tuple(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 9 }))
    .chain(([w, h]) =>
      fc.array(fc.array(cell, { minLength: w, maxLength: w }), { minLength: h, maxLength: h }),
    );
  const parcels = fc.array(fc.constantFrom<Content>(...CONTENTS), { minLength: 4, maxLength: 4 });

  it('returns exactly the null-problem positions of a wide window, sorted by y then x', () => {
    fc.assert(
      fc.property(grid, parcels, fc.boolean(), fc.boolean(), (rows, p, captain, sheriff) => {
        const g = city(rows.map((r) => r.join('')));
        const flags = { captain, sheriff };
        const got = legalPlacements(g, p, flags);
        if (g.covered === 0) {
          expect(got).toEqual([{ x: 0, y: 0 }]);
          return;
        }
        const want: Pos[] = [];
        for (let y = -12; y <= 20; y++)
          for (let x = -12; x <= 20; x++)
            if (placementProblem(g, p, { x, y }, flags) === null) want.push({ x, y });
        expect(got).toEqual(want);
      }),
      { numRuns: 150, seed: 4242 },
    );
  });
});

const placed = (x: number, y: number, p = '....'): PlacedCard => ({ x, y, parcels: card(p) });

describe('RULES 4: the Auctioneer sale rule', () => {
  it('row masks pick the same cards as building the grid without each card', () => {
    const stacks = fc.array(
      fc.record({ x: fc.integer({ min: -4, max: 6 }), y: fc.integer({ min: -4, max: 6 }) }),
      { maxLength: 14 },
    );
    fc.assert(
      fc.property(stacks, (at) => {
        const cards = at.map((p) => placed(p.x, p.y));
        expect(sellableCards(cards)).toEqual(sellableCardsByGrids(cards));
      }),
      { numRuns: 2000, seed: 16 },
    );
    // Far apart: too wide for row masks, the grids answer.
    expect(sellableCards([placed(0, 0), placed(40, 0)])).toEqual([0, 1]);
  });

  it('sells the ends of a row of three, never the middle (it would split the city)', () => {
    expect(sellableCards([placed(0, 0), placed(2, 0), placed(4, 0)])).toEqual([0, 2]);
  });

  it('never sells a card that covers or is covered by another, in whole or in part', () => {
    expect(sellableCards([placed(0, 0), placed(1, 0), placed(3, 0)])).toEqual([2]);
    expect(sellableCards([placed(0, 0), placed(1, 1)])).toEqual([]);
    expect(sellableCards([placed(0, 0), placed(0, 0)])).toEqual([]);
    // Side contact without overlap does not block a sale.
    expect(sellableCards([placed(0, 0), placed(2, 1)])).toEqual([0, 1]);
  });

  it('keeps the rest orthogonally connected: a corner does not connect', () => {
    // A at (0,0), B at (2,1), C at (0,2): B and C touch along a side, so A may go.
    expect(sellableCards([placed(0, 0), placed(2, 1), placed(0, 2)])).toEqual([0, 1, 2]);
    // A square of four sells any card; a bridge never sells.
    expect(sellableCards([placed(0, 0), placed(2, 0), placed(2, 2), placed(0, 2)])).toEqual([0, 1, 2, 3]);
    expect(sellableCards([placed(0, 0), placed(2, 0), placed(4, 0), placed(2, 2)])).toEqual([0, 2, 3]);
    // Removing B leaves A (0,0) and C (2,2) meeting at one corner only: not connected.
    expect(sellableCards([placed(0, 0), placed(2, 0), placed(2, 2)])).toEqual([0, 2]);
    expect(sellableCards([placed(0, 0), placed(1, 2), placed(2, 0)])).toEqual([0, 1, 2]);
  });

  it('may sell the only card of a city', () => {
    expect(sellableCards([placed(3, 3)])).toEqual([0]);
  });

  it('judges connectivity on covered parcels, whatever they show', () => {
    expect(isConnected(buildGrid([placed(0, 0, 'TXMm'), placed(2, 0, 'XXXX')]))).toBe(true);
    expect(isConnected(buildGrid([placed(0, 0), placed(2, 2)]))).toBe(false);
    expect(isConnected(city(['._.']))).toBe(false);
    expect(isConnected(city(['.__', '...']))).toBe(true);
  });
});

describe('buildGrid', () => {
  it('shows the top card where cards overlap, later cards on top', () => {
    const g = buildGrid([placed(0, 0, 'HHHH'), placed(1, 1, 'TTTT')]);
    expect(g.covered).toBe(7);
    expect(g.cells.join('')).toBe('HH_HTT_TT');
  });
});
