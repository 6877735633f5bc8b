/**
 * The hover and tap explanations of the board's figures in words, one part a line: a building's income with its
 * neighbour parts, a parcel's price with the objects that raise it, a building space's price. The numbers come from
 * boardExplain.ts (the engine's own parts); this module only words them.
 */
import {
  SIZE,
  STEP,
  isBuilding,
  type BoardAction,
  type BoardView,
  type IncomeTerm,
  type Thing,
} from '../../board/engine';
import { BUILDINGS, CH } from '../../board/engine';
import { t } from '../../i18n';
import { boardCharacterName, boardParcelName, columnLetter } from '../boardReasonText';
import {
  buildIncomeExplain,
  buildingPriceExplain,
  incomeExplain,
  parcelPriceExplain,
  type BuildIncomeExplain,
  type IncomeExplain,
} from './boardExplain';
import { aBuilding, buildingName, seatName, stepText } from './boardWords';
import { buildingKindLines, buildingKindTip, spaceTip } from './boardTipText';

/** A parcel's short name in a list ("C4"). */
const coord = (p: number): string =>
  t('boardTable.explain.coord', { column: columnLetter(p % SIZE), row: Math.floor(p / SIZE) + 1 });

/** One part of an income formula, with the parcels it counts (each once) (BOARD 7.2). */
function termLine(term: IncomeTerm): string {
  const line = t(`boardTable.explain.term.${term.what}`, {
    count: term.count,
    each: term.each,
    amount: term.count * term.each,
  });
  const parcels = [...new Set(term.parcels)].map(coord);
  return parcels.length > 0 ? t('boardTable.explain.from', { line, parcels }) : line;
}

/** The lines of a building's income: the head, each part, then town hall, cap, Grocer, dynamite and an attacker. */
export function incomeLines(e: IncomeExplain, names: readonly string[]): string[] {
  const out = [
    t('boardTable.explain.income', {
      building: buildingName(e.building),
      parcel: boardParcelName(e.parcel),
      name: seatName(names, e.owner),
      total: e.total,
    }),
    ...e.terms.map(termLine),
  ];
  if (e.hall > 0) out.push(t('boardTable.explain.hall', { hall: e.hall })); // BOARD 9.2
  if (e.capped) out.push(t('boardTable.explain.cap', { cap: e.cap, income: e.income })); // BOARD 7.3
  if (e.grocer) out.push(t('boardTable.explain.grocer', { total: e.income * 2 })); // BOARD 8.3
  if (e.blasted) out.push(t('boardTable.explain.blasted', { total: e.total })); // BOARD 8.9
  if (e.thief >= 0)
    out.push(
      t('boardTable.explain.thief', { name: seatName(names, e.thief), stolen: e.stolen, owner: e.ownerGets }),
    ); // BOARD 6
  return out;
}

/** What a building would earn where a build puts it: the head, each part, town hall and cap (BOARD 7.2, 7.3, 9.2). */
export function buildIncomeLines(e: BuildIncomeExplain): string[] {
  const out = [
    t('boardTable.explain.preview', {
      building: buildingName(e.building),
      parcel: boardParcelName(e.parcel),
      income: e.income,
      step: stepText(STEP.incBuildings),
    }),
    ...e.terms.map(termLine),
  ];
  if (e.hall > 0) out.push(t('boardTable.explain.hall', { hall: e.hall })); // BOARD 9.2
  if (e.capped) out.push(t('boardTable.explain.cap', { cap: e.cap, income: e.income })); // BOARD 7.3
  return out;
}

/**
 * What a lit parcel's builds would earn this round: the parts when every way of placing its houses earns the same,
 * else the least and the most (each option's button gives its own); [] when there is no build or it pays nothing.
 */
export function buildIncomeTip(view: BoardView, builds: readonly BoardAction[]): string[] {
  const all = builds.flatMap((a) => {
    const e = a.type === 'build' ? buildIncomeExplain(view, a) : null;
    return e ? [e] : [];
  });
  const first = all[0];
  if (!first) return [];
  const low = Math.min(...all.map((e) => e.income));
  const high = Math.max(...all.map((e) => e.income));
  if (low === high) return buildIncomeLines(first);
  return [
    t('boardTable.explain.previewRange', {
      building: buildingName(first.building),
      parcel: boardParcelName(first.parcel),
      low,
      high,
      step: stepText(STEP.incBuildings),
    }),
  ];
}

/** A thing that adds to a parcel's price, with its indefinite article (BOARD 4.5). */
function thingText(thing: Thing): string {
  if (isBuilding(thing)) return aBuilding(thing);
  return thing === 'empty' ? '' : t(`boardTable.explain.thing.${thing}`);
}

/** The lines of an unsold parcel's price: the price, the base, then $1 for each object on it or around it (BOARD 4.5). */
export function parcelPriceLines(view: BoardView, p: number): string[] {
  const e = parcelPriceExplain(view, p);
  return [
    t('boardTable.explain.parcel', { parcel: boardParcelName(p), price: e.price }),
    t('boardTable.explain.parcelBase', { base: e.base }),
    ...e.objects.map((o) =>
      t('boardTable.explain.parcelObject', { thing: thingText(o.thing), parcel: boardParcelName(o.parcel) }),
    ),
  ];
}

/**
 * What hovering parcel p explains: what the building of its builds (`builds`, the lit parcel's build actions) would
 * earn there, an owned building's income, what a building that pays nothing is, an unsold parcel's price, or nothing
 * (null).
 */
export function townTip(
  view: BoardView,
  p: number,
  names: readonly string[],
  builds: readonly BoardAction[] = [],
): string | null {
  const preview = buildIncomeTip(view, builds);
  if (preview.length > 0) return preview.join('\n');
  const c = view.cells[p];
  // BOARD 7.2, 9.2: a kind that pays nothing, and the town hall nobody owns, explain what they are instead.
  if (c && isBuilding(c.thing) && (BUILDINGS[c.thing].cap === 0 || c.owner < 0))
    return buildingKindTip(c.thing);
  const income = incomeExplain(view, p);
  if (income) return incomeLines(income, names).join('\n');
  // BOARD 4.5: any parcel nobody owns may be bought, except the town hall's (BOARD 9.2).
  if (!c || c.owner >= 0 || p === view.townHall || c.thing === 'townHall') return null;
  return parcelPriceLines(view, p).join('\n');
}

/** A building space's price for `seat` (the seat to act; -1: none): the building, the printed price, the Coolie's half. */
export function buildingSpaceTip(
  view: BoardView,
  seat: number,
  space: number,
  names: readonly string[],
): string {
  const e = buildingPriceExplain(view, seat, space);
  const lines = [
    e.building
      ? t('boardTable.explain.building', { building: buildingName(e.building), price: e.price })
      : t('boardTable.explain.buildingNone'),
    t('boardTable.explain.buildingBase', { base: e.base }),
  ];
  if (e.coolie)
    lines.push(
      t('boardTable.explain.coolie', {
        card: boardCharacterName(CH.coolie),
        name: seatName(names, seat),
        price: e.price,
      }),
    ); // BOARD 8
  return lines.join('\n');
}

/**
 * What hovering a space of the action path explains: a building space's price for `seat` with what its building needs
 * and pays, any other space's rule (BOARD 4); null for a name that is no space.
 */
export function pathTip(
  view: BoardView,
  seat: number,
  space: string,
  names: readonly string[],
): string | null {
  const m = /^bld(\d)$/.exec(space);
  if (!m) return spaceTip(space);
  const kind = view.display[Number(m[1])];
  const price = buildingSpaceTip(view, seat, Number(m[1]), names);
  return [price, t('boardTips.space.duel'), ...(kind ? buildingKindLines(kind) : [])].join('\n');
}
