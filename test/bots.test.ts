/** Bots: full games with zero illegal actions, determinism, view-only inputs, the determiniser and the worker protocol. */
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  activeSeats,
  applyActionInPlace,
  checkInvariants,
  cloneState,
  createGame,
  legalActions,
  seatTotal,
  viewFor,
} from '../src/cards/engine';
import type { Action, GameSetup, GameState, GameView, SeatSetup, Suit } from '../src/cards/engine';
import { determinize } from '../src/cards/bots/determinize';
import { botFor, LEVELS } from '../src/cards/bots/index';
import type { Level } from '../src/cards/bots/index';
import { playGame } from '../src/cards/bots/play';
import { handleBotRequest } from '../src/cards/bots/protocol';
import type { Bot, BotReason } from '../src/cards/bots/types';
import { loadLanguage } from '../src/i18n';
import { botReasonText } from '../src/i18n/reasons';

const SUITS: Suit[] = ['hat', 'star', 'cactus', 'boot', 'horseshoe', 'cow'];

function setupOf(entries: readonly string[]): GameSetup {
  return {
    seats: entries.map((e, i): SeatSetup => {
      const suit = SUITS[i] as Suit;
      return (LEVELS as readonly string[]).includes(e)
        ? { kind: 'real', name: e, suit, controller: e as Level }
        : { kind: 'virtual', name: e, suit, strength: 'novice' };
    }),
  };
}

/** Wraps a bot so that every decide argument is checked to be a view, never a state. */
function guarded(bot: Bot, seen: string[]): Bot {
  return {
    name: bot.name,
    decide(view, legal, seed) {
      const raw = view as unknown as Record<string, unknown>;
      if ('rng' in raw || 'c' in raw || !('viewer' in raw)) seen.push(`${bot.name} got a state`);
      return bot.decide(view, legal, seed);
    },
  };
}

function play(entries: readonly string[], seed: number, seen: string[] = []) {
  const setup = setupOf(entries);
  const bots = entries.map((e) =>
    (LEVELS as readonly string[]).includes(e) ? guarded(botFor(e as Level), seen) : null,
  );
  return playGame(setup, seed, bots, { check: checkInvariants });
}

describe('bots', () => {
  it('decide from a GameView only (by type)', () => {
    expectTypeOf<Parameters<Bot['decide']>[0]>().toEqualTypeOf<GameView>();
    expectTypeOf<Parameters<Bot['decide']>[0]>().not.toMatchTypeOf<GameState>();
  });

  it.each(LEVELS.filter((l) => l !== 'random'))('%s plays full games with zero illegal actions', (level) => {
    const seen: string[] = [];
    for (const [k, entries] of [
      [level, 'random', level, 'novice'],
      [level, 'novice', 'novice', 'novice', 'novice'],
    ].entries()) {
      const g = play(entries, 40 + k, seen);
      expect(g.problems).toEqual([]);
      expect(g.state.phase).toBe('over');
    }
    expect(seen).toEqual([]);
  });

  it('is deterministic: the same seed gives the same actions', () => {
    const entries = ['hard', 'medium', 'easy', 'novice'];
    const a = play(entries, 7);
    const b = play(entries, 7);
    expect(a.problems).toEqual([]);
    expect(b.actions).toEqual(a.actions);
    const bot = botFor('hard');
    const s = (createGame(setupOf(entries), 3) as { ok: true; state: GameState }).state;
    const seat = activeSeats(s)[0] as number;
    const legal = legalActions(s, seat);
    const d1 = bot.decide(viewFor(s, seat), legal, 123);
    const d2 = bot.decide(JSON.parse(JSON.stringify(viewFor(s, seat))) as GameView, legal, 123);
    expect(d2).toEqual(d1);
  });

  it.each([
    ['easy', 'random', 'easy', 'novice', 'novice'],
    ['master', 'random', 'easy', 'novice'],
  ])(
    'the determiniser builds states that show exactly the same view and legal actions (%s)',
    (...entries) => {
      const g = play(entries, 11);
      let s = (createGame(setupOf(entries), 11) as { ok: true; state: GameState }).state;
      let checked = 0;
      for (const [n, a] of g.actions.entries()) {
        if (n % 3 === 0) {
          for (let seat = 0; seat < entries.length; seat++) {
            const d = determinize(viewFor(s, seat), 1000 + n + seat);
            expect(checkInvariants(d)).toEqual([]);
            expect(viewFor(d, seat)).toEqual(viewFor(s, seat));
            expect(legalActions(d, seat)).toEqual(legalActions(s, seat));
            checked++;
          }
        }
        s = cloneState(s);
        expect(applyActionInPlace(s, a).ok).toBe(true);
      }
      expect(checked).toBeGreaterThan(50);
    },
  );

  it('master is deterministic, leaves its view untouched and explains its takes', () => {
    const entries = ['master', 'hard', 'novice', 'novice'];
    const g = play(entries, 21);
    expect(g.problems).toEqual([]);
    let s = (createGame(setupOf(entries), 21) as { ok: true; state: GameState }).state;
    const master = botFor('master');
    let takes = 0;
    for (const a of g.actions) {
      const seat = activeSeats(s)[0] as number;
      if (seat === 0 && s.phase === 'taking' && takes < 6) {
        const legal = legalActions(s, seat);
        const view = viewFor(s, seat);
        const before = JSON.stringify(view);
        const d = master.decide(view, legal, 99);
        expect(JSON.stringify(view)).toBe(before);
        expect(legal).toContainEqual(d.action);
        expect(master.decide(JSON.parse(before) as GameView, legal, 99)).toEqual(d);
        expect(d.reason?.kind).toMatch(/^(take|sell)/);
        takes++;
      }
      s = cloneState(s);
      expect(applyActionInPlace(s, a).ok).toBe(true);
    }
    expect(takes).toBe(6);
  });

  it('the worker protocol answers with a legal action and a reason for bids', async () => {
    await loadLanguage('en');
    const s = (
      createGame(setupOf(['hard', 'medium', 'novice', 'novice']), 5) as { ok: true; state: GameState }
    ).state;
    let state = s;
    for (let guard = 0; guard < 200 && state.phase !== 'bidding'; guard++) {
      const seat = activeSeats(state)[0] as number;
      state = cloneState(state);
      applyActionInPlace(
        state,
        legalActions(state, seat).find((a) => a.type === 'pass') ?? (legalActions(state, seat)[0] as Action),
      );
    }
    for (const level of LEVELS) {
      const seat = activeSeats(state)[0] as number;
      const legal = legalActions(state, seat);
      const view = JSON.parse(JSON.stringify(viewFor(state, seat))) as GameView;
      const r = handleBotRequest({ id: 9, level, view, legal, seed: 1 });
      expect(r.id).toBe(9);
      if (!('action' in r)) throw new Error(r.error);
      expect(legal).toContainEqual(r.action);
      if (level !== 'random') {
        expect(r.reason?.kind).toMatch(/^bid/);
        expect(botReasonText(r.reason as BotReason)).toMatch(/^bid \d+/);
      }
    }
    expect(
      handleBotRequest({ id: 1, level: 'hard', view: viewFor(state, 0), legal: [], seed: 1 }),
    ).toHaveProperty('error');
  });

  it('prints a tiny win-rate table (not asserted)', () => {
    const lineup = ['hard', 'medium', 'easy', 'random'];
    const wins: Record<string, number> = {};
    const vp: Record<string, number> = {};
    let games = 0;
    for (let r = 0; r < lineup.length; r++) {
      const entries = lineup.map((_, i) => lineup[(i + r) % lineup.length] as string);
      const g = play(entries, 100);
      expect(g.problems).toEqual([]);
      const totals = entries.map((_, i) => seatTotal(g.state, i));
      const best = Math.max(...totals);
      entries.forEach((e, i) => {
        wins[e] = (wins[e] ?? 0) + (totals[i] === best ? 1 : 0);
        vp[e] = (vp[e] ?? 0) + (totals[i] as number) / lineup.length;
      });
      games++;
    }
    console.log(
      `bot win rates over ${games} seat-rotated games:\n` +
        lineup
          .map((e) => `  ${e.padEnd(7)} wins ${wins[e] ?? 0}/${games}  mean VP ${(vp[e] ?? 0).toFixed(1)}`)
          .join('\n'),
    );
  });
});
