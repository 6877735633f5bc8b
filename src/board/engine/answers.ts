/** Answers to the engine's prompts (BOARD 2, 4.5..4.7, 4.11, 3.4, 7.4, 8). */
import { BUILDING_KINDS, CH, GROCER_CASH, GROCER_MONEY } from './data';
import { consent } from './build';
import { atOnce } from './flow';
import { houseSites, parcelPrice } from './grid';
import { doctorTargets } from './steps';
import { handIn, handInOptions } from './roundEnd';
import { settleFee } from './duel';
import { blastable } from './contests';
import { hasPower } from './income';
import { hallParcels, placeHall, refillDisplay, slideAndRefill } from './hall';
import { addHouse, cellOf, freeParcel, pay, placeBuilding, seatOf, tokensChanged, unsold } from './world';
import type { BoardEvent } from './events';
import type { BoardError, BoardState, BuildingKind, Prompt } from './types';

/** Captain: price of 1, 2 or 3 cowboys (BOARD 8.6). */
export const CAPTAIN_PRICES: readonly number[] = [0, 1, 4, 9];

/** Buys an unsold parcel at a price. */
function buyParcel(s: BoardState, seat: number, p: number, price: number, ev: BoardEvent[]): void {
  pay(s, seat, -price, 'parcel', ev);
  cellOf(s, p).owner = seat;
  seatOf(s, seat).markers--;
  ev.push({ type: 'bought', seat, parcel: p, price });
}

/** Takes a building of a kind off the display (closing the gap, after its parcel is taken) or out of the bag (BOARD 8.9). */
function takeKind(s: BoardState, seat: number, kind: BuildingKind, ev: BoardEvent[]): void {
  const i = s.display.indexOf(kind);
  if (i >= 0) {
    s.display[i] = null;
    ev.push({ type: 'taken', seat, space: i, kind, keep: false });
    slideAndRefill(s, ev);
    return;
  }
  const j = s.bag.indexOf(kind);
  if (j >= 0) {
    s.bag.splice(j, 1);
    ev.push({ type: 'drawn', kind, space: -1 });
  }
}

/** Reports the auction as it stands (null once it is over). */
function auctionChanged(s: BoardState, ev: BoardEvent[]): void {
  const a = s.auction;
  ev.push({
    type: 'auction',
    auction: a ? { ...a, parcels: a.parcels.slice(), live: a.live.slice() } : null,
  });
}

/** Records the Grocer's choice: a kind whose income doubles, or the $8 (BOARD 8.3). */
function grocerChose(s: BoardState, seat: number, kind: number, ev: BoardEvent[]): void {
  s.grocerKind = kind;
  ev.push({ type: 'grocer', seat, choice: BUILDING_KINDS[kind] ?? 'cash' });
}

/** The next bidder after `seat` still in the auction, clockwise (BOARD 8.12). */
function nextBidder(s: BoardState, seat: number): number {
  const a = s.auction;
  if (!a) return -1;
  const n = s.seats.length;
  for (let i = 1; i <= n; i++) {
    const j = (seat + i) % n;
    if (a.live.includes(j)) return j;
  }
  return -1;
}

/** Moves the auction on after a bid or a pass; ends it when one bidder is left. */
function auctionTurn(s: BoardState, from: number, ev: BoardEvent[]): void {
  const a = s.auction;
  if (!a) return;
  const last = a.live.length === 1 && a.live[0] === a.bidder;
  if (a.live.length === 0 || last) {
    if (last) {
      const half = Math.floor(a.bid / 2);
      pay(s, a.bidder, -(a.bidder === a.auctioneer ? half : a.bid), 'auction', ev);
      if (a.bidder !== a.auctioneer) pay(s, a.auctioneer, a.bid - half, 'auction', ev);
      for (const p of a.parcels) {
        cellOf(s, p).owner = a.bidder;
        seatOf(s, a.bidder).markers--;
        ev.push({ type: 'bought', seat: a.bidder, parcel: p, price: 0 });
      }
    }
    s.auction = null;
    auctionChanged(s, ev);
    return;
  }
  s.prompt = { kind: 'bid', seat: nextBidder(s, from), bid: a.bid };
}

/** The values a prompt accepts through an `answer` action. */
export function answerValues(s: BoardState, pr: Prompt): number[] {
  const t = seatOf(s, pr.seat);
  switch (pr.kind) {
    case 'start':
      return unsold(s);
    case 'paperboy':
      return [-1, ...s.characters.filter((c, i) => s.holders[i] === -1 && c !== CH.sheriff)];
    case 'settler':
      return unsold(s);
    case 'lawyer':
      return [-1, ...unsold(s).filter((p) => parcelPrice(s.cells, p) <= t.money)];
    case 'goldSeeker':
      return [-1, ...s.cells.map((_, p) => (freeParcel(s, p) ? p : -1)).filter((p) => p >= 0)];
    case 'auctionParcel':
      return unsold(s).filter((p) => p !== pr.first);
    case 'captain':
      return [0, 1, 2, 3].filter((n) => (CAPTAIN_PRICES[n] as number) <= t.money && n <= t.general);
    case 'bid': {
      const out = [0];
      if (t.markers >= 2) for (let v = pr.bid + 1; v <= t.money; v++) out.push(v);
      return out;
    }
    case 'parcel':
      return [0, 1];
    case 'building':
      return [0, 1];
    case 'deferred':
      return [0];
    case 'grocer':
      return [-1, ...BUILDING_KINDS.map((_, i) => i)];
    case 'grocerNow':
      return [0, 1];
    case 'duelOrder':
      return pr.duels.map((_, i) => i);
    case 'consent':
      return [0, 1];
    case 'side':
      return [0, 1];
    case 'dynamite':
      return [-1, ...blastable(s, pr.seat)];
    case 'undertaker':
      return [0, 1];
    case 'buyVp':
      return Array.from({ length: Math.floor(t.money / pr.price) + 1 }, (_, i) => i);
    case 'handIn':
      return handInOptions(s, pr.seat);
    case 'townHall':
      return hallParcels(s);
    case 'hallHouse':
      return houseSites(s, pr.seat, pr.parcel);
    case 'doctor': {
      const free = hasPower(s, pr.seat, CH.doctor);
      if (!free && t.money < 3) return [-1];
      return [-1, ...doctorTargets(s, pr.seat, pr.key).map((_, i) => i)];
    }
  }
}

/** Applies an answer; returns an error code when the value is not allowed. */
export function answer(s: BoardState, value: number, ev: BoardEvent[]): BoardError | null {
  const pr = s.prompt;
  if (!pr) return 'not-allowed';
  if (!answerValues(s, pr).includes(value)) return pr.kind === 'townHall' ? 'bad-parcel' : 'not-allowed';
  const seat = pr.seat;
  const t = seatOf(s, seat);
  s.prompt = null;
  switch (pr.kind) {
    case 'start':
      cellOf(s, value).owner = seat;
      t.markers--;
      ev.push({ type: 'bought', seat, parcel: value, price: 0 });
      s.queue.shift();
      return null;
    case 'paperboy': {
      if (value < 0) return null;
      pay(s, seat, -3, 'paperboy', ev);
      s.holders[s.characters.indexOf(value)] = seat;
      t.power = value;
      ev.push({ type: 'chosen', seat, card: value, second: true });
      atOnce(s, seat, value, ev);
      return null;
    }
    case 'settler':
      cellOf(s, value).owner = seat;
      t.markers--;
      ev.push({ type: 'bought', seat, parcel: value, price: 0 });
      return null;
    case 'lawyer':
      if (value >= 0) buyParcel(s, seat, value, parcelPrice(s.cells, value), ev);
      return null;
    case 'goldSeeker':
      if (value < 0 || !(s.display.includes('mine') || s.bag.includes('mine'))) return null;
      pay(s, seat, -10, 'goldSeeker', ev);
      cellOf(s, value).owner = seat;
      t.markers--;
      ev.push({ type: 'bought', seat, parcel: value, price: 0 });
      placeBuilding(s, seat, value, 'mine', ev);
      takeKind(s, seat, 'mine', ev);
      return null;
    case 'captain':
      pay(s, seat, -(CAPTAIN_PRICES[value] as number), 'captain', ev);
      t.general -= value;
      t.cowboys += value;
      if (value > 0) ev.push({ type: 'recruited', seat, count: value, cause: 'captain' });
      return null;
    case 'auctionParcel':
      if (pr.first === null) {
        s.prompt = { kind: 'auctionParcel', seat, first: value };
        return null;
      }
      s.auction = {
        parcels: [pr.first, value],
        bid: 0,
        bidder: -1,
        live: s.seats.map((_, i) => i),
        auctioneer: seat,
      };
      auctionChanged(s, ev);
      s.prompt = { kind: 'bid', seat, bid: 0 };
      return null;
    case 'bid': {
      const a = s.auction;
      if (!a) return 'internal';
      if (value === 0) a.live = a.live.filter((x) => x !== seat);
      else {
        a.bid = value;
        a.bidder = seat;
      }
      auctionTurn(s, seat, ev);
      if (s.auction) auctionChanged(s, ev);
      return null;
    }
    case 'parcel':
      if (value === 1) buyParcel(s, seat, pr.parcel, pr.price, ev);
      return null;
    case 'building': {
      s.refused = [];
      if (value === 0) return null;
      const kind = s.display[pr.space];
      if (!kind) return 'internal';
      pay(s, seat, -pr.price, 'building', ev);
      s.display[pr.space] = null;
      t.kept.push(kind);
      ev.push({ type: 'taken', seat, space: pr.space, kind, keep: true });
      return null;
    }
    case 'deferred':
      s.refused = [];
      s.queue.shift();
      return null;
    case 'grocer':
      if (value < 0) pay(s, seat, GROCER_MONEY, 'grocer', ev);
      grocerChose(s, seat, value < 0 ? GROCER_CASH : value, ev);
      return null;
    case 'duelOrder':
      s.duelNext = pr.duels[value]?.spot ?? '';
      return null;
    case 'consent':
      return consent(s, pr, value === 1, ev);
    case 'side':
      t.red = value === 1;
      tokensChanged(s, seat, ev);
      return null;
    case 'dynamite':
      if (value < 0) t.dynamite = 0;
      else {
        t.dynamite--;
        s.blasted.push(value);
      }
      tokensChanged(s, seat, ev);
      return null;
    case 'undertaker':
      settleFee(s, value === 0, ev);
      return null;
    case 'grocerNow':
      if (value === 1) {
        pay(s, seat, GROCER_MONEY, 'grocer', ev);
        grocerChose(s, seat, GROCER_CASH, ev);
      }
      return null;
    case 'buyVp':
      pay(s, seat, -value * pr.price, 'buyVp', ev);
      t.vp += value;
      if (value > 0) ev.push({ type: 'vp', seat, amount: value, cause: 'bought' });
      s.queue.shift();
      return null;
    case 'handIn':
      handIn(s, seat, value, ev);
      s.queue.shift();
      return null;
    case 'townHall':
      placeHall(s, value, ev);
      // BOARD 9.2, Decision: the same player adds the house the town hall needs, when there is a site.
      if (houseSites(s, seat, value).length > 0) s.prompt = { kind: 'hallHouse', seat, parcel: value };
      else refillDisplay(s, ev);
      return null;
    case 'hallHouse':
      addHouse(s, value, ev);
      refillDisplay(s, ev);
      return null;
    case 'doctor': {
      const spot = doctorTargets(s, seat, pr.key)[value];
      const i = s.doctorQueue.findIndex((d) => d.seat === seat && d.key === pr.key);
      s.doctorQueue.splice(i, 1);
      if (spot === undefined) {
        t.cowboys++;
        ev.push({ type: 'cowboy', seat, from: 'doctor', to: 'home' });
        return null;
      }
      const doctor = s.seats.findIndex((_, j) => hasPower(s, j, CH.doctor));
      if (doctor !== seat) {
        pay(s, seat, -3, 'doctor', ev);
        pay(s, doctor, 3, 'doctor', ev);
      }
      s.placements.push({ seat, spot, white: false, noDuel: false, dynamite: false });
      ev.push({ type: 'placed', seat, spot, white: false, noDuel: false, dynamite: false, doctor: true });
      return null;
    }
  }
}
