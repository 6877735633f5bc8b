/** Two tabs on one save (one shared store): the second never overwrites; a take-over keeps every move of both. */
import { beforeAll, describe, expect, it } from 'vitest';
import { Library } from '../src/app/library';
import { MemoryKeyValue, SaveStore } from '../src/app/saveStore';
import type { GameSession } from '../src/app/session';
import { TabGuard, busyText, takenText } from '../src/app/tabGuard';
import type { NoticeAction } from '../src/app/tabGuard';
import { TabLocks } from '../src/app/tabLock';
import type { LockManagerLike } from '../src/app/tabLock';
import type { Action } from '../src/cards/engine';
import { openSession, realSetup } from './helpers';
import { FakeLocks, Hub, wait } from './tabFakes';
import { loadLanguage, setLanguage } from '../src/i18n';
import { de } from '../src/i18n/de';
import { en } from '../src/i18n/en';

beforeAll(async () => {
  await loadLanguage('en');
});

/** One browser tab: its own library and current game (as app.ts keeps them), over the shared store, locks and channel. */
class Tab {
  current: GameSession | null = null;
  readonly notices: { message: string; action?: NoticeAction }[] = [];
  tableOpened = 0;
  readonly library: Library;
  readonly guard: TabGuard;

  constructor(
    name: string,
    store: SaveStore,
    readonly locks: LockManagerLike | null,
    hub: Hub,
  ) {
    let n = 0;
    let t = 1000;
    this.library = new Library({
      store,
      journal: null,
      now: () => (t += 10),
      newId: () => `${name}-${++n}`,
      bots: null,
    });
    this.guard = new TabGuard({
      locks: new TabLocks({ locks, channel: hub.open(), tabId: name, wait }),
      library: this.library,
      current: () => this.current,
      adopt: (s, ref) => {
        if (this.current !== s) this.end();
        this.current = s;
        this.guard.track(s, ref);
        return s;
      },
      end: () => this.end(),
      notify: (message, _kind, action) => this.notices.push(action ? { message, action } : { message }),
      openTable: () => this.tableOpened++,
    });
  }

  /** Starts a new game, as app.ts newGame does. */
  newGame(): GameSession {
    this.end();
    const session = openSession(realSetup(4), 11, null);
    this.current = session;
    this.guard.track(session, null);
    return session;
  }

  end(): void {
    this.guard.untrack();
    this.current?.dispose();
    this.current = null;
  }
}

/** Plays `n` moves (the first legal action of the first active seat); returns them. */
function play(s: GameSession, n: number): Action[] {
  const moves: Action[] = [];
  for (let i = 0; i < n; i++) {
    const seat = s.activeSeats()[0] as number;
    const a = s.legal(seat)[0] as Action;
    expect(s.send(a)).toBeNull();
    moves.push(a);
  }
  return moves;
}

const kinds: [string, () => LockManagerLike | null][] = [
  ['Web Locks', () => new FakeLocks()],
  ['BroadcastChannel fallback', () => null],
];

describe.each(kinds)('two tabs on one save (%s)', (_kind, makeLocks) => {
  it('the second tab says the game is open elsewhere and never writes; a take-over keeps every move', async () => {
    const store = new SaveStore(new MemoryKeyValue());
    const locks = makeLocks();
    const hub = new Hub();
    const a = new Tab('A', store, locks, hub);
    const b = new Tab('B', store, locks, hub);

    const sa = a.newGame();
    const moves = play(sa, 5);
    await wait(1000);
    const id = a.library.currentId() as string;

    const opened = await b.guard.open(id);
    expect(opened).toEqual({ ok: false, why: 'busy' });
    expect(b.current).toBeNull();
    expect(b.library.currentId()).toBeNull();
    expect(b.notices.map((x) => [x.message, x.action?.label])).toEqual([[busyText(), en['notice.takeOver']]]);

    // The first tab plays on; its moves all reach the store, untouched by the second tab.
    moves.push(...play(sa, 7));
    await a.library.flush();
    const before = await store.read(id);
    expect(before.ok && before.save.actions).toEqual(moves);

    expect(await b.guard.takeOver(id)).toBe(true);
    expect(b.tableOpened).toBe(1);
    const sb = b.current as GameSession;
    expect(sb.actions).toEqual(moves);
    expect(JSON.stringify(sb.state)).toBe(JSON.stringify(sa.state));

    // The first tab stopped: told so, its game ended, no more moves accepted.
    expect(a.notices.map((x) => [x.message, x.action?.label])).toEqual([
      [takenText(), en['notice.playHere']],
    ]);
    expect(a.current).toBeNull();
    expect(a.library.currentId()).toBeNull();
    const seat = sa.activeSeats()[0] as number;
    expect(sa.send(sa.legal(seat)[0] as Action)).toBe('game-over');

    moves.push(...play(sb, 3));
    await b.library.flush();
    await wait(1000);
    const after = await store.read(id);
    expect(after.ok && after.save.actions).toEqual(moves);

    // Opening it again in the first tab is refused while the second plays it.
    expect(await a.guard.open(id)).toEqual({ ok: false, why: 'busy' });
    const stored = await store.read(id);
    expect(stored.ok && stored.save.actions.length).toBe(15);
  });

  it('the button on the take-over message plays the game here again', async () => {
    const store = new SaveStore(new MemoryKeyValue());
    const locks = makeLocks();
    const hub = new Hub();
    const a = new Tab('A', store, locks, hub);
    const b = new Tab('B', store, locks, hub);
    play(a.newGame(), 4);
    await a.library.flush();
    const id = a.library.currentId() as string;
    await b.guard.open(id);
    b.notices[0]?.action?.run();
    await wait(RELEASE_WAIT);
    expect(b.current?.actions).toHaveLength(4);
    const back = a.notices.find((x) => x.message === takenText())?.action;
    expect(back?.label).toBe(en['notice.playHere']);
    back?.run();
    await wait(RELEASE_WAIT);
    expect(a.current?.actions).toHaveLength(4);
    expect(a.tableOpened).toBe(1);
    expect(b.current).toBeNull();
    expect(b.notices.map((x) => x.message)).toEqual([busyText(), takenText()]);
  });

  it('a game left in one tab can be opened in another', async () => {
    const store = new SaveStore(new MemoryKeyValue());
    const locks = makeLocks();
    const hub = new Hub();
    const a = new Tab('A', store, locks, hub);
    const b = new Tab('B', store, locks, hub);
    play(a.newGame(), 3);
    await a.library.flush();
    const id = a.library.currentId() as string;
    a.end();
    const r = await b.guard.open(id);
    expect(r.ok).toBe(true);
    expect(b.notices).toEqual([]);
  });
});

/** Long enough (in test time) for a claim, a take-over and the re-open to finish. */
const RELEASE_WAIT = 2000;

describe('the two-tab messages', () => {
  it('are in the language of the moment, their buttons too', async () => {
    await setLanguage('de');
    try {
      const store = new SaveStore(new MemoryKeyValue());
      const hub = new Hub();
      const a = new Tab('A', store, new FakeLocks(), hub);
      const b = new Tab('B', store, a.locks, hub);
      play(a.newGame(), 3);
      await wait(1000);
      const id = a.library.currentId() as string;
      expect(await b.guard.open(id)).toEqual({ ok: false, why: 'busy' });
      expect(await b.guard.takeOver(id)).toBe(true);
      const said = [...b.notices, ...a.notices].map((x) => [x.message, x.action?.label]);
      expect(said).toEqual([
        [de['notice.tabBusy'], de['notice.takeOver']],
        [de['notice.tabTaken'], de['notice.playHere']],
      ]);
      expect(said.flat()).not.toContain(en['notice.tabBusy']);
    } finally {
      await setLanguage('en');
    }
  });
});
