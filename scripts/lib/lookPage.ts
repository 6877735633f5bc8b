/** The page setup the look scripts share: a served test build, a browser, the game opened at a size and language. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { settle, waitForHook } from '../../test/browser/driver';
import { openGame, speakOnNextLoad } from '../../test/browser/flows';
import type { GamePage } from '../../test/browser/flows';
import { ROOT, launchBrowser, startServer } from '../../test/browser/harness';

/** The value of `--name=value` on the command line, if given. */
export function arg(name: string): string | undefined {
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

/** What a look script asks of the setup: its default window size (`WxH`), its folder under test-results, its server. */
export interface LookOptions {
  size: string;
  folder: string;
  mode: 'dev' | 'preview';
}

/** The game open at its title, where the screenshots go, and how to take one. */
export interface LookPage extends GamePage {
  url: string;
  out: string;
  /** Waits for the page to settle and saves it as `<name>.png` in `out`. */
  snap(name: string): Promise<void>;
}

/**
 * Serves the game with the test hook and opens it at `--size` (as a phone with `--phone`), in `--lang` when given
 * (in high contrast with `--contrast`);
 * runs `visit` on it, prints where the screenshots went and the page's errors, and closes everything after.
 */
export async function lookAt(o: LookOptions, visit: (p: LookPage) => Promise<void>): Promise<void> {
  const [w, h] = (arg('size') ?? o.size).split('x').map(Number) as [number, number];
  const phone = process.argv.includes('--phone');
  const out = arg('out') ?? join(ROOT, 'test-results', o.folder);
  mkdirSync(out, { recursive: true });
  process.env['VITE_TEST_HOOK'] = '1';
  const server = await startServer(o.mode);
  const browser = await launchBrowser({ pixelRatio: 3 });
  try {
    const game = await openGame(browser, server.url, 'fast', {
      viewport: { width: w, height: h },
      ...(phone ? { deviceScaleFactor: 2, isMobile: true, hasTouch: true } : {}),
    });
    const { context, page, errors } = game;
    const lang = arg('lang');
    const contrast = process.argv.includes('--contrast');
    if (contrast)
      await context.addInitScript(() => {
        const key = 'carson-city.settings';
        const was: unknown = JSON.parse(localStorage.getItem(key) ?? '{}');
        localStorage.setItem(key, JSON.stringify({ ...(was as object), highContrast: true }));
      });
    if (lang || contrast) {
      if (lang) await speakOnNextLoad(context, lang);
      await page.reload();
      await waitForHook(page, (s) => s.scene === 'title', 60_000, 'the title');
    }
    const snap = async (name: string): Promise<void> => {
      await settle(page);
      writeFileSync(join(out, `${name}.png`), await page.screenshot());
    };
    await visit({ ...game, url: server.url, out, snap });
    console.info(JSON.stringify({ out, errors }));
    await context.close();
  } finally {
    await browser.close();
    await server.close();
  }
}
