/** Pass and play: the hand-off rule, and a property over random games with several people on one device. */
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { HandOff, handOffText } from '../src/app/handOff';
import { draftProblem, presetSeats, refreshNames, toSetup } from '../src/scenes/setupModel';
import type { SeatDraft, SeatKind } from '../src/scenes/setupModel';
import { describeEvents, isYou } from '../src/ui/logText';
import type { TableScreen } from '../src/app/handOff';
import {
  activeSeats,
  applyAction,
  auctionCards,
  cloneState,
  createGame,
  legalActions,
  moveTo,
  viewFor,
} from '../src/cards/engine';
import type { Action, GameSetup, GameState, SeatSetup, Suit } from '../src/cards/engine';
import { SUITS, rand } from './helpers';
import { viewProblems } from './checks';
import { loadLanguage } from '../src/i18n';

beforeAll(async () => {
  await loadLanguage('en');
});

describe('the hand-off rule', () => {
  const at = (
    due: number,
    phase: 'before' | 'bidding' | 'after' | 'taking' | 'over' = 'bidding',
    round = 1,
  ) => ({ due, era: 1, round, phase });

  it('never hands off with one person on the device', () => {
    const h = new HandOff([0]);
    expect(h.shared).toBe(false);
    expect(h.screen(at(0))).toEqual({ kind: 'private', seat: 0 });
    expect(h.screen(at(-1, 'taking'))).toEqual({ kind: 'private', seat: 0 });
  });

  it('shows a person their view only after they confirmed, and hands off whenever the due person changes', () => {
    const h = new HandOff([0, 2]);
    expect(h.screen(at(0))).toEqual({ kind: 'handOff', seat: 0 });
    h.confirm(0);
    expect(h.screen(at(0))).toEqual({ kind: 'private', seat: 0 });
    // Anna bid; Bert is due: his hand-off screen, never Anna's view.
    expect(h.screen(at(2))).toEqual({ kind: 'handOff', seat: 2 });
    h.confirm(2);
    expect(h.screen(at(2))).toEqual({ kind: 'private', seat: 2 });
    // After the reveal Anna's Mercenary prompt: a hand-off back to her.
    expect(h.screen(at(0, 'after'))).toEqual({ kind: 'handOff', seat: 0 });
    h.confirm(0);
    expect(h.screen(at(0, 'taking'))).toEqual({ kind: 'private', seat: 0 });
  });

  it('puts the device down when nobody on it is due, at a new round and at the end', () => {
    const h = new HandOff([0, 1]);
    expect(h.screen(at(1))).toEqual({ kind: 'handOff', seat: 1 });
    h.confirm(1);
    expect(h.screen(at(1))).toEqual({ kind: 'private', seat: 1 });
    expect(h.screen(at(-1))).toEqual({ kind: 'public' });
    expect(h.holding).toBe(-1);
    expect(h.screen(at(1, 'taking'))).toEqual({ kind: 'handOff', seat: 1 });
    h.confirm(1);
    expect(h.screen(at(1, 'taking'))).toEqual({ kind: 'private', seat: 1 });
    expect(h.screen(at(1, 'bidding', 2))).toEqual({ kind: 'handOff', seat: 1 });
    h.confirm(1);
    expect(h.screen(at(1, 'over', 2))).toEqual({ kind: 'public' });
  });

  it('ignores a confirmation from a seat no person plays', () => {
    const h = new HandOff([0, 1]);
    h.confirm(3);
    expect(h.holding).toBe(-1);
  });

  it('words the screen by name, never "you" for the person', () => {
    const t = handOffText('Anna', 'bid');
    expect(t.title).toBe('Pass the device to Anna');
    expect(t.button).toBe('I am Anna');
    expect(`${t.title} ${t.body}`).not.toMatch(/\byou\b/i);
  });
});

describe('pass-and-play setups and wording', () => {
  it('allows 2 to 6 people with any mix of AIs and virtual players, 4 to 6 seats in all', () => {
    const mixes: SeatKind[][] = [
      ['person', 'person', 'virtual', 'virtual'],
      ['person', 'person', 'ai', 'virtual'],
      ['person', 'person', 'person', 'ai', 'ai'],
      ['person', 'person', 'person', 'person', 'person', 'person'],
    ];
    for (const kinds of mixes) {
      const seats: SeatDraft[] = [];
      const suits = ['star', 'hat', 'cactus', 'boot', 'horseshoe', 'cow'] as const;
      kinds.forEach((kind, i) =>
        seats.push({
          kind,
          level: 'easy',
          strength: 'novice',
          name: '',
          named: false,
          suit: suits[i] as Suit,
        }),
      );
      refreshNames(seats);
      expect(draftProblem(seats), kinds.join()).toBeNull();
      const people = toSetup(seats).seats.filter((x) => x.kind === 'real' && x.controller === 'human');
      expect(people.map((p) => p.name)).toEqual(people.map((_, i) => `Player ${i + 1}`));
    }
    expect(presetSeats('hotseat').filter((x) => x.kind === 'person')).toHaveLength(2);
  });

  it('names people in the log, even a person named "You", when several share the device', () => {
    const setup = setupOf(['person', 'person', 'novice', 'novice']);
    const lines = describeEvents([{ type: 'abilityUsed', seat: 1, ability: 'governor', card: 0 }], setup, 1);
    expect(lines[0]?.text).toBe('P1 uses the Governor.');
    (setup.seats[0] as { name: string }).name = 'You';
    expect(isYou(setup, 0)).toBe(false);
    const solo = setupOf(['person', 'ai', 'novice', 'novice']);
    (solo.seats[0] as { name: string }).name = 'You';
    expect(isYou(solo, 0)).toBe(true);
  });
});

/** A seat of the random setups: a person on the device, an AI, or a virtual player. */
type Who = 'person' | 'ai' | 'novice' | 'expert';

function setupOf(who: readonly Who[]): GameSetup {
  return {
    seats: who.map((w, i): SeatSetup => {
      const suit = SUITS[i] as Suit;
      if (w === 'person') return { kind: 'real', name: `P${i}`, suit, controller: 'human' };
      if (w === 'ai') return { kind: 'real', name: `A${i}`, suit, controller: 'random' };
      return { kind: 'virtual', name: `V${i}`, suit, strength: w };
    }),
  };
}

/** Every problem with seat `o`'s chosen, unrevealed bid in the view of `viewer` (another seat or -1). */
function bidLeaks(s: GameState, o: number, viewer: number): string[] {
  const bid = auctionCards(s, o, 'bid')[0];
  if (bid === undefined) return [];
  const out: string[] = [];
  const v = viewFor(s, viewer);
  if (v.seats[o]?.bid !== null) out.push(`viewer ${viewer} sees seat ${o}'s bid`);
  const json = JSON.stringify(v);
  // Whichever card of the hand had been chosen, the view is the same byte for byte.
  for (const other of auctionCards(s, o, 'hand')) {
    const alt = cloneState(s);
    moveTo(alt, other, 'bid', o, s.c.order[bid] as number);
    moveTo(alt, bid, 'hand', o, s.c.order[other] as number);
    if (JSON.stringify(viewFor(alt, viewer)) !== json)
      out.push(`viewer ${viewer}'s view depends on seat ${o}'s bid`);
  }
  return out;
}

const whoArb = fc.constantFrom<Who>('person', 'person', 'ai', 'novice', 'expert');
const gameArb = fc.record({
  seed: fc.integer({ min: 0, max: 0x7fffffff }),
  who: fc.integer({ min: 4, max: 6 }).chain((n) => fc.array(whoArb, { minLength: n, maxLength: n })),
  // The share of rounds in which the driver samples the expensive per-card comparison.
  thorough: fc.integer({ min: 0, max: 3 }),
});

describe('pass and play on one device', () => {
  it("never puts a chosen bid on screen or in another seat's hands before the reveal", () => {
    fc.assert(
      fc.property(gameArb, ({ seed, who, thorough }) => {
        // Two to six people on the device: make sure at least two seats are people.
        const kinds = who.map((w, i) => (i < 2 ? 'person' : w));
        const setup = setupOf(kinds);
        const started = createGame(setup, seed);
        if (!started.ok) throw new Error(started.error);
        let s = started.state;
        const persons = kinds.flatMap((k, i) => (k === 'person' ? [i] : []));
        const bots = kinds.flatMap((k, i) => (k === 'ai' ? [i] : []));
        const table = new HandOff(persons);
        const r = rand(seed ^ 0x2545f491);
        let previous: TableScreen = { kind: 'public' };
        let steps = 0;
        let handOffs = 0;
        while (s.phase !== 'over') {
          expect(++steps).toBeLessThan(5000);
          const active = activeSeats(s);
          const due = active.find((x) => persons.includes(x)) ?? -1;
          let screen = table.screen({ due, era: s.era, round: s.round, phase: s.phase });
          const onScreen = screen.kind === 'private' ? screen.seat : -1;
          // A person's own view comes only straight after their hand-off screen or their own view.
          if (screen.kind === 'private') {
            const ok =
              (previous.kind === 'handOff' || previous.kind === 'private') && previous.seat === screen.seat;
            expect(ok, `${JSON.stringify(previous)} -> ${JSON.stringify(screen)}`).toBe(true);
          }
          if (s.phase === 'bidding') {
            // The view on screen and every view handed to a bot show no other seat's chosen bid.
            const deep = s.round % 4 < thorough;
            for (let o = 0; o < s.seats.length; o++) {
              for (const v of new Set([onScreen, ...bots])) {
                if (v === o) continue;
                const seen = viewFor(s, v).seats[o];
                expect(seen?.bid ?? null, `viewer ${v}, seat ${o}`).toBeNull();
                if (deep) expect(bidLeaks(s, o, v)).toEqual([]);
              }
            }
            if (deep && r() < 0.2) expect(viewProblems(s)).toEqual([]);
          }
          previous = screen;
          if (screen.kind === 'handOff') {
            handOffs++;
            // The hand-off screen is drawn from the public view: no hand, no bid, whoever has chosen.
            expect(onScreen).toBe(-1);
            table.confirm(screen.seat);
            screen = table.screen({ due, era: s.era, round: s.round, phase: s.phase });
            expect(screen).toEqual({ kind: 'private', seat: due });
            previous = screen;
          }
          // Bots and the due person act in random order; only the due person acts among the people.
          const movers = active.filter((x) => bots.includes(x) || x === due);
          expect(movers.length).toBeGreaterThan(0);
          const seat = movers[Math.floor(r() * movers.length)] as number;
          const legal = legalActions(s, seat);
          const uses = legal.filter((a) => a.type === 'use');
          const a: Action =
            uses.length > 0 && r() < 0.5
              ? (uses[0] as Action)
              : (legal[Math.floor(r() * legal.length)] as Action);
          const res = applyAction(s, a);
          if (!res.ok) throw new Error(`legal action rejected: ${res.error}`);
          s = res.state;
        }
        // Every round at least one person bids behind a hand-off screen.
        expect(handOffs).toBeGreaterThanOrEqual(18);
      }),
      { numRuns: 20 },
    );
  }, 120_000);
});
