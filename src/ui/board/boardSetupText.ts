/** Words of the board game's setup screen: seat kinds, names, colours, the sets, and why a draft cannot start. */
import type { BuildingSet } from '../../board/engine';
import type { BoardLevel } from '../../board/bots/levels';
import { t } from '../../i18n';
import type { Key } from '../../i18n';
import type { CharacterChoice, SeatName } from '../../scenes/boardSetupModel';

/** A seat's kind: a person, or an AI level. */
export function seatKindText(bot: BoardLevel | null): string {
  return bot ? t('boardSetup.aiLevel', { level: t(`setup.level.${bot}`) }) : t('setup.kind.person');
}

/** A seat's default name in words. */
export function seatNameText(n: SeatName): string {
  if ('name' in n) return n.name;
  return n.key === 'you' ? t('setup.you') : t('setup.player', { n: n.n });
}

/** A player colour's name. */
export function colourText(i: number): string {
  return t(`boardSetup.colour.${i}` as Key & `boardSetup.colour.${string}`);
}

/** A character choice's name. */
export function characterSetText(c: CharacterChoice): string {
  return t(`boardSetup.set.${c}` as Key & `boardSetup.set.${string}`);
}

/** A building choice's name. */
export function buildingSetText(b: BuildingSet): string {
  return t(`boardSetup.bld.${b}`);
}

/** Why the draft cannot start. */
export function problemText(p: 'seats' | 'colours' | 'seed'): string {
  return t(`boardSetup.problem.${p}`);
}
