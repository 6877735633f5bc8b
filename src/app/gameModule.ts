/**
 * What a game brings to the app (issue 25): the app hosts each game through this one shape, and knows nothing else
 * of its rules. The card game and the board game are its two modules (gameModules.ts).
 */
import type { PlainKey } from '../i18n/types';
import type { Outcome, Replayed } from '../shared';
import type { GameKind } from './saveStore';
import type { GameScreens } from './gameScreens';

/** An engine as the host drives it: every call pure, every refusal a result, never a throw. */
export interface GameEngine<Setup, State, Action, View, Event, Error> {
  /** A new game from a setup and a seed, or the setup's error. */
  createGame(setup: Setup, seed: number): Outcome<State, Event, Error>;
  /** The next state and its events, or an error with `state` untouched. */
  applyAction(state: State, action: Action): Outcome<State, Event, Error>;
  /** What `seat` may do now (none when it need not act). */
  legalActions(state: State, seat: number): Action[];
  /** The seats asked to act now (several while bids are secret); none when the game is over. */
  actingSeats(state: State): number[];
  /** What `seat` may see (-1: a spectator's public view). */
  viewFor(state: State, seat: number): View;
  /** The same game again from its setup, seed and actions. */
  replay(setup: Setup, seed: number, actions: readonly Action[]): Replayed<State, Event, Error>;
  /** True once the game has ended. */
  over(state: State): boolean;
}

/** The setup screen's model: how many seats the game takes, and the check a setup must pass to start. */
export interface SetupModel<Setup> {
  readonly seats: { readonly min: number; readonly max: number };
  /** The setup's first problem as an error code, or null when a game can start from it. */
  problem(setup: Setup): string | null;
}

/** A game's bots: its levels (weakest first) and, loaded on first use, each level's choice of an action. */
export interface GameBots<View, Action> {
  readonly levels: readonly string[];
  /** Loads the bots' code on first use and returns the chooser (null for an unknown level). */
  load(): Promise<(level: string, view: View, legal: readonly Action[], seed: number) => Action | null>;
}

/** One game as the app hosts it. */
export interface GameModule<Setup, State, Action, View, Event, Error> {
  /** The kind its save records carry (the library, statistics and imports tell games apart by it). */
  readonly kind: GameKind;
  /** The catalogue key of the game's name. */
  readonly name: PlainKey;
  /** The catalogue key the import reports with when a finished game of this kind comes in. */
  readonly importedFinished: PlainKey;
  readonly engine: GameEngine<Setup, State, Action, View, Event, Error>;
  readonly setup: SetupModel<Setup>;
  readonly bots: GameBots<View, Action>;
  readonly screens: GameScreens;
}
