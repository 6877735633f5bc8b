/** Small state helpers shared by the systems: dice, money, VP, roads, drawing buildings. */
import { nextFloat } from '../../shared';
import { BUILDINGS, CH, MOUNTAINS } from './data';
import { connected, diceParcel, roadPoints, segmentPoints } from './grid';
import { hasPower } from './income';
import type { BoardEvent, IncomeSource, MoneyCause, VpCause } from './events';
import type { BoardState, BuildingKind, Cell, Progress, Prompt, Seat } from './types';

/** A deep copy of the state (plain data only), field by field for speed. */
export function cloneState(s: BoardState): BoardState {
  const setup = { ...s.setup };
  if (s.setup.characters) setup.characters = s.setup.characters.slice();
  return {
    ...s,
    setup,
    seats: s.seats.map((t) => ({ ...t, kept: t.kept.slice() })),
    cells: s.cells.map((c) => ({ owner: c.owner, thing: c.thing })),
    roads: s.roads.slice(),
    bag: s.bag.slice(),
    display: s.display.slice(),
    characters: s.characters.slice(),
    holders: s.holders.slice(),
    passOrder: s.passOrder.slice(),
    chooseOrder: s.chooseOrder.slice(),
    actionOrder: s.actionOrder.slice(),
    placements: s.placements.map((p) => ({ ...p })),
    prompt: s.prompt ? clonePrompt(s.prompt) : null,
    queue: s.queue.slice(),
    doctorQueue: s.doctorQueue.map((d) => ({ ...d })),
    refused: s.refused.slice(),
    fees: s.fees.slice(),
    blasted: s.blasted.slice(),
    thieves: { ...s.thieves },
    auction: s.auction
      ? { ...s.auction, parcels: s.auction.parcels.slice(), live: s.auction.live.slice() }
      : null,
  };
}

/** A copy of the engine's resume point inside a step. */
export function progressOf(s: BoardState): Progress {
  return {
    sub: s.sub,
    queue: s.queue.slice(),
    duelNext: s.duelNext,
    blasted: s.blasted.slice(),
    fees: s.fees.slice(),
    refused: s.refused.slice(),
    thieves: { ...s.thieves },
    doctorQueue: s.doctorQueue.map((d) => ({ ...d })),
  };
}

/**
 * Closes the events of an action: the open prompt when it was set anew, and the resume point when it moved or a
 * step, phase or round began (which resets it); both are reported once, as they stand at the end.
 */
export function reportEnd(s: BoardState, prompt: Prompt | null, progress: Progress, ev: BoardEvent[]): void {
  if (s.prompt !== prompt) ev.push({ type: 'prompt', prompt: s.prompt ? clonePrompt(s.prompt) : null });
  const reset = ev.some((e) => e.type === 'step' || e.type === 'phase' || e.type === 'round');
  if (reset || !sameProgress(s, progress)) ev.push({ type: 'progress', progress: progressOf(s) });
}

const sameList = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** Is the state's resume point still `p`. */
function sameProgress(s: BoardState, p: Progress): boolean {
  const keys = Object.keys(s.thieves);
  return (
    s.sub === p.sub &&
    s.duelNext === p.duelNext &&
    sameList(s.queue, p.queue) &&
    sameList(s.blasted, p.blasted) &&
    sameList(s.fees, p.fees) &&
    sameList(s.refused, p.refused) &&
    keys.length === Object.keys(p.thieves).length &&
    keys.every((k) => s.thieves[Number(k)] === p.thieves[Number(k)]) &&
    s.doctorQueue.length === p.doctorQueue.length &&
    s.doctorQueue.every((d, i) => d.seat === p.doctorQueue[i]?.seat && d.key === p.doctorQueue[i]?.key)
  );
}

/** A copy of a prompt and its payload. */
export function clonePrompt(p: Prompt): Prompt {
  if (p.kind === 'duelOrder') return { ...p, duels: p.duels.map((d) => ({ ...d, seats: d.seats.slice() })) };
  if (p.kind === 'consent')
    return {
      ...p,
      houses: p.houses.slice(),
      next: p.next.slice(),
      back: { ...p.back },
    };
  return { ...p };
}

/** One die roll 1..6 from the state's generator. */
export function roll(s: BoardState): number {
  const [f, next] = nextFloat(s.rng);
  s.rng = next;
  return 1 + Math.floor(f * 6);
}

/** The seat, which must exist. */
export function seatOf(s: Pick<BoardState, 'seats'>, seat: number): Seat {
  const t = s.seats[seat];
  if (!t) throw new Error(`no seat ${seat}`);
  return t;
}

/** The cell, which must exist. */
export function cellOf(s: Pick<BoardState, 'cells'>, p: number): Cell {
  const c = s.cells[p];
  if (!c) throw new Error(`no parcel ${p}`);
  return c;
}

/** Adds (or with a negative amount takes) money; `income` names the building a payment of income comes from. */
export function pay(
  s: BoardState,
  seat: number,
  amount: number,
  cause: MoneyCause,
  ev: BoardEvent[],
  income?: IncomeSource,
): void {
  if (amount === 0) return;
  seatOf(s, seat).money += amount;
  ev.push(income ? { type: 'money', seat, amount, cause, income } : { type: 'money', seat, amount, cause });
}

/** Adds VP. */
export function score(s: BoardState, seat: number, amount: number, cause: VpCause, ev: BoardEvent[]): void {
  if (amount <= 0) return;
  seatOf(s, seat).vp += amount;
  ev.push({ type: 'vp', seat, amount, cause });
}

/** Reports the seat's round tokens after one of them changed. */
export function tokensChanged(s: BoardState, seat: number, ev: BoardEvent[]): void {
  const t = seatOf(s, seat);
  ev.push({
    type: 'tokens',
    seat,
    tokens: { white: t.white, noDuel: t.noDuel, dynamite: t.dynamite, ammo: t.ammo, red: t.red },
  });
}

/** Rank on the pass track of this round (lower is better); seats not yet passed come after. */
export function passRank(s: BoardState, seat: number): number {
  const i = s.passOrder.indexOf(seat);
  return i >= 0 ? i : s.passOrder.length + seat;
}

/** Lays a road segment; the Governor scores when it connects a new parcel (BOARD 4.8, 8.13). */
export function layRoad(s: BoardState, seat: number, seg: number, ev: BoardEvent[]): void {
  const before = roadPoints(s.roads);
  s.roads[seg] = true;
  const [from, to] = segmentPoints(seg);
  ev.push({ type: 'road', seat, from, to });
  if (seat < 0 || !hasPower(s, seat, CH.governor)) return;
  const after = roadPoints(s.roads);
  const fresh = s.cells.some((_, p) => !connected(before, p) && connected(after, p));
  if (fresh) score(s, seat, 1, 'governor', ev);
}

/** Puts a building on a parcel and hands out its revolvers (BOARD 9.1). */
export function placeBuilding(
  s: Pick<BoardState, 'cells' | 'seats'>,
  seat: number,
  p: number,
  kind: BuildingKind,
  ev: BoardEvent[],
): void {
  cellOf(s, p).thing = kind;
  ev.push({ type: 'built', seat, parcel: p, kind });
  const amount = BUILDINGS[kind].revolvers;
  if (seat < 0 || amount === 0) return;
  seatOf(s, seat).revolvers += amount;
  ev.push({ type: 'revolvers', seat, amount });
}

/** Adds a house, or raises a house to a townhouse. */
export function addHouse(s: Pick<BoardState, 'cells'>, p: number, ev: BoardEvent[]): void {
  const c = cellOf(s, p);
  const townhouse = c.thing === 'house';
  c.thing = townhouse ? 'townhouse' : 'house';
  ev.push({ type: 'house', parcel: p, townhouse });
}

/** A random parcel that passes `ok`, by the dice grid (the inner 6x6), or -1 when none does (BOARD 1, 8.8). */
export function rollParcel(s: BoardState, ok: (p: number) => boolean): number {
  const any = Array.from({ length: 36 }, (_, i) => diceParcel(1 + (i % 6), 1 + Math.floor(i / 6))).some(ok);
  if (!any) return -1;
  for (;;) {
    const p = diceParcel(roll(s), roll(s));
    if (ok(p)) return p;
  }
}

/** Is the parcel empty and unsold. */
export const freeParcel = (s: BoardState, p: number): boolean => {
  const c = s.cells[p];
  return !!c && c.owner === -1 && c.thing === 'empty';
};

/** Parcels any player may still buy: unsold and not the town hall's. */
export const unsold = (s: Pick<BoardState, 'cells' | 'townHall'>): number[] =>
  s.cells.map((c, p) => (c.owner === -1 && p !== s.townHall ? p : -1)).filter((p) => p >= 0);

/** Rolls the 9 mountains onto empty parcels, rolling again on an occupied one (BOARD 2, step 3). */
export function placeMountains(s: BoardState, ev: BoardEvent[]): void {
  for (let m = 0; m < MOUNTAINS; m++) {
    for (;;) {
      const p = diceParcel(roll(s), roll(s));
      if (cellOf(s, p).thing === 'empty') {
        cellOf(s, p).thing = 'mountain';
        ev.push({ type: 'mountain', parcel: p });
        break;
      }
    }
  }
}
