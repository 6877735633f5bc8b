/** Core types of the rules engine: entities, components, state, actions, events, views. */
import type { Outcome } from '../../shared';

/** One parcel content code in city notation (RULES 1.1). `_` is only used in city grids. */
export type Content =
  '.' | 'H' | 'T' | 'M' | 'm' | 'R' | 'K' | 'D' | 'B' | 'S' | 'O' | 'G' | 'C' | 'P' | 'Y' | 'X';

/** A grid cell in city notation: a content, or `_` for no terrain card. */
export type Cell = Content | '_';

/** The six suits of auction cards (RULES 1). */
export type Suit = 'hat' | 'star' | 'cactus' | 'boot' | 'horseshoe' | 'cow';

/** Character names (RULES 1.3). */
export type CharacterName =
  | 'Governor'
  | 'Lawyer'
  | 'Chinese Worker'
  | 'Heroes'
  | 'Gunsmith'
  | 'Mercenary'
  | 'Doctor'
  | 'Auctioneer'
  | 'Singer'
  | 'Indian'
  | 'Settler'
  | 'Banker'
  | 'Cowboy'
  | 'Captain'
  | 'Grocer'
  | 'Undertaker'
  | 'Editor'
  | 'Paperboy'
  | 'Prospector'
  | 'Sheriff'
  | 'Teacher';

/** Abilities a real player may use, in the player-aid order (RULES 3.2, 3.3). */
export type Ability =
  'governor' | 'lawyer' | 'chineseWorker' | 'heroes' | 'gunsmith' | 'mercenary' | 'doctor';

/** Strength of a virtual player (RULES 2.4). */
export type Strength = 'novice' | 'intermediate' | 'expert';

/** One seat of the setup (RULES 2.1). */
export type SeatSetup =
  | {
      kind: 'real';
      name: string;
      suit: Suit; /** Who drives the seat ('human' or a bot level, src/cards/bots/levels.ts); the engine only cares that the seat is real. */
      controller: string;
    }
  | { kind: 'virtual'; name: string; suit: Suit; strength: Strength };

/** A game setup: 4 to 6 seats, each with its own suit. */
export interface GameSetup {
  seats: SeatSetup[];
}

/** Terrain card definition: 4 parcels in row-major order (top-left, top-right, bottom-left, bottom-right). */
export interface TerrainDef {
  era: 1 | 2;
  parcels: readonly [Content, Content, Content, Content];
  appeal: number;
}

/** Character card definition: face and back (RULES 1.3). */
export interface CharacterDef {
  name: CharacterName;
  type: 'action' | 'vp';
  appeal: number;
  /** The six suits on the back, strongest first. */
  back: readonly Suit[];
  skull: boolean;
}

/** Where an entity is (the zone component). */
export type Zone =
  | 'box'
  | 'terrainDeck'
  | 'characterDeck'
  | 'offer'
  | 'city'
  | 'kept'
  | 'characters'
  | 'removed'
  | 'sold'
  | 'hand'
  | 'pile'
  | 'bid'
  | 'played'
  | 'spent';

/** Numeric entity id: the terrain table, then the character table, then each seat's auction cards (world.ts). */
export type EntityId = number;

/** Component tables, struct-of-arrays indexed by entity id. Plain serialisable data. */
export interface Components {
  zone: Zone[];
  /** Seat index owning the entity, or -1. */
  owner: number[];
  /** Position within its zone: deck depth (0 = top), offer slot, city layer, play sequence. */
  order: number[];
  /** Top-left parcel of a terrain card in a city. */
  x: number[];
  y: number[];
  /** A character turned sideways after use (RULES 1.3). */
  sideways: boolean[];
}

/** Per-seat round and game state (the seat entity's components). */
export interface SeatState {
  /** Bid modifier added this round (RULES 3.3). */
  modifier: number;
  /** Abilities used this round. */
  usedThisRound: Ability[];
  /** Took a card with the Lawyer this round: takes nothing more (RULES 3.2 Decision). */
  lawyered: boolean;
  /** Takes 2 cards on its turn this round (Chinese Worker). */
  doubleTake: boolean;
  /** Terrain cards sold with the Auctioneer in the whole game (max 3). */
  sold: number;
  /** Final bid value of this round, once revealed. */
  bidValue: number;
}

/** Phases of a round (RULES 3) and of the game end (RULES 3.6). */
export type Phase = 'before' | 'bidding' | 'after' | 'taking' | 'paperboy' | 'over';

/** The whole game state: plain data, JSON round-trippable. */
export interface GameState {
  schema: 1;
  setup: GameSetup;
  /** Seeded generator state (uint32). */
  rng: number;
  era: 1 | 2;
  /** Round within the era, 1..9. */
  round: number;
  phase: Phase;
  /** Index into the ability steps of the phase ('before' or 'after'). */
  step: number;
  /** A seat that must take a card now (Governor or Lawyer), or -1. */
  pendingTake: number;
  /** Why the pending take happens. */
  pendingReason: 'governor' | 'lawyer' | null;
  /** Seats in taking order for this round (RULES 3.4). */
  takeOrder: number[];
  /** Index of the seat taking now. */
  takeIndex: number;
  /** Cards the current taker still takes this turn. */
  takesLeft: number;
  /** The current taker has begun selling with the Auctioneer this turn. */
  selling: boolean;
  /** Counter for order values handed out to played/spent cards and city layers. */
  seq: number;
  seats: SeatState[];
  c: Components;
}

/** A parcel position in a city. */
export interface Pos {
  x: number;
  y: number;
}

/** Everything a seat can send (RULES 3, 4, 3.6). */
export type Action =
  | { type: 'use'; seat: number; ability: Ability }
  | { type: 'pass'; seat: number }
  | { type: 'bid'; seat: number; card: EntityId }
  | { type: 'take'; seat: number; card: EntityId; at?: Pos }
  | { type: 'sell'; seat: number; card: EntityId }
  | { type: 'paperboy'; seat: number; card: EntityId | null };

/** Typed error codes for rejected actions. */
export type ErrorCode =
  | 'malformed'
  | 'game-over'
  | 'not-your-turn'
  | 'wrong-phase'
  | 'not-owner'
  | 'not-available'
  | 'already-bid'
  | 'not-in-hand'
  | 'not-in-offer'
  | 'placement-required'
  | 'illegal-placement'
  | 'not-sellable'
  | 'sell-limit'
  | 'not-allowed'
  | 'bad-setup'
  /** An exception inside the engine: a bug, never the player's fault. */
  | 'internal';

/** Events describe what happened, for animation and logs. They never carry a secret. */
export type GameEvent =
  | { type: 'roundStarted'; era: 1 | 2; round: number }
  | { type: 'characterRevealed'; card: EntityId; skull: boolean }
  | { type: 'characterSkipped'; card: EntityId }
  | { type: 'terrainRevealed'; card: EntityId; by?: number }
  | { type: 'abilityUsed'; seat: number; ability: Ability; card: EntityId }
  | { type: 'abilityDeclined'; seat: number; ability: Ability }
  | { type: 'bidChosen'; seat: number }
  | { type: 'bidsRevealed'; bids: { seat: number; card: EntityId; value: number }[] }
  | { type: 'modifierApplied'; seat: number; ability: Ability; amount: number; value: number }
  | { type: 'takingOrder'; order: number[]; values: number[]; tieBreak: Suit[] }
  | { type: 'cardTaken'; seat: number; card: EntityId; at?: Pos; discarded?: boolean }
  | { type: 'cardSold'; seat: number; card: EntityId }
  | { type: 'cardRemoved'; card: EntityId }
  | { type: 'auctionDiscarded'; seat: number; card: EntityId }
  | { type: 'eraEnded'; era: 1 | 2 }
  | { type: 'paperboyPicked'; seat: number; card: EntityId | null }
  | { type: 'gameOver'; winners: number[]; totals: number[] };

/** The result of applying an action: new state and events, or an error with the state unchanged. */
export type Result = Outcome<GameState, GameEvent, ErrorCode>;
