/**
 * A contact sheet of the board game's art (assets/art/board), screenshot in headless Chromium: the building tiles
 * (and raised-income tiles) at 84 and 40 px, the parcel pieces with a marker and a cowboy on them, the six player
 * colours, the dice and the single pieces. With `vision` it also writes the sheet as seen with protanopia,
 * deuteranopia and tritanopia beside it (`<name>-<kind>.png`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BOARD_ART } from '../../src/ui/board/boardArtFiles';
import { MATRICES } from '../../test/colourMatrices';
import { launchChromium } from './chromium';
import { simulate } from './visionSim';

const DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'assets', 'art', 'board');

function uri(file: string): string {
  return `data:image/svg+xml;base64,${readFileSync(join(DIR, file)).toString('base64')}`;
}

function img(file: string, w: number, h: number, label = ''): string {
  const cap = label ? `<figcaption>${label}</figcaption>` : '';
  return `<figure><img src="${uri(file)}" width="${w}" height="${h}">${cap}</figure>`;
}

function sizeOf(file: string, px: number): [number, number] {
  const e = BOARD_ART.find((a) => a.file === file);
  return [Math.round((e?.w ?? 1) * px), Math.round((e?.h ?? 1) * px)];
}

/** A piece at its own size for `px` pixels a parcel, with an optional caption. */
function piece(file: string, px: number, label = ''): string {
  return img(file, ...sizeOf(file, px), label);
}

/** A parcel and what stands on it: tiles from the bottom up, a marker (by colour), a cowboy (file, left edge). */
interface ParcelScene {
  label: string;
  tiles: string[];
  marker?: number;
  cowboy?: [string, number];
}

/** The parcels of the sheet, with markers and cowboys on them. */
const SCENES: readonly ParcelScene[] = [
  { label: 'parcel', tiles: ['parcel.svg'] },
  { label: 'house + marker', tiles: ['parcel.svg', 'house.svg'], marker: 1 },
  { label: 'townhouse', tiles: ['parcel.svg', 'townhouse.svg'], marker: 3 },
  { label: 'mountain', tiles: ['parcel.svg', 'mountain.svg'] },
  { label: 'saloon, owned', tiles: ['building-saloon.svg'], marker: 4, cowboy: ['cowboy-5.svg', 50] },
  { label: 'bank, raised', tiles: ['building-bank-raised.svg'], marker: 0 },
  { label: 'town hall', tiles: ['building-town-hall.svg'], cowboy: ['cowboy-white.svg', 46] },
];

/** A parcel scene in a px square: the tiles fill it, the marker sits low on the left, the cowboy on the right. */
function stack(px: number, scene: ParcelScene): string {
  const layers: [string, number, number][] = scene.tiles.map((f) => [f, 0, 0]);
  if (scene.marker !== undefined) layers.push([`marker-${scene.marker}.svg`, 2, 50]);
  if (scene.cowboy) layers.push([scene.cowboy[0], scene.cowboy[1], 30]);
  const inner = layers
    .map(([file, x, y]) => {
      const [w, h] = sizeOf(file, px);
      return `<img src="${uri(file)}" width="${w}" height="${h}" style="position:absolute;left:${x}px;top:${y}px">`;
    })
    .join('');
  return `<figure><div style="position:relative;width:${px}px;height:${px}px">${inner}</div><figcaption>${scene.label}</figcaption></figure>`;
}

function html(): string {
  const files = BOARD_ART.map((a) => a.file);
  const tiles = files.filter((f) => f.startsWith('building-'));
  const row = (title: string, body: string): string => `<h2>${title}</h2><div class="row">${body}</div>`;
  const px = 84;
  const players = [0, 1, 2, 3, 4, 5]
    .map(
      (i) =>
        piece(`cowboy-${i}.svg`, 96) +
        piece(`marker-${i}.svg`, 96, `colour ${i}`) +
        piece(`cowboy-${i}.svg`, 56) +
        piece(`marker-${i}.svg`, 56),
    )
    .join('<span class="gap"></span>');
  const dice = (['white', 'black'] as const)
    .map((c) => [1, 2, 3, 4, 5, 6].map((n) => img(`die-${c}-${n}.svg`, 44, 44)).join(''))
    .join('<span class="gap"></span>');
  const icons = ['revolver', 'coin', 'vp', 'round', 'road'].map((n) => piece(`${n}.svg`, 96, n)).join('');
  const scenes = SCENES.map((sc) => stack(px, sc)).join('');
  return (
    `<!doctype html><html><head><style>` +
    `body{margin:0;padding:14px 18px;width:1240px;font:13px Georgia,serif;color:#2b1a10;` +
    `background:url(${uri('paper.svg')}) center/cover}` +
    `h2{font-size:15px;margin:10px 0 4px}.row{display:flex;flex-wrap:wrap;gap:8px;align-items:flex-end}` +
    `figure{margin:0;text-align:center}figcaption{font-size:11px}.gap{width:14px}` +
    `</style></head><body>` +
    row('Buildings (84 px)', tiles.map((f) => img(f, px, px, f.slice(9, -4))).join('')) +
    row('Buildings (40 px)', tiles.map((f) => img(f, 40, 40)).join('')) +
    row('On parcels', scenes) +
    row('Players (cowboy and marker at 96 and 56 px)', players + img('cowboy-white.svg', 48, 60, 'Sheriff')) +
    row('Dice', dice) +
    row('Pieces', icons) +
    `</body></html>`
  );
}

/** Writes the contact sheet to `out` (and, with `vision`, its three simulations); returns the files written. */
export async function boardSheet(out: string, vision: boolean): Promise<string[]> {
  const { browser } = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1276, height: 900 } });
    await page.setContent(html(), { waitUntil: 'load' });
    const png = await page.screenshot({ fullPage: true });
    writeFileSync(out, png);
    const written = [out];
    if (vision)
      for (const [kind, m] of Object.entries(MATRICES)) {
        const file = out.replace(/\.png$/, `-${kind}.png`);
        writeFileSync(file, await simulate(page, png, m));
        written.push(file);
      }
    return written;
  } finally {
    await browser.close();
  }
}
