/** One browser tab in Node tests: a whole App over a store, locks and channel shared with other tabs. */
import { localBots } from '../src/app/app';
import { createApp } from '../src/app/createApp';
import type { App } from '../src/app/createApp';
import type { MemoryKeyValue } from '../src/app/saveStore';
import type { SaveDeps } from '../src/app/storage';
import { wireLate } from '../src/app/wireLate';
import type { FakeLocks, Hub } from './tabFakes';

/** A message the tab showed, with its button. */
export interface Notice {
  message: string;
  action?: { label: string; run: () => void };
}

/** What the tabs share: the store, the locks and the channel. */
export interface SharedTabs {
  kv: MemoryKeyValue;
  locks: FakeLocks;
  hub: Hub;
}

/** An App for tab `name` over the shared parts, with the notices it showed. */
export function appTab(name: string, shared: SharedTabs): { app: App; notices: Notice[] } {
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
export async function turns(n = 20): Promise<void> {
  for (let i = 0; i < n; i++) await new Promise<void>((done) => setImmediate(done));
}
