/** Phase 3 along the action path and phase 4 (BOARD 3.3, 3.4, 4, 6, 7). */
import { BUILDING_PRICES, CH, NEW_COWBOYS, PARCEL_KEY, SPACES, spotKey, VP_PRICES } from './data';
import { contest, sendHome, settleFee } from './duel';
import { incomeStep, parcelStep } from './contests';
import { buildOptions } from './build';
import { startRound } from './round';
import { isBuilding } from './grid';
import { cashLimit, firepower, hasPower } from './income';
import { finishGame } from './scoring';
import { slideAndRefill } from './hall';
import { pay, passRank, roll, score, seatOf, tokensChanged, unsold } from './world';
import type { BoardEvent } from './events';
import type { BoardState } from './types';

/** Phase 3 steps, in board order (BOARD 4). */
export const STEP = {
  roads1: 0,
  roads2: 1,
  wages: 2,
  ammo: 3,
  parcels: 4,
  buildings: 5,
  deferred: 6,
  incParcels: 7,
  incCowboys: 8,
  gamble: 9,
  incBuildings: 10,
  buyVp: 11,
  vpCowboys: 12,
  vpBuildings: 13,
  vpParcels: 14,
  handIn: 15,
  end: 16,
} as const;

const owned = (s: BoardState, seat: number): number => s.cells.filter((c) => c.owner === seat).length;

/** Price of a building space for a seat (the Coolie pays half, rounded up; BOARD 8, 4). */
export const buildingPrice = (s: BoardState, seat: number, space: number): number => {
  const base = BUILDING_PRICES[space] as number;
  return hasPower(s, seat, CH.coolie) ? Math.ceil(base / 2) : base;
};

/** Money a seat may hand in at round end: the excess, or any multiple of $10 above it (BOARD 3.4). */
export function handInOptions(s: BoardState, seat: number): number[] {
  const t = seatOf(s, seat);
  const limit = cashLimit(s, seat);
  const excess = Math.max(0, t.money - limit);
  const out = [excess];
  for (let a = Math.ceil((excess + 1) / 10) * 10; a <= t.money; a += 10) if (a > excess) out.push(a);
  return out;
}

/** Can the seat place one of its kept buildings now. */
export const canPlaceKept = (s: BoardState, seat: number): boolean =>
  seatOf(s, seat).kept.some((k) => buildOptions(s, seat, k).length > 0);

/** Runs one step (or part of one); sets a prompt when a player must decide. */
export function runSteps(s: BoardState, ev: BoardEvent[]): void {
  const st = s.step;
  const next = (): void => {
    ev.push({ type: 'step', step: s.step, edge: 'end' });
    s.step++;
    s.sub = 0;
    s.queue = [];
    ev.push({ type: 'step', step: s.step, edge: 'start' });
  };
  const roads = (seat: number, amount: number, cause: 'roads1' | 'roads2'): void => {
    seatOf(s, seat).roads += amount;
    ev.push({ type: 'roads', seat, amount, cause });
  };
  for (let f = s.fees[0]; f !== undefined; f = s.fees[0]) {
    const t = seatOf(s, f);
    if (t.money >= 2 && t.vp >= 1) {
      s.prompt = { kind: 'undertaker', seat: f }; // BOARD 8.14: the loser picks
      return;
    }
    settleFee(s, true, ev);
  }
  const d = s.doctorQueue.slice().sort((a, b) => doctorRank(s, a.seat) - doctorRank(s, b.seat))[0];
  if (d) {
    s.prompt = { kind: 'doctor', seat: d.seat, key: d.key };
    return;
  }
  switch (st) {
    case STEP.roads1:
      for (const seat of contest(s, 's:roads1', ev)) roads(seat, 3, 'roads1');
      return next();
    case STEP.roads2:
      for (const seat of contest(s, 's:roads2', ev, true)) roads(seat, 1, 'roads2');
      return next();
    case STEP.wages:
      for (const seat of contest(s, 's:wages', ev, true)) pay(s, seat, 4, 'wages', ev);
      return next();
    case STEP.ammo:
      for (const seat of contest(s, 's:ammo', ev)) {
        seatOf(s, seat).ammo = true;
        tokensChanged(s, seat, ev);
      }
      return next();
    case STEP.parcels:
      if (parcelStep(s, ev)) next();
      return;
    case STEP.buildings: {
      // BOARD 4, Decision: from the most expensive space down ($12 first, $3 last).
      for (let k = s.sub; k < 7; k++) {
        const i = 6 - k;
        s.sub = k + 1;
        const [w] = contest(s, `s:bld${i}`, ev);
        const kind = s.display[i];
        const price = w === undefined ? 0 : buildingPrice(s, w, i);
        if (w !== undefined && kind && seatOf(s, w).money >= price) {
          s.prompt = { kind: 'building', seat: w, space: i, price };
          return;
        }
        if (s.doctorQueue.length > 0) return;
      }
      return next();
    }
    case STEP.deferred: {
      if (s.sub === 0) {
        s.sub = 1;
        s.queue = s.passOrder.slice();
      }
      while (s.queue.length > 0) {
        const seat = s.queue[0] as number;
        if (canPlaceKept(s, seat)) {
          s.prompt = { kind: 'deferred', seat };
          return;
        }
        s.queue.shift();
      }
      return next();
    }
    case STEP.incParcels:
      for (const seat of contest(s, 's:incParcels', ev)) pay(s, seat, 2 * owned(s, seat), 'parcels', ev);
      return next();
    case STEP.incCowboys:
      for (const seat of contest(s, 's:incCowboys', ev)) pay(s, seat, 2 * firepower(s, seat), 'cowboys', ev);
      return next();
    case STEP.gamble:
      for (const seat of contest(s, 's:gamble', ev)) pay(s, seat, roll(s) + roll(s), 'gambling', ev);
      return next();
    case STEP.incBuildings:
      if (incomeStep(s, ev)) next();
      return;
    case STEP.buyVp: {
      for (;;) {
        const seat = s.queue[0];
        if (seat !== undefined) {
          const price = VP_PRICES[s.sub - 1] as number;
          if (seatOf(s, seat).money >= price) {
            s.prompt = { kind: 'buyVp', seat, price };
            return;
          }
          s.queue.shift();
          continue;
        }
        if (s.sub >= 4) return next();
        s.queue = contest(s, `s:vp${s.sub}`, ev);
        s.sub++;
      }
    }
    case STEP.vpCowboys:
      for (const seat of contest(s, 's:vpCowboys', ev))
        score(s, seat, Math.floor(firepower(s, seat) / 2), 'cowboys', ev);
      return next();
    case STEP.vpBuildings:
      for (const seat of contest(s, 's:vpBuildings', ev)) {
        const n = s.cells.filter((c) => c.owner === seat && isBuilding(c.thing)).length;
        score(s, seat, n, 'buildings', ev);
      }
      return next();
    case STEP.vpParcels:
      for (const seat of contest(s, 's:vpParcels', ev))
        score(s, seat, Math.floor(owned(s, seat) / 2), 'parcels', ev);
      return next();
    case STEP.handIn: {
      if (s.sub === 0) {
        s.sub = 1;
        s.queue = s.passOrder.slice();
      }
      while (s.queue.length > 0) {
        const seat = s.queue[0] as number;
        const opts = handInOptions(s, seat);
        if (opts.length > 1) {
          s.prompt = { kind: 'handIn', seat };
          return;
        }
        handIn(s, seat, opts[0] as number, ev);
        s.queue.shift();
      }
      return next();
    }
    default:
      return endRound(s, ev);
  }
}

/** Order of the Doctor's offers: the Doctor's own cowboys first, then the pass track (BOARD 8.14). */
const doctorRank = (s: BoardState, seat: number): number =>
  hasPower(s, seat, CH.doctor) ? -1 : passRank(s, seat);

/** Empty spots later on the path than `key` where a duel loser may be moved by the Doctor (BOARD 8.14). */
export function doctorTargets(s: BoardState, seat: number, key: number): string[] {
  const t = seatOf(s, seat);
  const spaces = SPACES.filter((n) => !n.startsWith('bld') || s.display[Number(n.slice(3))] !== null)
    .filter((n) => !/^vp\d$/.test(n) || Number(n.slice(2)) >= s.round - 1)
    .map((n) => `s:${n}`);
  const parcels = t.markers > 0 ? unsold(s).map((p) => `p:${p}`) : [];
  return [...spaces, ...parcels]
    .filter((spot) => spotKey(spot) > key || (key === PARCEL_KEY && spotKey(spot) === PARCEL_KEY))
    .filter((spot) => !s.placements.some((p) => p.spot === spot))
    .sort((a, b) => spotKey(a) - spotKey(b));
}

/** Hands in money: 1 VP per full $10 (BOARD 3.4). */
export function handIn(s: BoardState, seat: number, amount: number, ev: BoardEvent[]): void {
  pay(s, seat, -amount, 'handIn', ev);
  score(s, seat, Math.floor(amount / 10), 'handIn', ev);
}

/** Phase 4 (BOARD 3.4), or the end of the game after round 4. */
function endRound(s: BoardState, ev: BoardEvent[]): void {
  for (const p of s.placements) sendHome(s, p, ev);
  s.placements = [];
  if (s.round >= 4) return finishGame(s, ev);
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
}
