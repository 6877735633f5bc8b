/** Duels and the resolution of one contested spot (BOARD 5, 8.1, 8.11, 8.17). */
import { CH, spotKey } from './data';
import { firepowerParts, hasPower, hasRed } from './income';
import { pay, passRank, roll, score, seatOf } from './world';
import type { BoardEvent } from './events';
import type { FirepowerParts } from './income';
import type { BoardState, Placement } from './types';

/**
 * Fights a duel among `seats` (distinct); returns the winner: die + firepower, ties by the pass track (BOARD 5.2).
 * Seats in `twoDice` placed dynamite and roll two dice (BOARD 8.9).
 */
export function duel(
  s: BoardState,
  spot: string,
  seats: number[],
  ev: BoardEvent[],
  twoDice: readonly number[] = [],
): number {
  const order = seats.slice().sort((a, b) => passRank(s, a) - passRank(s, b));
  const rolls = order.map((seat) => roll(s) + (twoDice.includes(seat) ? roll(s) : 0));
  // BOARD 5.2, Decision: firepower as it stands at the duel.
  const fire = order.map((seat) => firepowerParts(s, seat));
  const totals = order.map((_, i) => (rolls[i] as number) + (fire[i] as FirepowerParts).total);
  let best = 0;
  for (let i = 1; i < order.length; i++) if ((totals[i] as number) > (totals[best] as number)) best = i;
  const winner = order[best] as number;
  ev.push({ type: 'duel', spot, seats: order, rolls, fire, totals, winner });
  if (hasPower(s, winner, CH.gunsmith)) score(s, winner, 2, 'gunsmith', ev);
  return winner;
}

/** A cowboy that acted goes to the general supply (the white one leaves the game for the round). */
export function spend(s: BoardState, p: Placement, ev: BoardEvent[]): void {
  if (!p.white) seatOf(s, p.seat).general++;
  ev.push({ type: 'cowboy', seat: p.seat, from: p.spot, to: p.white ? 'out' : 'general' });
}

/** A cowboy that lost, or was sent back, returns to its owner's personal supply (the white one leaves). */
export function sendHome(s: BoardState, p: Placement, ev: BoardEvent[]): void {
  if (!p.white) seatOf(s, p.seat).cowboys++;
  ev.push({ type: 'cowboy', seat: p.seat, from: p.spot, to: p.white ? 'out' : 'home' });
}

/** The seat using the Undertaker (the Doctor's red side) this round, or -1 (BOARD 8.14). */
export const undertaker = (s: BoardState): number => s.seats.findIndex((_, i) => hasRed(s, i, CH.doctor));

/** A cowboy of `seat` lost a duel: with the Undertaker in play its owner owes $2 or 1 VP, except the Undertaker's own. */
export function owe(s: BoardState, seat: number): void {
  const u = undertaker(s);
  if (u >= 0 && u !== seat) s.fees.push(seat);
}

/** The first fee owed is settled: $2 to the Undertaker, or 1 VP lost; nothing when the loser has neither (BOARD 8.14). */
export function settleFee(s: BoardState, money: boolean, ev: BoardEvent[]): void {
  const seat = s.fees.shift();
  if (seat === undefined) return;
  const t = seatOf(s, seat);
  if (money && t.money >= 2) {
    pay(s, seat, -2, 'undertaker', ev);
    pay(s, undertaker(s), 2, 'undertaker', ev);
  } else if (t.vp >= 1) {
    t.vp--;
    ev.push({ type: 'vp', seat, amount: -1, cause: 'undertaker' });
  }
}

/** A duel's loser: waits for the Doctor's offer when a Doctor is in play and the loser can use it (BOARD 8.14). */
export function lose(s: BoardState, p: Placement, key: number, ev: BoardEvent[]): void {
  if (!p.white) owe(s, p.seat);
  const doctor = s.seats.findIndex((_, i) => hasPower(s, i, CH.doctor));
  if (!p.white && doctor >= 0 && (doctor === p.seat || seatOf(s, p.seat).money >= 3)) {
    s.doctorQueue.push({ seat: p.seat, key });
    ev.push({ type: 'cowboy', seat: p.seat, from: p.spot, to: 'doctor' });
  } else sendHome(s, p, ev);
}

/** Takes the cowboys off a spot. */
export function takeOff(s: BoardState, spot: string): Placement[] {
  const here = s.placements.filter((p) => p.spot === spot);
  s.placements = s.placements.filter((p) => p.spot !== spot);
  return here;
}

/**
 * Resolves who acts on a spot: on shared spaces everyone (once per cowboy); elsewhere the white cowboy, the
 * Singer's no-duel cowboys and the single or winning other cowboy. Losers go home (BOARD 5.2).
 */
export function contest(s: BoardState, spot: string, ev: BoardEvent[], shared = false): number[] {
  const key = spotKey(spot);
  let here = takeOff(s, spot);
  if (shared) {
    for (const p of here) spend(s, p, ev);
    return here.map((p) => p.seat);
  }
  if (spot.startsWith('p:')) {
    const lawyer = here.find((p) => hasPower(s, p.seat, CH.lawyer));
    if (lawyer) {
      for (const p of here) if (p.seat !== lawyer.seat) sendHome(s, p, ev);
      here = [lawyer];
    }
  }
  const free = here.filter((p) => p.white || p.noDuel);
  const fighters = here.filter((p) => !p.white && !p.noDuel);
  let winner = -1;
  if (fighters.length === 1) winner = (fighters[0] as Placement).seat;
  else if (fighters.length > 1)
    winner = duel(
      s,
      spot,
      fighters.map((p) => p.seat),
      ev,
      fighters.filter((p) => p.dynamite).map((p) => p.seat),
    );
  const acts: number[] = [];
  for (const p of here) {
    if (free.includes(p) || p.seat === winner) {
      spend(s, p, ev);
      acts.push(p.seat);
    } else lose(s, p, key, ev);
  }
  return acts.sort((a, b) => passRank(s, a) - passRank(s, b));
}
