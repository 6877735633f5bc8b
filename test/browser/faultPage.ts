/** Page helpers of the fault tests: recorded notices, failing IndexedDB writes, stored moves, the saved-games screen. */
import type { Page } from 'playwright-core';
import { clickId, nextFrame, waitForHook } from './driver';
import { readRecords, screenOf } from './flows';

/** The texts of every notice the page showed (recorded by an init script). */
export function noticesOf(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __notices?: string[] }).__notices ?? []);
}

/** Records notices as they appear. */
export function recordNotices(): void {
  const seen: string[] = [];
  (window as unknown as { __notices: string[] }).__notices = seen;
  new MutationObserver(() => {
    const n = document.getElementById('notice');
    const text = n?.querySelector('span')?.textContent ?? '';
    if (n && text && seen[seen.length - 1] !== text) seen.push(text);
  }).observe(document, { childList: true, subtree: true });
}

/**
 * While sessionStorage says so, every IndexedDB write of a saved game throws as a full disk does (an init script, and
 * run in place); other records (settings, the store's own checks) are written as usual.
 */
export function failStoreWrites(): void {
  const w = window as unknown as { __idbPut?: typeof IDBObjectStore.prototype.put };
  const proto = IDBObjectStore.prototype;
  if (sessionStorage.getItem('test.fail-writes') !== '1' || w.__idbPut) return;
  const put = proto.put;
  w.__idbPut = put;
  proto.put = function (this: IDBObjectStore, value: unknown, key?: IDBValidKey): IDBRequest<IDBValidKey> {
    if (sessionStorage.getItem('test.fail-writes') === '1' && String(key).startsWith('game:'))
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    return put.call(this, value, key);
  };
}

/** The stored actions of a save record (0 when there is none). */
export async function storedActions(page: Page, id: string): Promise<number> {
  const raw = (await readRecords(page))[`game:${id}`];
  return raw === undefined ? 0 : (JSON.parse(String(raw)) as { actions: unknown[] }).actions.length;
}

/** Polls until the store holds `n` actions of the save (or the time is up); returns the last count. */
export async function waitStored(page: Page, id: string, n: number): Promise<number> {
  const t = Date.now();
  let got = await storedActions(page, id);
  while (got !== n && Date.now() - t < 15_000) {
    await nextFrame(page, 200);
    got = await storedActions(page, id);
  }
  return got;
}

/** What the saved-games screen reports to the hook. */
export interface SavesScreen {
  loaded: boolean;
  status: string;
  rows: { id: string; finished: boolean; problem: string | null; actions: number }[];
}

/** Polls the hook's screen data until `pred` holds; throws after 30 s. */
export async function waitForScreen<T>(page: Page, pred: (s: T) => boolean, what: string): Promise<T> {
  const t = Date.now();
  let s: T | null = null;
  while (Date.now() - t < 30_000) {
    s = await screenOf<T | null>(page);
    if (s && pred(s)) return s;
    await nextFrame(page);
  }
  throw new Error(`${what} never showed: ${JSON.stringify(s)?.slice(0, 400)}`);
}

/** Feeds a file to the saved-games screen's import picker; resolves once the page's notice names the file. */
export async function importFile(page: Page, name: string, text: string): Promise<string> {
  const [picker] = await Promise.all([page.waitForEvent('filechooser'), clickId(page, 'import')]);
  await picker.setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text, 'utf8') });
  const handle = await page.waitForFunction(
    (n) => ((window as unknown as { __notices?: string[] }).__notices ?? []).find((x) => x.includes(n)),
    name,
    { timeout: 30_000 },
  );
  return String(await handle.jsonValue());
}

/** Opens the saved-games screen from the title (or stays on it) and waits for its list. */
export async function openSaves(page: Page): Promise<SavesScreen> {
  const at = await waitForHook(page, (h) => h.scene === 'title' || h.scene === 'saves', 30_000, 'the title');
  if (at.scene === 'title') await clickId(page, 'saves');
  await waitForHook(page, (h) => h.scene === 'saves', 20_000, 'the saved games');
  return waitForScreen<SavesScreen>(page, (s) => s.loaded, 'the list');
}

/** Deletes a row (asked twice, as a player must) and waits until the list drops it. */
export async function deleteRow(page: Page, id: string): Promise<SavesScreen> {
  await clickId(page, `delete-${id}`);
  await waitForScreen<SavesScreen>(page, (s) => /again/i.test(s.status), `the delete prompt of ${id}`);
  await clickId(page, `delete-${id}`);
  return waitForScreen<SavesScreen>(page, (s) => s.loaded && !s.rows.some((r) => r.id === id), `${id} gone`);
}
