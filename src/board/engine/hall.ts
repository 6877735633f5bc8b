/** Drawing buildings into the display and the town hall's placement by the first player (BOARD 3.4, 9.2). */
import { nextFloat } from '../../shared';
import { corners, roadPoints, SIZE } from './grid';
import { layRoad, placeBuilding } from './world';
import type { BoardEvent } from './events';
import type { BoardState, BuildingKind } from './types';

const L = SIZE + 1;

/** Lattice neighbours of a point with the segment joining them. */
function links(pt: number): [number, number][] {
  const x = pt % L;
  const y = Math.floor(pt / L);
  const V = SIZE * L;
  const out: [number, number][] = [];
  if (x > 0) out.push([pt - 1, y * SIZE + x - 1]);
  if (x < SIZE) out.push([pt + 1, y * SIZE + x]);
  if (y > 0) out.push([pt - L, V + x * SIZE + y - 1]);
  if (y < SIZE) out.push([pt + L, V + x * SIZE + y]);
  return out;
}

/** Fewest new roads from the network to every lattice point, with the segment each is reached by. */
function roadDistances(s: BoardState): { dist: number[]; via: number[]; from: number[] } {
  const dist = Array.from({ length: L * L }, () => Infinity);
  const via = dist.map(() => -1);
  const from = dist.map(() => -1);
  const queue = [...roadPoints(s.roads)].sort((a, b) => a - b);
  for (const pt of queue) dist[pt] = 0;
  for (let i = 0; i < queue.length; i++) {
    const pt = queue[i] as number;
    for (const [q, seg] of links(pt)) {
      if (dist[q] !== Infinity) continue;
      dist[q] = (dist[pt] as number) + 1;
      via[q] = seg;
      from[q] = pt;
      queue.push(q);
    }
  }
  return { dist, via, from };
}

/** Parcels the town hall may go on: empty, unsold and reachable with the fewest new roads (0 when connected). */
export function hallParcels(s: BoardState): number[] {
  const { dist } = roadDistances(s);
  const need = s.cells.map((c, p) =>
    c.owner === -1 && c.thing === 'empty'
      ? Math.min(...corners(p).map((pt) => dist[pt] as number))
      : Infinity,
  );
  const least = Math.min(...need);
  if (least === Infinity) return [];
  return need.map((n, p) => (n === least ? p : -1)).filter((p) => p >= 0);
}

/** Lays the fewest general-supply roads to parcel p (to its first nearest corner) and puts the town hall there. */
export function placeHall(s: BoardState, p: number, ev: BoardEvent[]): void {
  const { dist, via, from } = roadDistances(s);
  let pt = corners(p).reduce((a, b) => ((dist[b] as number) < (dist[a] as number) ? b : a));
  const path: number[] = [];
  while ((dist[pt] as number) > 0) {
    path.push(via[pt] as number);
    pt = from[pt] as number;
  }
  for (const seg of path.reverse()) layRoad(s, -1, seg, ev);
  placeBuilding(s, -1, p, 'townHall', ev);
  s.townHall = p;
}

/** The first player on the pass track: this round's track, else the previous one (phase 1), else -1 (setup). */
const firstOnTrack = (s: BoardState): number => s.passOrder[0] ?? s.chooseOrder[0] ?? -1;

/** Draws from the bag into an empty building space; a drawn town hall waits for its placement (BOARD 9.2). */
function drawInto(s: BoardState, space: number, ev: BoardEvent[]): void {
  while (s.bag.length > 0) {
    const [f, next] = nextFloat(s.rng);
    s.rng = next;
    const i = Math.floor(f * s.bag.length);
    const [kind] = s.bag.splice(i, 1) as [BuildingKind];
    if (kind === 'townHall') {
      ev.push({ type: 'drawn', kind, space: -1 });
      if (hallParcels(s).length === 0) continue;
      s.prompt = { kind: 'townHall', seat: firstOnTrack(s) };
      return;
    }
    s.display[space] = kind;
    ev.push({ type: 'drawn', kind, space });
    return;
  }
}

/** Fills the empty building spaces in order from the bag; stops while the town hall waits (BOARD 3.4, 9.2). */
export function refillDisplay(s: BoardState, ev: BoardEvent[]): void {
  for (let i = 0; i < s.display.length; i++) {
    if (s.prompt?.kind === 'townHall' || s.prompt?.kind === 'hallHouse') return;
    if (s.display[i] === null) drawInto(s, i, ev);
  }
}

/** Slides the unsold buildings to the cheapest spaces and refills the rest (BOARD 3.4). */
export function slideAndRefill(s: BoardState, ev: BoardEvent[]): void {
  const moves: { from: number; to: number }[] = [];
  const next: (BuildingKind | null)[] = s.display.map(() => null);
  let to = 0;
  s.display.forEach((k, from) => {
    if (k === null) return;
    next[to] = k;
    if (from !== to) moves.push({ from, to });
    to++;
  });
  s.display = next;
  if (moves.length > 0) ev.push({ type: 'slid', moves });
  refillDisplay(s, ev);
}
