/** Phase 2 valuation: what a cowboy on each spot is likely worth to a seat, in VP (BOARD 3.2, 4, 5, 6). */
import {
  BUILDINGS,
  buildingIncome,
  buildingPrice,
  buildSites,
  connected,
  firepower,
  isBuilding,
  neighbours,
  parcelPrice,
  rawIncome,
  roadPoints,
  SHARED_SPACES,
  symbols,
  VP_PRICES,
  type BoardState,
  type BuildingKind,
  type Cell,
} from '../engine';
import { buildRounds, incomeRounds, moneyValue, roundsAfter, WEIGHTS } from './evaluate';

/** What a seat knows once per decision, shared by every spot it values. */
export interface SpotContext {
  s: BoardState;
  seat: number;
  money: number;
  /** Firepower at the duels: this cowboy is no longer at home. */
  fp: number;
  fps: number[];
  owned: number;
  buildings: number;
  /** Owned empty parcels the roads reach, and those they do not. */
  sites: number;
  lots: number;
  mv: number;
  incR: number;
  after: number;
  builds: number;
  pts: Set<number>;
  /** Whether the level weighs duel odds; without it a shared spot is worth a flat 40%. */
  odds: boolean;
}

/** The context of `seat` in `s`. */
export function spotContext(s: BoardState, seat: number, odds: boolean): SpotContext {
  const pts = roadPoints(s.roads);
  let owned = 0;
  let buildings = 0;
  let sites = 0;
  let lots = 0;
  s.cells.forEach((c, p) => {
    if (c.owner !== seat) return;
    owned++;
    if (isBuilding(c.thing)) buildings++;
    else if (c.thing === 'empty') {
      if (connected(pts, p)) sites++;
      else lots++;
    }
  });
  return {
    s,
    seat,
    money: s.seats[seat]?.money ?? 0,
    fp: Math.max(0, firepower(s, seat) - 1),
    fps: s.seats.map((_, i) => firepower(s, i)),
    owned,
    buildings,
    sites,
    lots,
    mv: moneyValue(s),
    incR: incomeRounds(s),
    after: roundsAfter(s),
    builds: buildRounds(s),
    pts,
    odds,
  };
}

/** The chance that firepower `a` beats `b` with one die each, a tie counted half (BOARD 5.2). */
export function beats(a: number, b: number): number {
  let win = 0;
  for (let x = 1; x <= 6; x++)
    for (let y = 1; y <= 6; y++) win += a + x > b + y ? 1 : a + x === b + y ? 0.5 : 0;
  return win / 36;
}

/** The chance of winning the duel on `spot` against the cowboys already there. */
function winChance(c: SpotContext, spot: string, noDuel: boolean): number {
  const name = spot.slice(2);
  if (noDuel || SHARED_SPACES.includes(name)) return 1;
  const rivals = c.s.placements.filter((p) => p.spot === spot && p.seat !== c.seat && !p.white);
  if (rivals.length === 0) return c.odds ? 0.92 : 1;
  if (!c.odds) return 0.4;
  return rivals.reduce((x, p) => x * beats(c.fp, Math.max(0, (c.fps[p.seat] ?? 0) - 1)), 0.92);
}

/** A building's income at parcel p if `kind` stood there for the seat, with one house beside it. */
function incomeAt(c: SpotContext, kind: BuildingKind, p: number): number {
  const cells: Cell[] = c.s.cells.map((x) => ({ owner: x.owner, thing: x.thing }));
  cells[p] = { owner: c.seat, thing: kind };
  const house =
    kind === 'saloon' ? 5 : kind === 'drugstore' || kind === 'bank' || kind === 'generalStore' ? 3 : 0;
  const d = BUILDINGS[kind];
  return Math.min(d.cap || 99, rawIncome(cells, p, c.s.round) + house);
}

/** What owning a building of `kind` is worth to the seat, placed at its best site now or kept for later (BOARD 4.6, 4.7). */
export function buildingWorth(c: SpotContext, kind: BuildingKind): number {
  const d = BUILDINGS[kind];
  const sites = buildSites(c.s, c.seat, kind);
  if (sites.length === 0) return c.builds > 1 && c.lots + c.sites > 0 ? WEIGHTS.kept * 0.6 : 0.2;
  let best = 0;
  for (const p of sites) best = Math.max(best, incomeAt(c, kind, p));
  const lost = d.road ? WEIGHTS.site : WEIGHTS.lot;
  const steps = c.after * WEIGHTS.vpSteps + d.revolvers * c.after * WEIGHTS.revolver;
  const special = kind === 'station' ? 4 : kind === 'church' || kind === 'prison' ? 0.5 : 0;
  return 2 + (best * c.incR) / 6 + steps + special - lost;
}

const plainValue = (c: SpotContext, name: string): number => {
  const fp = c.fp;
  switch (name) {
    case 'roads1':
      return c.lots > 0 ? 0.5 + 0.3 * Math.min(2, c.lots) : 0.25;
    case 'roads2':
      return c.lots > 0 ? 0.35 : 0.1;
    case 'wages':
      return 4 * c.mv;
    case 'ammo':
      return 0.45;
    case 'incParcels':
      return 2 * c.owned * c.mv;
    case 'incCowboys':
      return 2 * fp * c.mv;
    case 'gamble':
      return 7 * c.mv;
    case 'vpCowboys':
      return Math.floor(fp / 2);
    case 'vpBuildings':
      return c.buildings;
    case 'vpParcels':
      return Math.floor(c.owned / 2);
    default:
      return 0;
  }
};

/** The VP a cowboy on `spot` is likely worth to the seat, net of what it costs. */
export function spotValue(c: SpotContext, spot: string, noDuel = false): number {
  const s = c.s;
  const name = spot.slice(2);
  const win = winChance(c, spot, noDuel);
  if (spot.startsWith('p:')) {
    const p = Number(name);
    const price = parcelPrice(s.cells, p);
    const cell = s.cells[p];
    if (!cell || price > c.money) return 0;
    const thing = cell.thing === 'empty' ? (connected(c.pts, p) ? WEIGHTS.site : WEIGHTS.lot) : 2;
    const around = neighbours(p).reduce((n, q) => n + symbols((s.cells[q] as Cell).thing), 0);
    const v = thing * (c.builds > 0 || cell.thing !== 'empty' ? 1 : 0) + 0.3 + 0.15 * c.after + 0.1 * around;
    return win * (v - price * c.mv);
  }
  if (spot.startsWith('b:')) {
    const p = Number(name);
    if (p === s.townHall) {
      let steps = 0;
      s.cells.forEach((x) => {
        if (x.owner === c.seat && isBuilding(x.thing)) steps += BUILDINGS[x.thing].step;
      });
      return win * ((steps * c.incR) / 6 + 0.3);
    }
    const cell = s.cells[p];
    if (!cell) return 0;
    const half = buildingIncome(s, p) / 2;
    if (cell.owner !== c.seat) return win * half * c.mv;
    const attacked = s.placements.some((x) => x.spot === spot && x.seat !== c.seat);
    return c.odds && attacked ? win * half * c.mv : 0;
  }
  if (name.startsWith('bld')) {
    const i = Number(name.slice(3));
    const kind = s.display[i];
    const price = buildingPrice(s, c.seat, i);
    if (!kind || price > c.money) return 0;
    return win * Math.max(0, buildingWorth(c, kind) - price * c.mv);
  }
  if (/^vp\d$/.test(name)) {
    const price = VP_PRICES[Number(name.slice(2))] ?? 99;
    const n = Math.floor(c.money / price);
    return win * n * Math.max(0, 1 - price * c.mv);
  }
  return win * plainValue(c, name);
}
