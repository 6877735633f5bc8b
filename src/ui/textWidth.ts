/**
 * A text's width without a canvas, for layouts tested in Node: the advance widths of DejaVu Sans Bold, the widest face
 * of the body font stack (ui/theme.ts) and the one a browser without system fonts falls back to, so an estimate is at
 * least what any face of the stack draws. Letters it does not list count as wide as an M.
 */

const LOWER = [
  0.675, 0.716, 0.593, 0.716, 0.678, 0.435, 0.716, 0.712, 0.343, 0.343, 0.665, 0.343, 1.042, 0.712, 0.687,
  0.716, 0.716, 0.493, 0.595, 0.478, 0.712, 0.652, 0.924, 0.645, 0.652, 0.582,
];
const UPPER = [
  0.774, 0.762, 0.734, 0.83, 0.683, 0.683, 0.821, 0.837, 0.372, 0.372, 0.775, 0.637, 0.995, 0.837, 0.85,
  0.733, 0.85, 0.77, 0.72, 0.682, 0.812, 0.774, 1.103, 0.771, 0.724, 0.725,
];
const OTHER: Readonly<Record<string, number>> = {
  ' ': 0.348,
  ':': 0.4,
  '(': 0.457,
  ')': 0.457,
  '.': 0.38,
  ',': 0.38,
  '-': 0.415,
  "'": 0.306,
  '\u2019': 0.38,
  $: 0.696,
  '/': 0.365,
  '+': 0.838,
  '\u00df': 0.719,
};
const WIDEST = 1.103;

/** The width of one letter in ems; accented letters as their base letter. */
function em(ch: string): number {
  if (ch >= '0' && ch <= '9') return 0.696;
  const known = OTHER[ch];
  if (known !== undefined) return known;
  const base = ch.normalize('NFD').charAt(0);
  const code = base.charCodeAt(0);
  if (code >= 97 && code <= 122) return LOWER[code - 97] ?? WIDEST;
  if (code >= 65 && code <= 90) return UPPER[code - 65] ?? WIDEST;
  return WIDEST;
}

/** The width in pixels of one line of bold body text `s` at `px` pixels, an upper bound over the font stack. */
export function textWidth(s: string, px: number): number {
  let w = 0;
  for (const ch of s) w += em(ch);
  return w * px;
}
