/** Plain-data types of the board game engine (docs/board/RULES.md). */

/** A building kind (BOARD 9.1). */
export type BuildingKind =
  | 'ranch'
  | 'mine'
  | 'drugstore'
  | 'bank'
  | 'saloon'
  | 'hotel'
  | 'church'
  | 'prison'
  | 'generalStore'
  | 'school'
  | 'blacksmith'
  | 'townHall'
  | 'station';

/** What stands on a parcel. */
export type Thing = 'empty' | 'mountain' | 'house' | 'townhouse' | BuildingKind;

/** One of the 64 parcels: its owner (-1 unsold) and what stands on it. */
export interface Cell {
  owner: number;
  thing: Thing;
}

/** Which buildings go into the game (BOARD 2, Decision). */
export type BuildingSet = 'all' | 'base' | 'first';

/** How a game is set up. */
export interface BoardSetup {
  players: number;
  /** The 7 (or 8 with the Paperboy) character numbers on display; random when absent. */
  characters?: number[];
  buildings?: BuildingSet;
}

/** A player's own things. */
export interface Seat {
  money: number;
  vp: number;
  /** Cowboys in the personal supply. */
  cowboys: number;
  /** This colour's cowboys in the general supply. */
  general: number;
  revolvers: number;
  roads: number;
  markers: number;
  kept: BuildingKind[];
  /** The character card taken (its number sets the action order), -1 before phase 1. */
  character: number;
  /** The card whose ability and cash limit apply (the Paperboy's second card), -1 none. */
  power: number;
  /** Unused "no duel" tiles of the Singer. */
  noDuel: number;
  /** Holds the unused white cowboy of the Sheriff. */
  white: boolean;
  /** Holds the "3 revolvers" tile this round. */
  ammo: boolean;
  /** Unused dynamite tiles of the Gold seeker's red side this round (BOARD 8.9). */
  dynamite: number;
  /** Uses the red side of its power card this round (the Undertaker, the Gold seeker's dynamite; BOARD 8). */
  red: boolean;
}

/** A cowboy on the board: `spot` is `s:<space>`, `p:<parcel>` (buy) or `b:<parcel>` (attack, defend, town hall). */
export interface Placement {
  seat: number;
  spot: string;
  white: boolean;
  noDuel: boolean;
  /** Placed with a dynamite tile: two dice in a duel (BOARD 8.9). */
  dynamite: boolean;
}

/** Decisions whose only payload is the seat that makes them; the answer's values come from `answerValues`. */
export type SimplePromptKind =
  | 'start'
  | 'paperboy'
  | 'settler'
  | 'captain'
  | 'goldSeeker'
  | 'lawyer'
  | 'deferred'
  | 'grocer'
  | 'grocerNow'
  | 'handIn'
  | 'townHall'
  | 'dynamite'
  | 'undertaker';

/** A decision with no payload but its seat (a start parcel, a character's offer, a kept building, a hand-in). */
export type SimplePrompt = { [K in SimplePromptKind]: { kind: K; seat: number } }[SimplePromptKind];

/** The Auctioneer names two parcels one after the other; `first` is the one named, null before (BOARD 8.12). */
export interface AuctionParcelPrompt {
  kind: 'auctionParcel';
  seat: number;
  first: number | null;
}

/** The next bidder raises above `bid` or drops out (BOARD 8.12). */
export interface BidPrompt {
  kind: 'bid';
  seat: number;
  bid: number;
}

/** The winner of a parcel's spot may buy it at `price` (BOARD 4.5). */
export interface ParcelPrompt {
  kind: 'parcel';
  seat: number;
  parcel: number;
  price: number;
}

/** The winner of building space `space` (0..6, $3..$12) may buy its building at `price` (BOARD 4.6). */
export interface BuildingPrompt {
  kind: 'building';
  seat: number;
  space: number;
  price: number;
}

/** A VP purchase at `price` per VP (BOARD 4 steps 12..15). */
export interface BuyVpPrompt {
  kind: 'buyVp';
  seat: number;
  price: number;
}

/** A duel loser's cowboy may move to a later spot; `key` is the order key of the duel it lost (BOARD 8.14). */
export interface DoctorPrompt {
  kind: 'doctor';
  seat: number;
  key: number;
}

/** The house the town hall on `parcel` needs (BOARD 9.2, Decision). */
export interface HallHousePrompt {
  kind: 'hallHouse';
  seat: number;
  parcel: number;
}

/** The holder of character `card` picks its side (BOARD 8.14). */
export interface SidePrompt {
  kind: 'side';
  seat: number;
  card: number;
}

/** One of several duels due in a step: its spot and the seats that fight it, in pass-track order. */
export interface DuelChoice {
  spot: string;
  seats: number[];
}

/** Several duels are due in one step: `seat` picks the one fought next; the answer is its index (BOARD 4, Decision). */
export interface DuelOrderPrompt {
  kind: 'duelOrder';
  seat: number;
  duels: DuelChoice[];
}

/**
 * A builder asks `seat` for consent to put houses on that seat's parcels; the answer is 1 (yes) or 0 (no). The
 * build waits here with the owners still to ask and the builder's own prompt to return to (BOARD 4.6).
 */
export interface ConsentPrompt {
  kind: 'consent';
  seat: number;
  builder: number;
  building: BuildingKind;
  parcel: number;
  houses: number[];
  /** Index of the builder's kept building, -1 when it comes from a building space. */
  kept: number;
  /** Owners to ask after this one. */
  next: number[];
  back: BuildingPrompt | Extract<SimplePrompt, { kind: 'deferred' }>;
}

/** The open decision: who, what, and its payload. */
export type Prompt =
  | SimplePrompt
  | AuctionParcelPrompt
  | BidPrompt
  | ParcelPrompt
  | BuildingPrompt
  | BuyVpPrompt
  | DoctorPrompt
  | HallHousePrompt
  | SidePrompt
  | DuelOrderPrompt
  | ConsentPrompt;

/** Every kind of prompt. */
export type PromptKind = Prompt['kind'];

/** A running auction: the parcels it covers, its bid, bidder and the seats still in (BOARD 8.12). */
export interface Auction {
  parcels: number[];
  bid: number;
  bidder: number;
  live: number[];
  auctioneer: number;
}

/**
 * The engine's resume point inside a step: no piece moves when it changes, so a screen may ignore its event, but a
 * view holds it so that bots can run the engine on from a view.
 */
export interface Progress {
  sub: number;
  queue: number[];
  duelNext: string;
  blasted: number[];
  fees: number[];
  refused: number[];
  thieves: Record<number, number>;
  doctorQueue: { seat: number; key: number }[];
}

/** Phases of a round (BOARD 3). */
export type Phase = 'characters' | 'placement' | 'actions' | 'over';

/** The whole game: plain data, cloned per action. */
export interface BoardState {
  setup: BoardSetup;
  rng: number;
  round: number;
  phase: Phase;
  seats: Seat[];
  cells: Cell[];
  /** 144 road segments: 0..71 horizontal (line y, column x = y*8+x), 72..143 vertical (line x, row y). */
  roads: boolean[];
  bag: BuildingKind[];
  /** The 7 building spaces, $3..$12; null when empty. */
  display: (BuildingKind | null)[];
  /** The character numbers on display this game. */
  characters: number[];
  /** The seat holding each character of `characters`, -1 free. */
  holders: number[];
  /** Pass order of this round (phase 2), then used for ties. */
  passOrder: number[];
  /** Order of phase 1 (the previous round's pass order). */
  chooseOrder: number[];
  /** Order of phase 2 (by character number). */
  actionOrder: number[];
  /** Index into the current order of the seat to act in phases 1 and 2. */
  turn: number;
  placements: Placement[];
  townHall: number;
  hallHolder: number;
  /** The round's step in phases 3 and 4, an index into `STEP_NAMES` (BOARD 4, 3.4), and a position inside it. */
  step: number;
  sub: number;
  prompt: Prompt | null;
  /** Seats still to be asked in the current step (start parcels, VP purchases, kept buildings, hand-in). */
  queue: number[];
  /** The duel the chooser picked to fight next in the current step, or '' (BOARD 4, Decision). */
  duelNext: string;
  /** Mines whose income is tripled by dynamite at this building-income step (BOARD 8.9). */
  blasted: number[];
  /** Duel losers who owe the Undertaker $2 or 1 VP, one entry per lost cowboy (BOARD 8.14). */
  fees: number[];
  /** Owners who refused the open building decision a house on their parcels (BOARD 4.6). */
  refused: number[];
  /** Seats that won an attack, per building parcel. */
  thieves: Record<number, number>;
  /** Duel losers waiting for the Doctor's offer, with the order key of their duel (BOARD 8.14). */
  doctorQueue: { seat: number; key: number }[];
  /** The kind the Grocer doubles this round (index into BUILDING_KINDS), -1 not chosen yet, GROCER_CASH when the $8 was taken at once. */
  grocerKind: number;
  auction: Auction | null;
  /** The winning seat once the game is over, else -1. */
  winner: number;
}

/** Every way an action can be refused. */
export type BoardError =
  | 'malformed'
  | 'game-over'
  | 'not-your-turn'
  | 'not-allowed'
  | 'no-money'
  | 'no-cowboy'
  | 'bad-spot'
  | 'bad-parcel'
  | 'internal';

/** A player decision. */
export type BoardAction =
  | { type: 'character'; seat: number; card: number }
  | { type: 'place'; seat: number; spot: string; white?: boolean; noDuel?: boolean; dynamite?: boolean }
  | { type: 'pass'; seat: number }
  | { type: 'road'; seat: number; from: GridPoint; to: GridPoint }
  | { type: 'answer'; seat: number; value: number }
  | { type: 'build'; seat: number; parcel: number; houses: number[]; kept?: number };

/** A point of the road lattice: x and y are 0..8 (the corners of the parcels). */
export interface GridPoint {
  x: number;
  y: number;
}
