/**
 * The small words the board game's texts are made of: seats, buildings with their articles, spots, steps, phases
 * and the causes of money and VP, all through the catalogues (used by boardText.ts and boardLog.ts).
 */
import {
  CH,
  STEP,
  STEP_NAMES,
  type BoardState,
  type BoardView,
  type BuildingKind,
  type FirepowerParts,
  type Phase,
} from '../../board/engine';
import type { MoneyCause, VpCause } from '../../board/engine';
import { t, type Key } from '../../i18n';
import { boardCharacterName, boardParcelName, boardSpaceName } from '../boardReasonText';

/** A seat's name from the names the players gave, or "Seat n" when there is none. */
export function seatName(names: readonly string[], seat: number): string {
  return names[seat] ?? t('common.seat', { n: seat + 1 });
}

/**
 * The seat the log speaks to in the second person: the one person at the table, when they kept the name "You" (in
 * English or the current language), as the card game's log does (ui/logText.ts isYou); -1 when there is none.
 */
export function youSeat(seats: readonly { name: string; bot: unknown }[]): number {
  const people = seats.flatMap((s, i) => (s.bot ? [] : [i]));
  const only = people.length === 1 ? (people[0] ?? -1) : -1;
  const name = (seats[only]?.name ?? '').trim().toLowerCase();
  return name === 'you' || name === t('setup.you').toLowerCase() ? only : -1;
}

/**
 * True when `seat` is the only seat a person plays on this device: the turn banner then speaks to them ("Your turn")
 * whatever their name; with several people (pass-and-play) it names the one due, as the card game's table does.
 */
export function soleYou(seat: number, persons: readonly boolean[]): boolean {
  return persons[seat] === true && persons.filter(Boolean).length === 1;
}

/** The state a view shows, for the engine's read-only helpers (the bag and the dice play no part in them). */
export function stateOf(view: BoardView): BoardState {
  const { seat: _seat, bagSize: _size, bag: _bag, ...rest } = view;
  return { ...rest, rng: 0, bag: [] };
}

/** A building kind with its indefinite article, as the object of a sentence ("a ranch"). */
export const aBuilding = (kind: BuildingKind): string => t(`boardPlay.a.${kind}`);

/** A building kind with its definite article, as the object of a sentence ("the ranch"). */
export const theBuilding = (kind: BuildingKind): string => t(`boardPlay.the.${kind}`);

/** A building kind's bare name (BOARD 9.1). */
export const buildingName = (kind: BuildingKind): string => t(`board.building.${kind}`);

/** The red side of a character card that has one the engine plays by choice: the Doctor's Undertaker (BOARD 8.14). */
export function sideNames(card: number): { yellow: string; red: string } {
  const yellow = boardCharacterName(card);
  return { yellow, red: card === CH.doctor ? t('board.character.undertaker') : yellow };
}

/** What stands on a `b:` spot's parcel, when it is a building. */
function buildingAt(view: Pick<BoardView, 'cells'>, p: number): BuildingKind | null {
  const thing = view.cells[p]?.thing;
  return thing === undefined ||
    thing === 'empty' ||
    thing === 'mountain' ||
    thing === 'house' ||
    thing === 'townhouse'
    ? null
    : thing;
}

/** A spot as a noun phrase: an action space, a parcel, a building on a parcel, or the town hall (BOARD 3.2). */
export function spotPhrase(view: Pick<BoardView, 'cells' | 'townHall'>, spot: string): string {
  const rest = spot.slice(2);
  const p = Number(rest);
  if (spot.startsWith('p:')) return t('boardPlay.spot.parcel', { parcel: boardParcelName(p) });
  if (spot.startsWith('b:')) {
    const kind = buildingAt(view, p);
    if (p === view.townHall || kind === 'townHall') return t('boardPlay.spot.hall');
    return t('boardPlay.spot.building', {
      building: kind ? theBuilding(kind) : boardParcelName(p),
      parcel: boardParcelName(p),
    });
  }
  return t('boardPlay.spot.space', { space: boardSpaceName(rest) ?? rest });
}

/** What a `b:` spot is to the seat that placed there: the town hall, or its own building (defence) or another's. */
export type BuildingSpot =
  { hall: true } | { hall: false; attack: boolean; building: string; parcel: string };

/** Reads a `b:` spot for the seat that placed there (BOARD 6, 9.2). */
export function buildingSpot(
  view: Pick<BoardView, 'cells' | 'townHall'>,
  spot: string,
  seat: number,
): BuildingSpot {
  const p = Number(spot.slice(2));
  const kind = buildingAt(view, p);
  if (p === view.townHall || kind === 'townHall') return { hall: true };
  const building = kind ? theBuilding(kind) : boardParcelName(p);
  return { hall: false, attack: view.cells[p]?.owner !== seat, building, parcel: boardParcelName(p) };
}

/** The token a cowboy went with, as a short label, or null for a plain cowboy (BOARD 8.1, 8.9, 8.11). */
export function tokenText(p: { white?: boolean; noDuel?: boolean; dynamite?: boolean }): string | null {
  if (p.white) return t('boardPlay.token.white');
  if (p.noDuel) return t('boardPlay.token.noDuel');
  return p.dynamite ? t('boardPlay.token.dynamite') : null;
}

/** Steps named after their action space, and the others' own keys (BOARD 4, 3.4). */
const STEP_KEYS = {
  roads1: 'board.space.roads1',
  roads2: 'board.space.roads2',
  wages: 'board.space.wages',
  ammo: 'board.space.ammo',
  parcels: 'boardPlay.step.parcels',
  buildings: 'boardPlay.step.buildings',
  deferred: 'boardPlay.step.deferred',
  incParcels: 'board.space.incParcels',
  incCowboys: 'board.space.incCowboys',
  gamble: 'board.space.gamble',
  incBuildings: 'boardPlay.step.incBuildings',
  buyVp: 'boardPlay.step.buyVp',
  vpCowboys: 'board.space.vpCowboys',
  vpBuildings: 'board.space.vpBuildings',
  vpParcels: 'board.space.vpParcels',
  handIn: 'boardPlay.step.handIn',
  end: 'boardPlay.step.end',
} as const satisfies Readonly<Record<(typeof STEP_NAMES)[number], Key>>;

/** The name of a round's step, by its number in STEP_NAMES (BOARD 4, 3.4); '' for a number that is none. */
export function stepText(step: number): string {
  const name = STEP_NAMES[step];
  return name ? t(STEP_KEYS[name]) : '';
}

/** The name of a phase of the round (BOARD 3). */
export function phaseText(phase: Phase): string {
  return t(`boardPlay.phase.${phase}`);
}

/** The phase a player would name now: phase 4 once the hand-in step has begun, which the engine runs as steps (BOARD 3.4). */
export function shownPhaseText(view: Pick<BoardView, 'phase' | 'step'>): string {
  return view.phase === 'actions' && view.step >= STEP.handIn
    ? t('boardPlay.phase.roundEnd')
    : phaseText(view.phase);
}

const character = (id: keyof typeof CH): string => boardCharacterName(CH[id]);

/** Why money changed hands, as a short label (BOARD 3.4, 4, 7, 8). */
export function moneyCause(cause: MoneyCause): string {
  switch (cause) {
    case 'banker':
    case 'goldSeeker':
    case 'captain':
    case 'doctor':
    case 'grocer':
    case 'paperboy':
      return character(cause);
    case 'undertaker':
      return t('board.character.undertaker');
    case 'wages':
      return t('board.space.wages');
    case 'parcels':
      return t('board.space.incParcels');
    case 'cowboys':
      return t('board.space.incCowboys');
    case 'gambling':
      return t('board.space.gamble');
    case 'buildings':
      return t('boardPlay.cause.buildingIncome');
    case 'attack':
    case 'handIn':
    case 'parcel':
    case 'building':
    case 'auction':
    case 'buyVp':
      return t(`boardPlay.cause.${cause}`);
  }
}

/** Why VP changed, as a short label (BOARD 3.4, 4, 8, 10). */
export function vpCause(cause: VpCause): string {
  switch (cause) {
    case 'governor':
    case 'gunsmith':
    case 'teacher':
      return character(cause);
    case 'undertaker':
      return t('board.character.undertaker');
    case 'cowboys':
      return t('board.space.vpCowboys');
    case 'buildings':
      return t('board.space.vpBuildings');
    case 'parcels':
      return t('board.space.vpParcels');
    case 'handIn':
      return t('boardPlay.cause.handIn');
    case 'bought':
      return t('boardPlay.cause.buyVp');
    case 'finalMoney':
    case 'finalProperty':
    case 'station':
      return t(`boardPlay.cause.${cause}`);
  }
}

/** The parts of a seat's firepower that count: cowboys at home, revolvers, ammunition, Mercenary (BOARD 5.1). */
export function firepowerWords(f: FirepowerParts): string[] {
  const out: string[] = [];
  if (f.cowboys > 0) out.push(t('boardPlay.count.cowboys', { count: f.cowboys }));
  if (f.revolvers > 0) out.push(t('boardPlay.count.revolvers', { count: f.revolvers }));
  if (f.ammo > 0) out.push(t('boardTable.fire.ammo', { count: f.ammo })); // BOARD 4 step 4
  // BOARD 8.7
  if (f.mercenary > 0)
    out.push(t('boardTable.fire.mercenary', { count: f.mercenary, card: boardCharacterName(CH.mercenary) }));
  return out;
}

/** A seat's firepower parts as one phrase ("2 cowboys … + 1 revolver"), or "no firepower" (BOARD 5.1). */
export function firepowerPhrase(f: FirepowerParts): string {
  const words = firepowerWords(f);
  return words.length > 0 ? words.join(' + ') : t('boardTable.fire.none');
}
