/** One-time tips for a newcomer's first real games: which tip fits the moment, and which were already shown. */
import type { Action, GameView } from '../cards/engine';
import type { TextStore } from './tutorial/progress';

/** The tips, each shown once. */
export type HintId = 'era' | 'prompt' | 'bid' | 'place' | 'character';

/** Every tip, in the order they are checked. */
export const HINT_IDS: readonly HintId[] = ['era', 'prompt', 'bid', 'place', 'character'];

/** Whether tips are on, and the ones already shown. */
export interface HintState {
  on: boolean;
  seen: HintId[];
}

/** The tip for this moment for the person on screen (`seat`, with these legal actions), or null. */
export function pickHint(
  view: GameView,
  seat: number,
  legal: readonly Action[],
  state: HintState,
): HintId | null {
  if (!state.on || seat < 0) return null;
  const fits: Record<HintId, boolean> = {
    era: view.era === 2,
    prompt: legal.some((a) => a.type === 'use'),
    bid: legal.some((a) => a.type === 'bid'),
    place: legal.some((a) => a.type === 'take' && a.at !== undefined),
    character: (view.seats[seat]?.characters.length ?? 0) > 0,
  };
  return HINT_IDS.find((id) => fits[id] && !state.seen.includes(id)) ?? null;
}

/** Reads the tips' state; anything unreadable means tips on and none shown. */
export function readHints(store: TextStore | null): HintState {
  let raw: unknown = null;
  try {
    raw = JSON.parse(store?.read() ?? 'null');
  } catch {
    raw = null;
  }
  const r = (typeof raw === 'object' && raw !== null ? raw : {}) as { on?: unknown; seen?: unknown };
  const seen = Array.isArray(r.seen) ? HINT_IDS.filter((id) => (r.seen as unknown[]).includes(id)) : [];
  return { on: r.on !== false, seen };
}

/** Saves the tips' state (a full or missing store forgets it). */
export function writeHints(store: TextStore | null, state: HintState): void {
  try {
    store?.write(JSON.stringify(state));
  } catch {
    // Storage full or blocked: tips may show again.
  }
}

/** The state after a tip was shown (and dismissed). */
export function markSeen(state: HintState, id: HintId): HintState {
  return state.seen.includes(id) ? state : { on: state.on, seen: [...state.seen, id] };
}

/** The localStorage slot of the tips' state. */
export const HINTS_KEY = 'carson-city.hints';
/** The localStorage slot of the tutorial's progress. */
export const TUTORIAL_KEY = 'carson-city.tutorial';
