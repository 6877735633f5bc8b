/** Which presses on a table card show it large (issue 27 item 7): the rule the table's card viewer asks. */
import { describe, expect, it } from 'vitest';
import { showsLarge } from '../src/app/cardPress';
import type { CardPlace, CardPress, CardPressKind } from '../src/app/cardPress';

const press = (kind: CardPressKind, place: CardPlace, o: Partial<CardPress> = {}): CardPress => ({
  kind,
  place,
  touch: false,
  acts: false,
  placing: false,
  ...o,
});

describe('showsLarge', () => {
  it('a right-click shows any card, but not the city while a card is placed', () => {
    for (const place of ['offer', 'pile', 'seat', 'city'] as const)
      expect(showsLarge(press('right', place, { acts: true })), place).toBe(true);
    expect(showsLarge(press('right', 'city', { placing: true }))).toBe(false);
    expect(showsLarge(press('right', 'offer', { placing: true }))).toBe(true);
  });

  it('a hold shows an offer card a tap would take, by mouse or by finger', () => {
    expect(showsLarge(press('hold', 'offer', { acts: true }))).toBe(true);
    expect(showsLarge(press('hold', 'offer', { acts: true, touch: true }))).toBe(true);
  });

  it('a hold on the city shows nothing while placing, nor on a desktop where the press sells', () => {
    expect(showsLarge(press('hold', 'city', { placing: true, touch: true }))).toBe(false);
    expect(showsLarge(press('hold', 'city', { acts: true }))).toBe(false);
    expect(showsLarge(press('hold', 'city', { acts: true, touch: true }))).toBe(true);
    expect(showsLarge(press('hold', 'city'))).toBe(true);
  });

  it("a tap shows a card only for a finger, where the tap means nothing else, and never the city's", () => {
    expect(showsLarge(press('tap', 'seat', { touch: true }))).toBe(true);
    expect(showsLarge(press('tap', 'pile', { touch: true }))).toBe(true);
    expect(showsLarge(press('tap', 'seat'))).toBe(false);
    expect(showsLarge(press('tap', 'offer', { touch: true, acts: true }))).toBe(false);
    expect(showsLarge(press('tap', 'city', { touch: true }))).toBe(false);
  });
});
