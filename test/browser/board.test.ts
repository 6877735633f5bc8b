import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooser, clickId, settle, snapshot, waitForHook } from './driver';
import { screenshot } from './harness';
import { openGame, until, withGame } from './flows';
import { boardDecide, boardSummary, personDue, startBoard } from './boardFlow';

/** The texts on the canvas now (the hook's list). */
function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window as unknown as { __cc: { texts(): { text: string }[] } }).__cc.texts().map((x) => x.text),
  );
}

/**
 * Issue 29: resting the pointer on a lit character card or path space shows its tooltip (new words on the canvas),
 * and moving away puts it away. False when none is lit now.
 */
async function tipOnHover(page: Page): Promise<boolean> {
  const lit = (i: { id: string; x?: number }): boolean => /^(char|spot):/.test(i.id) && i.x !== undefined;
  await settle(page);
  const target = (await snapshot(page))?.intents.find(lit);
  if (!target) return false;
  const before = new Set(await shownTexts(page));
  await page.mouse.move(target.x ?? 0, target.y ?? 0);
  const fresh = await until(
    page,
    async () => (await shownTexts(page)).filter((x) => !before.has(x)),
    (xs) => xs.join(' ').length > 20,
    10_000,
    `the tooltip of ${target.id}`,
  );
  await page.mouse.move(2, 2);
  await until(
    page,
    () => shownTexts(page),
    (xs) => !xs.some((x) => fresh.includes(x)),
    10_000,
    'the tooltip gone',
  );
  return true;
}

describe('the board game in the browser', () => {
  const game = withGame();

  it(
    'plays a whole game, one person against three AI seats, by pointer from the title to the score sheet',
    { timeout: 1_200_000 },
    async () => {
      const { context, page, errors } = await openGame(game.browser, game.server.url, 'instant');
      // A fixed deal: the bots decide from the game's seed, so the game and its count of decisions are the same each run.
      await startBoard(page, { seed: '2026' });
      const pick = chooser(17);
      let decisions = 0;
      const used = new Set<string>();
      let hovered = false;
      for (;;) {
        const b = await personDue(page);
        if (!b || b.phase === 'over') break;
        if (!hovered) hovered = await tipOnHover(page);
        const id = await boardDecide(page, pick);
        used.add(id.replace(/[:-].*$/, ''));
        decisions++;
      }
      await waitForHook(page, (h) => h.scene === 'boardScore', 30_000, 'the score sheet');
      await screenshot(page, 'board-score');
      const end = await boardSummary(page);
      expect(end?.phase).toBe('over');
      expect(end?.round).toBe(4);
      expect(end?.winner).toBeGreaterThanOrEqual(0);
      // Each of the 4 rounds asks the person at least for a character and a cowboy (BOARD 3, 4).
      expect(decisions).toBeGreaterThanOrEqual(8);
      expect([...used].sort()).toEqual(expect.arrayContaining(['char', 'spot']));
      expect(hovered, 'a tooltip shown on hover').toBe(true);
      const sheet = (await page.evaluate(() =>
        (window as unknown as { __cc: { screen(): unknown } }).__cc.screen(),
      )) as { totals: number[]; winner: number } | null;
      expect(sheet?.totals.length).toBe(4);
      expect(sheet?.winner).toBe(end?.winner);
      expect(page.workers().length).toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

describe('the board game around one device, and after a reload', () => {
  const game = withGame();

  it(
    'plays the first round with three people on one device, each decision by whoever is due',
    { timeout: 600_000 },
    async () => {
      const { context, page, errors } = await openGame(game.browser, game.server.url, 'instant');
      await startBoard(page, { people: true });
      const pick = chooser(5);
      const actors = new Set<number>();
      for (;;) {
        const b = await personDue(page);
        if (!b || b.round > 1 || b.phase === 'over') break;
        expect(b.person).toBe(true);
        actors.add(b.active);
        await boardDecide(page, pick);
      }
      const end = await boardSummary(page);
      expect(end?.round).toBe(2);
      expect([...actors].sort()).toEqual([0, 1, 2]);
      expect(page.workers().length).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it(
    'animates each move at normal speed, settles after it and then draws nothing',
    { timeout: 600_000 },
    async () => {
      const { context, page, errors } = await openGame(game.browser, game.server.url, 'normal');
      // Three people and no AI: between two decisions only the animation keeps the board unsettled.
      await startBoard(page, { people: true, seed: '2026' });
      const pick = chooser(9);
      let animated = 0;
      for (let i = 0; i < 10; i++) {
        const b = await personDue(page);
        if (!b || b.phase === 'over') break;
        // Record, frame by frame in the page, whether the board was seen unsettled and how many frames it drew so.
        await page.evaluate(() => {
          const w = window as unknown as {
            __cc: { board(): { settled: boolean; actions: number } | null };
            __idle: { frames(): number };
            __rec?: { unsettled: number; frames: number };
          };
          const rec = { unsettled: 0, frames: 0 };
          w.__rec = rec;
          const start = w.__cc.board()?.actions ?? 0;
          let last = w.__idle.frames();
          const look = (): void => {
            const now = w.__cc.board();
            if (now && !now.settled) {
              rec.unsettled++;
              rec.frames += w.__idle.frames() - last;
            }
            last = w.__idle.frames();
            if (!now || !now.settled || now.actions === start) requestAnimationFrame(look);
          };
          requestAnimationFrame(look);
        });
        await boardDecide(page, pick);
        await personDue(page);
        const rec = (await page.evaluate(() => (window as unknown as { __rec: unknown }).__rec)) as {
          unsettled: number;
          frames: number;
        };
        if (rec.unsettled > 0 && rec.frames >= 2) animated++;
      }
      // Most moves move something (a cowboy, money, a marker): their animation is drawn before the board settles.
      expect(animated).toBeGreaterThanOrEqual(3);
      // Once settled, render on demand puts the loop to sleep: no frame is drawn while the person thinks.
      expect(await settle(page)).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('comes back after a reload at the same digest through Continue', { timeout: 600_000 }, async () => {
    const { context, page, errors } = await openGame(game.browser, game.server.url, 'instant');
    await startBoard(page, {});
    const pick = chooser(23);
    for (let i = 0; i < 12; i++) {
      const b = await personDue(page);
      if (!b || b.phase === 'over') break;
      await boardDecide(page, pick);
    }
    const before = await personDue(page);
    expect(before?.actions).toBeGreaterThan(12);
    await page.reload();
    await waitForHook(page, (h) => h.scene === 'title', 60_000, 'the title');
    await clickId(page, 'continue');
    await waitForHook(page, (h) => h.scene === 'board', 30_000, 'the board again');
    const after = await personDue(page);
    expect(after?.digest).toBe(before?.digest);
    expect(after?.actions).toBe(before?.actions);
    const log = await page.evaluate(() => (window as unknown as { __cc: { log(): string[] } }).__cc.log());
    expect(log.length).toBeGreaterThan(10);
    expect(errors).toEqual([]);
    await context.close();
  });
});
