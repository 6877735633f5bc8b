import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ROOT,
  collectConsoleErrors,
  launchBrowser,
  pixelAt,
  screenshot,
  startServer,
  type ServerHandle,
} from './harness';
import type { SmokeReport } from './fixtures/phaser-smoke';

const WEBGL = 2; // Phaser.WEBGL; importing phaser into Node would pull in the whole browser bundle.

/** Channel-wise closeness, so SwiftShader rounding never makes the test flaky. */
function near(actual: number[], expected: number[]): boolean {
  return expected.every((v, i) => Math.abs((actual[i] ?? -999) - v) <= 8);
}

describe('browser smoke', () => {
  let browser: Browser;
  let dev: ServerHandle;
  const timings: Record<string, number> = {};

  beforeAll(async () => {
    let t = performance.now();
    browser = await launchBrowser();
    timings['browser launch'] = performance.now() - t;
    t = performance.now();
    dev = await startServer('dev');
    timings['dev server start'] = performance.now() - t;
  });

  afterAll(async () => {
    await browser?.close();
    await dev?.close();
    console.info(
      '[smoke timings ms]',
      Object.fromEntries(Object.entries(timings).map(([k, v]) => [k, Math.round(v)])),
    );
  });

  it('has WebGL 1 and 2 through SwiftShader', async () => {
    const page = await browser.newPage();
    const gl = await page.evaluate(() => ({
      webgl2: document.createElement('canvas').getContext('webgl2') !== null,
      webgl: document.createElement('canvas').getContext('webgl') !== null,
    }));
    await page.close();
    expect(gl).toEqual({ webgl2: true, webgl: true });
  });

  it('boots Phaser 4 with the WebGL renderer and draws', async () => {
    const page: Page = await browser.newPage({ viewport: { width: 400, height: 200 } });
    const errors = collectConsoleErrors(page);
    const t = performance.now();
    await page.goto(`${dev.url}/test/browser/fixtures/phaser-smoke.html`);
    await page.waitForFunction(() => (window.__smoke?.firstRenderAt ?? null) !== null, null, {
      timeout: 60_000,
    });
    timings['goto → first Phaser frame (cold dev)'] = performance.now() - t;
    const report = (await page.evaluate(() => window.__smoke)) as SmokeReport;
    timings['in-page: scene create()'] = report.createdAt;
    timings['in-page: first render'] = report.firstRenderAt ?? -1;

    expect(report.version).toMatch(/^4\./);
    expect(report.rendererType).toBe(WEBGL);
    expect(report.isWebGLRenderer).toBe(true);
    expect(report.glRenderer).toMatch(/SwiftShader|ANGLE|WebKit/i);

    const png = await screenshot(page, 'phaser-smoke');
    expect(near(await pixelAt(page, png, 50, 50), [255, 0, 0, 255])).toBe(true); // Rectangle
    expect(near(await pixelAt(page, png, 150, 50), [0, 255, 0, 255])).toBe(true); // Graphics
    expect(near(await pixelAt(page, png, 250, 50), [255, 255, 0, 255])).toBe(true); // FILL tint
    expect(near(await pixelAt(page, png, 350, 50), [0, 0, 255, 255])).toBe(true); // background
    expect(errors).toEqual([]);
    await page.close();
  });

  it('builds and previews the bare Phaser baseline', async () => {
    let t = performance.now();
    const server = await startServer('preview', {
      configFile: join(ROOT, 'bench/bare-phaser/vite.config.ts'),
    });
    timings['bare-phaser build + preview start'] = performance.now() - t;
    try {
      const page = await browser.newPage();
      const errors = collectConsoleErrors(page);
      t = performance.now();
      await page.goto(`${server.url}/`);
      const ready = await page.waitForFunction(
        () => (window as Window & { __ready?: number }).__ready,
        null,
        { timeout: 60_000 },
      );
      timings['bare-phaser goto → ready (cold preview)'] = performance.now() - t;
      timings['bare-phaser in-page __ready'] = Number(await ready.jsonValue());
      await screenshot(page, 'bare-phaser');
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      await server.close();
    }
  });
});
