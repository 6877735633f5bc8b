/** Ground textures shared by the parcel tiles. */
import { PAL, f, rng, seedOf, speckles, svgDoc } from './svg';

/** One generated art file: a path under assets/art and its SVG text. */
export interface ArtFile {
  path: string;
  svg: string;
}

/** Ground colour sets by terrain feel. */
export const GROUNDS = {
  sand: [PAL.sand, PAL.sandLight, PAL.sandDark],
  grass: ['#c9c98c', '#dcd9a4', '#a7ad6e'],
  rock: ['#cbb38e', '#dbc6a3', '#a88f6c'],
  soot: ['#d4b98a', '#e2cca2', '#a98e66'],
  red: ['#d9a078', '#e8b893', '#b47a55'],
} as const;

/** Name of a ground colour set. */
export type GroundKind = keyof typeof GROUNDS;

/** A full 128x128 dusty ground with speckles and a faint tile edge. */
export function ground(code: string, kind: GroundKind): string {
  const [base, light, dark] = GROUNDS[kind];
  const seed = seedOf(code);
  return (
    `<rect width="128" height="128" fill="${base}"/>` +
    `<rect width="128" height="128" fill="url(#vig)"/>` +
    speckles(seed, 128, 128, 55, [light, dark], 1.8, 0.7) +
    speckles(seed + 1, 128, 128, 14, [dark], 3.2, 0.35)
  );
}

/** Radial vignette definition used by every parcel ground. */
export const GROUND_DEFS =
  '<radialGradient id="vig" cx="50%" cy="45%" r="75%">' +
  '<stop offset="60%" stop-color="#fff3d6" stop-opacity="0"/>' +
  '<stop offset="100%" stop-color="#6b4020" stop-opacity="0.28"/></radialGradient>';

/** A faint border so neighbouring parcels stay distinguishable. */
export const EDGE =
  '<rect x="1" y="1" width="126" height="126" fill="none" stroke="#5a3a20" stroke-opacity="0.35" stroke-width="2"/>';

/** Wraps a parcel body (drawn over its ground) into a 128x128 document. */
export function parcel(code: string, kind: GroundKind, body: string, defs = ''): string {
  return svgDoc(128, 128, ground(code, kind) + body + EDGE, GROUND_DEFS + defs);
}

/** Small grass tufts scattered on a ground, deterministic for a seed. */
export function tufts(seed: number, count: number, colour: string): string {
  const r = rng(seed);
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = 10 + r() * 108;
    const y = 14 + r() * 104;
    const s = 3 + r() * 3;
    parts.push(
      `M${f(x - s)} ${f(y)}q${f(s * 0.3)} ${f(-s * 1.2)} ${f(-s * 0.4)} ${f(-s * 2)}` +
        `M${f(x)} ${f(y)}q${f(0)} ${f(-s * 1.4)} ${f(s * 0.2)} ${f(-s * 2.4)}` +
        `M${f(x + s)} ${f(y)}q${f(-s * 0.3)} ${f(-s * 1.2)} ${f(s * 0.5)} ${f(-s * 1.9)}`,
    );
  }
  return `<path d="${parts.join('')}" fill="none" stroke="${colour}" stroke-width="2" stroke-linecap="round"/>`;
}

/** Pebbles scattered on a ground, deterministic for a seed. */
export function pebbles(seed: number, count: number): string {
  const r = rng(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = 10 + r() * 108;
    const y = 10 + r() * 108;
    const rx = 2.5 + r() * 3.5;
    out +=
      `<ellipse cx="${f(x)}" cy="${f(y + 1.2)}" rx="${f(rx)}" ry="${f(rx * 0.6)}" fill="#7d6245" opacity="0.5"/>` +
      `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(rx * 0.62)}" fill="#b49c7c"/>` +
      `<ellipse cx="${f(x - rx * 0.3)}" cy="${f(y - rx * 0.2)}" rx="${f(rx * 0.4)}" ry="${f(rx * 0.22)}" fill="#d9c7a6"/>`;
  }
  return out;
}
