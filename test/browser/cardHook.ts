/** The test hook's card view, read from a page: the cards that can be shown large and the one shown. */
import type { Page } from 'playwright-core';
import type { HookCard, HookCardView, HookRect } from '../../src/app/testHook';

type Hook = {
  __cc: { cards(): HookCard[]; viewCard(key: string): boolean; cardView(): HookCardView | null };
};

/** The cards on screen that can be shown large. */
export function cardsOf(page: Page): Promise<HookCard[]> {
  return page.evaluate(() => (window as unknown as Hook).__cc.cards());
}

/** The card shown large, or null. */
export function viewOf(page: Page): Promise<HookCardView | null> {
  return page.evaluate(() => (window as unknown as Hook).__cc.cardView());
}

/** Shows the card with this key large through the hook, as holding it would; false when it is not on the table. */
export function viewCard(page: Page, key: string): Promise<boolean> {
  return page.evaluate((k) => (window as unknown as Hook).__cc.viewCard(k), key);
}

/** The centre of a card on screen. */
export const centre = (c: HookRect): { x: number; y: number } => ({ x: c.x + c.w / 2, y: c.y + c.h / 2 });
