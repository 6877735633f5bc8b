/** The levels' shared decision rules: spots by value, characters and prompts by a one-step look through the engine. */
import {
  applyAction,
  CASH_LIMIT,
  connected,
  corners,
  segmentBetween,
  segmentEnds,
  type BoardAction,
  type BoardState,
} from '../engine';
import { margin, moneyValue, worth } from './evaluate';
import { spotContext, spotValue } from './spots';
import type { BoardDecision, BoardReason } from './types';

/** How a level weighs its choices. */
export interface PolicyParams {
  /** Weighs duel odds and defends attacked buildings. */
  odds: boolean;
  /** Values results by the lead over the others rather than by the own worth alone. */
  relative: boolean;
  /** Uniform noise added to each value, in VP. */
  noise: number;
  /** What keeping a cowboy at home is worth (the pass threshold), in VP. */
  keep: number;
  /** The most prompt answers tried through the engine (the rest are skipped evenly). */
  tries: number;
  /** Values characters by their later abilities and cash limits too. */
  characters: boolean;
}

/** An action with its estimated value and reason. */
export interface Scored {
  action: BoardAction;
  value: number;
  reason: BoardReason;
}

/** Later abilities of the characters, in VP, that a one-step look cannot see (BOARD 8). */
const LATER: Readonly<Record<number, number>> = {
  0: 0.6,
  1: 1.2,
  3: 1.2,
  4: 0.6,
  5: 1.4,
  6: 0.5,
  7: 0.8,
  9: 1.0,
  10: 1.0,
  11: 0.6,
  12: 0.4,
  13: 0.8,
  14: 0.3,
  16: 0.5,
  17: 1.2,
  18: 0.5,
};

/** The value of `after` for the seat. */
const valueOf = (after: BoardState, seat: number, p: PolicyParams): number =>
  p.relative ? margin(after, seat) : worth(after, seat);

/** Evenly spread picks of at most `n` of `xs`. */
export function spread<T>(xs: readonly T[], n: number): T[] {
  if (xs.length <= n) return xs.slice();
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(xs[Math.floor((i * xs.length) / n)] as T);
  return out;
}

/** A road that connects the most of the seat's owned empty parcels no road reaches yet (BOARD 4.8), or null. */
export function connectingRoad(
  s: BoardState,
  seat: number,
  legal: readonly BoardAction[],
): BoardDecision | null {
  const roads = legal.filter((a): a is Extract<BoardAction, { type: 'road' }> => a.type === 'road');
  if (roads.length === 0) return null;
  const pts = new Set<number>();
  s.roads.forEach((r, seg) => {
    if (r) for (const e of segmentEnds(seg)) pts.add(e);
  });
  const lots = s.cells.flatMap((c, p) =>
    c.owner === seat && c.thing === 'empty' && !connected(pts, p) ? [p] : [],
  );
  if (lots.length === 0) return null;
  let best: Extract<BoardAction, { type: 'road' }> | null = null;
  let bestN = 0;
  for (const a of roads) {
    const ends = segmentEnds(segmentBetween(a.from, a.to));
    const n = lots.filter((p) => corners(p).some((q) => ends.includes(q))).length;
    if (n > bestN) {
      bestN = n;
      best = a;
    }
  }
  return best ? { action: best, reason: { kind: 'road', from: best.from, to: best.to, gain: bestN } } : null;
}

/** Phase 2: every placement and the pass, valued by the spot heuristics (BOARD 3.2). */
function scorePlacements(
  s: BoardState,
  seat: number,
  legal: readonly BoardAction[],
  p: PolicyParams,
  rnd: () => number,
): Scored[] {
  const c = spotContext(s, seat, p.odds);
  const cowboys = s.seats[seat]?.cowboys ?? 0;
  const out: Scored[] = [];
  for (const a of legal) {
    if (a.type === 'pass') {
      const keep = p.keep + (cowboys <= 1 ? 0.3 : 0) + rnd() * p.noise;
      out.push({ action: a, value: keep, reason: { kind: 'keepCowboys', cowboys } });
    } else if (a.type === 'place') {
      const v = spotValue(c, a.spot, a.noDuel === true) + (a.white ? 0.25 : 0) + rnd() * p.noise;
      out.push({ action: a, value: v, reason: { kind: 'spot', spot: a.spot, value: round2(v) } });
    }
  }
  return out;
}

/** Phase 1: each character by the position after taking it, its later ability and its cash limit (BOARD 8, 3.4). */
function scoreCharacters(
  s: BoardState,
  seat: number,
  legal: readonly BoardAction[],
  p: PolicyParams,
  rnd: () => number,
): Scored[] {
  const base = valueOf(s, seat, p);
  const money = s.seats[seat]?.money ?? 0;
  const out: Scored[] = [];
  for (const a of legal) {
    if (a.type !== 'character') continue;
    const r = applyAction(s, a);
    if (!r.ok) continue;
    let v = valueOf(r.state, seat, p) - base + rnd() * p.noise;
    if (p.characters) {
      const over = Math.max(0, money + 15 - (CASH_LIMIT[a.card] ?? 0));
      v += (LATER[a.card] ?? 0) - over * Math.max(0, moneyValue(s) - 0.1) + (18 - a.card) * 0.03;
    }
    out.push({ action: a, value: v, reason: { kind: 'character', card: a.card, gain: round2(v) } });
  }
  return out;
}

/** A prompt: each answer (at most `tries`) by the position it leads to through the engine. */
function scoreAnswers(
  s: BoardState,
  seat: number,
  legal: readonly BoardAction[],
  p: PolicyParams,
  rnd: () => number,
): Scored[] {
  const base = valueOf(s, seat, p);
  const kind = s.prompt?.kind ?? 'start';
  const out: Scored[] = [];
  for (const a of spread(
    legal.filter((x) => x.type !== 'road'),
    p.tries,
  )) {
    const r = applyAction(s, a);
    if (!r.ok) continue;
    const v = valueOf(r.state, seat, p) - base + rnd() * p.noise;
    const gain = round2(v);
    const reason: BoardReason =
      a.type === 'build'
        ? { kind: 'build', parcel: a.parcel, gain }
        : a.type === 'answer'
          ? { kind: 'answer', prompt: kind, value: a.value, gain }
          : { kind: 'choice', action: a.type, gain };
    out.push({ action: a, value: v, reason });
  }
  return out;
}

/** Every non-road choice valued for the seat, best first. */
export function scoreAll(
  s: BoardState,
  seat: number,
  legal: readonly BoardAction[],
  p: PolicyParams,
  rnd: () => number,
): Scored[] {
  let out: Scored[];
  if (!s.prompt && s.phase === 'placement') out = scorePlacements(s, seat, legal, p, rnd);
  else if (!s.prompt && s.phase === 'characters') out = scoreCharacters(s, seat, legal, p, rnd);
  else out = scoreAnswers(s, seat, legal, p, rnd);
  return out.sort((a, b) => b.value - a.value);
}

/** Rounds a value to 2 decimals for a reason record. */
export const round2 = (x: number): number => Math.round(x * 100) / 100;

/** The decision of a one-step level: a connecting road first, else the best-valued choice. */
export function decideByPolicy(
  s: BoardState,
  seat: number,
  legal: readonly BoardAction[],
  p: PolicyParams,
  rnd: () => number,
): BoardDecision {
  const only = legal[0];
  if (!only) throw new Error('no legal action');
  if (legal.length === 1) return { action: only, reason: { kind: 'only' } };
  const road = connectingRoad(s, seat, legal);
  if (road) return road;
  const best = scoreAll(s, seat, legal, p, rnd)[0];
  if (best) return { action: best.action, reason: best.reason };
  const other = legal.find((a) => a.type !== 'road') ?? only;
  return { action: other, reason: { kind: 'only' } };
}
