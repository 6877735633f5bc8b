/** The events of every action rebuild the next view from the previous one (a screen needs no state diffs). */
import { describe, expect, it } from 'vitest';
import { floatSource, seedState } from '../../src/shared';
import {
  activeSeat,
  applyAction,
  applyEvents,
  createGame,
  legalActions,
  viewFor,
  type BoardEvent,
  type BoardSetup,
} from '../../src/board/engine';
import { greedyBot, randomBot, type BoardBot } from '../../src/board/bots/bots';

/** Character displays that together hold all 19 characters (the first with the Paperboy, so 8 cards). */
const DISPLAYS = [
  [0, 1, 2, 3, 4, 5, 6, 7],
  [7, 8, 9, 10, 11, 12, 13],
  [12, 13, 14, 15, 16, 17, 18],
];

/** Plays one random game, checking the rebuilt view after every action; returns the event kinds seen. */
function check(setup: BoardSetup, seed: number, seat: number, bot: BoardBot = randomBot): Set<string> {
  const start = createGame(setup, seed);
  if (!start.ok) throw new Error(start.error);
  let s = start.state;
  const rnd = floatSource(seedState(seed * 31 + 7));
  const kinds = new Set<string>();
  for (let n = 0; s.phase !== 'over'; n++) {
    if (n > 20_000) throw new Error('game did not end');
    const who = activeSeat(s);
    const legal = legalActions(s, who);
    const a = bot(viewFor(s, who), legal, rnd);
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(r.error);
    for (const e of r.events) kinds.add(e.type);
    const rebuilt = applyEvents(viewFor(s, seat), r.events);
    const next = viewFor(r.state, seat);
    // A cheap comparison first; the deep one (which ignores key order) names the difference.
    if (JSON.stringify(rebuilt) !== JSON.stringify(next))
      expect(rebuilt, `seed ${seed}, action ${n} ${JSON.stringify(a)}`).toEqual(next);
    s = r.state;
  }
  return kinds;
}

/** Every event kind; the games below must show each at least once. */
const KINDS: readonly BoardEvent['type'][] = [
  'round',
  'phase',
  'turn',
  'step',
  'prompt',
  'chosen',
  'tokens',
  'placed',
  'passed',
  'cowboy',
  'recruited',
  'hall',
  'teacher',
  'road',
  'roads',
  'revolvers',
  'duel',
  'money',
  'vp',
  'bought',
  'built',
  'house',
  'mountain',
  'drawn',
  'slid',
  'taken',
  'keptBuilt',
  'grocer',
  'auction',
  'progress',
  'over',
];

describe('events rebuild the views (applyEvents)', () => {
  it('after every action of random games at 2, 4 and 6 players, for a seat that is not always the actor', () => {
    const seen = new Set<string>();
    for (const players of [2, 4, 6])
      DISPLAYS.forEach((characters, d) => {
        const seed = 1000 * players + 10 * d;
        for (const k of check({ players, characters }, seed, d % players)) seen.add(k);
      });
    // BOARD 2: a town hall drawn at setup waits for its parcel, and the mountains follow in a later action.
    const halls = Array.from({ length: 600 }, (_, i) => i).filter((seed) => {
      const r = createGame({ players: 3 }, seed);
      return r.ok && r.state.prompt?.kind === 'townHall';
    });
    expect(halls.length).toBeGreaterThanOrEqual(2);
    // Greedy bots contest the town hall, which random ones seldom do.
    for (const seed of halls.slice(0, 2))
      for (const k of check({ players: 3 }, seed, 1, greedyBot)) seen.add(k);
    expect(KINDS.filter((k) => !seen.has(k))).toEqual([]);
  });
});
