/**
 * The bid lens: from one seat's view only, the chance of each of its auction cards ending 1st, 2nd, 3rd… in the
 * taking order, and the card it would likely get, by sampling the opponents' bids (RULES 3.3, 3.4).
 */
import { auctionValue } from '../engine';
import type { EntityId, GameView } from '../engine';
import { Rand } from './common';
import { HARD, gainsOf, roundModel, seatEvals } from './hardModel';
import { resolve, solveBids } from './roundModel';
import type { RoundModel } from './roundModel';

/** The one-line note on what a card would likely bring, as data (worded by src/i18n/lens.ts). */
export type LensNote =
  | { kind: 'likelyCard'; card: EntityId; orBetter: boolean; chance: number }
  | { kind: 'likelyNothing'; chance: number };

/** The lens figures of one auction card in hand. */
export interface LensCard {
  card: EntityId;
  /** Its auction value. */
  value: number;
  /** places[k]: chance of taking (k+1)-th among the seats that take this round. */
  places: number[];
  /** Chance that the first card taken is offer card `offer[i]` (the rest: nothing), from fewer samples. */
  picks: number[];
  note: LensNote;
}

/** The whole lens of one seat's bid turn. */
export interface LensResult {
  seat: number;
  samples: number;
  cards: LensCard[];
}

/** How the lens models each seat: its bid values and the chance of each (uniform where no bot model applies). */
export interface LensModel {
  round: RoundModel;
  /** Per contender of `round`: the chance of each of its bids (mine: unused). */
  weights: number[][];
}

/**
 * Samples the lens uses by default: ±3 points at a 99.99 % level (standard error at most 0.71 points), and quick
 * enough for the 150 ms answer on a loaded two-core machine (`npm run insights:timing`).
 */
export const LENS_SAMPLES = 5000;

/** Samples of the picks behind the note (a full pick resolution each, so fewer). */
const PICK_SAMPLES = 1500;

/** Regret-matching iterations of the opponents' bid model (the Hard bot's own solver). */
const MODEL_ITERATIONS = 300;

/**
 * The opponent model from `view` alone: the Hard bot's round model; a seat played by a bot bids by that model's
 * mixed strategy, a person and a virtual pile (its remaining cards, shuffled) uniformly.
 */
export function lensModel(view: GameView, seed: number): LensModel {
  const p = HARD;
  const evals = seatEvals(view, p);
  const gains = evals.map((e) => gainsOf(e, view.offer));
  const round = roundModel(view, evals, gains, p);
  const bots = round.cs.some((c, i) => i !== round.me && c.real && isBot(view, c.seat));
  const sol = bots ? solveBids(round, MODEL_ITERATIONS, seed) : null;
  const weights = round.cs.map((c, i) => {
    const uniform = c.bids.map(() => 1 / Math.max(1, c.bids.length));
    if (i === round.me || !sol || !c.real || !isBot(view, c.seat)) return uniform;
    return sol.all[i] ?? uniform;
  });
  return { round, weights };
}

function isBot(view: GameView, seat: number): boolean {
  const s = view.setup.seats[seat];
  return s?.kind === 'real' && s.controller !== 'human';
}

/** Place of contender `me` among the seats that take (absent ones skipped), from the picks `resolve` made. */
export function placeOf(m: RoundModel, choice: readonly number[]): number {
  const mine = m.cs[m.me];
  if (!mine) return 0;
  const myValue = (mine.bids[choice[m.me] as number] as number) + mine.mod;
  let ahead = 0;
  m.cs.forEach((c, i) => {
    if (i === m.me || c.absent) return;
    const v = (c.bids[choice[i] as number] as number) + c.mod;
    if (v > myValue || (v === myValue && c.rank < mine.rank)) ahead++;
  });
  return ahead;
}

/** Number of places in the taking order (seats that take this round). */
export function placeCount(m: RoundModel): number {
  return m.cs.filter((c) => !c.absent).length;
}

/** The note of one card from its pick chances, in my order of preference. */
export function noteOf(m: RoundModel, picks: readonly number[], offer: readonly EntityId[]): LensNote {
  const prefs = m.cs[m.me]?.prefs ?? [];
  let sum = 0;
  for (let r = 0; r < prefs.length; r++) {
    const k = prefs[r] as number;
    sum += picks[k] ?? 0;
    if (sum >= 0.5)
      return { kind: 'likelyCard', card: offer[k] as EntityId, orBetter: r > 0, chance: Math.min(1, sum) };
  }
  return { kind: 'likelyNothing', chance: Math.max(0, 1 - sum) };
}

/** The seed of the opponent model inside `bidLens(view, seed)`. */
export function lensModelSeed(seed: number): number {
  return (seed ^ 0x2545f491) >>> 0;
}

/** The quick first step of a lens: the figures after fewer samples, handed over while the rest are drawn. */
export interface LensQuick {
  samples: number;
  post: (r: LensResult) => void;
}

/** Samples of the quick first step: standard error at most 1.6 points, worded the same, replaced by the full figures. */
export const LENS_QUICK_SAMPLES = 1000;

/**
 * The lens of the viewer's bid turn: same view and seed, same figures. Empty outside its bid turn or when it takes
 * nothing this round. With `quick`, the figures after its first `quick.samples` samples go to `quick.post` first;
 * they are a prefix of the same draws, so the full figures are the same with or without it.
 */
export function bidLens(view: GameView, seed: number, samples = LENS_SAMPLES, quick?: LensQuick): LensResult {
  const seat = view.viewer;
  const sv = view.seats[seat];
  const empty: LensResult = { seat, samples, cards: [] };
  if (!sv || view.phase !== 'bidding' || sv.state.lawyered || sv.hasBid || sv.hand.length === 0) return empty;
  const rand = new Rand(seed);
  const { round, weights } = lensModel(view, lensModelSeed(seed));
  const me = round.cs[round.me];
  if (!me) return empty;
  const n = round.cs.length;
  const places = placeCount(round);
  const placeSum = me.bids.map(() => new Array<number>(places).fill(0));
  const pickSum = me.bids.map(() => new Array<number>(view.offer.length).fill(0));
  const choice = new Array<number>(n).fill(0);
  const gains = new Array<number>(n).fill(0);
  const firsts = new Array<number>(n).fill(-1);
  const taken = new Array<boolean>(round.cards).fill(false);
  const pickSamples = Math.min(samples, PICK_SAMPLES);
  const stop = quick && quick.samples > 0 && quick.samples < samples ? quick.samples : -1;
  const sums: LensSums = { view, round, placeSum, pickSum };
  for (let t = 0; t < samples; t++) {
    if (t === stop) quick?.post(lensOf(sums, t, Math.min(t, pickSamples)));
    for (let i = 0; i < n; i++) if (i !== round.me) choice[i] = rand.weighted(weights[i] as number[]);
    for (let k = 0; k < me.bids.length; k++) {
      choice[round.me] = k;
      const ps = placeSum[k] as number[];
      const at = placeOf(round, choice);
      ps[at] = (ps[at] as number) + 1;
      if (t >= pickSamples) continue;
      resolve(round, choice, gains, taken, firsts);
      const f = firsts[round.me] as number;
      const pk = pickSum[k] as number[];
      if (f >= 0 && f < pk.length) pk[f] = (pk[f] as number) + 1;
    }
  }
  return lensOf(sums, samples, pickSamples);
}

/** What the sampling loop counts. */
interface LensSums {
  view: GameView;
  round: RoundModel;
  placeSum: number[][];
  pickSum: number[][];
}

/** The figures of the cards in hand (by value) after `samples` samples, `pickSamples` of them with picks. */
function lensOf(sums: LensSums, samples: number, pickSamples: number): LensResult {
  const { view, round, placeSum, pickSum } = sums;
  const seat = view.viewer;
  const out: LensResult = { seat, samples, cards: [] };
  const me = round.cs[round.me];
  if (!me) return out;
  const byValue = new Map(me.bids.map((v, k) => [v, k]));
  const hand = (view.seats[seat]?.hand ?? []).slice();
  hand.sort((a, b) => auctionValue(a) - auctionValue(b));
  for (const card of hand) {
    const k = byValue.get(auctionValue(card));
    if (k === undefined) continue;
    const picks = (pickSum[k] as number[]).map((x) => x / pickSamples);
    out.cards.push({
      card,
      value: auctionValue(card),
      places: (placeSum[k] as number[]).map((x) => x / samples),
      picks,
      note: noteOf(round, picks, view.offer),
    });
  }
  return out;
}
