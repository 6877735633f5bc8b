/** The bid lens: sampled chances against an exact enumeration under the same opponent model; view-only inputs. */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { activeSeats, applyAction, createGame, legalActions, viewFor } from '../src/cards/engine';
import type { GameSetup, GameState, GameView, SeatSetup, Strength } from '../src/cards/engine';
import { botFor } from '../src/cards/bots/index';
import type { Level } from '../src/cards/bots/index';
import { decisionSeed } from '../src/cards/bots/play';
import { determinize } from '../src/cards/bots/determinize';
import { Rand } from '../src/cards/bots/common';
import { bidLens, lensModel, lensModelSeed, placeCount, placeOf } from '../src/cards/bots/lens';
import { SUITS } from './helpers';

type Entry = Level | 'person' | Strength;

function setupOf(entries: readonly Entry[]): GameSetup {
  return {
    seats: entries.map((e, i): SeatSetup => {
      const suit = SUITS[i] as (typeof SUITS)[number];
      if (e === 'person') return { kind: 'real', name: `P${i}`, suit, controller: 'human' };
      if (e === 'novice' || e === 'intermediate' || e === 'expert')
        return { kind: 'virtual', name: `V${i}`, suit, strength: e };
      return { kind: 'real', name: e, suit, controller: e };
    }),
  };
}

/** Plays bots (people played by Easy) until seat 0 is due to bid in the `stop`-th bidding turn it gets. */
function position(entries: readonly Entry[], seed: number, stop: number): GameState {
  const start = createGame(setupOf(entries), seed);
  if (!start.ok) throw new Error('bad setup');
  let s = start.state;
  let turns = 0;
  for (let n = 0; s.phase !== 'over'; n++) {
    const seat = activeSeats(s)[0] as number;
    if (seat === 0 && s.phase === 'bidding' && turns++ === stop) return s;
    const e = entries[seat] as Entry;
    const level: Level = e === 'person' ? 'easy' : (e as Level);
    const d = botFor(level).decide(viewFor(s, seat), legalActions(s, seat), decisionSeed(seed, seat, n));
    const r = applyAction(s, d.action);
    if (!r.ok) throw new Error(r.error);
    s = r.state;
  }
  throw new Error('no such bid turn');
}

/** Exact places of each of my bids: every combination of the others' bids, weighted by the same model. */
function exactPlaces(view: GameView, seed: number): number[][] {
  const { round, weights } = lensModel(view, lensModelSeed(seed));
  const n = round.cs.length;
  const me = round.cs[round.me];
  if (!me) return [];
  const out = me.bids.map(() => new Array<number>(placeCount(round)).fill(0));
  const choice = new Array<number>(n).fill(0);
  const walk = (i: number, p: number): void => {
    if (p === 0) return;
    if (i === n) {
      for (let k = 0; k < me.bids.length; k++) {
        choice[round.me] = k;
        const row = out[k] as number[];
        const at = placeOf(round, choice);
        row[at] = (row[at] as number) + p;
      }
      return;
    }
    if (i === round.me) return walk(i + 1, p);
    const w = weights[i] as number[];
    for (let b = 0; b < w.length; b++) {
      choice[i] = b;
      walk(i + 1, p * (w[b] as number));
    }
  };
  walk(0, 1);
  return out;
}

const TABLES: Entry[][] = [
  ['person', 'hard', 'medium', 'novice'],
  ['person', 'hard', 'expert', 'intermediate', 'novice'],
  ['person', 'person', 'easy', 'expert'],
  ['person', 'medium', 'hard', 'master', 'expert', 'novice'],
  ['person', 'expert', 'expert', 'expert'],
];

describe('bid lens', () => {
  it('reads a view, never a state (by type)', () => {
    expectTypeOf<Parameters<typeof bidLens>[0]>().toEqualTypeOf<GameView>();
    expectTypeOf<Parameters<typeof bidLens>[0]>().not.toMatchTypeOf<GameState>();
  });

  it('is within 3 points of the exact chances on 20 seeded positions, and deterministic', () => {
    const rand = new Rand(2026);
    let worst = 0;
    let figures = 0;
    for (let k = 0; k < 20; k++) {
      const entries = TABLES[k % TABLES.length] as Entry[];
      const s = position(entries, 100 + k, rand.int(17));
      const view = viewFor(s, 0);
      const seed = 7 + k;
      const lens = bidLens(view, seed);
      const exact = exactPlaces(view, seed);
      expect(lens.cards.length).toBe(view.seats[0]?.hand.length);
      lens.cards.forEach((c, i) => {
        const want = exact[i] as number[];
        expect(c.places.length).toBe(want.length);
        expect(c.places.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
        expect(want.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
        c.places.forEach((p, j) => {
          const d = Math.abs(p - (want[j] as number));
          worst = Math.max(worst, d);
          figures++;
          expect(d).toBeLessThanOrEqual(0.03);
        });
      });
      if (k < 3) expect(bidLens(JSON.parse(JSON.stringify(view)) as GameView, seed)).toEqual(lens);
    }
    expect(figures).toBeGreaterThan(400);
    expect(worst).toBeLessThan(0.03);
  }, 180_000);

  it('gives the same figures for every state behind the same view (reads nothing outside it)', () => {
    for (let k = 0; k < 6; k++) {
      const entries = TABLES[k % TABLES.length] as Entry[];
      const s = position(entries, 300 + k, 2 * k + 1);
      const view = viewFor(s, 0);
      const before = JSON.stringify(view);
      const lens = bidLens(view, 5, 2000);
      expect(JSON.stringify(view)).toBe(before);
      for (let w = 0; w < 3; w++) {
        const other = determinize(view, 900 + 10 * k + w);
        expect(viewFor(other, 0)).toEqual(view);
        expect(bidLens(viewFor(other, 0), 5, 2000)).toEqual(lens);
      }
      const raw = view as unknown as Record<string, unknown>;
      expect('rng' in raw || 'c' in raw).toBe(false);
    }
  });

  it('notes the card a bid likely brings, and nothing once the seat has bid', () => {
    const s = position(['person', 'hard', 'novice', 'novice'], 41, 0);
    const view = viewFor(s, 0);
    const lens = bidLens(view, 1, 4000);
    const top = lens.cards[lens.cards.length - 1];
    const low = lens.cards[0];
    expect(top?.note.kind).toBe('likelyCard');
    if (top?.note.kind === 'likelyCard') expect(view.offer).toContain(top.note.card);
    expect((top?.places[0] ?? 0) >= (low?.places[0] ?? 0)).toBe(true);
    const bid = legalActions(s, 0)[0];
    const r = bid ? applyAction(s, bid) : null;
    expect(r?.ok).toBe(true);
    if (r?.ok) expect(bidLens(viewFor(r.state, 0), 1).cards).toEqual([]);
  });
});
