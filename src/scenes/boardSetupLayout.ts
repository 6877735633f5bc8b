/**
 * Where the board game's setup puts its parts in each layout: the 1600x900 table of seats with the options beside
 * it, a column for a phone held upright, and two columns of seats for a phone in landscape.
 */
import type { LayoutMode } from '../ui/designs';

/** A box by its centre and size, in design pixels. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A line of text: where it stands, its size, and the room it may take (a caption left-aligned when `left`). */
export interface Caption {
  x: number;
  y: number;
  size: number;
  room: number;
  left?: boolean;
  /** Wrapped to `room` when long (else kept on one line and shrunk back towards its size at 100%). */
  wrap?: boolean;
}

/** One seat's line: its colour swatch (a circle), colour, name, who plays it, and remove. */
export interface SeatLine {
  swatch: { x: number; y: number; r: number };
  colour: Box;
  name: Box;
  kind: Box;
  remove: Box;
}

/** Every part of the setup in one layout. */
export interface BoardSetupLayout {
  title: Caption;
  back: Box;
  rules: Box;
  /** The parchment behind the seats and options (null: none, the phone layouts use the page). */
  panel: Box | null;
  /** Column captions over the seats (null: none, the buttons say what they are). */
  heads: { colour: Caption; name: Caption; kind: Caption } | null;
  /** Seat line i (0 to 5). */
  seat: (i: number) => SeatLine;
  /** The add-a-seat button when `n` seats are set. */
  add: (n: number) => Box;
  characters: { caption: Caption; box: Box };
  buildings: { caption: Caption; box: Box };
  seedLabel: Caption;
  seed: Box;
  problem: Caption;
  start: Box;
  /** The label size of the seats' and options' buttons. */
  label: number;
}

const WIDE: BoardSetupLayout = {
  title: { x: 800, y: 62, size: 44, room: 1000 },
  back: { x: 150, y: 62, w: 150, h: 56 },
  rules: { x: 1450, y: 62, w: 150, h: 56 },
  panel: { x: 800, y: 450, w: 1240, h: 660 },
  heads: {
    colour: { x: 290, y: 150, size: 16, room: 200 },
    name: { x: 545, y: 150, size: 16, room: 280 },
    kind: { x: 860, y: 150, size: 16, room: 220 },
  },
  seat: (i) => {
    const y = 200 + i * 72;
    return {
      swatch: { x: 172, y, r: 16 },
      colour: { x: 290, y, w: 200, h: 56 },
      name: { x: 545, y, w: 280, h: 56 },
      kind: { x: 860, y, w: 220, h: 56 },
      remove: { x: 1040, y, w: 56, h: 56 },
    };
  },
  add: (n) => ({ x: 545, y: 200 + n * 72, w: 260, h: 56 }),
  characters: { caption: { x: 1240, y: 176, size: 18, room: 300 }, box: { x: 1240, y: 220, w: 300, h: 56 } },
  buildings: { caption: { x: 1240, y: 336, size: 18, room: 300 }, box: { x: 1240, y: 380, w: 300, h: 56 } },
  seedLabel: { x: 200, y: 842, size: 24, room: 130, left: true },
  seed: { x: 480, y: 842, w: 260, h: 56 },
  problem: { x: 700, y: 842, size: 19, room: 700 },
  start: { x: 1300, y: 842, w: 300, h: 68 },
  label: 20,
};

/** A seat line from its left end: swatch, then the four targets `gap` apart with these widths. */
function line(
  left: number,
  y: number,
  h: number,
  widths: readonly [number, number, number, number],
  gap: number,
): SeatLine {
  const [cw, nw, kw, rw] = widths;
  const c0 = left + 22;
  const n0 = c0 + cw + gap;
  const k0 = n0 + nw + gap;
  const r0 = k0 + kw + gap;
  return {
    swatch: { x: left + 10, y, r: 10 },
    colour: { x: c0 + cw / 2, y, w: cw, h },
    name: { x: n0 + nw / 2, y, w: nw, h },
    kind: { x: k0 + kw / 2, y, w: kw, h },
    remove: { x: r0 + rw / 2, y, w: rw, h },
  };
}

// 480x960: one seat a line, the options side by side under them, the seed and Start at the foot.
const PORTRAIT: BoardSetupLayout = {
  title: { x: 240, y: 108, size: 26, room: 460, wrap: true },
  back: { x: 64, y: 40, w: 112, h: 56 },
  rules: { x: 416, y: 40, w: 112, h: 56 },
  panel: null,
  heads: null,
  seat: (i) => line(2, 180 + i * 70, 56, [118, 132, 114, 56], 10),
  add: (n) => ({ x: 240, y: 180 + n * 70, w: 240, h: 56 }),
  characters: { caption: { x: 122, y: 626, size: 16, room: 224 }, box: { x: 122, y: 666, w: 224, h: 56 } },
  buildings: { caption: { x: 358, y: 626, size: 16, room: 224 }, box: { x: 358, y: 666, w: 224, h: 56 } },
  seedLabel: { x: 10, y: 770, size: 18, room: 180, left: true },
  seed: { x: 336, y: 770, w: 236, h: 56 },
  problem: { x: 240, y: 838, size: 16, room: 460 },
  start: { x: 240, y: 902, w: 300, h: 60 },
  label: 18,
};

// 960x440: the options in a row under the title, three seats in each of two columns, the seed and Start at the foot.
const SHORT: BoardSetupLayout = {
  title: { x: 480, y: 34, size: 24, room: 600 },
  back: { x: 70, y: 34, w: 120, h: 60 },
  rules: { x: 890, y: 34, w: 120, h: 60 },
  panel: null,
  heads: null,
  seat: (i) => line(i < 3 ? 2 : 484, 182 + (i % 3) * 72, 60, [118, 120, 118, 60], 11),
  add: (n) => ({ x: (n < 3 ? 2 : 484) + 237, y: 182 + (n % 3) * 72, w: 250, h: 60 }),
  characters: {
    caption: { x: 8, y: 106, size: 16, room: 120, left: true },
    box: { x: 268, y: 106, w: 260, h: 60 },
  },
  buildings: {
    caption: { x: 488, y: 106, size: 16, room: 120, left: true },
    box: { x: 748, y: 106, w: 260, h: 60 },
  },
  seedLabel: { x: 8, y: 406, size: 16, room: 110, left: true },
  seed: { x: 210, y: 406, w: 170, h: 60 },
  problem: { x: 470, y: 406, size: 16, room: 250 },
  start: { x: 800, y: 406, w: 300, h: 60 },
  label: 19,
};

/** The setup's layout in a mode. */
export function boardSetupLayout(mode: LayoutMode): BoardSetupLayout {
  return mode === 'portrait' ? PORTRAIT : mode === 'short' ? SHORT : WIDE;
}
