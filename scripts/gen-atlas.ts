/**
 * Packs the project's SVG art into one texture atlas (issue 17): every SVG that the game draws as a texture
 * (src/ui/artTable.ts) is rasterised by headless Chromium at its raster size into a 2048 x 2048 page, written as
 * assets/atlas/art.webp (lossy WebP at 0.9: about a quarter of the PNG) with Phaser's JSON-hash frame file assets/atlas/art.json (frame names are the texture keys).
 * One texture for all the art keeps sprite batches unbroken. Run after gen:art: npx tsx scripts/gen-atlas.ts
 */
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { keyFor, packShelves, sizeFor } from '../src/ui/artTable';
import { launchChromium } from './lib/chromium';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ART = join(root, 'assets', 'art');
const OUT = join(root, 'assets', 'atlas');
const SIDE = 2048;
const GAP = 2;

function svgFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((f) => {
      const p = join(dir, f);
      return statSync(p).isDirectory() ? svgFiles(p) : f.endsWith('.svg') ? [p] : [];
    });
}

const pieces = svgFiles(ART).flatMap((file) => {
  const path = relative(ART, file).replace(/\\/g, '/');
  const key = keyFor(path);
  const size = sizeFor(path);
  return key && size ? [{ key, w: size.width, h: size.height, svg: readFileSync(file, 'utf8') }] : [];
});
const placed = packShelves(pieces, SIDE, GAP);
if (!placed) throw new Error(`the art does not fit one ${SIDE} x ${SIDE} page`);
const svgOf = new Map(pieces.map((p) => [p.key, p.svg]));
const jobs = placed.map((p) => ({ ...p, svg: svgOf.get(p.key) ?? '' }));

const { browser, via } = await launchChromium();
try {
  const page = await browser.newPage();
  // A string, because tsx's keepNames would put a `__name` helper into a serialised function.
  const dataUrl: string = await page.evaluate(`(async () => {
    const jobs = ${JSON.stringify(jobs)};
    const c = document.createElement('canvas');
    c.width = c.height = ${SIDE};
    const ctx = c.getContext('2d');
    for (const j of jobs) {
      const img = new Image(j.w, j.h);
      img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(j.svg);
      await img.decode();
      ctx.drawImage(img, j.x, j.y, j.w, j.h);
    }
    return c.toDataURL('image/webp', 0.9);
  })()`);
  mkdirSync(OUT, { recursive: true });
  writeFileSync(
    join(OUT, 'art.webp'),
    Buffer.from(dataUrl.replace(/^data:image\/webp;base64,/, ''), 'base64'),
  );
  const frames = Object.fromEntries(
    placed.map((p) => [
      p.key,
      {
        frame: { x: p.x, y: p.y, w: p.w, h: p.h },
        rotated: false,
        trimmed: false,
        spriteSourceSize: { x: 0, y: 0, w: p.w, h: p.h },
        sourceSize: { w: p.w, h: p.h },
      },
    ]),
  );
  const meta = { image: 'art.webp', size: { w: SIDE, h: SIDE }, scale: 1 };
  writeFileSync(join(OUT, 'art.json'), `${JSON.stringify({ frames, meta }, null, 2)}\n`);
  console.log(`gen-atlas: ${placed.length} pieces into assets/atlas/art.webp (${SIDE}x${SIDE}) via ${via}`);
} finally {
  await browser.close();
}
