/** What each step of the action path does (BOARD 3.3, 4); each handler is true once its step is over. */
import { BUILDING_PRICES, CH, PATH_RATES, VP_PRICES } from './data';
import { contest } from './duel';
import { buildOptions } from './build';
import { isBuilding } from './grid';
import { firepower, hasPower } from './income';
import { pay, roll, score, seatOf, tokensChanged } from './world';
import type { BoardEvent } from './events';
import type { BoardState } from './types';

/** Runs a step, or resumes it at `s.sub` and `s.queue`; false while it waits on a prompt or a duel loser. */
export type StepHandler = (s: BoardState, ev: BoardEvent[]) => boolean;

const owned = (s: BoardState, seat: number): number => s.cells.filter((c) => c.owner === seat).length;

/** A step that only gives: each cowboy that acts on `spot` gets `give`, without being asked (BOARD 3.3, Decision). */
export const giving =
  (
    spot: string,
    give: (s: BoardState, seat: number, ev: BoardEvent[]) => void,
    shared = false,
  ): StepHandler =>
  (s, ev) => {
    for (const seat of contest(s, spot, ev, shared)) give(s, seat, ev);
    return true;
  };

/** Roads into the personal supply: 3 from Roads (1), 1 per cowboy on Roads (2) (BOARD 4 steps 1, 2). */
export const takeRoads =
  (amount: number, cause: 'roads1' | 'roads2') =>
  (s: BoardState, seat: number, ev: BoardEvent[]): void => {
    seatOf(s, seat).roads += amount;
    ev.push({ type: 'roads', seat, amount, cause });
  };

/** $4 for each cowboy on Wages (BOARD 4 step 3). */
export const wages = (s: BoardState, seat: number, ev: BoardEvent[]): void =>
  pay(s, seat, PATH_RATES.wages, 'wages', ev);

/** The "3 revolvers" tile for the rest of the round (BOARD 4 step 4). */
export function takeAmmo(s: BoardState, seat: number, ev: BoardEvent[]): void {
  seatOf(s, seat).ammo = true;
  tokensChanged(s, seat, ev);
}

/** A building space's price for a seat: the space's price, halved (rounded up) for the Coolie (BOARD 8, 4.6). */
export interface BuildingPriceParts {
  base: number;
  coolie: boolean;
  price: number;
}

/** The parts of a building space's price for a seat; `price` is what `buildingPrice` gives (BOARD 8, 4.6). */
export function buildingPriceParts(
  s: Pick<BoardState, 'seats'>,
  seat: number,
  space: number,
): BuildingPriceParts {
  const base = BUILDING_PRICES[space] as number;
  const coolie = hasPower(s, seat, CH.coolie);
  return { base, coolie, price: coolie ? Math.ceil(base / 2) : base };
}

/** Price of a building space for a seat (the Coolie pays half, rounded up; BOARD 8, 4). */
export const buildingPrice = (s: Pick<BoardState, 'seats'>, seat: number, space: number): number =>
  buildingPriceParts(s, seat, space).price;

/** The seven building spaces, from the most expensive down; `s.sub` counts the spaces done (BOARD 4.6, Decision). */
export function buildingSpaces(s: BoardState, ev: BoardEvent[]): boolean {
  for (let k = s.sub; k < 7; k++) {
    const i = 6 - k;
    s.sub = k + 1;
    const [w] = contest(s, `s:bld${i}`, ev);
    const kind = s.display[i];
    const price = w === undefined ? 0 : buildingPrice(s, w, i);
    if (w !== undefined && kind && seatOf(s, w).money >= price) {
      s.prompt = { kind: 'building', seat: w, space: i, price };
      return false;
    }
    if (s.doctorQueue.length > 0) return false;
  }
  return true;
}

const canPlaceKept = (s: BoardState, seat: number): boolean =>
  seatOf(s, seat).kept.some((k) => buildOptions(s, seat, k).length > 0);

/** Kept buildings, each player in pass-track order (BOARD 4.7). */
export function deferredBuilds(s: BoardState): boolean {
  if (s.sub === 0) {
    s.sub = 1;
    s.queue = s.passOrder.slice();
  }
  while (s.queue.length > 0) {
    const seat = s.queue[0] as number;
    if (canPlaceKept(s, seat)) {
      s.prompt = { kind: 'deferred', seat };
      return false;
    }
    s.queue.shift();
  }
  return true;
}

/** $2 per owned parcel (BOARD 4 step 7). */
export const parcelIncome = (s: BoardState, seat: number, ev: BoardEvent[]): void =>
  pay(s, seat, PATH_RATES.incParcels * owned(s, seat), 'parcels', ev);

/** $2 per point of firepower (BOARD 4 step 8). */
export const cowboyIncome = (s: BoardState, seat: number, ev: BoardEvent[]): void =>
  pay(s, seat, PATH_RATES.incCowboys * firepower(s, seat), 'cowboys', ev);

/** The sum of both dice (BOARD 4 step 9). */
export const gamble = (s: BoardState, seat: number, ev: BoardEvent[]): void =>
  pay(s, seat, roll(s) + roll(s), 'gambling', ev);

/** The four VP-purchase spaces in turn; `s.sub` counts the spaces opened, `s.queue` holds the buyers (BOARD 4 step 11). */
export function buyVp(s: BoardState, ev: BoardEvent[]): boolean {
  for (;;) {
    const seat = s.queue[0];
    if (seat !== undefined) {
      const price = VP_PRICES[s.sub - 1] as number;
      if (seatOf(s, seat).money >= price) {
        s.prompt = { kind: 'buyVp', seat, price };
        return false;
      }
      s.queue.shift();
      continue;
    }
    if (s.sub >= 4) return true;
    s.queue = contest(s, `s:vp${s.sub}`, ev);
    s.sub++;
  }
}

/** 1 VP per 2 points of firepower (BOARD 4 step 12). */
export const cowboyVp = (s: BoardState, seat: number, ev: BoardEvent[]): void =>
  score(s, seat, Math.floor(firepower(s, seat) / PATH_RATES.vpCowboys), 'cowboys', ev);

/** 1 VP per building on the seat's parcels (BOARD 4 step 13). */
export function buildingVp(s: BoardState, seat: number, ev: BoardEvent[]): void {
  const n = s.cells.filter((c) => c.owner === seat && isBuilding(c.thing)).length;
  score(s, seat, n, 'buildings', ev);
}

/** 1 VP per 2 owned parcels (BOARD 4 step 14). */
export const parcelVp = (s: BoardState, seat: number, ev: BoardEvent[]): void =>
  score(s, seat, Math.floor(owned(s, seat) / PATH_RATES.vpParcels), 'parcels', ev);
