import { describe, expect, it } from 'vitest';
import { keepPick, pickFor } from '../src/scenes/table/keptTurn';

describe('the pick kept over a rebuilt table', () => {
  const game = {};
  const other = {};
  const ghost = { card: 12, at: { x: 3, y: 4 }, locked: true };

  it('keeps the card on screen and gives it back at the same move of the same game', () => {
    const kept = keepPick(ghost, null, game, 7);
    expect(pickFor(kept, game, 7)).toEqual(ghost);
    expect(pickFor(kept, game, 8)).toBeNull();
    expect(pickFor(kept, other, 7)).toBeNull();
  });

  it('a second rebuild before the first one presented keeps the first card', () => {
    const first = keepPick(ghost, null, game, 7);
    const second = keepPick(null, first, game, 7);
    expect(pickFor(second, game, 7)).toEqual(ghost);
  });

  it('drops an earlier card once the game moved on', () => {
    const first = keepPick(ghost, null, game, 7);
    expect(keepPick(null, first, game, 9)).toBeNull();
    expect(keepPick(null, first, other, 7)).toBeNull();
  });

  it('keeps a copy, not the live object', () => {
    const live = { card: 5, at: { x: 0, y: 0 }, locked: false };
    const kept = keepPick(live, null, game, 1);
    live.locked = true;
    expect(pickFor(kept, game, 1)?.locked).toBe(false);
  });
});
