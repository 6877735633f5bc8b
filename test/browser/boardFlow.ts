/** Plays the board game in the browser through the page's own input, guided by the hook's board summary. */
import type { Page } from 'playwright-core';
import type { BoardSummary, IntentTarget } from '../../src/app/testHook';
import { clickId, snapshot, trigger, waitForHook } from './driver';

/** The hook's board summary (null when no board game is up). */
export function boardSummary(page: Page): Promise<BoardSummary | null> {
  return page.evaluate(() => {
    const cc = (window as unknown as { __cc?: { board(): BoardSummary | null } }).__cc;
    return cc ? cc.board() : null;
  });
}

/** Waits until a person on this device must decide on a drawn screen, or the game is over; returns the summary. */
export async function personDue(page: Page, timeoutMs = 120_000): Promise<BoardSummary | null> {
  await page.waitForFunction(
    () => {
      const cc = (window as unknown as { __cc?: { board(): BoardSummary | null; scene(): string } }).__cc;
      const b = cc?.board();
      return cc?.scene() !== 'board' || !b || b.phase === 'over' || (b.person && b.settled);
    },
    null,
    { timeout: timeoutMs, polling: 100 },
  );
  return boardSummary(page);
}

const isTarget = (i: IntentTarget): boolean => /^(char|spot|parcel):/.test(i.id);
const isAnswer = (i: IntentTarget): boolean => /^button:(answer-|pass$|more$)/.test(i.id);

/** Waits until a picked target shows Confirm or asks for an option first (a space's choice, a token). */
export function confirmOrOption(page: Page): ReturnType<typeof waitForHook> {
  return waitForHook(
    page,
    (h) => h.intents.some((i) => i.id === 'button:confirm' || i.id.startsWith('button:option-')),
    10_000,
    'Confirm or an option',
  );
}

/**
 * Makes one decision for the person due, by pointer: a lit target then Confirm (with its first option when it has
 * several), or an answer button. Prefers targets so the game moves on; returns the id it used.
 */
export async function boardDecide(page: Page, pick: <T>(items: readonly T[]) => T): Promise<string> {
  const s = await waitForHook(
    page,
    (h) => h.intents.some((i) => isTarget(i) || isAnswer(i)),
    20_000,
    'a board move',
  );
  const targets = s.intents.filter(isTarget);
  const answers = s.intents.filter(isAnswer).filter((i) => i.id !== 'button:more');
  const choice =
    targets.length > 0 && (answers.length === 0 || pick([true, true, false])) ? pick(targets) : pick(answers);
  await trigger(page, choice);
  if (!isTarget(choice)) return choice.id;
  const c = await confirmOrOption(page);
  const option = c.intents.find((i) => i.id.startsWith('button:option-'));
  if (option) {
    await trigger(page, option);
    await waitForHook(page, (h) => h.intents.some((i) => i.id === 'button:confirm'), 10_000, 'Confirm');
  }
  const now = await snapshot(page);
  const confirm = now?.intents.find((i) => i.id === 'button:confirm');
  if (confirm) await trigger(page, confirm);
  return choice.id;
}

/**
 * From the title, opens the board setup and starts a game: you against three AI seats, or with `people` three people
 * (seats 1 and 2 turned from Medium through Hard to a person, seat 3 removed); `seed` types a fixed deal.
 */
export async function startBoard(page: Page, o: { people?: boolean; seed?: string }): Promise<void> {
  await clickId(page, 'board-game');
  await waitForHook(page, (h) => h.scene === 'boardSetup', 20_000, 'the board setup');
  if (o.people) {
    for (const seat of [1, 2]) {
      await clickId(page, `seat-${seat}-kind`);
      await clickId(page, `seat-${seat}-kind`);
    }
    await clickId(page, 'seat-3-remove');
  }
  if (o.seed !== undefined) {
    await clickId(page, 'field:seed');
    await page.keyboard.type(o.seed);
    await page.keyboard.press('Enter');
  }
  await clickId(page, 'start');
  await waitForHook(page, (h) => h.scene === 'board', 30_000, 'the board');
}
