/**
 * Seat names typed in Setup arrive intact in the game, however the field is left: by clicking (or tapping) another
 * field, a blank part of the screen, by Tab or by Enter; on a desktop and on a touch phone.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { IntentTarget } from '../../src/app/testHook';
import type { GameView } from '../../src/cards/engine';
import { waitForHook, touchTap } from './driver';
import { openGame, withGame } from './flows';

/** Where an intent is on the page (it must have a position). */
async function whereIs(page: Page, id: string): Promise<{ x: number; y: number }> {
  const is = (i: IntentTarget): boolean => i.id === id || i.id === `button:${id}`;
  const s = await waitForHook(page, (h) => h.intents.some(is), 20_000, `intent ${id}`);
  const t = s.intents.find(is) as IntentTarget;
  if (t.x === undefined || t.y === undefined) throw new Error(`${id} has no position`);
  return { x: t.x, y: t.y };
}

/** A click on a desktop, a tap on a touch screen. */
async function hit(page: Page, touch: boolean, at: { x: number; y: number }): Promise<void> {
  if (touch) {
    await touchTap(page, at.x, at.y);
  } else {
    await page.mouse.move(at.x, at.y);
    await page.mouse.click(at.x, at.y);
  }
}

/** True while the DOM input of a text field is open. */
function typing(page: Page): Promise<boolean> {
  return page.evaluate(() => document.querySelector('input[data-field]') !== null);
}

async function openField(page: Page, touch: boolean, id: string): Promise<void> {
  await hit(page, touch, await whereIs(page, `field:${id}`));
  await page.waitForFunction((f) => document.activeElement?.getAttribute('data-field') === f, id, {
    timeout: 10_000,
  });
}

/** Types four names, leaving each field another way, starts the game and returns the seat names it has. */
async function nameSeats(page: Page, touch: boolean): Promise<string[]> {
  await hit(page, touch, await whereIs(page, 'new-game'));
  await waitForHook(page, (h) => h.scene === 'setup', 20_000, 'the setup');
  await hit(page, touch, await whereIs(page, 'preset-ai'));
  // Seat 1, left by clicking the name field of seat 2 (which opens for typing at once).
  await openField(page, touch, 'seat-0-name');
  await page.keyboard.type('Anna');
  await openField(page, touch, 'seat-1-name');
  await page.keyboard.type('Ben');
  // Seat 2, left by a click on a blank part of the screen (the title, halfway between Back and Rules).
  const back = await whereIs(page, 'back');
  const rules = await whereIs(page, 'rules');
  await hit(page, touch, { x: (back.x + rules.x) / 2, y: (back.y + rules.y) / 2 });
  await page.waitForFunction(() => document.querySelector('input[data-field]') === null, null, {
    timeout: 10_000,
  });
  // Seat 3, left by Tab.
  await openField(page, touch, 'seat-2-name');
  await page.keyboard.type('Cleo');
  await page.keyboard.press('Tab');
  expect(await typing(page)).toBe(false);
  // Seat 4, left by Enter.
  await openField(page, touch, 'seat-3-name');
  await page.keyboard.type('Dora');
  await page.keyboard.press('Enter');
  expect(await typing(page)).toBe(false);
  const labels = await page.evaluate(() =>
    (window as unknown as { __cc: { intents(): IntentTarget[] } }).__cc
      .intents()
      .filter((i) => /^field:seat-\d-name$/.test(i.id))
      .map((i) => i.label),
  );
  expect(labels).toEqual(['Anna', 'Ben', 'Cleo', 'Dora']);
  await hit(page, touch, await whereIs(page, 'start'));
  const s = await waitForHook(page, (h) => h.scene === 'table' && h.view !== null, 30_000, 'the table');
  return (s.view as GameView).setup.seats.map((seat) => seat.name);
}

describe('seat names in Setup', () => {
  const bench = withGame();

  const cases: [string, BrowserContextOptions, boolean][] = [
    ['desktop', {}, false],
    ['touch phone', { viewport: { width: 844, height: 390 }, hasTouch: true, isMobile: true }, true],
  ];
  for (const [what, options, touch] of cases) {
    it(`arrive intact however the field is left (${what})`, async () => {
      const { context, page, errors } = await openGame(bench.browser, bench.server.url, 'instant', options);
      try {
        expect(await nameSeats(page, touch)).toEqual(['Anna', 'Ben', 'Cleo', 'Dora']);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
