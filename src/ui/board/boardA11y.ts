/**
 * The board game for the screen-reader layer: each lit target spelled out (a parcel by its coordinates with its owner,
 * contents and price; a space with its cost and cowboys; a character with its number and cash limit) and the board
 * on demand (each seat's holdings, the action path with its cowboys, the town row by row).
 */
import {
  CASH_LIMIT,
  SIZE,
  SPACES,
  buildingPrice,
  cashLimit,
  firepower,
  parcelPrice,
  segmentPoints,
  type BoardAction,
  type BoardView,
  type Placement,
  type Thing,
} from '../../board/engine';
import { t } from '../../i18n';
import { commonLabel } from '../a11yGames';
import type { A11yGame, LabelledIntent } from '../a11yGames';
import {
  boardCharacterName,
  boardParcelName,
  boardRoadName,
  boardSpaceName,
  columnLetter,
} from '../boardReasonText';
import { buildIncomeTip } from './boardExplainText';
import { holdingCount, promptText, seatCharacterText, winnerText } from './boardText';
import { buildingName, seatName, shownPhaseText, soleYou, stepText, tokenText } from './boardWords';

/** What the board's layer reads: the view, the seats' names, which seats a person plays here, whose turn it is. */
export interface BoardA11ySource {
  view: BoardView;
  names: readonly string[];
  /** True for each seat a person plays on this device. */
  persons: readonly boolean[];
  /** The seat to act, -1 when nobody is due. */
  active: number;
  /** The one person named You, spoken to in the second person (youSeat); -1 for none. */
  you: number;
  /** How many actions the game holds: the labels change with every one. */
  actions: number;
  /** The person's build actions on parcel p, when it is lit for a building (none when absent). */
  builds?: (p: number) => readonly BoardAction[];
}

/** What stands on a parcel, as a bare noun (no article, so no grammatical case to agree with; BOARD 1, 9). */
export function thingText(thing: Thing): string {
  switch (thing) {
    case 'empty':
    case 'mountain':
    case 'house':
    case 'townhouse':
      return t(`boardA11y.thing.${thing}`);
    default:
      return buildingName(thing);
  }
}

/** A parcel's short coordinates, column letter then row number ("C6", BOARD 1). */
export function cellName(p: number): string {
  return t('boardA11y.cell', { column: columnLetter(p % SIZE), row: Math.floor(p / SIZE) + 1 });
}

/** The cowboys on a spot, by their seats' names (with the token they came with). */
function cowboysOn(view: BoardView, names: readonly string[], spot: string): string[] {
  return view.placements
    .filter((c: Placement) => c.spot === spot)
    .map((c) => {
      const name = seatName(names, c.seat);
      const token = tokenText(c);
      return token ? t('boardA11y.cowboyWith', { name, token }) : name;
    });
}

/** `line`, then the cowboys on `spot` or that there are none. */
function withCowboys(view: BoardView, names: readonly string[], spot: string, line: string): string {
  const list = cowboysOn(view, names, spot);
  return list.length > 0 ? t('boardA11y.cowboys', { line, names: list }) : t('boardA11y.noCowboys', { line });
}

/** A parcel by its coordinates with its owner (or price, unsold) and what stands on it (BOARD 1, 4.5). */
export function parcelText(view: BoardView, names: readonly string[], p: number): string {
  const cell = view.cells[p];
  const parcel = boardParcelName(p);
  if (!cell) return parcel;
  const thing = thingText(cell.thing);
  if (cell.owner >= 0)
    return t('boardA11y.parcelOwned', { parcel, owner: seatName(names, cell.owner), thing });
  // Only the town hall stands on a parcel nobody owns (BOARD 9.2).
  if (cell.thing !== 'empty' && cell.thing !== 'mountain')
    return t('boardA11y.parcelTown', { parcel, thing });
  return t('boardA11y.parcelFree', { parcel, thing, price: parcelPrice(view.cells, p) });
}

/** An action space with its cost for the seat that acts and the cowboys on it (BOARD 4, 4.6). */
export function spaceText(view: BoardView, names: readonly string[], space: string, seat: number): string {
  const name = boardSpaceName(space) ?? space;
  const bld = /^bld(\d)$/.exec(space);
  let line = name;
  if (bld) {
    const i = Number(bld[1]);
    const kind = view.display[i];
    line = kind
      ? t('boardA11y.spaceBuilding', {
          space: name,
          building: buildingName(kind),
          price: buildingPrice(view, seat, i),
        })
      : t('boardA11y.spaceNoBuilding', { space: name });
  }
  return withCowboys(view, names, `s:${space}`, line);
}

/** The words of a board intent: `char:`, `spot:`, `parcel:` and `road:` spelled out, the rest as any screen's. */
export function boardIntentLabel(src: BoardA11ySource, intent: LabelledIntent): string {
  const { view, names } = src;
  const [kind = '', rest = ''] = intent.id.split(/:(.*)/s);
  switch (kind) {
    case 'char': {
      const card = Number(rest);
      return t('boardA11y.character', {
        number: card,
        name: boardCharacterName(card),
        limit: CASH_LIMIT[card] ?? 0,
      });
    }
    case 'parcel': {
      const line = withCowboys(view, names, `p:${rest}`, parcelText(view, names, Number(rest)));
      const [earns] = buildIncomeTip(view, src.builds?.(Number(rest)) ?? []); // BOARD 7.2
      return earns ? t('boardA11y.parcelEarns', { line, earns }) : line;
    }
    case 'road': {
      const [a, b] = segmentPoints(Number(rest));
      return t('boardA11y.road', { road: boardRoadName(a, b) });
    }
    case 'spot': {
      const where = rest.slice(2);
      if (rest.startsWith('s:')) return spaceText(view, names, where, src.active);
      const parcel = parcelText(view, names, Number(where));
      const line = t(rest.startsWith('p:') ? 'boardA11y.spotBuy' : 'boardA11y.spotBuilding', { parcel });
      return withCowboys(view, names, rest, line);
    }
  }
  return commonLabel(intent);
}

/** One seat's holdings: character, money and figures, then its parcels by coordinates (BOARD 2, 5.1). */
function seatLines(view: BoardView, names: readonly string[], seat: number): string[] {
  const st = view.seats[seat];
  if (!st) return [];
  const name = seatName(names, seat);
  const onBoard = view.placements.filter((c) => c.seat === seat && !c.white).length;
  const figures = [
    holdingCount('vp', st.vp),
    holdingCount('revolvers', st.revolvers),
    holdingCount('firepower', firepower(view, seat)),
    holdingCount('cowboys', st.cowboys),
    holdingCount('onBoard', onBoard),
    holdingCount('roads', st.roads),
    holdingCount('markers', st.markers),
    holdingCount('kept', st.kept.length),
  ];
  const out = [
    st.character >= 0
      ? t('boardA11y.seat', {
          name,
          character: seatCharacterText(view, seat),
          money: st.money,
          limit: cashLimit(view, seat),
          figures,
        })
      : t('boardA11y.seatNoCard', {
          name,
          character: seatCharacterText(view, seat),
          money: st.money,
          figures,
        }),
  ];
  const owned: string[] = [];
  view.cells.forEach((c, p) => {
    if (c.owner === seat) owned.push(t('boardA11y.owned', { cell: cellName(p), thing: thingText(c.thing) }));
  });
  out.push(
    owned.length === 0
      ? t('boardA11y.seatNoParcels', { name })
      : t('boardA11y.seatParcels', { name, count: owned.length, parcels: owned }),
  );
  return out;
}

/** The action path space by space, each with its building for sale and its cowboys (BOARD 4). */
export function pathLines(view: BoardView, names: readonly string[]): string[] {
  return [
    t('boardA11y.pathHeading'),
    ...SPACES.map((space) => {
      const name = boardSpaceName(space) ?? space;
      const bld = /^bld(\d)$/.exec(space);
      const kind = bld ? view.display[Number(bld[1])] : null;
      const label = kind ? t('boardA11y.pathBuilding', { space: name, building: buildingName(kind) }) : name;
      const list = cowboysOn(view, names, `s:${space}`);
      return t('boardA11y.pathSpace', {
        space: label,
        cowboys: list.length > 0 ? list : [t('boardA11y.nobody')],
      });
    }),
  ];
}

/** A parcel of the town row: its coordinates, then its owner and contents, and the cowboys on it. */
function townCell(view: BoardView, names: readonly string[], p: number): string {
  const c = view.cells[p];
  const cell = cellName(p);
  if (!c) return cell;
  const thing = thingText(c.thing);
  const line =
    c.owner >= 0
      ? t('boardA11y.cellOwned', { cell, owner: seatName(names, c.owner), thing })
      : t('boardA11y.cellFree', { cell, thing });
  const cowboys = [...cowboysOn(view, names, `p:${p}`), ...cowboysOn(view, names, `b:${p}`)];
  return cowboys.length > 0 ? t('boardA11y.cellCowboys', { line, names: cowboys }) : line;
}

/** The town row by row from the top, every parcel by its coordinates (BOARD 1). */
export function townLines(view: BoardView, names: readonly string[]): string[] {
  const out = [t('boardA11y.townHeading', { rows: SIZE, column: columnLetter(SIZE - 1) })];
  for (let y = 0; y < SIZE; y++) {
    const parcels: string[] = [];
    for (let x = 0; x < SIZE; x++) parcels.push(townCell(view, names, y * SIZE + x));
    out.push(t('boardA11y.townRow', { row: y + 1, parcels: parcels.join('; ') }));
  }
  return out;
}

/** Whose turn it is: the question for a person here, who is awaited otherwise, the winner at the end. */
export function turnLine(src: BoardA11ySource): string {
  const { view, names, active } = src;
  if (view.phase === 'over')
    return winnerText(
      view.seats.map((s) => s.vp),
      view.winner,
      names,
    );
  if (active < 0) return t('boardA11y.waitingNobody');
  const name = seatName(names, active);
  if (!src.persons[active]) return t('boardA11y.waiting', { name });
  const question = promptText(view, view.prompt, names);
  return soleYou(active, src.persons)
    ? t('boardA11y.yourTurn', { question })
    : t('boardA11y.turnOf', { name, question });
}

/** The whole board as text: the round, whose turn, each seat's holdings, the path, the town row by row. */
export function describeBoard(src: BoardA11ySource): string[] {
  const { view, names } = src;
  const out = [t('boardA11y.round', { round: view.round, phase: shownPhaseText(view) })];
  if (view.phase === 'actions') out.push(t('boardA11y.step', { step: stepText(view.step) }));
  out.push(turnLine(src), t('boardA11y.seatsHeading'));
  view.seats.forEach((_, i) => out.push(...seatLines(view, names, i)));
  out.push(...pathLines(view, names), ...townLines(view, names));
  return out;
}

/** The board game as the screen-reader layer asks for it, reading the game on screen from `source`. */
export function boardA11yGame(source: () => BoardA11ySource | null): A11yGame {
  return {
    labels: () => {
      const src = source();
      return (i) => (src ? boardIntentLabel(src, i) : commonLabel(i));
    },
    describe: () => {
      const src = source();
      return src ? describeBoard(src) : [t('a11y.noGame')];
    },
    version: () => String(source()?.actions ?? -1),
  };
}
