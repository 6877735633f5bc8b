import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sparticuz from '@sparticuz/chromium';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build, createServer, preview } from 'vite';

/** The project root (/work/main): Vite's root and the base for test-results. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const HOST = '127.0.0.1';
const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/**
 * Headless Chromium with WebGL through SwiftShader (ANGLE on Vulkan-SwiftShader).
 * We do not use @sparticuz/chromium's own `args`: they add --single-process and
 * --disable-web-security (Lambda workarounds that make multi-page tests fragile and
 * hide CORS bugs) and a literal `--headless='shell'`. Its graphics flags are the same
 * as the last two SwiftShader flags here.
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function firstLine(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.split('\n')[0] ?? text;
}

/** Options of launchBrowser. */
export interface LaunchOptions {
  /**
   * Leave out --disable-gpu so Chromium composites on the (SwiftShader) GPU instead of reading every WebGL frame
   * back for software compositing. Once faster at one canvas pixel per CSS pixel; at the default 1/2 it is slower,
   * since SwiftShader then also fills the whole page at its full size each frame. Measured alone on a quiet machine:
   * languages.test.ts 126 s with it and 84 s without, hotseat.test.ts 113 s and 105 s, board.test.ts 87 s and 72 s.
   * Only touchCancel.test.ts (its 3x phone draws every device pixel) and portraitTable.test.ts ask for it.
   */
  gpuCompositing?: boolean;
  /**
   * The most canvas pixels per CSS pixel the game draws in this browser's pages (the hook build's
   * `test.pixelRatio`). Default: 1/2 on a desktop page, so a 1280x720 page draws a 640x360 canvas that the browser
   * stretches and SwiftShader fills a quarter of the pixels (the layout in CSS pixels, which the tests check, is the
   * same), and the same on an emulated phone. 3 draws every device pixel, for the tests and scripts that look at the
   * canvas's pixels.
   */
  pixelRatio?: number;
  /**
   * A multisampled WebGL context (the game's own default). Default: only with `pixelRatio` 3, for the tests and
   * scripts that look at the canvas's pixels; elsewhere SwiftShader fills each pixel once instead of four times.
   */
  multisample?: boolean;
}

/** The page's init script: at most `ratio` canvas pixels per CSS pixel, multisampled or not. */
function pixelScript(ratio: number, multisample: boolean): string {
  return `try { localStorage.setItem('test.pixelRatio', '${ratio}'); localStorage.setItem('test.msaa', '${multisample ? 1 : 0}'); } catch {}`;
}

/**
 * Makes every page of `browser` ask the game for at most `ratio` canvas pixels per CSS pixel, multisampled or not;
 * without a ratio, 1/2.
 */
function capPixels(browser: Browser, ratio: number | undefined, multisample: boolean | undefined): Browser {
  const r = ratio ?? 0.5;
  const script = pixelScript(r, multisample ?? r >= 3);
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await context.addInitScript(script);
    return context;
  };
  browser.newPage = async (options) => {
    const page = await newPage(options);
    await page.addInitScript(script);
    return page;
  };
  return browser;
}

async function launchAt(executablePath: string, o: LaunchOptions = {}): Promise<Browser> {
  const args = o.gpuCompositing ? CHROMIUM_FLAGS.filter((f) => f !== '--disable-gpu') : [...CHROMIUM_FLAGS];
  const browser = await chromium.launch({ executablePath, args, headless: true, timeout: 60_000 });
  return capPixels(browser, o.pixelRatio, o.multisample);
}

/** Launch @sparticuz/chromium's binary; re-extract once if the copy in the temp dir is stale or truncated. */
async function launchSparticuz(o: LaunchOptions): Promise<Browser> {
  const exe = await sparticuz.executablePath();
  try {
    return await launchAt(exe, o);
  } catch (err) {
    if (!exe.startsWith(tmpdir())) throw err;
    try {
      rmSync(exe, { force: true });
    } catch {
      throw err;
    }
    return launchAt(await sparticuz.executablePath(), o);
  }
}

/**
 * Launch headless Chromium: $CHROMIUM_PATH if set, else @sparticuz/chromium's binary,
 * else Debian's /usr/bin/chromium (`apt-get install chromium`) with a warning.
 */
export async function launchBrowser(o: LaunchOptions = {}): Promise<Browser> {
  const override = process.env['CHROMIUM_PATH'];
  if (override) return launchAt(override, o);
  let firstError: unknown;
  try {
    return await launchSparticuz(o);
  } catch (err) {
    firstError = err;
  }
  if (!existsSync(SYSTEM_CHROMIUM)) {
    throw new Error(
      `@sparticuz/chromium could not start (${firstLine(firstError)}) and ${SYSTEM_CHROMIUM} is missing. ` +
        'Run `npm ci` again, or install a fallback with `apt-get install -y chromium`, or set CHROMIUM_PATH.',
    );
  }
  console.warn(
    `[harness] @sparticuz/chromium could not start (${firstLine(firstError)}); using ${SYSTEM_CHROMIUM}.`,
  );
  return launchAt(SYSTEM_CHROMIUM, o);
}

/** A running Vite server. */
export interface ServerHandle {
  url: string;
  /** The built files a preview server serves. */
  outDir?: string;
  close(): Promise<void>;
}

/** Environment variable naming a test build made once for the whole browser run (see globalSetup.ts). */
export const PREBUILT_ENV = 'CC_PREVIEW_DIR';

/** Makes a production build of the game (with the test hook when VITE_TEST_HOOK=1) into outDir. */
export async function buildGame(outDir: string): Promise<void> {
  // Vite makes a production build (import.meta.env.PROD, the service worker) only when NODE_ENV is production,
  // and Vitest sets it to 'test'.
  const nodeEnv = process.env['NODE_ENV'];
  process.env['NODE_ENV'] = 'production';
  try {
    await build({
      configFile: join(ROOT, 'vite.config.ts'),
      root: ROOT,
      logLevel: 'warn',
      clearScreen: false,
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env['NODE_ENV'];
    else process.env['NODE_ENV'] = nodeEnv;
  }
}

/** Options for startServer; the defaults serve the game from the project root. */
export interface ServerOptions {
  /** Another Vite config file (e.g. bench/bare-phaser/vite.config.ts); it must set its own `root`. */
  configFile?: string;
  /** Where preview mode builds to (default: the run's shared test build, else test-results/preview-dist-<pid>; never `dist/`). */
  outDir?: string;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createNetServer();
    probe.once('error', fail);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

/**
 * Start Vite on a free 127.0.0.1 port: 'dev' = dev server (serves any .html under the root),
 * 'preview' = production build then `vite preview` of it.
 */
export async function startServer(
  mode: 'dev' | 'preview',
  options: ServerOptions = {},
): Promise<ServerHandle> {
  const configFile = options.configFile ?? join(ROOT, 'vite.config.ts');
  const port = await freePort();
  // Inline options override the config file, so only pin the root for the project's own config.
  const common = {
    configFile,
    logLevel: 'warn' as const,
    clearScreen: false,
    ...(options.configFile ? {} : { root: ROOT }),
  };
  if (mode === 'dev') {
    const server = await createServer({
      ...common,
      server: { host: HOST, port, strictPort: true, open: false },
      // Pre-bundle Phaser at startup so the first page load never triggers a re-optimise + reload.
      optimizeDeps: { include: ['phaser'] },
    });
    await server.listen();
    return { url: `http://${HOST}:${port}`, close: () => server.close() };
  }
  const prebuilt = process.env[PREBUILT_ENV];
  const shared =
    !options.configFile && !options.outDir && prebuilt && existsSync(join(prebuilt, 'index.html'));
  const outDir = shared
    ? prebuilt
    : (options.outDir ?? join(ROOT, 'test-results', `preview-dist-${process.pid}`));
  if (!shared) {
    if (options.configFile) {
      const nodeEnv = process.env['NODE_ENV'];
      process.env['NODE_ENV'] = 'production';
      try {
        await build({ ...common, build: { outDir, emptyOutDir: true } });
      } finally {
        if (nodeEnv === undefined) delete process.env['NODE_ENV'];
        else process.env['NODE_ENV'] = nodeEnv;
      }
    } else {
      await buildGame(outDir);
    }
  }
  const server = await preview({
    ...common,
    build: { outDir },
    preview: { host: HOST, port, strictPort: true, open: false },
  });
  return { url: `http://${HOST}:${port}`, outDir, close: () => server.close() };
}

/** Start collecting console.error messages and uncaught page errors; the returned array fills live. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console.error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  return errors;
}

/**
 * True when the page shows nothing but the game's canvas and has the hook's capture: its picture can then come from
 * the canvas's read-back, a fraction of a page screenshot's cost under SwiftShader. Any other element drawn at least
 * 4 px each way (a text field, a notice, the screen reader's list shown) needs the page's own screenshot.
 */
async function canvasOnly(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    if (!(window as unknown as { __cc?: { capture?: unknown } }).__cc?.capture) return false;
    const canvas = document.querySelector('canvas');
    if (!canvas) return false;
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (el === canvas || el.contains(canvas) || el.tagName === 'SCRIPT' || el.tagName === 'STYLE') continue;
      const r = el.getBoundingClientRect();
      const css = getComputedStyle(el);
      if (r.width < 4 || r.height < 4 || css.visibility === 'hidden' || css.display === 'none') continue;
      if (css.clip !== 'auto' || css.clipPath !== 'none' || Number(css.opacity) === 0) continue;
      return false;
    }
    return true;
  });
}

/**
 * Saves a picture of the page to test-results/screens/<name>.png and returns its bytes: the canvas's read-back when
 * the page shows only the canvas, else a page screenshot (`css` scale: one pixel per CSS pixel).
 */
export async function screenshot(page: Page, name: string, scale?: 'css'): Promise<Buffer> {
  if (await canvasOnly(page)) return canvasShot(page, name);
  const dir = join(ROOT, 'test-results', 'screens');
  mkdirSync(dir, { recursive: true });
  const png = await page.screenshot(scale ? { scale, timeout: 60_000 } : {});
  writeFileSync(join(dir, `${name}.png`), png);
  return png;
}

/**
 * Save what the game's canvas draws (through the test hook's capture, a WebGL read-back) to
 * test-results/screens/<name>.png. Much faster than a page screenshot under SwiftShader; it shows the canvas only
 * (no page background behind transparent parts, no DOM notices).
 */
export async function canvasShot(page: Page, name: string): Promise<Buffer> {
  const url = await page.evaluate(() =>
    (window as unknown as { __cc: { capture(): Promise<string> } }).__cc.capture(),
  );
  const m = /^data:image\/png;base64,(.*)$/.exec(url);
  if (!m?.[1]) throw new Error(`canvas capture failed for ${name}`);
  const png = Buffer.from(m[1], 'base64');
  const dir = join(ROOT, 'test-results', 'screens');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.png`), png);
  return png;
}

/** RGBA of one pixel of a PNG (e.g. from screenshot()), decoded by the browser itself. */
export async function pixelAt(page: Page, png: Buffer, x: number, y: number): Promise<number[]> {
  return page.evaluate(
    async ({ b64, px, py }) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('no 2d context');
      ctx.drawImage(bitmap, 0, 0);
      return Array.from(ctx.getImageData(px, py, 1, 1).data);
    },
    { b64: png.toString('base64'), px: x, py: y },
  );
}
