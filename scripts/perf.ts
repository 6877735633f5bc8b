/**
 * Performance figures (issue 3) as JSON on stdout (progress on stderr; a copy in test-results/perf/figures.json):
 *  1. coldLoad: navigation start to an interactive title (performance mark 'title-interactive') against a bare Phaser 4
 *     page (window.__ready), both production builds under `vite preview`, interleaved A/B, a new browser context per load;
 *  2. initialJsGzip: the JS index.html loads up front (entry + modulepreloads) gzipped, against the bare build's,
 *     with the biggest parts;
 *  3. frameTimes: requestAnimationFrame deltas over one full round at 6 seats (1 person, 3 virtual, 2 AI), animations at
 *     normal speed, played through the test hook (VITE_TEST_HOOK=1 build), in a few headless-Chromium variants.
 *  4. draw calls (issue 17): WebGL draw calls per drawn frame and frames drawn per second, on the idle title, over
 *     the round and idle at the table between moves (scripts/perfGl.ts); the round's p95 frame time over the bare
 *     page's at the same canvas size;
 *  5. heap (--only=heap): the JS heap after a forced GC after each of --games=5 solo games (scripts/perfHeap.ts).
 *  6. board (--only=board): the board game's first round, frames and draw calls over the bare page (perfBoard.ts).
 * Usage: npx tsx scripts/perf.ts [--runs=7] [--only=size,load,frames,heap,board] [--games=5] [--out=perf] [--variants=swiftshader-1600x900,...|all]
 *   [--graph] (frames: the render-node graph and the objects drawn of the round's frame with the most draw calls,
 *   in peak-VARIANT.txt)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import sparticuz from '@sparticuz/chromium';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build, minifySync, preview, type InlineConfig, type Rolldown } from 'vite';
import { chooser, clickId, snapshot, tableStep, waitForHook } from '../test/browser/driver';
import { CHROMIUM_FLAGS, ROOT } from '../test/browser/harness';
import { drawStats, drawSummary, frameStats, idleRecording, initScript, quantile, recorder } from './perfGl';
import type { Recording } from './perfGl';
import { heapOverGames } from './perfHeap';
import { boardFigures } from './perfBoard';

const GAME_CONFIG = join(ROOT, 'vite.config.ts');
const BARE_CONFIG = join(ROOT, 'bench', 'bare-phaser', 'vite.config.ts');
const SEED = '20240603';
const TITLE_READY = `performance.getEntriesByName('title-interactive').length > 0`;
const BARE_READY = 'window.__ready !== undefined';
const BLOCK = 'block' as const;
/** The setup screen's buttons pressed for the 6-seat game: solo preset, two more seats made AIs, then the seed. */
const SETUP_CLICKS = 'preset-solo add-seat add-seat seat-4-kind-ai seat-5-kind-ai field:seed'.split(' ');
const SETTINGS = JSON.stringify({ volume: 0, muted: true, animationSpeed: 'normal', reducedMotion: false });

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
/** Builds and figures go here (--out=NAME under test-results, for runs side by side). */
const OUT = join(ROOT, 'test-results', args.get('out') ?? 'perf');
const RUNS = Number(args.get('runs') ?? 7);
/** --graph: keep the render-node graph of the round's frame with the most draw calls (a draw-call hunt's map). */
const GRAPH = args.has('graph');
const ONLY = new Set((args.get('only') ?? 'size,load,frames,heap').split(','));

/** A Chromium set-up: flags added to and removed from the harness's, and the viewport. */
type Variant = { name: string; add: string[]; drop: string[]; width: number; height: number };
const GPU_RASTER = ['--enable-gpu-rasterization', '--ignore-gpu-blocklist'];
const VARIANTS: Variant[] = [
  { name: 'swiftshader-1600x900', add: [], drop: [], width: 1600, height: 900 },
  { name: 'swiftshader-1280x720', add: [], drop: [], width: 1280, height: 720 },
  { name: 'gpu-raster-1600x900', add: GPU_RASTER, drop: [], width: 1600, height: 900 },
  // Opt-in: without --disable-gpu the compositor runs on SwiftShader too (no per-frame canvas readback).
  { name: 'gpu-compositing-1600x900', add: GPU_RASTER, drop: ['--disable-gpu'], width: 1600, height: 900 },
];
const wanted = args.get('variants')?.split(',') ?? VARIANTS.slice(0, 3).map((v) => v.name);
const variants = VARIANTS.filter((v) => wanted.includes('all') || wanted.includes(v.name));

const log = (msg: string): void => void process.stderr.write(`[perf] ${msg}\n`);
const r1 = (n: number): number => Math.round(n * 10) / 10;
const r3 = (n: number): number => Math.round(n * 1000) / 1000;
const kib = (n: number): number => r1(n / 1024);
const load = (): number[] => loadavg().map((n) => Math.round(n * 100) / 100);

const median = (xs: readonly number[]): number => quantile(xs, 0.5);

// ---------------------------------------------------------------- builds, servers, browsers

type Chunk = Rolldown.OutputChunk;
/** Inline options for a config file: the game's config is pinned to the project root; the bare one sets its own. */
const base = (configFile: string): InlineConfig => ({
  configFile,
  logLevel: 'error',
  ...(configFile === GAME_CONFIG ? { root: ROOT } : {}),
});

/** A production build into `outDir`, with VITE_TEST_HOOK=1 only when `hook`; returns its JS chunks. */
async function buildTo(configFile: string, outDir: string, hook: boolean): Promise<Chunk[]> {
  if (hook) process.env['VITE_TEST_HOOK'] = '1';
  else delete process.env['VITE_TEST_HOOK'];
  try {
    const res = await build({ ...base(configFile), build: { outDir, emptyOutDir: true } });
    return (Array.isArray(res) ? res : [res]).flatMap((o) =>
      'output' in o ? o.output.filter((c): c is Chunk => c.type === 'chunk') : [],
    );
  } finally {
    delete process.env['VITE_TEST_HOOK'];
  }
}

/** `vite preview` of a built outDir on a free port. */
async function serve(configFile: string, outDir: string): Promise<{ url: string; close(): Promise<void> }> {
  const opts = { host: '127.0.0.1', port: 0, open: false };
  const server = await preview({ ...base(configFile), build: { outDir }, preview: opts });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error(`vite preview of ${outDir} has no URL`);
  return { url, close: () => server.close() };
}

/** Headless Chromium with the harness's SwiftShader flags, plus `add`, minus `drop`. */
async function launch(add: string[] = [], drop: string[] = []): Promise<Browser> {
  const executablePath = process.env['CHROMIUM_PATH'] || (await sparticuz.executablePath());
  const flags = [...CHROMIUM_FLAGS.filter((f) => !drop.includes(f)), ...add];
  return chromium.launch({ executablePath, args: flags, headless: true, timeout: 60_000 });
}

// ---------------------------------------------------------------- (2) initial JS

type InitialJs = { files: { file: string; bytes: number; gzip: number }[]; gzip: number };

/** The JS index.html loads up front: its module scripts and modulepreloads (Vite lists every static import). */
function initialJs(outDir: string): InitialJs {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const refs = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((m) => m[1] ?? '');
  const files = [...new Set(refs)]
    .filter((r) => r && !/^https?:/.test(r))
    .map((ref) => {
      const file = ref.replace(/^\.?\//, '');
      const code = readFileSync(join(outDir, file));
      return { file, bytes: code.length, gzip: gzipSync(code).length };
    });
  return { files, gzip: files.reduce((a, f) => a + f.gzip, 0) };
}

/** A module's npm package, or its folder in the project. */
function groupOf(id: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1];
  if (pkg) return `npm:${pkg}`;
  const rel = id.startsWith(ROOT) ? id.slice(ROOT.length + 1) : id.replace(/\0/g, '');
  return rel.replace(/[^/]+$/, '') || rel;
}

/** gzipEstimate: the part's share of the initial gzip bytes (each module minified and gzipped alone, then scaled). */
type Part = { name: string; rendered: number; gzipEstimate: number };

/** The biggest packages/folders and project modules in the initial chunks. Phaser is given the bare build's size. */
function biggest(
  chunks: Chunk[],
  initial: Set<string>,
  gz: Record<'game' | 'bare', number>,
): Record<string, Part[]> {
  const mods = chunks
    .filter((c) => initial.has(c.fileName))
    .flatMap((c) => Object.entries(c.modules))
    .map(([id, m]) => {
      let code = m.code ?? '';
      try {
        code = minifySync(id.replace(/\0|\?.*$/g, '') || 'm.js', code).code;
      } catch {
        /* keep it unminified */
      }
      const phaser = id.includes('/node_modules/phaser/');
      return { id, phaser, rendered: m.renderedLength, gz: code ? gzipSync(code).length : 0 };
    });
  const sum = (phaser: boolean): number => mods.reduce((a, m) => a + (m.phaser === phaser ? m.gz : 0), 1);
  const scale = { phaser: gz.bare / sum(true), app: (gz.game - gz.bare) / sum(false) };
  const top = (key: (id: string) => string, keep: (id: string) => boolean, n: number): Part[] => {
    const parts = new Map<string, Part>();
    for (const m of mods.filter((x) => keep(x.id))) {
      const p = parts.get(key(m.id)) ?? { name: key(m.id), rendered: 0, gzipEstimate: 0 };
      p.rendered += m.rendered;
      p.gzipEstimate += m.gz * (m.phaser ? scale.phaser : scale.app);
      parts.set(p.name, p);
    }
    const sorted = [...parts.values()].sort((a, b) => b.gzipEstimate - a.gzipEstimate).slice(0, n);
    return sorted.map((p) => ({ ...p, gzipEstimate: Math.round(p.gzipEstimate) }));
  };
  const inProject = (id: string): boolean => id.startsWith(ROOT) && !id.includes('node_modules');
  const rel = (id: string): string => id.slice(ROOT.length + 1);
  return { groups: top(groupOf, () => true, 14), projectModules: top(rel, inProject, 15) };
}

// ---------------------------------------------------------------- (1) cold load

/**
 * ms from navigation start: interactive (title mark or __ready), last JS byte, DOMContentLoaded, and the game's
 * start-up marks (the entry runs, the game is made, the title's create begins: main.ts, TitleScene); requests made
 * by the time of the sample, and those started before the page was interactive.
 */
type LoadSample = {
  interactive: number;
  jsLoaded: number;
  domContentLoaded: number;
  entryRun: number;
  gameMade: number;
  titleCreate: number;
  requests: number;
  requestsBeforeInteractive: number;
};

async function coldLoad(browser: Browser, url: string, game: boolean): Promise<LoadSample> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, serviceWorkers: BLOCK });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(game ? TITLE_READY : BARE_READY, undefined, { timeout: 120_000, polling: 50 });
    return await page.evaluate((isGame) => {
      const w = window as unknown as { __ready?: number; __cc?: unknown };
      if (isGame && w.__cc) throw new Error('the cold-load build has the test hook');
      const res = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      // No named functions in here: tsx would wrap them in a helper the page does not have.
      const [entryRun, gameMade, titleCreate, titleMark] = [
        'entry-run',
        'game-made',
        'title-create',
        'title-interactive',
      ].map((name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN);
      const interactive = (isGame ? titleMark : w.__ready) ?? -1;
      return {
        interactive,
        jsLoaded: Math.max(0, ...res.filter((r) => /\.js(\?|$)/.test(r.name)).map((r) => r.responseEnd)),
        domContentLoaded: nav?.domContentLoadedEventEnd ?? NaN,
        entryRun: entryRun ?? NaN,
        gameMade: gameMade ?? NaN,
        titleCreate: titleCreate ?? NaN,
        requests: res.length + 1,
        requestsBeforeInteractive: res.filter((r) => r.startTime < interactive).length + 1,
      };
    }, game);
  } finally {
    await context.close();
  }
}

function summarise(xs: LoadSample[]): Record<string, number | number[]> {
  const med = (k: keyof LoadSample): number => r1(median(xs.map((x) => x[k])));
  return {
    medianInteractiveMs: med('interactive'),
    medianJsLoadedMs: med('jsLoaded'),
    medianDomContentLoadedMs: med('domContentLoaded'),
    ...(Number.isFinite(xs[0]?.titleCreate)
      ? {
          medianEntryRunMs: med('entryRun'),
          medianGameMadeMs: med('gameMade'),
          medianTitleCreateMs: med('titleCreate'),
        }
      : {}),
    requests: med('requests'),
    requestsBeforeInteractive: med('requestsBeforeInteractive'),
    runsMs: xs.map((x) => r1(x.interactive)),
  };
}

// ---------------------------------------------------------------- (3) frames over one 6-seat round

/** Calls `window.__idle[name](arg)` (src/ui/idleRender.ts, hook builds). */
function idleHook(page: Page, name: string, arg?: unknown): Promise<unknown> {
  return page.evaluate(
    ([n, a]) =>
      (window as unknown as { __idle: Record<string, (x: unknown) => unknown> }).__idle[n as string]?.(a),
    [name, arg] as const,
  );
}

const INIT_SCRIPT = initScript(SETTINGS);

/** Frame-time and draw-call figures of a page left idle for 3 s (after it settles: at most 10 s, see idleRecording). */
async function idleFrames(page: Page): Promise<Record<string, number>> {
  const rec = await idleRecording(page, 10_000, 3000);
  return { ...frameStats(rec.t), ...drawStats(rec) };
}

async function playRound(url: string, bareUrl: string, v: Variant): Promise<Record<string, unknown>> {
  const browser = await launch(v.add, v.drop);
  try {
    const fresh = async (): Promise<Page> => {
      const viewport = { width: v.width, height: v.height };
      const context = await browser.newContext({ viewport, serviceWorkers: BLOCK });
      await context.addInitScript({ content: INIT_SCRIPT });
      return context.newPage();
    };
    const barePage = await fresh();
    await barePage.goto(bareUrl);
    await barePage.waitForFunction(BARE_READY, undefined, { timeout: 120_000 });
    const bareIdle = await idleFrames(barePage);
    await barePage.context().close();

    const page = await fresh();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(url);
    await waitForHook(page, (h) => h.scene === 'title', 120_000, 'the title');
    const renderer = await page.evaluate(() => {
      const gl = document.createElement('canvas').getContext('webgl');
      const ext = gl?.getExtension('WEBGL_debug_renderer_info');
      return gl && ext ? String(gl.getParameter(ext.UNMASKED_RENDERER_WEBGL)) : 'none';
    });
    const titleIdle = await idleFrames(page);

    await clickId(page, 'new-game');
    await waitForHook(page, (h) => h.scene === 'setup', 30_000, 'the setup');
    for (const id of SETUP_CLICKS) {
      await clickId(page, id);
      await page.waitForTimeout(150);
    }
    await page.keyboard.type(SEED);
    await page.keyboard.press('Enter');
    await page.waitForTimeout(150);
    await clickId(page, 'start');
    await recorder(page, true);
    if (GRAPH) await idleHook(page, 'watchPeak', true);
    const first = await waitForHook(page, (h) => h.scene === 'table' && h.view !== null, 60_000, 'the table');
    const start = { era: first.view?.era, round: first.view?.round };
    const pick = chooser(7);
    const t0 = Date.now();
    let steps = 0;
    for (;;) {
      if (Date.now() - t0 > 900_000) throw new Error('the round took over 15 minutes');
      const s = await snapshot(page);
      const next = s?.view && (s.view.era !== start.era || s.view.round !== start.round);
      // Done once the next round has begun and the table waits for the person again (its animations drained).
      if (s?.scene !== 'table' || (next && s.intents.length > 0)) break;
      if (await tableStep(page, pick)) steps++;
      await page.waitForTimeout(200);
    }
    const rec: Recording = await recorder(page, false);
    if (GRAPH) {
      const peak = (await idleHook(page, 'peak')) as { draws: number; graph: string; objects: string };
      const objects = `objects drawn (+n: draw calls made while drawing it; #n: GPU texture)\n${peak.objects}`;
      writeFileSync(join(OUT, `peak-${v.name}.txt`), `${peak.draws} draw calls\n${peak.graph}\n${objects}\n`);
      log(`the round's peak frame: ${peak.draws} draw calls, its render graph in ${OUT}/peak-${v.name}.txt`);
    }
    const round = { ...frameStats(rec.t), ...drawStats(rec) };
    const tableIdle = await idleFrames(page);
    const seats = first.view?.seats.length ?? 0;
    const p95OverBare = r3((round['p95'] ?? NaN) / (bareIdle['p95'] ?? NaN));
    const figs = { roundP95OverBareP95: p95OverBare, aimRatio: '<= 2x' };
    return {
      variant: v.name,
      renderer,
      seats,
      seed: +SEED,
      steps,
      ...figs,
      round,
      titleIdle,
      tableIdle,
      bareIdle,
      errors,
    };
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------- main

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const figures: Record<string, unknown> = { when: new Date().toISOString(), cpus: cpus().length };
  figures['loadavgAtStart'] = load();
  const [gameDir, bareDir, hookDir] = [join(OUT, 'game'), join(OUT, 'bare'), join(OUT, 'game-hook')];

  log('building the game (production, no hook) and the bare Phaser page');
  const gameChunks = await buildTo(GAME_CONFIG, gameDir, false);
  await buildTo(BARE_CONFIG, bareDir, false);

  if (ONLY.has('size')) {
    const [game, bare] = [initialJs(gameDir), initialJs(bareDir)];
    const initial = new Set(game.files.map((f) => f.file));
    figures['initialJsGzip'] = {
      aim: '<= 1.15x',
      ratio: r3(game.gzip / bare.gzip),
      gameKiB: kib(game.gzip),
      bareKiB: kib(bare.gzip),
      overPhaserKiB: kib(game.gzip - bare.gzip),
      budgetKiBAt115: kib(bare.gzip * 1.15),
      game: game.files,
      bare: bare.files,
      chunks: gameChunks
        .map((c) => ({ file: c.fileName, initial: initial.has(c.fileName), gzip: gzipSync(c.code).length }))
        .sort((a, b) => b.gzip - a.gzip),
      biggest: biggest(gameChunks, initial, { game: game.gzip, bare: bare.gzip }),
    };
  }

  if (ONLY.has('load')) {
    log(`cold load: ${RUNS} interleaved runs each`);
    const [game, bare] = await Promise.all([serve(GAME_CONFIG, gameDir), serve(BARE_CONFIG, bareDir)]);
    const browser = await launch();
    try {
      await coldLoad(browser, game.url, true); // warm-up, not counted
      await coldLoad(browser, bare.url, false);
      const g: LoadSample[] = [];
      const b: LoadSample[] = [];
      for (let i = 0; i < RUNS; i++) {
        for (const isGame of i % 2 ? [false, true] : [true, false]) {
          (isGame ? g : b).push(await coldLoad(browser, isGame ? game.url : bare.url, isGame));
        }
        log(
          `  run ${i + 1}: game ${r1(g.at(-1)?.interactive ?? -1)} ms, bare ${r1(b.at(-1)?.interactive ?? -1)} ms`,
        );
      }
      figures['coldLoad'] = {
        aim: '<= 1.3x',
        ratioOfMedians: r3(median(g.map((x) => x.interactive)) / median(b.map((x) => x.interactive))),
        runs: RUNS,
        how:
          'vite preview of both production builds; 1280x720; a new context per load (empty cache, service worker ' +
          'blocked); A/B interleaved; game: to the title-interactive mark, bare: to window.__ready (first create())',
        game: summarise(g),
        bare: summarise(b),
        loadavgAfter: load(),
      };
    } finally {
      await browser.close();
      await Promise.all([game.close(), bare.close()]);
    }
  }

  if (ONLY.has('frames')) {
    log('building the game with VITE_TEST_HOOK=1');
    await buildTo(GAME_CONFIG, hookDir, true);
    const [game, bare] = await Promise.all([serve(GAME_CONFIG, hookDir), serve(BARE_CONFIG, bareDir)]);
    const results: Record<string, unknown>[] = [];
    try {
      for (const v of variants) {
        log(`frames: one 6-seat round, ${v.name}`);
        const r = await playRound(game.url, bare.url, v);
        results.push({ ...r, loadavgAfter: load() });
        log(`  round ${JSON.stringify(r['round'])}`);
      }
    } finally {
      await Promise.all([game.close(), bare.close()]);
    }
    figures['drawCalls'] = drawSummary(results);
    figures['frameTimes'] = {
      aim: 'p95 <= 17 ms',
      how:
        'rAF deltas (ms) from Start to the next round waiting for the person; 1 person, 3 virtual (novice), ' +
        '2 AI (medium); normal animation speed; the driver polls the hook every ~200 ms. ' +
        'titleIdle / tableIdle / bareIdle: 3 s idle, once settled (a 1 s window without a drawn frame, at most 10 s), on the title / at the table once the next round waits for the ' +
        'person / on the bare Phaser page, same browser. Draw figures: WebGL draw calls counted per rAF frame.',
      variants: results,
    };
  }

  if (ONLY.has('board')) {
    const v = variants[0] ?? (VARIANTS[0] as Variant);
    log(`board: the board game's first round, ${v.name}`);
    await buildTo(GAME_CONFIG, hookDir, true);
    const [game, bare] = await Promise.all([serve(GAME_CONFIG, hookDir), serve(BARE_CONFIG, bareDir)]);
    const browser = await launch(v.add, v.drop);
    try {
      const pages = { game: game.url, bare: bare.url, bareReady: BARE_READY, initScript: INIT_SCRIPT };
      figures['board'] = {
        variant: v.name,
        ...(await boardFigures(browser, v, pages)),
        loadavgAfter: load(),
      };
    } finally {
      await browser.close();
      await Promise.all([game.close(), bare.close()]);
    }
  }

  if (ONLY.has('heap')) {
    const games = Number(args.get('games') ?? 5);
    log(`heap: ${games} solo games (fast animations) in one page`);
    await buildTo(GAME_CONFIG, hookDir, true);
    const game = await serve(GAME_CONFIG, hookDir);
    const browser = await launch(['--js-flags=--expose-gc']);
    try {
      figures['heap'] = { ...(await heapOverGames(browser, game.url, games, log)), loadavgAfter: load() };
    } finally {
      await browser.close();
      await game.close();
    }
  }

  figures['loadavgAtEnd'] = load();
  const json = JSON.stringify(figures, null, 2);
  writeFileSync(join(OUT, 'figures.json'), `${json}\n`);
  process.stdout.write(`${json}\n`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => (console.error(err), process.exit(1)),
);
