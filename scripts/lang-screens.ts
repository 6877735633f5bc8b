/**
 * Screenshots of the table in other languages at 1600x900: the German table during a bid and the Italian hand-off
 * screen, to docs/screens/table-de.png and docs/screens/handoff-it.png. Texts that leave their box and texts under
 * 12 CSS px are printed. With --size=WxH (e.g. 1280x720) the window has that size and the shots go to
 * test-results/screens/NAME-WxH.png instead.
 *
 *   npx tsx scripts/lang-screens.ts [--reuse=DIR] [--size=1280x720]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { HookText } from '../src/app/testHook';
import { clickId, waitForHook } from '../test/browser/driver';
import { PREBUILT_ENV, ROOT, launchBrowser, startServer } from '../test/browser/harness';

function arg(name: string): string | undefined {
  return process.argv.find((x) => x.startsWith(`--${name}=`))?.slice(name.length + 3);
}

const SIZE = arg('size');
const [WIDTH, HEIGHT] = (SIZE ?? '1600x900').split('x').map(Number) as [number, number];

async function open(browser: Browser, url: string, lang: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: WIDTH, height: HEIGHT } });
  await context.addInitScript((l: string) => {
    localStorage.setItem(
      'carson-city.settings',
      JSON.stringify({
        volume: 0,
        muted: true,
        animationSpeed: 'instant',
        reducedMotion: false,
        language: l,
      }),
    );
  }, lang);
  const page = await context.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error') console.error(`[page] ${m.text()}`);
  });
  await page.goto(url);
  await waitForHook(page, (h) => h.scene === 'title', 60_000, 'the title');
  return page;
}

/** Prints the texts that leave the button or panel holding them, and those under 12 CSS px. */
async function overflow(page: Page, where: string): Promise<void> {
  const list = await page.evaluate(() =>
    (window as unknown as { __cc: { texts(): HookText[] } }).__cc.texts(),
  );
  for (const x of list) {
    if (x.fontPx < 12) console.info(`${where}: small ${JSON.stringify(x.text.slice(0, 40))} ${x.fontPx}px`);
    const b = x.box;
    if (!b) continue;
    if (x.x < b.x - 1 || x.y < b.y - 1 || x.x + x.w > b.x + b.w + 1 || x.y + x.h > b.y + b.h + 1)
      console.info(
        `${where}: overflow ${JSON.stringify(x.text)} ${JSON.stringify({ ...x, text: undefined })}`,
      );
  }
}

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(600);
  const dir = SIZE ? join(ROOT, 'test-results', 'screens') : join(ROOT, 'docs', 'screens');
  const file = SIZE ? `${name}-${SIZE}.png` : `${name}.png`;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, file), await page.screenshot({ timeout: 90_000 }));
  console.info(join(dir, file));
}

async function main(): Promise<void> {
  const reuse = arg('reuse');
  if (reuse) process.env[PREBUILT_ENV] = reuse;
  process.env['VITE_TEST_HOOK'] = '1';
  const browser = await launchBrowser({ pixelRatio: 3 });
  const server = await startServer('preview');
  try {
    const de = await open(browser, `${server.url}/`, 'de');
    await clickId(de, 'new-game');
    await waitForHook(de, (h) => h.scene === 'setup', 20_000, 'the setup');
    await clickId(de, 'preset-solo');
    await clickId(de, 'start');
    await waitForHook(de, (h) => h.intents.some((i) => i.id.startsWith('bid:')), 30_000, 'a bid');
    const first = await de.evaluate(
      () =>
        (window as unknown as { __cc: { intents(): { id: string }[] } }).__cc
          .intents()
          .find((i) => i.id.startsWith('bid:'))?.id,
    );
    if (first) await clickId(de, first);
    await overflow(de, 'de bid');
    await shot(de, 'table-de');

    const it = await open(browser, `${server.url}/`, 'it');
    await clickId(it, 'new-game');
    await waitForHook(it, (h) => h.scene === 'setup', 20_000, 'the setup');
    await clickId(it, 'preset-hotseat');
    await clickId(it, 'start');
    await waitForHook(
      it,
      (h) => h.scene === 'table' && h.intents.some((i) => i.id === 'continue' && i.key === 'Enter'),
      30_000,
      'the hand-off screen',
    );
    await overflow(it, 'it hand-off');
    await shot(it, 'handoff-it');
  } finally {
    await browser.close();
    await server.close();
  }
}

void main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
