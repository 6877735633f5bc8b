/**
 * Takes screenshots of the game as a player sees it, for looking at a change: `npx tsx scripts/look.ts [--size=WxH]
 * [--lang=de] [--phone] [--moves=N] [--out=DIR]` builds the game with the test hook, opens the title, starts a solo
 * game, makes N moves by the driver's choices and saves title.png, rules.png, setup.png and table.png in DIR
 * (test-results/look by default).
 */
import { chooser, clickId, waitForHook } from '../test/browser/driver';
import { playUntil, startGame } from '../test/browser/flows';
import { arg, lookAt } from './lib/lookPage';

void lookAt({ size: '1280x720', folder: 'look', mode: 'preview' }, async ({ page, url, snap }) => {
  await snap('title');
  await clickId(page, 'rules');
  await waitForHook(page, (s) => s.scene === 'rules', 20_000, 'the rules');
  await snap('rules');
  await page.keyboard.press('Escape');
  await waitForHook(page, (s) => s.scene === 'title', 20_000, 'the title');
  await clickId(page, 'new-game');
  await waitForHook(page, (s) => s.scene === 'setup', 20_000, 'the setup');
  await snap('setup');
  await page.goto(url);
  await startGame(page, 'solo', 4242);
  const moves = Number(arg('moves') ?? '3');
  let done = 0;
  await playUntil(page, chooser(5), () => done++ >= moves);
  await snap('table');
});
