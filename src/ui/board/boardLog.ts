/**
 * The board game's log: each engine event as one line in the current language, with the seats' names. Events that
 * only move the engine's cursor or repeat another event's news make no line (null).
 */
import { BUILDING_PRICES, type BoardEvent, type BoardView, type IncomeSource } from '../../board/engine';
import { t, type Key, type ParamValue } from '../../i18n';
import { boardCharacterName, boardParcelName, boardRoadName, boardSpaceName } from '../boardReasonText';
import { duelSides } from './boardExplain';
import {
  aBuilding,
  buildingName,
  buildingSpot,
  firepowerPhrase,
  moneyCause,
  phaseText,
  seatName,
  spotPhrase,
  stepText,
  theBuilding,
  tokenText,
  vpCause,
} from './boardWords';

type Ev<K extends BoardEvent['type']> = Extract<BoardEvent, { type: K }>;

/** The log lines that have a second-person twin: `boardPlay.log.<n>` and `boardPlay.you.<n>`, same placeholders less the name. */
type SeatLine = {
  [K in Key]: K extends `boardPlay.you.${infer N}` ? (`boardPlay.log.${N}` extends Key ? N : never) : never;
}[Key];
type SeatKey = `boardPlay.log.${SeatLine}`;

const LOG = 'boardPlay.log.';

const sayKey = t as (
  key: SeatKey | `boardPlay.you.${SeatLine}`,
  params?: Readonly<Record<string, ParamValue>>,
) => string;

/** A seat's line: the second-person twin when the seat is the one the log speaks to (`you`), else the named one. */
function say(key: SeatKey, seat: number, you: number, params: Readonly<Record<string, ParamValue>>): string {
  const line = key.slice(LOG.length) as SeatLine;
  return sayKey(seat === you && seat >= 0 ? `boardPlay.you.${line}` : key, params);
}

/** Where a cowboy was put, as a line (BOARD 3.2, 6, 8.14, 9.2). */
function placedText(view: BoardView, e: Ev<'placed'>, names: readonly string[], you: number): string {
  const name = seatName(names, e.seat);
  const line = (key: SeatKey, params: Readonly<Record<string, ParamValue>> = {}): string =>
    say(key, e.seat, you, { name, ...params });
  if (e.doctor) return line('boardPlay.log.doctorMove', { spot: spotPhrase(view, e.spot) });
  const rest = e.spot.slice(2);
  let text: string;
  if (e.spot.startsWith('p:'))
    text = line('boardPlay.log.placeParcel', { parcel: boardParcelName(Number(rest)) });
  else if (e.spot.startsWith('b:')) {
    const b = buildingSpot(view, e.spot, e.seat);
    if (b.hall) text = line('boardPlay.log.placeHall');
    else
      text = line(b.attack ? 'boardPlay.log.placeAttack' : 'boardPlay.log.placeDefend', {
        building: b.building,
        parcel: b.parcel,
      });
  } else text = line('boardPlay.log.placeSpace', { space: boardSpaceName(rest) ?? rest });
  const token = tokenText(e);
  return token ? t('boardPlay.log.with', { line: text, token }) : text;
}

/** A cowboy leaving a spot: home after a lost duel, to the Doctor, onto the town hall, or the white one gone. */
function cowboyText(e: Ev<'cowboy'>, names: readonly string[], you: number): string | null {
  const params = { name: seatName(names, e.seat) };
  switch (e.to) {
    case 'home':
      return say('boardPlay.log.cowboyHome', e.seat, you, params);
    case 'doctor':
      return say('boardPlay.log.cowboyDoctor', e.seat, you, params);
    case 'hall':
      return say('boardPlay.log.cowboyHall', e.seat, you, params);
    case 'out':
      return t('boardPlay.log.cowboyOut');
    case 'general':
      return null; // every cowboy that acted goes there: the action's own line says enough (BOARD 3.3)
  }
}

/** A duel: each side's die, firepower with its parts and total in pass-track order, then the winner (BOARD 5). */
function duelText(view: BoardView, e: Ev<'duel'>, names: readonly string[], you: number): string {
  const sides = duelSides(e).map((d) =>
    say('boardPlay.log.duelSide', d.seat, you, {
      name: seatName(names, d.seat),
      roll: d.roll,
      fire: d.firepower,
      parts: firepowerPhrase(d.parts),
      total: d.total,
    }),
  );
  return say('boardPlay.log.duel', e.winner, you, {
    spot: spotPhrase(view, e.spot),
    sides,
    winner: seatName(names, e.winner),
  });
}

/** The roads a seat takes, named by where they come from (BOARD 4 steps 1-2, 8.4, 8.13). */
function roadsCause(cause: Ev<'roads'>['cause']): string {
  switch (cause) {
    case 'roads1':
    case 'roads2':
      return boardSpaceName(cause) ?? cause;
    case 'coolie':
    case 'governor':
      return t(`board.character.${cause}`);
  }
}

/** The auction as it stands after a change (BOARD 8.12). */
function auctionText(e: Ev<'auction'>, names: readonly string[], you: number): string {
  const a = e.auction;
  if (!a) return t('boardPlay.log.auctionOver');
  const parcels = a.parcels.map(boardParcelName);
  return a.bidder < 0
    ? t('boardPlay.log.auctionOpen', { parcels })
    : say('boardPlay.log.auctionBid', a.bidder, you, {
        parcels,
        name: seatName(names, a.bidder),
        bid: a.bid,
      });
}

/** Who holds the town hall now, and whom they drove off (BOARD 9.2). */
function hallText(e: Ev<'hall'>, names: readonly string[], you: number): string {
  if (e.holder < 0) return t('boardPlay.log.hallEmpty');
  const name = seatName(names, e.holder);
  if (e.previous < 0) return say('boardPlay.log.hall', e.holder, you, { name });
  if (e.previous === you) return t('boardPlay.log.hallTakenFromYou', { name });
  return say('boardPlay.log.hallTaken', e.holder, you, { name, previous: seatName(names, e.previous) });
}

/**
 * A payment of the building-income step, named by its building and parcel: the owner's with the neighbour bonus when
 * there is one, or a winning attacker's share (BOARD 7.2, 6).
 */
function incomeText(e: Ev<'money'>, i: IncomeSource, names: readonly string[], you: number): string {
  const params = {
    name: seatName(names, e.seat),
    amount: e.amount,
    building: theBuilding(i.kind),
    parcel: boardParcelName(i.parcel),
  };
  if (e.cause === 'attack') return say('boardPlay.log.incomeAttack', e.seat, you, params);
  // The bonus is named only when it reached the owner whole: a cap or an attack's share took part of the income.
  return i.neighbours > 0 && i.capped === 0 && i.shared === 0
    ? say('boardPlay.log.incomeBonus', e.seat, you, { ...params, bonus: i.neighbours })
    : say('boardPlay.log.income', e.seat, you, params);
}

/**
 * The log line of an event, or null when it makes none: the engine's cursor (`progress`, `prompt`, `turn`, a step's
 * end), round tokens (`tokens`), a cowboy going to the general supply after acting, and the events that repeat
 * another's news (`taken` without keeping follows `built`; `keptBuilt` follows `built`). The seat `you` (-1: none) is
 * spoken to in the second person.
 */
export function eventText(view: BoardView, e: BoardEvent, names: readonly string[], you = -1): string | null {
  const of = (seat: number, params: Readonly<Record<string, ParamValue>> = {}) => ({
    name: seatName(names, seat),
    ...params,
  });
  switch (e.type) {
    case 'round':
      return t('boardPlay.log.round', { round: e.round });
    case 'phase':
      return phaseText(e.phase);
    case 'step':
      return e.edge === 'start' ? t('boardPlay.log.step', { step: stepText(e.step) }) : null;
    case 'turn':
    case 'prompt':
    case 'tokens':
    case 'progress':
    case 'keptBuilt':
      return null;
    case 'chosen':
      return say(
        e.second ? 'boardPlay.log.chosenSecond' : 'boardPlay.log.chosen',
        e.seat,
        you,
        of(e.seat, {
          character: boardCharacterName(e.card),
        }),
      );
    case 'placed':
      return placedText(view, e, names, you);
    case 'passed':
      return say('boardPlay.log.passed', e.seat, you, of(e.seat));
    case 'cowboy':
      return cowboyText(e, names, you);
    case 'recruited':
      return say(
        e.cause === 'captain' ? 'boardPlay.log.recruitedCaptain' : 'boardPlay.log.recruitedRound',
        e.seat,
        you,
        of(e.seat, { count: e.count }),
      );
    case 'hall':
      return hallText(e, names, you);
    case 'teacher':
      return say('boardPlay.log.teacher', e.seat, you, of(e.seat));
    case 'road':
      return e.seat >= 0
        ? say('boardPlay.log.road', e.seat, you, of(e.seat, { road: boardRoadName(e.from, e.to) }))
        : t('boardPlay.log.roadTown', { road: boardRoadName(e.from, e.to) });
    case 'roads':
      return say(
        'boardPlay.log.roads',
        e.seat,
        you,
        of(e.seat, { count: e.amount, cause: roadsCause(e.cause) }),
      );
    case 'revolvers':
      return say('boardPlay.log.revolvers', e.seat, you, of(e.seat, { count: e.amount }));
    case 'duel':
      return duelText(view, e, names, you);
    case 'money':
      if (e.income && e.amount > 0) return incomeText(e, e.income, names, you);
      return say(
        e.amount >= 0 ? 'boardPlay.log.moneyIn' : 'boardPlay.log.moneyOut',
        e.seat,
        you,
        of(e.seat, { amount: Math.abs(e.amount), cause: moneyCause(e.cause) }),
      );
    case 'vp':
      return say(
        e.amount >= 0 ? 'boardPlay.log.vpIn' : 'boardPlay.log.vpOut',
        e.seat,
        you,
        of(e.seat, { count: Math.abs(e.amount), cause: vpCause(e.cause) }),
      );
    case 'bought':
      return e.price > 0
        ? say(
            'boardPlay.log.bought',
            e.seat,
            you,
            of(e.seat, { parcel: boardParcelName(e.parcel), price: e.price }),
          )
        : say('boardPlay.log.claimed', e.seat, you, of(e.seat, { parcel: boardParcelName(e.parcel) }));
    case 'built':
      return e.seat >= 0
        ? say(
            'boardPlay.log.built',
            e.seat,
            you,
            of(e.seat, { building: aBuilding(e.kind), parcel: boardParcelName(e.parcel) }),
          )
        : t('boardPlay.log.builtTown', { parcel: boardParcelName(e.parcel) }); // only the town hall has no owner (BOARD 9.2)
    case 'house':
      return t(e.townhouse ? 'boardPlay.log.townhouse' : 'boardPlay.log.house', {
        parcel: boardParcelName(e.parcel),
      });
    case 'mountain':
      return t('boardPlay.log.mountain', { parcel: boardParcelName(e.parcel) });
    case 'drawn': {
      const price = BUILDING_PRICES[e.space];
      return price === undefined
        ? t('boardPlay.log.drawnBag', { building: buildingName(e.kind) })
        : t('boardPlay.log.drawn', { building: buildingName(e.kind), price });
    }
    case 'slid':
      return t('boardPlay.log.slid');
    case 'taken':
      return e.keep
        ? say('boardPlay.log.kept', e.seat, you, of(e.seat, { building: theBuilding(e.kind) }))
        : null;
    case 'grocer':
      return e.choice === 'cash'
        ? say('boardPlay.log.grocerCash', e.seat, you, of(e.seat))
        : say('boardPlay.log.grocer', e.seat, you, of(e.seat, { building: buildingName(e.choice) }));
    case 'auction':
      return auctionText(e, names, you);
    case 'over':
      return say('boardPlay.log.over', e.winner, you, of(e.winner, { count: e.scores[e.winner] ?? 0 }));
  }
}
