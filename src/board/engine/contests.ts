/** Steps with several duels, whose order a player chooses: parcels, the town hall and attacks (BOARD 4.5, 6, 9.2). */
import { BUILDING_KINDS, CH } from './data';
import { contest, duel, lose, owe, sendHome, spend, takeOff } from './duel';
import { isBuilding, parcelPrice } from './grid';
import { attackable, buildingIncome, hasPower, hasRed, incomeParts, neighbourSplit } from './income';
import { pay, passRank, seatOf } from './world';
import type { BoardEvent, IncomeSource } from './events';
import type { BoardState, BuildingKind, Cell, DuelChoice, Placement } from './types';

/** The distinct spots with cowboys whose names start with `prefix`, in reading order of their parcels. */
function spotsWith(s: BoardState, prefix: string): string[] {
  const out = new Set<string>();
  for (const p of s.placements) if (p.spot.startsWith(prefix)) out.add(p.spot);
  return [...out].sort((a, b) => Number(a.slice(2)) - Number(b.slice(2)));
}

/** The seats that fight a duel on a parcel: none when the Lawyer buys it uncontested (BOARD 4.5, 8.17). */
function parcelFighters(s: BoardState, spot: string): number[] {
  const here = s.placements.filter((p) => p.spot === spot);
  if (here.some((p) => hasPower(s, p.seat, CH.lawyer))) return [];
  return here.filter((p) => !p.white && !p.noDuel).map((p) => p.seat);
}

/** The seats that fight on a building: the town hall's holder defends it (BOARD 6, 9.2). */
function buildingFighters(s: BoardState, spot: string): number[] {
  const seats = s.placements.filter((p) => p.spot === spot).map((p) => p.seat);
  if (Number(spot.slice(2)) === s.townHall && s.hallHolder >= 0) seats.push(s.hallHolder);
  return seats;
}

/**
 * The spot to resolve now among `spots`: those without a duel first (reading order), then the duels. With two or
 * more duels left, the first seat on the pass track that fights in one of them picks the next one; null while that
 * choice is open (BOARD 4.5, 6: "der erste Spieler in Zugreihenfolge, der an mindestens einem Duell beteiligt ist").
 */
function pickSpot(s: BoardState, spots: string[], fighters: (spot: string) => number[]): string | null {
  const duels: DuelChoice[] = [];
  for (const spot of spots) {
    const seats = fighters(spot);
    if (seats.length < 2) return spot;
    duels.push({ spot, seats: seats.sort((a, b) => passRank(s, a) - passRank(s, b)) });
  }
  if (duels.length === 1) return (duels[0] as DuelChoice).spot;
  const chosen = s.duelNext;
  s.duelNext = '';
  if (duels.some((d) => d.spot === chosen)) return chosen;
  const seat = duels.flatMap((d) => d.seats).reduce((a, b) => (passRank(s, b) < passRank(s, a) ? b : a));
  s.prompt = { kind: 'duelOrder', seat, duels };
  return null;
}

/** The parcels step (BOARD 4.5); false while it waits for a decision, true when it is done. */
export function parcelStep(s: BoardState, ev: BoardEvent[]): boolean {
  for (;;) {
    const spots = spotsWith(s, 'p:');
    if (spots.length === 0) return true;
    const spot = pickSpot(s, spots, (x) => parcelFighters(s, x));
    if (spot === null) return false;
    const [w] = contest(s, spot, ev);
    const p = Number(spot.slice(2));
    const price = parcelPrice(s.cells, p);
    const c = s.cells[p] as Cell;
    if (w !== undefined && c.owner === -1 && seatOf(s, w).money >= price && seatOf(s, w).markers > 0) {
      s.prompt = { kind: 'parcel', seat: w, parcel: p, price };
      return false;
    }
    if (s.doctorQueue.length > 0) return false;
  }
}

/** The town hall's duel; its holder defends (BOARD 9.2). */
function hallDuel(s: BoardState, spot: string, ev: BoardEvent[]): void {
  const here = takeOff(s, spot);
  const old = s.hallHolder;
  const seats = here.map((p) => p.seat).concat(old >= 0 ? [old] : []);
  const boom = here.filter((p) => p.dynamite).map((p) => p.seat);
  const winner = seats.length === 1 ? (seats[0] as number) : duel(s, spot, seats, ev, boom);
  for (const p of here) {
    if (p.seat !== winner) lose(s, p, 1000, ev);
    else ev.push({ type: 'cowboy', seat: p.seat, from: p.spot, to: 'hall' });
  }
  if (old >= 0 && winner !== old) {
    seatOf(s, old).cowboys++;
    ev.push({ type: 'cowboy', seat: old, from: 'hall', to: 'home' });
    owe(s, old);
  }
  if (winner !== old) ev.push({ type: 'hall', holder: winner, previous: old });
  s.hallHolder = winner;
}

/** The attack or defence on one building (BOARD 6). */
function attack(s: BoardState, spot: string, ev: BoardEvent[]): void {
  const p = Number(spot.slice(2));
  const c = s.cells[p] as Cell;
  const stay = takeOff(s, spot);
  const attackers = stay.filter((q) => q.seat !== c.owner);
  const seats = stay.map((q) => q.seat);
  const boom = stay.filter((q) => q.dynamite).map((q) => q.seat);
  // BOARD 8.9: dynamite with the owner's own cowboy on a mine also triples that mine's income.
  if (c.thing === 'mine' && boom.includes(c.owner)) s.blasted.push(p);
  const winner =
    attackers.length === 0
      ? c.owner
      : seats.length === 1
        ? (seats[0] as number)
        : duel(s, spot, seats, ev, boom);
  for (const q of stay) {
    if (q.seat === winner || attackers.length === 0) spend(s, q, ev);
    else lose(s, q, 1000, ev);
  }
  if (winner !== c.owner) s.thieves[p] = winner;
}

/** Attackers of buildings that may no longer be attacked (a church built beside them) go home (BOARD 6). */
function dropBlocked(s: BoardState, ev: BoardEvent[]): void {
  const keep: Placement[] = [];
  for (const q of s.placements) {
    const p = Number(q.spot.slice(2));
    const c = s.cells[p];
    const blocked =
      q.spot.startsWith('b:') &&
      p !== s.townHall &&
      c !== undefined &&
      q.seat !== c.owner &&
      !attackable(s, p, q.seat);
    if (blocked) sendHome(s, q, ev);
    else keep.push(q);
  }
  s.placements = keep;
}

/** The seat's mines that dynamite may still triple at this income step (BOARD 8.9). */
export const blastable = (s: BoardState, seat: number): number[] =>
  s.cells.flatMap((c, p) => (c.owner === seat && c.thing === 'mine' && !s.blasted.includes(p) ? [p] : []));

/** The building-income step: the town hall and attack duels, the Grocer's choice, payment (BOARD 7.4). */
export function incomeStep(s: BoardState, ev: BoardEvent[]): boolean {
  if (s.sub === 0) {
    s.thieves = {};
    s.blasted = [];
    dropBlocked(s, ev);
    s.sub = 1;
  }
  if (s.sub === 1) {
    for (;;) {
      const spots = spotsWith(s, 'b:');
      if (spots.length === 0) break;
      const spot = pickSpot(s, spots, (x) => buildingFighters(s, x));
      if (spot === null) return false;
      if (Number(spot.slice(2)) === s.townHall) hallDuel(s, spot, ev);
      else attack(s, spot, ev);
      if (s.doctorQueue.length > 0) return false;
    }
    s.sub = 2;
  }
  if (s.sub === 2) {
    const blaster = s.seats.findIndex((t, i) => hasRed(s, i, CH.goldSeeker) && t.dynamite > 0);
    if (blaster >= 0 && blastable(s, blaster).length > 0) {
      s.prompt = { kind: 'dynamite', seat: blaster };
      return false;
    }
    s.sub = 3;
    const grocer = s.seats.findIndex((_, i) => hasPower(s, i, CH.grocer));
    if (grocer >= 0 && s.grocerKind === -1) {
      s.prompt = { kind: 'grocer', seat: grocer };
      return false;
    }
  }
  s.cells.forEach((c, p) => {
    if (!isBuilding(c.thing) || c.owner < 0) return;
    const share = incomeShare(s, p);
    const from = incomeSource(s, p, c.thing, share);
    // `0 - x`, not `-x`: no negative zero in the events.
    if (share.thief >= 0)
      pay(s, share.thief, share.stolen, 'attack', ev, { ...from, shared: 0 - share.owner });
    pay(s, c.owner, share.owner, 'buildings', ev, { ...from, shared: 0 - share.stolen });
  });
  return true;
}

/** The building of `kind` on p as the source of its income, before any attacker's share (BOARD 7.2, 7.3, 9.2, 8.3, 8.9). */
function incomeSource(s: BoardState, p: number, kind: BuildingKind, share: IncomeShare): IncomeSource {
  const parts = incomeParts(s, p);
  const { base, neighbours } = neighbourSplit(parts.terms);
  return {
    parcel: p,
    kind,
    base,
    neighbours,
    hall: parts.hall,
    capped: parts.income - parts.raw - parts.hall,
    boost: share.total - share.income,
    shared: 0,
  };
}

/** How the building on a parcel pays at the income step: its income, the Grocer's and dynamite's factors, an attacker's half. */
export interface IncomeShare {
  income: number;
  grocer: boolean;
  blasted: boolean;
  total: number;
  thief: number;
  stolen: number;
  owner: number;
}

/**
 * The payment of the building on p with the round's state as it stands: doubled for the Grocer's kind, tripled when
 * blasted, half (rounded down) to a winning attacker (BOARD 7.4, 8.3, 8.9, 6).
 */
export function incomeShare(
  s: Pick<
    BoardState,
    'cells' | 'round' | 'hallHolder' | 'townHall' | 'seats' | 'grocerKind' | 'blasted' | 'thieves'
  >,
  p: number,
): IncomeShare {
  const c = s.cells[p] as Cell;
  const income = buildingIncome(s, p);
  const grocerSeat = s.seats.findIndex((_, i) => hasPower(s, i, CH.grocer));
  const grocer = c.owner >= 0 && c.owner === grocerSeat && BUILDING_KINDS[s.grocerKind] === c.thing;
  const blasted = s.blasted.includes(p);
  const total = income * (grocer ? 2 : 1) * (blasted ? 3 : 1);
  const thief = s.thieves[p] ?? -1;
  const stolen = thief >= 0 ? Math.floor(total / 2) : 0;
  return { income, grocer, blasted, total, thief, stolen, owner: total - stolen };
}
