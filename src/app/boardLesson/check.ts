/** Is a move the one the lesson's step waits for, and if not, why not: a code the text layer words kindly. */
import type { BoardAction } from '../../board/engine';
import { matches } from './deal';
import type { LessonStep } from './script';

/** Why a move is not the step's move; the state is left as it is. */
export type LessonWhy =
  /** A reading step: tap to go on first. */
  | { code: 'readFirst' }
  /** The rest of the game is playing itself: watch. */
  | { code: 'watch' }
  /** Another start parcel than the lesson's (BOARD 2). */
  | { code: 'otherStart' }
  /** Another character than the lesson's (BOARD 3.1). */
  | { code: 'otherCharacter'; card: number }
  /** A cowboy on another spot than the lesson's (BOARD 3.2). */
  | { code: 'otherSpot'; parcel: boolean }
  /** A cowboy with a special token, not asked for here (BOARD 8). */
  | { code: 'plainCowboy' }
  /** A pass while the lesson still wants a cowboy placed, or a cowboy while it wants the pass (BOARD 3.2). */
  | { code: 'notPassYet' | 'passNow' }
  /** A road now, when the step asks for something else (BOARD 4.8). */
  | { code: 'roadLater' }
  /** Another road than the lesson's (BOARD 4.8). */
  | { code: 'otherRoad' }
  /** Declining a purchase the lesson makes (BOARD 4.5, 4.6). */
  | { code: 'buyIt' }
  /** Building elsewhere, or with the house elsewhere (BOARD 4.6, 7.1). */
  | { code: 'otherBuild' }
  /** Keeping or leaving the building instead of building it (BOARD 4.6, 4.7). */
  | { code: 'buildIt' }
  /** Another hand-in amount than the lesson's (BOARD 3.4). */
  | { code: 'keepMoney' }
  /** Something that is not part of this step. */
  | { code: 'notNow' };

function onlyAnswers(want: Partial<BoardAction>, a: BoardAction, step: LessonStep): LessonWhy {
  if (step.id === 'start1' || step.id === 'start2') return { code: 'otherStart' };
  if (step.id === 'handIn') return { code: 'keepMoney' };
  if (step.id === 'build') return a.type === 'answer' ? { code: 'buildIt' } : { code: 'otherBuild' };
  return want.type === 'answer' && a.type === 'answer' ? { code: 'buyIt' } : { code: 'notNow' };
}

/** Null when `a` is the step's move; otherwise why it is not. */
export function checkMove(step: LessonStep, a: BoardAction): LessonWhy | null {
  if (step.auto) return { code: 'watch' };
  const want = step.expect;
  if (!want) return { code: 'readFirst' };
  if (matches(want, a)) return null;
  if (a.type === 'road') return want.type === 'road' ? { code: 'otherRoad' } : { code: 'roadLater' };
  switch (want.type) {
    case 'character':
      return a.type === 'character' ? { code: 'otherCharacter', card: want.card ?? -1 } : { code: 'notNow' };
    case 'place':
      if (a.type === 'pass') return { code: 'notPassYet' };
      if (a.type !== 'place') return { code: 'notNow' };
      if (a.spot === want.spot) return { code: 'plainCowboy' };
      return { code: 'otherSpot', parcel: (want.spot ?? '').startsWith('p:') };
    case 'pass':
      return a.type === 'place' ? { code: 'passNow' } : { code: 'notNow' };
    case 'road':
      return { code: 'notNow' };
    default:
      return onlyAnswers(want, a, step);
  }
}
