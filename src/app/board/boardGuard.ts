/**
 * The board game under the tab locks, as tabGuard.ts does for the card game: a board game open in another tab is not
 * opened here (the player is told and may take it over), and a tab whose board game was taken over stops playing and
 * saving it, and its board leaves for the title (BoardGames.onTaken). Its locks are named apart from the card game's,
 * so the two games never block each other.
 */
import { GuardLocks } from '../tabGuard';
import type { GuardNotify } from '../tabGuard';
import type { TabLocks } from '../tabLock';
import type { BoardGames } from './boardGames';
import type { BoardSaveProblem } from './boardSave';
import type { BoardSession } from './boardSession';

/** What the guard needs from the app. */
export interface BoardGuardDeps {
  /** The tab locks, shared with the card game's guard (one listener on the tabs' channel). */
  locks: TabLocks;
  games: Pick<BoardGames, 'open' | 'currentId' | 'settle' | 'takenOver'>;
  /** Shows a message to the player, with a button. */
  notify: GuardNotify;
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
  private readonly locks: GuardLocks;

  constructor(private readonly deps: BoardGuardDeps) {
    this.locks = new GuardLocks(deps.locks, deps.notify);
  }

  /** A board game became current (BoardGames' tracker): holds its lock; `fresh` for a new game. */
  track(id: string, fresh: boolean): void {
    this.locks.hold(
      boardLockId(id),
      fresh,
      () => this.lost(id),
      () => this.deps.games.currentId() === id,
    );
  }

  /** The current board game ended: lets go of its lock. */
  untrack(): void {
    this.locks.drop();
  }

  /** Opens a saved board game as the current one, unless another tab plays it (then the player is told). */
  async open(id: string): Promise<BoardGuardedOpen> {
    if (
      this.deps.games.currentId() !== id &&
      !(await this.locks.claimToOpen(
        boardLockId(id),
        () => this.lost(id),
        () => void this.takeOver(id),
      ))
    )
      return { ok: false, why: 'busy' };
    const r = await this.deps.games.open(id);
    if (!r.ok) {
      this.locks.openFailed(boardLockId(id));
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
    this.locks.forget(boardLockId(id));
    if (this.deps.games.currentId() === id) {
      await this.deps.games.settle();
      this.deps.games.takenOver();
    }
    this.locks.tellTaken(() => void this.takeOver(id));
  }
}
