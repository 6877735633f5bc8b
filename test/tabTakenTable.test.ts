/** A card game taken over by another tab: the table on screen is told to leave, and only on a take-over. */
import { beforeAll, describe, expect, it } from 'vitest';
import { localBots } from '../src/app/app';
import { createApp } from '../src/app/createApp';
import type { App } from '../src/app/createApp';
import { MemoryKeyValue } from '../src/app/saveStore';
import type { SaveDeps } from '../src/app/storage';
import { takenText } from '../src/app/tabGuard';
import { wireLate } from '../src/app/wireLate';
import { loadLanguage } from '../src/i18n';
import { FakeLocks, Hub } from './tabFakes';
import { realSetup } from './helpers';

interface Notice {
  message: string;
  action?: { label: string; run: () => void };
}

/** One browser tab: an App over the shared store, locks and channel, with the notices it showed. */
function tab(
  name: string,
  shared: { kv: MemoryKeyValue; locks: FakeLocks; hub: Hub },
): { app: App; notices: Notice[] } {
  const notices: Notice[] = [];
  const app = createApp({ local: null });
  const deps: SaveDeps = {
    kv: shared.kv,
    journal: null,
    locks: { locks: shared.locks, channel: shared.hub.open(), tabId: name, wait: () => Promise.resolve() },
    notify: (message, _kind, _ms, action) => void notices.push(action ? { message, action } : { message }),
    onPageHidden: () => undefined,
    now: () => 1_700_000_000_000,
    waitMs: 60_000,
  };
  wireLate(app, localBots, deps);
  return { app, notices };
}

/** Lets the locks' promise chains run (event-loop turns, not time). */
async function turns(n = 60): Promise<void> {
  for (let i = 0; i < n; i++) await new Promise<void>((done) => setImmediate(done));
}

beforeAll(async () => {
  await loadLanguage('en');
});

describe('a card game taken over by another tab', () => {
  it('tells the table on screen to leave once its game has ended here, and a new game is no take-over', async () => {
    const shared = { kv: new MemoryKeyValue(), locks: new FakeLocks(), hub: new Hub() };
    const a = tab('a', shared);
    const b = tab('b', shared);
    const ga = a.app.late().games;
    let left = 0;
    const stop = ga.onTaken(() => left++);
    expect(ga.newGame(realSetup(4), 8).ok).toBe(true);
    expect(ga.newGame(realSetup(4), 9).ok).toBe(true);
    await turns();
    expect(left).toBe(0);
    const id = a.app.late().saves.currentSaveId() ?? '';
    expect((await b.app.late().saves.list()).map((r) => r.id)).toContain(id);
    expect(await b.app.late().saves.resume(id)).toBeNull();
    b.notices[0]?.action?.run();
    await turns();
    expect(left).toBe(1);
    expect(ga.current()).toBeNull();
    expect(b.app.late().games.current()).not.toBeNull();
    expect(a.notices.map((n) => n.message)).toEqual([takenText()]);
    stop();
    a.notices[0]?.action?.run();
    await turns();
    b.notices.at(-1)?.action?.run();
    await turns();
    expect(ga.current()).toBeNull();
    expect(left).toBe(1);
  });
});
