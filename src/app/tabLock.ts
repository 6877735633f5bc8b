/**
 * One tab plays a saved game at a time, so two tabs never overwrite each other's moves: a Web Lock per game
 * (`navigator.locks`), with a BroadcastChannel handshake where locks are missing. Another tab may take a game over:
 * the holder hears it, stops (its `onLost` runs, e.g. flushing its last write) and lets go.
 */

/** Options of a lock request (the part of the Web Locks API used). */
export interface LockRequestOptions {
  ifAvailable?: boolean;
  steal?: boolean;
  signal?: AbortSignal;
}

/** The part of `navigator.locks` used. */
export interface LockManagerLike {
  request(
    name: string,
    options: LockRequestOptions,
    callback: (lock: unknown) => Promise<void>,
  ): Promise<unknown>;
}

/** The messages tabs exchange about games. */
export type TabMessage =
  | { type: 'who'; id: string; from: string }
  | { type: 'mine'; id: string; from: string; to: string }
  | { type: 'take-over'; id: string; from: string }
  | { type: 'released'; id: string; from: string };

/** The part of a BroadcastChannel used. */
export interface ChannelLike {
  postMessage(message: TabMessage): void;
  onmessage: ((e: { data: unknown }) => void) | null;
}

/** What the tab locks need from the browser (fakes in tests). */
export interface LockDeps {
  /** `navigator.locks`, or null where the Web Locks API is missing. */
  locks: LockManagerLike | null;
  /** A channel shared by the app's tabs, or null. */
  channel: ChannelLike | null;
  /** This tab's id, unique among open tabs. */
  tabId: string;
  wait: (ms: number) => Promise<void>;
}

/** How long a claim without Web Locks waits for a holder to answer. */
export const ANSWER_MS = 250;
/** A busy claim is tried once more after this long (a reloaded tab's old page may still be letting go). */
export const GRACE_MS = 400;
/** How long a take-over waits for the holder to let go before taking the lock anyway. */
export const RELEASE_MS = 3000;

/** A game held by this tab. */
export interface GameLock {
  readonly id: string;
  /** False once released or taken over. */
  readonly held: boolean;
  release(): void;
}

/** Runs when another tab takes the game over; the lock is let go once it settles. */
export type LostHandler = () => Promise<void> | void;

interface Holding {
  lock: { id: string; held: boolean; release: () => void };
  onLost: LostHandler;
  letGo: () => void;
}

const lockName = (id: string): string => `carson-city.game.${id}`;

function isMessage(m: unknown): m is TabMessage {
  if (typeof m !== 'object' || m === null) return false;
  const r = m as Record<string, unknown>;
  return (
    typeof r.id === 'string' &&
    typeof r.from === 'string' &&
    (r.type === 'who' || r.type === 'mine' || r.type === 'take-over' || r.type === 'released')
  );
}

/** The games this tab holds, and the claims and take-overs of others. */
export class TabLocks {
  private readonly held = new Map<string, Holding>();
  private readonly waiting = new Set<(m: TabMessage) => void>();

  constructor(private readonly deps: LockDeps) {
    if (deps.channel) deps.channel.onmessage = (e) => this.hear(e.data);
  }

  /**
   * Claims a game for this tab if no other tab has it (asked twice, GRACE_MS apart); null when another tab plays it.
   * A `fresh` game (a new id, unknown to other tabs) is held at once where there are no Web Locks.
   */
  async claim(id: string, onLost: LostHandler, fresh = false): Promise<GameLock | null> {
    const own = this.held.get(id);
    if (own) {
      own.onLost = onLost;
      return own.lock;
    }
    if (fresh && !this.deps.locks) return this.hold(id, onLost, () => undefined);
    const first = await this.tryClaim(id, onLost);
    if (first) return first;
    await this.deps.wait(GRACE_MS);
    return this.held.get(id)?.lock ?? this.tryClaim(id, onLost);
  }

  /** Takes a game over from the tab that has it: asks it to let go, and takes the lock anyway after RELEASE_MS. */
  async takeOver(id: string, onLost: LostHandler): Promise<GameLock> {
    const own = this.held.get(id);
    if (own) {
      own.onLost = onLost;
      return own.lock;
    }
    const { locks, channel, tabId, wait } = this.deps;
    if (locks) {
      const stop = new AbortController();
      const asked = this.viaLocks(id, onLost, { signal: stop.signal });
      this.post({ type: 'take-over', id, from: tabId });
      const first = await Promise.race([asked, wait(RELEASE_MS).then(() => null)]);
      if (first) return first;
      stop.abort();
      const late = await asked;
      if (late) return late;
      const stolen = await this.viaLocks(id, onLost, { steal: true });
      return stolen ?? this.hold(id, onLost, () => undefined);
    }
    if (channel) {
      const released = this.listen((m) => m.type === 'released' && m.id === id, RELEASE_MS);
      this.post({ type: 'take-over', id, from: tabId });
      await released;
    }
    return this.hold(id, onLost, () => undefined);
  }

  /** The games this tab holds. */
  heldIds(): string[] {
    return [...this.held.keys()];
  }

  private async tryClaim(id: string, onLost: LostHandler): Promise<GameLock | null> {
    const { locks, channel, tabId } = this.deps;
    if (locks) return this.viaLocks(id, onLost, { ifAvailable: true });
    if (channel) {
      const answered = this.listen((m) => m.type === 'mine' && m.id === id && m.to === tabId, ANSWER_MS);
      this.post({ type: 'who', id, from: tabId });
      if ((await answered) || this.held.has(id)) return this.held.get(id)?.lock ?? null;
    }
    return this.hold(id, onLost, () => undefined);
  }

  /** Requests the Web Lock of a game; the lock is held until released or lost. Null when not granted. */
  private viaLocks(id: string, onLost: LostHandler, options: LockRequestOptions): Promise<GameLock | null> {
    const locks = this.deps.locks as LockManagerLike;
    return new Promise<GameLock | null>((resolve) => {
      let letGo: () => void = () => undefined;
      const until = new Promise<void>((done) => (letGo = done));
      let mine: Holding | null = null;
      locks
        .request(lockName(id), options, async (lock) => {
          if (!lock) {
            resolve(null);
            return;
          }
          this.hold(id, onLost, letGo);
          mine = this.held.get(id) ?? null;
          resolve(mine?.lock ?? null);
          await until;
        })
        .catch(() => {
          // Aborted before it was granted, or stolen by another tab's take-over.
          if (mine && this.held.get(id) === mine) void this.lose(id);
          resolve(null);
        });
    });
  }

  private hold(id: string, onLost: LostHandler, letGo: () => void): GameLock {
    const lock = {
      id,
      held: true,
      release: () => {
        if (this.held.get(id) !== holding) return;
        this.held.delete(id);
        lock.held = false;
        letGo();
      },
    };
    const holding: Holding = { lock, onLost, letGo };
    this.held.set(id, holding);
    return lock;
  }

  private async lose(id: string): Promise<void> {
    const h = this.held.get(id);
    if (!h) return;
    this.held.delete(id);
    h.lock.held = false;
    try {
      await h.onLost();
    } catch {
      // The game is let go whatever the handler does.
    }
    h.letGo();
    this.post({ type: 'released', id, from: this.deps.tabId });
  }

  private hear(data: unknown): void {
    if (!isMessage(data) || data.from === this.deps.tabId) return;
    for (const w of [...this.waiting]) w(data);
    if (data.type === 'who' && this.held.has(data.id))
      this.post({ type: 'mine', id: data.id, from: this.deps.tabId, to: data.from });
    if (data.type === 'take-over' && this.held.has(data.id)) void this.lose(data.id);
  }

  /** Resolves to true when a matching message arrives, false after `ms`. */
  private async listen(match: (m: TabMessage) => boolean, ms: number): Promise<boolean> {
    let w: (m: TabMessage) => void = () => undefined;
    const heard = new Promise<boolean>((resolve) => {
      w = (m) => {
        if (match(m)) resolve(true);
      };
      this.waiting.add(w);
    });
    try {
      return await Promise.race([heard, this.deps.wait(ms).then(() => false)]);
    } finally {
      this.waiting.delete(w);
    }
  }

  private post(m: TabMessage): void {
    try {
      this.deps.channel?.postMessage(m);
    } catch {
      // A closed channel: nobody to tell.
    }
  }
}

/** The browser's locks and channel (each null where missing). */
export function browserLockDeps(): LockDeps {
  const nav = typeof navigator === 'undefined' ? null : (navigator as { locks?: LockManagerLike });
  let channel: ChannelLike | null = null;
  try {
    if (typeof BroadcastChannel !== 'undefined')
      channel = new BroadcastChannel('carson-city.tabs') as unknown as ChannelLike;
  } catch {
    channel = null;
  }
  const buf = new Uint32Array(2);
  if (typeof crypto !== 'undefined' && crypto.getRandomValues) crypto.getRandomValues(buf);
  return {
    locks: nav?.locks ?? null,
    channel,
    tabId: `${Date.now().toString(36)}-${buf[0]?.toString(36) ?? '0'}${buf[1]?.toString(36) ?? '0'}`,
    wait: (ms) => new Promise((done) => setTimeout(done, ms)),
  };
}
