/** Bots for sims and tests of the board game: Random and a one-step Greedy. They see views and legal actions only. */
import {
  applyAction,
  BUILDING_KINDS,
  buildingIncome,
  finalLines,
  firepower,
  isBuilding,
  parcelPrice,
  connected,
  roadPoints,
  BUILDING_PRICES,
  VP_PRICES,
  type BoardAction,
  type BoardState,
  type BoardView,
  type BuildingKind,
} from '../engine';

/** A bot: picks one of the legal actions, given its view and a seeded random source. */
export type BoardBot = (view: BoardView, legal: readonly BoardAction[], rnd: () => number) => BoardAction;

/** Picks uniformly among the legal actions; roads only one time in ten. */
export const randomBot: BoardBot = (_view, legal, rnd) => {
  const other = legal.filter((a) => a.type !== 'road');
  const pool = other.length > 0 && rnd() < 0.9 ? other : legal;
  return pool[Math.floor(rnd() * pool.length)] as BoardAction;
};

/** A playable state rebuilt from a view: a fixed generator and the bag in list order (a determinization). */
function fromView(v: BoardView): BoardState {
  const bag: BuildingKind[] = [];
  for (const k of BUILDING_KINDS) for (let i = 0; i < (v.bag[k] ?? 0); i++) bag.push(k);
  const { seat: _seat, bagSize: _size, bag: _bag, ...rest } = v;
  return { ...structuredClone(rest), rng: 12345, bag };
}

/** The seat's worth in VP: its end-of-game total now plus a share of this round's building income. */
function worth(s: BoardState, seat: number): number {
  let income = 0;
  s.cells.forEach((c, p) => {
    if (c.owner === seat && isBuilding(c.thing)) income += buildingIncome(s, p);
  });
  const roundsLeft = Math.max(0, 4 - s.round + (s.phase === 'over' ? 0 : 1));
  const parcels = s.cells.filter((c) => c.owner === seat).length;
  return (
    finalLines(s, seat).total + (income * roundsLeft) / 6 + parcels * 0.3 + (s.seats[seat]?.kept.length ?? 0)
  );
}

/** How much a cowboy on a spot is likely worth to the seat, in VP (phase 2 heuristics). */
function spotValue(s: BoardState, seat: number, spot: string): number {
  const t = s.seats[seat];
  if (!t) return 0;
  const crowd = s.placements.filter((p) => p.spot === spot && p.seat !== seat).length;
  const share = crowd === 0 ? 1 : 0.4;
  const owned = s.cells.filter((c) => c.owner === seat).length;
  const name = spot.slice(2);
  const pts = roadPoints(s.roads);
  const sites = s.cells.filter((c, p) => c.owner === seat && c.thing === 'empty' && connected(pts, p)).length;
  let v = 0;
  if (spot.startsWith('p:')) {
    const p = Number(name);
    const price = parcelPrice(s.cells, p);
    if (price > t.money) return 0;
    const c = s.cells[p];
    v = (c?.thing === 'mountain' || c?.thing === 'house' ? 2.2 : connected(pts, p) ? 2 : 0.8) - price / 6;
  } else if (spot.startsWith('b:')) {
    const p = Number(name);
    if (p === s.townHall) return 1.5 * share;
    const c = s.cells[p];
    if (c?.owner === seat) return 0;
    v = buildingIncome(s, p) / 12;
  } else if (name.startsWith('bld')) {
    const i = Number(name.slice(3));
    const kind = s.display[i];
    const price = BUILDING_PRICES[i] ?? 99;
    if (!kind || price > t.money) return 0;
    const free = s.cells.some((c) => c.owner === seat && c.thing === 'empty');
    const need = kind === 'ranch' || kind === 'mine' ? free : sites > 0;
    v = need ? 4 + (kind === 'saloon' || kind === 'bank' || kind === 'drugstore' ? 1.5 : 0) - price / 6 : 0.2;
  } else if (/^vp\d$/.test(name)) {
    const price = VP_PRICES[Number(name.slice(2))] ?? 99;
    v = Math.max(0, Math.floor((t.money - 6) / price) - (t.money - 6) / 6) * 0.8;
  } else {
    const table: Record<string, number> = {
      roads1: t.roads === 0 ? 0.8 : 0.2,
      roads2: t.roads === 0 ? 0.4 : 0.1,
      wages: 4 / 6,
      ammo: 0.5,
      incParcels: (2 * owned) / 6,
      incCowboys: (2 * firepower(s, seat)) / 6,
      gamble: 7 / 6,
      vpCowboys: firepower(s, seat) / 2,
      vpBuildings: s.cells.filter((c) => c.owner === seat && isBuilding(c.thing)).length,
      vpParcels: owned / 2,
    };
    v = table[name] ?? 0;
  }
  return v * share;
}

/**
 * Greedy: in phase 2 the best-valued spot (or pass when nothing is worth a cowboy); elsewhere the action whose
 * result has the highest worth, tried on a state rebuilt from the view.
 */
export const greedyBot: BoardBot = (view, legal, rnd) => {
  const seat = view.seat;
  const s = fromView(view);
  const choices = legal.filter((a) => a.type !== 'road');
  if (choices.length === 0) return legal[0] as BoardAction;
  if (s.phase === 'placement' && !s.prompt) {
    let best: BoardAction = choices.find((a) => a.type === 'pass') ?? (choices[0] as BoardAction);
    let bestV = 0.45 + ((s.seats[seat]?.cowboys ?? 0) <= 1 ? 0.3 : 0);
    for (const a of choices) {
      if (a.type !== 'place') continue;
      const v = spotValue(s, seat, a.spot) + rnd() * 0.05 + (a.white ? 0.2 : 0);
      if (v > bestV) {
        bestV = v;
        best = a;
      }
    }
    return best;
  }
  let best = choices[0] as BoardAction;
  let bestV = -Infinity;
  for (const a of choices.slice(0, 400)) {
    const r = applyAction(s, a);
    if (!r.ok) continue;
    const v = worth(r.state, seat) + rnd() * 0.01;
    if (v > bestV) {
      bestV = v;
      best = a;
    }
  }
  return best;
};

/** The bots by name, for the sim and tournament tools. */
export const BOARD_BOTS: Readonly<Record<string, BoardBot>> = { random: randomBot, greedy: greedyBot };
