/** The board lesson's words: a step's note and the kind explanation of a wrong move, in the language of the moment. */
import type { BoardEvent, BoardState } from '../../board/engine';
import { t } from '../../i18n';
import type { Key } from '../../i18n/types';
import type { LessonWhy } from './check';
import { LESSON_DEAL, LESSON_SEAT, LESSON_STEPS } from './script';
import type { LessonChoice, LessonStep } from './script';

/** What a note may say about the game so far: read from the session's state and the events of its actions. */
export interface LessonFacts {
  state: BoardState;
  /** The names at the table, in seat order. */
  names: readonly string[];
  /** The person's duel on the lesson's duel parcel, once fought. */
  duel: Extract<BoardEvent, { type: 'duel' }> | null;
  /** The person's building income of round 1, once paid. */
  income: number;
}

const character = (): string => t('board.character.mercenary');
const building = (): string => t(`board.building.${LESSON_DEAL.building}`);
const next = (): string => t('boardLesson.next');

/** The heading of the note: the step number of the lesson. */
export function lessonTitle(index: number): string {
  return t('boardLesson.title', { step: index + 1, count: LESSON_STEPS.length });
}

/** The words of a choice on the last step. */
export function choiceText(choice: LessonChoice): string {
  return t(`boardLesson.choice.${choice}`);
}

/** The note of a step. */
export function lessonText(step: LessonStep, f: LessonFacts): string {
  const s = f.state;
  switch (step.id) {
    case 'welcome':
      return t('boardLesson.step.welcome', { next: next() });
    case 'pickCharacter':
      return t('boardLesson.step.pickCharacter', { name: character() });
    case 'placeBuilding':
    case 'network':
    case 'build':
      return t(`boardLesson.step.${step.id}`, { building: building() });
    case 'buyParcel':
    case 'buyDuelParcel':
      return t(`boardLesson.step.${step.id}`, { price: s.prompt?.kind === 'parcel' ? s.prompt.price : 0 });
    case 'duel': {
      const d = f.duel;
      const at = d ? d.seats.indexOf(LESSON_SEAT) : -1;
      const mine = d?.totals[at] ?? 0;
      const theirs = Math.max(0, ...(d?.totals.filter((_, i) => i !== at) ?? []));
      return t('boardLesson.step.duel', { mine, theirs });
    }
    case 'income':
      return t('boardLesson.step.income', { building: building(), amount: f.income });
    case 'finalScore':
      return t('boardLesson.step.finalScore', {
        vp: s.seats[LESSON_SEAT]?.vp ?? 0,
        winner: f.names[s.winner] ?? '',
      });
    default:
      return t(`boardLesson.step.${step.id}` satisfies Key);
  }
}

/** Why a move is not the lesson's move, in friendly words. */
export function lessonWhyText(why: LessonWhy): string {
  switch (why.code) {
    case 'readFirst':
      return t('boardLesson.why.readFirst', { next: next() });
    case 'otherCharacter':
      return t('boardLesson.why.otherCharacter', { name: character() });
    case 'otherSpot':
      return t(why.parcel ? 'boardLesson.why.otherParcel' : 'boardLesson.why.otherSpace');
    default:
      return t(`boardLesson.why.${why.code}`);
  }
}

/** The facts of the lesson's game from its events (the deal is fixed, so the planned game's events hold them). */
export function lessonFacts(
  state: BoardState,
  names: readonly string[],
  events: readonly BoardEvent[],
): LessonFacts {
  let duel: LessonFacts['duel'] = null;
  let income = 0;
  let round = 1;
  for (const e of events) {
    if (e.type === 'round') round = e.round;
    if (e.type === 'duel' && e.spot === `p:${LESSON_DEAL.duelParcel}` && e.seats.includes(LESSON_SEAT))
      duel = e;
    if (e.type === 'money' && e.seat === LESSON_SEAT && e.cause === 'buildings' && round === 1)
      income += e.amount;
  }
  return { state, names, duel, income };
}
