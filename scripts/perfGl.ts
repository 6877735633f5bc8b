/**
 * Page-side recorders for scripts/perf.ts (issue 17): every WebGL drawElements/drawArrays call is counted (the
 * contexts' prototypes are wrapped before any page script runs), and a requestAnimationFrame tick of its own records,
 * per browser frame, its timestamp and the draw calls made since the previous tick. A frame with draw calls is a
 * frame the game drew. Also: the JS heap after a forced GC.
 */
import type { Page } from 'playwright-core';

/** What the recorder collected between `recorder(page, true)` and `recorder(page, false)`. */
export type Recording = { t: number[]; draws: number[] };

/**
 * The init script: the settings JSON is stored first (as the game reads it), then the draw counter and the rAF recorder
 * (switched by __rec.on). A string, because tsx's keepNames would put a `__name` helper into a serialised function.
 */
export function initScript(settingsJson: string): string {
  return `localStorage.setItem('carson-city.settings', ${JSON.stringify(settingsJson)});
  const rec = { on: false, t: [], draws: [], pending: 0 };
  window.__rec = rec;
  const wrap = (proto) => {
    if (!proto) return;
    for (const name of ['drawElements', 'drawArrays', 'drawElementsInstanced', 'drawArraysInstanced']) {
      const orig = proto[name];
      if (typeof orig !== 'function') continue;
      proto[name] = function (...a) { rec.pending++; return orig.apply(this, a); };
    }
  };
  wrap(window.WebGLRenderingContext && WebGLRenderingContext.prototype);
  wrap(window.WebGL2RenderingContext && WebGL2RenderingContext.prototype);
  const tick = (t) => {
    if (rec.on) { rec.t.push(t); rec.draws.push(rec.pending); }
    rec.pending = 0;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);`;
}

/** Starts (true, clearing what was recorded) or stops (false) the recorder; returns what it holds. */
export async function recorder(page: Page, on: boolean): Promise<Recording> {
  return page.evaluate((o) => {
    const rec = (
      window as unknown as { __rec: { on: boolean; t: number[]; draws: number[]; pending: number } }
    ).__rec;
    if (o) {
      rec.t = [];
      rec.draws = [];
      rec.pending = 0;
    }
    rec.on = o;
    return { t: rec.t, draws: rec.draws };
  }, on);
}

/** Linearly interpolated quantile (q in 0..1). */
export function quantile(xs: readonly number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const pos = (s.length - 1) * q;
  const lo = s[Math.floor(pos)] as number;
  return lo + ((s[Math.ceil(pos)] as number) - lo) * (pos - Math.floor(pos));
}

const r1 = (n: number): number => Math.round(n * 10) / 10;

/**
 * Draw-call figures of a recording. The frame after a frame the game drew carries that frame's calls (the recorder's
 * tick runs before the game's in each frame), so the figures are over the frames with draw calls: drawsPerFrame*
 * describe a drawn frame, framesDrawnPerSecond counts them, drawCallsTotal adds every call.
 */
export function drawStats(r: Recording): Record<string, number> {
  const drawn = r.draws.slice(1).filter((d) => d > 0);
  const seconds = ((r.t.at(-1) ?? 0) - (r.t[0] ?? 0)) / 1000;
  return {
    rafFrames: Math.max(0, r.t.length - 1),
    framesDrawn: drawn.length,
    framesDrawnPerSecond: seconds > 0 ? r1(drawn.length / seconds) : 0,
    drawsPerFrameMedian: drawn.length ? quantile(drawn, 0.5) : 0,
    drawsPerFrameMax: Math.max(0, ...drawn),
    drawCallsTotal: drawn.reduce((a, b) => a + b, 0),
  };
}

/**
 * A page left idle: waits until a 1 s window passes with no frame drawn, at most `settleMs` (a page that always draws
 * waits it all), then records for `ms`; returns frame-time and draw-call figures.
 */
export async function idleRecording(page: Page, settleMs: number, ms: number): Promise<Recording> {
  const t0 = Date.now();
  while (Date.now() - t0 < settleMs) {
    await recorder(page, true);
    await page.waitForTimeout(1000);
    if (drawStats(await recorder(page, false))['framesDrawn'] === 0) break;
  }
  await recorder(page, true);
  await page.waitForTimeout(ms);
  return recorder(page, false);
}

/** The JS heap in use (bytes) after a forced GC; the page must run with --js-flags=--expose-gc. */
export async function heapAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    for (let i = 0; i < 3; i++) {
      await page.evaluate(() => (window as unknown as { gc?: () => void }).gc?.());
      await page.waitForTimeout(200);
    }
    await cdp.send('HeapProfiler.collectGarbage');
    const usage = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    return usage.usedSize;
  } finally {
    await cdp.detach();
  }
}

/** Frame-time figures (ms) of rAF timestamps. */
export function frameStats(stamps: number[]): Record<string, number> {
  const d = stamps.slice(1).map((t, i) => t - (stamps[i] as number));
  const n = Math.max(1, d.length);
  return {
    frames: d.length,
    seconds: r1(((stamps.at(-1) ?? 0) - (stamps[0] ?? 0)) / 1000),
    p50: r1(quantile(d, 0.5)),
    p95: r1(quantile(d, 0.95)),
    p99: r1(quantile(d, 0.99)),
    max: r1(Math.max(0, ...d)),
    mean: r1(d.reduce((a, b) => a + b, 0) / n),
    percentOver17ms: r1((100 * d.filter((x) => x > 17).length) / n),
  };
}

/** The issue-17 draw figures of the first variant, side by side with the bare page's. */
export function drawSummary(results: Record<string, unknown>[]): Record<string, unknown> {
  const r = results[0] ?? {};
  const pick = (k: string): Record<string, number> => (r[k] ?? {}) as Record<string, number>;
  const keys = ['drawsPerFrameMedian', 'drawsPerFrameMax', 'framesDrawnPerSecond'] as const;
  const part = (k: string): Record<string, number | undefined> =>
    Object.fromEntries(keys.map((key) => [key, pick(k)[key]]));
  return {
    variant: r['variant'],
    aim: 'title <= 8 draws/frame, round <= 24; 0 frames drawn/s while idle',
    titleIdle: part('titleIdle'),
    round: part('round'),
    tableIdle: part('tableIdle'),
    bareIdle: part('bareIdle'),
    roundP95OverBareP95: r['roundP95OverBareP95'],
  };
}
