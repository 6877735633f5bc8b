/** Game setup: seats, decks, hands and virtual piles (RULES 2). */
import { CHARACTERS } from './data/characters';
import { HAND_VALUES, PILE_VALUES } from './data/auction';
import { seedState, shuffle } from './rng';
import { advance } from './systems/flow';
import { startRound } from './systems/reveal';
import { auctionId, characterId, emptyComponents, entityCount, eraTerrainIds, idsOf, moveTo } from './world';
import type { GameEvent, GameSetup, GameState, Result, SeatState, Strength, Suit } from './types';

const SUITS: readonly Suit[] = ['hat', 'star', 'cactus', 'boot', 'horseshoe', 'cow'];
const STRENGTHS: readonly Strength[] = ['novice', 'intermediate', 'expert'];

/** Checks a setup: 4 to 6 seats, distinct suits, known kinds (RULES 2.1). */
export function setupProblem(setup: GameSetup): string | null {
  if (!setup || !Array.isArray(setup.seats)) return 'setup.seats must be an array';
  const n = setup.seats.length;
  if (n < 4 || n > 6) return 'a game has 4 to 6 seats';
  const suits = new Set<string>();
  for (const seat of setup.seats) {
    if (!seat || (seat.kind !== 'real' && seat.kind !== 'virtual')) return 'each seat is real or virtual';
    if (!SUITS.includes(seat.suit)) return `unknown suit ${String(seat.suit)}`;
    if (suits.has(seat.suit)) return 'each seat needs its own suit';
    suits.add(seat.suit);
    if (seat.kind === 'virtual' && !STRENGTHS.includes(seat.strength)) return 'unknown strength';
  }
  return null;
}

function freshSeat(): SeatState {
  return { modifier: 0, usedThisRound: [], lawyered: false, doubleTake: false, sold: 0, bidValue: 0 };
}

/** Creates a game from a setup and a seed, and runs it to the first decision (RULES 2, 3.1). */
export function createGame(setup: GameSetup, seed: number): Result {
  const problem = setupProblem(setup);
  if (problem) return { ok: false, error: 'bad-setup' };
  const n = setup.seats.length;
  const s: GameState = {
    schema: 1,
    setup: JSON.parse(JSON.stringify(setup)) as GameSetup,
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
    const [order, rng] = shuffle(ids, s.rng);
    s.rng = rng;
    order.forEach((id, k) => moveTo(s, id, zone, owner, k));
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
  const events: GameEvent[] = [];
  startRound(s, events);
  advance(s, events);
  return { ok: true, state: s, events };
}
