/**
 * The board game's guided first game on screen, at 1600x900 and on a phone upright (390x844) and turned (844x390): from the title's
 * entry every step is played through the page's own input, and at each step the note and what it points at are both
 * on screen and the note never covers it. The last step leads to the setup of a real game.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { BoardSummary, IntentTarget, PageBox } from '../../src/app/testHook';
import { LESSON_STEPS } from '../../src/app/boardLesson/script';
import { trigger, waitForHook } from './driver';
import { openGame, withGame } from './flows';
import { boardSummary, confirmOrOption } from './boardFlow';
import { phonePage, tap } from './phoneChecks';

type Press = (page: Page, i: IntentTarget) => Promise<void>;
type Lesson = NonNullable<BoardSummary['lesson']>;

const apart = (a: PageBox, b: PageBox): boolean =>
  a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;

const onScreen = (r: PageBox, W: number, H: number): boolean =>
  r.x >= -0.5 && r.y >= -0.5 && r.x + r.w <= W + 0.5 && r.y + r.h <= H + 0.5 && r.w > 0 && r.h > 0;

/** Waits until the board shows step `index`'s note, drawn and waiting for the person (or at the game's end). */
async function noteOf(page: Page, index: number, timeoutMs = 60_000): Promise<Lesson> {
  await page.waitForFunction(
    (i) => {
      const cc = (window as unknown as { __cc?: { board(): BoardSummary | null; scene(): string } }).__cc;
      const b = cc?.board();
      return cc?.scene() === 'board' && !!b?.lesson?.note && b.lesson.index === i && b.settled;
    },
    index,
    { timeout: timeoutMs, polling: 100 },
  );
  const b = await boardSummary(page);
  return b?.lesson as Lesson;
}

/** The lesson's step index now (-1 without a lesson). */
async function indexNow(page: Page): Promise<number> {
  return (await boardSummary(page))?.lesson?.index ?? -1;
}

/** Presses the intent with this id (or `button:<id>`) once it is on screen. */
async function pressId(page: Page, press: Press, id: string): Promise<void> {
  const is = (i: IntentTarget): boolean => (i.id === id || i.id === `button:${id}`) && i.x !== undefined;
  const s = await waitForHook(page, (h) => h.intents.some(is), 20_000, id);
  await press(page, s.intents.find(is) as IntentTarget);
}

/** Makes the step's move: its target (road mode first for a road), then each option in turn until the lesson takes it. */
async function makeMove(page: Page, press: Press, target: string, index: number): Promise<void> {
  if (!target.includes(':')) {
    await pressId(page, press, target);
    return;
  }
  if (target.startsWith('road:')) await pressId(page, press, 'roads');
  for (let option = 0; option < 6; option++) {
    await pressId(page, press, target);
    const s = await confirmOrOption(page);
    const options = s.intents.filter((i) => i.id.startsWith('button:option-'));
    if (options.length) await pressId(page, press, `option-${Math.min(option, options.length - 1)}`);
    await pressId(page, press, 'confirm');
    await waitForHook(
      page,
      (h) => !h.intents.some((i) => i.id === 'button:confirm'),
      10_000,
      'the move sent',
    );
    if ((await indexNow(page)) !== index) return;
    expect(options.length, `the lesson refused the only move on ${target}`).toBeGreaterThan(option + 1);
  }
}

/** The note's buttons are at least 44 CSS pixels each way. */
async function buttonsBigEnough(page: Page, where: string): Promise<void> {
  const s = await waitForHook(page, () => true, 5_000, 'the hook');
  for (const i of s.intents.filter((x) => x.id.startsWith('button:lesson-'))) {
    expect(i.w ?? 0, `${where}: ${i.id} wide enough`).toBeGreaterThanOrEqual(44);
    expect(i.h ?? 0, `${where}: ${i.id} tall enough`).toBeGreaterThanOrEqual(44);
  }
}

/** Plays the whole lesson from the title's entry, checking the note against its target at every step. */
async function playLesson(page: Page, press: Press, W: number, H: number, phone: boolean): Promise<void> {
  await pressId(page, press, 'board-lesson');
  for (let index = 0; index < LESSON_STEPS.length; index++) {
    const step = LESSON_STEPS[index];
    if (!step) break;
    // The rest of the game plays itself, the person's moves too: its note is seen between them, not waited for.
    if (step.auto) continue;
    const lesson = await noteOf(page, index, step.id === 'finalScore' ? 300_000 : 60_000);
    const where = `step ${index} (${step.id}) at ${W}x${H}`;
    expect(lesson.step, where).toBe(step.id);
    const note = lesson.note as PageBox;
    expect(onScreen(note, W, H), `${where}: the note on screen ${JSON.stringify(note)}`).toBe(true);
    if (step.target) {
      const target = lesson.target;
      expect(target, `${where}: the target ${step.target} drawn`).toBeTruthy();
      if (target) {
        expect(onScreen(target, W, H), `${where}: the target on screen ${JSON.stringify(target)}`).toBe(true);
        expect(
          apart(note, target),
          `${where}: note ${JSON.stringify(note)} over ${JSON.stringify(target)}`,
        ).toBe(true);
      }
    }
    if (phone) await buttonsBigEnough(page, where);
    if (step.choices) {
      await pressId(page, press, 'lesson-realGame');
      await waitForHook(page, (h) => h.scene === 'boardSetup', 30_000, 'the board setup after the lesson');
      return;
    }
    if (step.expect && step.target) await makeMove(page, press, step.target, index);
    else await pressId(page, press, 'lesson-next');
  }
}

describe('the board lesson on screen', () => {
  const game = withGame();

  it('plays every step at 1600x900 with the note beside its target', { timeout: 900_000 }, async () => {
    const { page, errors } = await openGame(game.browser, game.server.url, 'instant', {
      viewport: { width: 1600, height: 900 },
    });
    await playLesson(page, trigger, 1600, 900, false);
    expect(errors).toEqual([]);
  });

  it('the Menu leaves the lesson at its step: a reload stays on the title, and Learn goes on from there', async () => {
    const { page, errors } = await openGame(game.browser, game.server.url, 'instant', {
      viewport: { width: 1280, height: 720 },
    });
    await pressId(page, trigger, 'board-lesson');
    await noteOf(page, 0);
    await pressId(page, trigger, 'lesson-next');
    await noteOf(page, 1);
    await pressId(page, trigger, 'menu');
    await waitForHook(page, (h) => h.scene === 'title', 30_000, 'the title after the Menu');
    expect(await boardSummary(page), 'no board game left running').toBeNull();
    await page.reload();
    const back = await waitForHook(
      page,
      (h) => h.scene === 'title' || h.scene === 'board',
      60_000,
      'a screen',
    );
    expect(back.scene, 'a reload after leaving stays on the title').toBe('title');
    await pressId(page, trigger, 'board-lesson');
    expect((await noteOf(page, 1)).step).toBe(LESSON_STEPS[1]?.id);
    expect(errors).toEqual([]);
  });

  it.each([
    [390, 844],
    [844, 390],
  ] as const)(
    'plays every step on a %ix%i phone by touch, the page shown holding the target',
    { timeout: 900_000 },
    async (w, h) => {
      const page = await phonePage(game.browser, w, h);
      await page.goto(`${game.server.url}/`);
      await waitForHook(page, (x) => x.scene === 'title', 60_000, 'the title');
      await playLesson(page, tap, w, h, true);
    },
  );
});
