/**
 * Why a figure on the board is what it is, as records of numbers and ids for hover and tap explanations: a
 * building's income, a seat's firepower, a duel's sides, a parcel's price and a building space's price. Every number
 * comes from the engine's own parts (`incomeParts`, `incomeShare`, `firepowerParts`, `parcelPriceObjects`,
 * `buildingPriceParts`), so a rule lives once.
 */
import {
  buildingPriceParts,
  firepowerParts,
  incomeIfBuilt,
  incomeParts,
  incomeShare,
  incomeTerms,
  isBuilding,
  PARCEL_BASE_PRICE,
  parcelPrice,
  parcelPriceObjects,
  SIZE,
  type BoardAction,
  type BoardEvent,
  type BoardView,
  type BuildingKind,
  type FirepowerParts,
  type IncomeTerm,
  type Thing,
} from '../../board/engine';

/** A building's income this round and how it is paid (BOARD 7, 8.3, 8.9, 6, 9.2). */
export interface IncomeExplain {
  parcel: number;
  building: BuildingKind;
  owner: number;
  /** The formula's parts: what is counted, how many, dollars each, from which parcels (BOARD 7.2). */
  terms: IncomeTerm[];
  /** The sum of the terms. */
  raw: number;
  /** The town hall's step for its holder's building (BOARD 9.2). */
  hall: number;
  /** The kind's highest income (BOARD 7.3); 0 for kinds that pay none. */
  cap: number;
  /** Did the cap cut raw + hall. */
  capped: boolean;
  /** The income: min(cap, raw + hall). */
  income: number;
  /** Doubled by the Grocer's chosen kind (BOARD 8.3). */
  grocer: boolean;
  /** Tripled by dynamite (BOARD 8.9). */
  blasted: boolean;
  /** The income with those factors. */
  total: number;
  /** A winning attacker (-1 none) and the half it takes, rounded down (BOARD 6). */
  thief: number;
  stolen: number;
  /** What the owner collects. */
  ownerGets: number;
}

/** The income of the building on parcel p as the view stands; null when no owned building stands there. */
export function incomeExplain(view: BoardView, p: number): IncomeExplain | null {
  const c = view.cells[p];
  if (!c || !isBuilding(c.thing) || c.owner < 0) return null;
  const parts = incomeParts(view, p);
  const share = incomeShare(view, p);
  return {
    parcel: p,
    building: c.thing,
    owner: c.owner,
    terms: parts.terms,
    raw: parts.raw,
    hall: parts.hall,
    cap: parts.cap,
    capped: parts.raw + parts.hall > parts.cap,
    income: parts.income,
    grocer: share.grocer,
    blasted: share.blasted,
    total: share.total,
    thief: share.thief,
    stolen: share.stolen,
    ownerGets: share.owner,
  };
}

/** The incomes of all the seat's buildings on the board, in reading order (BOARD 7.4). */
export function seatIncomeExplain(view: BoardView, seat: number): IncomeExplain[] {
  return view.cells.flatMap((c, p) => {
    if (c.owner !== seat) return [];
    const e = incomeExplain(view, p);
    return e ? [e] : [];
  });
}

/** A seat's firepower now, part by part (BOARD 5.1). */
export interface FirepowerExplain extends FirepowerParts {
  seat: number;
}

/** The firepower of a seat as the view stands (BOARD 5.1). */
export function firepowerExplain(view: BoardView, seat: number): FirepowerExplain {
  return { seat, ...firepowerParts(view, seat) };
}

/** One side of a fought duel: its die (two with dynamite), its firepower then with parts, its total (BOARD 5.2). */
export interface DuelSide {
  seat: number;
  roll: number;
  firepower: number;
  /** The firepower's parts as they counted at that duel (BOARD 5.1, 5.2 Decision). */
  parts: FirepowerParts;
  total: number;
  won: boolean;
  /** Place on the pass track among the duel's seats (ties go to the earlier one). */
  rank: number;
}

/** The sides of a duel event, in the event's (pass-track) order. */
export function duelSides(e: Extract<BoardEvent, { type: 'duel' }>): DuelSide[] {
  return e.seats.map((seat, i) => {
    const roll = e.rolls[i] ?? 0;
    const total = e.totals[i] ?? 0;
    const parts = e.fire[i] ?? { cowboys: 0, revolvers: 0, ammo: 0, mercenary: 0, total: total - roll };
    return { seat, roll, firepower: total - roll, parts, total, won: seat === e.winner, rank: i };
  });
}

/** A parcel's price: the base and each object on it or around it that adds $1 (BOARD 4.5). */
export interface ParcelPriceExplain {
  parcel: number;
  base: number;
  objects: { parcel: number; thing: Thing }[];
  price: number;
}

/** The price of parcel p as the view stands (BOARD 4.5). */
export function parcelPriceExplain(view: BoardView, p: number): ParcelPriceExplain {
  const objects = parcelPriceObjects(view.cells, p).map((q) => ({
    parcel: q,
    thing: view.cells[q]?.thing ?? 'empty',
  }));
  return { parcel: p, base: PARCEL_BASE_PRICE, objects, price: parcelPrice(view.cells, p) };
}

/** A building space's price for a seat: the printed price, halved for the Coolie (BOARD 4.6, 8). */
export interface BuildingPriceExplain {
  space: number;
  building: BuildingKind | null;
  seat: number;
  base: number;
  coolie: boolean;
  price: number;
}

/** The price of building space `space` (0..6) for `seat` as the view stands (BOARD 4.6, 8). */
export function buildingPriceExplain(view: BoardView, seat: number, space: number): BuildingPriceExplain {
  const parts = buildingPriceParts(view, seat, space);
  return { space, building: view.display[space] ?? null, seat, ...parts };
}

/** One part of a building kind's income rule: what it counts and the dollars per count (BOARD 7.2). */
export interface KindRate {
  what: IncomeTerm['what'];
  each: number;
}

/**
 * The income rule of a building kind, read from the engine's own formula: the kind alone, owned, on an empty town in
 * round 1, gives its parts with their dollars each (the counts are of that empty town and are dropped). Kinds that
 * pay nothing give none.
 */
export function kindRates(kind: BuildingKind): KindRate[] {
  const inner = 3 * SIZE + 3;
  const cells = Array.from({ length: SIZE * SIZE }, (_, p) => ({
    owner: p === inner ? 0 : -1,
    thing: p === inner ? kind : ('empty' as Thing),
  }));
  return incomeTerms(cells, inner, 1).map((term) => ({ what: term.what, each: term.each }));
}

/** A build action: a building put down on a parcel with its houses (BOARD 4.6, 4.7). */
export type BuildAction = Extract<BoardAction, { type: 'build' }>;

/** The building a build action puts down: a kept one, or the one of the open building prompt (BOARD 4.6, 4.7). */
export function builtKind(view: BoardView, a: BuildAction): BuildingKind | null {
  if (a.kept !== undefined && a.kept >= 0) return view.seats[a.seat]?.kept[a.kept] ?? null;
  return view.prompt?.kind === 'building' ? (view.display[view.prompt.space] ?? null) : null;
}

/** What a building would earn where a build action puts it, at this round's building income (BOARD 7.2, 7.3, 9.2). */
export interface BuildIncomeExplain {
  parcel: number;
  building: BuildingKind;
  houses: number[];
  /** The formula's parts once it stands, with its houses, in the town as it is (BOARD 7.2). */
  terms: IncomeTerm[];
  raw: number;
  /** The town hall's step when the builder holds it (BOARD 9.2). */
  hall: number;
  cap: number;
  capped: boolean;
  /** min(cap, raw + hall): what it would pay before the Grocer, dynamite or an attacker. */
  income: number;
}

/**
 * The income the building of build action `a` would earn on its parcel at this round's building-income step, if the
 * town stays as it is, from the engine's own `incomeIfBuilt`; null when the building is unknown or pays nothing.
 */
export function buildIncomeExplain(view: BoardView, a: BuildAction): BuildIncomeExplain | null {
  const kind = builtKind(view, a);
  if (!kind) return null;
  const parts = incomeIfBuilt(view, kind, a.parcel, a.houses);
  if (parts.cap === 0) return null; // BOARD 7.2: churches, schools and the like pay nothing
  return {
    parcel: a.parcel,
    building: kind,
    houses: a.houses.slice(),
    terms: parts.terms,
    raw: parts.raw,
    hall: parts.hall,
    cap: parts.cap,
    capped: parts.raw + parts.hall > parts.cap,
    income: parts.income,
  };
}
