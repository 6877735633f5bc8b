/** Crafted saves for the fault tests, built in Node from the fixtures and the engine (expected digests included). */
import { readFileSync } from 'node:fs';
import { stateDigest } from '../../src/app/digest';
import {
  activeSeats,
  applyAction,
  createGame,
  legalActions,
  replay,
  seatTotal,
} from '../../src/cards/engine';
import type { Action, GameSetup } from '../../src/cards/engine';
import { chooser } from './driver';

/** A save file's fields as the fixtures hold them. */
export interface RawSave {
  schemaVersion: number;
  id: string;
  createdAt: number;
  updatedAt: number;
  setup: GameSetup;
  seed: number;
  actions: Action[];
  finished: boolean;
  totals?: unknown;
  winners?: unknown;
}

/** A fixture save, parsed. */
export function fixtureSave(name: 'v2-finished.json' | 'v2-midgame.json'): RawSave {
  return JSON.parse(readFileSync(new URL(`../fixtures/saves/${name}`, import.meta.url), 'utf8')) as RawSave;
}

/** The hook's digest of the state after these moves; throws when they do not replay (a broken fixture). */
export function digestAfter(setup: GameSetup, seed: number, actions: readonly Action[]): string {
  const r = replay(setup, seed, actions);
  if (!r.ok) throw new Error(`moves do not replay: ${JSON.stringify(r)}`);
  return stateDigest(r.state);
}

/** Seat totals of a finished save, from the replay. */
export function trueTotals(save: RawSave): number[] {
  const r = replay(save.setup, save.seed, save.actions);
  if (!r.ok) throw new Error('fixture does not replay');
  return save.setup.seats.map((_, i) => seatTotal(r.state, i));
}

/** A seat name that is not text, put into a copy of a save (the file is what an attacker writes, so anything goes). */
export function withName(save: RawSave, id: string, name: unknown): RawSave {
  const seats = save.setup.seats.map((s, i) => (i === 0 ? { ...s, name } : s));
  return { ...save, id, setup: { ...save.setup, seats } as unknown as GameSetup };
}

/**
 * A solo game (the fixtures' setup) that stops where its person must answer an ability prompt in the last round of
 * era 1, found by seeded play over the legal moves: seed and moves. Throws when no seed under 400 gets there.
 */
export function promptNearEraEnd(setup: GameSetup): { seed: number; actions: Action[] } {
  for (let seed = 1; seed < 400; seed++) {
    const made = createGame(setup, seed);
    if (!made.ok) throw new Error('the fixture setup does not start');
    let s = made.state;
    const pick = chooser(seed);
    const actions: Action[] = [];
    while (s.phase !== 'over' && s.era === 1) {
      if (!activeSeats(s).includes(0)) break;
      const legal = legalActions(s, 0);
      if (s.round >= 8 && legal.some((a) => a.type === 'use')) return { seed, actions };
      const a = pick(legal);
      const next = applyAction(s, a);
      if (!next.ok) throw new Error(`a legal move failed: ${next.error}`);
      s = next.state;
      actions.push(a);
    }
  }
  throw new Error('no seed reaches an ability prompt late in era 1');
}
