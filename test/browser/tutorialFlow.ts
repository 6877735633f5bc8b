/** The card lesson through the page: its note's texts, the step it shows, and a step's move made with clicks. */
import type { Page } from 'playwright-core';
import type { HookText, IntentTarget } from '../../src/app/testHook';
import { TUTORIAL_STEPS } from '../../src/app/tutorial/script';
import type { TutorialStep } from '../../src/app/tutorial/script';
import { clickId } from './driver';
import { until } from './flows';

/** Every visible text on the canvas, from the hook. */
export async function texts(page: Page): Promise<HookText[]> {
  return page.evaluate(() => (window as unknown as { __cc: { texts(): HookText[] } }).__cc.texts());
}

/** The intents on screen now, from the hook. */
export async function intents(page: Page): Promise<IntentTarget[]> {
  return page.evaluate(() => (window as unknown as { __cc: { intents(): IntentTarget[] } }).__cc.intents());
}

/** Waits until a text containing `part` is on the canvas; returns it. */
export async function waitText(page: Page, part: string | RegExp, ms = 30_000): Promise<HookText> {
  const match = (x: HookText): boolean =>
    typeof part === 'string' ? x.text.includes(part) : part.test(x.text);
  const found = await until(
    page,
    () => texts(page),
    (l) => l.some(match),
    ms,
    `no text ${String(part)}`,
  );
  return found.find(match) as HookText;
}

/** The step number shown in the note's heading. */
async function shownStep(page: Page): Promise<number> {
  const head = await waitText(page, /· (step|Schritt) \d+ (of|von) \d+/);
  return Number(/(\d+) (of|von)/.exec(head.text)?.[1] ?? 0) - 1;
}

/** Waits until the note shows step `index` of the lesson. */
export async function waitStep(page: Page, index: number): Promise<void> {
  await until(
    page,
    () => shownStep(page).catch(() => -1),
    (s) => s === index,
    60_000,
    `step ${index} (${TUTORIAL_STEPS[index]?.id}) never came`,
  );
}

/** Makes a step's move with clicks: a bid and its confirm, or an offer card, its spot and Place. */
export async function move(page: Page, step: TutorialStep, spot?: { x: number; y: number }): Promise<void> {
  const a = step.action;
  if (a?.type === 'bid') {
    await clickId(page, `bid:${a.card}`);
    await clickId(page, 'confirm-bid');
  } else if (a?.type === 'take') {
    await clickId(page, `offer:${a.card}`);
    const at = spot ?? a.at;
    if (at) await clickId(page, `spot:${at.x},${at.y}`);
    await clickId(page, 'confirm-place');
  }
}

/** The index of a step of the lesson by its id. */
export const stepIndex = (id: TutorialStep['id']): number => TUTORIAL_STEPS.findIndex((s) => s.id === id);
