/**
 * Opening and autosaving games under the tab locks (tabLock.ts): a game open in another tab is not opened here (the
 * player is told and may take it over), and a tab whose game was taken over stops playing and saving it.
 */
import { t } from '../i18n';
import type { Library, SavedRef } from './library';
import type { GameSession } from './session';
import type { GameLock, TabLocks } from './tabLock';

/** The message of a game another tab is playing, in the current language. */
export function busyText(): string {
  return t('notice.tabBusy');
}

/** The message of a tab whose game another tab took over, in the current language. */
export function takenText(): string {
  return t('notice.tabTaken');
}

/** A button on a message. */
export interface NoticeAction {
  label: string;
  run: () => void;
}

/** What the guard needs from the app. */
export interface TabGuardDeps {
  locks: TabLocks;
  library: Pick<Library, 'open' | 'track' | 'untrack' | 'flush' | 'currentId'>;
  /** The current game, if any. */
  current: () => GameSession | null;
  /** Makes a session the current game (and autosaves it through `track`, see app.ts adoptGame). */
  adopt: (session: GameSession, ref: SavedRef) => GameSession;
  /** Ends the current game. */
  end: () => void;
  /** Shows a message to the player, with a button. */
  notify: (message: string, kind: 'warning' | 'error', action?: NoticeAction) => void;
  /** Shows the table (after a take-over). */
  openTable: () => void;
}

/** The result of opening a saved game. */
export type GuardedOpen =
  | { ok: true; session: GameSession }
  | { ok: false; why: 'busy' }
  | { ok: false; why: 'problem'; message: string };

/** Opens saved games only when no other tab plays them, and lets go of games taken over elsewhere. */
export class TabGuard {
  /** The lock of the tracked game. */
  private lock: GameLock | null = null;
  /** A lock claimed for a game being opened, until it is tracked. */
  private opening: GameLock | null = null;

  constructor(private readonly deps: TabGuardDeps) {}

  /** Starts autosaving a session that became current (the game tracker's start): holds its lock. */
  track(session: GameSession, saved: SavedRef | null): void {
    const ref = this.deps.library.track(session, saved);
    if (this.lock?.id === ref.id && this.lock.held) return;
    const prior = this.lock;
    this.lock = null;
    if (prior && prior.id !== ref.id) prior.release();
    if (this.opening?.id === ref.id && this.opening.held) {
      this.lock = this.opening;
      this.opening = null;
      return;
    }
    void this.deps.locks
      .claim(ref.id, () => this.lost(ref.id), saved === null)
      .then((lock) => {
        if (lock && this.deps.library.currentId() === ref.id) this.lock = lock;
        else lock?.release();
      });
  }

  /** Stops autosaving the current session and lets go of its lock (the game tracker's stop). */
  untrack(): void {
    this.deps.library.untrack();
    this.lock?.release();
    this.lock = null;
  }

  /** Opens a saved game as the current game, unless another tab plays it (then the player is told, with a take-over). */
  async open(id: string): Promise<GuardedOpen> {
    if (this.deps.library.currentId() !== id) {
      const lock = await this.deps.locks.claim(id, () => this.lost(id));
      if (!lock) {
        this.deps.notify(busyText(), 'warning', {
          label: t('notice.takeOver'),
          run: () => void this.takeOver(id),
        });
        return { ok: false, why: 'busy' };
      }
      if (this.opening !== lock) this.opening?.release();
      this.opening = lock;
    }
    const r = await this.deps.library.open(id);
    if (!r.ok) {
      if (this.opening?.id === id) this.opening.release();
      this.opening = null;
      return { ok: false, why: 'problem', message: r.message };
    }
    return { ok: true, session: this.deps.adopt(r.session, r.ref) };
  }

  /** Takes a game over from the tab playing it, opens it here and shows the table; false when it cannot be opened. */
  async takeOver(id: string): Promise<boolean> {
    await this.deps.locks.takeOver(id, () => this.lost(id));
    const r = await this.open(id);
    if (!r.ok) {
      if (r.why === 'problem') this.deps.notify(r.message, 'error');
      return false;
    }
    this.deps.openTable();
    return true;
  }

  /** Another tab took the game over: stop playing it (no more moves or writes), finish the last write, end it. */
  private async lost(id: string): Promise<void> {
    if (this.lock?.id === id) this.lock = null;
    if (this.opening?.id === id) this.opening = null;
    if (this.deps.library.currentId() === id) {
      this.deps.current()?.dispose();
      await this.deps.library.flush();
      this.deps.library.untrack();
      this.deps.end();
    }
    this.deps.notify(takenText(), 'warning', {
      label: t('notice.playHere'),
      run: () => void this.takeOver(id),
    });
  }
}
