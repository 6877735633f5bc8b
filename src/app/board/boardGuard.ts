/**
 * The board game under the tab locks, as tabGuard.ts does for the card game: a board game open in another tab is not
 * opened here (the player is told and may take it over), and a tab whose board game was taken over stops playing and
 * saving it, and its board leaves for the title (BoardGames.onTaken). Its locks are named apart from the card game's,
 * so the two games never block each other.
 */
import { t } from '../../i18n';
import type { NoticeAction } from '../tabGuard';
import { busyText, takenText } from '../tabGuard';
import type { GameLock, TabLocks } from '../tabLock';
import type { BoardGames } from './boardGames';
import type { BoardSaveProblem } from './boardSave';
import type { BoardSession } from './boardSession';

/** What the guard needs from the app. */
export interface BoardGuardDeps {
  /** The tab locks, shared with the card game's guard (one listener on the tabs' channel). */
  locks: TabLocks;
  games: Pick<BoardGames, 'open' | 'currentId' | 'settle' | 'takenOver'>;
  /** Shows a message to the player, with a button. */
  notify: (message: string, kind: 'warning' | 'error', action?: NoticeAction) => void;
  /** Shows the board (after a take-over). */
  openBoard: () => void;
}

/** The result of opening a saved board game. */
export type BoardGuardedOpen =
  | { ok: true; session: BoardSession }
  | { ok: false; why: 'busy' }
  | { ok: false; why: 'problem'; problem: BoardSaveProblem };

/** The lock name of a board game (card games lock their bare ids). */
export const boardLockId = (id: string): string => `board:${id}`;

/** Opens saved board games only when no other tab plays them, and lets go of games taken over elsewhere. */
export class BoardGuard {
  private lock: GameLock | null = null;
  /** A lock claimed for a game being opened, until it becomes current. */
  private opening: GameLock | null = null;

  constructor(private readonly deps: BoardGuardDeps) {}

  /** A board game became current (BoardGames' tracker): holds its lock; `fresh` for a new game. */
  track(id: string, fresh: boolean): void {
    const name = boardLockId(id);
    if (this.lock?.id === name && this.lock.held) return;
    this.lock?.release();
    this.lock = null;
    if (this.opening?.id === name && this.opening.held) {
      this.lock = this.opening;
      this.opening = null;
      return;
    }
    void this.deps.locks
      .claim(name, () => this.lost(id), fresh)
      .then((lock) => {
        if (lock && this.deps.games.currentId() === id) this.lock = lock;
        else lock?.release();
      });
  }

  /** The current board game ended: lets go of its lock. */
  untrack(): void {
    this.lock?.release();
    this.lock = null;
  }

  /** Opens a saved board game as the current one, unless another tab plays it (then the player is told). */
  async open(id: string): Promise<BoardGuardedOpen> {
    if (this.deps.games.currentId() !== id) {
      const lock = await this.deps.locks.claim(boardLockId(id), () => this.lost(id));
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
    const r = await this.deps.games.open(id);
    if (!r.ok) {
      if (this.opening?.id === boardLockId(id)) this.opening.release();
      this.opening = null;
      return { ok: false, why: 'problem', problem: r.problem };
    }
    return { ok: true, session: r.session };
  }

  /** Takes a board game over from the tab playing it, opens it here and shows the board; false when it cannot. */
  async takeOver(id: string): Promise<boolean> {
    await this.deps.locks.takeOver(boardLockId(id), () => this.lost(id));
    const r = await this.open(id);
    if (!r.ok) return false;
    this.deps.openBoard();
    return true;
  }

  /** Another tab took the game over: no more moves or writes here (after the last one), and the player is told. */
  private async lost(id: string): Promise<void> {
    const name = boardLockId(id);
    if (this.lock?.id === name) this.lock = null;
    if (this.opening?.id === name) this.opening = null;
    if (this.deps.games.currentId() === id) {
      await this.deps.games.settle();
      this.deps.games.takenOver();
    }
    this.deps.notify(takenText(), 'warning', {
      label: t('notice.playHere'),
      run: () => void this.takeOver(id),
    });
  }
}
