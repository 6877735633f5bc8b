/**
 * The card lesson's note sits beside what it points at (issue 27, item 1): the whole lesson played by clicks on an
 * upright phone in German, a landscape phone and the desktop, and at every step (and between the clicks of a move)
 * the note is on screen and covers none of its targets (each gold ring, the button that makes the move). At instant
 * speed the page goes to sleep while a ring is shown (its pulse follows the motion setting). Screenshot:
 * test-results/screens/tutorial-note-firstCard-de.png.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { NoteBoxes, PageBox } from '../../src/app/testHook';
import { TUTORIAL_STEPS } from '../../src/app/tutorial/script';
import type { TutorialStep } from '../../src/app/tutorial/script';
import { clickId, settle, waitForHook } from './driver';
import { presetSettings, speakOnNextLoad, withGame } from './flows';
import { canvasShot } from './harness';
import { stepIndex, waitStep } from './tutorialFlow';

const apart = (a: PageBox, b: PageBox): boolean =>
  a.x + a.w <= b.x + 0.5 || b.x + b.w <= a.x + 0.5 || a.y + a.h <= b.y + 0.5 || b.y + b.h <= a.y + 0.5;

const onScreen = (r: PageBox, W: number, H: number): boolean =>
  r.x >= -0.5 && r.y >= -0.5 && r.x + r.w <= W + 0.5 && r.y + r.h <= H + 0.5 && r.w > 0 && r.h > 0;

/**
 * The note of step `index` as the hook reports it, once drawn (the note waits for the table's animations). A step with
 * a move is read once its ring is drawn: on a loaded machine the note can come up before the table has laid out the card
 * it rings (the whole run of stop 37 read five steps that way).
 */
async function noteOf(page: Page, index: number): Promise<NoteBoxes> {
  const handle = await page.waitForFunction(
    ([n, ringed]) => {
      const note = (window as unknown as { __cc: { note(): NoteBoxes | null } }).__cc.note();
      if (!note || !new RegExp(`\\b${n} (of|von) `).test(note.title)) return null;
      return ringed && note.targets.length === 0 ? null : note;
    },
    [index + 1, !!TUTORIAL_STEPS[index]?.action] as const,
    { timeout: 60_000, polling: 100 },
  );
  return (await handle.jsonValue()) as NoteBoxes;
}

/** The note of step `index` is on the screen and covers none of its targets. */
async function checkNote(page: Page, index: number, W: number, H: number, where: string): Promise<number> {
  const n = await noteOf(page, index);
  const what = `${where} ${TUTORIAL_STEPS[index]?.id}: note ${JSON.stringify(n.note)}`;
  expect(onScreen(n.note, W, H), `${what} is off the screen`).toBe(true);
  for (const t of n.targets) expect(apart(n.note, t), `${what} covers ${JSON.stringify(t)}`).toBe(true);
  return n.targets.length;
}

/** Makes a step's move by clicks, the note checked after each click that brings a new target. */
async function moveChecked(page: Page, i: number, check: () => Promise<number>): Promise<number> {
  const a = (TUTORIAL_STEPS[i] as TutorialStep).action;
  let rings = 0;
  if (a?.type === 'bid') {
    await clickId(page, `bid:${a.card}`);
    rings += await check();
    await clickId(page, 'confirm-bid');
  } else if (a?.type === 'take') {
    await clickId(page, `offer:${a.card}`);
    rings += await check();
    if (a.at) {
      await clickId(page, `spot:${a.at.x},${a.at.y}`);
      rings += await check();
    }
    await clickId(page, 'confirm-place');
  }
  return rings;
}

describe('The lesson note beside its targets', () => {
  const game = withGame();

  for (const sc of [
    { w: 390, h: 844, lang: 'de', phone: true },
    { w: 844, h: 390, lang: 'en', phone: true },
    { w: 1280, h: 720, lang: 'en', phone: false },
  ])
    it(`never covers what it points at, ${sc.w}x${sc.h} in ${sc.lang}`, { timeout: 900_000 }, async () => {
      const context = await game.browser.newContext({
        viewport: { width: sc.w, height: sc.h },
        ...(sc.phone ? { deviceScaleFactor: 1, isMobile: true, hasTouch: true } : {}),
      });
      await presetSettings(context, 'instant');
      await speakOnNextLoad(context, sc.lang);
      const page = await context.newPage();
      try {
        await page.goto(`${game.server.url}/`, { timeout: 120_000 });
        await waitForHook(page, (h) => h.scene === 'title', 60_000, 'the title');
        await clickId(page, 'learn');
        await waitForHook(page, (h) => h.scene === 'table', 60_000, 'the table');
        const where = `${sc.w}x${sc.h}`;
        let targets = 0;
        let slept = false;
        for (let i = 0; i < TUTORIAL_STEPS.length; i++) {
          const step = TUTORIAL_STEPS[i] as TutorialStep;
          await waitStep(page, i);
          if (step.onSheet) await waitForHook(page, (h) => h.scene === 'scoring', 30_000, 'the score sheet');
          targets += await checkNote(page, i, sc.w, sc.h, where);
          // At instant speed nothing moves, the ringed card's ring included: the page goes to sleep.
          if (step.action && !slept) {
            slept = true;
            expect(await settle(page, 30_000), `${where}: the page sleeps while a ring is shown`).toBe(true);
          }
          // On a phone the step about the taking order shows the players page, where the seats and their numbers are.
          if (sc.phone && step.id === 'tie')
            await waitForHook(
              page,
              (h) =>
                h.intents.some((t) => t.id === 'button:table-back' && (t.x ?? -1) >= 0 && (t.x ?? 0) <= sc.w),
              10_000,
              'the players page at the taking-order step',
            );
          // Step 8 upright in German: the note the issue found over the offer row and the ring.
          if (i === stepIndex('firstCard') && sc.lang === 'de')
            await canvasShot(page, 'tutorial-note-firstCard-de');
          if (i === TUTORIAL_STEPS.length - 1) break;
          if (step.action) targets += await moveChecked(page, i, () => checkNote(page, i, sc.w, sc.h, where));
          else if (step.opensSheet) await clickId(page, 'tutorial-sheet');
          else await clickId(page, 'tutorial-next');
          // The rest of Era I plays itself (too fast at instant speed to catch the step on screen).
          if (TUTORIAL_STEPS[i + 1]?.auto) i++;
        }
        // Each step with a move rings at least its card or bid: the checks above saw targets, not only empty lists.
        const moves = TUTORIAL_STEPS.filter((x) => x.action).length;
        expect(targets, `${where}: targets seen`).toBeGreaterThanOrEqual(moves);
      } finally {
        await context.close();
      }
    });
});
