/**
 * The board screen's model: from the session's view and legal moves, what the table lights and offers. Targets on
 * the board (characters, spaces, parcels, roads) go through pick-then-confirm (boardTurn.ts); the bar's answers are
 * sent as pressed. Words come from the catalogues; the scene only draws this.
 */
import type { BoardAction, BoardView } from '../board/engine';
import { boardIntents } from '../ui/board/boardIntents';
import type { BoardChoice } from '../ui/board/boardIntents';
import { boardTargetLabel, boardOptionText } from '../ui/board/boardTargetText';
import { townTip } from '../ui/board/boardExplainText';
import { t } from '../i18n';
import { MAX_BUTTONS } from '../ui/board/boardLayout';
import { answerText, phaseText, promptText, stepText, turnBanner } from '../ui/board/boardText';
import type { BoardTurn } from './boardTurn';
import type { BoardSession } from './board/boardSession';
import { boardHoldings } from './boardHoldings';
import type { SeatCard } from './boardHoldings';

/** One button of the bar: an answer sent at once, an option of the picked target, or a control. */
export interface BarItem {
  id: string;
  label: string;
  style?: 'primary' | 'secondary' | 'danger' | 'light';
  key?: string;
  /** Sent as pressed. */
  send?: BoardAction;
  /** Chooses this option of the picked target. */
  option?: number;
}

/** What the screen reads of a game: a session, or a replay's step (which offers no moves and no undo). */
export type BoardTable = Pick<BoardSession, 'seats' | 'activeSeat' | 'view' | 'legal' | 'canUndo' | 'names'>;

/** What the table shows now. */
export interface BoardScreen {
  view: BoardView;
  /** The seat whose decision it is, -1 when over. */
  active: number;
  /** True when that seat is a person's on this device. */
  person: boolean;
  town: { cells: Map<number, string>; roads: Set<number>; picked: string | null };
  path: { spaces: Map<string, string>; picked: string | null };
  characters: { cards: Set<number>; picked: string | null };
  bar: { headline: { text: string; colour: number }; question: string; buttons: BarItem[] };
  /** Where the round stands: its number and its phase or step. */
  status: string;
  seats: SeatCard[];
  label(id: string): string;
  /** What hovering parcel p explains; for a lit parcel the person may build on, what the building would earn there. */
  townTip(p: number): string | null;
  over: boolean;
}

/** The targets of the legal moves by id: `char:<card>`, `spot:<spot>`, `parcel:<p>`, `road:<seg>`. */
export function boardTargets(
  view: BoardView,
  legal: readonly BoardAction[],
  roads: boolean,
): { targets: Map<string, BoardAction[]>; choices: BoardChoice[]; anyRoad: boolean } {
  const it = boardIntents(view, legal);
  const targets = new Map<string, BoardAction[]>();
  for (const [card, a] of it.characters) targets.set(`char:${card}`, [a]);
  for (const [spot, list] of it.spots) targets.set(`spot:${spot}`, [...list]);
  for (const [p, list] of it.parcels) targets.set(`parcel:${p}`, [...list]);
  if (roads) for (const r of it.roads) targets.set(`road:${r.seg}`, [r.action]);
  return { targets, choices: it.choices, anyRoad: it.roads.length > 0 };
}

/** The answers that fit `room` buttons on page `page`, with a More button that turns the page when they do not all fit. */
function pageOf(answers: readonly BarItem[], room: number, page: number): BarItem[] {
  if (answers.length <= room) return answers.slice();
  const per = Math.max(1, room - 1);
  const pages = Math.ceil(answers.length / per);
  const at = ((page % pages) + pages) % pages;
  return [
    ...answers.slice(at * per, at * per + per),
    { id: 'more', label: t('boardTable.more'), style: 'secondary' },
  ];
}

/**
 * The screen for the session as it stands, with the person's pick; `room` is how many buttons the bar shows (a
 * phone's bar fewer: when the controls alone do not fit, Confirm and Cancel come first and all are paged).
 */
export function boardScreen(
  s: BoardTable,
  turn: BoardTurn,
  roadMode: boolean,
  page = 0,
  room = MAX_BUTTONS,
): BoardScreen {
  const active = s.activeSeat();
  const seat = s.seats[active];
  const person = active >= 0 && !!seat && !seat.bot;
  const view = s.view(active >= 0 ? active : -1);
  const legal = person ? s.legal(active) : [];
  const { targets, choices, anyRoad } = boardTargets(view, legal, roadMode);
  turn.reset(targets);
  const picked = turn.pickedId();
  const town = { cells: new Map<number, string>(), roads: new Set<number>(), picked };
  const path = { spaces: new Map<string, string>(), picked };
  const characters = { cards: new Set<number>(), picked };
  for (const id of targets.keys()) {
    const [kind, rest = ''] = id.split(/:(.*)/s);
    if (kind === 'char') characters.cards.add(Number(rest));
    else if (kind === 'road') town.roads.add(Number(rest));
    else if (kind === 'parcel') town.cells.set(Number(rest), id);
    else if (rest.startsWith('s:')) path.spaces.set(rest.slice(2), id);
    else town.cells.set(Number(rest.slice(2)), id);
  }
  const buttons: BarItem[] = [];
  const answers: BarItem[] = [];
  if (person) {
    const options = turn.options();
    if (picked && options.length > 1)
      options.forEach((a, i) =>
        buttons.push({
          id: `option-${i}`,
          label: boardOptionText(view, a),
          option: i,
          style: turn.chosen() === i ? 'primary' : 'light',
        }),
      );
    if (turn.pending())
      buttons.push({ id: 'confirm', label: t('boardPlay.confirm'), style: 'primary', key: 'Enter' });
    if (picked)
      buttons.push({ id: 'cancel', label: t('boardPlay.cancel'), style: 'secondary', key: 'Escape' });
    for (const choice of choices)
      answers.push({
        id: choice.kind === 'pass' ? 'pass' : `answer-${choice.value}`,
        label:
          choice.kind === 'pass'
            ? t('boardPlay.pass')
            : answerText(view, choice.prompt, choice.value, s.names()),
        send: choice.action,
      });
    if (anyRoad)
      buttons.push({
        id: 'roads',
        label: t(roadMode ? 'boardTable.roadsDone' : 'boardTable.layRoad'),
        style: 'secondary',
      });
  }
  if (s.canUndo()) buttons.push({ id: 'undo', label: t('boardPlay.undo'), style: 'secondary', key: 'u' });
  const shown =
    buttons.length < room
      ? [...buttons, ...pageOf(answers, room - buttons.length, page)]
      : pageOf(
          [
            ...buttons.filter((b) => b.id === 'confirm' || b.id === 'cancel'),
            ...buttons.filter((b) => b.id !== 'confirm' && b.id !== 'cancel'),
            ...answers,
          ],
          room,
          page,
        );
  const names = s.names();
  const headline =
    active < 0
      ? { text: t('boardTable.over'), colour: 0xe2b456 }
      : {
          text: turnBanner(
            active,
            names,
            s.seats.map((x) => x.bot === null),
          ),
          colour: s.seats[active]?.colour ?? -1,
        };
  const question = active < 0 ? t('boardTable.over') : promptText(view, view.prompt, names);
  const status =
    view.phase === 'actions'
      ? t('boardTable.roundStep', { round: view.round, step: stepText(view.step) })
      : t('boardTable.roundPhase', {
          round: view.round,
          phase: phaseText(view.phase === 'over' ? 'actions' : view.phase),
        });
  return {
    view,
    status,
    active,
    person,
    town,
    path,
    characters,
    bar: { headline, question, buttons: shown },
    seats: boardHoldings(view, s.seats, active),
    label: (id) => boardTargetLabel(view, id),
    townTip: (p) => townTip(view, p, names, targets.get(`parcel:${p}`)),
    over: view.phase === 'over',
  };
}
