/** Seat cities kept as row bit masks across a fast playout, pooled per state (RULES 4). */
import { CityMasks } from './cityMasks';
import type { CityScanner } from './cityMasks';
import type { BuildFlags } from './city';
import { characterNames } from './seatCity';
import type { GameState } from './types';
import { zoneIndex } from './zoneIndex';

export type { CityScanner } from './cityMasks';

/** Masks are kept for the most recently used states only, and reused, so a playout allocates none. */
const POOL_SIZE = 16;
interface Slot {
  state: GameState | null;
  masks: CityMasks[];
  used: number;
}
const slots: Slot[] = [];
let tick = 0;
let last = -1;

function masksOf(s: GameState): CityMasks[] {
  tick++;
  const hit = slots[last];
  if (hit && hit.state === s) {
    hit.used = tick;
    return hit.masks;
  }
  let free = -1;
  let over = -1;
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i] as Slot;
    if (slot.state === s) {
      slot.used = tick;
      last = i;
      return slot.masks;
    }
    // A finished game's slot goes first: its state is not asked again, and holding it keeps it alive.
    if (over < 0 && slot.state?.phase === 'over') over = i;
    if (free < 0 || slot.used < (slots[free] as Slot).used) free = i;
  }
  const pick = over >= 0 ? over : slots.length < POOL_SIZE ? -1 : free;
  if (pick < 0) {
    slots.push({ state: s, masks: [], used: tick });
    last = slots.length - 1;
  } else {
    const slot = slots[pick] as Slot;
    slot.state = s;
    slot.used = tick;
    for (const m of slot.masks) m?.reset();
    last = pick;
  }
  return (slots[last] as Slot).masks;
}

/**
 * A placement scanner of a seat's city in `s`, kept between calls on the same state object: after a card is
 * placed on top only that card is added; any other change (a sale, another state) rebuilds. Valid until `s`
 * changes or the scanner of another state is asked for (ask again then: it is cheap while nothing moved).
 */
export function cityScanner(s: GameState, seat: number, flags: BuildFlags): CityScanner {
  const ix = zoneIndex(s);
  const ver = ix.cityVer[seat] as number;
  // The last answer again (a take's choices, its pick and its check ask alike): versions are never reused.
  if (s === lastState && seat === lastSeat && lastMasks?.preparedFor(ver, flags)) return lastMasks;
  const m = masksFor(s, seat);
  if (!m.preparedFor(ver, flags)) {
    m.sync(s, seat, ix);
    m.prepare(flags);
  }
  lastState = s;
  lastSeat = seat;
  lastMasks = m;
  return m;
}

/** A real seat's total as if the game ended now (`seatTotal`), scored on the seat's kept city masks. */
export function keptCityTotal(s: GameState, seat: number): number {
  const m = masksFor(s, seat);
  m.sync(s, seat, zoneIndex(s));
  return m.total({ characters: characterNames(s, seat), sold: s.seats[seat]?.sold ?? 0 });
}

let lastState: GameState | null = null;
let lastSeat = -1;
let lastMasks: CityMasks | null = null;

function masksFor(s: GameState, seat: number): CityMasks {
  const list = masksOf(s);
  let m = list[seat];
  if (!m) {
    m = new CityMasks();
    list[seat] = m;
  }
  return m;
}
