/** The tutorial's words: a step's note and the kind explanation of a wrong move, in the language of the moment. */
import { characterDef, isCharacter, seatTotal, terrainDef, viewFor } from '../../cards/engine';
import type { EntityId, GameState, SeatBreakdown } from '../../cards/engine';
import { formatList, t } from '../../i18n';
import { characterName, contentName } from '../../i18n/names';
import { explainSeats } from '../scoreExplain';
import { sheetLine } from './auto';
import { DEAL, TUTORIAL_STEPS } from './script';
import type { TutorialStep } from './script';
import type { TutorialWhy } from './check';

function cardName(id: EntityId): string {
  if (isCharacter(id)) return characterName(characterDef(id).name);
  const shown = [...new Set(terrainDef(id).parcels.filter((c) => c !== '.'))];
  return formatList(shown.map(contentName));
}

/** The buttons a lesson sentence names, by placeholder: each is worded by the button's own key, so they never drift. */
export const LESSON_BUTTONS = {
  next: 'tutorial.next',
  place: 'turn.place',
  openSheet: 'tutorial.openSheet',
} as const;

/** A button's words as the button shows them. */
function button(name: keyof typeof LESSON_BUTTONS): string {
  return t(LESSON_BUTTONS[name]);
}

/** The player's score sheet explained, line by line (seat 0 of the tutorial's deal). */
export function explainSheet(s: GameState): SeatBreakdown {
  return explainSeats(viewFor(s, 0))[0] as SeatBreakdown;
}

/** The heading of the note: the step number of the lesson. */
export function stepTitle(index: number): string {
  return t('tutorial.title', { step: index + 1, count: TUTORIAL_STEPS.length });
}

/**
 * The note of a step (the player's city is seat 0 of the tutorial's deal); `panel`: on a phone the sheet's figure is
 * explained in a panel over the sheet, not beside a ringed figure.
 */
export function stepText(step: TutorialStep, s: GameState, panel = false): string {
  switch (step.id) {
    case 'scoring':
      return t('tutorial.step.scoring', { name: cardName(DEAL.banker) });
    case 'action':
      return t('tutorial.step.action', { name: cardName(DEAL.heroes) });
    case 'takeHeroes':
      return t('tutorial.step.takeHeroes', { name: cardName(DEAL.heroes) });
    case 'era':
      return t('tutorial.step.era', { name: cardName(DEAL.heroes) });
    case 'welcome':
      return t('tutorial.step.welcome', { next: button('next') });
    case 'firstCard':
      return t('tutorial.step.firstCard', { place: button('place') });
    case 'scoreSheet':
      return t('tutorial.step.scoreSheet', { vp: seatTotal(s, 0), openSheet: button('openSheet') });
    case 'readSheet': {
      const b = explainSheet(s);
      const line = sheetLine(b);
      const vp = b.virtual ? 0 : (b.lines.find((l) => l.line === line)?.value ?? 0);
      return t(panel ? 'tutorial.step.readSheetPanel' : 'tutorial.step.readSheet', {
        line: t(`line.${line}`),
        vp,
        total: seatTotal(s, 0),
        next: button('next'),
      });
    }
    default:
      return t(`tutorial.step.${step.id}`);
  }
}

/** Why a move is not the lesson's move, in friendly words. */
export function whyText(why: TutorialWhy): string {
  switch (why.code) {
    case 'otherBid':
      return t('tutorial.why.otherBid', { want: why.want, got: why.got });
    case 'otherCard':
      return t('tutorial.why.otherCard', { name: cardName(why.want) });
    case 'readFirst':
      return t('tutorial.why.readFirst', { next: button('next') });
    default:
      return t(`tutorial.why.${why.code}`);
  }
}
