/**
 * Colour-vision check: plays a solo game through the test hook in headless Chromium, takes screenshots of the setup,
 * the bidding table, a placement with its heatmap and a later table, and writes each as seen with protanopia,
 * deuteranopia and tritanopia (Machado et al. 2009, severity 1, applied in linear RGB inside the browser) to
 * test-results/colour/. With --text-size=125|150 it also shoots the title, setup, settings and table at that text
 * size to test-results/text-<size>/ (and skips the simulations). With --contrast the same shots (and the settings)
 * are taken with the high-contrast setting on, to test-results/colour-contrast/. With --board-art it only shoots the
 * board game's art sheet (the six player colours, their shapes, the buildings) and its three simulations, without a
 * build or a server (to --out=FILE.png, by default test-results/colour/board-art.png).
 *
 *   npx tsx scripts/colour-check.ts [--text-size=150] [--contrast] [--reuse=DIR] [--board-art [--out=FILE.png]]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chooser, clickId, snapshot, tableStep, waitForHook } from '../test/browser/driver';
import { PREBUILT_ENV, ROOT, launchBrowser, startServer } from '../test/browser/harness';
import { MATRICES } from '../test/colourMatrices';
import { boardSheet } from './lib/boardSheet';
import { simulate } from './lib/visionSim';

function arg(name: string): string | undefined {
  const a = process.argv.find((x) => x.startsWith(`--${name}=`));
  return a?.slice(name.length + 3);
}

async function main(): Promise<void> {
  if (process.argv.includes('--board-art')) {
    const out = arg('out') ?? join(ROOT, 'test-results', 'colour', 'board-art.png');
    mkdirSync(dirname(out), { recursive: true });
    console.log(JSON.stringify({ written: await boardSheet(out, true) }));
    return;
  }
  const textSize = Number(arg('text-size') ?? 100);
  const reuse = arg('reuse');
  if (reuse) process.env[PREBUILT_ENV] = reuse;
  process.env['VITE_TEST_HOOK'] = '1';
  const contrast = process.argv.includes('--contrast');
  const dir = join(
    ROOT,
    'test-results',
    textSize !== 100 ? `text-${textSize}` : contrast ? 'colour-contrast' : 'colour',
  );
  mkdirSync(dir, { recursive: true });
  const browser = await launchBrowser({ pixelRatio: 3 });
  const server = await startServer('preview');
  try {
    const context = await browser.newContext({ viewport: { width: 1600, height: 900 } });
    await context.addInitScript(
      ({ size, hc }: { size: number; hc: boolean }) => {
        localStorage.setItem(
          'carson-city.settings',
          JSON.stringify({
            volume: 0,
            muted: true,
            animationSpeed: 'fast',
            reducedMotion: false,
            textSize: size,
            highContrast: hc,
          }),
        );
        localStorage.setItem('carson-city.hints', JSON.stringify({ on: false, seen: [] }));
      },
      { size: textSize, hc: contrast },
    );
    const page = await context.newPage();
    const shots: string[] = [];
    const shoot = async (name: string): Promise<void> => {
      await page.waitForTimeout(600);
      const png = await page.screenshot();
      writeFileSync(join(dir, `${name}.png`), png);
      shots.push(name);
      if (textSize !== 100) return;
      for (const [kind, m] of Object.entries(MATRICES))
        writeFileSync(join(dir, `${name}-${kind}.png`), await simulate(page, png, m));
    };
    await page.goto(`${server.url}/`);
    await waitForHook(page, (h) => h.scene === 'title', 60_000, 'the title');
    if (textSize !== 100) await shoot('title');
    await clickId(page, 'new-game');
    await waitForHook(page, (h) => h.scene === 'setup', 20_000, 'the setup');
    await shoot('setup');
    await clickId(page, 'start');
    await waitForHook(page, (h) => h.scene === 'table' && h.intents.length > 3, 30_000, 'the table');
    await shoot('table-bidding');
    if (textSize !== 100 || contrast) {
      await clickId(page, 'table-settings');
      await waitForHook(page, (h) => h.scene === 'settings', 20_000, 'the settings');
      await shoot('settings');
      await clickId(page, 'settings-close');
      await waitForHook(page, (h) => h.scene === 'table', 20_000, 'the table');
    }
    const pick = chooser(5);
    const want = new Set(['placement', 'later']);
    const t0 = Date.now();
    while (want.size > 0 && Date.now() - t0 < 600_000) {
      const s = await snapshot(page);
      if (
        s?.intents.some((i) => i.id.startsWith('spot:')) &&
        want.has('placement') &&
        (s.view?.round ?? 0) >= 3
      ) {
        want.delete('placement');
        await shoot('placement');
      }
      if (
        s?.view &&
        s.view.round >= 7 &&
        s.view.phase === 'taking' &&
        s.intents.length > 3 &&
        want.has('later')
      ) {
        want.delete('later');
        await shoot('later');
      }
      if (!(await tableStep(page, pick))) await page.waitForTimeout(60);
    }
    await context.close();
    console.log(JSON.stringify({ dir, shots, missing: [...want] }));
  } finally {
    await browser.close();
    await server.close();
  }
}

void main();
