/**
 * Cold-load breakdown (issue 17): serves a built game (vite preview of --dir, default test-results/perf/game), loads it
 * cold in headless Chromium with a CPU profile running, and prints the requests made before the title-interactive mark
 * (start, end, size) and the profile's self time by script and by function up to the mark.
 * Usage: npx tsx scripts/coldProfile.ts [--dir=test-results/perf/game] [--bare] (with --dir=test-results/perf/bare)
 */
import { join } from 'node:path';
import sparticuz from '@sparticuz/chromium';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { CHROMIUM_FLAGS, ROOT } from '../test/browser/harness';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const DIR = join(ROOT, args.get('dir') ?? 'test-results/perf/game');
/** --bare: the bare Phaser page, interactive at window.__ready (else the game's title-interactive mark). */
const BARE = args.has('bare');
const READY = BARE
  ? 'window.__ready !== undefined'
  : `performance.getEntriesByName('title-interactive').length > 0`;
const MARK = 'title-interactive';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const server = await preview({
  configFile: join(ROOT, 'vite.config.ts'),
  root: ROOT,
  logLevel: 'error',
  build: { outDir: DIR },
  preview: { host: '127.0.0.1', port: 0, open: false },
});
const url = args.get('url') ?? server.resolvedUrls?.local[0] ?? '';
const executablePath = process.env['CHROMIUM_PATH'] || (await sparticuz.executablePath());
const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_FLAGS], headless: true });
try {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 720 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  let navAt = -1;
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (e: { type?: string; timestamp: number }) => {
    if (e.type === 'Document' && navAt < 0) navAt = e.timestamp * 1e6;
  });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url);
  await page.waitForFunction(READY, undefined, { timeout: 120_000, polling: 50 });
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  const t = await page.evaluate((mark) => {
    const ready = (window as unknown as { __ready?: number }).__ready;
    const m = ready ?? performance.getEntriesByName(mark)[0]?.startTime ?? -1;
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const res = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({
      name: r.name.replace(/^https?:\/\/[^/]+\//, ''),
      start: Math.round(r.startTime),
      end: Math.round(r.responseEnd),
      kib: Math.round(r.encodedBodySize / 102.4) / 10,
      by: r.initiatorType,
    }));
    return {
      create: performance.getEntriesByName('title-create')[0]?.startTime ?? -1,
      mark: Math.round(m),
      dcl: Math.round(nav.domContentLoadedEventEnd),
      htmlEnd: Math.round(nav.responseEnd),
      res,
    };
  }, MARK);
  console.log(`mark ${MARK} at ${t.mark} ms; html end ${t.htmlEnd} ms; DOMContentLoaded ${t.dcl} ms`);
  for (const r of t.res)
    console.log(`${r.end <= t.mark ? '*' : ' '} ${r.start}-${r.end} ms ${r.kib} KiB ${r.by} ${r.name}`);
  // Self time per function and per script in a window of the load (profile clocks are µs of the monotonic clock).
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  let clock = profile.startTime;
  const samples = profile.samples.map((id, i) => {
    clock += profile.timeDeltas[i] ?? 0;
    return { id, at: clock };
  });
  const top = (m: Map<string, number>, n: number): string[] =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `  ${v.toFixed(1)} ms  ${k}`);
  const tally = (label: string, from: number, to: number): void => {
    const self = new Map<string, number>();
    const perUrl = new Map<string, number>();
    for (let i = 0; i < samples.length; i++) {
      const s = samples[i];
      if (!s || s.at > to) break;
      if (s.at < from) continue;
      const dt = ((samples[i + 1]?.at ?? s.at) - s.at) / 1000;
      const f = byId.get(s.id)?.callFrame;
      if (!f) continue;
      const file = f.url.replace(/^.*\//, '') || '(native)';
      const key = `${f.functionName || '(anon)'} ${file}:${f.lineNumber}`;
      self.set(key, (self.get(key) ?? 0) + dt);
      perUrl.set(file, (perUrl.get(file) ?? 0) + dt);
    }
    console.log(`self time by script (${label}):`);
    console.log(top(perUrl, 12).join('\n'));
    console.log(`self time by function (${label}):`);
    console.log(top(self, 30).join('\n'));
  };
  // The document request is sent a little after navigation start: the windows end a few ms late at most.
  tally('navigation to the mark', navAt, navAt + t.mark * 1000);
  if (t.create >= 0) tally("the title's create()", navAt + t.create * 1000, navAt + t.mark * 1000);
} finally {
  await browser.close();
  await server.close();
}
