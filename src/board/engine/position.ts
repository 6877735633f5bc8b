/** A small JSON position format for scoring (the board-score tool; README "Board game"). */
import { BUILDING_KINDS, BUILDINGS, MARKERS, MOUNTAINS } from './data';
import { at, SEGMENTS, SIZE } from './grid';
import { finalLines, winnerOf, type FinalLines } from './scoring';
import type { BoardState, Cell, Seat, Thing } from './types';

/** The end-of-game score of a position: lines per seat and the winner. */
export interface PositionScore {
  seats: FinalLines[];
  winner: number;
}

const THINGS: readonly string[] = ['empty', 'mountain', 'house', 'townhouse', ...BUILDING_KINDS];
const isInt = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

const seat = (money: number, vp: number, power: number): Seat => ({
  money,
  vp,
  cowboys: 0,
  general: 10,
  revolvers: 0,
  roads: 0,
  markers: 12,
  kept: [],
  character: power,
  power,
  noDuel: 0,
  white: false,
  ammo: false,
  red: false,
  dynamite: 0,
});

/** The highest money or VP a position may give a player. */
export const MAX_AMOUNT = 1_000_000;

/** The first component limit a position breaks: parcels per player, tiles per building kind, mountains (BOARD 1). */
function componentError(cells: readonly Cell[], seats: readonly Seat[]): string | null {
  const over = seats.findIndex((t) => t.markers < 0);
  if (over >= 0)
    return `players[${over}] owns ${MARKERS - (seats[over] as Seat).markers} parcels; at most ${MARKERS}`;
  const count = (t: Thing): number => cells.filter((c) => c.thing === t).length;
  if (count('mountain') > MOUNTAINS)
    return `parcels: ${count('mountain')} mountains; the game has ${MOUNTAINS}`;
  for (const k of BUILDING_KINDS) {
    const n = count(k);
    if (n > BUILDINGS[k].count) return `parcels: ${n} ${k} tiles; the game has ${BUILDINGS[k].count}`;
  }
  if (cells.some((c) => c.thing === 'townHall' && c.owner !== -1))
    return 'parcels: the townHall belongs to nobody (owner -1)';
  return null;
}

/** Reads a position: `{ players: [{money, vp, character?}], parcels: [{x, y, owner, thing}], passOrder? }`. */
export function readPosition(
  data: unknown,
): { ok: true; state: BoardState } | { ok: false; message: string } {
  const bad = (message: string) => ({ ok: false as const, message });
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return bad('the position must be an object');
  const d = data as Record<string, unknown>;
  const players = d.players;
  if (!Array.isArray(players) || players.length < 2 || players.length > 6)
    return bad('players: a list of 2 to 6');
  const seats: Seat[] = [];
  for (const [i, p] of players.entries()) {
    const r = (typeof p === 'object' && p !== null ? p : {}) as Record<string, unknown>;
    if (!isInt(r.money, 0, MAX_AMOUNT))
      return bad(`players[${i}].money: a whole number from 0 to ${MAX_AMOUNT}`);
    if (!isInt(r.vp, 0, MAX_AMOUNT)) return bad(`players[${i}].vp: a whole number from 0 to ${MAX_AMOUNT}`);
    const ch = r.character ?? -1;
    if (!isInt(ch, -1, 18)) return bad(`players[${i}].character: 0..18 or absent`);
    const twin = seats.findIndex((t) => ch >= 0 && t.power === ch);
    if (twin >= 0) return bad(`players[${i}].character: ${ch} is held by players[${twin}] too`);
    seats.push(seat(r.money, r.vp, ch));
  }
  const cells = Array.from({ length: SIZE * SIZE }, () => ({ owner: -1, thing: 'empty' as Thing }));
  const parcels = d.parcels ?? [];
  if (!Array.isArray(parcels)) return bad('parcels: a list');
  const seen = new Set<number>();
  for (const [i, p] of parcels.entries()) {
    const r = (typeof p === 'object' && p !== null ? p : {}) as Record<string, unknown>;
    if (!isInt(r.x, 1, 8) || !isInt(r.y, 1, 8)) return bad(`parcels[${i}]: x and y are 1..8`);
    const owner = r.owner ?? -1;
    if (!isInt(owner, -1, seats.length - 1)) return bad(`parcels[${i}].owner: -1 or a player index`);
    const thing = r.thing ?? 'empty';
    if (typeof thing !== 'string' || !THINGS.includes(thing))
      return bad(`parcels[${i}].thing: one of ${THINGS.join(', ')}`);
    const idx = at(r.x - 1, r.y - 1);
    const c = cells[idx] as { owner: number; thing: Thing };
    if (seen.has(idx)) return bad(`parcels[${i}]: parcel ${r.x},${r.y} given twice`);
    seen.add(idx);
    c.owner = owner;
    c.thing = thing as Thing;
    if (owner >= 0) (seats[owner] as Seat).markers--;
  }
  const limit = componentError(cells, seats);
  if (limit) return bad(limit);
  const order = d.passOrder ?? seats.map((_, i) => i);
  if (!Array.isArray(order) || order.length !== seats.length || new Set(order).size !== seats.length)
    return bad('passOrder: each player index once');
  if (!order.every((v) => isInt(v, 0, seats.length - 1))) return bad('passOrder: player indexes');
  const state: BoardState = {
    setup: { players: seats.length },
    rng: 0,
    round: 4,
    phase: 'actions',
    seats,
    cells,
    roads: Array.from({ length: SEGMENTS }, () => false),
    bag: [],
    display: [null, null, null, null, null, null, null],
    characters: [],
    holders: [],
    passOrder: order as number[],
    chooseOrder: [],
    actionOrder: [],
    turn: 0,
    placements: [],
    townHall: cells.findIndex((c) => c.thing === 'townHall'),
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
  return { ok: true, state };
}

/** The end-of-game score of a position read by readPosition (BOARD 10, 11). */
export function scorePosition(s: BoardState): PositionScore {
  const seats = s.seats.map((_, i) => finalLines(s, i));
  return {
    seats,
    winner: winnerOf(
      s,
      seats.map((l) => l.total),
    ),
  };
}
