/** The board engine's events: what changed, with its cause, for logs, animation and `applyEvents`. */
import type { Outcome } from '../../shared';
import type { FirepowerParts } from './income';
import type { Auction, BoardError, BoardState, BuildingKind, GridPoint, Progress, Prompt } from './types';

/** Why money changes hands (BOARD 3.4, 4, 7, 8). */
export type MoneyCause =
  | 'banker'
  | 'wages'
  | 'parcels'
  | 'cowboys'
  | 'gambling'
  | 'buildings'
  | 'attack'
  | 'handIn'
  | 'parcel'
  | 'building'
  | 'goldSeeker'
  | 'captain'
  | 'auction'
  | 'doctor'
  | 'undertaker'
  | 'grocer'
  | 'buyVp'
  | 'paperboy';

/**
 * The building a payment at the building-income step comes from, and the parts of the payment, which sum to its
 * amount (BOARD 7.2, 7.3, 9.2, 8.3, 8.9, 6). The formula's parts are split into those counted on neighbouring parcels
 * (houses, mountains, empty parcels: the neighbour bonus) and the rest (a fixed sum, the round, a ranch's minimum, own
 * ranches or mines anywhere).
 */
export interface IncomeSource {
  parcel: number;
  kind: BuildingKind;
  /** The formula's parts that count no neighbour. */
  base: number;
  /** The formula's parts counted on neighbouring parcels: the neighbour bonus (BOARD 7.1). */
  neighbours: number;
  /** The town hall's step (BOARD 9.2). */
  hall: number;
  /** What the cap takes off, 0 or less (BOARD 7.3). */
  capped: number;
  /** What the Grocer's doubling or dynamite's tripling adds (BOARD 8.3, 8.9). */
  boost: number;
  /**
   * What goes to the other side of a won attack, 0 or less: the attacker's half on the owner's payment, the owner's
   * rest on the attacker's (BOARD 6).
   */
  shared: number;
}

/** Why VP change (BOARD 3.4, 4, 8, 10). */
export type VpCause =
  | 'governor'
  | 'cowboys'
  | 'buildings'
  | 'parcels'
  | 'handIn'
  | 'bought'
  | 'undertaker'
  | 'gunsmith'
  | 'finalMoney'
  | 'finalProperty'
  | 'station'
  | 'teacher';

/**
 * Where a cowboy is outside the spots: `home` (personal supply), `general` (general supply), `doctor` (a duel loser
 * waiting for the Doctor's offer), `hall` (holding the town hall), `out` (the white cowboy, gone for the round).
 */
export type CowboyPlace = 'home' | 'general' | 'doctor' | 'hall' | 'out';

/** The round tokens of a seat after a change (BOARD 8.1, 8.9, 8.11, 8.14, 4 step 4). */
export interface SeatTokens {
  white: boolean;
  noDuel: number;
  dynamite: number;
  ammo: boolean;
  red: boolean;
}

/**
 * Something that happened, for logs and animation; the events of an action rebuild every change of a view
 * (`applyEvents`). Less obvious fields: `step.step` indexes `STEP_NAMES`; `chosen.second` is the Paperboy's second
 * card; `placed.doctor` is a loser's cowboy moved on by the Doctor; `cowboy.from` is a spot, `doctor` or `hall`;
 * `drawn.space` is -1 when the tile does not go to the display (the town hall, the Gold seeker's mine from the bag);
 * `taken.keep` puts a bought building into the buyer's hand; `duel.fire` gives each side's firepower parts at that duel
 * (its total is the total less the roll); `tokens` gives a seat's round tokens after a change; `progress` is the
 * engine's resume point (see `Progress`), which a screen may ignore; `money.income` names the building a payment of the
 * building-income step comes from (owner's and attacker's alike).
 */
export type BoardEvent =
  | { type: 'round'; round: number }
  | { type: 'phase'; phase: 'placement' | 'actions' }
  | { type: 'turn'; turn: number }
  | { type: 'step'; step: number; edge: 'start' | 'end' }
  | { type: 'prompt'; prompt: Prompt | null }
  | { type: 'chosen'; seat: number; card: number; second: boolean }
  | { type: 'tokens'; seat: number; tokens: SeatTokens }
  | {
      type: 'placed';
      seat: number;
      spot: string;
      white: boolean;
      noDuel: boolean;
      dynamite: boolean;
      doctor: boolean;
    }
  | { type: 'passed'; seat: number }
  | { type: 'cowboy'; seat: number; from: string; to: CowboyPlace }
  | { type: 'recruited'; seat: number; count: number; cause: 'captain' | 'round' }
  | { type: 'hall'; holder: number; previous: number }
  | { type: 'teacher'; seat: number; order: number[] }
  | { type: 'road'; seat: number; from: GridPoint; to: GridPoint }
  | { type: 'roads'; seat: number; amount: number; cause: 'roads1' | 'roads2' | 'coolie' | 'governor' }
  | { type: 'revolvers'; seat: number; amount: number }
  | {
      type: 'duel';
      spot: string;
      seats: number[];
      rolls: number[];
      fire: FirepowerParts[];
      totals: number[];
      winner: number;
    }
  | { type: 'money'; seat: number; amount: number; cause: MoneyCause; income?: IncomeSource }
  | { type: 'vp'; seat: number; amount: number; cause: VpCause }
  | { type: 'bought'; seat: number; parcel: number; price: number }
  | { type: 'built'; seat: number; parcel: number; kind: BuildingKind }
  | { type: 'house'; parcel: number; townhouse: boolean }
  | { type: 'mountain'; parcel: number }
  | { type: 'drawn'; kind: BuildingKind; space: number }
  | { type: 'slid'; moves: { from: number; to: number }[] }
  | { type: 'taken'; seat: number; space: number; kind: BuildingKind; keep: boolean }
  | { type: 'keptBuilt'; seat: number; index: number; kind: BuildingKind }
  | { type: 'grocer'; seat: number; choice: BuildingKind | 'cash' }
  | { type: 'auction'; auction: Auction | null }
  | { type: 'progress'; progress: Progress }
  | { type: 'over'; scores: number[]; winner: number };

/** The outcome of an action: the new state and events, or an error with the input untouched. */
export type BoardResult = Outcome<BoardState, BoardEvent, BoardError>;
