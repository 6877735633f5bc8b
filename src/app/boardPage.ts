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
