/** Game setup: seats, decks, hands and virtual piles (RULES 2). */
import { CHARACTERS, SUITS } from './data/characters';
import { HAND_VALUES, PILE_VALUES } from './data/auction';
import { seedState, shuffleInPlace } from '../../shared';
import { advance } from './systems/flow';
import { startRound } from './systems/reveal';
import { auctionId, characterId, emptyComponents, entityCount, eraTerrainIds, idsOf, moveTo } from './world';
import { zoneIndex } from './zoneIndex';
import type { GameEvent, GameSetup, GameState, Result, SeatState, Strength } from './types';

/** Virtual player strengths, weakest first (RULES 2.4). */
export const STRENGTHS: readonly Strength[] = ['novice', 'intermediate', 'expert'];

/** How many seats a game takes, virtual ones included (RULES 1). */
export const SEAT_COUNT = { min: 4, max: 6 } as const;

/** The longest seat name, in UTF-16 units (the setup screen's field holds as many). */
export const MAX_NAME_LENGTH = 16;

/** Why a seat name is refused. */
export type NameProblem = 'name-not-text' | 'name-empty' | 'name-too-long' | 'name-control' | 'name-bidi';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** The same marks, for a test (a global expression keeps state between tests). */
const HAS_BIDI = new RegExp(BIDI.source);

/** Removes the bidirectional marks, embeddings, overrides and isolates that could make a name read differently. */
export function stripBidiControls(name: string): string {
  return name.replace(BIDI, '');
}

/** Checks one seat name: text, 1 to 16 units, not blank, no control or bidirectional control characters. */
export function nameProblem(name: unknown): NameProblem | null {
  if (typeof name !== 'string') return 'name-not-text';
  if (name.length > MAX_NAME_LENGTH) return 'name-too-long';
  if (!name.trim()) return 'name-empty';
  if (CONTROL.test(name)) return 'name-control';
  if (HAS_BIDI.test(name)) return 'name-bidi';
  return null;
}

/** Why a setup is refused: a code, worded for people in src/i18n. */
export type SetupProblem =
  | 'seats-not-array'
  | 'seat-count'
  | 'seat-kind'
  | NameProblem
  | 'unknown-suit'
  | 'duplicate-suit'
  | 'unknown-strength';

/** Checks a setup: 4 to 6 seats, distinct suits, known kinds, sound names (RULES 2.1). */
export function setupProblem(setup: GameSetup): SetupProblem | null {
  if (!setup || !Array.isArray(setup.seats)) return 'seats-not-array';
  const n = setup.seats.length;
  if (n < SEAT_COUNT.min || n > SEAT_COUNT.max) return 'seat-count';
  const suits = new Set<string>();
  for (const seat of setup.seats) {
    if (!seat || (seat.kind !== 'real' && seat.kind !== 'virtual')) return 'seat-kind';
    const np = nameProblem(seat.name);
    if (np) return np;
    if (!SUITS.includes(seat.suit)) return 'unknown-suit';
    if (suits.has(seat.suit)) return 'duplicate-suit';
    suits.add(seat.suit);
    if (seat.kind === 'virtual' && !STRENGTHS.includes(seat.strength)) return 'unknown-strength';
  }
  return null;
}

/** The last check of each setup object, with the seat fields it read: bulk runs create many games of one setup. */
const CHECKED = new WeakMap<GameSetup, { fields: unknown[]; problem: SetupProblem | null }>();

/** `setupProblem`, answered again without checking the names when no seat field changed since the last check. */
function checkedProblem(setup: GameSetup): SetupProblem | null {
  const seats: unknown = setup?.seats;
  if (!Array.isArray(seats)) return setupProblem(setup);
  const memo = CHECKED.get(setup);
  if (memo && sameFields(memo.fields, seats)) return memo.problem;
  const problem = setupProblem(setup);
  CHECKED.set(setup, { fields: seatFields(seats), problem });
  return problem;
}

function seatFields(seats: unknown[]): unknown[] {
  const out: unknown[] = [seats, seats.length];
  for (const seat of seats) {
    const f = (seat ?? {}) as Partial<Record<'kind' | 'name' | 'suit' | 'strength' | 'controller', unknown>>;
    out.push(seat, f.kind, f.name, f.suit, f.strength, f.controller);
  }
  return out;
}

function sameFields(fields: unknown[], seats: unknown[]): boolean {
  const now = seatFields(seats);
  if (now.length !== fields.length) return false;
  for (let i = 0; i < now.length; i++) if (!Object.is(now[i], fields[i])) return false;
  return true;
}

function freshSeat(): SeatState {
  return { modifier: 0, usedThisRound: [], lawyered: false, doubleTake: false, sold: 0, bidValue: 0 };
}

/** Creates a game from a setup and a seed, and runs it to the first decision (RULES 2, 3.1). */
export function createGame(setup: GameSetup, seed: number): Result {
  const problem = checkedProblem(setup);
  if (problem) return { ok: false, error: 'bad-setup' };
  const n = setup.seats.length;
  const s: GameState = {
    schema: 1,
    setup: { ...setup, seats: setup.seats.map((seat) => ({ ...seat })) },
    rng: seedState(seed),
    era: 1,
    round: 1,
    phase: 'before',
    step: 0,
    pendingTake: -1,
    pendingReason: null,
    takeOrder: [],
    takeIndex: 0,
    takesLeft: 0,
    selling: false,
    seq: 0,
    seats: setup.seats.map(freshSeat),
    c: emptyComponents(entityCount(n)),
  };
  const deal = <T extends number>(
    ids: T[],
    zone: 'terrainDeck' | 'characterDeck' | 'pile',
    owner = -1,
  ): void => {
    s.rng = shuffleInPlace(ids, s.rng);
    for (let k = 0; k < ids.length; k++) moveTo(s, ids[k] as number, zone, owner, k);
  };
  deal(idsOf(eraTerrainIds(1)), 'terrainDeck');
  deal(idsOf(eraTerrainIds(2)), 'terrainDeck');
  deal(
    CHARACTERS.map((_, i) => characterId(i)),
    'characterDeck',
  );
  setup.seats.forEach((seat, i) => {
    if (seat.kind === 'real') {
      for (const v of HAND_VALUES) moveTo(s, auctionId(i, v), 'hand', i, auctionId(i, v));
    } else {
      deal(
        PILE_VALUES[seat.strength].map((v) => auctionId(i, v)),
        'pile',
        i,
      );
    }
  });
  // Indexed once dealt (the deal's moves need no index): states played on the fast path then all have one shape.
  zoneIndex(s);
  const events: GameEvent[] = [];
  startRound(s, events);
  advance(s, events);
  return { ok: true, state: s, events };
}
