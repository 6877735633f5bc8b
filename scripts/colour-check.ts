/**
 * Colour-vision check: plays a solo game through the test hook in headless Chromium, takes screenshots of the setup,
 * the bidding table, a placement with its heatmap and a later table, and writes each as seen with protanopia,
 * deuteranopia and tritanopia (Machado et al. 2009, severity 1, applied in linear RGB inside the browser) to
 * test-results/colour/. With --text-size=125|150 it also shoots the title, setup, settings and table at that text
 * size to test-results/text-<size>/ (and skips the simulations). With --contrast the same shots (and the settings)
 * are taken with the high-contrast setting on, to test-results/colour-contrast/.
 *
 *   npx tsx scripts/colour-check.ts [--text-size=150] [--contrast] [--reuse=DIR]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { chooser, clickId, snapshot, tableStep, waitForHook } from '../test/browser/driver';
import { PREBUILT_ENV, ROOT, launchBrowser, startServer } from '../test/browser/harness';
import { MATRICES } from '../test/colourMatrices';

function arg(name: string): string | undefined {
  const a = process.argv.find((x) => x.startsWith(`--${name}=`));
  return a?.slice(name.length + 3);
}

/** Applies a 3x3 matrix to a PNG inside the page (canvas pixels), returning the new PNG. */
async function simulate(page: Page, png: Buffer, m: number[]): Promise<Buffer> {
  const url = await page.evaluate(
    async ({ b64, m }) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.width;
      c.height = img.height;
      const g = c.getContext('2d') as CanvasRenderingContext2D;
      g.drawImage(img, 0, 0);
      const d = g.getImageData(0, 0, c.width, c.height);
      // No named helper functions here: the script runner would wrap them in a helper the page does not have.
      const lin = new Float32Array(256);
      for (let i = 0; i < 256; i++) {
        const v = i / 255;
        lin[i] = v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      }
      const steps = 4096;
      const enc = new Uint8ClampedArray(steps + 1);
      for (let i = 0; i <= steps; i++) {
        const x = i / steps;
        enc[i] = Math.round(255 * (x <= 0.0031308 ? 12.92 * x : 1.055 * x ** (1 / 2.4) - 0.055));
      }
      const p = d.data;
      for (let i = 0; i < p.length; i += 4) {
        const r = lin[p[i] as number] as number;
        const gg = lin[p[i + 1] as number] as number;
        const b = lin[p[i + 2] as number] as number;
        for (let k = 0; k < 3; k++) {
          const v = (m[k * 3] as number) * r + (m[k * 3 + 1] as number) * gg + (m[k * 3 + 2] as number) * b;
          p[i + k] = enc[Math.round(Math.min(1, Math.max(0, v)) * steps)] as number;
        }
      }
      g.putImageData(d, 0, 0);
      return c.toDataURL('image/png');
    },
    { b64: png.toString('base64'), m },
  );
  return Buffer.from(url.replace(/^data:image\/png;base64,/, ''), 'base64');
}

async function main(): Promise<void> {
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
