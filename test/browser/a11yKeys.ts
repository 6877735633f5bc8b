/** Drives the screen-reader layer's hidden action list by keyboard only (F6, arrows, Enter), for both games' tests. */
import type { Page } from 'playwright-core';
import { nextFrame } from './driver';

/** The list's entries and the one holding the keyboard focus (null when the focus is outside the list). */
export interface KeyLayer {
  list: string[];
  focused: string | null;
}

/** The action list as it is now, in one round trip. */
export function keyLayer(page: Page): Promise<KeyLayer> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      list: [...document.querySelectorAll<HTMLElement>('#a11y-actions button')].map(
        (b) => b.dataset.id ?? '',
      ),
      focused: el?.closest('#a11y-actions') ? (el.dataset.id ?? null) : null,
    };
  });
}

/** Moves the keyboard focus to an entry (F6 into the list, then arrows) and presses Enter; false when it went away. */
export async function pressEntry(page: Page, id: string, now: KeyLayer): Promise<boolean> {
  let l = now;
  for (let tries = 0; tries < 4; tries++) {
    if (l.focused === null) {
      await page.keyboard.press('F6');
      l = await keyLayer(page);
      if (l.focused === null) return false;
    }
    const want = l.list.indexOf(id);
    const at = l.list.indexOf(l.focused ?? '');
    if (want < 0 || at < 0) return false;
    const key = want > at ? 'ArrowDown' : 'ArrowUp';
    for (let n = Math.abs(want - at); n > 0; n--) await page.keyboard.press(key);
    l = await keyLayer(page);
    if (l.focused === id) {
      await page.keyboard.press('Enter');
      return true;
    }
  }
  return false;
}

/** Waits for an entry to be listed, then presses it through the keyboard. */
export async function pressWhenListed(page: Page, id: string, timeoutMs = 30_000): Promise<void> {
  const t0 = Date.now();
  while (Date.now() - t0 < timeoutMs) {
    const l = await keyLayer(page);
    if (l.list.includes(id) && (await pressEntry(page, id, l))) return;
    await nextFrame(page);
  }
  throw new Error(`entry ${id} never listed; list: ${(await keyLayer(page)).list.join(' ')}`);
}
