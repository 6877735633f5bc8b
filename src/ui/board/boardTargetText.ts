/** Words of the board screen's targets and options: what a lit card, space, parcel or road is, and how a move differs. */
import { BUILDING_PRICES, CASH_LIMIT, VP_PRICES, segmentPoints } from '../../board/engine';
import type { BoardAction, BoardView } from '../../board/engine';
import { formatList, t } from '../../i18n';
import {
  boardBuildingName,
  boardCharacterName,
  boardParcelName,
  boardRoadName,
  boardSpaceName,
} from '../boardReasonText';
import { buildIncomeExplain } from './boardExplain';

/** The words of a target id: `char:<card>`, `spot:<spot>`, `parcel:<p>` or `road:<seg>`. */
export function boardTargetLabel(view: BoardView, id: string): string {
  const [kind, rest = ''] = id.split(/:(.*)/s);
  if (kind === 'char') {
    const card = Number(rest);
    return t('boardTable.target.character', { card: boardCharacterName(card), limit: CASH_LIMIT[card] ?? 0 });
  }
  if (kind === 'road') {
    const [a, b] = segmentPoints(Number(rest));
    return boardRoadName(a, b);
  }
  if (kind === 'parcel') return boardParcelName(Number(rest));
  if (rest.startsWith('s:')) return boardSpaceName(rest.slice(2)) ?? rest;
  const p = Number(rest.slice(2));
  const thing = view.cells[p]?.thing;
  if (
    rest.startsWith('b:') &&
    thing &&
    thing !== 'empty' &&
    thing !== 'mountain' &&
    thing !== 'house' &&
    thing !== 'townhouse'
  )
    return t('boardTable.target.building', {
      building: boardBuildingName(thing),
      parcel: boardParcelName(p),
    });
  return t('boardTable.target.buy', { parcel: boardParcelName(p) });
}

/**
 * The words of one of a target's moves, when it has several (how a cowboy is placed, where a building's houses go,
 * with what the building would earn this round placed so).
 */
export function boardOptionText(view: BoardView, a: BoardAction): string {
  if (a.type === 'place') {
    if (a.white) return t('boardTable.option.white');
    if (a.noDuel) return t('boardTable.option.noDuel');
    if (a.dynamite) return t('boardTable.option.dynamite');
    return t('boardTable.option.plain');
  }
  if (a.type === 'build') {
    const option =
      a.houses.length === 0
        ? t('boardTable.option.buildAlone')
        : t('boardTable.option.build', { parcels: formatList(a.houses.map(boardParcelName)) });
    const earns = buildIncomeExplain(view, a); // BOARD 7.2
    return earns ? t('boardTable.option.income', { option, income: earns.income }) : option;
  }
  return t('boardPlay.confirm');
}

const SHORT = {
  vpCowboys: 'boardTable.short.vpCowboys',
  vpBuildings: 'boardTable.short.vpBuildings',
  vpParcels: 'boardTable.short.vpParcels',
  incParcels: 'boardTable.short.incParcels',
  incCowboys: 'boardTable.short.incCowboys',
} as const;

/** A space's name as its narrow box on the path shows it: a short form where the full name is long (BOARD 4). */
export function boardSpaceShort(space: string): string {
  if (Object.hasOwn(SHORT, space)) return t(SHORT[space as keyof typeof SHORT]);
  if (/^vp\d$/.test(space))
    return t('boardTable.short.vp', { price: VP_PRICES[Number(space.slice(2))] ?? 0 });
  if (/^bld\d$/.test(space))
    return t('boardTable.short.building', { price: BUILDING_PRICES[Number(space.slice(3))] ?? 0 });
  return boardSpaceName(space) ?? space;
}
