/** The tab's note that the table is on screen, so a reload goes straight back to the game (a quick, synchronous look). */

const AT_TABLE_KEY = 'carson-city.at-table';
/** The lesson's "in the lesson" mark for this tab. */
export const IN_LESSON_KEY = 'carson-city.in-lesson';
/** The board lesson's "in the lesson" mark for this tab. */
export const IN_BOARD_LESSON_KEY = 'carson-city.in-board-lesson';

/** Remembers (for this tab) that the table is on screen, so a reload goes straight back to the game. */
export function markAtTable(on: boolean): void {
  try {
    if (on) sessionStorage.setItem(AT_TABLE_KEY, '1');
    else sessionStorage.removeItem(AT_TABLE_KEY);
  } catch {
    // No session storage: a reload shows the title, where Continue resumes.
  }
}

/** True when this tab was reloaded while the table was on screen (see bootDestination in storage.ts). */
export function reloadedAtTable(): boolean {
  try {
    // In either lesson (its per-tab mark, kept by tutorial/run.ts or boardLesson/run.ts) a reload also goes back to it.
    return [AT_TABLE_KEY, IN_LESSON_KEY, IN_BOARD_LESSON_KEY].some((k) => sessionStorage.getItem(k) === '1');
  } catch {
    return false;
  }
}
