/** The board game's journal in localStorage: the latest record written at once, so a reload right after a move keeps it. */

const KEY = 'cc.board.journal';

/** The browser's journal slot, or null where localStorage cannot be used. */
export function boardJournal(): {
  read(): string | null;
  write(text: string): void;
  clear(): void;
} | null {
  try {
    if (typeof localStorage === 'undefined') return null;
    return {
      read: () => localStorage.getItem(KEY),
      write: (text) => localStorage.setItem(KEY, text),
      clear: () => localStorage.removeItem(KEY),
    };
  } catch {
    return null;
  }
}
