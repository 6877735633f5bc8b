/**
 * The game modules (issue 25): a host that knows a game only through its module can set it up, play it to the end
 * with the module's own bots, refuse an illegal move without changing the state, and replay it.
 */
import { describe, expect, it } from 'vitest';
import type { GameModule } from '../src/app/gameModule';
import { BOARD_MODULE, CARDS_MODULE, GAME_MODULES, gameModule } from '../src/app/gameModules';
import { de } from '../src/i18n/de';
import { en } from '../src/i18n/en';
import { fr } from '../src/i18n/fr';
import { it as itCat } from '../src/i18n/it';
import { nl } from '../src/i18n/nl';
import type { GameSetup } from '../src/cards/engine';

interface Played<State, Action> {
  state: State;
  actions: Action[];
  moves: number;
}

/** Plays a game through `m` alone: each acting seat asks the module's weakest bot (its first legal move if none). */
async function hostGame<Setup, State, Action, View, Event, Error>(
  m: GameModule<Setup, State, Action, View, Event, Error>,
  setup: Setup,
  seed: number,
): Promise<Played<State, Action>> {
  const decide = await m.bots.load();
  const level = m.bots.levels[0] ?? '';
  const start = m.engine.createGame(setup, seed);
  if (!start.ok) throw new Error(`setup refused: ${String(start.error)}`);
  let state = start.state;
  const actions: Action[] = [];
  for (let i = 0; i < 20_000 && !m.engine.over(state); i++) {
    const seat = m.engine.actingSeats(state)[0];
    if (seat === undefined) throw new Error(`no seat acts at move ${i}, and the game is not over`);
    const legal = m.engine.legalActions(state, seat);
    expect(legal.length, `legal moves of seat ${seat} at move ${i}`).toBeGreaterThan(0);
    const action = decide(level, m.engine.viewFor(state, seat), legal, seed + i) ?? legal[0];
    const r = m.engine.applyAction(state, action as Action);
    if (!r.ok) throw new Error(`the bot's move was refused at move ${i}: ${String(r.error)}`);
    state = r.state;
    actions.push(action as Action);
  }
  return { state, actions, moves: actions.length };
}

const CARD_SETUP: GameSetup = {
  seats: [
    { kind: 'real', name: 'Ann', suit: 'hat', controller: 'random' },
    { kind: 'real', name: 'Bob', suit: 'star', controller: 'random' },
    { kind: 'virtual', name: 'Cy', suit: 'cactus', strength: 'novice' },
    { kind: 'virtual', name: 'Di', suit: 'boot', strength: 'expert' },
  ],
};

describe('the game modules', () => {
  it('plays a whole card game through the module alone, and its replay ends in the same state', async () => {
    const g = await hostGame(CARDS_MODULE, CARD_SETUP, 11);
    expect(CARDS_MODULE.engine.over(g.state)).toBe(true);
    expect(g.moves).toBeGreaterThan(20);
    const again = CARDS_MODULE.engine.replay(CARD_SETUP, 11, g.actions);
    expect(again.ok && JSON.stringify(again.state) === JSON.stringify(g.state)).toBe(true);
  });

  it('plays a whole board game through the module alone, and its replay ends in the same state', async () => {
    const setup = { players: 3 };
    const g = await hostGame(BOARD_MODULE, setup, 12);
    expect(BOARD_MODULE.engine.over(g.state)).toBe(true);
    expect(g.moves).toBeGreaterThan(20);
    const again = BOARD_MODULE.engine.replay(setup, 12, g.actions);
    expect(again.ok && JSON.stringify(again.state) === JSON.stringify(g.state)).toBe(true);
  });

  it('refuses a move from a seat that may not act, as a result, with the state untouched', () => {
    for (const [m, setup] of [
      [CARDS_MODULE, CARD_SETUP],
      [BOARD_MODULE, { players: 2 }],
    ] as const) {
      const s = (m.engine.createGame as (x: unknown, seed: number) => ReturnType<typeof m.engine.createGame>)(
        setup,
        5,
      );
      if (!s.ok) throw new Error('setup refused');
      const before = JSON.stringify(s.state);
      const r = (m.engine.applyAction as (x: unknown, a: unknown) => { ok: boolean })(s.state, {
        type: 'no-such-move',
      });
      expect(r.ok, m.kind).toBe(false);
      expect(JSON.stringify(s.state), m.kind).toBe(before);
    }
  });

  it('checks a setup by the seat counts it names', () => {
    const suits = ['hat', 'star', 'cactus', 'boot', 'horseshoe', 'cow', 'hat'] as const;
    const seats = (n: number): GameSetup => ({
      seats: suits.slice(0, n).map((suit, i) => ({ kind: 'real', name: `P${i}`, suit, controller: 'human' })),
    });
    const { min, max } = CARDS_MODULE.setup.seats;
    expect(CARDS_MODULE.setup.problem(seats(min - 1))).toBe('seat-count');
    expect(CARDS_MODULE.setup.problem(seats(max + 1))).toBe('seat-count');
    expect(CARDS_MODULE.setup.problem(CARD_SETUP)).toBeNull();
    const b = BOARD_MODULE.setup.seats;
    expect(BOARD_MODULE.setup.problem({ players: b.min - 1 })).not.toBeNull();
    expect(BOARD_MODULE.setup.problem({ players: b.max + 1 })).not.toBeNull();
    for (let n = b.min; n <= b.max; n++) expect(BOARD_MODULE.setup.problem({ players: n })).toBeNull();
  });

  it('names each game in every language, and gives each its own screens', () => {
    const seen = new Set<string>();
    for (const m of GAME_MODULES) {
      expect(gameModule(m.kind)).toBe(m);
      for (const cat of [en, de, fr, itCat, nl]) {
        expect(cat[m.name], `${m.kind} name`).toBeTruthy();
        expect(cat[m.importedFinished], `${m.kind} import`).toBeTruthy();
      }
      for (const [what, key] of Object.entries(m.screens)) {
        expect(key, `${m.kind} ${what}`).toMatch(/^[a-zA-Z]+$/);
        expect(seen.has(key), `${key} belongs to one game`).toBe(false);
        seen.add(key);
      }
    }
  });
});
