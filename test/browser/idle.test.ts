/**
 * Render on demand (issue 17): the idle title and the idle table draw no frames for 2 s, and a click wakes the game at
 * once, its effect drawn. WebGL draw calls are counted per browser frame by scripts/perfGl.ts's init script.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { drawStats, initScript, recorder } from '../../scripts/perfGl';
import { chooser, clickId, nextFrame, settle, snapshot, tableStep, waitForHook } from './driver';
import { gameOf, presetSettings, screenOf, startGame, until, withGame } from './flows';
import type { LensScreen } from '../../src/app/insights';
import { collectConsoleErrors } from './harness';

/** Init script: the insight worker's lens answers are held until `window.__releaseLens()` delivers them. */
const HOLD_LENS = `
  window.__heldLens = [];
  window.__releaseLens = () => { for (const deliver of window.__heldLens.splice(0)) deliver(); };
  const Base = window.Worker;
  window.Worker = class extends Base {
    set onmessage(fn) {
      if (!fn) { super.onmessage = fn; return; }
      super.onmessage = (e) => {
        if (e.data && e.data.kind === 'lens') window.__heldLens.push(() => fn.call(this, e));
        else fn.call(this, e);
      };
    }
    get onmessage() { return super.onmessage; }
  };`;

const SETTINGS = JSON.stringify({ volume: 0, muted: true, animationSpeed: 'fast', reducedMotion: false });

/** Frames the game drew over `ms` from now. */
async function framesDrawn(page: Page, ms: number): Promise<number> {
  await recorder(page, true);
  await page.waitForTimeout(ms);
  return drawStats(await recorder(page, false))['framesDrawn'] ?? NaN;
}

/** Why the game woke lately (render on demand's own record, in test builds). */
function wakes(page: Page): Promise<string> {
  return page.evaluate(() =>
    JSON.stringify((window as unknown as { __idle?: { wakes(): unknown } }).__idle?.wakes()),
  );
}

/** Waits (up to 60 s) until render on demand has put the loop to sleep; false if it never does. */
function settles(page: Page): Promise<boolean> {
  return settle(page, 60_000);
}

describe('render on demand', () => {
  const game = withGame();

  it(
    'draws nothing on the idle title and table, and wakes at once on a click',
    { timeout: 600_000 },
    async () => {
      const context = await game.browser.newContext({ viewport: { width: 1600, height: 900 } });
      await presetSettings(context, 'fast');
      await context.addInitScript({ content: initScript(SETTINGS) });
      const page = await context.newPage();
      const errors = collectConsoleErrors(page);
      await page.goto(game.server.url);
      await waitForHook(page, (h) => h.scene === 'title', 60_000, 'the title');

      expect(await settles(page), await wakes(page)).toBe(true);
      // The rest of the game arrives behind the title and draws once more (Continue, the card scatter): wait it out.
      for (let i = 0; i < 30 && (await framesDrawn(page, 1000)) > 0; i++);
      expect(await framesDrawn(page, 2000), await wakes(page)).toBe(0);

      // A click on Settings: frames are drawn at once and the settings overlay opens.
      const before = await page.screenshot();
      await recorder(page, true);
      await clickId(page, 'settings');
      await waitForHook(page, (h) => h.scene === 'settings', 10_000, 'the settings');
      await settle(page);
      expect(drawStats(await recorder(page, false))['framesDrawn']).toBeGreaterThan(0);
      expect((await page.screenshot()).equals(before)).toBe(false);
      expect(await settles(page), await wakes(page)).toBe(true);
      await clickId(page, 'settings-close');
      await waitForHook(page, (h) => h.scene === 'title', 10_000, 'the title again');

      // The table, waiting for the person: idle once its animations end.
      await startGame(page, 'solo', 4242);
      await waitForHook(
        page,
        (h) => h.scene === 'table' && h.intents.length > 0,
        120_000,
        'the person to act',
      );
      expect(await settles(page), await wakes(page)).toBe(true);
      expect(await framesDrawn(page, 2000), await wakes(page)).toBe(0);
      const asleep = await snapshot(page);
      expect(asleep?.intents.length).toBeGreaterThan(0);

      // A move wakes it: frames follow the click and the table moves on (the intents change).
      const ids = (asleep?.intents ?? []).map((i) => i.id).join(' ');
      await recorder(page, true);
      expect(await tableStep(page, chooser(3))).toBe(true);
      await settle(page);
      expect(drawStats(await recorder(page, false))['framesDrawn']).toBeGreaterThan(0);
      const after = await waitForHook(
        page,
        (h) => h.intents.map((i) => i.id).join(' ') !== ids,
        30_000,
        'the table to react',
      );
      expect(after.scene).toBe('table');
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it("a bot's pause: the table sleeps until the bot is due, a wake for the timer follows, then the bot moves", async () => {
    const normal = JSON.stringify({ volume: 0, muted: true, animationSpeed: 'normal', reducedMotion: false });
    const context = await game.browser.newContext({ viewport: { width: 1280, height: 720 } });
    await presetSettings(context, 'normal');
    await context.addInitScript({ content: initScript(normal) });
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(game.server.url);
    await startGame(page, 'solo', 4244);
    await waitForHook(page, (h) => h.intents.length > 0, 120_000, 'the person to act');
    // The person plays on until a bot is due: its pause runs on the scene's clock while the table sleeps, and the
    // timer falling due wakes it (before, a waiting timer kept the table drawing every frame of the pause).
    const recent = (): Promise<string[]> =>
      page.evaluate(
        () => (window as unknown as { __idle: { wakes(): { recent: string[] } } }).__idle.wakes().recent,
      );
    const pick = chooser(5);
    let steps = 0;
    while (!(await recent()).includes('timer due') && steps < 40) {
      if (await tableStep(page, pick)) steps++;
      else await nextFrame(page);
    }
    expect(await recent(), await wakes(page)).toContain('timer due');
    // The bots still move after their pauses: playing on, the game gets well past where the wake found it (more
    // moves than the person alone can make in a row).
    const at = (await gameOf(page))?.actions ?? 0;
    for (let i = 0; ((await gameOf(page))?.actions ?? 0) < at + 4 && i < 200; i++)
      if (!(await tableStep(page, pick))) await nextFrame(page);
    expect((await gameOf(page))?.actions, 'moves after the wake').toBeGreaterThanOrEqual(at + 4);
    expect(await settles(page), await wakes(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a lens answer that lands while the table sleeps draws nothing, and the lens still opens at once', async () => {
    const context = await game.browser.newContext({ viewport: { width: 1600, height: 900 } });
    await presetSettings(context, 'fast');
    await context.addInitScript({ content: initScript(SETTINGS) });
    await context.addInitScript({ content: HOLD_LENS });
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(game.server.url);
    await startGame(page, 'solo', 4243);
    await waitForHook(page, (h) => h.intents.some((i) => i.id === 'button:lens'), 60_000, 'the lens button');
    await page.waitForFunction('window.__heldLens.length >= 2', undefined, { timeout: 30_000 });
    expect(await settles(page), await wakes(page)).toBe(true);
    // Both answers (quick and full) delivered between frames: the hook has the figures, the table draws nothing.
    await recorder(page, true);
    await page.evaluate('window.__releaseLens()');
    await until(
      page,
      () => screenOf<{ lens?: LensScreen }>(page),
      (v) => v?.lens?.step === 'full',
      30_000,
      'the lens figures',
    );
    // A frame the answers would cause comes within a frame or two: give it that chance.
    await nextFrame(page, 1_000);
    expect(drawStats(await recorder(page, false))['framesDrawn'], await wakes(page)).toBe(0);
    const held = await screenOf<{ lens?: LensScreen }>(page);
    expect(held?.lens?.ready).toBe(true);
    expect(held?.lens?.step).toBe('full');
    await page.keyboard.press('l');
    const open = await until(
      page,
      () => screenOf<{ lens?: LensScreen }>(page),
      (s) => s?.lens?.open === true && s.lens.openMs !== null,
      10_000,
      'the lens open',
    );
    expect(open.lens?.cards.length).toBe(9);
    expect(errors).toEqual([]);
    await context.close();
  });
});
