/** Fakes of the Web Locks API and BroadcastChannel for tab-lock tests: several fake tabs share one of each. */
import type { ChannelLike, LockManagerLike, LockRequestOptions, TabMessage } from '../src/app/tabLock';

/** Time runs 50 times faster in these tests. */
export const wait = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms / 50));

interface Entry {
  cb: (lock: unknown) => Promise<void>;
  resolve: (v: unknown) => void;
  reject: (e: Error) => void;
  options: LockRequestOptions;
}

/** The Web Locks API for one origin: exclusive locks by name, ifAvailable, steal and abort signals. */
export class FakeLocks implements LockManagerLike {
  private holders = new Map<string, Entry>();
  private queues = new Map<string, Entry[]>();

  request(name: string, options: LockRequestOptions, cb: (lock: unknown) => Promise<void>): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const e: Entry = { cb, resolve, reject, options };
      const holder = this.holders.get(name);
      if (options.steal) {
        if (holder) {
          this.holders.delete(name);
          holder.reject(new Error('AbortError: stolen'));
        }
        this.grant(name, e);
      } else if (!holder) this.grant(name, e);
      else if (options.ifAvailable) cb(null).then(resolve, reject);
      else {
        const q = this.queues.get(name) ?? [];
        q.push(e);
        this.queues.set(name, q);
        options.signal?.addEventListener('abort', () => {
          const i = q.indexOf(e);
          if (i >= 0) q.splice(i, 1);
          reject(new Error('AbortError'));
        });
      }
    });
  }

  private grant(name: string, e: Entry): void {
    this.holders.set(name, e);
    e.cb({ name }).then(
      (v) => {
        e.resolve(v);
        this.done(name, e);
      },
      (err: Error) => {
        e.reject(err);
        this.done(name, e);
      },
    );
  }

  private done(name: string, e: Entry): void {
    if (this.holders.get(name) !== e) return;
    this.holders.delete(name);
    const next = this.queues.get(name)?.shift();
    if (next) this.grant(name, next);
  }
}

/** BroadcastChannels of one name: a message reaches every other channel, asynchronously. */
export class Hub {
  readonly channels: FakeChannel[] = [];
  readonly log: TabMessage[] = [];
  open(): FakeChannel {
    const c = new FakeChannel(this);
    this.channels.push(c);
    return c;
  }
}

export class FakeChannel implements ChannelLike {
  onmessage: ((e: { data: unknown }) => void) | null = null;
  constructor(private readonly hub: Hub) {}
  postMessage(message: TabMessage): void {
    this.hub.log.push(message);
    for (const c of this.hub.channels)
      if (c !== this) queueMicrotask(() => c.onmessage?.({ data: structuredClone(message) }));
  }
}
