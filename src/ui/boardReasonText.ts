/**
 * Words the board game's bot reasons (data from src/board/bots) in the current language, for the game log: each
 * record becomes a short phrase through the catalogues, with parcels, roads, spaces, characters and buildings named.
 */
import {
  BUILDING_KINDS,
  BUILDING_PRICES,
  CH,
  SIZE,
  VP_PRICES,
  type BoardAction,
  type BuildingKind,
  type GridPoint,
  type Prompt,
} from '../board/engine';
import type { BoardReason } from '../board/bots/types';
import { formatNumber, t, type Key } from '../i18n';

type CharacterId = keyof typeof CH;

const CHARACTER_BY_NUMBER = new Map<number, CharacterId>(
  (Object.entries(CH) as [CharacterId, number][]).map(([id, n]) => [n, id]),
);

/** The name of the character card `card` (BOARD 8); the card number itself when it is none. */
export function boardCharacterName(card: number): string {
  const id = CHARACTER_BY_NUMBER.get(card);
  const key: `board.character.${CharacterId}` | undefined = id && `board.character.${id}`;
  return key ? t(key) : formatNumber(card);
}

/** The name of a building kind (BOARD 9.1). */
export function boardBuildingName(kind: BuildingKind): string {
  return t(`board.building.${kind}`);
}

/** The letter of column x (0..7) of the town, A at the left; rows are numbered from 1 at the top (BOARD 1, Decision). */
export const columnLetter = (x: number): string => String.fromCharCode(0x41 + x);

/** Parcel p named by its column letter and its row number, as the town's edges show them (BOARD 1, Decision). */
export function boardParcelName(p: number): string {
  return t('board.parcel', { column: columnLetter(p % SIZE), row: Math.floor(p / SIZE) + 1 });
}

const onBoard = (x: number, y: number): boolean => x >= 0 && y >= 0 && x < SIZE && y < SIZE;

/** A road (from one grid point to the next) named by the parcels on its two sides, or by the one parcel it borders on the edge (BOARD 1, 4.8). */
export function boardRoadName(from: GridPoint, to: GridPoint): string {
  const ax = Math.min(from.x, to.x);
  const ay = Math.min(from.y, to.y);
  const flat = from.y === to.y;
  const sides = (
    flat
      ? [
          [ax, ay - 1],
          [ax, ay],
        ]
      : [
          [ax - 1, ay],
          [ax, ay],
        ]
  ).filter(([x, y]) => onBoard(x as number, y as number)) as [number, number][];
  const names = sides.map(([x, y]) => boardParcelName(y * SIZE + x));
  const [first, second] = names;
  if (first !== undefined && second !== undefined) return t('board.roadBetween', { a: first, b: second });
  return t('board.roadEdge', { parcel: first ?? formatNumber(ax) });
}

const PLAIN_SPACES = {
  roads1: 'board.space.roads1',
  roads2: 'board.space.roads2',
  wages: 'board.space.wages',
  ammo: 'board.space.ammo',
  incParcels: 'board.space.incParcels',
  incCowboys: 'board.space.incCowboys',
  gamble: 'board.space.gamble',
  vpCowboys: 'board.space.vpCowboys',
  vpBuildings: 'board.space.vpBuildings',
  vpParcels: 'board.space.vpParcels',
} as const satisfies Readonly<Record<string, Key>>;

const isPlainSpace = (name: string): name is keyof typeof PLAIN_SPACES => Object.hasOwn(PLAIN_SPACES, name);

/** An action space of the path by its name on the board (BOARD 4); null for a name that is none. */
export function boardSpaceName(name: string): string | null {
  if (isPlainSpace(name)) return t(PLAIN_SPACES[name]);
  const bld = /^bld(\d)$/.exec(name);
  const price = bld ? BUILDING_PRICES[Number(bld[1])] : undefined;
  if (price !== undefined) return t('board.space.building', { price });
  const vp = /^vp(\d)$/.exec(name);
  const each = vp ? VP_PRICES[Number(vp[1])] : undefined;
  if (each !== undefined) return t('board.space.vp', { price: each });
  return null;
}

/** An estimate in VP with its sign and one decimal, the language's way. */
function signed(n: number): string {
  const r = Math.round(n * 10) / 10 || 0;
  return (r > 0 ? '+' : '') + formatNumber(r);
}

const ACTIONS = {
  character: 'boardAct.character',
  place: 'boardAct.place',
  pass: 'boardAct.pass',
  road: 'boardAct.road',
  answer: 'boardAct.answer',
  build: 'boardAct.build',
} as const satisfies Readonly<Record<BoardAction['type'], Key>>;

/** What an action of a type does, as a phrase. */
function actionText(type: BoardAction['type']): string {
  return t(ACTIONS[type]);
}

type NoneKey = 'boardAnswer.lawyerNone' | 'boardAnswer.goldSeekerNone' | 'boardAnswer.dynamiteNone';

const parcelOr = (value: number, some: (parcel: string) => string, none: NoneKey): string =>
  value < 0 ? t(none) : some(boardParcelName(value));

/** Each prompt's answer `value` as a phrase (the values of the engine's answerValues, BOARD 2, 3.4, 4, 8, 9.2). */
const ANSWERS: Readonly<Record<Prompt['kind'], (value: number) => string>> = {
  start: (v) => t('boardAnswer.start', { parcel: boardParcelName(v) }),
  paperboy: (v) =>
    v < 0 ? t('boardAnswer.paperboyNone') : t('boardAnswer.paperboy', { character: boardCharacterName(v) }),
  settler: (v) => t('boardAnswer.settler', { parcel: boardParcelName(v) }),
  lawyer: (v) => parcelOr(v, (parcel) => t('boardAnswer.lawyer', { parcel }), 'boardAnswer.lawyerNone'),
  goldSeeker: (v) =>
    parcelOr(v, (parcel) => t('boardAnswer.goldSeeker', { parcel }), 'boardAnswer.goldSeekerNone'),
  auctionParcel: (v) => t('boardAnswer.auctionParcel', { parcel: boardParcelName(v) }),
  captain: (v) => (v > 0 ? t('boardAnswer.captain', { count: v }) : t('boardAnswer.captainNone')),
  bid: (v) => (v > 0 ? t('boardAnswer.bid', { amount: v }) : t('boardAnswer.bidPass')),
  parcel: (v) => t(v === 1 ? 'boardAnswer.parcel' : 'boardAnswer.parcelNone'),
  building: (v) => t(v === 1 ? 'boardAnswer.building' : 'boardAnswer.buildingNone'),
  deferred: () => t('boardAnswer.deferred'),
  grocer: (v) => {
    const kind = BUILDING_KINDS[v];
    return kind
      ? t('boardAnswer.grocer', { building: boardBuildingName(kind) })
      : t('boardAnswer.grocerCash');
  },
  grocerNow: (v) => t(v === 1 ? 'boardAnswer.grocerNow' : 'boardAnswer.grocerLater'),
  buyVp: (v) => (v > 0 ? t('boardAnswer.buyVp', { count: v }) : t('boardAnswer.buyVpNone')),
  handIn: (v) => (v > 0 ? t('boardAnswer.handIn', { amount: v }) : t('boardAnswer.handInNone')),
  doctor: (v) => t(v < 0 ? 'boardAnswer.doctorNone' : 'boardAnswer.doctor'),
  townHall: (v) => t('boardAnswer.townHall', { parcel: boardParcelName(v) }),
  hallHouse: (v) => t('boardAnswer.hallHouse', { parcel: boardParcelName(v) }),
  side: (v) => t(v === 1 ? 'boardAnswer.sideUndertaker' : 'boardAnswer.sideDoctor'),
  dynamite: (v) => parcelOr(v, (parcel) => t('boardAnswer.dynamite', { parcel }), 'boardAnswer.dynamiteNone'),
  undertaker: (v) => t(v === 0 ? 'boardAnswer.undertakerMoney' : 'boardAnswer.undertakerVp'),
  duelOrder: () => t('boardAnswer.duelOrder'),
  consent: (v) => t(v === 1 ? 'boardAnswer.consent' : 'boardAnswer.consentNone'),
};

/** Where a cowboy goes, with its estimated worth (BOARD 3.2: `p:` buys a parcel, `b:` a building, `s:` a space). */
function spotText(spot: string, value: string): string {
  const rest = spot.slice(2);
  const parcel = Number(rest);
  if (spot.startsWith('p:')) return t('boardReason.spotParcel', { parcel: boardParcelName(parcel), value });
  if (spot.startsWith('b:')) return t('boardReason.spotBuilding', { parcel: boardParcelName(parcel), value });
  const space = boardSpaceName(rest);
  return space === null
    ? t('boardReason.valued', { choice: actionText('place'), gain: value })
    : t('boardReason.spotSpace', { space, value });
}

/** A board bot's reason as a phrase in the current language. */
export function boardReasonText(r: BoardReason): string {
  switch (r.kind) {
    case 'only':
      return t('boardReason.only');
    case 'character':
      return t('boardReason.character', { character: boardCharacterName(r.card), gain: signed(r.gain) });
    case 'spot':
      return spotText(r.spot, signed(r.value));
    case 'keepCowboys':
      return t('boardReason.keepCowboys', { count: r.cowboys });
    case 'road':
      return t('boardReason.road', { road: boardRoadName(r.from, r.to), count: r.gain });
    case 'answer':
      return t('boardReason.valued', { choice: ANSWERS[r.prompt](r.value), gain: signed(r.gain) });
    case 'build':
      return t('boardReason.build', { parcel: boardParcelName(r.parcel), gain: signed(r.gain) });
    case 'choice':
      return t('boardReason.valued', { choice: actionText(r.action), gain: signed(r.gain) });
    case 'search':
      return t('boardReason.search', {
        choice: actionText(r.action),
        count: r.rollouts,
        margin: signed(r.margin),
      });
  }
}
