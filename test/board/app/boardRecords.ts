/** Board save records for library tests: a finished game played by random bots, and a game cut off part way. */
import { BoardSession } from '../../../src/app/board/boardSession';
import type { BoardSeatConfig } from '../../../src/app/board/boardSession';
import { boardSaveRecord } from '../../../src/app/board/boardSave';
import type { BoardSaveRecord } from '../../../src/app/board/boardSave';
import { playOut } from '../play';

/** Seats named P0.. in colours 0.., a person where the level is null. */
export const boardSeats = (bots: (null | 'easy' | 'medium')[]): BoardSeatConfig[] =>
  bots.map((bot, i) => ({ name: `P${i}`, colour: i, bot }));

/** The record of a game of `players` seats (seat 0 a person) after `moves` actions, or to the end without it. */
export function boardRecord(
  id: string,
  opts: { players?: number; seed?: number; moves?: number; at?: number } = {},
): BoardSaveRecord {
  const players = opts.players ?? 3;
  const seed = opts.seed ?? 21;
  const game = playOut({ players }, seed, false);
  const actions = game.actions.slice(0, opts.moves ?? game.actions.length);
  const bots = Array.from({ length: players }, (_, i) => (i === 0 ? null : ('easy' as const)));
  const r = BoardSession.create({ players }, seed, boardSeats(bots), actions);
  if (!r.ok) throw new Error(`record ${id}: ${r.error} at ${r.index}`);
  return boardSaveRecord(r.session, id, 1000, opts.at ?? 2000);
}
