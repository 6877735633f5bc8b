/** What the board screen draws of the lesson: the step's note, where it points, its buttons, and a refusal's words. */
import { t } from '../../i18n';
import type { Key } from '../../i18n/types';
import type { BoardLesson } from './lesson';
import type { BoardLessonRefusal } from './run';
import type { LessonChoice, LessonStepId, LessonTarget } from './script';
import { LESSON_STEPS } from './script';
import { choiceText, lessonText, lessonTitle, lessonWhyText } from './text';

/** The lesson's note as data and words: the scene draws it and sends taps back to BoardLessons. */
export interface BoardLessonNote {
  id: LessonStepId;
  index: number;
  count: number;
  /** The catalogue key of the note's text (its placeholders are filled in `text`). */
  key: Key;
  /** What the step points at (see LessonTarget), or null. */
  target: LessonTarget | null;
  /** False while the bots take their turns: the scene shows `waiting` instead of the note. */
  ready: boolean;
  title: string;
  text: string;
  waiting: string;
  /** The "go on" button's label on a reading step, null where the step waits for a move or a choice. */
  next: string | null;
  /** The last step's buttons. */
  choices: { choice: LessonChoice; label: string }[];
}

/** The note of the lesson's step now. */
export function lessonNote(lesson: BoardLesson): BoardLessonNote {
  const step = lesson.step;
  const reading = !step.expect && !step.auto && !step.choices && !lesson.last;
  return {
    id: step.id,
    index: lesson.stepIndex,
    count: LESSON_STEPS.length,
    key: `boardLesson.step.${step.id}`,
    target: step.target,
    ready: lesson.ready(),
    title: lessonTitle(lesson.stepIndex),
    text: lessonText(step, lesson.facts()),
    waiting: t('boardLesson.waiting'),
    next: reading ? t('boardLesson.next') : null,
    choices: (step.choices ?? []).map((choice) => ({ choice, label: choiceText(choice) })),
  };
}

/** Why a move was not made, in the player's words. */
export function refusalText(why: BoardLessonRefusal): string {
  return why.code === 'waiting' ? t('boardLesson.waiting') : lessonWhyText(why);
}
