/** Shared SVG helpers, palette and a seeded generator for the art scripts. */

/** The warm Western palette every generated image draws from. */
export const PAL = {
  ink: '#2b1a10',
  inkSoft: '#4a3020',
  cream: '#f6ebd2',
  bone: '#f1e6cc',
  sand: '#e6cd98',
  sandLight: '#f2dfb2',
  sandDark: '#c9a86a',
  dust: '#d7b880',
  adobe: '#c8744a',
  adobeLight: '#e39c6c',
  adobeDark: '#9c4f2f',
  rust: '#a5432a',
  rustDark: '#74301d',
  brick: '#b45d44',
  sage: '#8fa67a',
  sageLight: '#b8c89e',
  sageDark: '#5d7a4d',
  teal: '#3f8579',
  tealLight: '#6fb0a2',
  sky: '#7fb3c8',
  skyLight: '#c4e0e8',
  skyDark: '#467f9b',
  leather: '#7a4b2a',
  leatherLight: '#a36c41',
  leatherDark: '#4e2e18',
  wood: '#8a5a33',
  woodLight: '#b98150',
  woodDark: '#5a3820',
  stone: '#948b7e',
  stoneLight: '#b9b0a1',
  stoneDark: '#615a51',
  rock: '#8a7663',
  rockLight: '#ab9780',
  rockDark: '#665545',
  gold: '#e2a726',
  goldLight: '#f7d56e',
  goldDark: '#a6730f',
  iron: '#484d55',
  ironLight: '#7a808a',
  red: '#b5382a',
  redLight: '#d9604a',
  white: '#fbf6ea',
  night: '#1d120b',
} as const;

/** Outline attributes used on every icon shape (about 1px when a 128px tile is shown at 32px). */
export const LINE = 'stroke="#2b1a10" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"';

/** A thinner outline for inner details. */
export const THIN = 'stroke="#2b1a10" stroke-width="2.5" stroke-linejoin="round" stroke-linecap="round"';

/** Formats a number compactly with at most two decimals. */
export function f(x: number): string {
  return String(Math.round(x * 100) / 100);
}

/** A deterministic pseudo-random generator (mulberry32) returning floats in [0, 1). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A stable 32-bit seed derived from a string. */
export function seedOf(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Wraps a body in a complete standalone SVG document of the given size. */
export function svgDoc(w: number, h: number, body: string, defs = ''): string {
  const d = defs ? `<defs>${defs}</defs>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `${d}${body}</svg>\n`
  );
}

/** Points of a regular star polygon as an SVG points string. */
export function starPoints(
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  tips: number,
  rot = -90,
): string {
  const pts: string[] = [];
  for (let i = 0; i < tips * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = ((rot + (i * 180) / tips) * Math.PI) / 180;
    pts.push(`${f(cx + r * Math.cos(a))},${f(cy + r * Math.sin(a))}`);
  }
  return pts.join(' ');
}

/** Wedge paths radiating from a centre, every other one filled, for sunburst backgrounds. */
export function rays(
  cx: number,
  cy: number,
  r: number,
  count: number,
  fill: string,
  opacity: number,
): string {
  const parts: string[] = [];
  const step = (Math.PI * 2) / count;
  for (let i = 0; i < count; i += 2) {
    const a0 = i * step;
    const a1 = a0 + step;
    parts.push(
      `M${f(cx)} ${f(cy)}L${f(cx + r * Math.cos(a0))} ${f(cy + r * Math.sin(a0))}` +
        `L${f(cx + r * Math.cos(a1))} ${f(cy + r * Math.sin(a1))}Z`,
    );
  }
  return `<path d="${parts.join('')}" fill="${fill}" opacity="${opacity}"/>`;
}

/** Scattered speckles for a ground texture, deterministic for a seed. */
export function speckles(
  seed: number,
  w: number,
  h: number,
  count: number,
  colours: readonly string[],
  maxR: number,
  opacity: number,
): string {
  const r = rng(seed);
  const byColour = new Map<string, string[]>();
  for (let i = 0; i < count; i++) {
    const c = colours[Math.floor(r() * colours.length)] ?? colours[0] ?? '#000';
    const x = r() * w;
    const y = r() * h;
    const rad = 0.6 + r() * maxR;
    const list = byColour.get(c) ?? [];
    list.push(
      `M${f(x - rad)} ${f(y)}a${f(rad)} ${f(rad * 0.8)} 0 1 0 ${f(rad * 2)} 0a${f(rad)} ${f(rad * 0.8)} 0 1 0 ${f(-rad * 2)} 0`,
    );
    byColour.set(c, list);
  }
  return [...byColour.entries()]
    .map(([c, d]) => `<path d="${d.join('')}" fill="${c}" opacity="${opacity}"/>`)
    .join('');
}

/** A soft elliptical ground shadow under an object. */
export function shadow(cx: number, cy: number, rx: number, ry: number, opacity = 0.28): string {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="#3a2212" opacity="${opacity}"/>`;
}
