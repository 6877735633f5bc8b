/** The bots' valuation of a position: each seat's expected final VP, from the public state only. */
import {
  BUILDINGS,
  buildingIncome,
  connected,
  finalLines,
  firepower,
  isBuilding,
  roadPoints,
  STEP,
  type BoardState,
} from '../engine';

/** The game lasts 4 rounds (BOARD 3). */
export const ROUNDS = 4;

/** Rounds after the current one. */
export const roundsAfter = (s: BoardState): number =>
  s.phase === 'over' ? 0 : Math.max(0, ROUNDS - s.round);

/** Building-income steps still to come, this round's included while it lies ahead (BOARD 4, step 10). */
export function incomeRounds(s: BoardState): number {
  if (s.phase === 'over') return 0;
  const now = s.phase !== 'actions' || s.step <= STEP.incBuildings ? 1 : 0;
  return roundsAfter(s) + now;
}

/** Building steps still to come (BOARD 4, step 6). */
export function buildRounds(s: BoardState): number {
  if (s.phase === 'over') return 0;
  const now = s.phase !== 'actions' || s.step <= STEP.deferred ? 1 : 0;
  return roundsAfter(s) + now;
}

/** What $1 is worth in VP now: 1/6 at the end (BOARD 10), more while it can still buy things. */
export const moneyValue = (s: BoardState): number => 1 / 6 + 0.03 * roundsAfter(s);

/** Weights of the valuation; the levels differ in what they see. */
export interface WorthWeights {
  /** Value of an owned empty parcel the roads reach (a building site). */
  site: number;
  /** Value of an owned empty parcel no road reaches. */
  lot: number;
  /** Value of a kept building that may still be placed. */
  kept: number;
  /** Value per future round of a revolver. */
  revolver: number;
  /** Value of a road in the personal supply. */
  road: number;
  /** Share of future VP steps a seat is expected to win. */
  vpSteps: number;
}

/** The weights of Medium and Hard. */
export const WEIGHTS: WorthWeights = {
  site: 1.6,
  lot: 0.7,
  kept: 1.8,
  revolver: 0.25,
  road: 0.15,
  vpSteps: 0.35,
};

/** The expected final VP of `seat`: VP so far, end-of-game lines, future building income and potential. */
export function worth(s: BoardState, seat: number, w: WorthWeights = WEIGHTS): number {
  const t = s.seats[seat];
  if (!t) return 0;
  if (s.phase === 'over') return t.vp;
  const lines = finalLines(s, seat);
  const after = roundsAfter(s);
  const builds = buildRounds(s) > 0 ? 1 : 0;
  const pts = roadPoints(s.roads);
  let income = 0;
  let buildings = 0;
  let parcels = 0;
  let potential = 0;
  s.cells.forEach((c, p) => {
    if (c.owner !== seat) return;
    parcels++;
    if (isBuilding(c.thing)) {
      buildings++;
      income += buildingIncome(s, p);
    } else if (c.thing === 'empty') potential += builds * (connected(pts, p) ? w.site : w.lot);
  });
  const kept = t.kept.filter((k) => !BUILDINGS[k].road || potential > 0).length * w.kept * builds;
  const money = t.money * moneyValue(s) - lines.money;
  const steps = after * w.vpSteps * (buildings + parcels / 2 + firepower(s, seat) / 4);
  const arms = after * w.revolver * t.revolvers + w.road * t.roads * builds;
  return lines.total + money + (income * incomeRounds(s)) / 6 + potential + kept + steps + arms;
}

/** Every seat's worth. */
export const worths = (s: BoardState, w: WorthWeights = WEIGHTS): number[] =>
  s.seats.map((_, i) => worth(s, i, w));

/** The seat's lead: its worth minus the mean of the best other seat and the others' average (a win-minded score). */
export function margin(s: BoardState, seat: number, w: WorthWeights = WEIGHTS): number {
  const all = worths(s, w);
  const mine = all[seat] ?? 0;
  const others = all.filter((_, i) => i !== seat);
  if (others.length === 0) return mine;
  const best = Math.max(...others);
  const mean = others.reduce((a, b) => a + b, 0) / others.length;
  return mine - (best + mean) / 2;
}
