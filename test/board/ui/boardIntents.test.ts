import { describe, expect, it } from 'vitest';
import { floatSource, seedState } from '../../../src/shared';
import { greedyBot, randomBot, type BoardBot } from '../../../src/board/bots/bots';
import {
  activeSeat,
  applyAction,
  createGame,
  legalActions,
  segmentBetween,
  viewFor,
  type BoardAction,
  type BoardEvent,
  type BoardState,
  type MoneyCause,
  type VpCause,
} from '../../../src/board/engine';
import { boardIntents, PARCEL_PROMPTS, type BoardIntents } from '../../../src/ui/board/boardIntents';

/** Every action held by the intents, with the group it sits in. */
function held(i: BoardIntents): [BoardAction, string][] {
  return [
    ...[...i.characters.values()].map((a): [BoardAction, string] => [a, 'characters']),
    ...[...i.spots.values()].flat().map((a): [BoardAction, string] => [a, 'spots']),
    ...[...i.parcels.values()].flat().map((a): [BoardAction, string] => [a, 'parcels']),
    ...i.roads.map((r): [BoardAction, string] => [r.action, 'roads']),
    ...i.choices.map((c): [BoardAction, string] => [c.action, 'choices']),
  ];
}

/** Checks the grouping of one state's legal actions: each once, each under the right key. */
function checkGrouping(s: BoardState, seat: number, legal: readonly BoardAction[]): BoardIntents {
  const view = viewFor(s, seat);
  const i = boardIntents(view, legal);
  const all = held(i);
  expect(all).toHaveLength(legal.length);
  const seen = new Set(all.map(([a]) => a));
  expect(seen.size).toBe(legal.length);
  for (const a of legal) expect(seen.has(a)).toBe(true);
  expect(i.seat).toBe(seat);
  expect(i.prompt).toEqual(s.prompt);
  for (const [card, a] of i.characters)
    expect(a.type === 'character' ? a.card : a.type === 'answer' ? a.value : NaN).toBe(card);
  for (const [spot, list] of i.spots) for (const a of list) expect(a.type === 'place' && a.spot).toBe(spot);
  for (const [p, list] of i.parcels)
    for (const a of list) {
      if (a.type === 'build') expect(a.parcel).toBe(p);
      else {
        expect(a.type === 'answer' && a.value).toBe(p);
        expect(PARCEL_PROMPTS).toContain(s.prompt?.kind);
      }
    }
  for (const r of i.roads)
    expect(r.action.type === 'road' && segmentBetween(r.action.from, r.action.to)).toBe(r.seg);
  for (const c of i.choices) {
    if (c.kind === 'pass') expect(c.action.type).toBe('pass');
    else {
      expect(c.action.type === 'answer' && c.action.value).toBe(c.value);
      expect(c.prompt).toBe(s.prompt?.kind);
    }
  }
  return i;
}

/** Checks that a chosen answer did what its meaning says, from the events it caused. */
function checkEffect(i: BoardIntents, a: BoardAction, ev: readonly BoardEvent[]) {
  const c = i.choices.find((x) => x.action === a);
  if (!c || c.kind !== 'answer') return;
  const m = c.meaning;
  const money = (cause: MoneyCause): number =>
    ev.reduce((n, e) => n + (e.type === 'money' && e.seat === a.seat && e.cause === cause ? e.amount : 0), 0);
  const vp = (cause: VpCause): number =>
    ev.reduce((n, e) => n + (e.type === 'vp' && e.seat === a.seat && e.cause === cause ? e.amount : 0), 0);
  switch (m.kind) {
    case 'handIn':
      expect(money('handIn') + m.amount).toBe(0);
      expect(vp('handIn')).toBe(m.vp);
      break;
    case 'vp':
      expect(money('buyVp') + m.cost).toBe(0);
      expect(vp('bought')).toBe(m.count);
      break;
    case 'cowboys':
      expect(money('captain') + m.price).toBe(0);
      break;
    case 'buyParcel':
      expect(ev.some((e) => e.type === 'bought' && e.parcel === m.parcel && e.price === m.price)).toBe(m.buy);
      break;
    case 'doctor':
      expect(ev.some((e) => e.type === 'placed' && e.doctor && e.spot === m.spot)).toBe(true);
      if (m.free) expect(money('doctor')).toBe(0);
      else expect(money('doctor')).toBeLessThan(0);
      break;
    case 'duel': {
      const fought = ev.find((e) => e.type === 'duel');
      if (fought?.type === 'duel') expect(fought.spot).toBe(m.spot);
      break;
    }
    case 'grocerNow':
      expect(money('grocer')).toBe(m.take ? m.money : 0);
      break;
    case 'grocer':
      expect(money('grocer')).toBe(m.building === null ? m.money : 0);
      break;
    default:
      break;
  }
}

/** Plays a game with the given bots, checking the intents at every decision. */
function playChecked(players: number, seed: number, bot: BoardBot, counts: Map<string, number>): number {
  const start = createGame({ players }, seed);
  if (!start.ok) throw new Error('setup');
  let s = start.state;
  const rnd = floatSource(seedState(seed * 31 + 7));
  let steps = 0;
  while (s.phase !== 'over') {
    const seat = activeSeat(s);
    const legal = legalActions(s, seat);
    const i = checkGrouping(s, seat, legal);
    for (const c of i.choices)
      counts.set(
        c.kind === 'answer' ? c.meaning.kind : 'pass',
        1 + (counts.get(c.kind === 'answer' ? c.meaning.kind : 'pass') ?? 0),
      );
    const a = bot(viewFor(s, seat), legal, rnd);
    const res = applyAction(s, a);
    if (!res.ok) throw new Error(res.error);
    checkEffect(i, a, res.events);
    s = res.state;
    steps++;
  }
  return steps;
}

describe('boardIntents', () => {
  const counts = new Map<string, number>();
  for (let players = 2; players <= 6; players++)
    it(`groups every legal action exactly once through whole games (${players} seats)`, () => {
      let steps = 0;
      for (let seed = 1; seed <= 3; seed++)
        steps += playChecked(players, seed * 101 + players, randomBot, counts);
      steps += playChecked(players, 977 + players, greedyBot, counts);
      expect(steps).toBeGreaterThan(100);
    });

  it('offered buttons of the common kinds along those games', () => {
    for (const kind of [
      'pass',
      'handIn',
      'vp',
      'cowboys',
      'buyParcel',
      'keepBuilding',
      'none',
      'duel',
      'keepAll',
    ])
      expect(counts.get(kind) ?? 0, kind).toBeGreaterThan(0);
  });

  it('lights spots with their variants, parcels in a parcel prompt, and the pass as a button', () => {
    const start = createGame({ players: 3, characters: [1, 2, 3, 4, 5, 6, 7] }, 5);
    if (!start.ok) throw new Error('setup');
    let s = start.state;
    expect(s.prompt?.kind).toBe('start');
    const first = boardIntents(viewFor(s, activeSeat(s)), legalActions(s, activeSeat(s)));
    expect(first.parcels.size).toBeGreaterThan(50);
    expect(first.choices).toHaveLength(0);
    while (s.phase !== 'placement') {
      const seat = activeSeat(s);
      const legal = legalActions(s, seat).filter((a) => a.type !== 'road');
      const res = applyAction(s, legal[0] as BoardAction);
      if (!res.ok) throw new Error(res.error);
      s = res.state;
    }
    const seat = activeSeat(s);
    const i = boardIntents(viewFor(s, seat), legalActions(s, seat));
    expect(i.choices).toEqual([{ kind: 'pass', action: { type: 'pass', seat } }]);
    expect(i.spots.get('s:wages')?.length).toBeGreaterThanOrEqual(1);
    expect(i.characters.size).toBe(0);
  });
});
