/** The fast mutable path plays exactly the games of the public immutable path. */
import { describe, expect, it } from 'vitest';
import {
  activeSeats,
  applyAction,
  applyActionFast,
  cloneState,
  offer,
  createGame,
  fnv1a64,
  legalActions,
  legalChoices,
  placementScanner,
  legalPlacements,
  seatFlags,
  seatGrid,
  terrainDef,
  idsOf,
  TERRAIN_IDS,
  viewFor,
} from '../src/cards/engine';
import { floatSource } from '../src/shared';
import type { GameEvent, GameSetup, GameState } from '../src/cards/engine';
import { randomBot } from '../src/cards/bots/random';
import { decisionSeed } from '../src/cards/bots/play';
import { playRandomFast } from '../src/cards/bots/fastPlay';
import { mixedSetup } from '../src/cards/cli/seats';

const digest = (s: GameState): string => fnv1a64(JSON.stringify(s));

/** The public path: a fresh state per action, a view per decision, the full legal list. */
function slowGame(setup: GameSetup, seed: number): { state: GameState; events: GameEvent[]; bad: string[] } {
  const start = createGame(setup, seed);
  if (!start.ok) throw new Error(start.error);
  let state = start.state;
  const events: GameEvent[] = [];
  const bad: string[] = [];
  let n = 0;
  while (state.phase !== 'over') {
    const seat = activeSeats(state)[0] as number;
    const legal = legalActions(state, seat);
    const { action } = randomBot.decide(viewFor(state, seat), legal, decisionSeed(seed, seat, n++));
    const choices = legalChoices(state, seat);
    const k = legal.indexOf(action);
    if (choices.count !== legal.length || JSON.stringify(choices.at(k)) !== JSON.stringify(action))
      bad.push(`decision ${n}: ${choices.count} vs ${legal.length}`);
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(r.error);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events, bad };
}

const SETUPS: GameSetup[] = [
  mixedSetup(4, 4),
  mixedSetup(4, 4),
  mixedSetup(4, 4),
  mixedSetup(5, 3),
  mixedSetup(6, 2),
  mixedSetup(4, 1),
];

describe('fast path', () => {
  it('plays 1,000 seeded games with the same events, legal counts and final digest as applyAction', () => {
    const mismatches: string[] = [];
    for (let seed = 0; seed < 1000; seed++) {
      const setup = SETUPS[seed % SETUPS.length] as GameSetup;
      const slow = slowGame(setup, seed);
      const ev: GameEvent[] = [];
      const fast = playRandomFast(setup, seed, ev);
      if (slow.bad.length > 0) mismatches.push(`seed ${seed}: ${slow.bad[0]}`);
      if (JSON.stringify(ev) !== JSON.stringify(slow.events)) mismatches.push(`seed ${seed}: events differ`);
      if (digest(fast) !== digest(slow.state)) mismatches.push(`seed ${seed}: digest differs`);
      // Without an event list the playout drops its events; the game must not change.
      if (seed % 10 === 0 && digest(playRandomFast(setup, seed)) !== digest(slow.state))
        mismatches.push(`seed ${seed}: digest differs when events are dropped`);
    }
    expect(mismatches).toEqual([]);
  }, 120_000);

  it('rejects the same takes as applyAction, with the same error codes, on the kept city masks', () => {
    const codes = new Map<string, number>();
    let checked = 0;
    for (let seed = 0; seed < 40; seed++) {
      const start = createGame(SETUPS[seed % SETUPS.length] as GameSetup, seed);
      if (!start.ok) throw new Error(start.error);
      const s = start.state;
      const rand = floatSource(seed + 1);
      const ev: GameEvent[] = [];
      while (s.phase !== 'over') {
        const seat = activeSeats(s)[0] as number;
        const choices = legalChoices(s, seat);
        if (choices.at(0).type === 'take') {
          // Every probe runs on the same state, so the masks see it after earlier rejected probes too.
          for (let probe = 0; probe < 6; probe++) {
            const cards = offer(s);
            const card = cards[Math.floor(rand() * cards.length)] as number;
            const at =
              rand() < 0.15 ? undefined : { x: Math.floor(rand() * 14) - 7, y: Math.floor(rand() * 14) - 7 };
            const action = at
              ? { type: 'take' as const, seat, card, at }
              : { type: 'take' as const, seat, card };
            const slow = applyAction(s, action);
            const copy = cloneState(s);
            const fast = applyActionFast(copy, action, []);
            expect(fast).toBe(slow.ok ? null : slow.error);
            if (slow.ok) expect(digest(copy)).toBe(digest(slow.state));
            const key = fast ?? 'ok';
            codes.set(key, (codes.get(key) ?? 0) + 1);
            checked++;
          }
        }
        applyActionFast(s, choices.at(Math.floor(rand() * choices.count)), ev);
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect(codes.get('ok') ?? 0).toBeGreaterThan(50);
    expect(codes.get('illegal-placement') ?? 0).toBeGreaterThan(50);
    expect(codes.get('placement-required') ?? 0).toBeGreaterThan(5);
  });

  it('scanner counts and picks exactly the positions legalPlacements lists', () => {
    const s = playRandomFast(mixedSetup(4, 4), 5);
    for (let seat = 0; seat < 4; seat++) {
      const g = seatGrid(s, seat);
      const flags = seatFlags(s, seat);
      const scanner = placementScanner(g, flags);
      for (const id of idsOf(TERRAIN_IDS)) {
        const parcels = terrainDef(id).parcels;
        const list = legalPlacements(g, parcels, flags);
        expect(scanner.count(parcels)).toBe(list.length);
        list.forEach((p, k) => expect(scanner.at(parcels, k)).toEqual(p));
      }
    }
  });
});
