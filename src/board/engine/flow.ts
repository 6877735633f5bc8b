/** Phases 1 and 2 and the driver that moves the game on until a decision is needed (BOARD 3.1, 3.2). */
import { BUILDINGS, CH, SHARED_SPACES, SINGER_SPACES, SPACES } from './data';
import { attackable } from './income';
import { runSteps } from './steps';
import { cellOf, freeParcel, pay, placeMountains, rollParcel, seatOf, tokensChanged, unsold } from './world';
import type { BoardEvent } from './events';
import type { BoardState } from './types';
import { isBuilding, parcelPrice } from './grid';

/** The seat whose turn it is in phase 1 or 2, or -1. */
export function currentSeat(s: BoardState): number {
  if (s.prompt) return s.prompt.seat;
  if (s.phase === 'characters') return s.queue.length > 0 ? -1 : (s.chooseOrder[s.turn] ?? -1);
  if (s.phase === 'placement') return s.actionOrder[s.turn] ?? -1;
  return -1;
}

/** The abilities that act when a character is taken (BOARD 8). */
export function atOnce(s: BoardState, seat: number, card: number, ev: BoardEvent[]): void {
  const t = seatOf(s, seat);
  switch (card) {
    case CH.paperboy:
      if (t.money >= 3) s.prompt = { kind: 'paperboy', seat };
      return;
    case CH.sheriff:
      t.white = true;
      tokensChanged(s, seat, ev);
      return;
    case CH.doctor:
      s.prompt = { kind: 'side', seat, card }; // BOARD 8.14: the holder picks Doctor or Undertaker
      return;
    case CH.grocer:
      s.prompt = { kind: 'grocerNow', seat }; // BOARD 8.3: the $8 at once, or the choice later
      return;
    case CH.banker:
      pay(s, seat, 9, 'banker', ev);
      return;
    case CH.coolie:
      t.roads += 2;
      ev.push({ type: 'roads', seat, amount: 2, cause: 'coolie' });
      return;
    case CH.governor:
      t.roads += 1;
      ev.push({ type: 'roads', seat, amount: 1, cause: 'governor' });
      return;
    case CH.singer:
      t.noDuel = 2;
      tokensChanged(s, seat, ev);
      return;
    case CH.settler:
      if (t.markers > 0 && unsold(s).length > 0) s.prompt = { kind: 'settler', seat };
      return;
    case CH.captain:
      if (t.money >= 1 && t.general >= 1) s.prompt = { kind: 'captain', seat };
      return;
    case CH.chief:
      for (let i = 0; i < 2 && t.markers > 0; i++) {
        const p = rollParcel(s, (q) => freeParcel(s, q) && q !== s.townHall);
        if (p < 0) break;
        cellOf(s, p).owner = seat;
        t.markers--;
        ev.push({ type: 'bought', seat, parcel: p, price: 0 });
      }
      return;
    case CH.goldSeeker: {
      const mine = s.display.includes('mine') || s.bag.includes('mine');
      if (!mine) {
        // BOARD 8.9: with no mine left in the game the card shows its red side: two dynamite tiles.
        t.red = true;
        t.dynamite = 2;
        tokensChanged(s, seat, ev);
        return;
      }
      const free = s.cells.some((_, p) => freeParcel(s, p));
      if (mine && free && t.money >= 10 && t.markers > 0) s.prompt = { kind: 'goldSeeker', seat };
      return;
    }
    case CH.lawyer:
      if (t.markers > 0 && unsold(s).some((p) => parcelPrice(s.cells, p) <= t.money))
        s.prompt = { kind: 'lawyer', seat };
      return;
    case CH.auctioneer:
      if (unsold(s).length >= 2) s.prompt = { kind: 'auctionParcel', seat, first: null };
      return;
    default:
      return;
  }
}

/** Phase 1: takes a character (BOARD 3.1). */
export function takeCharacter(s: BoardState, seat: number, card: number, ev: BoardEvent[]): void {
  const i = s.characters.indexOf(card);
  s.holders[i] = seat;
  const t = seatOf(s, seat);
  t.character = card;
  t.power = card;
  ev.push({ type: 'chosen', seat, card, second: false });
  s.turn++;
  ev.push({ type: 'turn', turn: s.turn });
  atOnce(s, seat, card, ev);
}

/** May `seat` put a cowboy on `spot` now (BOARD 3.2, 6, 8.1, 8.11). */
export function spotOk(
  s: BoardState,
  seat: number,
  spot: string,
  white: boolean,
  noDuel: boolean,
  dynamite = false,
): boolean {
  const t = seatOf(s, seat);
  // BOARD 8.9, Decision: dynamite goes with a plain cowboy, on a spot where a duel can happen.
  if (dynamite && (white || noDuel || t.dynamite < 1 || SHARED_SPACES.includes(spot.slice(2)))) return false;
  if (white ? !t.white : t.cowboys < 1) return false;
  if (noDuel && (white || t.noDuel < 1)) return false;
  const here = s.placements.filter((p) => p.spot === spot);
  if (white && here.length > 0) return false;
  if (here.some((p) => p.white) && !noDuel) return false;
  const [k, rest] = [spot.slice(0, 2), spot.slice(2)];
  if (k === 's:') {
    if (!SPACES.includes(rest)) return false;
    if (noDuel && !SINGER_SPACES.includes(rest)) return false;
    if (!SHARED_SPACES.includes(rest) && here.some((p) => p.seat === seat)) return false;
    if (rest.startsWith('bld')) return s.display[Number(rest.slice(3))] !== null;
    if (/^vp\d$/.test(rest)) return Number(rest.slice(2)) >= s.round - 1;
    return true;
  }
  if (noDuel || !/^\d+$/.test(rest)) return false;
  const p = Number(rest);
  const c = s.cells[p];
  if (!c || here.some((q) => q.seat === seat)) return false;
  if (k === 'p:') return c.owner === -1 && p !== s.townHall && t.markers > 0;
  if (k !== 'b:') return false;
  if (p === s.townHall) return !white && s.hallHolder !== seat;
  if (!isBuilding(c.thing)) return false;
  if (c.owner === seat) return BUILDINGS[c.thing].attackable;
  return !white && attackable(s, p, seat);
}

/** Every spot string a seat might use (filtered by spotOk). */
export function allSpots(s: BoardState): string[] {
  const out = SPACES.map((n) => `s:${n}`);
  s.cells.forEach((c, p) => {
    if (c.owner === -1 && p !== s.townHall) out.push(`p:${p}`);
    if (isBuilding(c.thing)) out.push(`b:${p}`);
  });
  return out;
}

/** Moves the phase-2 turn to the next seat that has not passed. */
function nextTurn(s: BoardState, ev: BoardEvent[]): void {
  const n = s.actionOrder.length;
  for (let i = 1; i <= n; i++) {
    const j = (s.turn + i) % n;
    if (!s.passOrder.includes(s.actionOrder[j] as number)) {
      s.turn = j;
      ev.push({ type: 'turn', turn: j });
      return;
    }
  }
}

/** Phase 2: puts a cowboy (BOARD 3.2). */
export function place(
  s: BoardState,
  seat: number,
  spot: string,
  white: boolean,
  noDuel: boolean,
  ev: BoardEvent[],
  dynamite = false,
) {
  const t = seatOf(s, seat);
  if (white) t.white = false;
  else t.cowboys--;
  if (noDuel) t.noDuel--;
  if (dynamite) t.dynamite--;
  s.placements.push({ seat, spot, white, noDuel, dynamite });
  ev.push({ type: 'placed', seat, spot, white, noDuel, dynamite, doctor: false });
  nextTurn(s, ev);
}

/** Phase 2: passes onto the first free slot of the pass track (BOARD 3.2). */
export function passTurn(s: BoardState, seat: number, ev: BoardEvent[]): void {
  s.passOrder.push(seat);
  ev.push({ type: 'passed', seat });
  if (s.passOrder.length < s.seats.length) nextTurn(s, ev);
}

/** Moves the game on through automatic steps until a player must decide or the game is over. */
export function advance(s: BoardState, ev: BoardEvent[]): void {
  for (let guard = 0; guard < 10_000; guard++) {
    if (s.prompt || s.phase === 'over') return;
    if (s.phase === 'characters') {
      const q = s.queue[0];
      if (q !== undefined) {
        // BOARD 2: the mountains come after the first building draw (and a town hall it brings).
        if (s.round === 1 && !s.cells.some((c) => c.thing === 'mountain')) placeMountains(s, ev);
        s.prompt = { kind: 'start', seat: q };
        return;
      }
      if (s.turn < s.chooseOrder.length) return;
      s.actionOrder = s.seats
        .map((_, i) => i)
        .sort((a, b) => seatOf(s, a).character - seatOf(s, b).character);
      s.phase = 'placement';
      s.turn = 0;
      ev.push({ type: 'phase', phase: 'placement' });
      continue;
    }
    if (s.phase === 'placement') {
      if (s.passOrder.length < s.seats.length) return;
      s.phase = 'actions';
      s.step = 0;
      s.sub = 0;
      s.queue = [];
      ev.push({ type: 'phase', phase: 'actions' }, { type: 'step', step: 0, edge: 'start' });
      continue;
    }
    runSteps(s, ev);
  }
  throw new Error('advance did not settle');
}
