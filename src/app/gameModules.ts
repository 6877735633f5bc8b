/**
 * The two games the app hosts, each as one module (gameModule.ts): the card game and the board game. The library,
 * statistics, imports and saved-games list ask these for a game's name, screens and checks.
 */
import * as cards from '../cards/engine';
import type { Action, ErrorCode, GameEvent, GameSetup, GameState, GameView } from '../cards/engine';
import * as board from '../board/engine';
import type { BoardAction, BoardError, BoardEvent, BoardSetup, BoardState, BoardView } from '../board/engine';
import { isLevel, LEVELS } from '../cards/bots/levels';
import { BOARD_LEVELS, isBoardLevel } from '../board/bots/levels';
import { BOARD_SCREENS, CARD_SCREENS } from './gameScreens';
import type { GameModule } from './gameModule';
import type { GameKind } from './saveStore';

/** The card game as a module. */
export type CardsModule = GameModule<GameSetup, GameState, Action, GameView, GameEvent, ErrorCode>;
/** The board game as a module. */
export type BoardModule = GameModule<BoardSetup, BoardState, BoardAction, BoardView, BoardEvent, BoardError>;

/** Carson City: The Card Game (RULES). */
export const CARDS_MODULE: CardsModule = {
  kind: 'cards',
  name: 'saves.kind.cards',
  importedFinished: 'saves.importedFinished',
  engine: {
    createGame: cards.createGame,
    applyAction: cards.applyAction,
    legalActions: cards.legalActions,
    actingSeats: cards.activeSeats,
    viewFor: cards.viewFor,
    replay: cards.replay,
    over: (s) => s.phase === 'over',
  },
  setup: { seats: cards.SEAT_COUNT, problem: cards.setupProblem },
  bots: {
    levels: LEVELS,
    load: async () => {
      const { botFor } = await import('../cards/bots');
      return (level, view, legal, seed) =>
        isLevel(level) ? botFor(level).decide(view, legal, seed).action : null;
    },
  },
  screens: CARD_SCREENS,
};

/** Carson City, the board game (BOARD). */
export const BOARD_MODULE: BoardModule = {
  kind: 'board',
  name: 'saves.kind.board',
  importedFinished: 'saves.importedBoardFinished',
  engine: {
    createGame: board.createGame,
    applyAction: board.applyAction,
    legalActions: board.legalActions,
    actingSeats: (s) => {
      const seat = board.activeSeat(s);
      return seat < 0 ? [] : [seat];
    },
    viewFor: board.viewFor,
    replay: board.replay,
    over: (s) => s.phase === 'over',
  },
  setup: { seats: board.BOARD_PLAYERS, problem: board.setupError },
  bots: {
    levels: BOARD_LEVELS,
    load: async () => {
      const { boardBotFor } = await import('../board/bots/levels');
      return (level, view, legal, seed) =>
        isBoardLevel(level) ? boardBotFor(level).decide(view, legal, seed).action : null;
    },
  },
  screens: BOARD_SCREENS,
};

/** Every game the app hosts, the card game first. */
export const GAME_MODULES: readonly (CardsModule | BoardModule)[] = [CARDS_MODULE, BOARD_MODULE];

/** The module of a kind of game. */
export function gameModule(kind: 'cards'): CardsModule;
export function gameModule(kind: 'board'): BoardModule;
export function gameModule(kind: GameKind): CardsModule | BoardModule;
export function gameModule(kind: GameKind): CardsModule | BoardModule {
  return kind === 'board' ? BOARD_MODULE : CARDS_MODULE;
}
