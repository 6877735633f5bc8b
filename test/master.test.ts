/** The Master level's rollouts: how far they play and that they play the same game for every candidate. */
import { describe, expect, it } from 'vitest';
import { hardPlayTo } from './hardPlay';
import { activeSeats, cloneState, legalActions, viewFor } from '../src/cards/engine';
import type { GameEvent, GameSetup, GameState } from '../src/cards/engine';
import { Rand } from '../src/cards/bots/common';
import { determinize } from '../src/cards/bots/determinize';
import { MASTER, makeMaster, rollRounds } from '../src/cards/bots/master';
import { makeHard } from '../src/cards/bots/hard';
import type { Bot } from '../src/cards/bots/types';

const SETUP: GameSetup = {
  seats: [
    { kind: 'real', name: 'Ann', suit: 'hat', controller: 'hard' },
    { kind: 'real', name: 'Bob', suit: 'star', controller: 'hard' },
    { kind: 'virtual', name: 'Cy', suit: 'cactus', strength: 'expert' },
    { kind: 'virtual', name: 'Di', suit: 'boot', strength: 'expert' },
  ],
};

/** Hard plays until the first take of round `round` of era `era`; that state. */
function takingAt(era: number, round: number, seed: number): GameState {
  return hardPlayTo(SETUP, seed, (s) => s.era === era && s.round === round && s.phase === 'taking');
}

/** Hard plays until seat 0 is asked for its bid in round `round` of era `era`; that state. */
function biddingAt(era: number, round: number, seed: number): GameState {
  return hardPlayTo(
    SETUP,
    seed,
    (s, seat) => s.era === era && s.round === round && s.phase === 'bidding' && seat === 0,
  );
}

/** Era and round of the first state after `s` rolled out `rounds` more rounds, and the cards placed then. */
function rolled(s0: GameState, rounds: number, seed: number): { at: string; placed: string } {
  const s = cloneState(s0);
  const ev: GameEvent[] = [];
  rollRounds(s, 0, rounds, new Rand(seed), ev);
  const placed = Array.from(s.c.zone, (z, id) => (z === 'city' ? `${id}:${s.c.owner[id]}` : ''))
    .filter(Boolean)
    .join();
  return { at: `${s.era}.${s.round}.${s.phase}`, placed };
}

describe('Master rollouts', () => {
  it('stop after this round’s takes, or after the takes of the rounds asked for', () => {
    const s = takingAt(1, 3, 5);
    expect(rolled(s, 0, 1).at).toBe('1.4.bidding');
    expect(rolled(s, 1, 1).at).toBe('1.5.bidding');
    expect(rolled(s, 2, 1).at).toMatch(/^1\.6\.(before|bidding)$/);
    expect(rolled(s, 1, 1).placed.length).toBeGreaterThan(rolled(s, 0, 1).placed.length);
  });

  it('play no action of the next era', () => {
    const s = takingAt(1, 9, 6);
    expect(rolled(s, 2, 1).at).toMatch(/^2\.1\.(before|bidding)$/);
    expect(rolled(s, 2, 1)).toEqual(rolled(s, 0, 1));
  });

  it('see other worlds only when they reach a later round (this round’s takes hide nothing)', () => {
    const s = takingAt(1, 2, 7);
    const view = viewFor(s, activeSeats(s)[0] as number);
    const worlds = [1, 2, 3, 4, 5, 6].map((k) => determinize(view, k));
    expect(new Set(worlds.map((w) => rolled(w, 0, 1).placed)).size).toBe(1);
    expect(new Set(worlds.map((w) => rolled(w, 1, 1).placed)).size).toBeGreaterThan(1);
    expect(rolled(worlds[0] as GameState, 1, 3)).toEqual(rolled(worlds[0] as GameState, 1, 3));
  });
});

describe('Master on a slow device', () => {
  /** Master with a clock that moves `step` ms per rollout played (the thinking before its search costs nothing). */
  function timed(step: number, maxMs: number): { bot: Bot; elapsed: () => number; rollouts: () => number } {
    let rollouts = 0;
    const bot = makeMaster(
      { ...MASTER, maxMs },
      () => rollouts * step,
      'master',
      (done) => {
        if (done > 0) rollouts++;
      },
    );
    return { bot, elapsed: () => rollouts * step, rollouts: () => rollouts };
  }
  const s = takingAt(1, 3, 5);
  const seat = activeSeats(s)[0] as number;
  const view = viewFor(s, seat);
  const legal = legalActions(s, seat);

  it('starts no rollout once its time cap has passed, even inside the first world', () => {
    const full = MASTER.worlds * MASTER.candidates;
    for (const step of [50, 150, 300, 2000]) {
      const m = timed(step, MASTER.maxMs);
      const d = m.bot.decide(view, legal, 7);
      expect(legal).toContainEqual(d.action);
      expect(m.elapsed() - step).toBeLessThan(MASTER.maxMs);
      expect(m.rollouts()).toBeLessThan(full);
    }
  });

  it('keeps Hard’s take when not one whole world fits in its cap', () => {
    const m = timed(MASTER.maxMs / 2, MASTER.maxMs);
    const d = m.bot.decide(view, legal, 7);
    expect(d.action).toEqual(makeHard(MASTER.hard, 'master-hard').decide(view, legal, 7).action);
    expect(m.rollouts()).toBe(2);
  });
});

describe('Master’s bids', () => {
  const states = [
    [1, 2, 11],
    [1, 5, 12],
    [1, 8, 13],
    [2, 3, 14],
    [2, 6, 15],
    [2, 8, 16],
  ].map(([era, round, seed]) => biddingAt(era as number, round as number, seed as number));

  const searching = { ...MASTER, bidWorlds: 8 };

  it('are legal, reproducible, leave the view untouched and are explained like Hard’s', () => {
    const master = makeMaster(searching);
    const hard = makeHard(MASTER.hard, 'master-hard');
    let differ = 0;
    for (const s of states) {
      const view = viewFor(s, 0);
      const legal = legalActions(s, 0);
      const before = JSON.stringify(view);
      const d = master.decide(view, legal, 5);
      expect(JSON.stringify(view)).toBe(before);
      expect(legal).toContainEqual(d.action);
      expect(master.decide(JSON.parse(before) as typeof view, legal, 5)).toEqual(d);
      expect(d.reason?.kind).toMatch(/^bid/);
      if (JSON.stringify(d.action) !== JSON.stringify(hard.decide(view, legal, 5).action)) differ++;
    }
    expect(differ).toBeGreaterThan(0);
  });

  it('are Hard’s when the search is off or not one world fits in the time cap', () => {
    const off = makeMaster({ ...MASTER, bidWorlds: 0 });
    let rollouts = 0;
    const slow = makeMaster(
      searching,
      () => rollouts * MASTER.maxMs,
      'master',
      (done) => {
        if (done > 0) rollouts++;
      },
    );
    const hard = makeHard(MASTER.hard, 'master-hard');
    let started = 0;
    for (const s of states) {
      const view = viewFor(s, 0);
      const legal = legalActions(s, 0);
      const h = hard.decide(view, legal, 9);
      expect(off.decide(view, legal, 9)).toEqual(h);
      rollouts = 0;
      expect(slow.decide(view, legal, 9).action).toEqual(h.action);
      expect(rollouts).toBeLessThanOrEqual(1);
      if (rollouts === 1) started++;
    }
    expect(started).toBeGreaterThan(0);
  });
});
