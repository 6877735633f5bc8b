/** Creating a game (BOARD 2). */
import { seedState, shuffle } from '../../shared';
import { buildingTiles, CH, COWBOYS_PER_COLOUR, MARKERS } from './data';
import { diceParcel, SEGMENTS, SIZE, sides } from './grid';
import { advance } from './flow';
import { startRound } from './round';
import { refillDisplay } from './hall';
import { cellOf, clonePrompt, roll } from './world';
import type { BoardEvent, BoardResult } from './events';
import type { BoardSetup, BoardState, Seat } from './types';

/** How many players the game takes (BOARD 1). */
export const BOARD_PLAYERS = { min: 2, max: 6 } as const;

/** Is the setup usable: 2..6 players, 7 distinct characters (8 with the Paperboy) in 0..18. */
export function setupError(setup: BoardSetup): string | null {
  if (
    !Number.isInteger(setup.players) ||
    setup.players < BOARD_PLAYERS.min ||
    setup.players > BOARD_PLAYERS.max
  )
    return 'players must be 2..6';
  const c = setup.characters;
  if (c === undefined) return null;
  if (!Array.isArray(c) || c.some((n) => !Number.isInteger(n) || n < 0 || n > 18))
    return 'characters are 0..18';
  if (new Set(c).size !== c.length) return 'characters repeat';
  const want = c.includes(CH.paperboy) ? 8 : 7;
  return c.length === want ? null : `display needs ${want} characters`;
}

const newSeat = (): Seat => ({
  money: 15,
  vp: 0,
  cowboys: 3,
  general: COWBOYS_PER_COLOUR - 3,
  revolvers: 1,
  roads: 1,
  markers: MARKERS,
  kept: [],
  character: -1,
  power: -1,
  noDuel: 0,
  white: false,
  ammo: false,
  red: false,
  dynamite: 0,
});

/** Picks the displayed characters: 7 random of 19, plus one more when the Paperboy is among them. */
function pickCharacters(s: BoardState): number[] {
  const [all, next] = shuffle(
    Array.from({ length: 19 }, (_, i) => i),
    s.rng,
  );
  s.rng = next;
  const n = all.slice(0, 7).includes(CH.paperboy) ? 8 : 7;
  return all.slice(0, n).sort((a, b) => a - b);
}

/** Creates a game from a setup and a seed; every random choice comes from the seeded generator in the state. */
export function createGame(setup: BoardSetup, seed: number): BoardResult {
  const err = setupError(setup);
  if (err) return { ok: false, error: 'malformed', message: err };
  const ev: BoardEvent[] = [];
  const s: BoardState = {
    setup: structuredClone(setup),
    rng: seedState(seed),
    round: 1,
    phase: 'characters',
    seats: Array.from({ length: setup.players }, newSeat),
    cells: Array.from({ length: SIZE * SIZE }, () => ({ owner: -1, thing: 'empty' as const })),
    roads: Array.from({ length: SEGMENTS }, () => false),
    bag: [],
    display: [null, null, null, null, null, null, null],
    characters: [],
    holders: [],
    passOrder: [],
    chooseOrder: [],
    actionOrder: [],
    turn: 0,
    placements: [],
    townHall: -1,
    hallHolder: -1,
    step: 0,
    sub: 0,
    prompt: null,
    queue: [],
    doctorQueue: [],
    thieves: {},
    duelNext: '',
    refused: [],
    fees: [],
    blasted: [],
    grocerKind: -1,
    auction: null,
    winner: -1,
  };
  const centre = diceParcel(roll(s), roll(s));
  cellOf(s, centre).thing = 'house';
  for (const seg of sides(centre)) s.roads[seg] = true;
  const tiles = buildingTiles(setup.buildings ?? 'all');
  const fixed = ['ranch', 'mine', null, null, null, 'ranch', 'mine'] as const;
  const order = [0, 1, 5, 6];
  for (const i of order) {
    const kind = fixed[i];
    const j = kind ? tiles.indexOf(kind) : -1;
    if (kind && j >= 0) {
      tiles.splice(j, 1);
      s.display[i] = kind;
    }
  }
  s.bag = tiles;
  refillDisplay(s, ev);
  const [order1, next] = shuffle(
    Array.from({ length: setup.players }, (_, i) => i),
    s.rng,
  );
  s.rng = next;
  s.passOrder = order1;
  if (s.prompt?.kind === 'townHall') s.prompt.seat = order1[0] as number; // BOARD 9.2
  s.queue = [...order1].reverse().concat(order1);
  s.characters = setup.characters ? [...setup.characters].sort((a, b) => a - b) : pickCharacters(s);
  startRound(s, ev);
  advance(s, ev);
  if (s.prompt) ev.push({ type: 'prompt', prompt: clonePrompt(s.prompt) });
  return { ok: true, state: s, events: ev };
}
