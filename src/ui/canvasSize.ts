/**
 * How many pixels the canvas has on a phone. Phaser's EXPAND mode grows its base size to the screen's shape; grown
 * from the 1600x900 table, a 390x844 phone held upright gets a 1600x3462 canvas, four times the pixels the screen has
 * at 2 device pixels per CSS pixel. The phone layouts (a 480-wide column, a 960x440 strip) fit any size, so on a
 * phone the base is the screen itself in device pixels and the cameras zoom the design onto it. The wide layout is
 * drawn for 1600x900; in a window with fewer device pixels than that (a laptop) the canvas has the window's pixels and
 * the cameras zoom out, instead of drawing 1600x900 for the browser to shrink. Plain numbers, tested in Node.
 */

/**
 * Canvas pixels per CSS pixel: the device's own pixel ratio, from 1 to 3, or to `most` when that is lower. Only a test
 * build's pages ask for less than 3: 1 draws what a phone at 1 device pixel per CSS pixel draws, and a fraction from
 * 1/4 (the browser tests ask for 1/2) draws fewer pixels than the page has CSS pixels, which the browser stretches.
 */
export function canvasRatio(devicePixelRatio: number, most = 3): number {
  if (Number.isFinite(most) && most >= 0.25 && most < 1) return most;
  const cap = Number.isFinite(most) ? Math.min(3, Math.max(1, most)) : 3;
  if (!Number.isFinite(devicePixelRatio) || devicePixelRatio <= 1) return 1;
  return Math.min(cap, devicePixelRatio);
}

/** The canvas size for a phone layout on a screen of cssW x cssH CSS pixels: the screen in device pixels. */
export function phoneCanvas(
  cssW: number,
  cssH: number,
  devicePixelRatio: number,
  most = 3,
): { w: number; h: number } {
  const k = canvasRatio(devicePixelRatio, most);
  return { w: Math.max(1, Math.round(cssW * k)), h: Math.max(1, Math.round(cssH * k)) };
}

/**
 * The canvas size for the wide layout (a `baseW` x `baseH` design) in a window of cssW x cssH CSS pixels: the design's
 * size, or the same shape shrunk to the device pixels the window shows it in, never larger than the design.
 */
export function wideCanvas(
  cssW: number,
  cssH: number,
  devicePixelRatio: number,
  baseW: number,
  baseH: number,
  most = 3,
): { w: number; h: number } {
  const k = canvasRatio(devicePixelRatio, most);
  if (!(cssW > 0 && cssH > 0)) return { w: baseW, h: baseH };
  const z = Math.min(1, (cssW * k) / baseW, (cssH * k) / baseH);
  return { w: Math.max(1, Math.round(baseW * z)), h: Math.max(1, Math.round(baseH * z)) };
}
