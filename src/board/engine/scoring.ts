/** End-of-game scoring and the winner (BOARD 10, 11). */
import { CH } from './data';
import { symbols } from './grid';
import { hasPower } from './income';
import { passRank, score } from './world';
import type { BoardEvent } from './events';
import type { BoardState } from './types';

/** The end-of-game VP of one seat, by source, on top of the VP already scored. */
export interface FinalLines {
  money: number;
  property: number;
  station: number;
  teacher: number;
  total: number;
}

/** House symbols in the whole city (BOARD 9.3, station). */
export const citySymbols = (s: BoardState): number => s.cells.reduce((n, c) => n + symbols(c.thing), 0);

/** The final lines of a seat (BOARD 10). */
export function finalLines(s: BoardState, seat: number): FinalLines {
  const t = s.seats[seat];
  if (!t) return { money: 0, property: 0, station: 0, teacher: 0, total: 0 };
  const mine = s.cells.filter((c) => c.owner === seat);
  const money = Math.floor(t.money / 6);
  const property = mine.reduce((n, c) => n + (c.thing === 'townhouse' ? 4 : c.thing === 'empty' ? 0 : 2), 0);
  const station = mine.some((c) => c.thing === 'station') ? Math.floor(citySymbols(s) / 2) : 0;
  let teacher = 0;
  if (s.round === 4 && hasPower(s, seat, CH.teacher)) {
    teacher =
      2 * mine.filter((c) => c.thing === 'school' || c.thing === 'prison' || c.thing === 'church').length;
    if (!mine.some((c) => c.thing === 'saloon')) teacher += 2;
  }
  return { money, property, station, teacher, total: t.vp + money + property + station + teacher };
}

/** The winner: most VP, ties to the earlier pass in the last round (BOARD 11). */
export function winnerOf(s: BoardState, totals: readonly number[]): number {
  let best = 0;
  for (let i = 1; i < totals.length; i++) {
    const d = (totals[i] as number) - (totals[best] as number);
    if (d > 0 || (d === 0 && passRank(s, i) < passRank(s, best))) best = i;
  }
  return best;
}

/** Scores the end of the game and closes it. */
export function finishGame(s: BoardState, ev: BoardEvent[]): void {
  const totals = s.seats.map((_, i) => finalLines(s, i).total);
  s.seats.forEach((_, i) => {
    const l = finalLines(s, i);
    score(s, i, l.money, 'finalMoney', ev);
    score(s, i, l.property, 'finalProperty', ev);
    score(s, i, l.station, 'station', ev);
    score(s, i, l.teacher, 'teacher', ev);
  });
  s.winner = winnerOf(s, totals);
  s.phase = 'over';
  s.prompt = null;
  ev.push({ type: 'over', scores: totals, winner: s.winner });
}
