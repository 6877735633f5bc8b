/**
 * A card shown large on the desktop (issue 27 item 7) while a card is being placed: a right-click on the character
 * pile shows its back large inside the 1280x720 window with text of 12 CSS px or more; the mouse moving under the view
 * leaves the ghost where it was; Esc puts the view away and the ghost follows the mouse again. By the keyboard alone,
 * V shows the offer card picked with Tab, the arrows step through the table's cards, and V puts the view away.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { IntentTarget } from '../../src/app/testHook';
import { cardsOf, centre, viewOf } from './cardHook';
import { chooser, settle, snapshot } from './driver';
import { openGame, playUntil, startGame, until, withGame } from './flows';
import { picked } from './phoneChecks';

/** The ghost's spot as an intent id (`spot:x,y`), or '' when the card is not over a spot. */
async function ghostSpot(page: Page): Promise<string> {
  const k = await picked(page);
  return k?.at ? `spot:${k.at.x},${k.at.y}` : '';
}

/** Moves the mouse onto a spot and waits until the ghost is there. */
async function hover(page: Page, s: IntentTarget): Promise<void> {
  await page.mouse.move(s.x ?? 0, s.y ?? 0, { steps: 2 });
  await until(
    page,
    () => ghostSpot(page),
    (at) => at === s.id,
    30_000,
    `the ghost on ${s.id}`,
  );
}

describe('a card shown large on the desktop', () => {
  const game = withGame();

  it('shows the pile by a right-click while placing; the ghost stays put under the view; Esc puts it away', async () => {
    const { context, page, errors } = await openGame(game.browser, game.server.url, 'instant');
    try {
      await startGame(page, 'solo', 2027);
      await playUntil(page, chooser(3), (p) => p.intents.filter((i) => i.id.startsWith('spot:')).length >= 2);
      await settle(page);
      const spots = ((await snapshot(page))?.intents ?? []).filter(
        (i) => i.id.startsWith('spot:') && i.x !== undefined,
      );
      const [a, b] = [spots[0], spots[spots.length - 1]] as [IntentTarget, IntentTarget];
      expect(a.id, 'two spots apart').not.toBe(b.id);
      await hover(page, a);

      const pile = (await cardsOf(page)).find((c) => c.key === 'pile:character');
      expect(pile, 'the character pile on the table').toBeDefined();
      const at = centre(pile ?? { x: 0, y: 0, w: 0, h: 0 });
      await page.mouse.click(at.x, at.y, { button: 'right' });
      const v = await until(
        page,
        () => viewOf(page),
        (x) => x !== null,
        30_000,
        'the pile shown by a right-click',
      );
      expect(v?.key).toBe('pile:character');
      // The mouse crossed the table to the pile before the view opened: the ghost is wherever that left it.
      const under = await ghostSpot(page);
      expect(under, 'the ghost is not already where the mouse goes next').not.toBe(b.id);
      expect(v?.minFontPx, 'the smallest text of the view').toBeGreaterThanOrEqual(12 - 0.05);
      for (const box of [v, v?.card]) {
        expect(box?.x ?? -1).toBeGreaterThanOrEqual(-0.5);
        expect(box?.y ?? -1).toBeGreaterThanOrEqual(-0.5);
        expect((box?.x ?? 0) + (box?.w ?? 0)).toBeLessThanOrEqual(1280.5);
        expect((box?.y ?? 0) + (box?.h ?? 0)).toBeLessThanOrEqual(720.5);
      }

      await page.mouse.move(b.x ?? 0, b.y ?? 0, { steps: 4 });
      await settle(page);
      expect(await ghostSpot(page), 'the ghost under the view after the mouse moved').toBe(under);

      await page.keyboard.press('Escape');
      await until(
        page,
        () => viewOf(page),
        (x) => x === null,
        30_000,
        'the view put away by Esc',
      );
      await hover(page, b);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('by the keyboard alone: V shows the card picked with Tab, the arrows step through the table, V puts it away', async () => {
    const { context, page, errors } = await openGame(game.browser, game.server.url, 'instant');
    try {
      await startGame(page, 'solo', 2027);
      await playUntil(page, chooser(3), (p) => p.intents.some((i) => i.id.startsWith('offer:')));
      await settle(page);
      await page.keyboard.press('Tab');
      const card = await until(
        page,
        () => picked(page),
        (k) => k !== null,
        30_000,
        'a card picked with Tab',
      );
      await page.keyboard.press('v');
      const first = await until(
        page,
        () => viewOf(page),
        (x) => x !== null,
        30_000,
        'the picked card shown by V',
      );
      expect(first?.key).toBe(`offer:${card?.card}`);
      await page.keyboard.press('ArrowRight');
      const next = await until(
        page,
        () => viewOf(page),
        (x) => x !== null && x.key !== first?.key,
        30_000,
        'the next card shown by →',
      );
      expect(next?.key, 'another card of the table').toMatch(/^(offer|pile|seat|city):/);
      await page.keyboard.press('ArrowLeft');
      await until(
        page,
        () => viewOf(page),
        (x) => x?.key === first?.key,
        30_000,
        'the first card again by ←',
      );
      // The table heard none of these keys: the same card is still picked, nothing was taken.
      expect((await picked(page))?.card).toBe(card?.card);
      await page.keyboard.press('v');
      await until(
        page,
        () => viewOf(page),
        (x) => x === null,
        30_000,
        'the view put away by V',
      );
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
