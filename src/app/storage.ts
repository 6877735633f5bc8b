/**
 * Browser persistence: saves and settings in localforage (IndexedDB), a localStorage journal of the current game,
 * autosave of every game that becomes current, Continue, and the actions of the saved-games screen.
 */
import localforage from 'localforage';
import { randomSeed } from './app';
import type { Games } from './app';
import { reloadedAtTable } from './atTable';
import type { BotRunner } from './botRunner';
import { exportFailedText, Library } from './library';
import type { ImportResult, Journal } from './library';
import { ReplayModel } from './replayModel';
import { saveProblemText } from './saveFormat';
import { SaveStore } from './saveStore';
import type { GameKind, SaveSummary, WriteProblem } from './saveStore';
import { BoardShelf, BOARD_PROBLEM } from './board/boardShelf';
import type { BoardGames } from './board/boardGames';
import type { BoardReplay } from './board/boardReplay';
import type { BoardSession } from './board/boardSession';
import { BoardGuard } from './board/boardGuard';
import type { GameSession } from './session';
import { boardStatRows, computeStats, finishedGames } from './stats';
import type { StatRow } from './stats';
import { TabGuard } from './tabGuard';
import { browserLockDeps, TabLocks } from './tabLock';
import { downloadText, pickTextFile } from '../ui/files';
import { language, t } from '../i18n';
import { showNotice } from '../ui/notice';
import type { SettingsState } from '../ui/settings';
import type { KeyValue } from './saveStore';
import type { LockDeps } from './tabLock';
import type { TextStore } from './tutorial/progress';

const JOURNAL_KEY = 'carson-city.journal';

/** Catalogue keys of the messages for failed autosaves. */
export const WRITE_PROBLEM_TEXT: Record<WriteProblem, 'notice.storageFull' | 'notice.storageMissing'> = {
  quota: 'notice.storageFull',
  unavailable: 'notice.storageMissing',
};

/** A new save id: time and randomness, so ids never repeat across devices. */
export function newSaveId(): string {
  return `${Date.now().toString(36)}-${randomSeed().toString(36)}`;
}

/** What Saves needs from its surroundings: the browser's (browserSaveDeps), or in-memory ones in tests. */
export interface SaveDeps {
  /** The records of saves and settings (localforage in the browser). */
  kv: KeyValue;
  /** The journal of the current game (localStorage), or null. */
  journal: Journal | null;
  /** The Web Locks that keep one game in one tab. */
  locks: LockDeps;
  /** Shows a message to the player. */
  notify: typeof showNotice;
  /** Runs `fn` when the page is hidden (to flush the journal). */
  onPageHidden: (fn: () => void) => void;
  /** The clock. */
  now: () => number;
  /** The longest initStorage waits for the store, in ms. */
  waitMs: number;
  /** A slot of this tab kept over a reload (sessionStorage, the default), or null where there is none. */
  tabSlot?: (key: string) => TextStore | null;
}

/** The browser's saves: localforage, the localStorage journal, Web Locks, notices and the page's visibility. */
export function browserSaveDeps(): SaveDeps {
  return {
    kv: localforage.createInstance({ name: 'carson-city' }),
    journal: localJournal(),
    locks: browserLockDeps(),
    notify: showNotice,
    onPageHidden: (fn) => {
      if (typeof document === 'undefined') return;
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') fn();
      });
    },
    now: () => Date.now(),
    waitMs: 4000,
  };
}

/** The journal of the current game in localStorage, or null where there is none. */
function localJournal(): Journal | null {
  try {
    if (typeof localStorage === 'undefined') return null;
    return {
      read: () => localStorage.getItem(JOURNAL_KEY),
      write: (text) => localStorage.setItem(JOURNAL_KEY, text),
      clear: () => localStorage.removeItem(JOURNAL_KEY),
    };
  } catch {
    return null;
  }
}

/** One App's saves: the store, the library that autosaves the current game, the tab guard, and Continue. */
export class Saves {
  readonly store: SaveStore;
  readonly library: Library;
  private readonly guard: TabGuard;
  private readonly boardGuard: BoardGuard | null = null;
  private readonly boardShelf: BoardShelf | null;
  private boardOpener: (() => void) | null = null;
  private shownProblem: WriteProblem | null = null;
  private tableOpener: (() => void) | null = null;
  private ready: Promise<void> | null = null;

  /** Opens the store and the library, and makes them track the current games of `games` and answer Continue. */
  constructor(
    private readonly games: Games,
    private readonly settings: SettingsState,
    bots: BotRunner,
    private readonly deps: SaveDeps,
    private readonly board: BoardGames | null = null,
  ) {
    this.store = new SaveStore(deps.kv);
    this.boardShelf = board
      ? new BoardShelf({ kv: deps.kv, games: board, now: deps.now, newId: newSaveId })
      : null;
    this.library = new Library({
      store: this.store,
      journal: deps.journal,
      now: deps.now,
      newId: newSaveId,
      bots,
      onProblem: (p) => this.onWriteProblem(p),
      onPageHidden: deps.onPageHidden,
      board: this.boardShelf,
    });
    // One tab plays a game at a time: the others are told and may take it over. Both games share the tabs' channel.
    const locks = new TabLocks(deps.locks);
    this.guard = new TabGuard({
      locks,
      library: this.library,
      current: () => games.current(),
      adopt: (s, ref) => games.adopt(s, ref),
      end: () => games.takenOver(),
      notify: (message, kind, action) => deps.notify(message, kind, 0, action),
      openTable: () => this.tableOpener?.(),
    });
    games.setTracker({ start: (s, saved) => this.guard.track(s, saved), stop: () => this.guard.untrack() });
    if (board) {
      const guard = new BoardGuard({
        locks,
        games: board,
        notify: (message, kind, action) => deps.notify(message, kind, 0, action),
        openBoard: () => this.boardOpener?.(),
      });
      board.setTracker({ start: (id, fresh) => guard.track(id, fresh), stop: () => guard.untrack() });
      this.boardGuard = guard;
    }
    games.setContinueProvider({
      available: async () => {
        if (games.canContinue()) return true;
        await this.init();
        return (await this.library.latestUnfinished()) !== null;
      },
      resume: async () => {
        if (games.canContinue()) return games.current();
        await this.init();
        const id = await this.library.latestUnfinished();
        return id ? this.resume(id) : null;
      },
    });
  }

  private onWriteProblem(p: WriteProblem | null): void {
    if (p === this.shownProblem) return;
    this.shownProblem = p;
    if (p) this.deps.notify(t(WRITE_PROBLEM_TEXT[p]), 'error', 15_000);
  }

  /** Sets how the app shows the board after this tab takes a board game over from another tab. */
  setBoardOpener(open: () => void): void {
    this.boardOpener = open;
  }

  /** Sets how the app shows the table after this tab takes a game over from another tab. */
  setTableOpener(open: () => void): void {
    this.tableOpener = open;
  }

  /** Opens a saved game and makes it the current game; null (with a notice) when it cannot be opened or another tab plays it. */
  async resume(id: string): Promise<GameSession | null> {
    const r = await this.guard
      .open(id)
      .catch((e: unknown) => ({ ok: false as const, why: 'problem' as const, message: String(e) }));
    if (r.ok) return r.session;
    if (r.why === 'problem') this.deps.notify(r.message, 'error');
    return null;
  }

  /** Loads the settings and recovers a journal a reload cut short; never waits more than a few seconds. */
  init(): Promise<void> {
    this.ready ??= Promise.race([
      (async () => {
        await this.settings.init({
          read: () => this.store.readSettings(),
          write: (v) => this.store.writeSettings(v),
        });
        await this.library.recover().catch(() => undefined);
      })(),
      new Promise<void>((done) => setTimeout(done, this.deps.waitMs)),
    ]);
    return this.ready;
  }

  /** Where the app opens after loading, outside the lesson: at the table when the tab was reloaded there, else the title. */
  async bootDestination(): Promise<'title' | 'table'> {
    // The title does not wait for the store: settings come from their quick copy, and the title's storage calls wait.
    if (!reloadedAtTable()) return 'title';
    await this.init();
    const id = await this.library.latestUnfinished(true).catch(() => null);
    const session = id ? await this.resume(id) : null;
    return session ? 'table' : 'title';
  }

  /** Every save, newest first (damaged ones with their message). */
  async list(): Promise<SaveSummary[]> {
    await this.init();
    return this.library.list();
  }

  /** Deletes a save of the given game; the current game stops too when it is that save. */
  async remove(id: string, kind: GameKind = 'cards'): Promise<void> {
    if (kind === 'cards' && this.library.currentId() === id) this.games.end();
    await this.library.remove(id, kind);
  }

  /**
   * Opens a saved board game as the App's board game; null when it cannot be opened (with a notice) or another tab
   * plays it (the player is offered a take-over).
   */
  async resumeBoard(id: string): Promise<BoardSession | null> {
    if (!this.boardGuard) return null;
    await this.init();
    const r = await this.boardGuard
      .open(id)
      .catch(() => ({ ok: false as const, why: 'problem' as const, problem: 'damaged' as const }));
    if (r.ok) return r.session;
    if (r.why === 'problem') this.deps.notify(saveProblemText(BOARD_PROBLEM[r.problem]), 'error');
    return null;
  }

  /** Downloads a save of the given game as a JSON file; false (with a notice) when it cannot be read. */
  async exportSave(id: string, kind: GameKind = 'cards'): Promise<boolean> {
    const r = await this.library
      .exportFile(id, kind)
      .catch(() => ({ ok: false as const, message: exportFailedText() }));
    if (!r.ok) {
      this.deps.notify(r.message, 'error');
      return false;
    }
    try {
      downloadText(r.name, r.text);
    } catch {
      this.deps.notify(exportFailedText(), 'error');
      return false;
    }
    return true;
  }

  /** Lets the player pick an exported file and imports it; null when the picker was cancelled. */
  async importSave(): Promise<(ImportResult & { text: string }) | null> {
    const file = await pickTextFile();
    if (!file) return null;
    const r = await this.library.importText(file.text);
    if (r.ok)
      this.deps.notify(
        t(r.already ? 'notice.importAlready' : 'notice.imported', { file: file.name }),
        'info',
        5000,
      );
    else this.deps.notify(t('notice.importFailed', { file: file.name, message: r.message }), 'error', 12_000);
    return { ...r, text: file.text };
  }

  /** Imports the valid beginning of a file whose moves break the rules later on, and opens it as the current game. */
  async importSaveText(text: string): Promise<GameSession | null> {
    const r = await this.library.importText(text, true);
    if (!r.ok) {
      this.deps.notify(r.message, 'error');
      return null;
    }
    return this.resume(r.id);
  }

  /** Opens the valid beginning of a damaged save as a new save (the damaged one stays); null with a notice if not. */
  async openPrefix(id: string): Promise<GameSession | null> {
    const r = await this.library
      .openPrefix(id)
      .catch((e: unknown) => ({ ok: false as const, message: String(e) }));
    if (!r.ok) {
      this.deps.notify(r.message, 'error');
      return null;
    }
    return this.games.adopt(r.session, r.ref);
  }

  /** A saved game laid out for the replay viewer, or the reason it cannot be shown. */
  async loadReplay(
    id: string,
  ): Promise<{ ok: true; model: ReplayModel; summary: string } | { ok: false; message: string }> {
    if (this.library.currentId() === id) await this.library.flush();
    const r = await this.store.read(id);
    if (!r.ok) return { ok: false, message: saveProblemText(r.problem) };
    return {
      ok: true,
      model: new ReplayModel(r.save.setup, r.save.seed, r.save.actions),
      summary: r.save.updatedAt
        ? new Date(r.save.updatedAt).toLocaleDateString(language(), { dateStyle: 'medium' })
        : '',
    };
  }

  /** A saved board game laid out for its replay screen, or the reason it cannot be shown. */
  async loadBoardReplay(
    id: string,
  ): Promise<{ ok: true; replay: BoardReplay } | { ok: false; message: string }> {
    await this.init();
    if (!this.boardShelf) return { ok: false, message: saveProblemText('wrong-kind') };
    return this.boardShelf.openReplay(id);
  }

  /** Statistics of every finished game in storage: the board game's row first, then the card game's setups. */
  async loadStats(): Promise<StatRow[]> {
    await this.init();
    const rows = await this.library.list();
    return [...boardStatRows(rows), ...computeStats(finishedGames(rows))];
  }

  /** The record id of the current game, if it is being saved. */
  currentSaveId(): string | null {
    return this.library.currentId();
  }
}
