/** Shared helpers of the unit tests: setups, crafted rounds, asserted actions and simple autoplay. */
import { GameSession } from '../src/app/session';
import { expect } from 'vitest';
import { accepted } from './shared';
import {
  AUCTION_BASE,
  CHARACTERS,
  CHARACTER_BASE,
  TERRAIN,
  activeSeats,
  advance,
  applyAction,
  auctionId,
  characterId,
  characterIndex,
  cloneState,
  createGame,
  currentPrompt,
  legalActions,
  moveTo,
  nextSeq,
  offer,
  startRound,
} from '../src/cards/engine';
import { floatSource } from '../src/shared';
import type {
  Action,
  CharacterName,
  EntityId,
  ErrorCode,
  GameEvent,
  GameSetup,
  GameState,
  SeatSetup,
  Strength,
  Suit,
} from '../src/cards/engine';

/** Suits in seat order: seat i plays SUITS[i]. */
export const SUITS: readonly Suit[] = ['hat', 'star', 'cactus', 'boot', 'horseshoe', 'cow'];

/** A seat kind for `setupOf`. */
export type Kind = 'real' | Strength;

/** A setup with one seat per kind, suits in seat order. */
export function setupOf(kinds: readonly Kind[]): GameSetup {
  return {
    seats: kinds.map((k, i): SeatSetup =>
      k === 'real'
        ? { kind: 'real', name: `R${i}`, suit: SUITS[i] as Suit, controller: 'random' }
        : { kind: 'virtual', name: `V${i}`, suit: SUITS[i] as Suit, strength: k },
    ),
  };
}

/** A setup of `n` real seats. */
export function realSetup(n: number): GameSetup {
  return setupOf(Array.from({ length: n }, (): Kind => 'real'));
}

/** Creates a game and asserts it was accepted. */
export function newGame(setup: GameSetup, seed = 1): GameState {
  const r = createGame(setup, seed);
  if (!r.ok) throw new Error(`createGame failed: ${r.error}`);
  return r.state;
}

/** The entity id of a character by name. */
export function charId(name: CharacterName): EntityId {
  return characterId(characterIndex(name));
}

/** The entity id of the first terrain card of `era` whose parcels read `parcels` (row-major). */
export function terrainId(parcels: string, era?: 1 | 2, skip = 0): EntityId {
  let seen = 0;
  for (let i = 0; i < TERRAIN.length; i++) {
    const t = TERRAIN[i];
    if (t && t.parcels.join('') === parcels && (era === undefined || t.era === era) && seen++ === skip)
      return i;
  }
  throw new Error(`no terrain card ${parcels}`);
}

/** Applies an action and asserts it was accepted. */
export function act(s: GameState, a: Action): { state: GameState; events: GameEvent[] } {
  return accepted(applyAction, s, a, ` (phase ${s.phase})`);
}

/** Applies an action, asserts it was rejected with the state unchanged, and returns the error code. */
export function reject(s: GameState, a: unknown): ErrorCode {
  const before = JSON.stringify(s);
  const r = applyAction(s, a as Action);
  expect(JSON.stringify(s)).toBe(before);
  if (r.ok) throw new Error(`accepted ${JSON.stringify(a)}`);
  return r.error;
}

/** How to craft a round: who owns what, and what lies on top of the piles. */
export interface Rig {
  /** Characters to put on top of the character pile, in this order (the first is drawn next). */
  characters?: CharacterName[];
  /** Terrain cards to put on top of the current era's pile, in this order. */
  terrain?: EntityId[];
  /** Characters each seat owns, and whether each is sideways. */
  own?: Record<number, CharacterName[]>;
  sideways?: CharacterName[];
  /** City cards per seat: [terrain id, x, y], bottom first. */
  city?: Record<number, [EntityId, number, number][]>;
  /** Terrain cards kept by virtual seats. */
  kept?: Record<number, EntityId[]>;
  /** Remove these characters from play. */
  removed?: CharacterName[];
}

/**
 * Takes a state in phase 'before' (no bids yet), puts the offer back on the piles, applies `rig`
 * and redoes the round's reveal. Returns the new state and the reveal's events.
 */
export function rigRound(base: GameState, rig: Rig): { state: GameState; events: GameEvent[] } {
  const s = cloneState(base);
  let top = -1000;
  for (const id of offer(s)) {
    moveTo(s, id, id < CHARACTER_BASE ? 'terrainDeck' : 'characterDeck', -1, top++);
  }
  for (const [seat, names] of Object.entries(rig.own ?? {})) {
    for (const n of names) {
      moveTo(s, charId(n), 'characters', Number(seat), nextSeq(s));
      s.c.sideways[charId(n)] = false;
    }
  }
  for (const n of rig.sideways ?? []) s.c.sideways[charId(n)] = true;
  for (const n of rig.removed ?? []) moveTo(s, charId(n), 'removed', -1, nextSeq(s));
  for (const [seat, cards] of Object.entries(rig.city ?? {})) {
    for (const [id, x, y] of cards) {
      moveTo(s, id, 'city', Number(seat), nextSeq(s));
      s.c.x[id] = x;
      s.c.y[id] = y;
    }
  }
  for (const [seat, cards] of Object.entries(rig.kept ?? {})) {
    for (const id of cards) moveTo(s, id, 'kept', Number(seat), nextSeq(s));
  }
  (rig.characters ?? []).forEach((n, k) => moveTo(s, charId(n), 'characterDeck', -1, -5000 + k));
  (rig.terrain ?? []).forEach((id, k) => moveTo(s, id, 'terrainDeck', -1, -5000 + k));
  const events: GameEvent[] = [];
  startRound(s, events);
  advance(s, events);
  return { state: s, events };
}

/** Passes every ability prompt until none is left in this phase. */
export function passAll(s: GameState): GameState {
  let st = s;
  for (let p = currentPrompt(st); p; p = currentPrompt(st))
    st = act(st, { type: 'pass', seat: p.seat }).state;
  return st;
}

/** Each real seat still to bid bids the auction card of the value given for it (or its lowest card). */
export function bidAll(s: GameState, values: Record<number, number> = {}): GameState {
  let st = s;
  for (const seat of activeSeats(st)) {
    const v = values[seat];
    const card = v === undefined ? (legalActions(st, seat)[0] as Action) : null;
    st = act(st, card ?? { type: 'bid', seat, card: auctionId(seat, v as number) }).state;
  }
  return st;
}

/** Plays the first legal action (passing every ability) until `until` holds or the game ends. */
export function autoplay(s: GameState, until: (s: GameState) => boolean, limit = 5000): GameState {
  let st = s;
  for (let i = 0; i < limit && !until(st) && st.phase !== 'over'; i++) {
    const seat = activeSeats(st)[0];
    if (seat === undefined) throw new Error(`nobody to act in ${st.phase}`);
    const legal = legalActions(st, seat);
    const a = legal.find((x) => x.type === 'pass') ?? legal.find((x) => x.type !== 'sell') ?? legal[0];
    if (!a) throw new Error('no legal action');
    st = act(st, a).state;
  }
  return st;
}

/** Names of the characters a seat owns. */
export function ownedNames(s: GameState, seat: number): CharacterName[] {
  const out: CharacterName[] = [];
  for (let id = CHARACTER_BASE; id < AUCTION_BASE; id++) {
    if (s.c.zone[id] === 'characters' && s.c.owner[id] === seat)
      out.push((CHARACTERS[id - CHARACTER_BASE] as { name: CharacterName }).name);
  }
  return out;
}

/** A small seeded random source (floats in [0, 1)) for choices inside one test run. */
export function rand(seed: number): () => number {
  return floatSource(seed);
}

/** A new GameSession, failing the test when the setup or log is refused. */
export function openSession(...args: Parameters<typeof GameSession.create>): GameSession {
  const r = GameSession.create(...args);
  if (!r.ok) throw new Error(`session refused: ${r.error} at ${r.index}`);
  return r.session;
}
