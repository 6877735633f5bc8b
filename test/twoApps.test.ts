/** Two Apps side by side in one Node process, each on its own stores, share nothing (issue 25: one App object). */
import { describe, expect, it, vi } from 'vitest';
import { localBots } from '../src/app/app';
import { createApp } from '../src/app/createApp';
import type { App } from '../src/app/createApp';
import type { LateParts } from '../src/app/startUp';
import { MemoryKeyValue } from '../src/app/saveStore';
import type { SaveDeps } from '../src/app/storage';
import { wireLate } from '../src/app/wireLate';
import type { LocalSlots } from '../src/ui/settings';
import { QUICK_SETTINGS_KEY } from '../src/ui/settings';
import type { GameSetup } from '../src/cards/engine';
import type { InsightWorker } from '../src/app/insights';
import { NO_LENS_SCREEN } from '../src/app/insights';
import { FakeLocks, Hub } from './tabFakes';

class MemorySlots implements LocalSlots {
  readonly map = new Map<string, string>();
  getItem(k: string): string | null {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string): void {
    this.map.set(k, v);
  }
  removeItem(k: string): void {
    this.map.delete(k);
  }
}

/** An App with its late parts on fresh in-memory stores; `notices` collects what it shows the player. */
function memoryApp(name: string): { app: App; local: MemorySlots; kv: MemoryKeyValue; notices: string[] } {
  const local = new MemorySlots();
  const kv = new MemoryKeyValue();
  const notices: string[] = [];
  const app = createApp({ local });
  const deps: SaveDeps = {
    kv,
    journal: null,
    locks: { locks: new FakeLocks(), channel: new Hub().open(), tabId: name, wait: () => Promise.resolve() },
    notify: (message) => void notices.push(message),
    onPageHidden: () => undefined,
    now: () => 1_700_000_000_000,
    waitMs: 60_000,
  };
  wireLate(app, localBots, deps);
  return { app, local, kv, notices };
}

/** Four people at one device: no bots, so nothing moves on its own. */
const PASS_AND_PLAY: GameSetup = {
  seats: [
    { kind: 'real', name: 'Ann', suit: 'hat', controller: 'human' },
    { kind: 'real', name: 'Bob', suit: 'star', controller: 'human' },
    { kind: 'real', name: 'Cid', suit: 'cactus', controller: 'human' },
    { kind: 'real', name: 'Dee', suit: 'boot', controller: 'human' },
  ],
};

describe('two Apps side by side', () => {
  it('keep their own settings, language choice and quick copy', async () => {
    const a = memoryApp('a');
    const b = memoryApp('b');
    await Promise.all([a.app.late().saves.init(), b.app.late().saves.init()]);
    a.app.settings.update({ volume: 0.2, language: 'de', textSize: 150 });
    expect(a.app.settings.get()).toMatchObject({ volume: 0.2, language: 'de', textSize: 150 });
    expect(b.app.settings.get().volume).toBe(0.7);
    expect(b.app.settings.get().language).toBeUndefined();
    expect(b.app.settings.textScale()).toBe(1);
    expect(JSON.parse(a.local.getItem(QUICK_SETTINGS_KEY) ?? '{}')).toMatchObject({ language: 'de' });
    expect(JSON.parse(b.local.getItem(QUICK_SETTINGS_KEY) ?? '{}').language).toBeUndefined();
    // Each App's store holds its own record: a third App on A's stores starts in German, one on B's does not.
    const storedA: unknown = await a.app.late().saves.store.readSettings();
    const storedB: unknown = await b.app.late().saves.store.readSettings();
    expect(storedA).toMatchObject({ language: 'de' });
    expect((storedB as { language?: string } | null)?.language).toBeUndefined();
    expect(createApp({ local: a.local }).settings.get().language).toBe('de');
    expect(createApp({ local: b.local }).settings.get().language).toBeUndefined();
  });

  it('keep their own current game and saves', async () => {
    const a = memoryApp('a');
    const b = memoryApp('b');
    const started = a.app.late().games.newGame(PASS_AND_PLAY, 7);
    expect(started.ok).toBe(true);
    await a.app.late().saves.library.flush();
    expect(a.app.late().games.current()).not.toBeNull();
    expect(b.app.late().games.current()).toBeNull();
    expect(await b.app.late().games.continueProvider().available()).toBe(false);
    const listA = await a.app.late().saves.list();
    expect(listA).toHaveLength(1);
    expect(await b.app.late().saves.list()).toEqual([]);
    const id = listA[0]?.id ?? '';
    expect(id).not.toBe('');
    expect((await a.kv.keys()).some((k) => k.includes(id))).toBe(true);
    expect((await b.kv.keys()).some((k) => k.includes(id))).toBe(false);
    a.app.late().games.end();
    expect(b.app.late().games.current()).toBeNull();
    expect(a.notices.concat(b.notices)).toEqual([]);
  });

  it('keep their own test hook', () => {
    const a = memoryApp('a');
    const b = memoryApp('b');
    a.app.hook.setScene('table');
    a.app.hook.setSources({ screen: () => 'a' });
    expect(a.app.hook.hook().scene()).toBe('table');
    expect(a.app.hook.hook().screen()).toBe('a');
    expect(b.app.hook.hook().scene()).toBe('boot');
    expect(b.app.hook.hook().screen()).toBeNull();
  });

  it('keep their own start-up: late work, its waiters, the art and the scene gate', async () => {
    const a = memoryApp('a');
    const b = memoryApp('b');
    const heard: string[] = [];
    let runs = 0;
    a.app.startUp.register(() => {
      runs++;
      return Promise.resolve(null as unknown as LateParts);
    });
    b.app.startUp.register(() => Promise.reject(new Error('b fails')));
    a.app.startUp.whenLoaded(() => heard.push('a'));
    b.app.startUp.whenLoaded(() => heard.push('b'));
    expect(a.app.startUp.loaded()).toBe(false);
    await Promise.all([a.app.startUp.start(), a.app.startUp.start()]);
    expect(runs).toBe(1);
    expect(heard).toEqual(['a']);
    expect(b.app.startUp.loaded()).toBe(false);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await b.app.startUp.start();
    errors.mockRestore();
    expect(heard).toEqual(['a', 'b']);
    expect(a.app.startUp.claimArt()).toBe(true);
    expect(a.app.startUp.claimArt()).toBe(false);
    expect(b.app.startUp.claimArt()).toBe(true);
    a.app.startUp.artDone();
    await a.app.startUp.restOfArt;
    const hold = Promise.resolve();
    a.app.startUp.setSceneGate((key) => (key === 'table' ? hold : null));
    expect(a.app.startUp.holdFor('table')).toBe(hold);
    expect(a.app.startUp.holdFor('title')).toBeNull();
    expect(b.app.startUp.holdFor('table')).toBeNull();
  });

  it('keep their own insight client: the lens worker, its loading and what the hook reads of the lens', async () => {
    const a = memoryApp('a');
    const b = memoryApp('b');
    let stops = 0;
    const silent: InsightWorker = {
      onmessage: null,
      onerror: null,
      terminate: () => void stops++,
      postMessage: () => undefined,
    };
    a.app.late().insights.warmLens(() => silent);
    expect(a.app.late().insights.lensWorkerUp()).toBe(true);
    expect(a.app.late().insights.lensBooting(300, () => undefined)).not.toBeNull();
    expect(b.app.late().insights.lensWorkerUp()).toBe(false);
    expect(b.app.late().insights.lensBooting(300)).toBeNull();
    a.app.late().insights.lensScreen = { ...NO_LENS_SCREEN, open: true, samples: 40 };
    expect(b.app.late().insights.lensScreen).toEqual(NO_LENS_SCREEN);
    // Ending B's lens leaves A's worker up.
    b.app.late().insights.stopLens();
    expect(stops).toBe(0);
    expect(a.app.late().insights.lensWorkerUp()).toBe(true);
    a.app.late().insights.stopLens();
    expect(stops).toBe(1);
    expect(a.app.late().insights.lensWorkerUp()).toBe(false);
  });
});
