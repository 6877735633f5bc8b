/** Entities and component queries of the ECS-like world. */
import { AUCTION_CARD_VALUES } from './data/auction';
import { CHARACTERS } from './data/characters';
import { TERRAIN } from './data/terrain';
import type {
  CharacterDef,
  CharacterName,
  Components,
  EntityId,
  GameState,
  SeatState,
  TerrainDef,
  Zone,
} from './types';
import { liveIndex } from './zoneIndex';

/** A half-open range of entity ids, [from, to). */
export interface IdRange {
  from: EntityId;
  to: EntityId;
}

// Entity ids follow the data tables: the terrain table, then the character table, then each seat's auction
// cards. Every boundary below is counted from the tables, never written as a number.

/** First entity id of each kind. */
export const TERRAIN_BASE = 0;
export const CHARACTER_BASE = TERRAIN_BASE + TERRAIN.length;
export const AUCTION_BASE = CHARACTER_BASE + CHARACTERS.length;
/** Auction cards per seat (one per printed value). */
export const AUCTION_VALUES = AUCTION_CARD_VALUES.length;
/** Highest value printed on an auction card. */
export const MAX_AUCTION_VALUE = Math.max(...AUCTION_CARD_VALUES);
/** Index in AUCTION_CARD_VALUES of each value, -1 for a value no card shows. */
const VALUE_INDEX: number[] = Array.from({ length: MAX_AUCTION_VALUE + 1 }, (_, v) =>
  AUCTION_CARD_VALUES.indexOf(v),
);

const ERA_TWO_START = TERRAIN_BASE + TERRAIN.filter((t) => t.era === 1).length;

/** Ids of every terrain card. */
export const TERRAIN_IDS: IdRange = { from: TERRAIN_BASE, to: CHARACTER_BASE };
/** Ids of every character card. */
export const CHARACTER_IDS: IdRange = { from: CHARACTER_BASE, to: AUCTION_BASE };

/** Ids of the terrain cards of one era (the table lists Era I first, RULES 1.2). */
export function eraTerrainIds(era: 1 | 2): IdRange {
  return era === 1 ? { from: TERRAIN_BASE, to: ERA_TWO_START } : { from: ERA_TWO_START, to: CHARACTER_BASE };
}

/** Ids of a seat's auction cards. */
export function auctionIds(seat: number): IdRange {
  const from = AUCTION_BASE + seat * AUCTION_VALUES;
  return { from, to: from + AUCTION_VALUES };
}

/** Every id of a range, in order. */
export function idsOf(r: IdRange): EntityId[] {
  const out: EntityId[] = [];
  for (let id = r.from; id < r.to; id++) out.push(id);
  return out;
}

/** Entity count for a game of `seats` seats. */
export function entityCount(seats: number): number {
  return AUCTION_BASE + seats * AUCTION_VALUES;
}

/** Kind of an entity id. */
export function kindOf(id: EntityId): 'terrain' | 'character' | 'auction' {
  return id < CHARACTER_BASE ? 'terrain' : id < AUCTION_BASE ? 'character' : 'auction';
}

/** True for a terrain entity id. */
export function isTerrain(id: EntityId): boolean {
  return Number.isInteger(id) && id >= TERRAIN_BASE && id < CHARACTER_BASE;
}

/** True for a character entity id. */
export function isCharacter(id: EntityId): boolean {
  return Number.isInteger(id) && id >= CHARACTER_BASE && id < AUCTION_BASE;
}

/** True for an auction card id (of any seat). */
export function isAuction(id: EntityId): boolean {
  return Number.isInteger(id) && id >= AUCTION_BASE;
}

/** The era of a terrain entity id. */
export function terrainEra(id: EntityId): 1 | 2 {
  return id < ERA_TWO_START ? 1 : 2;
}

/** The seat whose suit an auction card shows. */
export function auctionSeat(id: EntityId): number {
  return Math.floor((id - AUCTION_BASE) / AUCTION_VALUES);
}

/** Definition of a terrain entity. */
export function terrainDef(id: EntityId): TerrainDef {
  return TERRAIN[id - TERRAIN_BASE] as TerrainDef;
}

/** Definition of a character entity. */
export function characterDef(id: EntityId): CharacterDef {
  return CHARACTERS[id - CHARACTER_BASE] as CharacterDef;
}

/** Entity id of a character by its index in CHARACTERS. */
export function characterId(index: number): EntityId {
  return CHARACTER_BASE + index;
}

/** Entity id of the auction card of `seat` with `value`. */
export function auctionId(seat: number, value: number): EntityId {
  const i = Number.isInteger(value) && value >= 0 && value <= MAX_AUCTION_VALUE ? VALUE_INDEX[value] : -1;
  return AUCTION_BASE + seat * AUCTION_VALUES + (i ?? -1);
}

/** The value printed on an auction card. */
export function auctionValue(id: EntityId): number {
  return AUCTION_CARD_VALUES[(id - AUCTION_BASE) % AUCTION_VALUES] as number;
}

/** Appeal value of a terrain or character card (RULES 5). */
export function appealOf(id: EntityId): number {
  if (isTerrain(id)) return terrainDef(id).appeal;
  if (isCharacter(id)) return characterDef(id).appeal;
  return 0;
}

/** Empty component tables for `n` entities. */
export function emptyComponents(n: number): Components {
  let t = EMPTY_TABLES.get(n);
  if (!t) {
    t = {
      zone: new Array<Zone>(n).fill('box'),
      owner: new Array<number>(n).fill(-1),
      order: new Array<number>(n).fill(0),
      x: new Array<number>(n).fill(0),
      y: new Array<number>(n).fill(0),
      sideways: new Array<boolean>(n).fill(false),
    };
    EMPTY_TABLES.set(n, t);
  }
  // Copies of kept empty tables: slicing is much cheaper than filling new arrays.
  return {
    zone: t.zone.slice(),
    owner: t.owner.slice(),
    order: t.order.slice(),
    x: t.x.slice(),
    y: t.y.slice(),
    sideways: t.sideways.slice(),
  };
}

const EMPTY_TABLES = new Map<number, Components>();

/** Entities in `zone` (and owned by `owner` when given) within [from, to), sorted by order. */
export function inZone(s: GameState, zone: Zone, owner = -2, from = 0, to = s.c.zone.length): EntityId[] {
  const out: EntityId[] = [];
  const c = s.c;
  const zones = c.zone;
  const owners = c.owner;
  for (let i = from; i < to; i++) {
    if (zones[i] === zone && (owner === -2 || owners[i] === owner)) out.push(i);
  }
  const order = c.order;
  // Insertion sort: zones hold few entities and are often already in order.
  for (let i = 1; i < out.length; i++) {
    const id = out[i] as number;
    const o = order[id] as number;
    let j = i - 1;
    while (j >= 0 && (order[out[j] as number] as number) > o) {
      out[j + 1] = out[j] as number;
      j--;
    }
    out[j + 1] = id;
  }
  return out;
}

/** Number of entities in `zone` within [from, to). */
export function countInZone(s: GameState, zone: Zone, from: number, to: number): number {
  let n = 0;
  const zones = s.c.zone;
  for (let i = from; i < to; i++) if (zones[i] === zone) n++;
  return n;
}

/** The entity of lowest order in `zone` within [from, to) (the top of a pile), or undefined. */
export function topOfZone(s: GameState, zone: Zone, from: number, to: number): EntityId | undefined {
  let best: EntityId | undefined;
  let bestOrder = Infinity;
  const { zone: zones, order } = s.c;
  for (let i = from; i < to; i++) {
    if (zones[i] === zone && (order[i] as number) < bestOrder) {
      best = i;
      bestOrder = order[i] as number;
    }
  }
  return best;
}

/** The top card of the character pile (its back breaks ties, RULES 3.4). */
export function nextCharacter(s: GameState): EntityId | undefined {
  const ix = liveIndex(s);
  if (ix) return ix.characters[0];
  return topOfZone(s, 'characterDeck', CHARACTER_BASE, AUCTION_BASE);
}

/** The top card of the current era's terrain pile. */
export function topTerrain(s: GameState): EntityId | undefined {
  const ix = liveIndex(s);
  if (ix) return ix.topTerrain(s.era);
  const r = eraTerrainIds(s.era);
  return topOfZone(s, 'terrainDeck', r.from, r.to);
}

/** Number of cards in the offer. */
export function offerSize(s: GameState): number {
  const ix = liveIndex(s);
  if (ix) return ix.offer.length;
  return countInZone(s, 'offer', 0, AUCTION_BASE);
}

/** Number of a seat's auction cards in a zone. */
export function auctionCount(s: GameState, seat: number, zone: Zone): number {
  const ix = liveIndex(s);
  const n = ix ? ix.auctionCount(seat, zone) : -1;
  if (n >= 0) return n;
  const from = AUCTION_BASE + seat * AUCTION_VALUES;
  return countInZone(s, zone, from, from + AUCTION_VALUES);
}

/** The ordered offer (RULES 3.1). */
export function offer(s: GameState): EntityId[] {
  const ix = liveIndex(s);
  if (ix) return ix.offer.slice();
  return inZone(s, 'offer', -2, 0, AUCTION_BASE);
}

/** The terrain cards of a seat's city, bottom layer first. */
export function cityCards(s: GameState, seat: number): EntityId[] {
  return inZone(s, 'city', seat, 0, CHARACTER_BASE);
}

/** The characters a seat owns, in the order taken. */
export function ownedCharacters(s: GameState, seat: number): EntityId[] {
  return inZone(s, 'characters', seat, CHARACTER_BASE, AUCTION_BASE);
}

/** The character a seat owns with this name, or -1. */
export function ownedCharacter(s: GameState, seat: number, name: string): EntityId {
  const id = CHARACTER_BY_NAME.get(name);
  return id === undefined ? -1 : ownedId(s, seat, id);
}

const CHARACTER_BY_NAME = new Map<string, EntityId>(CHARACTERS.map((c, i) => [c.name, CHARACTER_BASE + i]));

/** The entity id of a character by name (a table lookup, for module constants). */
export function characterIdOf(name: CharacterName): EntityId {
  const id = CHARACTER_BY_NAME.get(name);
  if (id === undefined) throw new Error(`unknown character ${name}`);
  return id;
}

/** `id` when `seat` owns that character card, else -1. */
export function ownedId(s: GameState, seat: number, id: EntityId): EntityId {
  return s.c.zone[id] === 'characters' && s.c.owner[id] === seat ? id : -1;
}

/** The character pile, top first. */
export function characterPile(s: GameState): EntityId[] {
  return inZone(s, 'characterDeck', -2, CHARACTER_BASE, AUCTION_BASE);
}

/** The terrain draw pile of the current era, top first. */
export function terrainPile(s: GameState, era: 1 | 2 = s.era): EntityId[] {
  const r = eraTerrainIds(era);
  return inZone(s, 'terrainDeck', -2, r.from, r.to);
}

/** Auction cards of a seat in a zone, by value. */
export function auctionCards(s: GameState, seat: number, zone: Zone): EntityId[] {
  const from = auctionId(seat, 1);
  return inZone(s, zone, -2, from, from + AUCTION_VALUES);
}

/** Sets the zone, owner and order of an entity. */
export function moveTo(s: GameState, id: EntityId, zone: Zone, owner: number, order: number): void {
  liveIndex(s)?.move(id, zone, owner, order);
  s.c.zone[id] = zone;
  s.c.owner[id] = owner;
  s.c.order[id] = order;
}

/** Next value of the state's sequence counter. */
export function nextSeq(s: GameState): number {
  s.seq += 1;
  return s.seq;
}

/** Deep copy of a state (components and seats); setup is shared, it is never mutated (fields listed, not spread: faster). */
export function cloneState(s: GameState): GameState {
  const seats = s.seats.map((p): SeatState => ({
    modifier: p.modifier,
    usedThisRound: p.usedThisRound.slice(),
    lawyered: p.lawyered,
    doubleTake: p.doubleTake,
    sold: p.sold,
    bidValue: p.bidValue,
  }));
  const c = s.c;
  return {
    schema: s.schema,
    setup: s.setup,
    rng: s.rng,
    era: s.era,
    round: s.round,
    phase: s.phase,
    step: s.step,
    pendingTake: s.pendingTake,
    pendingReason: s.pendingReason,
    takeOrder: s.takeOrder.slice(),
    takeIndex: s.takeIndex,
    takesLeft: s.takesLeft,
    selling: s.selling,
    seq: s.seq,
    seats,
    c: {
      zone: c.zone.slice(),
      owner: c.owner.slice(),
      order: c.order.slice(),
      x: c.x.slice(),
      y: c.y.slice(),
      sideways: c.sideways.slice(),
    },
  };
}
