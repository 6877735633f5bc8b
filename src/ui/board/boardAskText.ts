/** Words of the board game's questions and of each answer's button, from the prompt and the answer's meaning (data). */
import { GROCER_MONEY } from '../../board/engine';
import type { BoardView, Prompt } from '../../board/engine';
import { formatList, t } from '../../i18n';
import { boardBuildingName, boardCharacterName, boardParcelName, boardSpaceName } from '../boardReasonText';
import type { AnswerMeaning, BoardChoice } from './boardIntents';

/** A spot in words: a space of the path, or the parcel a cowboy stands on. */
export function boardSpotName(spot: string): string {
  if (spot.startsWith('s:')) return boardSpaceName(spot.slice(2)) ?? spot;
  return boardParcelName(Number(spot.slice(2)));
}

/** The question of an open prompt (BOARD 2, 3.4, 4, 8, 9.2). */
export function promptText(view: BoardView, pr: Prompt, names: readonly string[]): string {
  switch (pr.kind) {
    case 'parcel':
      return t('boardAsk.q.parcel', { parcel: boardParcelName(pr.parcel), price: pr.price });
    case 'building': {
      const kind = view.display[pr.space];
      return t('boardAsk.q.building', { building: kind ? boardBuildingName(kind) : '', price: pr.price });
    }
    case 'bid':
      return t('boardAsk.q.bid', { bid: pr.bid });
    case 'buyVp':
      return t('boardAsk.q.buyVp', { price: pr.price });
    case 'side':
      return t('boardAsk.q.side', { card: boardCharacterName(pr.card) });
    case 'consent':
      return t('boardAsk.q.consent', {
        builder: names[pr.builder] ?? '',
        building: boardBuildingName(pr.building),
      });
    case 'grocer':
    case 'grocerNow':
      return t(`boardAsk.q.${pr.kind}`, { money: GROCER_MONEY });
    default:
      return t(`boardAsk.q.${pr.kind}`);
  }
}

/** The label of an answer's button from its meaning. */
export function meaningText(m: AnswerMeaning, names: readonly string[]): string {
  switch (m.kind) {
    case 'none':
      return t('boardAsk.a.none');
    case 'buyParcel':
      return m.buy ? t('boardAsk.a.buy', { price: m.price }) : t('boardAsk.a.leave');
    case 'keepBuilding':
      return m.buy ? t('boardAsk.a.keep', { price: m.price }) : t('boardAsk.a.leave');
    case 'keepAll':
      return t('boardAsk.a.keepAll');
    case 'cowboys':
      return m.count === 0
        ? t('boardAsk.a.noCowboys')
        : t('boardAsk.a.cowboys', { count: m.count, price: m.price });
    case 'bid':
      return m.amount === 0 ? t('boardAsk.a.dropOut') : t('boardAsk.a.bid', { amount: m.amount });
    case 'vp':
      return m.count === 0 ? t('boardAsk.a.noVp') : t('boardAsk.a.vp', { count: m.count, cost: m.cost });
    case 'handIn':
      return t('boardAsk.a.handIn', { amount: m.amount, vp: m.vp });
    case 'grocer':
      return m.building
        ? t('boardAsk.a.grocerKind', { building: boardBuildingName(m.building) })
        : t('boardAsk.a.grocerMoney', { money: m.money });
    case 'grocerNow':
      return m.take ? t('boardAsk.a.grocerMoney', { money: m.money }) : t('boardAsk.a.grocerLater');
    case 'duel':
      return t('boardAsk.a.duel', {
        spot: boardSpotName(m.spot),
        seats: formatList(m.seats.map((s) => names[s] ?? '')),
      });
    case 'consent':
      return t(m.yes ? 'boardAsk.a.yes' : 'boardAsk.a.no');
    case 'side':
      return t(m.red ? 'boardAsk.a.red' : 'boardAsk.a.yellow');
    case 'undertaker':
      return t(m.pay === 'money' ? 'boardAsk.a.payMoney' : 'boardAsk.a.payVp');
    case 'doctor':
      return t(m.free ? 'boardAsk.a.doctorFree' : 'boardAsk.a.doctor', { spot: boardSpotName(m.spot) });
  }
}

/** The label of a bar button: pass, or an answer. */
export function choiceText(c: BoardChoice, names: readonly string[]): string {
  return c.kind === 'pass' ? t('boardTable.pass') : meaningText(c.meaning, names);
}
