import { describe, expect, it } from 'vitest';
import {
  LINE_KEYS,
  deckParcelCounts,
  enteredCardProblem,
  layEnteredCard,
  scoreEnteredCity,
} from '../src/cards/engine';
import type { Cell, CharacterName, EnteredCity } from '../src/cards/engine';
import { WORKED_EXAMPLE, WORKED_LINES } from './cityFixtures';

function city(rows: readonly string[], characters: CharacterName[] = [], sold = 0, size = 9): EnteredCity {
  const cells: Cell[] = new Array<Cell>(size * size).fill('_');
  rows.forEach((r, y) => [...r].forEach((ch, x) => (cells[y * size + x] = ch as Cell)));
  return { w: size, h: size, cells, characters, sold };
}

describe('scoreEnteredCity', () => {
  it('scores the rulebook worked example entered by hand: the 13 lines and 109, no problem', () => {
    const r = scoreEnteredCity(city(WORKED_EXAMPLE, ['Doctor', 'Teacher', 'Banker']));
    expect(r.problems).toEqual([]);
    expect(LINE_KEYS.map((k) => r.sheet.lines[k])).toEqual(LINE_KEYS.map((k) => WORKED_LINES[k]));
    expect(r.sheet.total).toBe(109);
  });

  it('marks a second City Hall: the decks hold only one', () => {
    expect(deckParcelCounts().Y).toBe(1);
    const r = scoreEnteredCity(city(['Y.', '.Y']));
    expect(r.problems).toEqual([{ code: 'too-many', content: 'Y', max: 1, cells: [{ x: 1, y: 1 }] }]);
  });

  it('marks a Prison beyond what the decks hold', () => {
    const max = deckParcelCounts().P;
    const row = 'P'.repeat(max + 1) + '.'.repeat(7 - max);
    const r = scoreEnteredCity(city([row, '........']));
    expect(r.problems).toEqual([{ code: 'too-many', content: 'P', max, cells: [{ x: max, y: 0 }] }]);
  });

  it('marks the parcels of a city over 8x8 without the Captain, and accepts 9x8 with it', () => {
    const rows = Array.from({ length: 8 }, () => '.........');
    const r = scoreEnteredCity(city(rows));
    expect(r.problems.map((p) => p.code)).toEqual(['too-big']);
    expect(r.problems[0]?.cells).toHaveLength(8);
    expect(r.problems[0]?.cells.every((p) => p.x === 8)).toBe(true);
    expect(scoreEnteredCity(city(rows, ['Captain'])).problems).toEqual([]);
    const nine = Array.from({ length: 9 }, () => '.........');
    const cap = scoreEnteredCity(city(nine, ['Captain']));
    expect(cap.problems.map((p) => p.code)).toEqual(['too-big']);
    expect(cap.problems[0]?.cells).toHaveLength(9);
  });

  it('marks parcels cut off from the city and parcels no card could cover', () => {
    const apart = scoreEnteredCity(city(['..__..', '..__..']));
    expect(apart.problems).toEqual([
      {
        code: 'not-connected',
        cells: [
          { x: 4, y: 0 },
          { x: 5, y: 0 },
          { x: 4, y: 1 },
          { x: 5, y: 1 },
        ],
      },
    ]);
    const lone = scoreEnteredCity(city(['..H', '..']));
    expect(lone.problems).toEqual([{ code: 'not-a-card', cells: [{ x: 2, y: 0 }] }]);
  });

  it('checks the characters and the sales', () => {
    const c = city(['..', '..']);
    expect(scoreEnteredCity({ ...c, characters: ['Banker', 'Banker'] }).problems.map((p) => p.code)).toEqual([
      'character-twice',
    ]);
    expect(scoreEnteredCity({ ...c, sold: 1 }).problems.map((p) => p.code)).toEqual([
      'sold-without-auctioneer',
    ]);
    const four = scoreEnteredCity({ ...c, characters: ['Auctioneer'], sold: 4 });
    expect(four.problems).toEqual([{ code: 'too-many-sold', max: 3, cells: [] }]);
    expect(scoreEnteredCity({ ...c, characters: ['Auctioneer'], sold: 2 }).sheet.lines.characters).toBe(14);
  });

  it('scores with the engine: an empty city scores 0 on every line', () => {
    const r = scoreEnteredCity(city([]));
    expect(r.problems).toEqual([]);
    expect(r.sheet.total).toBe(0);
  });
});

describe('laying 2x2 cards on an entered city', () => {
  it('refuses a Prison over a House and accepts it on empty parcels next to the city', () => {
    const c = city(['HH', 'HH']);
    expect(enteredCardProblem(c, ['P', '.', '.', '.'], { x: 0, y: 0 })).toBe('covers-blocked');
    expect(enteredCardProblem(c, ['P', '.', '.', '.'], { x: 2, y: 0 })).toBeNull();
    expect(enteredCardProblem(c, ['P', '.', '.', '.'], { x: 5, y: 5 })).toBe('not-connected');
    const laid = layEnteredCard(c, ['P', '.', '.', 'H'], { x: 2, y: 0 });
    expect(laid.slice(0, 4)).toEqual(['H', 'H', 'P', '.']);
    expect(laid.slice(9, 13)).toEqual(['H', 'H', '.', 'H']);
  });

  it('refuses a card that would stick out of the grid', () => {
    expect(enteredCardProblem(city([]), ['.', '.', '.', '.'], { x: 8, y: 0 })).toBe('too-big');
  });
});
