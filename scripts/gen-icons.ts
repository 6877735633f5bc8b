/**
 * Rasterises the app icons (assets/art/icon*.svg) to PNG under public/, and the title logo to assets/art/logo.png
 * (a PNG decodes much faster than an SVG at start-up). Run: npx tsx scripts/gen-icons.ts
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { launchChromium } from './lib/chromium';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const TARGETS: readonly { svg: string; out: string; size: number; height?: number }[] = [
  { svg: 'assets/art/icon.svg', out: 'public/icons/icon-192.png', size: 192 },
  { svg: 'assets/art/icon.svg', out: 'public/icons/icon-512.png', size: 512 },
  { svg: 'assets/art/icon-maskable.svg', out: 'public/icons/icon-maskable-512.png', size: 512 },
  { svg: 'assets/art/icon.svg', out: 'public/favicon.png', size: 64 },
  { svg: 'assets/art/logo.svg', out: 'assets/art/logo.png', size: 1200, height: 425 },
];

/** Renders one SVG file to a PNG buffer of exactly size x height pixels (square by default), keeping transparency. */
async function rasterise(page: Page, svgText: string, size: number, height = size): Promise<Buffer> {
  await page.setViewportSize({ width: size, height });
  const src = `data:image/svg+xml;base64,${Buffer.from(svgText).toString('base64')}`;
  await page.setContent(
    `<!doctype html><html><body style="margin:0;background:transparent">` +
      `<img id="i" src="${src}" width="${size}" height="${height}" style="display:block"></body></html>`,
  );
  await page.waitForFunction(() => {
    const img = document.getElementById('i');
    return img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0;
  });
  return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height } });
}

/** Reads the pixel size from a PNG header. */
function pngSize(buf: Buffer): [number, number] {
  return [buf.readUInt32BE(16), buf.readUInt32BE(20)];
}

const { browser, via } = await launchChromium();
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const t of TARGETS) {
    const height = t.height ?? t.size;
    const png = await rasterise(page, readFileSync(join(root, t.svg), 'utf8'), t.size, height);
    const [w, h] = pngSize(png);
    if (w !== t.size || h !== height) throw new Error(`${t.out}: got ${w}x${h}, wanted ${t.size}x${height}`);
    const out = join(root, t.out);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, png);
    console.log(`gen-icons: ${t.out} ${w}x${h} (${png.length} bytes)`);
  }
} finally {
  await browser.close();
}
console.log(`gen-icons: rendered with ${via}`);
