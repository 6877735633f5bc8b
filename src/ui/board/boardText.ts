/**
 * The board game's screen words in the current language: the open question, each answer's button, each action's
 * confirm label, whose turn it is, the players' colours, holdings and the final score. The log's lines are in
 * boardLog.ts; both word data from the engine through the catalogues.
 */
import {
  BUILDING_KINDS,
  CAPTAIN_PRICES,
  cashLimit,
  CH,
  doctorTargets,
  finalLines,
  hasPower,
  parcelPrice,
  type BoardAction,
  type BoardView,
  type BuildingKind,
  type FinalLines,
  type Prompt,
  type PromptKind,
} from '../../board/engine';
import { t } from '../../i18n';
import { PLAYER_COLOURS } from '../playerColours';
import { builtKind } from './boardExplain';
import { boardCharacterName, boardParcelName, boardRoadName, boardSpaceName } from '../boardReasonText';
import {
  aBuilding,
  buildingName,
  buildingSpot,
  seatName,
  shownPhaseText,
  sideNames,
  soleYou,
  spotPhrase,
  stateOf,
  theBuilding,
  tokenText,
} from './boardWords';

export { eventText } from './boardLog';
export { phaseText, stepText } from './boardWords';

/** A player colour's name (src/ui/playerColours.ts); the colour's number when it is none. */
export function colourName(i: number): string {
  const key = PLAYER_COLOURS[i]?.name;
  return key ? t(key) : String(i + 1);
}

/** Who acts now and on what: choosing a character, placing a cowboy, or answering a question (BOARD 3). */
export function turnText(view: BoardView, seat: number, names: readonly string[]): string {
  const name = seatName(names, seat);
  if (view.phase === 'over') return t('boardPlay.turn.over');
  if (view.prompt) return t('boardPlay.turn.prompt', { name });
  return t(view.phase === 'characters' ? 'boardPlay.turn.characters' : 'boardPlay.turn.placement', { name });
}

/** The table's banner over the bar: "Your turn" for the one person here, else the person due by name, or a bot thinking (BOARD 3). */
export function turnBanner(seat: number, names: readonly string[], persons: readonly boolean[]): string {
  const name = seatName(names, seat);
  if (!persons[seat]) return t('boardTable.thinking', { name });
  return soleYou(seat, persons) ? t('boardTable.yourTurn') : t('boardTable.turnOf', { name });
}

/** The heading of the round and phase, e.g. "Round 2 of 4 · Phase 3" (BOARD 3). */
export function roundText(view: BoardView): { round: string; phase: string } {
  return { round: t('boardPlay.round', { round: view.round }), phase: shownPhaseText(view) };
}

/** The building a `building` prompt offers (BOARD 4.6). */
const offered = (view: BoardView, space: number): BuildingKind | null => view.display[space] ?? null;

/** The question of the open prompt, or of phases 1 and 2 when there is none (BOARD 2..4, 8, 9.2). */
export function promptText(view: BoardView, prompt: Prompt | null, names: readonly string[]): string {
  if (!prompt) return t(view.phase === 'characters' ? 'boardPlay.ask.character' : 'boardPlay.ask.place');
  switch (prompt.kind) {
    case 'auctionParcel':
      return prompt.first === null
        ? t('boardPlay.ask.auctionFirst')
        : t('boardPlay.ask.auctionSecond', { parcel: boardParcelName(prompt.first) });
    case 'bid':
      return t('boardPlay.ask.bid', {
        parcels: (view.auction?.parcels ?? []).map(boardParcelName),
        bid: prompt.bid,
      });
    case 'parcel':
      return t('boardPlay.ask.parcel', { parcel: boardParcelName(prompt.parcel), price: prompt.price });
    case 'building': {
      const kind = offered(view, prompt.space);
      return t('boardPlay.ask.building', {
        building: kind ? theBuilding(kind) : (boardSpaceName(`bld${prompt.space}`) ?? ''),
        price: prompt.price,
      });
    }
    case 'buyVp':
      return t('boardPlay.ask.buyVp', { price: prompt.price });
    case 'handIn':
      return t('boardPlay.ask.handIn', {
        money: view.seats[prompt.seat]?.money ?? 0,
        limit: cashLimit(stateOf(view), prompt.seat),
      });
    case 'doctor':
      return t(
        hasPower(stateOf(view), prompt.seat, CH.doctor) ? 'boardPlay.ask.doctorFree' : 'boardPlay.ask.doctor',
      );
    case 'side':
      return t('boardPlay.ask.side', sideNames(prompt.card));
    case 'consent':
      return t('boardPlay.ask.consent', {
        builder: seatName(names, prompt.builder),
        building: aBuilding(prompt.building),
        parcel: boardParcelName(prompt.parcel),
        houses: prompt.houses.filter((h) => view.cells[h]?.owner === prompt.seat).map(boardParcelName),
      });
    case 'start':
    case 'paperboy':
    case 'settler':
    case 'captain':
    case 'goldSeeker':
    case 'lawyer':
    case 'deferred':
    case 'grocer':
    case 'grocerNow':
    case 'townHall':
    case 'hallHouse':
    case 'dynamite':
    case 'undertaker':
    case 'duelOrder':
      return t(`boardPlay.ask.${prompt.kind}`);
  }
}

/** A parcel answer, or its "none" label for -1. */
function parcelAnswer(value: number, some: (parcel: string) => string, none: () => string): string {
  return value < 0 ? none() : some(boardParcelName(value));
}

/**
 * The label of the answer `value` to the open prompt of kind `kind` (the prompt's payload is read from
 * `view.prompt`, which an answer always belongs to); the values are those of the engine's answerValues.
 */
export function answerText(
  view: BoardView,
  kind: PromptKind,
  value: number,
  names: readonly string[],
): string {
  const pr = view.prompt?.kind === kind ? view.prompt : null;
  switch (kind) {
    case 'start':
      return t('boardPlay.answer.start', { parcel: boardParcelName(value) });
    case 'paperboy':
      return value < 0
        ? t('boardPlay.answer.paperboyNone')
        : t('boardPlay.answer.paperboy', { character: boardCharacterName(value) });
    case 'settler':
      return t('boardPlay.answer.settler', { parcel: boardParcelName(value) });
    case 'lawyer':
      return parcelAnswer(
        value,
        (parcel) => t('boardPlay.answer.lawyer', { parcel, price: parcelPrice(view.cells, value) }),
        () => t('boardPlay.answer.lawyerNone'),
      );
    case 'goldSeeker':
      return parcelAnswer(
        value,
        (parcel) => t('boardPlay.answer.goldSeeker', { parcel }),
        () => t('boardPlay.answer.goldSeekerNone'),
      );
    case 'auctionParcel':
      return t('boardPlay.answer.auctionParcel', { parcel: boardParcelName(value) });
    case 'captain':
      return value > 0
        ? t('boardPlay.answer.captain', { count: value, price: CAPTAIN_PRICES[value] ?? 0 })
        : t('boardPlay.answer.captainNone');
    case 'bid':
      return value > 0 ? t('boardPlay.answer.bid', { amount: value }) : t('boardPlay.answer.bidNone');
    case 'parcel':
      return value === 1
        ? t('boardPlay.answer.parcelYes', { price: pr?.kind === 'parcel' ? pr.price : 0 })
        : t('boardPlay.answer.parcelNo');
    case 'building':
      return value === 1
        ? t('boardPlay.answer.buildingKeep', { price: pr?.kind === 'building' ? pr.price : 0 })
        : t('boardPlay.answer.buildingNo');
    case 'deferred':
      return t('boardPlay.answer.deferred');
    case 'grocer': {
      const k = BUILDING_KINDS[value];
      return k
        ? t('boardPlay.answer.grocer', { building: buildingName(k) })
        : t('boardPlay.answer.grocerCash');
    }
    case 'grocerNow':
      return t(value === 1 ? 'boardPlay.answer.grocerNow' : 'boardPlay.answer.grocerLater');
    case 'buyVp':
      return value > 0
        ? t('boardPlay.answer.buyVp', { count: value, cost: value * (pr?.kind === 'buyVp' ? pr.price : 0) })
        : t('boardPlay.answer.buyVpNone');
    case 'handIn':
      return value > 0
        ? t('boardPlay.answer.handIn', { amount: value, count: Math.floor(value / 10) })
        : t('boardPlay.answer.handInNone');
    case 'doctor':
      return doctorAnswer(view, pr?.kind === 'doctor' ? pr : null, value);
    case 'townHall':
      return t('boardPlay.answer.townHall', { parcel: boardParcelName(value) });
    case 'hallHouse':
      return t(
        view.cells[value]?.thing === 'house' ? 'boardPlay.answer.townhouse' : 'boardPlay.answer.house',
        {
          parcel: boardParcelName(value),
        },
      );
    case 'side': {
      const sides = sideNames(pr?.kind === 'side' ? pr.card : CH.doctor);
      return t('boardPlay.answer.side', { character: value === 1 ? sides.red : sides.yellow });
    }
    case 'dynamite':
      return parcelAnswer(
        value,
        (parcel) => t('boardPlay.answer.dynamite', { parcel }),
        () => t('boardPlay.answer.dynamiteNone'),
      );
    case 'undertaker':
      return t(value === 0 ? 'boardPlay.answer.undertakerMoney' : 'boardPlay.answer.undertakerVp');
    case 'duelOrder': {
      const d = pr?.kind === 'duelOrder' ? pr.duels[value] : undefined;
      return t('boardPlay.answer.duel', {
        spot: d ? spotPhrase(view, d.spot) : String(value + 1),
        names: (d?.seats ?? []).map((s) => seatName(names, s)),
      });
    }
    case 'consent':
      return t(value === 1 ? 'boardPlay.answer.consentYes' : 'boardPlay.answer.consentNo');
  }
}

/** The Doctor's offer: take the cowboy home (-1), or move it to the value-th later free spot (BOARD 8.14). */
function doctorAnswer(
  view: BoardView,
  pr: Extract<Prompt, { kind: 'doctor' }> | null,
  value: number,
): string {
  if (value < 0 || !pr) return t('boardPlay.answer.doctorNone');
  const s = stateOf(view);
  const spot = doctorTargets(s, pr.seat, pr.key)[value];
  const where = spot ? spotPhrase(view, spot) : String(value + 1);
  return t(hasPower(s, pr.seat, CH.doctor) ? 'boardPlay.answer.doctorFree' : 'boardPlay.answer.doctor', {
    spot: where,
  });
}

/** A cowboy placement as a label: where it goes and with which token (BOARD 3.2, 8.1, 8.9, 8.11). */
function placeText(view: BoardView, a: Extract<BoardAction, { type: 'place' }>): string {
  const rest = a.spot.slice(2);
  let action: string;
  if (a.spot.startsWith('p:'))
    action = t('boardPlay.act.placeParcel', { parcel: boardParcelName(Number(rest)) });
  else if (a.spot.startsWith('b:')) {
    const b = buildingSpot(view, a.spot, a.seat);
    if (b.hall) action = t('boardPlay.act.placeHall');
    else
      action = t(b.attack ? 'boardPlay.act.placeAttack' : 'boardPlay.act.placeDefend', {
        building: b.building,
        parcel: b.parcel,
      });
  } else action = t('boardPlay.act.placeSpace', { space: boardSpaceName(rest) ?? rest });
  const token = tokenText(a);
  return token ? t('boardPlay.act.with', { action, token }) : action;
}

/** Any legal action as a short label for its button or the confirm bar. */
export function actionText(view: BoardView, a: BoardAction, names: readonly string[]): string {
  switch (a.type) {
    case 'character':
      return t('boardPlay.act.character', { character: boardCharacterName(a.card) });
    case 'place':
      return placeText(view, a);
    case 'pass':
      return t('boardPlay.pass');
    case 'road':
      return t('boardPlay.act.road', { road: boardRoadName(a.from, a.to) });
    case 'answer':
      return view.prompt ? answerText(view, view.prompt.kind, a.value, names) : t('boardAct.answer');
    case 'build': {
      const kind = builtKind(view, a);
      const building = kind ? aBuilding(kind) : t('boardAct.build');
      const parcel = boardParcelName(a.parcel);
      return a.houses.length === 0
        ? t('boardPlay.act.build', { building, parcel })
        : t('boardPlay.act.buildHouses', { building, parcel, houses: a.houses.map(boardParcelName) });
    }
  }
}

/** One line of the final score: which source, its words and its VP (BOARD 10). */
export interface FinalLineText {
  id: 'during' | 'money' | 'property' | 'station' | 'teacher' | 'total';
  label: string;
  vp: number;
}

/**
 * A seat's score sheet, line by line (BOARD 10): the VP scored during the game, then the end-of-game sources and the
 * total. Before the end it shows what the end would add now; once the game is over the end's VP are already in the
 * seat's total, and the lines show them apart.
 */
export function finalLineTexts(view: BoardView, seat: number): FinalLineText[] {
  const l: FinalLines = finalLines(stateOf(view), seat);
  const end = l.money + l.property + l.station + l.teacher;
  const vp = view.seats[seat]?.vp ?? 0;
  const during = view.phase === 'over' ? vp - end : vp;
  const total = view.phase === 'over' ? vp : l.total;
  const line = (id: FinalLineText['id'], n: number): FinalLineText => ({
    id,
    label: t(`boardPlay.final.${id}`),
    vp: n,
  });
  return [
    line('during', during),
    line('money', l.money),
    line('property', l.property),
    line('station', l.station),
    line('teacher', l.teacher),
    line('total', total),
  ];
}

/** The winner line: who won with how many VP, and the tie-break when another seat has as many (BOARD 11). */
export function winnerText(scores: readonly number[], winner: number, names: readonly string[]): string {
  const count = scores[winner] ?? 0;
  const tie = scores.some((v, i) => i !== winner && v === count);
  return t(tie ? 'boardPlay.winnerTie' : 'boardPlay.winner', { name: seatName(names, winner), count });
}

/** What a seat's panel shows, by figure (BOARD 2, 5.1). */
export type HoldingId =
  'revolvers' | 'cowboys' | 'onBoard' | 'general' | 'roads' | 'markers' | 'kept' | 'firepower' | 'vp';

/** A figure's short label for a seat panel. */
export function holdingLabel(id: HoldingId | 'money' | 'character' | 'cashLimit'): string {
  return t(`boardPlay.hold.${id}`);
}

/** A figure with its count in words, for a tooltip or a screen reader ("3 cowboys in the personal supply"). */
export function holdingCount(id: HoldingId, count: number): string {
  return t(`boardPlay.count.${id}`, { count });
}

/** A seat's character for its panel, or "no character yet" (BOARD 3.1). */
export function seatCharacterText(view: BoardView, seat: number): string {
  const card = view.seats[seat]?.character ?? -1;
  return card >= 0 ? boardCharacterName(card) : t('boardPlay.noCharacter');
}
