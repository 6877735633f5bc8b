/** Phase 4: the money hand-in, then the end of the round or of the game (BOARD 3.4). */
import { CH, NEW_COWBOYS } from './data';
import { sendHome } from './duel';
import { startRound } from './round';
import { cashLimit, hasPower } from './income';
import { finishGame } from './scoring';
import { slideAndRefill } from './hall';
import { pay, score } from './world';
import type { BoardEvent } from './events';
import type { BoardState } from './types';

/** Money a seat may hand in at round end: the excess, or any multiple of $10 above it (BOARD 3.4). */
export function handInOptions(s: Pick<BoardState, 'seats'>, seat: number): number[] {
  const t = s.seats[seat];
  if (!t) return [];
  const limit = cashLimit(s, seat);
  const excess = Math.max(0, t.money - limit);
  const out = [excess];
  for (let a = Math.ceil((excess + 1) / 10) * 10; a <= t.money; a += 10) if (a > excess) out.push(a);
  return out;
}

/** VP for money handed in at round end: 1 per full $10 (BOARD 3.4). */
export const handInVp = (amount: number): number => Math.floor(amount / 10);

/** Hands in money: 1 VP per full $10 (BOARD 3.4). */
export function handIn(s: BoardState, seat: number, amount: number, ev: BoardEvent[]): void {
  pay(s, seat, -amount, 'handIn', ev);
  score(s, seat, handInVp(amount), 'handIn', ev);
}

/** Each seat in pass-track order hands in money; only a seat with a choice is asked (BOARD 3.4 item 3). */
export function handInStep(s: BoardState, ev: BoardEvent[]): boolean {
  if (s.sub === 0) {
    s.sub = 1;
    s.queue = s.passOrder.slice();
  }
  while (s.queue.length > 0) {
    const seat = s.queue[0] as number;
    const opts = handInOptions(s, seat);
    if (opts.length > 1) {
      s.prompt = { kind: 'handIn', seat };
      return false;
    }
    handIn(s, seat, opts[0] as number, ev);
    s.queue.shift();
  }
  return true;
}

/** The rest of phase 4 and the next round's opening, or the end of the game after round 4; never hands on (BOARD 3.4). */
export function endRound(s: BoardState, ev: BoardEvent[]): boolean {
  for (const p of s.placements) sendHome(s, p, ev);
  s.placements = [];
  if (s.round >= 4) {
    finishGame(s, ev);
    return false;
  }
  const add = NEW_COWBOYS[s.round - 1] as number;
  s.seats.forEach((t, seat) => {
    const count = Math.min(add, t.general);
    t.general -= count;
    t.cowboys += count;
    if (count > 0) ev.push({ type: 'recruited', seat, count, cause: 'round' });
  });
  const teacher = s.seats.findIndex((_, i) => hasPower(s, i, CH.teacher));
  for (const t of s.seats) {
    t.character = -1;
    t.power = -1;
    t.white = false;
    t.noDuel = 0;
    t.ammo = false;
    t.red = false;
    t.dynamite = 0;
  }
  slideAndRefill(s, ev);
  if (teacher >= 0) {
    // BOARD 3.4, 8.18: the Teacher goes first on the pass track.
    s.passOrder = [teacher, ...s.passOrder.filter((x) => x !== teacher)];
    ev.push({ type: 'teacher', seat: teacher, order: s.passOrder.slice() });
  }
  s.round++;
  s.step = 0;
  s.sub = 0;
  startRound(s, ev);
  return false;
}
