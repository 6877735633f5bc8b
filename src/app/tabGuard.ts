/**
 * Opening and autosaving games under the tab locks (tabLock.ts): a game open in another tab is not opened here (the
 * player is told and may take it over), and a tab whose game was taken over stops playing and saving it.
 */
import { t } from '../i18n';
import type { Library, SavedRef } from './library';
import type { GameSession } from './session';
import type { GameLock, LostHandler, TabLocks } from './tabLock';

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

/** Shows a message to the player, with a button. */
export type GuardNotify = (message: string, kind: 'warning' | 'error', action?: NoticeAction) => void;

/**
 * The locks of one game's guard (the card game's here, the board game's in board/boardGuard.ts): the lock of the game
 * played, the one claimed for a game being opened, and the player told when a game is busy or taken over.
 */
export class GuardLocks {
  private lock: GameLock | null = null;
  /** A lock claimed for a game being opened, until it is played. */
  private opening: GameLock | null = null;

  constructor(
    private readonly locks: TabLocks,
    private readonly notify: GuardNotify,
  ) {}

  /**
   * Holds lock `name` for the game now played: the one claimed while opening it, else a new claim, kept while
   * `current()` still says that game is played; `fresh` for a new game.
   */
  hold(name: string, fresh: boolean, lost: LostHandler, current: () => boolean): void {
    if (this.lock?.id === name && this.lock.held) return;
    // A lock of the same name not held any more lets go of nothing.
    this.lock?.release();
    this.lock = null;
    if (this.opening?.id === name && this.opening.held) {
      this.lock = this.opening;
      this.opening = null;
      return;
    }
    void this.locks.claim(name, lost, fresh).then((lock) => {
      if (lock && current()) this.lock = lock;
      else lock?.release();
    });
  }

  /** The game played ended: lets go of its lock. */
  drop(): void {
    this.lock?.release();
    this.lock = null;
  }

  /** Claims lock `name` for a game being opened; false when another tab plays it (the player is told, with `takeOver`). */
  async claimToOpen(name: string, lost: LostHandler, takeOver: () => void): Promise<boolean> {
    const lock = await this.locks.claim(name, lost);
    if (!lock) {
      this.notify(busyText(), 'warning', { label: t('notice.takeOver'), run: takeOver });
      return false;
    }
    if (this.opening !== lock) this.opening?.release();
    this.opening = lock;
    return true;
  }

  /** Opening the game of lock `name` failed: lets go of the lock claimed for it. */
  openFailed(name: string): void {
    if (this.opening?.id === name) this.opening.release();
    this.opening = null;
  }

  /** Another tab took lock `name` over: forgets it. */
  forget(name: string): void {
    if (this.lock?.id === name) this.lock = null;
    if (this.opening?.id === name) this.opening = null;
  }

  /** Tells the player that another tab took their game over, with a button that plays it here again. */
  tellTaken(playHere: () => void): void {
    this.notify(takenText(), 'warning', { label: t('notice.playHere'), run: playHere });
  }
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
  notify: GuardNotify;
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
  private readonly locks: GuardLocks;

  constructor(private readonly deps: TabGuardDeps) {
    this.locks = new GuardLocks(deps.locks, deps.notify);
  }

  /** Starts autosaving a session that became current (the game tracker's start): holds its lock. */
  track(session: GameSession, saved: SavedRef | null): void {
    const ref = this.deps.library.track(session, saved);
    this.locks.hold(
      ref.id,
      saved === null,
      () => this.lost(ref.id),
      () => this.deps.library.currentId() === ref.id,
    );
  }

  /** Stops autosaving the current session and lets go of its lock (the game tracker's stop). */
  untrack(): void {
    this.deps.library.untrack();
    this.locks.drop();
  }

  /** Opens a saved game as the current game, unless another tab plays it (then the player is told, with a take-over). */
  async open(id: string): Promise<GuardedOpen> {
    if (
      this.deps.library.currentId() !== id &&
      !(await this.locks.claimToOpen(
        id,
        () => this.lost(id),
        () => void this.takeOver(id),
      ))
    )
      return { ok: false, why: 'busy' };
    const r = await this.deps.library.open(id);
    if (!r.ok) {
      this.locks.openFailed(id);
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
    this.locks.forget(id);
    if (this.deps.library.currentId() === id) {
      this.deps.current()?.dispose();
      await this.deps.library.flush();
      this.deps.library.untrack();
      this.deps.end();
    }
    this.locks.tellTaken(() => void this.takeOver(id));
  }
}
