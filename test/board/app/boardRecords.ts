/** Board save records for library tests: a finished game played by random bots, and a game cut off part way. */
import { BoardSession } from '../../../src/app/board/boardSession';
import type { BoardSeatConfig } from '../../../src/app/board/boardSession';
import { boardSaveRecord } from '../../../src/app/board/boardSave';
import type { BoardSaveRecord } from '../../../src/app/board/boardSave';
import { playOut } from '../play';
import { readFileSync } from 'node:fs';
import { Library } from '../../../src/app/library';
import { loadSave } from '../../../src/app/saveFormat';
import { MemoryKeyValue, SaveStore } from '../../../src/app/saveStore';
import { easyInPage } from '../../../src/app/boardBots';
import { BoardGames } from '../../../src/app/board/boardGames';
import { BOARD_SAVE_PREFIX } from '../../../src/app/board/boardSave';
import { BoardShelf } from '../../../src/app/board/boardShelf';

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

/** The card game's mid-game fixture as stored text, under id card1. */
export const cardSave = (): string => {
  const text = readFileSync(new URL('../../fixtures/saves/v2-midgame.json', import.meta.url), 'utf8');
  const r = loadSave(text);
  if (!r.ok) throw new Error(r.problem);
  return JSON.stringify({ ...r.save, id: 'card1', updatedAt: 1500 });
};

/** One store holding a card game (card1), an unfinished (b-run) and a finished (b-done) board game, with the library over both. */
export async function shelves(): Promise<{ kv: MemoryKeyValue; games: BoardGames; lib: Library }> {
  const kv = new MemoryKeyValue();
  await kv.setItem('game:card1', cardSave());
  await kv.setItem(`${BOARD_SAVE_PREFIX}b-run`, boardRecord('b-run', { moves: 60, at: 3000 }));
  await kv.setItem(`${BOARD_SAVE_PREFIX}b-done`, boardRecord('b-done', { at: 2500 }));
  let n = 0;
  const games = new BoardGames({ kv, now: () => 4000 + n, newId: () => `new${++n}`, bots: easyInPage });
  const newId = (): string => `lib${++n}`;
  const lib = new Library({
    store: new SaveStore(kv),
    journal: null,
    now: () => 5000,
    newId,
    bots: null,
    board: new BoardShelf({ kv, games, now: () => 5000, newId }),
  });
  return { kv, games, lib };
}
