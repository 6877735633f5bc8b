import { describe, expect, it } from 'vitest';
import { createGame } from '../../../src/board/engine';
import {
  BOARD_SEATS,
  CHARACTER_CHOICES,
  addBoardSeat,
  boardDraftProblem,
  boardSetupOf,
  cycleSeatColour,
  cycleSeatKind,
  defaultBoardDraft,
  defaultSeatName,
  removeBoardSeat,
} from '../../../src/scenes/boardSetupModel';

describe('the board setup draft', () => {
  it('starts as one person against three Medium bots, in four colours', () => {
    const d = defaultBoardDraft();
    expect(d.seats.map((s) => s.bot)).toEqual([null, 'medium', 'medium', 'medium']);
    expect(new Set(d.seats.map((s) => s.colour)).size).toBe(4);
    expect(boardDraftProblem(d)).toBeNull();
    expect(defaultSeatName(d.seats, 0)).toEqual({ key: 'you' });
  });

  it('keeps 2 to 6 seats with distinct colours as seats come and go', () => {
    const d = defaultBoardDraft();
    for (let i = 0; i < 5; i++) addBoardSeat(d);
    expect(d.seats.length).toBe(BOARD_SEATS.max);
    expect(new Set(d.seats.map((s) => s.colour)).size).toBe(6);
    for (let i = 0; i < 6; i++) removeBoardSeat(d, 0);
    expect(d.seats.length).toBe(BOARD_SEATS.min);
    cycleSeatColour(d, 0);
    expect(d.seats[0]?.colour).not.toBe(d.seats[1]?.colour);
  });

  it('cycles a seat through person and the three levels', () => {
    const d = defaultBoardDraft();
    const seen: (string | null)[] = [];
    for (let i = 0; i < 4; i++) {
      cycleSeatKind(d, 1);
      seen.push(d.seats[1]?.bot ?? null);
    }
    expect(seen).toEqual(['hard', null, 'easy', 'medium']);
    cycleSeatKind(d, 1);
    cycleSeatKind(d, 1);
    expect(defaultSeatName(d.seats, 1)).toEqual({ key: 'player', n: 2 });
  });

  it('names a bad seed and a shared colour as problems', () => {
    const d = defaultBoardDraft();
    d.seed = 'abc';
    expect(boardDraftProblem(d)).toBe('seed');
    d.seed = '42';
    const second = d.seats[1];
    if (second) second.colour = 0;
    expect(boardDraftProblem(d)).toBe('colours');
  });

  it('gives a setup the engine accepts for every character choice and seat count', () => {
    for (const characters of CHARACTER_CHOICES)
      for (let n = BOARD_SEATS.min; n <= BOARD_SEATS.max; n++) {
        const d = defaultBoardDraft();
        while (d.seats.length < n) addBoardSeat(d);
        while (d.seats.length > n) removeBoardSeat(d, d.seats.length - 1);
        d.characters = characters;
        const r = createGame(boardSetupOf(d), 7);
        expect(r.ok, `${characters} with ${n}`).toBe(true);
      }
  });
});
