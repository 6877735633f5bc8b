/** The board game's score sheet as data: each seat's VP by source over the whole game, then the winner (BOARD 10, 11). */
import type { BoardEvent, VpCause } from '../board/engine';

/** The sheet's lines in the order they are read: VP scored during play, then the final scoring (BOARD 10). */
export const SHEET_CAUSES: readonly VpCause[] = [
  'cowboys',
  'buildings',
  'parcels',
  'bought',
  'handIn',
  'governor',
  'gunsmith',
  'undertaker',
  'finalMoney',
  'finalProperty',
  'station',
  'teacher',
];

/** One line: its source and each seat's VP from it. */
export interface SheetRow {
  cause: VpCause;
  vp: number[];
}

/** The whole sheet: the lines with any VP, each seat's total, and the winner. */
export interface ScoreSheet {
  rows: SheetRow[];
  totals: number[];
  winner: number;
}

/** Adds up the game's VP events by source and seat; the totals equal the seats' VP. */
export function boardScoreSheet(events: readonly BoardEvent[], seats: number): ScoreSheet {
  const by = new Map<VpCause, number[]>(SHEET_CAUSES.map((c) => [c, Array.from({ length: seats }, () => 0)]));
  let winner = -1;
  for (const e of events) {
    if (e.type === 'over') winner = e.winner;
    if (e.type !== 'vp') continue;
    const row = by.get(e.cause) ?? Array.from({ length: seats }, () => 0);
    by.set(e.cause, row);
    row[e.seat] = (row[e.seat] ?? 0) + e.amount;
  }
  const rows = [...by.entries()]
    .filter(([, vp]) => vp.some((v) => v !== 0))
    .map(([cause, vp]) => ({ cause, vp }));
  const totals = Array.from({ length: seats }, (_, i) => rows.reduce((n, r) => n + (r.vp[i] ?? 0), 0));
  return { rows, totals, winner };
}
