/**
 * The board game's log: each engine event as one line in the current language, with the seats' names. Events that
 * only move the engine's cursor or repeat another event's news make no line (null).
 */
import { BUILDING_PRICES, type BoardEvent, type BoardView } from '../../board/engine';
import { t } from '../../i18n';
import { boardCharacterName, boardParcelName, boardRoadName, boardSpaceName } from '../boardReasonText';
import {
  aBuilding,
  buildingName,
  buildingSpot,
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

/** Where a cowboy was put, as a line (BOARD 3.2, 6, 8.14, 9.2). */
function placedText(view: BoardView, e: Ev<'placed'>, names: readonly string[]): string {
  const name = seatName(names, e.seat);
  if (e.doctor) return t('boardPlay.log.doctorMove', { name, spot: spotPhrase(view, e.spot) });
  const rest = e.spot.slice(2);
  let line: string;
  if (e.spot.startsWith('p:'))
    line = t('boardPlay.log.placeParcel', { name, parcel: boardParcelName(Number(rest)) });
  else if (e.spot.startsWith('b:')) {
    const b = buildingSpot(view, e.spot, e.seat);
    if (b.hall) line = t('boardPlay.log.placeHall', { name });
    else
      line = t(b.attack ? 'boardPlay.log.placeAttack' : 'boardPlay.log.placeDefend', {
        name,
        building: b.building,
        parcel: b.parcel,
      });
  } else line = t('boardPlay.log.placeSpace', { name, space: boardSpaceName(rest) ?? rest });
  const token = tokenText(e);
  return token ? t('boardPlay.log.with', { line, token }) : line;
}

/** A cowboy leaving a spot: home after a lost duel, to the Doctor, onto the town hall, or the white one gone. */
function cowboyText(e: Ev<'cowboy'>, names: readonly string[]): string | null {
  const name = seatName(names, e.seat);
  switch (e.to) {
    case 'home':
      return t('boardPlay.log.cowboyHome', { name });
    case 'doctor':
      return t('boardPlay.log.cowboyDoctor', { name });
    case 'hall':
      return t('boardPlay.log.cowboyHall', { name });
    case 'out':
      return t('boardPlay.log.cowboyOut');
    case 'general':
      return null; // every cowboy that acted goes there: the action's own line says enough (BOARD 3.3)
  }
}

/** A duel: each side's die, firepower and total in pass-track order, then the winner (BOARD 5.2). */
function duelText(view: BoardView, e: Ev<'duel'>, names: readonly string[]): string {
  const sides = e.seats.map((seat, i) => {
    const roll = e.rolls[i] ?? 0;
    const total = e.totals[i] ?? 0;
    return t('boardPlay.log.duelSide', { name: seatName(names, seat), roll, fire: total - roll, total });
  });
  return t('boardPlay.log.duel', {
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
function auctionText(e: Ev<'auction'>, names: readonly string[]): string {
  const a = e.auction;
  if (!a) return t('boardPlay.log.auctionOver');
  const parcels = a.parcels.map(boardParcelName);
  return a.bidder < 0
    ? t('boardPlay.log.auctionOpen', { parcels })
    : t('boardPlay.log.auctionBid', { parcels, name: seatName(names, a.bidder), bid: a.bid });
}

/**
 * The log line of an event, or null when it makes none: the engine's cursor (`progress`, `prompt`, `turn`, a step's
 * end), round tokens (`tokens`), a cowboy going to the general supply after acting, and the events that repeat
 * another's news (`taken` without keeping follows `built`; `keptBuilt` follows `built`).
 */
export function eventText(view: BoardView, e: BoardEvent, names: readonly string[]): string | null {
  const who = (seat: number): string => seatName(names, seat);
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
      return t(e.second ? 'boardPlay.log.chosenSecond' : 'boardPlay.log.chosen', {
        name: who(e.seat),
        character: boardCharacterName(e.card),
      });
    case 'placed':
      return placedText(view, e, names);
    case 'passed':
      return t('boardPlay.log.passed', { name: who(e.seat) });
    case 'cowboy':
      return cowboyText(e, names);
    case 'recruited':
      return t(e.cause === 'captain' ? 'boardPlay.log.recruitedCaptain' : 'boardPlay.log.recruitedRound', {
        name: who(e.seat),
        count: e.count,
      });
    case 'hall':
      if (e.holder < 0) return t('boardPlay.log.hallEmpty');
      return e.previous >= 0
        ? t('boardPlay.log.hallTaken', {
            name: who(e.holder),
            previous: who(e.previous),
          })
        : t('boardPlay.log.hall', { name: who(e.holder) });
    case 'teacher':
      return t('boardPlay.log.teacher', { name: who(e.seat) });
    case 'road':
      return e.seat >= 0
        ? t('boardPlay.log.road', { name: who(e.seat), road: boardRoadName(e.from, e.to) })
        : t('boardPlay.log.roadTown', { road: boardRoadName(e.from, e.to) });
    case 'roads':
      return t('boardPlay.log.roads', { name: who(e.seat), count: e.amount, cause: roadsCause(e.cause) });
    case 'revolvers':
      return t('boardPlay.log.revolvers', { name: who(e.seat), count: e.amount });
    case 'duel':
      return duelText(view, e, names);
    case 'money':
      return t(e.amount >= 0 ? 'boardPlay.log.moneyIn' : 'boardPlay.log.moneyOut', {
        name: who(e.seat),
        amount: Math.abs(e.amount),
        cause: moneyCause(e.cause),
      });
    case 'vp':
      return t(e.amount >= 0 ? 'boardPlay.log.vpIn' : 'boardPlay.log.vpOut', {
        name: who(e.seat),
        count: Math.abs(e.amount),
        cause: vpCause(e.cause),
      });
    case 'bought':
      return e.price > 0
        ? t('boardPlay.log.bought', { name: who(e.seat), parcel: boardParcelName(e.parcel), price: e.price })
        : t('boardPlay.log.claimed', { name: who(e.seat), parcel: boardParcelName(e.parcel) });
    case 'built':
      return e.seat >= 0
        ? t('boardPlay.log.built', {
            name: who(e.seat),
            building: aBuilding(e.kind),
            parcel: boardParcelName(e.parcel),
          })
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
      return e.keep ? t('boardPlay.log.kept', { name: who(e.seat), building: theBuilding(e.kind) }) : null;
    case 'grocer':
      return e.choice === 'cash'
        ? t('boardPlay.log.grocerCash', { name: who(e.seat) })
        : t('boardPlay.log.grocer', { name: who(e.seat), building: buildingName(e.choice) });
    case 'auction':
      return auctionText(e, names);
    case 'over':
      return t('boardPlay.log.over', { name: who(e.winner), count: e.scores[e.winner] ?? 0 });
  }
}
