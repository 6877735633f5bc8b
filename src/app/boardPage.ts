/** Which part of the board a phone shows: everything on a wide table, else the page that holds the decision's targets. */
import type { BoardScreen } from './boardScreen';
import type { PhoneMode, PhonePage, PhoneShows } from '../ui/board/boardLayoutPhone';

/** A wide table draws everything at once. */
export const WIDE_SHOWS: PhoneShows = {
  town: true,
  path: true,
  characters: true,
  tracks: true,
  vp: true,
  seats: true,
  log: true,
};

/** Where a decision's targets are: parcels or roads in the town, spaces on the path, character cards. */
export interface PageTargets {
  town: boolean;
  path: boolean;
  people: boolean;
}

/** The targets of a screen model, by the part of the board they lie in. */
export function pageTargets(sc: BoardScreen): PageTargets {
  return {
    town: sc.town.cells.size + sc.town.roads.size > 0 || sc.town.picked?.startsWith('parcel') === true,
    path: sc.path.spaces.size > 0,
    people: sc.characters.cards.size > 0,
  };
}

/** The phone page to show: the page shown when it has targets, else the first that has (landscape always shows the town). */
export function duePage(mode: PhoneMode, now: PhonePage, on: PageTargets): PhonePage {
  const has: Record<PhonePage, boolean> = {
    town: mode === 'portrait' && on.town,
    path: on.path || (mode === 'portrait' && on.people),
    people: mode === 'short' && on.people,
    players: false,
    log: false,
    menu: false,
  };
  if (has[now] || (mode === 'short' && on.town)) return now;
  const order: PhonePage[] = ['town', 'path', 'people'];
  return order.find((p) => has[p]) ?? now;
}

/** The part of the board a lesson's target (scripts of boardLesson/script.ts) lies in; null for the bar's buttons. */
export function targetPart(target: string): keyof PageTargets | 'seats' | null {
  if (/^(parcel|road):|^spot:[pb]:|^area:town$/.test(target)) return 'town';
  if (/^spot:s:|^area:path$/.test(target)) return 'path';
  if (/^char:|^area:characters$/.test(target)) return 'people';
  if (/^area:(seats|sheet)$/.test(target)) return 'seats';
  return null;
}

/** The phone page that shows a lesson's target: the seats' page for the seats, else as for a decision's targets. */
export function lessonPage(mode: PhoneMode, now: PhonePage, target: string | null): PhonePage {
  const part = target ? targetPart(target) : null;
  if (part === null) return now;
  if (part === 'seats') return 'players';
  // The short phone always shows the town, beside any page.
  if (part === 'town' && mode === 'short') return now;
  return duePage(mode, 'log', { town: part === 'town', path: part === 'path', people: part === 'people' });
}
