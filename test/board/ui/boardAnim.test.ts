import { describe, expect, it } from 'vitest';
import { applyAction, createGame, type BoardEvent, type BoardState } from '../../../src/board/engine';
import {
  ANIM_BASE,
  cowboyPoint,
  moneySource,
  planBoardAnim,
  type BoardAnimPlan,
} from '../../../src/ui/board/boardAnim';
import { boardLayout, type BoardLayout, type Rect } from '../../../src/ui/board/boardLayout';
import { SettingsState, type AnimationSpeed } from '../../../src/ui/settings';
import { playOut } from '../play';

const L = boardLayout(1600, 900, 4, 7);

function speed(s: AnimationSpeed, reducedMotion = false): (base: number) => number {
  const st = new SettingsState(null);
  st.update({ animationSpeed: s, reducedMotion });
  return (b) => st.animMs(b);
}

const normal = speed('normal');
const centre = (r: Rect): { x: number; y: number } => ({ x: r.x + r.w / 2, y: r.y + r.h / 2 });
const field = (l: BoardLayout, seat: number, f: 'money' | 'vp' | 'cowboysHome'): { x: number; y: number } =>
  centre(l.seats[seat]?.fields[f] as Rect);

/** Every action's events (and the state before it) of a random 4-player game. */
function gameEvents(seed: number): { before: BoardState; events: BoardEvent[] }[] {
  const setup = { players: 4, characters: [1, 2, 3, 4, 5, 6, 7] };
  const game = playOut(setup, seed, false);
  const start = createGame(setup, seed);
  if (!start.ok) throw new Error(start.error);
  let s = start.state;
  const out: { before: BoardState; events: BoardEvent[] }[] = [];
  for (const a of game.actions) {
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(r.error);
    out.push({ before: s, events: r.events });
    s = r.state;
  }
  return out;
}

const plan = (
  events: BoardEvent[],
  before: Pick<BoardState, 'placements'> | null,
  ms = normal,
): BoardAnimPlan => planBoardAnim(events, { layout: L, animMs: ms, placements: before?.placements ?? [] });

describe('board animation plan', () => {
  const actions = gameEvents(5);

  it('plans nothing at instant speed or with reduced motion', () => {
    for (const ms of [speed('instant'), speed('normal', true), speed('slow', true)])
      for (const a of actions) expect(plan(a.events, a.before, ms)).toEqual({ steps: [], total: 0 });
  });

  it('walks every placed cowboy from its seat to its spot, and rolls every duel with its firepower', () => {
    let walks = 0;
    let duels = 0;
    for (const a of actions) {
      const p = plan(a.events, a.before);
      const placed = a.events.filter((e) => e.type === 'placed');
      for (const e of placed) {
        const w = p.steps.find(
          (s) => s.kind === 'walk' && s.leaves === null && s.seat === e.seat && !s.fadeOut,
        );
        expect(w).toBeDefined();
        if (w?.kind === 'walk') expect(w.to).toEqual(cowboyPoint(L.spotRect(e.spot) as Rect));
        walks++;
      }
      for (const e of a.events) {
        if (e.type !== 'duel') continue;
        const d = p.steps.find((s) => s.kind === 'duel' && s.spot === e.spot);
        if (d?.kind !== 'duel') throw new Error('no duel step');
        expect(d.sides.map((x) => x.seat)).toEqual(e.seats);
        expect(d.sides.map((x) => x.roll + x.firepower)).toEqual(e.totals);
        expect(d.winner).toBe(e.winner);
        for (const x of d.sides) expect(x.roll).toBeLessThanOrEqual(x.dice * 6);
        duels++;
      }
    }
    expect(walks).toBeGreaterThan(20);
    expect(duels).toBeGreaterThan(0);
  });

  it('keeps every step on the canvas, after the start, and ends the plan with its last step', () => {
    for (const a of actions) {
      const p = plan(a.events, a.before);
      // The plan's length is where its last step ends (a planned figure, not a measured time).
      expect(p.total).toBe(Math.max(0, ...p.steps.map((s) => s.start + s.ms)));
      for (const s of p.steps) {
        expect(s.start).toBeGreaterThanOrEqual(0);
        expect(s.ms).toBeGreaterThan(0);
        // A sound plays while its step plays.
        const at = s.sound?.at;
        if (at !== undefined) expect(at >= s.start && at <= s.start + s.ms).toBe(true);
        const pts = 'from' in s ? [s.from, s.to] : s.kind === 'duel' ? [s.at] : [centre(s.rect)];
        for (const q of pts) {
          expect(q.x).toBeGreaterThanOrEqual(0);
          expect(q.x).toBeLessThanOrEqual(L.width);
          expect(q.y).toBeGreaterThanOrEqual(0);
          expect(q.y).toBeLessThanOrEqual(L.height);
        }
      }
    }
  });

  it('scales its durations by the animation speed', () => {
    const slow = speed('slow');
    const fast = speed('fast');
    for (const a of actions.slice(0, 200)) {
      const n = plan(a.events, a.before);
      const s = plan(a.events, a.before, slow);
      const f = plan(a.events, a.before, fast);
      expect(s.steps.map((x) => x.kind)).toEqual(n.steps.map((x) => x.kind));
      n.steps.forEach((x, i) => {
        expect(s.steps[i]?.ms).toBe(slow(x.ms));
        expect(f.steps[i]?.ms).toBe(fast(x.ms));
      });
      if (n.total > 0) expect(s.total).toBeGreaterThan(n.total);
      if (n.total > 0) expect(f.total).toBeLessThan(n.total);
    }
  });

  it('sends a cowboy home from its spot, and a spent one up and away', () => {
    const p = plan(
      [
        { type: 'cowboy', seat: 2, from: 's:gamble', to: 'home' },
        { type: 'cowboy', seat: 1, from: 's:roads1', to: 'general' },
      ],
      null,
    );
    const [home, spent] = p.steps;
    expect(home).toMatchObject({ kind: 'walk', leaves: 's:gamble', fadeOut: false });
    if (home?.kind === 'walk') {
      expect(home.from).toEqual(cowboyPoint(L.space('gamble')));
      expect(home.to).toEqual(field(L, 2, 'cowboysHome'));
    }
    expect(spent).toMatchObject({ kind: 'walk', leaves: 's:roads1', fadeOut: true });
    // Two cowboys leaving together: the second starts a stagger after the first, not after it ends.
    expect(spent?.start).toBe(normal(ANIM_BASE.stagger));
  });

  it('rolls two dice for a cowboy placed with dynamite', () => {
    const placed: BoardEvent = {
      type: 'placed',
      seat: 0,
      spot: 'p:20',
      white: false,
      noDuel: false,
      dynamite: true,
      doctor: false,
    };
    const duel: BoardEvent = {
      type: 'duel',
      spot: 'p:20',
      seats: [1, 0],
      rolls: [3, 9],
      fire: [
        { cowboys: 2, revolvers: 0, ammo: 0, mercenary: 0, total: 2 },
        { cowboys: 0, revolvers: 1, ammo: 0, mercenary: 0, total: 1 },
      ],
      totals: [5, 10],
      winner: 0,
    };
    const d = plan([placed, duel], null).steps.find((s) => s.kind === 'duel');
    expect(d?.kind === 'duel' && d.sides).toEqual([
      {
        seat: 1,
        roll: 3,
        dice: 1,
        firepower: 2,
        parts: { cowboys: 2, revolvers: 0, ammo: 0, mercenary: 0, total: 2 },
        total: 5,
      },
      {
        seat: 0,
        roll: 9,
        dice: 2,
        firepower: 1,
        parts: { cowboys: 0, revolvers: 1, ammo: 0, mercenary: 0, total: 1 },
        total: 10,
      },
    ]);
    const again = plan([duel], {
      placements: [{ seat: 0, spot: 'p:20', white: false, noDuel: false, dynamite: true }],
    }).steps[0];
    expect(again?.kind === 'duel' && again.sides[1]?.dice).toBe(2);
  });

  it('flies a payment from the payer to the payee, and income from the spot to the panel', () => {
    const p = plan(
      [
        {
          type: 'placed',
          seat: 3,
          spot: 's:gamble',
          white: false,
          noDuel: false,
          dynamite: false,
          doctor: false,
        },
        { type: 'money', seat: 0, amount: -4, cause: 'auction' },
        { type: 'money', seat: 1, amount: 4, cause: 'auction' },
        { type: 'money', seat: 3, amount: 5, cause: 'banker' },
        { type: 'vp', seat: 3, amount: 2, cause: 'bought' },
      ],
      null,
    );
    const flies = p.steps.filter((s) => s.kind === 'fly');
    expect(flies).toHaveLength(3);
    expect(flies[0]).toMatchObject({ what: 'money', seat: 1, amount: 4 });
    if (flies[0]?.kind === 'fly') {
      expect(flies[0].from).toEqual(field(L, 0, 'money'));
      expect(flies[0].to).toEqual(field(L, 1, 'money'));
    }
    if (flies[1]?.kind === 'fly') {
      expect(flies[1].from).toEqual(cowboyPoint(L.space('gamble')));
      expect(flies[1].to).toEqual(field(L, 3, 'money'));
    }
    if (flies[2]?.kind === 'fly') expect(flies[2].to).toEqual(field(L, 3, 'vp'));
    // The walk comes first; the flights follow it, staggered.
    const walk = p.steps[0];
    expect(walk?.kind).toBe('walk');
    expect(flies[0]?.start).toBe((walk?.start ?? 0) + (walk?.ms ?? 0));
    expect(flies[1]?.start).toBeGreaterThan(flies[0]?.start ?? 0);
  });

  it('sounds the dice as a duel starts, a cowboy as it lands and coins as they arrive', () => {
    const p = plan(
      [
        { type: 'placed', seat: 0, spot: 'p:9', white: false, noDuel: false, dynamite: false, doctor: false },
        {
          type: 'duel',
          spot: 'p:9',
          seats: [0, 1],
          rolls: [2, 5],
          fire: [
            { cowboys: 2, revolvers: 0, ammo: 0, mercenary: 0, total: 2 },
            { cowboys: 0, revolvers: 0, ammo: 0, mercenary: 0, total: 0 },
          ],
          totals: [4, 5],
          winner: 1,
        },
        { type: 'money', seat: 1, amount: 3, cause: 'parcel' },
      ],
      null,
    );
    expect(p.steps.map((s) => [s.kind, s.sound?.name, s.sound?.at])).toEqual(
      p.steps.map((s) =>
        s.kind === 'walk'
          ? ['walk', 'place', s.start + s.ms]
          : s.kind === 'duel'
            ? ['duel', 'dice', s.start]
            : ['fly', 'score', s.start + s.ms],
      ),
    );
    expect(p.steps.map((s) => s.kind)).toEqual(['walk', 'duel', 'fly']);
  });

  it('shows what a parcel gains where the parcel is', () => {
    const p = plan(
      [
        { type: 'bought', seat: 2, parcel: 27, price: 3 },
        { type: 'built', seat: 2, parcel: 27, kind: 'saloon' },
        { type: 'house', parcel: 28, townhouse: false },
      ],
      null,
    );
    expect(p.steps.map((s) => (s.kind === 'appear' ? [s.piece, s.rect] : s.kind))).toEqual([
      ['marker', L.parcelRect(27)],
      ['saloon', L.parcelRect(27)],
      ['house', L.parcelRect(28)],
    ]);
  });
  it('flies a building’s income from its parcel on the town, not from the last spot (BOARD 7.4)', () => {
    const income = {
      parcel: 27,
      kind: 'saloon',
      base: 0,
      neighbours: 15,
      hall: 0,
      capped: 0,
      boost: 0,
    } as const;
    const owner: BoardEvent = {
      type: 'money',
      seat: 1,
      amount: 8,
      cause: 'buildings',
      income: { ...income, shared: -7 },
    };
    const thief: BoardEvent = {
      type: 'money',
      seat: 0,
      amount: 7,
      cause: 'attack',
      income: { ...income, shared: -8 },
    };
    expect(moneySource(owner)).toBe(27);
    expect(moneySource(thief)).toBe(27);
    expect(moneySource({ type: 'money', seat: 1, amount: 8, cause: 'buildings' })).toBeNull();
    expect(moneySource({ type: 'bought', seat: 1, parcel: 27, price: 3 })).toBeNull();
    const p = plan(
      [
        {
          type: 'duel',
          spot: 'b:27',
          seats: [0, 1],
          rolls: [6, 1],
          fire: [
            { cowboys: 2, revolvers: 0, ammo: 0, mercenary: 0, total: 2 },
            { cowboys: 2, revolvers: 0, ammo: 0, mercenary: 0, total: 2 },
          ],
          totals: [8, 3],
          winner: 0,
        },
        thief,
        owner,
      ],
      null,
    );
    const flies = p.steps.filter((x) => x.kind === 'fly');
    const building = centre(L.parcelRect(27));
    expect(flies.map((x) => x.kind === 'fly' && [x.seat, x.from, x.to])).toEqual([
      [0, building, field(L, 0, 'money')],
      [1, building, field(L, 1, 'money')],
    ]);
  });

  it('over whole games, each building’s coins start on its parcel', () => {
    let seen = 0;
    for (const seed of [5, 6]) {
      const game = playOut({ players: 4, buildings: 'all' }, seed, false);
      const start = createGame({ players: 4, buildings: 'all' }, seed);
      if (!start.ok) throw new Error(start.error);
      let s = start.state;
      for (const a of game.actions) {
        const r = applyAction(s, a);
        if (!r.ok) throw new Error(r.error);
        const flies = plan(r.events, s).steps.filter((x) => x.kind === 'fly');
        for (const e of r.events) {
          if (e.type !== 'money' || !e.income) continue;
          const from = centre(L.parcelRect(e.income.parcel));
          const hit = flies.find((x) => x.kind === 'fly' && x.seat === e.seat && x.amount === e.amount);
          expect(hit?.kind === 'fly' && hit.from).toEqual(from);
          seen++;
        }
        s = r.state;
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});

describe('board animation plan, recruits', () => {
  it('walks a round end’s recruits in from the bank to the seat’s supply, fading in, a few at most (BOARD 3.4)', () => {
    const p = plan(
      [
        { type: 'recruited', seat: 1, count: 2, cause: 'round' },
        { type: 'recruited', seat: 3, count: 9, cause: 'captain' },
      ],
      null,
    );
    const walks = p.steps.filter((s) => s.kind === 'walk');
    expect(walks.map((s) => (s.kind === 'walk' ? s.seat : -1))).toEqual([1, 1, 3, 3, 3, 3]);
    for (const w of walks) {
      if (w.kind !== 'walk') continue;
      expect(w).toMatchObject({ fadeIn: true, fadeOut: false, leaves: null, white: false });
      expect(w.from).toEqual(centre(L.status));
      expect(w.to).toEqual(field(L, w.seat, 'cowboysHome'));
    }
    // One run: each starts a stagger after the one before.
    expect(walks[1]?.start).toBe(normal(ANIM_BASE.stagger));
    expect(
      plan([{ type: 'recruited', seat: 0, count: 1, cause: 'round' }], null, speed('instant')).steps,
    ).toEqual([]);
  });
});
