/** Plays the game through the page's own input handling, guided by the test hook (window.__cc). */
import type { Page } from 'playwright-core';
import type { IntentTarget } from '../../src/app/testHook';
import type { GameView } from '../../src/cards/engine';

/** What the hook says about the page now. */
export interface HookSnapshot {
  scene: string;
  intents: IntentTarget[];
  view: GameView | null;
  /** Frames the game had drawn when this was read (render on demand's counter; -1 before it exists). */
  frames: number;
}

/** Reads the hook (null before the game installed it). */
export async function snapshot(page: Page): Promise<HookSnapshot | null> {
  try {
    const read = page.evaluate(() => {
      const cc = (
        window as unknown as {
          __cc?: { scene(): string; intents(): IntentTarget[]; view(): GameView | null };
          __idle?: { frames?(): number };
        }
      ).__cc;
      const frames = (window as unknown as { __idle?: { frames?(): number } }).__idle?.frames?.() ?? -1;
      return cc ? { scene: cc.scene(), intents: cc.intents(), view: cc.view(), frames } : null;
    });
    return await bounded(read, 60_000, 'the page, asked for the hook’s snapshot,');
  } catch (err) {
    if (/context was destroyed|navigation/i.test(String(err))) return null;
    throw err;
  }
}

/** Clicks an intent's page position, or presses its key when it has no position. */
export async function trigger(page: Page, intent: IntentTarget): Promise<void> {
  if (intent.x !== undefined && intent.y !== undefined) {
    await page.mouse.move(intent.x, intent.y);
    await page.mouse.click(intent.x, intent.y);
  } else if (intent.key) {
    await page.keyboard.press(intent.key);
  } else {
    throw new Error(`intent ${intent.id} has neither a position nor a key`);
  }
}

/** Frames the game has drawn so far (render on demand's counter), -1 before it exists or during a navigation. */
export async function framesDrawn(page: Page): Promise<number> {
  try {
    return await page.evaluate(
      () => (window as unknown as { __idle?: { frames?(): number } }).__idle?.frames?.() ?? -1,
    );
  } catch (err) {
    if (/context was destroyed|navigation/i.test(String(err))) return -1;
    throw err;
  }
}

/**
 * Waits for the game to draw a frame after the `since`-th, or at most `capMs` for a change that draws nothing (a timer
 * that adds an intent, a page still loading). Every change a player sees is drawn, so this returns as soon as there is
 * something new to read; it is the driver's only pause.
 */
export async function nextChange(page: Page, since: number, capMs = 400): Promise<void> {
  await page
    .waitForFunction(
      (n) => ((window as unknown as { __idle?: { frames?(): number } }).__idle?.frames?.() ?? -1) !== n,
      since,
      { timeout: Math.max(1, capMs), polling: 'raf' },
    )
    .catch(() => undefined);
}

/** Waits for the game's next frame, or at most `capMs` when nothing is drawn; for loops that look again after it. */
export async function nextFrame(page: Page, capMs = 400): Promise<void> {
  try {
    await page.evaluate((cap) => {
      const idle = (window as unknown as { __idle?: { frames?(): number } }).__idle;
      const start = idle?.frames?.() ?? -1;
      return new Promise<void>((done) => {
        const stop = setTimeout(done, cap);
        const look = (): void => {
          if ((idle?.frames?.() ?? -1) !== start) {
            clearTimeout(stop);
            done();
          } else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      });
    }, capMs);
  } catch (err) {
    if (!/context was destroyed|navigation|Target.*closed/i.test(String(err))) throw err;
  }
}

/**
 * Waits until the game has stopped drawing (render on demand asleep: nothing moves, the last change is on screen, no
 * timer waits to change it), for checks and pictures of a still screen; gives up after `ms` and says so on the console.
 */
export async function settle(page: Page, ms = 8_000): Promise<boolean> {
  const ok = await page
    .waitForFunction(
      () => (window as unknown as { __idle?: { settled(): boolean } }).__idle?.settled() === true,
      null,
      {
        timeout: ms,
        polling: 'raf',
      },
    )
    .then(
      () => true,
      () => false,
    );
  if (!ok) console.warn(`[driver] the page did not settle within ${ms} ms`);
  return ok;
}

/** Waits until `pred` holds for the hook snapshot; returns that snapshot. */
export async function waitForHook(
  page: Page,
  pred: (s: HookSnapshot) => boolean,
  timeoutMs = 30_000,
  what = 'a condition',
): Promise<HookSnapshot> {
  const t0 = Date.now();
  let last: HookSnapshot | null = null;
  while (Date.now() - t0 < timeoutMs) {
    last = await snapshot(page);
    if (last && pred(last)) return last;
    await nextChange(page, last?.frames ?? -1, Math.min(400, timeoutMs - (Date.now() - t0)));
  }
  throw new Error(
    `timed out waiting for ${what}; last scene ${last?.scene}, intents ${last?.intents.map((i) => i.id).join(' ')}`,
  );
}

/** Clicks the intent with this id once it is available. */
export async function clickId(page: Page, id: string, timeoutMs = 30_000): Promise<void> {
  const is = (i: IntentTarget): boolean => i.id === id || i.id === `button:${id}`;
  const s = await waitForHook(page, (h) => h.intents.some(is), timeoutMs, `intent ${id}`);
  await trigger(page, s.intents.find(is) as IntentTarget);
}

/** A small seeded generator for the driver's own choices. */
export function chooser(seed: number): <T>(items: readonly T[]) => T {
  let s = seed >>> 0;
  return <T>(items: readonly T[]): T => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return items[s % items.length] as T;
  };
}

/** Order of preference for the driver among the table's intents. */
export const TABLE_ORDER: readonly RegExp[] = [
  /^(button:)?continue$/,
  /^(button:)?discard-confirm$/,
  /^(button:)?confirm-place$/,
  /^spot:/,
  /^(button:)?confirm-bid$/,
  /^bid:/,
  /^(button:)?pass$/,
  /^(button:)?paperboy:none$/,
  /^offer:/,
];

/** One step of a person's play on the table: picks an intent by preference and a seeded choice; false when idle. */
export async function tableStep(
  page: Page,
  pick: <T>(items: readonly T[]) => T,
  onScene?: (s: HookSnapshot) => Promise<void>,
): Promise<boolean> {
  const s = await snapshot(page);
  if (!s) return false;
  if (onScene) await onScene(s);
  for (const re of TABLE_ORDER) {
    const matches = s.intents.filter((i) => re.test(i.id));
    if (matches.length > 0) {
      await trigger(page, pick(matches));
      return true;
    }
  }
  return false;
}

/**
 * `work`, or an error naming `what` after `ms`: Playwright's evaluate and touch tap have no time-out of their own, and
 * a whole run once waited out a phone test's 180 s with no step failing. A named error fails the test at once (its
 * retry then runs) and says which call stopped answering.
 */
export async function bounded<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} had no answer in ${Math.round(ms / 1000)} s`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** A touch tap at (x, y) on the page, given up after 30 s with the place named. */
export function touchTap(page: Page, x: number, y: number): Promise<void> {
  return bounded(page.touchscreen.tap(x, y), 30_000, `a touch at ${Math.round(x)},${Math.round(y)}`);
}
