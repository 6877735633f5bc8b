import { describe, expect, it } from 'vitest';
import { MemoryKeyValue } from '../../../src/app/saveStore';
import type { SaveSummary } from '../../../src/app/saveStore';
import type { Scheduler } from '../../../src/app/scheduler';
import { easyInPage } from '../../../src/app/boardBots';
import { BoardGames } from '../../../src/app/board/boardGames';
import { BoardShelf } from '../../../src/app/board/boardShelf';
import { BoardSession } from '../../../src/app/board/boardSession';
import type { BoardSeatConfig } from '../../../src/app/board/boardSession';
import { BOARD_SAVE_PREFIX, readBoardSave } from '../../../src/app/board/boardSave';
import { boardDigest } from '../../../src/app/board/boardDigest';

/** A clock whose timers run when the test says, with the delays they asked for. */
class StepClock implements Scheduler {
  private next = 1;
  private readonly timers = new Map<number, () => void>();
  readonly asked: number[] = [];
  schedule(ms: number, fn: () => void): number {
    this.asked.push(ms);
    this.timers.set(this.next, fn);
    return this.next++;
  }
  cancel(id: number): void {
    this.timers.delete(id);
  }
  get pending(): number {
    return this.timers.size;
  }
  run(): void {
    const due = [...this.timers.values()];
    this.timers.clear();
    for (const fn of due) fn();
  }
}

const seats = (bots: (null | 'easy' | 'medium')[]): BoardSeatConfig[] =>
  bots.map((bot, i) => ({ name: `P${i}`, colour: i, bot }));

const settle = async (): Promise<void> => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

function games(kv = new MemoryKeyValue()): { g: BoardGames; kv: MemoryKeyValue } {
  let id = 0;
  let now = 1000;
  const g = new BoardGames({ kv, now: () => now++, newId: () => `id${++id}`, bots: easyInPage });
  return { g, kv };
}

/** Runs the bots (and answers for the person with its first legal move) until `stop` says so. */
async function play(
  g: BoardGames,
  clock: StepClock,
  stop: (s: BoardSession) => boolean,
): Promise<BoardSession> {
  const s = g.current();
  if (!s) throw new Error('no game');
  for (let guard = 0; guard < 20000 && !stop(s); guard++) {
    if (clock.pending > 0) clock.run();
    else if (!s.isBotTurn()) {
      const a = s.activeSeat();
      const first = s.legal(a).find((x) => x.type !== 'road') ?? s.legal(a)[0];
      if (!first) break;
      expect(s.act(first).ok).toBe(true);
    }
    await settle();
  }
  return s;
}

/** A store whose writes wait until the test lets them through. */
class SlowStore extends MemoryKeyValue {
  readonly writes: string[] = [];
  private gates: (() => void)[] = [];
  override async setItem<T>(key: string, value: T): Promise<T> {
    this.writes.push(key);
    await new Promise<void>((go) => this.gates.push(go));
    return super.setItem(key, value);
  }
  /** Writes held now. */
  get waiting(): number {
    return this.gates.length;
  }
  open(): void {
    const g = this.gates;
    this.gates = [];
    for (const go of g) go();
  }
}

describe('the board game in the app', () => {
  it('plays a whole game of four bots, one paced move at a time, and saves it', async () => {
    const { g, kv } = games();
    const clock = new StepClock();
    expect(g.newGame({ players: 4 }, 7, seats(['easy', 'easy', 'easy', 'easy'])).ok).toBe(true);
    const stop = g.drive(clock, () => 450);
    const s = await play(g, clock, (x) => x.state.phase === 'over');
    stop();
    expect(s.state.phase).toBe('over');
    expect(s.errors).toEqual([]);
    expect(clock.asked.length).toBe(s.actions.length);
    expect(new Set(clock.asked)).toEqual(new Set([450]));
    await g.save();
    const r = readBoardSave(await kv.getItem(`${BOARD_SAVE_PREFIX}id1`));
    expect(r.ok).toBe(true);
    if (r.ok) expect(boardDigest(r.session.state)).toBe(boardDigest(s.state));
    expect(Object.keys(s.reasons).length).toBe(s.actions.length);
    expect(await g.latestUnfinished()).toBeNull();
  });

  it('writes only the newest record when moves come faster than the store, and the list waits for it', async () => {
    const kv = new SlowStore();
    const { g } = games(kv);
    const clock = new StepClock();
    expect(g.newGame({ players: 2 }, 7, seats(['easy', 'easy'])).ok).toBe(true);
    const stop = g.drive(clock, () => 1);
    const s = await play(g, clock, (x) => x.state.phase === 'over');
    stop();
    const record = `${BOARD_SAVE_PREFIX}id1`;
    // The first write is still held: every later save waits behind it as one record.
    expect(kv.writes.filter((k) => k === record)).toHaveLength(1);
    const shelf = new BoardShelf({ kv, games: g, now: () => 0, newId: () => 'x' });
    const got: { rows: SaveSummary[] | null } = { rows: null };
    void shelf.list().then((r) => (got.rows = r));
    for (let i = 0; i < 50 && got.rows === null; i++) {
      kv.open();
      await settle();
    }
    expect(kv.writes.filter((k) => k === record)).toHaveLength(2);
    const row = (got.rows ?? []).find((r) => r.id === 'id1');
    expect(row?.finished, 'the list waited for the last write').toBe(true);
    const r = readBoardSave(await kv.getItem(record));
    expect(r.ok && boardDigest(r.session.state) === boardDigest(s.state)).toBe(true);
  });

  it('keeps each game’s newest record when a new game starts while the old one’s write waits', async () => {
    const kv = new SlowStore();
    const { g } = games(kv);
    const clock = new StepClock();
    expect(g.newGame({ players: 2 }, 7, seats(['easy', 'easy'])).ok).toBe(true);
    const stop = g.drive(clock, () => 1);
    const a = await play(g, clock, (x) => x.actions.length >= 12);
    stop();
    // Game A's first write is held and its newer record waits; game B starts now.
    expect(g.newGame({ players: 3 }, 8, seats(['easy', 'easy', 'easy'])).ok).toBe(true);
    for (let i = 0; i < 100; i++) {
      kv.open();
      await settle();
    }
    expect(kv.waiting, 'every write let through').toBe(0);
    const r = readBoardSave(await kv.getItem(`${BOARD_SAVE_PREFIX}id1`));
    expect(r.ok && boardDigest(r.session.state) === boardDigest(a.state), 'game A’s last state kept').toBe(
      true,
    );
    const b = readBoardSave(await kv.getItem(`${BOARD_SAVE_PREFIX}id2`));
    expect(b.ok && b.session.actions.length === 0, 'game B saved').toBe(true);
  });

  it('resumes a person-and-bots game after a reload at the same digest, and offers it to Continue', async () => {
    const { g, kv } = games();
    const clock = new StepClock();
    g.newGame(
      { players: 3, buildings: 'base', characters: [1, 2, 3, 4, 5, 6, 7] },
      11,
      seats([null, 'easy', 'easy']),
    );
    const stop = g.drive(clock, () => 0);
    const s = await play(g, clock, (x) => x.state.round >= 2);
    stop();
    await g.save();
    const digest = boardDigest(s.state);
    const again = games(kv).g;
    expect(await again.latestUnfinished()).toBe('id1');
    expect(await again.lastKind()).toBe('board');
    const back = await again.resume('id1');
    expect(back && boardDigest(back.state)).toBe(digest);
    expect(back?.actions.length).toBe(s.actions.length);
  });

  it('keeps the latest move through the journal when the store had no time to write it', async () => {
    const kv = new MemoryKeyValue();
    let slot: string | null = null;
    const journal = { read: () => slot, write: (text: string) => (slot = text) };
    let id = 0;
    const g = new BoardGames({
      kv,
      now: () => 5000 + id,
      newId: () => `j${++id}`,
      bots: easyInPage,
      journal,
    });
    g.newGame({ players: 2 }, 3, seats([null, null]));
    await g.save();
    // The store stops taking writes (the page is being reloaded); the journal still gets every move.
    kv.setItem = () => new Promise(() => undefined);
    const s = g.current();
    if (!s) throw new Error('no game');
    for (let i = 0; i < 6; i++) {
      const a = s.activeSeat();
      const move = s.legal(a).find((x) => x.type !== 'road');
      if (move) s.act(move);
    }
    const again = new BoardGames({
      kv: new MemoryKeyValue(),
      now: () => 9000,
      newId: () => 'x',
      bots: easyInPage,
      journal,
    });
    expect(await again.latestUnfinished()).toBe('j1');
    const back = await again.resume('j1');
    expect(back?.actions.length).toBe(s.actions.length);
    expect(back && boardDigest(back.state)).toBe(boardDigest(s.state));
  });

  it('lets a person take back a move until chance or another seat follows', () => {
    const r = BoardSession.create({ players: 2 }, 5, seats([null, null]));
    if (!r.ok) throw new Error('setup');
    const s = r.session;
    let undone = 0;
    let refused = 0;
    for (let i = 0; i < 400 && s.state.phase !== 'over'; i++) {
      const a = s.activeSeat();
      const before = s.state;
      const moves = s.legal(a).filter((x) => x.type !== 'road');
      const move = moves[(i * 7) % Math.max(1, moves.length)];
      if (!move) break;
      s.act(move);
      const random = s.state.rng !== before.rng || s.state.bag.length !== before.bag.length;
      expect(s.canUndo()).toBe(!random);
      if (!random && i % 3 === 0) {
        expect(s.undo()).toBe(true);
        expect(s.state).toEqual(before);
        expect(s.canUndo()).toBe(false);
        undone++;
        s.act(move);
      } else if (random) refused++;
    }
    expect(undone).toBeGreaterThan(5);
    expect(refused).toBeGreaterThan(0);
  });

  it('refuses a bot seat’s move from a person, and damaged or forged saves', async () => {
    const r = BoardSession.create({ players: 2 }, 5, seats(['easy', null]));
    if (!r.ok) throw new Error('setup');
    const s = r.session;
    const a = s.activeSeat();
    const move = s.legal(a)[0];
    if (!move) throw new Error('no move');
    if (s.seats[a]?.bot) expect(s.act(move)).toEqual({ ok: false, error: 'not-your-turn' });
    const good = (await (async () => {
      const { g, kv } = games();
      g.newGame({ players: 2 }, 5, seats([null, null]));
      await g.save();
      return kv.getItem<Record<string, unknown>>(`${BOARD_SAVE_PREFIX}id1`);
    })()) as Record<string, unknown>;
    expect(readBoardSave(good).ok).toBe(true);
    const forged: [unknown, string][] = [
      [null, 'not-a-save'],
      [42, 'not-a-save'],
      [{ ...good, kind: 'cards' }, 'not-a-save'],
      [{ ...good, v: 9 }, 'newer'],
      [{ ...good, seed: -1 }, 'damaged'],
      [{ ...good, seed: 1.5 }, 'damaged'],
      [{ ...good, setup: { players: 9 } }, 'damaged'],
      [{ ...good, seats: [] }, 'damaged'],
      [{ ...good, actions: Array.from({ length: 6000 }, () => ({})) }, 'damaged'],
      [
        {
          ...good,
          actions: [
            { type: 'pass', seat: 0 },
            { type: 'pass', seat: 0 },
          ],
        },
        'refused',
      ],
      [{ ...good, actions: [{ type: 'warp', seat: 0 }] }, 'refused'],
    ];
    for (const [raw, problem] of forged) {
      const res = readBoardSave(raw);
      expect(res.ok ? 'ok' : res.problem).toBe(problem);
    }
  });

  it('plays an unsaved game with paced, seeded bots, and keeps no record of it', async () => {
    const { g, kv } = games();
    const clock = new StepClock();
    const started: string[] = [];
    g.setTracker({ start: (id) => void started.push(id), stop: () => void started.push('stop') });
    const r = BoardSession.create({ players: 3 }, 9, seats([null, 'easy', 'easy']));
    if (!r.ok) throw new Error(r.error);
    g.playUnsaved(r.session);
    expect(g.current()).toBe(r.session);
    const stop = g.drive(clock, () => 200);
    const s = await play(g, clock, (x) => x.state.round >= 2);
    stop();
    expect(s.errors).toEqual([]);
    expect(Object.keys(s.reasons).length).toBeGreaterThan(0);
    expect(new Set(clock.asked)).toEqual(new Set([200]));
    await g.save();
    expect(await kv.keys()).toEqual([]);
    expect(g.currentId()).toBeNull();
    expect(s.saveId).toBeNull();
    g.end();
    expect(started).toEqual([]);
  });
});
