/** Every legal action of a seat, for bots, interfaces and tests. */
import { answerValues } from './answers';
import { buildOptions } from './build';
import { allSpots, currentSeat, spotOk } from './flow';
import { roadChoices, segmentPoints } from './grid';
import type { BoardAction, BoardState } from './types';

/** The seat that must act now, or -1 when the game is over. */
export function activeSeat(s: BoardState): number {
  return s.phase === 'over' ? -1 : currentSeat(s);
}

/** May the seat lay a road now: whenever the game waits on its decision, in any phase (BOARD 4.8, Decision). */
export function mayLayRoad(s: BoardState, seat: number): boolean {
  return activeSeat(s) === seat && (s.seats[seat]?.roads ?? 0) >= 1;
}

/** All legal actions of `seat` (empty when it is not that seat's turn). */
export function legalActions(s: BoardState, seat: number): BoardAction[] {
  if (activeSeat(s) !== seat) return [];
  const out: BoardAction[] = [];
  if (mayLayRoad(s, seat))
    for (const seg of roadChoices(s)) {
      const [from, to] = segmentPoints(seg);
      out.push({ type: 'road', seat, from, to });
    }
  const pr = s.prompt;
  if (pr) {
    for (const value of answerValues(s, pr)) out.push({ type: 'answer', seat, value });
    if (pr.kind === 'building') {
      const kind = s.display[pr.space];
      if (kind) for (const o of buildOptions(s, seat, kind)) out.push({ type: 'build', seat, ...o });
    }
    if (pr.kind === 'deferred') {
      const kept = s.seats[seat]?.kept ?? [];
      kept.forEach((kind, i) => {
        if (kept.indexOf(kind) !== i) return;
        for (const o of buildOptions(s, seat, kind)) out.push({ type: 'build', seat, kept: i, ...o });
      });
    }
    return out;
  }
  if (s.phase === 'characters') {
    s.characters.forEach((card, i) => {
      if (s.holders[i] === -1) out.push({ type: 'character', seat, card });
    });
    return out;
  }
  if (s.phase === 'placement') {
    out.push({ type: 'pass', seat });
    for (const spot of allSpots(s)) {
      if (spotOk(s, seat, spot, false, false)) out.push({ type: 'place', seat, spot });
      if (spotOk(s, seat, spot, true, false)) out.push({ type: 'place', seat, spot, white: true });
      if (spotOk(s, seat, spot, false, true)) out.push({ type: 'place', seat, spot, noDuel: true });
      if (spotOk(s, seat, spot, false, false, true)) out.push({ type: 'place', seat, spot, dynamite: true });
    }
  }
  return out;
}
