/** Scenario builders for board engine tests: a game brought to phase 2 and board edits. */
import { expect } from 'vitest';
import { nextFloat } from '../../src/shared';
import { accepted } from '../shared';
import {
  activeSeat,
  answerValues,
  applyAction,
  at,
  createGame,
  hallParcels,
  sides,
  type BoardAction,
  type BoardEvent,
  type BoardState,
  type Thing,
} from '../../src/board/engine';

/** Applies an action that must succeed; returns the new state and its events. */
export function must(s: BoardState, a: BoardAction): { state: BoardState; events: BoardEvent[] } {
  return accepted(applyAction, s, a);
}

/** A new game with characters 1..7 (or the given display), start parcels taken at the first free parcel. */
export function started(players: number, seed = 1, characters = [1, 2, 3, 4, 5, 6, 7]): BoardState {
  const r = createGame({ players, characters }, seed);
  if (!r.ok) throw new Error(r.error);
  let s = r.state;
  while (s.prompt?.kind === 'start' || s.prompt?.kind === 'townHall' || s.prompt?.kind === 'hallHouse') {
    const value =
      s.prompt.kind === 'townHall'
        ? (hallParcels(s)[0] as number)
        : s.prompt.kind === 'hallHouse'
          ? (answerValues(s, s.prompt)[0] as number)
          : s.cells.findIndex((c, p) => c.owner === -1 && p !== s.townHall);
    s = must(s, { type: 'answer', seat: s.prompt.seat, value }).state;
  }
  return s;
}

/** Clears the city: no owners, no roads, nothing built; then the given start network around parcel `centre`. */
export function clearCity(s: BoardState, centre = at(3, 3)): void {
  for (const c of s.cells) {
    c.owner = -1;
    c.thing = 'empty';
  }
  s.roads = s.roads.map(() => false);
  s.townHall = -1;
  s.hallHolder = -1;
  for (const seg of sides(centre)) s.roads[seg] = true;
  for (const t of s.seats) t.markers = 12;
}

/** Sets a parcel's owner and content (keeps marker counts right). */
export function put(s: BoardState, x: number, y: number, owner: number, thing: Thing = 'empty'): number {
  const p = at(x, y);
  const c = s.cells[p];
  if (!c) throw new Error('off board');
  if (c.owner >= 0) (s.seats[c.owner] as { markers: number }).markers++;
  c.owner = owner;
  c.thing = thing;
  if (owner >= 0) (s.seats[owner] as { markers: number }).markers--;
  return p;
}

/** -1 (decline) when the open prompt takes it, else its first value. */
function firstOrDecline(s: BoardState): number {
  const values = s.prompt ? answerValues(s, s.prompt) : [];
  return values.includes(-1) ? -1 : (values[0] ?? -1);
}

/** Takes characters in phase 1: `cards[i]` for the i-th seat to choose; at-once prompts answered by `answer`. */
export function choose(
  s: BoardState,
  cards: number[],
  answer: (s: BoardState) => number = firstOrDecline,
): BoardState {
  let t = s;
  let i = 0;
  while (t.phase === 'characters') {
    if (t.prompt) {
      t = must(t, { type: 'answer', seat: t.prompt.seat, value: answer(t) }).state;
      continue;
    }
    t = must(t, { type: 'character', seat: activeSeat(t), card: cards[i++] as number }).state;
  }
  expect(t.phase).toBe('placement');
  return t;
}

/** In phase 2: each seat's cowboys go to the listed spots in turn order, then everybody passes. */
export function placeAll(
  s: BoardState,
  spots: Record<number, string[]>,
): { state: BoardState; events: BoardEvent[] } {
  let t = s;
  const events: BoardEvent[] = [];
  const left = new Map(Object.entries(spots).map(([k, v]) => [Number(k), v.slice()]));
  while (t.phase === 'placement') {
    const seat = activeSeat(t);
    const next = left.get(seat)?.shift();
    const r = must(t, next ? { type: 'place', seat, spot: next } : { type: 'pass', seat });
    t = r.state;
    events.push(...r.events);
  }
  return { state: t, events };
}

/** Answers prompts with `pick` until none is open or the phase changes to `until`. */
export function answerAll(
  s: BoardState,
  pick: (s: BoardState) => BoardAction,
  stopAt: (s: BoardState) => boolean = (x) => x.prompt === null,
): { state: BoardState; events: BoardEvent[] } {
  let t = s;
  const events: BoardEvent[] = [];
  for (let guard = 0; guard < 500 && !stopAt(t); guard++) {
    const r = must(t, pick(t));
    t = r.state;
    events.push(...r.events);
  }
  return { state: t, events };
}

/** A generator state whose next die rolls are `want`. */
export function rngFor(want: number[]): number {
  for (let seed = 0; ; seed++) {
    let r = seed;
    const got = want.map(() => {
      const [f, n] = nextFloat(r);
      r = n;
      return 1 + Math.floor(f * 6);
    });
    if (got.every((v, i) => v === want[i])) return seed;
  }
}
