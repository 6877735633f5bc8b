/** Random playouts for board engine tests, through the same game loop as the board-sim tool. */
import type { BoardSetup } from '../../src/board/engine';
import { randomBot } from '../../src/board/bots/bots';
import { playBoardGame, type BoardGame } from '../../src/board/bots/play';

/** Plays a whole game with random bots at every seat; checks the invariants after every action when `check` is set. */
export function playOut(setup: BoardSetup, seed: number, check = true): BoardGame {
  return playBoardGame(
    setup,
    seed,
    Array.from({ length: setup.players }, () => randomBot),
    check,
  );
}
