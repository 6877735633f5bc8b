/** The settings overlay's layout in each layout mode. */
import type { LayoutMode } from '../ui/layoutMode';
import { BASE_H, BASE_W } from '../ui/theme';

const PW = 960;
const PH = 860;

/** A control's place: centre, width, and the page it is on (the short strip shows its settings on two pages). */
export interface Place {
  x: number;
  y: number;
  w: number;
  page: number;
}

/** One setting's row: label, hint (null when the layout has no room for hints), controls' centre, and its page. */
export interface RowPlace {
  lx: number;
  ly: number;
  hy: number | null;
  cx: number;
  cy: number;
  page: number;
}

/** Where the settings' parts go in one layout mode. */
export interface SettingsLayout {
  panel: { x: number; y: number; w: number; h: number };
  titleY: number;
  /** Rows: 0 volume, 1 sound, 2 animations, 3 motion, 4 language, 5 text size. */
  row: (i: number) => RowPlace;
  /** Horizontal scale of the controls' spacing around their centre (1 in the wide layout). */
  k: number;
  done: Place;
  /** The tips switch. */
  hints: Place;
  /** The bid lens switch. */
  lens: Place;
  /** The high-contrast switch. */
  contrast: Place;
  /** The button that turns to the other page, or null when everything fits on one. */
  turn: Place | null;
}

/**
 * Where a phone layout's rows go: each setting's label, its hint under it and its controls under the hint, spaced for
 * the text size (`scale`: 1, 1.25 or 1.5) so that large text does not run into the controls.
 */
function phoneRows(
  scale: number,
  spots: readonly { col: number; r: number; page: number }[],
  cols: { lx: number; cx: number }[],
  top: number,
): (i: number) => RowPlace {
  // Half a label's and half a hint's height at this text size; a control is 60 tall.
  const label = 16 * scale;
  const hint = 9 * scale;
  const hy = label + 2 + hint;
  const cy = hy + hint + 8 + 30;
  const pitch = cy + 30 + 12 + label;
  return (i) => {
    const s = spots[i] ?? { col: 0, r: 0, page: 0 };
    const c = cols[s.col] ?? { lx: 0, cx: 0 };
    // A row under the language row starts one line of buttons lower (the languages take two lines).
    const below = spots.some((o, k) => k === 4 && o.page === s.page && o.col === s.col && o.r < s.r);
    const ly = top + s.r * pitch + (below ? 72 : 0);
    return { lx: c.lx, ly, hy: ly + hy, cx: c.cx, cy: ly + cy, page: s.page };
  };
}

/**
 * Where the settings' parts go. On phones the settings come on two pages (sound and motion; language, text size and
 * the switches), each roomy enough for text at 150%; the button at the top turns between them.
 */
export function settingsLayout(mode: LayoutMode, scale: number): SettingsLayout {
  if (mode === 'portrait') {
    const spots = [0, 1, 2, 3].map((r) => ({ col: 0, r, page: 0 }));
    spots.push({ col: 0, r: 0, page: 1 }, { col: 0, r: 1, page: 1 });
    const row = phoneRows(scale, spots, [{ lx: 30, cx: 240 }], 112 + 12 * scale);
    const low = row(5).cy + 30 + 12 + 32;
    return {
      panel: { x: 240, y: 480, w: 472, h: 952 },
      titleY: 50,
      row,
      k: 0.74,
      hints: { x: 128, y: low, w: 210, page: 1 },
      lens: { x: 352, y: low, w: 210, page: 1 },
      contrast: { x: 128, y: low + 76, w: 210, page: 1 },
      turn: { x: 128, y: 918, w: 210, page: -1 },
      done: { x: 352, y: 918, w: 210, page: -1 },
    };
  }
  if (mode === 'short') {
    const spots = [
      { col: 0, r: 0, page: 0 },
      { col: 0, r: 1, page: 0 },
      { col: 1, r: 0, page: 0 },
      { col: 1, r: 1, page: 0 },
      { col: 0, r: 0, page: 1 },
      { col: 1, r: 0, page: 1 },
    ];
    const cols = [
      { lx: 20, cx: 240 },
      { lx: 498, cx: 718 },
    ];
    const row = phoneRows(scale, spots, cols, 76 + 12 * scale);
    const low = row(5).cy + 30 + 12 + 32;
    return {
      panel: { x: 480, y: 220, w: 956, h: 436 },
      titleY: 36,
      row,
      k: 0.74,
      done: { x: 836, y: 38, w: 230, page: -1 },
      turn: { x: 124, y: 38, w: 230, page: -1 },
      hints: { x: 600, y: low, w: 220, page: 1 },
      lens: { x: 836, y: low, w: 220, page: 1 },
      contrast: { x: 240, y: Math.max(low, row(4).cy + 72 + 30 + 12 + 32), w: 300, page: 1 },
    };
  }
  const top = BASE_H / 2 - PH / 2;
  const left = BASE_W / 2 - PW / 2 + 70;
  const foot = BASE_H / 2 + PH / 2 - 66;
  return {
    panel: { x: BASE_W / 2, y: BASE_H / 2, w: PW, h: PH },
    titleY: top + 56,
    row: (i) => ({
      lx: left,
      ly: top + 146 + i * 106,
      hy: top + 176 + i * 106,
      cx: BASE_W / 2 + 110,
      cy: top + 158 + i * 106,
      page: 0,
    }),
    k: 1,
    done: { x: BASE_W / 2 + 351, y: foot, w: 218, page: 0 },
    hints: { x: BASE_W / 2 - 351, y: foot, w: 218, page: 0 },
    lens: { x: BASE_W / 2 - 117, y: foot, w: 218, page: 0 },
    contrast: { x: BASE_W / 2 + 117, y: foot, w: 218, page: 0 },
    turn: null,
  };
}
