/**
 * Browser persistence: saves and settings in localforage (IndexedDB), a localStorage journal of the current game,
 * autosave of every game that becomes current, Continue, and the actions of the saved-games screen.
 */
import localforage from 'localforage';
import {
  adoptGame,
  canContinue,
  currentGame,
  endGame,
  randomSeed,
  setContinueProvider,
  setGameTracker,
} from './app';
import { reloadedAtTable } from './atTable';
import type { BotRunner } from './botRunner';
import { exportFailedText, Library } from './library';
import type { ImportResult, Journal } from './library';
import { ReplayModel } from './replayModel';
import { saveProblemText } from './saveFormat';
import { SaveStore } from './saveStore';
import type { SaveSummary, WriteProblem } from './saveStore';
import type { GameSession } from './session';
import { computeStats, finishedGames } from './stats';
import type { StatRow } from './stats';
import { TabGuard } from './tabGuard';
import { lessonInterrupted } from './tutorial/run';
import { browserLockDeps, TabLocks } from './tabLock';
import { downloadText, pickTextFile } from '../ui/files';
import { language, t } from '../i18n';
import { showNotice } from '../ui/notice';
import type { SettingsState } from '../ui/settings';

const JOURNAL_KEY = 'carson-city.journal';

/** Catalogue keys of the messages for failed autosaves. */
export const WRITE_PROBLEM_TEXT: Record<WriteProblem, 'notice.storageFull' | 'notice.storageMissing'> = {
  quota: 'notice.storageFull',
  unavailable: 'notice.storageMissing',
};

let shownProblem: WriteProblem | null = null;

function onWriteProblem(p: WriteProblem | null): void {
  if (p === shownProblem) return;
  shownProblem = p;
  if (p) showNotice(t(WRITE_PROBLEM_TEXT[p]), 'error', 15_000);
}

/** A new save id: time and randomness, so ids never repeat across devices. */
export function newSaveId(): string {
  return `${Date.now().toString(36)}-${randomSeed().toString(36)}`;
}

let installed: { store: SaveStore; library: Library; guard: TabGuard; settings: SettingsState } | null = null;

let tableOpener: (() => void) | null = null;

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

/** Opens the saves store and the library, and makes them track current games and answer Continue (createApp, once). */
export function installStorage(bots: BotRunner, settings: SettingsState): void {
  if (installed) return;
  const store = new SaveStore(localforage.createInstance({ name: 'carson-city' }));
  const library = new Library({
    store,
    journal: localJournal(),
    now: () => Date.now(),
    newId: newSaveId,
    bots,
    onProblem: onWriteProblem,
    onPageHidden: (fn) => {
      if (typeof document === 'undefined') return;
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') fn();
      });
    },
  });
  // One tab plays a game at a time: the others are told and may take it over.
  const guard = new TabGuard({
    locks: new TabLocks(browserLockDeps()),
    library,
    current: currentGame,
    adopt: (s, ref) => adoptGame(s, ref),
    end: endGame,
    notify: (message, kind, action) => showNotice(message, kind, 0, action),
    openTable: () => tableOpener?.(),
  });
  installed = { store, library, guard, settings };
  setGameTracker({ start: (s, saved) => guard.track(s, saved), stop: () => guard.untrack() });
  setContinueProvider({
    available: async () => {
      if (canContinue()) return true;
      await initStorage();
      return (await library.latestUnfinished()) !== null;
    },
    resume: async () => {
      if (canContinue()) return currentGame();
      await initStorage();
      const id = await library.latestUnfinished();
      return id ? resumeSave(id) : null;
    },
  });
}

/** The store and library; calling this before installStorage is a bug. */
function storage(): { store: SaveStore; library: Library; guard: TabGuard; settings: SettingsState } {
  if (!installed) throw new Error('storage used before installStorage');
  return installed;
}

/** Sets how the app shows the table after this tab takes a game over from another tab. */
export function setTableOpener(open: () => void): void {
  tableOpener = open;
}

/** Opens a saved game and makes it the current game; null (with a notice) when it cannot be opened or another tab plays it. */
export async function resumeSave(id: string): Promise<GameSession | null> {
  const r = await storage()
    .guard.open(id)
    .catch((e: unknown) => ({ ok: false as const, why: 'problem' as const, message: String(e) }));
  if (r.ok) return r.session;
  if (r.why === 'problem') showNotice(r.message, 'error');
  return null;
}

let ready: Promise<void> | null = null;

/** Loads the settings and recovers a journal a reload cut short; never waits more than a few seconds. */
export function initStorage(): Promise<void> {
  ready ??= Promise.race([
    (async () => {
      await storage().settings.init({
        read: () => storage().store.readSettings(),
        write: (v) => storage().store.writeSettings(v),
      });
      await storage()
        .library.recover()
        .catch(() => undefined);
    })(),
    new Promise<void>((done) => setTimeout(done, 4000)),
  ]);
  return ready;
}

/** Where the app opens after loading: back in the lesson or at the table when the tab was reloaded there, else the title. */
export async function bootDestination(): Promise<'title' | 'table' | 'lesson'> {
  // A reload in the lesson goes back to the lesson, never to a saved game.
  if (lessonInterrupted()) return 'lesson';
  // The title does not wait for the store: settings come from their quick copy, and the title's storage calls wait.
  if (!reloadedAtTable()) return 'title';
  await initStorage();
  const id = await storage()
    .library.latestUnfinished(true)
    .catch(() => null);
  const session = id ? await resumeSave(id) : null;
  return session ? 'table' : 'title';
}

/** Every save, newest first (damaged ones with their message). */
export async function listSaves(): Promise<SaveSummary[]> {
  await initStorage();
  return storage().library.list();
}

/** Deletes a save; the current game stops too when it is that save. */
export async function deleteSave(id: string): Promise<void> {
  if (storage().library.currentId() === id) endGame();
  await storage().library.remove(id);
}

/** Downloads a save as a JSON file; false (with a notice) when it cannot be read. */
export async function exportSave(id: string): Promise<boolean> {
  const r = await storage()
    .library.exportFile(id)
    .catch(() => ({ ok: false as const, message: exportFailedText() }));
  if (!r.ok) {
    showNotice(r.message, 'error');
    return false;
  }
  try {
    downloadText(r.name, r.text);
  } catch {
    showNotice(exportFailedText(), 'error');
    return false;
  }
  return true;
}

/** Lets the player pick an exported file and imports it; null when the picker was cancelled. */
export async function importSave(): Promise<(ImportResult & { text: string }) | null> {
  const file = await pickTextFile();
  if (!file) return null;
  const r = await storage().library.importText(file.text);
  if (r.ok)
    showNotice(t(r.already ? 'notice.importAlready' : 'notice.imported', { file: file.name }), 'info', 5000);
  else showNotice(t('notice.importFailed', { file: file.name, message: r.message }), 'error', 12_000);
  return { ...r, text: file.text };
}

/** Imports the valid beginning of a file whose moves break the rules later on, and opens it as the current game. */
export async function importSaveText(text: string): Promise<GameSession | null> {
  const r = await storage().library.importText(text, true);
  if (!r.ok) {
    showNotice(r.message, 'error');
    return null;
  }
  return resumeSave(r.id);
}

/** Opens the valid beginning of a damaged save as a new save (the damaged one stays); null with a notice if not. */
export async function openSavePrefix(id: string): Promise<GameSession | null> {
  const r = await storage()
    .library.openPrefix(id)
    .catch((e: unknown) => ({ ok: false as const, message: String(e) }));
  if (!r.ok) {
    showNotice(r.message, 'error');
    return null;
  }
  return adoptGame(r.session, r.ref);
}

/** A saved game laid out for the replay viewer, or the reason it cannot be shown. */
export async function loadReplay(
  id: string,
): Promise<{ ok: true; model: ReplayModel; summary: string } | { ok: false; message: string }> {
  if (storage().library.currentId() === id) await storage().library.flush();
  const r = await storage().store.read(id);
  if (!r.ok) return { ok: false, message: saveProblemText(r.problem) };
  return {
    ok: true,
    model: new ReplayModel(r.save.setup, r.save.seed, r.save.actions),
    summary: r.save.updatedAt
      ? new Date(r.save.updatedAt).toLocaleDateString(language(), { dateStyle: 'medium' })
      : '',
  };
}

/** Statistics of every finished game in storage. */
export async function loadStats(): Promise<StatRow[]> {
  await initStorage();
  return computeStats(finishedGames(await storage().library.list()));
}

/** The record id of the current game, if it is being saved. */
export function currentSaveId(): string | null {
  return storage().library.currentId();
}
