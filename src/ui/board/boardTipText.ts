/**
 * What hovering or long-pressing explains on the board beyond the figures of the moment: what an action space does,
 * what a building kind needs and pays, a character's power and a track's meaning. Every number comes from the
 * engine's data (`PATH_RATES`, `BUILDINGS`, `CASH_LIMIT` …) or its income formula (`kindRates`); this module only
 * words them.
 */
import {
  AMMO_FIREPOWER,
  BUILDING_PRICES,
  BUILDINGS,
  CAPTAIN_PRICES,
  CASH_LIMIT,
  CH,
  GROCER_MONEY,
  MERCENARY_FIREPOWER,
  PATH_RATES,
  SHARED_SPACES,
  VP_PRICES,
  type BuildingKind,
} from '../../board/engine';
import { t } from '../../i18n';
import { boardCharacterName, boardSpaceName } from '../boardReasonText';
import { kindRates } from './boardExplain';
import { buildingName } from './boardWords';

type CharacterId = keyof typeof CH;

const CHARACTER_BY_NUMBER = new Map<number, CharacterId>(
  (Object.entries(CH) as [CharacterId, number][]).map(([id, n]) => [n, id]),
);

/** The tracks beside the path that explain themselves (BOARD 3, 3.4, 10). */
export type TrackId = 'order' | 'pass' | 'round' | 'vp';

/** What the action done on a space gives, in one line; null for a name that is no space (BOARD 4). */
function spaceRule(space: string): string | null {
  const bld = /^bld(\d)$/.exec(space);
  if (bld) {
    const price = BUILDING_PRICES[Number(bld[1])];
    return price === undefined ? null : t('boardTips.space.building', { price });
  }
  const vp = /^vp(\d)$/.exec(space);
  if (vp) {
    const price = VP_PRICES[Number(vp[1])];
    return price === undefined ? null : t('boardTips.space.vp', { price });
  }
  switch (space) {
    case 'roads1':
      return t('boardTips.space.roads1', { count: PATH_RATES.roads1 });
    case 'roads2':
      return t('boardTips.space.roads2', { count: PATH_RATES.roads2 });
    case 'wages':
      return t('boardTips.space.wages', { money: PATH_RATES.wages });
    case 'ammo':
      return t('boardTips.space.ammo', { firepower: AMMO_FIREPOWER });
    case 'incParcels':
      return t('boardTips.space.incParcels', { money: PATH_RATES.incParcels });
    case 'incCowboys':
      return t('boardTips.space.incCowboys', { money: PATH_RATES.incCowboys });
    case 'gamble':
      return t('boardTips.space.gamble');
    case 'vpCowboys':
      return t('boardTips.space.vpCowboys', { per: PATH_RATES.vpCowboys });
    case 'vpBuildings':
      return t('boardTips.space.vpBuildings');
    case 'vpParcels':
      return t('boardTips.space.vpParcels', { per: PATH_RATES.vpParcels });
    default:
      return null;
  }
}

/** What a space does: its rule, then whether several cowboys there duel (BOARD 4, 4.2, 4.3, 5.2); [] for no space. */
export function spaceRuleLines(space: string): string[] {
  const rule = spaceRule(space);
  if (rule === null) return [];
  const shared = SHARED_SPACES.includes(space);
  return [rule, t(shared ? 'boardTips.space.shared' : 'boardTips.space.duel')];
}

/** A plain space's tip: its name, what it does, and whether it duels; null for a name that is no space. */
export function spaceTip(space: string): string | null {
  const name = boardSpaceName(space);
  const lines = spaceRuleLines(space);
  return name === null || lines.length === 0 ? null : [name, ...lines].join('\n');
}

/** What a building kind needs, brings and pays, a fact a line, without its name (BOARD 6, 7, 9). */
export function buildingKindLines(kind: BuildingKind): string[] {
  const d = BUILDINGS[kind];
  const road =
    kind === 'station'
      ? 'boardTips.building.straightRoad'
      : d.road
        ? 'boardTips.building.road'
        : 'boardTips.building.noRoad';
  const lines = [t(road), t('boardTips.building.houses', { count: d.houses })];
  if (d.revolvers > 0) lines.push(t('boardTips.building.revolvers', { count: d.revolvers }));
  if (d.symbols > 0) lines.push(t('boardTips.building.symbols', { count: d.symbols }));
  const rates = kindRates(kind);
  if (rates.length === 0) lines.push(t('boardTips.building.noIncome'));
  for (const r of rates)
    if (r.what !== 'minimum') lines.push(t(`boardTips.rate.${r.what}`, { each: r.each }));
  if (rates.length > 0 && kind !== 'hotel') lines.push(t('boardTips.building.cap', { cap: d.cap }));
  if (kind !== 'townHall')
    lines.push(t(d.attackable ? 'boardTips.building.attackable' : 'boardTips.building.safe'));
  if (kind === 'church' || kind === 'station' || kind === 'townHall')
    lines.push(t(`boardTips.special.${kind}`));
  return lines;
}

/** A building kind's tip: its name, then what it needs, brings and pays. */
export function buildingKindTip(kind: BuildingKind): string {
  const name = buildingName(kind);
  return [name.charAt(0).toLocaleUpperCase() + name.slice(1), ...buildingKindLines(kind)].join('\n');
}

/** A character's power in one line, its numbers from the engine's data (BOARD 8). */
function power(id: CharacterId): string {
  switch (id) {
    case 'grocer':
      return t('boardTips.character.grocer', { money: GROCER_MONEY });
    case 'captain':
      return t('boardTips.character.captain', {
        prices: CAPTAIN_PRICES.slice(1).map((price) => t('boardTable.short.building', { price })),
      });
    case 'mercenary':
      return t('boardTips.character.mercenary', { firepower: MERCENARY_FIREPOWER });
    default:
      return t(`boardTips.character.${id}`);
  }
}

/** A character card's tip: its name, its power, then its number and cash limit (BOARD 8); null for no card. */
export function characterTip(card: number): string | null {
  const id = CHARACTER_BY_NUMBER.get(card);
  if (!id) return null;
  return [
    boardCharacterName(card),
    power(id),
    t('boardTips.character.number', { number: card, limit: CASH_LIMIT[card] ?? 0 }),
  ].join('\n');
}

/** A track's tip: what it records (BOARD 3, 3.4, 10). */
export function trackTip(track: TrackId): string {
  return t(`boardTips.track.${track}`);
}
