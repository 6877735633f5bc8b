/** The lesson's moves: the scripted ones, and the ones made for the player while the rest of Era I plays itself. */
import {
  LINE_KEYS,
  applyAction,
  auctionValue,
  createGame,
  legalActions,
  seatTotal,
} from '../../cards/engine';
import type { Action, GameState, LineKey, SeatBreakdown } from '../../cards/engine';
import { TUTORIAL_SEED, TUTORIAL_STEPS, tutorialSetup } from './script';

function same(a: Action, b: Action): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The player's move made for them (seat 0), or null when they have none: abilities declined, the highest auction
 * card in hand, and the take (card and spot) that adds the most points now, the earliest of equals.
 */
export function autoMove(s: GameState): Action | null {
  const legal = legalActions(s, 0);
  if (legal.length === 0) return null;
  const bids = legal.filter((a) => a.type === 'bid');
  if (bids.length) {
    const value = (a: Action): number => (a.type === 'bid' ? auctionValue(a.card) : 0);
    return bids.reduce((best, a) => (value(a) > value(best) ? a : best));
  }
  const takes = legal.filter((a) => a.type === 'take');
  if (takes.length) {
    let best: Action = takes[0] as Action;
    let most = -Infinity;
    for (const a of takes) {
      const r = applyAction(s, a);
      const vp = r.ok ? seatTotal(r.state, 0) : -Infinity;
      if (vp > most) {
        most = vp;
        best = a;
      }
    }
    return best;
  }
  return legal.find((a) => a.type === 'pass') ?? legal.find((a) => a.type !== 'sell') ?? null;
}

/** True when `a` is the move autoMove makes in `s`. */
export function isAutoMove(a: Action, s: GameState): boolean {
  const m = autoMove(s);
  return m !== null && same(a, m);
}

/** True once Era I is over (the step that plays it through is done). */
export function eraOver(s: GameState): boolean {
  return s.era === 2 || s.phase === 'over';
}

/**
 * The moves made for the player from the end of the scripted rounds to the start of Era II (the same every time),
 * played out anew on each call: the lesson keeps them with `eraEndOnce`.
 */
export function eraEndMoves(): Action[] {
  const r = createGame(tutorialSetup('You'), TUTORIAL_SEED);
  if (!r.ok) throw new Error(`tutorial deal refused: ${r.error}`);
  let s = r.state;
  const auto = TUTORIAL_STEPS.findIndex((x) => x.auto);
  for (const step of TUTORIAL_STEPS.slice(0, auto)) {
    if (!step.action) continue;
    const n = applyAction(s, step.action);
    if (!n.ok) throw new Error(`tutorial move refused: ${n.error}`);
    s = n.state;
  }
  const out: Action[] = [];
  for (let guard = 0; !eraOver(s) && guard < 500; guard++) {
    const a = autoMove(s);
    if (!a) throw new Error('tutorial: nobody to move before the era ends');
    const n = applyAction(s, a);
    if (!n.ok) throw new Error(`tutorial auto move refused: ${n.error}`);
    out.push(a);
    s = n.state;
  }
  return out;
}

/** `eraEndMoves` played out on the first call only; each owner (a lesson, an App's Lessons) keeps its own. */
export function eraEndOnce(): () => Action[] {
  let moves: Action[] | null = null;
  return () => (moves ??= eraEndMoves());
}

/**
 * The moves of the steps before `index`: replaying them from the deal brings the table to that step. The era's end
 * comes from `eraEnd`.
 */
export function actionsBefore(index: number, eraEnd: () => Action[] = eraEndMoves): Action[] {
  return TUTORIAL_STEPS.slice(0, index).flatMap((s) => (s.action ? [s.action] : s.auto ? eraEnd() : []));
}

/** The line of the player's score sheet the lesson explains: the one worth most (characters aside), or Ranches. */
export function sheetLine(b: SeatBreakdown): LineKey {
  if (b.virtual) return 'ranches';
  let best: LineKey = 'ranches';
  let most = 0;
  for (const k of LINE_KEYS) {
    const v = b.lines.find((l) => l.line === k)?.value ?? 0;
    if (k !== 'characters' && v > most) {
      most = v;
      best = k;
    }
  }
  return best;
}
