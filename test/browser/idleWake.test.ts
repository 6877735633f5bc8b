/**
 * Render on demand at a whole table (issue 17): whenever the loop has gone to sleep, the picture on screen is final
 * (a frame drawn on a later wake shows nothing new), and a bot's move answered while the loop sleeps is drawn at once.
 * The bots' worker answers (not its progress messages) are held back a little, so that they land between frames, after
 * the loop has slept. On an
 * upright phone, the table's eased pan to another page ends before the loop sleeps.
 */
import type { Page } from 'playwright-core';
import type { IntentTarget } from '../../src/app/testHook';
import { describe, expect, it } from 'vitest';
import { chooser, nextFrame, settle, snapshot, tableStep, waitForHook, touchTap } from './driver';
import { presetSettings, startGame, withGame } from './flows';
import { collectConsoleErrors } from './harness';
import { phone, soloByTouch, tapId } from './phoneChecks';

/** How long the bots' worker answers are held back (the quickest bot level times out after 2 s). */
const HOLD_MS = 700;

/**
 * Init script: WebGL draw calls are counted, and each answer of the bots' worker is delivered HOLD_MS late; the
 * delivery notes whether the loop slept then and after how many browser frames the game drew again.
 */
const INIT = `
  window.__draws = 0;
  window.__answers = [];
  window.__asked = 0;
  window.__askedAt = 0;
  for (const C of [window.WebGLRenderingContext, window.WebGL2RenderingContext]) {
    if (!C) continue;
    for (const name of ['drawElements', 'drawArrays']) {
      const orig = C.prototype[name];
      C.prototype[name] = function (...a) { window.__draws++; return orig.apply(this, a); };
    }
  }
  const Base = window.Worker;
  window.Worker = class extends Base {
    constructor(url, options) {
      super(url, options);
      this.bots = !String(url).includes('insight');
    }
    postMessage(m) {
      if (this.bots) { window.__asked++; window.__askedAt = performance.now(); }
      super.postMessage(m);
    }
    set onmessage(fn) {
      if (!this.bots || !fn) { super.onmessage = fn; return; }
      super.onmessage = (e) => setTimeout(() => {
        // A sign of life while a bot thinks changes nothing on screen: only answers are moves to draw.
        if (e.data && e.data.kind === 'progress') { fn.call(this, e); return; }
        const asleep = window.__idle ? window.__idle.asleep() : false;
        const before = window.__draws;
        fn.call(this, e);
        const note = { asleep, frames: -1 };
        window.__answers.push(note);
        let frames = 0;
        const look = () => {
          frames++;
          if (window.__draws > before) note.frames = frames;
          else if (frames < 600) requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }, ${HOLD_MS});
    }
    get onmessage() { return super.onmessage; }
  };`;

/**
 * Waits (up to 60 s) until render on demand has put the loop to sleep and no bot answer is on its way (a request
 * unanswered after 4 s was lost with its worker, which the game replaces).
 */
async function settles(page: Page): Promise<boolean> {
  const t0 = Date.now();
  while (Date.now() - t0 < 60_000) {
    const quiet = await page.evaluate(() => {
      const w = window as unknown as {
        __idle?: { settled(): boolean };
        __asked: number;
        __askedAt: number;
        __answers: unknown[];
      };
      const pending = w.__asked > w.__answers.length && performance.now() - w.__askedAt < 4000;
      return (w.__idle?.settled() ?? false) && !pending;
    });
    if (quiet) return true;
    await nextFrame(page);
  }
  return false;
}

/** Why the loop woke lately (render on demand's own record). */
function wakes(page: Page): Promise<string> {
  return page.evaluate(() =>
    JSON.stringify((window as unknown as { __idle?: { wakes(): unknown } }).__idle?.wakes()),
  );
}

/** Wakes the loop without changing anything (a window focus event), and waits until it sleeps again. */
async function wakeAndSettle(page: Page): Promise<void> {
  const count = (): Promise<number> =>
    page.evaluate(
      () => (window as unknown as { __idle: { wakes(): { count: number } } }).__idle.wakes().count,
    );
  const n = await count();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  expect(await count()).toBeGreaterThan(n);
  expect(await settles(page)).toBe(true);
}

describe('render on demand at the table', () => {
  const game = withGame();

  it(
    'sleeps only on a final picture, and draws a bot move landing while it sleeps within a frame',
    { timeout: 900_000 },
    async () => {
      const context = await game.browser.newContext({ viewport: { width: 1600, height: 900 } });
      await presetSettings(context, 'fast');
      await context.addInitScript({ content: INIT });
      const page = await context.newPage();
      const errors = collectConsoleErrors(page);
      await page.goto(game.server.url);
      await startGame(page, 'ai', 5150);
      const pick = chooser(11);
      let moves = 0;
      for (let check = 0; moves < 6 && check < 60; check++) {
        await page.mouse.move(2, 2);
        expect(await settles(page), await wakes(page)).toBe(true);
        const asleep = await page.screenshot();
        await wakeAndSettle(page);
        const after = await page.screenshot();
        expect(after.equals(asleep), `a wake redrew the table (check ${check}): ${await wakes(page)}`).toBe(
          true,
        );
        const s = await snapshot(page);
        if (s?.scene !== 'table') break;
        if (await tableStep(page, pick)) moves++;
        else await nextFrame(page);
      }
      expect(moves).toBe(6);
      await waitForHook(page, (h) => h.scene === 'table', 10_000, 'the table');

      const answers = await page.evaluate(
        () => (window as unknown as { __answers: { asleep: boolean; frames: number }[] }).__answers,
      );
      const whileAsleep = answers.filter((a) => a.asleep);
      expect(whileAsleep.length, JSON.stringify(answers)).toBeGreaterThan(0);
      // Drawn in the browser frame that follows the answer (1), at worst the next one.
      for (const a of whileAsleep) expect(a.frames, JSON.stringify(answers)).toBeGreaterThan(0);
      for (const a of whileAsleep) expect(a.frames, JSON.stringify(answers)).toBeLessThanOrEqual(2);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it(
    'on an upright phone, sleeps only once the table has panned to the page asked for',
    { timeout: 300_000 },
    async () => {
      const context = await game.browser.newContext(phone(390, 844));
      await presetSettings(context, 'fast');
      await context.addInitScript({ content: INIT });
      const page = await context.newPage();
      const errors = collectConsoleErrors(page);
      await soloByTouch(page, game.server.url);
      await waitForHook(page, (h) => h.intents.length > 0, 120_000, 'the person to act');
      for (const id of ['table-players', 'table-back', 'table-players']) {
        await tapId(page, id);
        expect(await settles(page), await wakes(page)).toBe(true);
        const asleep = await page.screenshot();
        await wakeAndSettle(page);
        expect((await page.screenshot()).equals(asleep), `a wake moved the view after ${id}`).toBe(true);
      }
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it(
    'on an upright phone, a tap made while the pages still slide back lands on what it was aimed at',
    { timeout: 300_000 },
    async () => {
      const context = await game.browser.newContext(phone(390, 844));
      await presetSettings(context, 'fast');
      const page = await context.newPage();
      const errors = collectConsoleErrors(page);
      await soloByTouch(page, game.server.url);
      const first = await waitForHook(
        page,
        (h) => h.intents.some((i) => i.id === 'button:table-players' && i.x !== undefined),
        120_000,
        'the players tab',
      );
      const tab = first.intents.find((i) => i.id === 'button:table-players') as IntentTarget;
      await tapId(page, 'table-players');
      await waitForHook(
        page,
        (h) => h.intents.some((i) => i.id === 'button:table-back'),
        30_000,
        'the players page',
      );
      await settle(page);
      // Back to the city, then at once (mid-slide) the players tab where it stands on the city's page: the tap is taken.
      await tapId(page, 'table-back');
      await touchTap(page, tab.x ?? 0, tab.y ?? 0);
      await waitForHook(
        page,
        (h) =>
          h.intents.some((i) => i.id === 'button:table-back' && i.x !== undefined && i.x >= 0 && i.x <= 390),
        30_000,
        'the players page again: the quick tap was lost',
      );
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
