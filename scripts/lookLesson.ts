/**
 * Takes screenshots of the board lesson: `npx tsx scripts/lookLesson.ts [--size=WxH] [--phone] [--lang=de]
 * [--steps=N] [--out=DIR]` opens it from the title and saves lesson-<i>.png at each of its first N reading or
 * answering steps (Go on, or the step's bar answer), with the hook's note and target boxes printed.
 */
import { clickId, waitForHook } from '../test/browser/driver';
import { boardSummary } from '../test/browser/boardFlow';
import { arg, lookAt } from './lib/lookPage';

void lookAt({ size: '1600x900', folder: 'look-lesson', mode: 'dev' }, async ({ page, snap }) => {
  await clickId(page, 'board-lesson');
  await waitForHook(page, (s) => s.scene === 'board', 60_000, 'the board');
  const steps = Number(arg('steps') ?? '3');
  for (let i = 0; i < steps; i++) {
    await page.waitForFunction(
      (n) => {
        const cc = (
          window as unknown as { __cc?: { board(): { lesson: { index: number; note?: object } | null } } }
        ).__cc;
        const l = cc?.board().lesson;
        return !!l?.note && l.index === n;
      },
      i,
      { timeout: 60_000, polling: 100 },
    );
    await snap(`lesson-${i}`);
    console.info(JSON.stringify((await boardSummary(page))?.lesson));
    const s = await waitForHook(page, (h) => h.intents.some((x) => x.id.startsWith('button:lesson-')), 5_000);
    const go = s.intents.find((x) => x.id === 'button:lesson-next');
    if (!go) break;
    await clickId(page, 'lesson-next');
  }
});
