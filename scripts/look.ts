/**
 * Takes screenshots of the game as a player sees it, for looking at a change: `npx tsx scripts/look.ts [--size=WxH]
 * [--lang=de] [--phone] [--moves=N] [--out=DIR]` builds the game with the test hook, opens the title, starts a solo
 * game, makes N moves by the driver's choices and saves title.png, rules.png, setup.png and table.png in DIR
 * (test-results/look by default).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chooser, clickId, settle, waitForHook } from '../test/browser/driver';
import { openGame, playUntil, speakOnNextLoad, startGame } from '../test/browser/flows';
import { ROOT, launchBrowser, startServer } from '../test/browser/harness';

const arg = (name: string): string | undefined =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

async function main(): Promise<void> {
  const [w, h] = (arg('size') ?? '1280x720').split('x').map(Number) as [number, number];
  const phone = process.argv.includes('--phone');
  const out = arg('out') ?? join(ROOT, 'test-results', 'look');
  mkdirSync(out, { recursive: true });
  process.env['VITE_TEST_HOOK'] = '1';
  const server = await startServer('preview');
  const browser = await launchBrowser({ pixelRatio: 3 });
  try {
    const { context, page, errors } = await openGame(browser, server.url, 'fast', {
      viewport: { width: w, height: h },
      ...(phone ? { deviceScaleFactor: 2, isMobile: true, hasTouch: true } : {}),
    });
    const lang = arg('lang');
    if (lang) {
      await speakOnNextLoad(context, lang);
      await page.reload();
      await waitForHook(page, (s) => s.scene === 'title', 60_000, 'the title');
    }
    const snap = async (name: string): Promise<void> => {
      await settle(page);
      writeFileSync(join(out, `${name}.png`), await page.screenshot());
    };
    await snap('title');
    await clickId(page, 'rules');
    await waitForHook(page, (s) => s.scene === 'rules', 20_000, 'the rules');
    await snap('rules');
    await page.keyboard.press('Escape');
    await waitForHook(page, (s) => s.scene === 'title', 20_000, 'the title');
    await clickId(page, 'new-game');
    await waitForHook(page, (s) => s.scene === 'setup', 20_000, 'the setup');
    await snap('setup');
    await page.goto(server.url);
    await startGame(page, 'solo', 4242);
    const moves = Number(arg('moves') ?? '3');
    let done = 0;
    await playUntil(page, chooser(5), () => done++ >= moves);
    await snap('table');
    console.info(JSON.stringify({ out, errors }));
    await context.close();
  } finally {
    await browser.close();
    await server.close();
  }
}

void main();
