/** Zone counts and lists kept beside a state played on the fast path, so its hot queries scan no component table. */
import { AUCTION_CARD_VALUES } from './data/auction';
import { CHARACTERS } from './data/characters';
import { TERRAIN } from './data/terrain';
import type { Components, EntityId, GameSetup, GameState, Zone } from './types';

const CHARACTER_FROM = TERRAIN.length;
const AUCTION_FROM = TERRAIN.length + CHARACTERS.length;
const AUCTION_VALUES = AUCTION_CARD_VALUES.length;
const ERA_TWO_FROM = TERRAIN.filter((t) => t.era === 1).length;
/** Zones an auction card can be in, and one slot for every other zone. */
const NZ = 7;

/** The counting slot of a zone: compares interned strings, where a table lookup by name would hash. */
function zoneCode(z: Zone): number {
  switch (z) {
    case 'hand':
      return 0;
    case 'bid':
      return 1;
    case 'played':
      return 2;
    case 'spent':
      return 3;
    case 'pile':
      return 4;
    case 'box':
      return 5;
    default:
      return 6;
  }
}
const KEY = Symbol('zoneIndex');

/** Hands out city versions: unique across indexes, so a rebuilt index never repeats one a scanner saw. */
let versions = 0;

/**
 * What the fast path asks about a state's zones, kept up to date by `moveTo`: the ordered offer, auction card
 * counts per seat and zone, each seat's city version, and the terrain piles in draw order.
 */
export class ZoneIndex {
  /** The components it describes: a state whose tables were replaced (a restored copy) is indexed again. */
  readonly c: Components;
  /** The setup it read the real seats from: a state given another setup is indexed again. */
  readonly setup: GameSetup;
  /** The offer's cards by order (RULES 3.1). */
  readonly offer: EntityId[] = [];
  /** The character pile by order, then id: its top first (RULES 3.1). */
  readonly characters: EntityId[] = [];
  private readonly auc: Int16Array;
  /** Per seat: changes whenever a card enters or leaves its city. */
  readonly cityVer: Int32Array;
  /** Per seat: the version before the last change. */
  readonly prevVer: Int32Array;
  /** Per seat: the card whose arrival made the last change, or -1 when a card left. */
  readonly lastAdded: Int32Array;
  /** Each era's pile in draw order (its first `sizes[era]` entries); `tops[era]` skips the cards drawn. */
  private readonly piles: number[][] = [
    new Array<number>(ERA_TWO_FROM).fill(-1),
    new Array<number>(TERRAIN.length - ERA_TWO_FROM).fill(-1),
  ];
  private readonly sizes = [0, 0];
  private readonly tops = [0, 0];
  private pilesStale = true;

  constructor(s: GameState) {
    const c = s.c;
    this.c = c;
    this.setup = s.setup;
    const seats = s.seats.length;
    this.auc = new Int16Array(seats * NZ);
    this.cityVer = new Int32Array(seats);
    this.prevVer = new Int32Array(seats);
    this.lastAdded = new Int32Array(seats).fill(-1);
    for (let i = 0; i < seats; i++) this.cityVer[i] = ++versions;
    const { zone, owner, order } = c;
    for (let id = 0; id < zone.length; id++) {
      const z = zone[id] as Zone;
      if (id >= AUCTION_FROM) {
        const o = owner[id] as number;
        if (o >= 0) this.bump(o * NZ + zoneCode(z), 1);
      } else if (z === 'offer') this.offer.push(id);
      else if (z === 'characterDeck' && id >= CHARACTER_FROM) this.characters.push(id);
    }
    this.offer.sort((a, b) => (order[a] as number) - (order[b] as number));
    // Insertion sort: the pile is dealt in order, so nothing moves.
    const pile = this.characters;
    for (let i = 1; i < pile.length; i++) {
      const id = pile[i] as number;
      const o = order[id] as number;
      let j = i;
      for (; j > 0; j--) {
        const prev = pile[j - 1] as number;
        if ((order[prev] as number) < o || ((order[prev] as number) === o && prev < id)) break;
        pile[j] = prev;
      }
      pile[j] = id;
    }
    this.real = new Uint8Array(seats);
    for (let i = 0; i < seats; i++) this.real[i] = s.setup.seats[i]?.kind === 'real' ? 1 : 0;
    this.hands = new Int32Array(seats);
    this.bids = new Int32Array(seats * 2);
    for (let id = AUCTION_FROM; id < zone.length; id++)
      this.auctionMoved(id, 'box', zone[id] as Zone, order[id] as number);
  }

  /** Per seat: 1 for a real seat (the setup never changes). */
  readonly real: Uint8Array;

  /** The first real seat with no card in 'bid' (`seatsToBid(s)[0]` while bidding), or -1. */
  firstToBid(): number {
    const real = this.real;
    for (let i = 0; i < real.length; i++) if (real[i] === 1 && this.auc[i * NZ + 1] === 0) return i;
    return -1;
  }

  /** Per seat (by card id): bit v set when its auction card of index v is in the hand. */
  readonly hands: Int32Array;
  /** False once a card entered a hand with an order other than its id (hands are then sorted by scanning). */
  handsById = true;
  /** Per seat (by card id): [cards in 'bid', the last card that went there]. */
  private readonly bids: Int32Array;

  private auctionMoved(id: EntityId, was: Zone, zone: Zone, order: number): void {
    const k = id - AUCTION_FROM;
    const seat = (k / AUCTION_VALUES) | 0;
    if (seat >= this.hands.length) return;
    const bit = 1 << (k - seat * AUCTION_VALUES);
    if (was === 'hand') this.hands[seat] = (this.hands[seat] as number) & ~bit;
    if (zone === 'hand') {
      this.hands[seat] = (this.hands[seat] as number) | bit;
      if (order !== id) this.handsById = false;
    }
    if (was === 'bid') this.bids[seat * 2] = (this.bids[seat * 2] as number) - 1;
    if (zone === 'bid') {
      this.bids[seat * 2] = (this.bids[seat * 2] as number) + 1;
      this.bids[seat * 2 + 1] = id;
    }
  }

  /** The one card of a seat's auction cards in 'bid', or -1 when there is none or more than one. */
  bidCard(seat: number): EntityId {
    return this.bids[seat * 2] === 1 ? (this.bids[seat * 2 + 1] as number) : -1;
  }

  /** Records a move of `id` before the tables change. */
  move(id: EntityId, zone: Zone, owner: number, order: number): void {
    const c = this.c;
    const was = c.zone[id] as Zone;
    const wasOwner = c.owner[id] as number;
    if (id >= AUCTION_FROM) {
      if (wasOwner >= 0) this.bump(wasOwner * NZ + zoneCode(was), -1);
      if (owner >= 0) this.bump(owner * NZ + zoneCode(zone), 1);
      this.auctionMoved(id, was, zone, order);
      return;
    }
    const list = this.offer;
    if (was === 'offer') {
      let i = 0;
      while (i < list.length && list[i] !== id) i++;
      for (; i < list.length - 1; i++) list[i] = list[i + 1] as number;
      list.pop();
    }
    if (zone === 'offer') {
      let i = list.length;
      for (; i > 0 && (c.order[list[i - 1] as number] as number) > order; i--)
        list[i] = list[i - 1] as number;
      list[i] = id;
    }
    if (id >= CHARACTER_FROM && (was === 'characterDeck' || zone === 'characterDeck'))
      this.movePile(id, was === 'characterDeck', zone === 'characterDeck', order);
    if (was === 'city') this.cityChanged(wasOwner, -1);
    if (zone === 'city') this.cityChanged(owner, id);
    if (zone === 'terrainDeck') this.pilesStale = true;
  }

  /** Takes a character out of the pile and puts it back at `order`, as `move` says. */
  private movePile(id: EntityId, out: boolean, back: boolean, order: number): void {
    const list = this.characters;
    if (out) {
      for (let i = list.indexOf(id); i >= 0 && i < list.length - 1; i++) list[i] = list[i + 1] as number;
      list.pop();
    }
    if (back) {
      const o = this.c.order;
      let i = list.length;
      for (; i > 0; i--) {
        const prev = list[i - 1] as number;
        const po = o[prev] as number;
        if (po < order || (po === order && prev < id)) break;
        list[i] = prev;
      }
      list[i] = id;
    }
  }

  private bump(i: number, d: number): void {
    this.auc[i] = (this.auc[i] as number) + d;
  }

  private cityChanged(seat: number, added: EntityId): void {
    if (seat < 0 || seat >= this.cityVer.length) return;
    this.prevVer[seat] = this.cityVer[seat] as number;
    this.cityVer[seat] = ++versions;
    this.lastAdded[seat] = added;
  }

  /** Number of `seat`'s auction cards in `zone`, or -1 for a zone not counted (auction cards never go there). */
  auctionCount(seat: number, zone: Zone): number {
    const code = zoneCode(zone);
    return code === 6 ? -1 : (this.auc[seat * NZ + code] as number);
  }

  /** The top card of an era's terrain pile, or undefined. */
  topTerrain(era: 1 | 2): EntityId | undefined {
    if (this.pilesStale) this.sortPiles();
    const e = era - 1;
    const pile = this.piles[e] as number[];
    const n = this.sizes[e] as number;
    const zone = this.c.zone;
    let i = this.tops[e] as number;
    while (i < n && zone[pile[i] as number] !== 'terrainDeck') i++;
    this.tops[e] = i;
    return i < n ? pile[i] : undefined;
  }

  /** Lists each era's pile in draw order; piles are dealt with orders 0, 1, 2..., anything else is sorted. */
  private sortPiles(): void {
    const { zone, order } = this.c;
    for (let era = 0; era < 2; era++) {
      const pile = this.piles[era] as number[];
      const from = era === 0 ? 0 : ERA_TWO_FROM;
      const to = era === 0 ? ERA_TWO_FROM : TERRAIN.length;
      pile.fill(-1);
      let n = 0;
      let dealt = true;
      for (let id = from; id < to; id++) {
        if (zone[id] !== 'terrainDeck') continue;
        const o = order[id] as number;
        if (dealt && Number.isInteger(o) && o >= 0 && o < pile.length && pile[o] === -1) pile[o] = id;
        else dealt = false;
        n++;
      }
      if (dealt) {
        let k = 0;
        for (let i = 0; i < pile.length; i++) if ((pile[i] as number) >= 0) pile[k++] = pile[i] as number;
      } else {
        const list: EntityId[] = [];
        for (let id = from; id < to; id++) if (zone[id] === 'terrainDeck') list.push(id);
        list.sort((a, b) => (order[a] as number) - (order[b] as number));
        for (let i = 0; i < list.length; i++) pile[i] = list[i] as number;
      }
      this.sizes[era] = n;
      this.tops[era] = 0;
    }
    this.pilesStale = false;
  }
}

type Indexed = GameState & { [KEY]?: ZoneIndex };

/** The index of a state that has one for its current tables, else undefined (the public path has none). */
export function liveIndex(s: GameState): ZoneIndex | undefined {
  const ix = (s as Indexed)[KEY];
  return ix !== undefined && ix.c === s.c && ix.setup === s.setup ? ix : undefined;
}

/**
 * The index of `s`, built on first use. Only the fast path asks for one: it is valid while the state changes
 * through the engine's systems (every zone change goes through `moveTo`); JSON and `cloneState` leave it out.
 */
export function zoneIndex(s: GameState): ZoneIndex {
  const ix = (s as Indexed)[KEY];
  if (ix !== undefined && ix.c === s.c && ix.setup === s.setup) return ix;
  const fresh = new ZoneIndex(s);
  Object.defineProperty(s, KEY, { value: fresh, enumerable: false, writable: true, configurable: true });
  return fresh;
}
