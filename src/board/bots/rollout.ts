/** Fast playouts for Hard: every seat plays a cheap version of Medium until the round ends (BOARD 3). */
import { activeSeat, applyAction, legalActions, type BoardAction, type BoardState } from '../engine';
import { margin, worth } from './evaluate';
import { MEDIUM } from './medium';
import { connectingRoad, spread } from './policy';
import { spotContext, spotValue } from './spots';

/** Answers tried per prompt in a playout. */
const TRIES = 5;

/** A quick choice: spots by value, characters at random, prompts by a few answers tried through the engine. */
export function quickAction(
  s: BoardState,
  seat: number,
  legal: readonly BoardAction[],
  rnd: () => number,
): BoardAction {
  const first = legal[0] as BoardAction;
  if (legal.length === 1) return first;
  const road = connectingRoad(s, seat, legal);
  if (road) return road.action;
  const rest = legal.filter((a) => a.type !== 'road');
  if (rest.length === 0) return first;
  if (!s.prompt && s.phase === 'characters') return rest[Math.floor(rnd() * rest.length)] as BoardAction;
  let best = rest[0] as BoardAction;
  let bestV = -Infinity;
  if (!s.prompt && s.phase === 'placement') {
    const c = spotContext(s, seat, true);
    const cowboys = s.seats[seat]?.cowboys ?? 0;
    for (const a of rest) {
      const v =
        a.type === 'place'
          ? spotValue(c, a.spot, a.noDuel === true) + (a.white ? 0.25 : 0)
          : MEDIUM.keep + (cowboys <= 1 ? 0.3 : 0);
      const noisy = v + rnd() * 0.3;
      if (noisy > bestV) {
        bestV = noisy;
        best = a;
      }
    }
    return best;
  }
  for (const a of spread(rest, TRIES)) {
    const r = applyAction(s, a);
    if (!r.ok) continue;
    const v = worth(r.state, seat) + rnd() * 0.05;
    if (v > bestV) {
      bestV = v;
      best = a;
    }
  }
  return best;
}

/** Playout steps per seat at most: a round takes about 11 per seat, setup and round 1 together more. */
export const STEPS_PER_SEAT = 15;

/** Plays `s` on to the end of its round (or of the game, or the step cap) and returns the seat's lead then, in VP. */
export function playRound(start: BoardState, me: number, rnd: () => number): number {
  let s = start;
  const round = s.round;
  const cap = STEPS_PER_SEAT * s.seats.length;
  for (let n = 0; n < cap && s.phase !== 'over' && s.round === round; n++) {
    const seat = activeSeat(s);
    const legal = legalActions(s, seat);
    if (legal.length === 0) break;
    const r = applyAction(s, quickAction(s, seat, legal, rnd));
    if (!r.ok) break;
    s = r.state;
  }
  return margin(s, me);
}
