import { describe, expect, it } from 'vitest';
import type { BoardAction } from '../../../src/board/engine';
import { BoardTurn } from '../../../src/app/boardTurn';

const plain: BoardAction = { type: 'place', seat: 0, spot: 's:gamble' };
const white: BoardAction = { type: 'place', seat: 0, spot: 's:gamble', white: true };
const road: BoardAction = { type: 'place', seat: 0, spot: 's:roads1' };

describe('the pick-then-confirm turn', () => {
  it('waits for Confirm on a single move, and a second click sends it', () => {
    const turn = new BoardTurn(new Map([['spot:s:roads1', [road]]]));
    expect(turn.pending()).toBeNull();
    expect(turn.pick('spot:s:roads1')).toBe('confirm');
    expect(turn.pending()).toEqual(road);
    expect(turn.pick('spot:s:roads1')).toBe('send');
  });

  it('asks which move first when a target has several', () => {
    const turn = new BoardTurn(new Map([['spot:s:gamble', [plain, white]]]));
    expect(turn.pick('spot:s:gamble')).toBe('options');
    expect(turn.pending()).toBeNull();
    expect(turn.pick('spot:s:gamble')).toBe('options');
    expect(turn.choose(1)).toBe(true);
    expect(turn.pending()).toEqual(white);
    expect(turn.choose(2)).toBe(false);
  });

  it('ignores targets with no move and drops a pick whose moves changed', () => {
    const turn = new BoardTurn(new Map([['spot:s:gamble', [plain, white]]]));
    expect(turn.pick('parcel:3')).toBe('none');
    turn.pick('spot:s:gamble');
    turn.choose(0);
    turn.reset(new Map([['spot:s:gamble', [plain, white]]]));
    expect(turn.pending()).toEqual(plain);
    turn.reset(new Map([['spot:s:gamble', [plain]]]));
    expect(turn.pickedId()).toBeNull();
    expect(turn.pending()).toBeNull();
  });
});
