/** The shared 160x200 portrait frame of the character emblems. */
import { PAL, f, rays, svgDoc } from './svg';

/** Character card type, which tints the portrait sky. */
export type CharType = 'action' | 'vp';

const SKIES: Record<CharType, readonly [string, string, string]> = {
  action: ['#f6c987', '#e58f5c', '#b4492c'],
  vp: ['#d8ecdf', '#9cc7c4', '#5d8f8a'],
};

const ARCH = 'M12 190V74A68 68 0 0 1 148 74V190Z';

/** Wraps an emblem body in the arched, sunburst portrait frame. */
export function portrait(type: CharType, body: string, defs = ''): string {
  const [top, mid, ray] = SKIES[type];
  const grad =
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${mid}"/></linearGradient>` +
    `<clipPath id="arch"><path d="${ARCH}"/></clipPath>`;
  const studs = [
    [10, 10],
    [150, 10],
    [10, 190],
    [150, 190],
  ]
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="3.2" fill="${PAL.goldDark}" stroke="${PAL.ink}" stroke-width="1"/>`,
    )
    .join('');
  const frame =
    `<rect width="160" height="200" fill="${PAL.leather}"/>` +
    `<rect x="4" y="4" width="152" height="192" rx="6" fill="#ecdcb6" stroke="${PAL.leatherDark}" stroke-width="2"/>` +
    `<path d="${ARCH}" fill="url(#sky)"/>` +
    `<g clip-path="url(#arch)">${rays(80, 118, 190, 28, ray, 0.16)}` +
    `<path d="M0 172Q80 160 160 172V200H0Z" fill="${PAL.sandDark}" opacity="0.55"/></g>`;
  const border =
    `<path d="${ARCH}" fill="none" stroke="${PAL.leatherDark}" stroke-width="4"/>` +
    `<path d="M18 186V74A62 62 0 0 1 142 74V186" fill="none" stroke="${PAL.gold}" stroke-width="1.2" opacity="0.8"/>` +
    studs;
  return svgDoc(160, 200, frame + `<g clip-path="url(#arch)">${body}</g>` + border, grad + defs);
}

/** A cog wheel path centred at (cx, cy). */
export function gearPath(cx: number, cy: number, outer: number, inner: number, teeth: number): string {
  const pts: string[] = [];
  const step = (Math.PI * 2) / teeth;
  for (let i = 0; i < teeth; i++) {
    const a = i * step;
    const ang = [a - step * 0.5, a - step * 0.22, a - step * 0.14, a + step * 0.14, a + step * 0.22];
    const rad = [inner, inner, outer, outer, inner];
    ang.forEach((t, k) => {
      const r = rad[k] ?? inner;
      pts.push(`${f(cx + r * Math.cos(t))} ${f(cy + r * Math.sin(t))}`);
    });
  }
  return `M${pts.join('L')}Z`;
}

/** Leaves along a circular arc, for laurel wreaths. */
export function laurel(
  cx: number,
  cy: number,
  r: number,
  from: number,
  to: number,
  n: number,
  fill: string,
): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const t = from + ((to - from) * i) / (n - 1);
    const a = (t * Math.PI) / 180;
    const x = cx + r * Math.cos(a);
    const y = cy + r * Math.sin(a);
    const rot = t + (to > from ? 60 : -60);
    out +=
      `<ellipse cx="${f(x)}" cy="${f(y)}" rx="9" ry="4" transform="rotate(${f(rot)} ${f(x)} ${f(y)})" ` +
      `fill="${fill}" stroke="${PAL.ink}" stroke-width="2"/>`;
  }
  return out;
}
