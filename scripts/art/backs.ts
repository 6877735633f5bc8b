/** Card backs and the tileable table texture. */
import type { ArtFile } from './ground';
import { PAL, f, rng, starPoints, svgDoc } from './svg';

/** A slab-serif Roman numeral of `n` strokes centred at (cx, cy), as one path. */
export function numeral(n: number, cx: number, cy: number, h: number): string {
  const stem = h * 0.24;
  const gap = h * 0.16;
  const serif = h * 0.14;
  const width = n * stem + (n - 1) * gap;
  const x0 = cx - width / 2;
  const top = cy - h / 2;
  const bot = cy + h / 2;
  const over = stem * 0.55;
  let d = `M${f(x0 - over)} ${f(top)}H${f(x0 + width + over)}V${f(top + serif)}H${f(x0 - over)}Z`;
  d += `M${f(x0 - over)} ${f(bot - serif)}H${f(x0 + width + over)}V${f(bot)}H${f(x0 - over)}Z`;
  for (let i = 0; i < n; i++) {
    const x = x0 + i * (stem + gap);
    d += `M${f(x)} ${f(top)}H${f(x + stem)}V${f(bot)}H${f(x)}Z`;
  }
  return d;
}

const ERA_COLOURS: Record<1 | 2, readonly [string, string, string]> = {
  1: [PAL.adobe, PAL.adobeDark, PAL.adobeLight],
  2: ['#4f6e58', '#35503f', '#7d9a7c'],
};

/** Back of a terrain card of an era: surveyor grid, compass star and numeral medallion (256x256). */
export function terrainBack(era: 1 | 2): string {
  const [base, dark, light] = ERA_COLOURS[era];
  let grid = '';
  for (let v = 16; v < 256; v += 16) grid += `M${v} 10V246M10 ${v}H246`;
  const corners = [
    [24, 24],
    [232, 24],
    [24, 232],
    [232, 232],
  ]
    .map(
      ([x, y]) =>
        `<polygon points="${starPoints(x ?? 0, y ?? 0, 9, 3.5, 4, 0)}" fill="${PAL.goldLight}" stroke="${PAL.ink}" stroke-width="1.5"/>`,
    )
    .join('');
  const ticks = Array.from({ length: 32 }, (_, i) => {
    const a = (i * Math.PI) / 16;
    const r0 = i % 4 === 0 ? 64 : 69;
    return `M${f(128 + r0 * Math.cos(a))} ${f(128 + r0 * Math.sin(a))}L${f(128 + 74 * Math.cos(a))} ${f(128 + 74 * Math.sin(a))}`;
  }).join('');
  return svgDoc(
    256,
    256,
    `<rect width="256" height="256" fill="${base}"/>` +
      `<rect width="256" height="256" fill="url(#glow)"/>` +
      `<path d="${grid}" stroke="${light}" stroke-width="1" opacity="0.35"/>` +
      `<path d="M128 128m-120 0h240M128 8v240" stroke="${light}" stroke-width="2" opacity="0.5"/>` +
      `<rect x="6" y="6" width="244" height="244" rx="10" fill="none" stroke="${PAL.cream}" stroke-width="4"/>` +
      `<rect x="14" y="14" width="228" height="228" rx="6" fill="none" stroke="${PAL.goldLight}" stroke-width="1.5"/>` +
      corners +
      `<polygon points="${starPoints(128, 128, 118, 22, 8, -90)}" fill="${dark}" opacity="0.6"/>` +
      `<polygon points="${starPoints(128, 128, 104, 18, 4, -90)}" fill="${light}" stroke="${PAL.ink}" stroke-width="2"/>` +
      `<circle cx="128" cy="128" r="76" fill="${PAL.cream}" stroke="${PAL.ink}" stroke-width="4"/>` +
      `<circle cx="128" cy="128" r="68" fill="none" stroke="${dark}" stroke-width="2"/>` +
      `<path d="${ticks}" stroke="${dark}" stroke-width="2"/>` +
      `<path d="${numeral(era, 128, 130, 74)}" fill="${PAL.ink}" transform="translate(3 3)" opacity="0.3"/>` +
      `<path d="${numeral(era, 128, 128, 74)}" fill="${dark}" stroke="${PAL.ink}" stroke-width="2.5" stroke-linejoin="round"/>`,
    `<radialGradient id="glow" cx="50%" cy="50%" r="70%"><stop offset="0" stop-color="#fff2d0" stop-opacity="0.25"/>` +
      `<stop offset="1" stop-color="#2b1a10" stop-opacity="0.35"/></radialGradient>`,
  );
}

/** Central calm panel of the character back, where the game draws the suit order and the skull. */
export const CHARACTER_BACK_PANEL = { x: 18, y: 70, width: 164, height: 140 } as const;

/** Generic character card back (200x280) with an empty central panel. */
export function characterBack(): string {
  const p = CHARACTER_BACK_PANEL;
  const fan = (cx: number, cy: number, rot: number): string =>
    `<g transform="rotate(${rot} ${cx} ${cy})"><path d="M${cx} ${cy}l20 0a20 20 0 0 1 -20 20Z" fill="${PAL.gold}" opacity="0.9"/>` +
    `<path d="M${cx} ${cy}l14 0a14 14 0 0 1 -14 14Z" fill="${PAL.leatherDark}"/></g>`;
  let diamonds = '';
  for (let x = 30; x <= 170; x += 20) diamonds += `<polygon points="${starPoints(x, 40, 6, 2.4, 4, 0)}"/>`;
  for (let x = 30; x <= 170; x += 20) diamonds += `<polygon points="${starPoints(x, 240, 6, 2.4, 4, 0)}"/>`;
  return svgDoc(
    200,
    280,
    `<rect width="200" height="280" rx="10" fill="${PAL.leather}"/>` +
      `<rect width="200" height="280" rx="10" fill="url(#cglow)"/>` +
      `<rect x="6" y="6" width="188" height="268" rx="7" fill="none" stroke="${PAL.gold}" stroke-width="3"/>` +
      `<rect x="11" y="11" width="178" height="258" rx="4" fill="none" stroke="${PAL.goldLight}" stroke-width="1" opacity="0.8"/>` +
      fan(11, 11, 0) +
      fan(189, 11, 90) +
      fan(189, 269, 180) +
      fan(11, 269, 270) +
      `<g fill="${PAL.goldLight}" opacity="0.85">${diamonds}</g>` +
      `<rect x="${p.x}" y="${p.y}" width="${p.width}" height="${p.height}" rx="8" fill="${PAL.cream}" stroke="${PAL.ink}" stroke-width="3"/>` +
      `<rect x="${p.x + 5}" y="${p.y + 5}" width="${p.width - 10}" height="${p.height - 10}" rx="5" fill="none" stroke="${PAL.leatherLight}" stroke-width="1.5"/>` +
      `<polygon points="${starPoints(100, 42, 14, 6, 5)}" fill="${PAL.gold}" stroke="${PAL.ink}" stroke-width="2"/>` +
      `<polygon points="${starPoints(100, 242, 14, 6, 5)}" fill="${PAL.gold}" stroke="${PAL.ink}" stroke-width="2"/>`,
    `<radialGradient id="cglow" cx="50%" cy="45%" r="70%"><stop offset="0" stop-color="#e0a96c" stop-opacity="0.35"/>` +
      `<stop offset="1" stop-color="#2b1a10" stop-opacity="0.4"/></radialGradient>`,
  );
}

/** A 512x512 seamlessly tileable weathered-wood table of eight planks. */
export function tableTexture(): string {
  const r = rng(0x7ab1e);
  const tones = ['#7b4d2c', '#845433', '#744628', '#8a5a36', '#7f5030'];
  let out = '';
  for (let i = 0; i < 8; i++) {
    const y0 = i * 64;
    const tone = tones[Math.floor(r() * tones.length)] ?? '#7b4d2c';
    out += `<rect x="0" y="${y0}" width="512" height="64" fill="${tone}"/>`;
    let grain = '';
    for (let g = 0; g < 9; g++) {
      const base = y0 + 6 + g * 6.4 + r() * 2;
      const k1 = 1 + Math.floor(r() * 3);
      const k2 = 4 + Math.floor(r() * 4);
      const a1 = 1 + r() * 2.5;
      const a2 = 0.4 + r() * 0.8;
      const p1 = r() * Math.PI * 2;
      const p2 = r() * Math.PI * 2;
      const pts: string[] = [];
      for (let x = 0; x <= 512; x += 16) {
        const t = (x / 512) * Math.PI * 2;
        const y = base + a1 * Math.sin(k1 * t + p1) + a2 * Math.sin(k2 * t + p2);
        pts.push(`${x} ${f(Math.min(y0 + 62, Math.max(y0 + 2, y)))}`);
      }
      grain += `M${pts.join('L')}`;
    }
    out += `<path d="${grain}" fill="none" stroke="#5a3620" stroke-width="1.2" opacity="0.55"/>`;
    const joint = 40 + Math.floor(r() * 432);
    out +=
      `<path d="M${joint} ${y0}V${y0 + 64}" stroke="#3f2414" stroke-width="2.5"/>` +
      `<path d="M${joint + 2} ${y0}V${y0 + 64}" stroke="#a87852" stroke-width="1" opacity="0.5"/>` +
      `<circle cx="${joint - 8}" cy="${y0 + 14}" r="2.6" fill="#2e1d12"/><circle cx="${joint - 8}" cy="${y0 + 50}" r="2.6" fill="#2e1d12"/>` +
      `<circle cx="${joint + 9}" cy="${y0 + 14}" r="2.6" fill="#2e1d12"/><circle cx="${joint + 9}" cy="${y0 + 50}" r="2.6" fill="#2e1d12"/>`;
    if (r() < 0.6) {
      const kx = 40 + r() * 432;
      const ky = y0 + 20 + r() * 24;
      out +=
        `<ellipse cx="${f(kx)}" cy="${f(ky)}" rx="13" ry="6" fill="none" stroke="#5a3620" stroke-width="1.5" opacity="0.6"/>` +
        `<ellipse cx="${f(kx)}" cy="${f(ky)}" rx="6" ry="3" fill="#4a2c18" opacity="0.8"/>`;
    }
    out +=
      `<rect x="0" y="${y0}" width="512" height="2.5" fill="#2e1a0e" opacity="0.9"/>` +
      `<rect x="0" y="${y0 + 2.5}" width="512" height="1.5" fill="#b8875c" opacity="0.35"/>`;
  }
  let dust = '';
  for (let i = 0; i < 220; i++) {
    const x = 3 + r() * 506;
    const y = 3 + r() * 506;
    dust += `M${f(x)} ${f(y)}h${f(1 + r() * 2)}`;
  }
  out += `<path d="${dust}" stroke="#c99a6a" stroke-width="1" opacity="0.25"/>`;
  return svgDoc(512, 512, out);
}

/** Card backs, the table texture. */
export function backArt(): ArtFile[] {
  return [
    { path: 'card-back-terrain-1.svg', svg: terrainBack(1) },
    { path: 'card-back-terrain-2.svg', svg: terrainBack(2) },
    { path: 'card-back-character.svg', svg: characterBack() },
    { path: 'table.svg', svg: tableTexture() },
  ];
}
