/** One tab per game: Web Locks and the BroadcastChannel fallback, with fake locks and channels shared by fake tabs. */
import { describe, expect, it } from 'vitest';
import { GRACE_MS, RELEASE_MS, TabLocks } from '../src/app/tabLock';
import type { LockDeps, LockManagerLike } from '../src/app/tabLock';
import { FakeLocks, Hub, wait } from './tabFakes';

function tab(name: string, locks: LockManagerLike | null, hub: Hub | null): TabLocks {
  const deps: LockDeps = { locks, channel: hub ? hub.open() : null, tabId: name, wait };
  return new TabLocks(deps);
}

const kinds: [string, () => { locks: LockManagerLike | null; hub: Hub }][] = [
  ['Web Locks', () => ({ locks: new FakeLocks(), hub: new Hub() })],
  ['BroadcastChannel fallback', () => ({ locks: null, hub: new Hub() })],
];

describe.each(kinds)('tab locks with %s', (_kind, make) => {
  it('lets one tab play a game; the second is told it is busy, other games stay free', async () => {
    const { locks, hub } = make();
    const a = tab('A', locks, hub);
    const b = tab('B', locks, hub);
    const la = await a.claim('g1', () => undefined);
    expect(la?.held).toBe(true);
    expect(await b.claim('g1', () => undefined)).toBeNull();
    expect((await b.claim('g2', () => undefined))?.held).toBe(true);
    expect(a.heldIds()).toEqual(['g1']);
    expect(b.heldIds()).toEqual(['g2']);
  });

  it('take-over: the holder stops and finishes its last write before the other tab gets the game', async () => {
    const { locks, hub } = make();
    const a = tab('A', locks, hub);
    const b = tab('B', locks, hub);
    const events: string[] = [];
    const la = await a.claim('g1', async () => {
      events.push('A lost');
      await wait(200);
      events.push('A flushed');
    });
    const lb = await b.takeOver('g1', () => undefined);
    events.push('B holds');
    expect(events).toEqual(['A lost', 'A flushed', 'B holds']);
    expect(la?.held).toBe(false);
    expect(lb.held).toBe(true);
    expect(a.heldIds()).toEqual([]);
    // The first tab cannot take the game back silently: it is told the game is busy.
    expect(await a.claim('g1', () => undefined)).toBeNull();
  });

  it('a released game can be claimed by another tab', async () => {
    const { locks, hub } = make();
    const a = tab('A', locks, hub);
    const b = tab('B', locks, hub);
    const la = await a.claim('g1', () => undefined);
    la?.release();
    expect(la?.held).toBe(false);
    expect((await b.claim('g1', () => undefined))?.held).toBe(true);
  });

  it('a claim waits a moment for a reloading tab to let go', async () => {
    const { locks, hub } = make();
    const a = tab('A', locks, hub);
    const b = tab('B', locks, hub);
    const la = await a.claim('g1', () => undefined);
    setTimeout(() => la?.release(), GRACE_MS / 50 / 2);
    expect((await b.claim('g1', () => undefined))?.held).toBe(true);
  });
});

describe('tab locks', () => {
  it('takes the Web Lock anyway when the holder never answers, and the holder hears it lost the game', async () => {
    const locks = new FakeLocks();
    const hub = new Hub();
    const deaf = tab('A', locks, null);
    const b = tab('B', locks, hub);
    let lost = 0;
    const la = await deaf.claim('g1', () => void lost++);
    const t0 = Date.now();
    const lb = await b.takeOver('g1', () => undefined);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(RELEASE_MS / 50 - 5);
    expect(lb.held).toBe(true);
    await wait(50);
    expect(lost).toBe(1);
    expect(la?.held).toBe(false);
  });

  it('announces a take-over on the channel and the holder answers that it let go', async () => {
    const hub = new Hub();
    const a = tab('A', null, hub);
    const b = tab('B', null, hub);
    await a.claim('g1', () => undefined);
    await b.takeOver('g1', () => undefined);
    expect(hub.log.map((m) => `${m.from}:${m.type}`)).toEqual(['A:who', 'B:take-over', 'A:released']);
  });

  it('without locks or channels a claim always succeeds', async () => {
    const a = tab('A', null, null);
    expect((await a.claim('g1', () => undefined))?.held).toBe(true);
  });
});
