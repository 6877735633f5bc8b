/** The columns of the setup screen's wide seat rows, in design pixels, and where a row's level buttons sit. */

/** The columns of a seat row (centres); the kind buttons are `KIND_W` wide, the name field `NAME_W`. */
export const COL = {
  num: 150,
  suit: 218,
  kind: 322,
  kindStep: 128,
  level: 736,
  levelStep: 156,
  name: 1292,
  remove: 1468,
};

/** The width of a kind button (Person, AI, Virtual). */
export const KIND_W = 120;
/** The width of the name field. */
export const NAME_W = 270;

/** One level button: its centre and width. */
export interface LevelSlot {
  x: number;
  w: number;
}

/** The level buttons of a row with `n` choices (3 strengths of a virtual player, 4 AI levels), between kind and name. */
export function levelSlots(n: number): LevelSlot[] {
  if (n <= 3) return Array.from({ length: n }, (_, j) => ({ x: COL.level + j * COL.levelStep, w: 148 }));
  const left = COL.kind + 2 * COL.kindStep + KIND_W / 2 + 12;
  const right = COL.name - NAME_W / 2 - 12;
  const gap = 10;
  const w = Math.floor((right - left - gap * (n - 1)) / n);
  const start = left + (right - left - (w * n + gap * (n - 1))) / 2;
  return Array.from({ length: n }, (_, j) => ({ x: start + w / 2 + j * (w + gap), w }));
}
