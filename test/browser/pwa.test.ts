import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooser, waitForHook } from './driver';
import { playUntil, presetSettings, startGame } from './flows';
import { boardDecide, boardSummary, personDue, startBoard } from './boardFlow';
import { collectConsoleErrors, launchBrowser, screenshot, startServer, type ServerHandle } from './harness';

interface Manifest {
  name?: string;
  short_name?: string;
  start_url?: string;
  display?: string;
  theme_color?: string;
  background_color?: string;
  icons?: { src: string; sizes: string; type: string; purpose?: string }[];
}

function filesUnder(root: string, dir = root): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? filesUnder(root, p) : [relative(root, p).split('\\').join('/')];
  });
}

/** From now on, the page's responses not served by the service worker (nor data or blob URLs), and its failed requests. */
function watchRequests(page: Page): { fromNetwork: string[]; failed: string[] } {
  const fromNetwork: string[] = [];
  const failed: string[] = [];
  page.on('response', (r) => {
    if (!r.fromServiceWorker() && !r.url().startsWith('data:') && !r.url().startsWith('blob:'))
      fromNetwork.push(r.url());
  });
  page.on('requestfailed', (r) => failed.push(`${r.url()} ${r.failure()?.errorText ?? ''}`));
  return { fromNetwork, failed };
}

describe('installable offline PWA', () => {
  let browser: Browser;
  let server: ServerHandle | null = null;
  let context: BrowserContext;
  let page: Page;
  let errors: string[] = [];
  const timings: Record<string, number> = {};
  let t0 = 0;
  let outDir = '';

  beforeAll(async () => {
    t0 = Date.now();
    browser = await launchBrowser();
    process.env.VITE_TEST_HOOK = '1';
    server = await startServer('preview');
    outDir = server.outDir ?? '';
    context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    await presetSettings(context, 'instant');
    page = await context.newPage();
    errors = collectConsoleErrors(page);
    page.on('console', (m) => {
      if (/workbox|service ?worker|sw\.js/i.test(m.text())) console.info(`[page ${m.type()}] ${m.text()}`);
    });
    await page.goto(`${server.url}/`);
    await waitForHook(page, (h) => h.scene === 'title', 60_000, 'the title');
    timings['launch + build + first title'] = Date.now() - t0;
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
    console.info('[pwa timings ms]', { ...timings, total: Date.now() - t0 });
  });

  it('serves a manifest with every field and icons at 192, 512 and maskable, and Chrome finds it installable', async () => {
    const href = await page.evaluate(
      () => document.querySelector('link[rel="manifest"]')?.getAttribute('href') ?? null,
    );
    expect(href).toBeTruthy();
    const manifest = await page.evaluate(
      async (h) => (await fetch(h)).json() as Promise<Manifest>,
      href as string,
    );
    expect(manifest).toMatchObject({
      name: 'Carson City: The Card Game',
      short_name: 'Carson City',
      display: 'standalone',
    });
    expect(manifest.start_url).toBeTruthy();
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    const icons = manifest.icons ?? [];
    for (const [size, purpose] of [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ] as const) {
      const icon = icons.find((i) => i.sizes === size && (i.purpose ?? 'any').split(' ').includes(purpose));
      expect(icon, `${size} ${purpose}`).toBeDefined();
      const dims = await page.evaluate(async (src) => {
        const r = await fetch(src);
        const b = new DataView(await r.arrayBuffer());
        return { ok: r.ok, type: r.headers.get('content-type'), w: b.getUint32(16), h: b.getUint32(20) };
      }, icon?.src ?? '');
      expect(dims.ok).toBe(true);
      expect(`${dims.w}x${dims.h}`).toBe(size);
    }
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const cdp = await context.newCDPSession(page);
    const app = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
    expect(app.errors).toEqual([]);
    const inst = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(inst.installabilityErrors).toEqual([]);
    timings['manifest + installability'] = Date.now() - t0;
  });

  it('has a service worker that controls the page and precaches every built file, audio included', async () => {
    await page.reload();
    await waitForHook(page, (h) => h.scene === 'title', 60_000, 'the title after reload');
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe('activated');
    const cached = await page.evaluate(async () => {
      const out: string[] = [];
      for (const k of await caches.keys()) {
        const c = await caches.open(k);
        for (const r of await c.keys()) out.push(new URL(r.url).pathname);
      }
      return out;
    });
    const base = new URL(page.url()).pathname.replace(/[^/]*$/, '');
    const paths = new Set(cached.map((p) => p.slice(base.length)));
    const built = filesUnder(outDir).filter((f) => f !== 'sw.js' && !/^workbox-[\w-]+\.js$/.test(f));
    expect(built).toContain('audio/sfx.wav');
    expect(built.filter((f) => !paths.has(f))).toEqual([]);
    timings['service worker + precache'] = Date.now() - t0;
  });

  it('after the first visit, reloads offline, starts a new game and plays it to the end', async () => {
    // The title fetches the audio library half a second after load; going offline before that lets the reload below
    // abort the old page's request, which is not an offline failure.
    await page.waitForFunction(
      () => performance.getEntriesByType('resource').some((e) => e.name.includes('/assets/howler')),
      undefined,
      { timeout: 30_000 },
    );
    await server?.close();
    server = null;
    await context.setOffline(true);
    const { fromNetwork, failed } = watchRequests(page);
    let sfxFromWorker = false;
    page.on('response', (r) => {
      if (r.url().endsWith('audio/sfx.wav') && r.fromServiceWorker()) sfxFromWorker = true;
    });
    await page.reload();
    await startGame(page, 'solo', 31337);
    await screenshot(page, 'pwa-offline-table');
    await playUntil(page, chooser(11), (p) => p.scene === 'scoring');
    await screenshot(page, 'pwa-offline-scoring');
    expect(sfxFromWorker).toBe(true);
    expect(failed).toEqual([]);
    expect(fromNetwork).toEqual([]);
    expect(errors).toEqual([]);
    timings['offline game'] = Date.now() - t0;
  }, 1_200_000);

  it('offline, the board game starts from the title and its AI seats play the first round with it', async () => {
    expect(server).toBeNull();
    const { fromNetwork, failed } = watchRequests(page);
    await page.reload();
    await waitForHook(page, (h) => h.scene === 'title', 60_000, 'the title offline');
    // BOARD 3-5: the person and the setup's three AI seats; the bots' worker script comes from the cache too.
    await startBoard(page, { seed: '77' });
    const pick = chooser(3);
    let decisions = 0;
    for (;;) {
      const b = await personDue(page);
      if (!b || b.phase === 'over' || b.round > 1) break;
      await boardDecide(page, pick);
      decisions++;
    }
    await screenshot(page, 'pwa-offline-board');
    expect((await boardSummary(page))?.round).toBe(2);
    expect(decisions).toBeGreaterThanOrEqual(2);
    expect(page.workers().length).toBeGreaterThan(0);
    expect(failed).toEqual([]);
    expect(fromNetwork).toEqual([]);
    expect(errors).toEqual([]);
    timings['offline board round'] = Date.now() - t0;
  }, 600_000);
});
