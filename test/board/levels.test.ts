/** Board bot levels: whole games without violations, view-only decisions, the determiniser, reasons and the worker protocol. */
import { describe, expect, it } from 'vitest';
import { floatSource, seedState } from '../../src/shared';
import {
  activeSeat,
  applyAction,
  createGame,
  invariantViolations,
  legalActions,
  viewFor,
  type BoardAction,
  type BoardState,
  type BoardView,
  type GridPoint,
} from '../../src/board/engine';
import { determinize } from '../../src/board/bots/determinize';
import { easyBot } from '../../src/board/bots/easy';
import { HARD, makeHard } from '../../src/board/bots/hard';
import { BOARD_LEVELS, boardBotFor } from '../../src/board/bots/levels';
import { mediumBot } from '../../src/board/bots/medium';
import { handleBoardBotRequest } from '../../src/board/bots/protocol';
import type { BoardDecision, BoardLevelBot, BoardReason } from '../../src/board/bots/types';

/** Hard with a small search budget, so that whole games stay quick; the same code as the level. */
const quickHard = makeHard({ ...HARD, samples: 2, candidates: 3 }, undefined, 'hard');

interface Played {
  state: BoardState;
  violations: string[];
  problems: string[];
  decisions: { state: BoardState; view: BoardView; legal: BoardAction[]; d: BoardDecision }[];
}

/** Plays a whole game with one level bot per seat, checking invariants, views and reasons at every step. */
function play(players: number, seed: number, bots: readonly BoardLevelBot[]): Played {
  const start = createGame({ players }, seed);
  if (!start.ok) throw new Error(start.error);
  let s = start.state;
  const rnd = floatSource(seedState(seed));
  const violations: string[] = [];
  const problems: string[] = [];
  const decisions: Played['decisions'] = [];
  for (let n = 0; s.phase !== 'over'; n++) {
    if (n > 20_000) throw new Error('game did not end');
    const seat = activeSeat(s);
    const legal = legalActions(s, seat);
    const view = viewFor(s, seat);
    const raw = view as unknown as Record<string, unknown>;
    if ('rng' in raw || !Array.isArray(s.bag) || !('bagSize' in raw)) problems.push('not a view');
    const before = JSON.stringify(view);
    const bot = bots[seat] as BoardLevelBot;
    const d = bot.decide(view, legal, Math.floor(rnd() * 0x100000000));
    if (JSON.stringify(view) !== before) problems.push(`${bot.name} changed its view`);
    if (!legal.some((a) => JSON.stringify(a) === JSON.stringify(d.action)))
      problems.push(`${bot.name}: illegal`);
    problems.push(...reasonProblems(view, d).map((p) => `${bot.name}: ${p}`));
    if (decisions.length < 400) decisions.push({ state: s, view, legal, d });
    const r = applyAction(s, d.action);
    if (!r.ok) throw new Error(`refused: ${r.error}`);
    s = r.state;
    violations.push(...invariantViolations(s));
  }
  return { state: s, violations, problems, decisions };
}

const finite = (...xs: number[]): boolean => xs.every((x) => Number.isFinite(x));

/** Do a road action and a road reason name the same two grid points. */
const sameRoad = (a: { from: GridPoint; to: GridPoint }, r: { from: GridPoint; to: GridPoint }): boolean =>
  a.from.x === r.from.x && a.from.y === r.from.y && a.to.x === r.to.x && a.to.y === r.to.y;

/** What is wrong with a decision's reason: unknown kind, a non-finite number, or a field that does not match the action. */
function reasonProblems(view: BoardView, d: BoardDecision): string[] {
  const r: BoardReason = d.reason;
  const a = d.action;
  const bad = (why: string): string[] => [`${r.kind}: ${why}`];
  switch (r.kind) {
    case 'only':
      return [];
    case 'character':
      return a.type === 'character' && a.card === r.card && finite(r.gain) ? [] : bad('card');
    case 'spot':
      return a.type === 'place' && a.spot === r.spot && finite(r.value) ? [] : bad('spot');
    case 'keepCowboys':
      return a.type === 'pass' && r.cowboys === view.seats[view.seat]?.cowboys ? [] : bad('cowboys');
    case 'road':
      return a.type === 'road' && sameRoad(a, r) && finite(r.gain) ? [] : bad('road');
    case 'answer':
      return a.type === 'answer' && a.value === r.value && view.prompt?.kind === r.prompt && finite(r.gain)
        ? []
        : bad('answer');
    case 'build':
      return a.type === 'build' && a.parcel === r.parcel && finite(r.gain) ? [] : bad('parcel');
    case 'choice':
      return a.type === r.action && finite(r.gain) ? [] : bad('choice');
    case 'search':
      return a.type === r.action && r.rollouts > 0 && finite(r.margin) ? [] : bad('search');
  }
}

describe('board bot levels', () => {
  it.each([
    ['easy', easyBot],
    ['medium', mediumBot],
    ['hard (small budget)', quickHard],
  ] as const)(
    '%s plays whole games at 2, 4 and 6 players with 0 violations and well-formed reasons',
    (_, bot) => {
      for (const players of [2, 4, 6]) {
        const bots = Array.from({ length: players }, (_, i) => (i === 0 ? bot : easyBot));
        const g = play(players, 30 + players, bots);
        expect(g.state.phase).toBe('over');
        expect(g.violations).toEqual([]);
        expect(g.problems).toEqual([]);
      }
    },
  );

  it('Medium and Hard use their search and reasons at least once in a game', () => {
    const g = play(4, 5, [quickHard, mediumBot, easyBot, easyBot]);
    const kinds = new Set(g.decisions.map((x) => x.d.reason.kind));
    for (const k of ['character', 'spot', 'keepCowboys', 'answer', 'search']) expect(kinds).toContain(k);
  });

  it('the determiniser builds states that show the same view and legal actions', () => {
    const g = play(4, 12, [easyBot, easyBot, easyBot, easyBot]);
    let checked = 0;
    for (const [n, { view, legal }] of g.decisions.entries()) {
      if (n % 5 !== 0) continue;
      for (const k of [1, 2]) {
        const d = determinize(view, 100 * n + k);
        expect(invariantViolations(d)).toEqual([]);
        expect(viewFor(d, view.seat)).toEqual(view);
        expect(legalActions(d, view.seat)).toEqual(legal);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it.each(BOARD_LEVELS)(
    '%s decides the same for two states behind the same view (bag order and dice differ)',
    (level) => {
      const bot = boardBotFor(level);
      const g = play(4, 21, [easyBot, easyBot, easyBot, easyBot]);
      const picks = g.decisions.filter((_, n) => n % (level === 'hard' ? 37 : 9) === 0);
      let differentBags = 0;
      for (const { state: real, view } of picks) {
        const other = determinize(view, 2);
        if (JSON.stringify(real.bag) !== JSON.stringify(other.bag)) differentBags++;
        expect(other.rng).not.toBe(real.rng);
        const a = bot.decide(viewFor(real, view.seat), legalActions(real, view.seat), 77);
        const b = bot.decide(viewFor(other, view.seat), legalActions(other, view.seat), 77);
        expect(b).toEqual(a);
      }
      expect(differentBags).toBeGreaterThan(0);
    },
  );

  it("Hard's safety cap stops sampling once its clock passes the budget (a fake clock)", () => {
    const g = play(4, 5, [easyBot, easyBot, easyBot, easyBot]);
    let now = 0;
    const capped = makeHard({ ...HARD, budgetMs: 500 }, () => (now += 400));
    let searched = 0;
    for (const { view, legal } of g.decisions.filter((x) => x.view.phase === 'placement').slice(0, 40)) {
      const full = boardBotFor('hard').decide(view, legal, 9);
      if (full.reason.kind !== 'search') continue;
      const short = capped.decide(view, legal, 9);
      if (short.reason.kind !== 'search') throw new Error('the capped bot did not search');
      expect(short.reason.rollouts * HARD.samples).toBe(full.reason.rollouts * 2);
      searched++;
      if (searched === 3) break;
    }
    expect(searched).toBe(3);
  });

  it('the worker protocol answers each level with a legal action and a reason, also after a JSON round trip', () => {
    const g = play(4, 8, [easyBot, easyBot, easyBot, easyBot]);
    const at = g.decisions.find((x) => x.view.phase === 'placement' && !x.view.prompt && x.legal.length > 5);
    if (!at) throw new Error('no placement decision');
    for (const level of BOARD_LEVELS) {
      const view = JSON.parse(JSON.stringify(at.view)) as BoardView;
      const r = handleBoardBotRequest({ id: 4, level, view, legal: at.legal, seed: 3 });
      expect(r.id).toBe(4);
      if (!('action' in r)) throw new Error(r.error);
      expect(at.legal).toContainEqual(r.action);
      expect(reasonProblems(at.view, { action: r.action, reason: r.reason })).toEqual([]);
    }
    expect(handleBoardBotRequest({ id: 1, level: 'hard', view: at.view, legal: [], seed: 1 })).toHaveProperty(
      'error',
    );
    const unknown = { id: 2, level: 'master', view: at.view, legal: at.legal, seed: 1 } as unknown;
    expect(handleBoardBotRequest(unknown as Parameters<typeof handleBoardBotRequest>[0])).toHaveProperty(
      'error',
    );
  });
});
