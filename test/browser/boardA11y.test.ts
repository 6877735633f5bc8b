/**
 * A whole board game (1 person and 3 AI seats, instant animations) played only through the screen-reader layer: F6
 * into the hidden action list, arrows to an entry, Enter. No mouse and no canvas clicks, to the score sheet. The live
 * region must carry a duel and an income, and the summary must name parcels by their coordinates.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MoneyCause } from '../../src/board/engine';
import { setLanguage, t } from '../../src/i18n';
import { moneyCause } from '../../src/ui/board/boardWords';
import { chooser, nextFrame, settle, waitForHook } from './driver';
import { openGame, withGame } from './flows';
import { keyLayer, pressEntry, pressWhenListed } from './a11yKeys';
import { screenshot } from './harness';

/** What the layer shows now, in one round trip. */
interface Layer {
  scene: string;
  list: string[];
  focused: string | null;
}

function layer(page: Page): Promise<Layer> {
  return page.evaluate(() => {
    const cc = (window as unknown as { __cc: { scene(): string } }).__cc;
    const el = document.activeElement as HTMLElement | null;
    return {
      scene: cc.scene(),
      list: [...document.querySelectorAll<HTMLElement>('#a11y-actions button')].map(
        (b) => b.dataset.id ?? '',
      ),
      focused: el?.closest('#a11y-actions') ? (el.dataset.id ?? null) : null,
    };
  });
}

/** Keeps every line the live region ever shows (it keeps only the latest few), in the page. */
async function recordLive(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __heard?: string[] };
    if (w.__heard) return;
    const heard: string[] = [];
    w.__heard = heard;
    const live = document.getElementById('a11y-live');
    if (!live) throw new Error('no live region');
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes) if (n instanceof HTMLElement) heard.push(n.textContent ?? '');
    }).observe(live, { childList: true });
  });
}

function heardLines(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __heard?: string[] }).__heard ?? []);
}

const isTarget = (id: string): boolean => /^(char|spot|parcel):/.test(id);
const isAnswer = (id: string): boolean => /^button:(answer-\d+|pass)$/.test(id);

/** The entry to press next: Confirm once a target is picked, else a lit target or an answer, as boardFlow.ts does. */
function nextEntry(list: readonly string[], pick: <T>(items: readonly T[]) => T): string | undefined {
  if (list.includes('button:confirm')) return 'button:confirm';
  const targets = list.filter(isTarget);
  const answers = list.filter(isAnswer);
  if (targets.length > 0 && (answers.length === 0 || pick([true, true, false]))) return pick(targets);
  return answers.length > 0 ? pick(answers) : undefined;
}

const INCOME: readonly MoneyCause[] = ['wages', 'parcels', 'cowboys', 'gambling', 'buildings'];

describe('playing the board game with a screen reader and the keyboard', () => {
  const game = withGame();
  beforeAll(async () => {
    await setLanguage('en');
  });

  it('keeps an Enter pressed on an entry the player moved to just after the list changed', async () => {
    const { context, page, errors } = await openGame(game.browser, game.server.url, 'instant');
    await pressWhenListed(page, 'button:board-game');
    // The new screen's list moves the focus to its first entry by itself; the player arrows to Start at once.
    await page.evaluate(
      () =>
        new Promise<void>((done) => {
          const list = document.getElementById('a11y-actions');
          const has = (): boolean => !!list?.querySelector('button[data-id="button:start"]');
          if (!list || has()) return done();
          new MutationObserver((_, seen) => {
            if (!has()) return;
            seen.disconnect();
            done();
          }).observe(list, { childList: true, subtree: true });
        }),
    );
    const l = await keyLayer(page);
    const from = l.list.indexOf(l.focused ?? '');
    expect(from).toBeGreaterThanOrEqual(0);
    for (let n = l.list.indexOf('button:start') - from; n > 0; n--) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await waitForHook(page, (h) => h.scene === 'board', 20_000, 'the board');
    expect(errors).toEqual([]);
    await context.close();
  });

  it(
    'plays a whole game against three AI seats through the action list to the score sheet',
    { timeout: 1_500_000 },
    async () => {
      const { context, page, errors } = await openGame(game.browser, game.server.url, 'instant');
      await recordLive(page);
      await pressWhenListed(page, 'button:board-game');
      await waitForHook(page, (h) => h.scene === 'boardSetup', 20_000, 'the board setup');
      await pressWhenListed(page, 'button:start');
      await waitForHook(page, (h) => h.scene === 'board', 30_000, 'the board');

      const pick = chooser(29);
      let summary = '';
      let presses = 0;
      let idle = 0;
      const t0 = Date.now();
      while (Date.now() - t0 < 1_350_000) {
        const l = await layer(page);
        if (l.scene === 'boardScore') break;
        if (l.scene !== 'board') throw new Error(`left the board for ${l.scene}`);
        if (!summary && l.list.some((id) => id.startsWith('char:'))) {
          // The board on demand, once the start parcels are owned (phase 1): D while the focus is in the list.
          if (l.focused === null) await page.keyboard.press('F6');
          await page.keyboard.press('d');
          summary = await page.$eval('#a11y-summary', (el) => el.textContent ?? '');
          expect(await page.evaluate(() => document.activeElement?.id)).toBe('a11y-summary');
          await screenshot(page, 'board-a11y-summary');
          continue;
        }
        const target = nextEntry(l.list, pick);
        if (target && (await pressEntry(page, target, l))) {
          presses++;
          idle = 0;
          continue;
        }
        if (++idle > 1500) throw new Error(`stuck; list: ${l.list.join(' ')}`);
        await nextFrame(page);
      }
      await waitForHook(page, (h) => h.scene === 'boardScore', 60_000, 'the score sheet');
      expect(presses).toBeGreaterThan(20);

      // The summary reads the town row by row and each seat's parcels by their coordinates (start parcels are owned).
      expect(summary).toContain(t('boardA11y.townRow', { row: 1, parcels: '' }).replace(/\.$/, ''));
      expect(summary).toMatch(/owns \d+ parcels?: [A-H][1-8] \(/);
      expect(summary).toContain(t('boardA11y.pathHeading'));

      await settle(page);
      const heard = await heardLines(page);
      const duelStart = t('boardPlay.log.duel', { spot: '', sides: [], winner: '' }).split(':')[0] ?? '';
      expect(heard.some((line) => line.startsWith(duelStart))).toBe(true);
      const incomes = INCOME.map((c) => `(${moneyCause(c)})`);
      expect(
        heard.some((line) => line.includes(' receives $') && incomes.some((c) => line.endsWith(c))),
      ).toBe(true);
      expect(heard.some((line) => line.startsWith('Your turn: '))).toBe(true);
      expect(heard).toContain(t('a11y.screen.board'));
      expect(heard).toContain(t('a11y.screen.boardScore'));
      await screenshot(page, 'board-a11y-score');
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
