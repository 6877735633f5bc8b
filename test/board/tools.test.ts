/** The board game's Greedy bot, the board-sim and board-score tools and the JSON position format. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPosition, scorePosition } from '../../src/board/engine';
import { greedyBot, randomBot } from '../../src/board/bots/bots';
import { playBoardGame } from '../../src/board/bots/play';
import { runTool, type ToolRun } from '../shared';

const run = (tool: string, args: string[]): Promise<ToolRun> =>
  runTool(`src/board/cli/${tool}.ts`, args, 120_000);

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'board-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, content: string): string => {
  const p = join(dir, name);
  writeFileSync(p, content);
  return p;
};

const POSITION = {
  players: [
    { money: 20, vp: 10, character: 18 },
    { money: 7, vp: 16 },
  ],
  parcels: [
    { x: 1, y: 1, owner: 0, thing: 'church' },
    { x: 2, y: 1, owner: 0, thing: 'house' },
    { x: 3, y: 1, owner: 1, thing: 'mountain' },
    { x: 4, y: 1, owner: 1, thing: 'station' },
    { x: 5, y: 1, owner: -1, thing: 'hotel' },
  ],
  passOrder: [1, 0],
};

describe('position scoring (BOARD 10, 11)', () => {
  it('scores money, property, the station and the Teacher; ties go to the earlier pass', () => {
    const p = readPosition(POSITION);
    if (!p.ok) throw new Error(p.message);
    const r = scorePosition(p.state);
    // Seat 0: $20 -> 3, church + house -> 4, Teacher: church 2 + no saloon 2. Seat 1: $7 -> 1, mountain + station
    // -> 4, station: symbols church 1 + house 1 + station 2 + hotel 2 = 6 -> 3.
    expect(r.seats[0]).toEqual({ money: 3, property: 4, station: 0, teacher: 4, total: 21 });
    expect(r.seats[1]).toEqual({ money: 1, property: 4, station: 3, teacher: 0, total: 24 });
    expect(r.winner).toBe(1);
  });
  it('names what is wrong with a bad position', () => {
    const cases: [unknown, string][] = [
      [[], 'object'],
      [{ players: [{ money: 1, vp: 0 }] }, 'players'],
      [
        {
          players: [
            { money: -1, vp: 0 },
            { money: 1, vp: 0 },
          ],
        },
        'money',
      ],
      [{ ...POSITION, parcels: [{ x: 9, y: 1 }] }, 'x and y'],
      [{ ...POSITION, parcels: [{ x: 1, y: 1, thing: 'castle' }] }, 'thing'],
      [
        {
          ...POSITION,
          parcels: [
            { x: 1, y: 1 },
            { x: 1, y: 1 },
          ],
        },
        'twice',
      ],
      [{ ...POSITION, passOrder: [0, 0] }, 'passOrder'],
      [{ ...POSITION, players: [{ money: 2_000_000, vp: 0 }, POSITION.players[1]] }, 'from 0 to 1000000'],
      [{ ...POSITION, players: [{ money: 1, vp: -1 }, POSITION.players[1]] }, 'from 0 to 1000000'],
    ];
    for (const [data, word] of cases) {
      const r = readPosition(data);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.message).toContain(word);
    }
  });
});

describe('component limits in a position (BOARD 1)', () => {
  const row = (y: number, thing: string, owner = -1) =>
    Array.from({ length: 8 }, (_, i) => ({ x: i + 1, y, owner, thing }));
  const withParcels = (parcels: unknown[]) => ({ ...POSITION, parcels });
  it('refuses more tiles of a kind than the game has, more than 9 mountains, more than 12 parcels', () => {
    const cases: [unknown, string][] = [
      [
        withParcels([...row(1, 'empty', 0), ...row(2, 'empty', 0).slice(0, 5)]),
        'players[0] owns 13 parcels; at most 12',
      ],
      [
        withParcels([...row(1, 'mountain'), ...row(2, 'mountain').slice(0, 2)]),
        '10 mountains; the game has 9',
      ],
      [withParcels(row(1, 'station').slice(0, 2)), '2 station tiles; the game has 1'],
      [withParcels(row(1, 'townHall').slice(0, 2)), '2 townHall tiles; the game has 1'],
      [withParcels(row(1, 'ranch', 1).slice(0, 7)), '7 ranch tiles; the game has 6'],
      [withParcels([{ x: 1, y: 1, owner: 0, thing: 'townHall' }]), 'townHall belongs to nobody'],
      [
        { ...POSITION, players: [POSITION.players[0], { money: 1, vp: 0, character: 18 }] },
        'held by players[0]',
      ],
    ];
    for (const [data, words] of cases) {
      const r = readPosition(data);
      expect(r.ok ? 'accepted' : r.message).toContain(words);
    }
    const full = withParcels([
      ...row(1, 'mountain'),
      { x: 1, y: 2, owner: -1, thing: 'mountain' },
      ...row(3, 'empty', 0),
      ...row(4, 'empty', 0).slice(0, 4),
    ]);
    expect(readPosition(full).ok).toBe(true);
  });
});

describe('Greedy against Random (seat-rotated duplicate games)', () => {
  it('wins at least 80% of 2- and 4-player games', () => {
    for (const players of [2, 4]) {
      let wins = 0;
      let games = 0;
      for (let seed = 1; seed <= (players === 2 ? 10 : 4); seed++)
        for (let g = 0; g < players; g++) {
          const bots = Array.from({ length: players }, (_, i) => (i === g ? greedyBot : randomBot));
          const r = playBoardGame({ players }, seed, bots, false);
          games++;
          if (r.state.winner === g) wins++;
        }
      expect(wins / games).toBeGreaterThanOrEqual(0.8);
    }
  });
});

describe('board tools', () => {
  it('board-sim plays full games with 0 invariant violations at every player count', async () => {
    for (const players of [2, 6]) {
      const r = await run('sim', ['--games', '3', '--players', String(players), '--seed', '4']);
      expect(r.code).toBe(0);
      const out = JSON.parse(r.stdout) as Record<string, unknown>;
      expect(out).toMatchObject({ games: 3, players, invariantViolations: 0 });
      expect(out.gamesPerSecond).toBeGreaterThan(0);
    }
  });
  it('board-sim refuses a bad flag with exit 2', async () => {
    const r = await run('sim', ['--players', '7']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--players');
  });
  it('board-tournament rotates the line-up and reports win rates with 95% intervals; bad flags exit 2', async () => {
    const r = await run('tournament', [
      '--games',
      '4',
      '--players',
      '2',
      '--seed',
      '3',
      '--mix',
      'greedy,random',
    ]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as {
      games: number;
      winRate: Record<string, { rate: number; lo: number; hi: number; n: number }>;
      invariantViolations: number;
    };
    expect(out.games).toBe(4);
    expect(out.invariantViolations).toBe(0);
    const g = out.winRate.greedy;
    const rnd = out.winRate.random;
    if (!g || !rnd) throw new Error('missing entries');
    expect(g.n + rnd.n).toBe(8);
    expect(g.lo).toBeLessThanOrEqual(g.rate);
    expect(g.hi).toBeGreaterThanOrEqual(g.rate);
    expect(g.rate * g.n + rnd.rate * rnd.n).toBeCloseTo(4);
    const bad = await run('tournament', ['--mix', 'greedy,nobody']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('nobody');
  });
  it('board-tournament takes levels in --mix and reports their decision times and the winning scores', async () => {
    const r = await run('tournament', [
      '--games',
      '2',
      '--players',
      '2',
      '--seed',
      '5',
      '--mix',
      'medium,easy',
    ]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as {
      games: number;
      winRate: Record<string, { n: number }>;
      meanVP: Record<string, number>;
      winningVP: { min: number; median: number; max: number };
      decisionMs: Record<string, { p50: number; p95: number; max: number; decisions: number }>;
      invariantViolations: number;
    };
    expect(out.games).toBe(2);
    expect(out.invariantViolations).toBe(0);
    expect(out.winRate.medium?.n).toBe(2);
    expect(out.meanVP.easy).toBeGreaterThan(0);
    expect(out.winningVP.min).toBeLessThanOrEqual(out.winningVP.median);
    expect(out.winningVP.median).toBeLessThanOrEqual(out.winningVP.max);
    for (const level of ['medium', 'easy']) {
      const t = out.decisionMs[level];
      if (!t) throw new Error(`no times for ${level}`);
      expect(t.decisions).toBeGreaterThan(20);
      expect(t.p50).toBeLessThanOrEqual(t.p95);
      expect(t.p95).toBeLessThanOrEqual(t.max);
    }
  });
  it('board-score prints the score of a position; bad input goes to stderr with exit 2', async () => {
    const ok = await run('score', [file('p.json', JSON.stringify(POSITION))]);
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout)).toMatchObject({ winner: 1 });
    const bad = await run('score', [file('b.json', '{"players": 3}')]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('players');
    const broken = await run('score', [file('c.json', '{')]);
    expect(broken.code).toBe(2);
  });
});
