/**
 * Colour-vision simulation shared by the palette test and the screenshot script: Machado, Oliveira and Fernandes
 * (2009) matrices at severity 1.0 for linear RGB, and CIE L*a*b* for distances.
 */

/** The three common dichromacies, as 3x3 row-major matrices on linear RGB. */
export const MATRICES: Record<'protanopia' | 'deuteranopia' | 'tritanopia', number[]> = {
  protanopia: [0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998],
  deuteranopia: [0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.01182, 0.04294, 0.968881],
  tritanopia: [1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602, 0.004733, 0.691367, 0.3039],
};

const toLinear = (v: number): number => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** A 0xRRGGBB colour as seen with a deficiency (or as is without a matrix), in linear RGB 0..1. */
export function seen(colour: number, m?: number[]): [number, number, number] {
  const rgb = [(colour >> 16) & 255, (colour >> 8) & 255, colour & 255].map(toLinear) as [
    number,
    number,
    number,
  ];
  if (!m) return rgb;
  const out = [0, 1, 2].map((k) =>
    Math.min(
      1,
      Math.max(0, (m[k * 3] ?? 0) * rgb[0] + (m[k * 3 + 1] ?? 0) * rgb[1] + (m[k * 3 + 2] ?? 0) * rgb[2]),
    ),
  );
  return out as [number, number, number];
}

/** CIE L*a*b* (D65) of a linear RGB colour. */
export function lab([r, g, b]: [number, number, number]): [number, number, number] {
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number): number => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t) / 116 + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** CIE76 distance between two colours as seen with a deficiency (or normal vision without a matrix). */
export function deltaE(a: number, b: number, m?: number[]): number {
  const p = lab(seen(a, m));
  const q = lab(seen(b, m));
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

/** Lightness difference (ΔL*), the cue every dichromacy keeps. */
export function deltaL(a: number, b: number, m?: number[]): number {
  return Math.abs(lab(seen(a, m))[0] - lab(seen(b, m))[0]);
}
