/**
 * Saved games that take the language test straight to the screens a whole game would reach late: a bid that ends in
 * a tied reveal with an ability prompt between, then a placement, and a game one action from its score sheet. Both
 * come from the golden four-seat game (test/fixtures/saves), found and checked with the engine here in Node.
 */
import { readFileSync } from 'node:fs';
import { activeSeats, applyAction, isTerrain, legalActions, offer, replay } from '../../src/cards/engine';
import type { Action, EntityId, GameEvent, GameSetup, GameState } from '../../src/cards/engine';

interface GoldenSave {
  setup: GameSetup;
  seed: number;
  actions: Action[];
  [k: string]: unknown;
}

const golden = JSON.parse(
  readFileSync(new URL('../fixtures/saves/golden-4-seats.json', import.meta.url), 'utf8'),
) as GoldenSave;

/** Seat names that read the same in every language (the golden game calls its virtual seat "Virtual 3"). */
const NAMES = ['Ada', 'Bert', 'Cleo', 'Dora'];

/** The tied-reveal position: its save, the bid that ties, the prompt that follows and a terrain card to place. */
export interface TieStart {
  /** The record to store under `game:<id>`. */
  record: string;
  id: string;
  /** Seat 0's auction card whose bid makes a tie. */
  bid: EntityId;
  /** The ability seat 0 is asked about after the bids are revealed. */
  ability: string;
  /** The values of the taking order, with a tie among them. */
  values: number[];
  /** A terrain card of the offer seat 0 may place once it takes first. */
  terrain: EntityId;
}

function saveOf(id: string, actions: readonly Action[], personAt0: boolean): string {
  const { totals: _t, winners: _w, ...rest } = golden;
  const seats = golden.setup.seats.map((s, i) => ({
    ...s,
    name: NAMES[i] ?? s.name,
    ...(i === 0 && personAt0 && s.kind === 'real' ? { controller: 'human' as const } : {}),
  }));
  return JSON.stringify({
    ...rest,
    setup: { ...golden.setup, seats },
    id,
    finished: false,
    actions,
  });
}

function step(s: GameState, a: Action): { state: GameState; events: GameEvent[] } {
  const r = applyAction(s, a);
  if (!r.ok) throw new Error(`the golden game refuses ${JSON.stringify(a)}: ${r.error}`);
  return { state: r.state, events: r.events };
}

/**
 * The first round of the golden game where seat 0, bidding last, can make a tie that shows after it is asked about
 * a character (it passes), and then takes first: the save holds the game up to that bid, the other seats' bids in.
 */
export function tieStart(id = 'lang-tie'): TieStart {
  const start = replay(golden.setup, golden.seed, []);
  if (!start.ok) throw new Error('the golden game does not start');
  let s = start.state;
  for (let i = 0; i < golden.actions.length; i++) {
    const active = activeSeats(s);
    if (s.phase === 'bidding' && active.includes(0) && active.length > 1) {
      const bids: Action[] = [];
      for (let j = i; golden.actions[j]?.type === 'bid'; j++) bids.push(golden.actions[j] as Action);
      const others = bids.filter((b) => b.seat !== 0);
      const before = others.reduce((x, b) => step(x, b).state, s);
      for (const bid of legalActions(before, 0)) {
        if (bid.type !== 'bid') continue;
        const asked = step(before, bid).state;
        const use = legalActions(asked, 0).find((a) => a.type === 'use');
        if (!use || use.type !== 'use') continue;
        const passed = step(asked, { type: 'pass', seat: 0 });
        const order = passed.events.find((e) => e.type === 'takingOrder');
        if (!order || order.type !== 'takingOrder') continue;
        const tie = new Set(order.values).size < order.values.length;
        const terrain = offer(passed.state).find(
          (c) =>
            isTerrain(c) &&
            legalActions(passed.state, 0).some((a) => a.type === 'take' && a.card === c && a.at),
        );
        if (!tie || order.order[0] !== 0 || terrain === undefined) continue;
        return {
          record: saveOf(id, [...golden.actions.slice(0, i), ...others], true),
          id,
          bid: bid.card,
          ability: use.ability,
          values: order.values,
          terrain,
        };
      }
    }
    s = step(s, golden.actions[i] as Action).state;
  }
  throw new Error('no round of the golden game gives a tie after a prompt');
}

/** The golden game one action before its end, played on by its bots: resumed, it ends on the score sheet. */
export function nearEnd(id = 'lang-end'): { record: string; id: string } {
  return { record: saveOf(id, golden.actions.slice(0, -1), false), id };
}
