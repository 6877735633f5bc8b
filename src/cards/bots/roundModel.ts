/** A fast model of one round's auction and picks, and regret matching over the simultaneous bids. */
import { Rand } from './common';

/** One seat in the round model. */
export interface Contender {
  seat: number;
  /** Chooses its bid (a real seat) or plays the top of a shuffled pile (a virtual seat). */
  real: boolean;
  /** What taking each offer card is worth to this seat (a virtual seat: appeal). */
  gains: number[];
  /** Offer indices in this seat's order of preference (highest gain first). */
  prefs: number[];
  /** Auction values it may play now (a real seat: distinct; a virtual seat: its pile). */
  bids: number[];
  /** Bid modifier already applied this round. */
  mod: number;
  /** Takes two cards this round (Chinese Worker). */
  double: boolean;
  /** Tie-break rank (lower first). */
  rank: number;
  /** Weight of this seat's gains in my utility (denial), 0 for me. */
  threat: number;
  /** Takes nothing in this round (a Lawyer user): only its hand counts. */
  absent?: boolean;
}

/** The model of a round from one seat's point of view. */
export interface RoundModel {
  cs: Contender[];
  /** Index of me in `cs`. */
  me: number;
  /** Offer size. */
  cards: number;
  /** VP of going one place earlier in a future round of this era. */
  delta: number;
  /** Future-hand term per contender pair: fut[i][j][bi * 16 + bj]. */
  fut: Float64Array[][];
}

/** Orders offer indices by a gain vector, best first. */
export function preferenceOf(gains: readonly number[]): number[] {
  return gains.map((_, i) => i).sort((a, b) => (gains[b] as number) - (gains[a] as number) || a - b);
}

/** Expected wins of a random card of `a` against a random card of `b`, summed over `a` (ties half). */
function wins(a: readonly number[], b: readonly number[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  let w = 0;
  for (const x of a) for (const y of b) w += x > y ? 1 : x === y ? 0.5 : 0;
  return w / b.length;
}

function without(hand: readonly number[], v: number): number[] {
  const i = hand.indexOf(v);
  return i < 0 ? hand.slice() : hand.slice(0, i).concat(hand.slice(i + 1));
}

/** Builds a model: precomputes the future-hand terms of every pair of contenders. */
export function buildModel(cs: Contender[], me: number, cards: number, delta: number): RoundModel {
  const fut = cs.map((ci, i) =>
    cs.map((cj, j) => {
      const t = new Float64Array(16 * 16);
      if (i === j) return t;
      ci.bids.forEach((bi, x) => {
        const hi = without(ci.bids, bi);
        cj.bids.forEach((bj, y) => {
          t[x * 16 + y] = wins(hi, without(cj.bids, bj));
        });
      });
      return t;
    }),
  );
  return { cs, me, cards, delta, fut };
}

/**
 * Resolves picks for bid choices (indices into each contender's `bids`); writes each contender's gain into
 * `out` and, when given, its first pick (offer index, or -1) into `firsts`.
 */
export function resolve(
  m: RoundModel,
  choice: readonly number[],
  out: number[],
  taken: boolean[],
  firsts?: number[],
): void {
  const { cs } = m;
  const order = cs.map((_, i) => i);
  order.sort((a, b) => {
    const ca = cs[a] as Contender;
    const cb = cs[b] as Contender;
    const va = (ca.bids[choice[a] as number] as number) + ca.mod;
    const vb = (cb.bids[choice[b] as number] as number) + cb.mod;
    return vb - va || ca.rank - cb.rank;
  });
  taken.fill(false);
  for (const i of order) {
    const c = cs[i] as Contender;
    let g = 0;
    if (firsts) firsts[i] = -1;
    if (c.absent) {
      out[i] = 0;
      continue;
    }
    for (let t = c.double ? 2 : 1; t > 0; t--) {
      for (const k of c.prefs) {
        if (!taken[k]) {
          taken[k] = true;
          g += c.gains[k] as number;
          if (firsts && t === (c.double ? 2 : 1)) firsts[i] = k;
          break;
        }
      }
    }
    out[i] = g;
  }
}

/** Utility of contender `i` for an outcome: its gain, minus weighted rivals' gains, plus its future-hand edge. */
export function utility(
  m: RoundModel,
  i: number,
  choice: readonly number[],
  gains: readonly number[],
): number {
  const { cs } = m;
  let u = gains[i] as number;
  const ci = cs[i] as Contender;
  let f = 0;
  for (let j = 0; j < cs.length; j++) {
    if (j === i) continue;
    const cj = cs[j] as Contender;
    if (i === m.me) u -= cj.threat * (gains[j] as number);
    f += (m.fut[i]?.[j]?.[(choice[i] as number) * 16 + (choice[j] as number)] ?? 0) as number;
  }
  return ci.real ? u + m.delta * f : u;
}

/** Result of solving the bid game: my average strategy over my bids, everybody's, and my expected utility. */
export interface BidSolution {
  strategy: number[];
  all: number[][];
  value: number;
}

/** Regret matching for every real contender over `iterations` sampled deals of the virtual piles. */
export function solveBids(m: RoundModel, iterations: number, seed: number): BidSolution {
  const rand = new Rand(seed);
  const { cs } = m;
  const n = cs.length;
  const regret = cs.map((c) => new Array<number>(c.bids.length).fill(0));
  const avg = cs.map((c) => new Array<number>(c.bids.length).fill(0));
  const sigma = cs.map((c) => new Array<number>(c.bids.length).fill(1 / Math.max(1, c.bids.length)));
  const choice = new Array<number>(n).fill(0);
  const gains = new Array<number>(n).fill(0);
  const taken = new Array<boolean>(m.cards).fill(false);
  const u = new Array<number>(16).fill(0);
  let value = 0;
  let valueN = 0;
  for (let t = 0; t < iterations; t++) {
    for (let i = 0; i < n; i++) {
      const c = cs[i] as Contender;
      choice[i] = c.real ? rand.weighted(sigma[i] as number[]) : rand.int(c.bids.length);
    }
    const warm = t >= iterations / 4;
    for (let i = 0; i < n; i++) {
      const c = cs[i] as Contender;
      if (!c.real) continue;
      const mine = choice[i] as number;
      let ev = 0;
      const s = sigma[i] as number[];
      for (let a = 0; a < c.bids.length; a++) {
        choice[i] = a;
        resolve(m, choice, gains, taken);
        u[a] = utility(m, i, choice, gains);
        ev += (s[a] as number) * (u[a] as number);
      }
      choice[i] = mine;
      const r = regret[i] as number[];
      let pos = 0;
      for (let a = 0; a < c.bids.length; a++) {
        r[a] = Math.max(0, (r[a] as number) + (u[a] as number) - ev);
        pos += r[a] as number;
      }
      for (let a = 0; a < c.bids.length; a++) s[a] = pos > 0 ? (r[a] as number) / pos : 1 / c.bids.length;
      if (warm) {
        const av = avg[i] as number[];
        for (let a = 0; a < c.bids.length; a++) av[a] = (av[a] as number) + (s[a] as number);
        if (i === m.me) {
          value += ev;
          valueN++;
        }
      }
    }
  }
  const all = avg.map((a) => {
    const total = a.reduce((x, y) => x + y, 0);
    return a.map((x) => (total > 0 ? x / total : 1 / a.length));
  });
  return { strategy: all[m.me] as number[], all, value: valueN > 0 ? value / valueN : 0 };
}

/** How often I first pick each offer card when I bid my `k`-th value and the others follow `sol`. */
export function pickChances(
  m: RoundModel,
  sol: BidSolution,
  k: number,
  samples: number,
  seed: number,
): number[] {
  const rand = new Rand(seed);
  const n = m.cs.length;
  const choice = new Array<number>(n).fill(0);
  const gains = new Array<number>(n).fill(0);
  const firsts = new Array<number>(n).fill(-1);
  const taken = new Array<boolean>(m.cards).fill(false);
  const out = new Array<number>(m.cards).fill(0);
  for (let t = 0; t < samples; t++) {
    m.cs.forEach((c, i) => {
      choice[i] = i === m.me ? k : c.real ? rand.weighted(sol.all[i] as number[]) : rand.int(c.bids.length);
    });
    resolve(m, choice, gains, taken, firsts);
    const f = firsts[m.me] as number;
    if (f >= 0) out[f] = (out[f] as number) + 1 / samples;
  }
  return out;
}
