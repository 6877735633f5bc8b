/**
 * The board bots' reasons worded in every language: every reason kind (taken from the type) and every reason the
 * levels give over a few seeded games has its keys in each catalogue, and no placeholder is left unfilled.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { floatSource, seedState } from '../../src/shared';
import {
  activeSeat,
  applyAction,
  BUILDING_KINDS,
  createGame,
  legalActions,
  SPACES,
  viewFor,
  type BoardAction,
  type GridPoint,
  type Prompt,
} from '../../src/board/engine';
import { easyBot } from '../../src/board/bots/easy';
import { HARD, makeHard } from '../../src/board/bots/hard';
import { mediumBot } from '../../src/board/bots/medium';
import { ACTION_TYPES, PROMPT_KINDS } from '../../src/board/bots/reasons';
import type { BoardLevelBot, BoardReason } from '../../src/board/bots/types';
import { LANGUAGES, loadLanguage, setLanguage, type Lang } from '../../src/i18n';
import { boardReasonText, boardRoadName } from '../../src/ui/boardReasonText';

const used = vi.hoisted(() => new Set<string>());

vi.mock('../../src/i18n', async (original) => {
  const m = await original<typeof import('../../src/i18n')>();
  const t: typeof m.t = (key, ...args) => {
    used.add(key);
    return m.t(key, ...args);
  };
  return { ...m, t };
});

/** Hard with a small budget: the same search and reasons, quicker games. */
const quickHard = makeHard({ ...HARD, samples: 2, candidates: 3 }, undefined, 'hard');

/** Every reason the level bots give over a whole game from `seed`. */
function reasonsOfGame(players: number, seed: number, bots: readonly BoardLevelBot[]): BoardReason[] {
  const start = createGame({ players, buildings: 'all' }, seed);
  if (!start.ok) throw new Error(start.error);
  let s = start.state;
  const rnd = floatSource(seedState(seed));
  const out: BoardReason[] = [];
  for (let n = 0; s.phase !== 'over'; n++) {
    if (n > 20_000) throw new Error('game did not end');
    const seat = activeSeat(s);
    const bot = bots[seat % bots.length] as BoardLevelBot;
    const d = bot.decide(viewFor(s, seat), legalActions(s, seat), Math.floor(rnd() * 0x100000000));
    out.push(d.reason);
    const r = applyAction(s, d.action);
    if (!r.ok) throw new Error(r.error);
    s = r.state;
  }
  return out;
}

/** Answer values worth wording for every prompt kind: none (-1), no (0), yes or one (1), and a parcel or amount. */
const VALUES = [-1, 0, 1, 2, 27];

/** Every prompt kind and action type a reason may name, from the lists the worker's messages are read against. */
const PROMPTS = Object.keys(PROMPT_KINDS) as Prompt['kind'][];
const ACTIONS = Object.keys(ACTION_TYPES) as BoardAction['type'][];

/** Records of every reason kind, from the type: a kind added to BoardReason fails to compile until it is here. */
const SAMPLES: { [K in BoardReason['kind']]: Extract<BoardReason, { kind: K }>[] } = {
  only: [{ kind: 'only' }],
  character: Array.from({ length: 19 }, (_, card) => ({ kind: 'character', card, gain: card / 7 - 1 })),
  spot: [
    ...SPACES.map((n) => ({ kind: 'spot' as const, spot: `s:${n}`, value: 0.5 })),
    { kind: 'spot', spot: 'p:27', value: 1.25 },
    { kind: 'spot', spot: 'b:9', value: -0.4 },
  ],
  keepCowboys: [0, 1, 4].map((cowboys) => ({ kind: 'keepCowboys', cowboys })),
  road: [
    [
      { x: 0, y: 0 },
      { x: 1, y: 0 },
    ],
    [
      { x: 8, y: 7 },
      { x: 8, y: 8 },
    ],
    [
      { x: 3, y: 4 },
      { x: 4, y: 4 },
    ],
    [
      { x: 5, y: 2 },
      { x: 5, y: 1 },
    ],
  ].map(([from, to], i) => ({
    kind: 'road' as const,
    from: from as GridPoint,
    to: to as GridPoint,
    gain: i + 1,
  })),
  answer: PROMPTS.flatMap((prompt) =>
    VALUES.map((value) => ({ kind: 'answer' as const, prompt, value, gain: 0.75 })),
  ),
  build: [{ kind: 'build', parcel: 63, gain: 2 }],
  choice: ACTIONS.map((action) => ({
    kind: 'choice',
    action,
    gain: 0,
  })),
  search: [
    { kind: 'search', action: 'place', rollouts: 1, margin: 1.5 },
    { kind: 'search', action: 'answer', rollouts: 32, margin: -2 },
  ],
};

const played = [
  ...reasonsOfGame(3, 11, [easyBot, mediumBot, quickHard]),
  ...reasonsOfGame(4, 12, [quickHard, mediumBot, easyBot, mediumBot]),
];
const all: BoardReason[] = [...Object.values(SAMPLES).flat(), ...played];

afterAll(async () => {
  await setLanguage('en');
});

describe('board bot reasons in words', () => {
  it('the seeded games give reasons of several kinds, Hard’s search among them', () => {
    const kinds = new Set(played.map((r) => r.kind));
    expect(kinds.has('search')).toBe(true);
    expect(kinds.size).toBeGreaterThanOrEqual(5);
  });

  it.each(LANGUAGES)(
    '%s words every reason from its own catalogue, every placeholder filled',
    async (l: Lang) => {
      const cat = (await loadLanguage(l)) as Readonly<Record<string, unknown>>;
      expect(await setLanguage(l)).toBe(true);
      used.clear();
      const texts = all.map((r) => [r, boardReasonText(r)] as const);
      const missing = [...used].filter((k) => !Object.hasOwn(cat, k));
      expect(missing).toEqual([]);
      const bad = texts.filter(([, s]) => s.trim() === '' || /[{}]|board(Reason|Act|Answer)?\.\w/.test(s));
      expect(bad.map(([r, s]) => `${JSON.stringify(r)} → ${s}`)).toEqual([]);
      expect(used.size).toBeGreaterThan(50);
    },
  );

  it('names a road by the two parcels beside it, or by its one parcel on the edge', async () => {
    await setLanguage('en');
    const road = (ax: number, ay: number, bx: number, by: number): string =>
      boardRoadName({ x: ax, y: ay }, { x: bx, y: by });
    expect(road(0, 0, 1, 0)).toBe('the road on the edge of parcel A1');
    expect(road(1, 0, 1, 1)).toBe('the road between parcel A1 and parcel B1');
    expect(road(1, 2, 1, 1)).toBe('the road between parcel A2 and parcel B2');
    expect(road(2, 1, 1, 1)).toBe('the road between parcel B1 and parcel B2');
    expect(road(8, 7, 8, 8)).toBe('the road on the edge of parcel H8');
  });

  it('reads naturally in German, with the rulebook’s terms', async () => {
    await setLanguage('de');
    expect(boardReasonText({ kind: 'spot', spot: 's:bld4', value: 1.25 })).toBe(
      'schickt einen Cowboy auf das Feld „Gebäude für $8“ (+1,3 SP)',
    );
    expect(
      boardReasonText({ kind: 'answer', prompt: 'grocer', value: BUILDING_KINDS.indexOf('bank'), gain: 2 }),
    ).toBe('verdoppelt mit der Krämerin das Einkommen der Gebäudeart Bank (+2 SP)');
    expect(boardReasonText({ kind: 'keepCowboys', cowboys: 3 })).toBe(
      'passt: 3 Cowboys bleiben daheim und stärken die Feuerkraft',
    );
    expect(boardReasonText({ kind: 'character', card: 4, gain: 0 })).toBe('wählt die Person „Kuli“ (0 SP)');
  });
});
