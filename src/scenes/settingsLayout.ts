/** The settings overlay's layout in each layout mode. */
import type { LayoutMode } from '../ui/layoutMode';
import { BASE_H, BASE_W } from '../ui/theme';

const PW = 960;
const PH = 860;

/** Where the settings' parts go: the panel, the rows (label, hint, controls' centre), the controls' spacing. */
export function settingsLayout(mode: LayoutMode): {
  panel: { x: number; y: number; w: number; h: number };
  titleY: number;
  row: (i: number) => { lx: number; ly: number; hy: number | null; cx: number; cy: number };
  /** Horizontal scale of the controls' spacing around their centre (1 in the wide layout). */
  k: number;
  done: { x: number; y: number; w: number };
  /** The tips switch (x, y, width). */
  hints: { x: number; y: number; w: number };
  /** The bid lens switch (x, y, width). */
  lens: { x: number; y: number; w: number };
  /** The high-contrast switch (x, y, width). */
  contrast: { x: number; y: number; w: number };
} {
  if (mode === 'portrait')
    return {
      panel: { x: 240, y: 480, w: 472, h: 952 },
      titleY: 50,
      row: (i) => ({ lx: 30, ly: 116 + i * 128, hy: 144 + i * 128, cx: 240, cy: 188 + i * 128 }),
      k: 0.74,
      done: { x: 352, y: 918, w: 210 },
      hints: { x: 128, y: 844, w: 210 },
      lens: { x: 352, y: 844, w: 210 },
      contrast: { x: 128, y: 918, w: 210 },
    };
  if (mode === 'short') {
    const col = (i: number): number => (i < 3 ? 0 : 1);
    const r = (i: number): number => (i < 3 ? i : i - 3);
    return {
      panel: { x: 480, y: 220, w: 956, h: 436 },
      titleY: 30,
      row: (i) => ({
        lx: 20 + col(i) * 478,
        ly: 72 + r(i) * 122,
        hy: null,
        cx: 240 + col(i) * 478,
        cy: 122 + r(i) * 122,
      }),
      k: 0.74,
      done: { x: 840, y: 40, w: 240 },
      hints: { x: 604, y: 394, w: 220 },
      lens: { x: 836, y: 394, w: 220 },
      contrast: { x: 130, y: 40, w: 220 },
    };
  }
  const top = BASE_H / 2 - PH / 2;
  const left = BASE_W / 2 - PW / 2 + 70;
  return {
    panel: { x: BASE_W / 2, y: BASE_H / 2, w: PW, h: PH },
    titleY: top + 56,
    row: (i) => ({
      lx: left,
      ly: top + 146 + i * 106,
      hy: top + 176 + i * 106,
      cx: BASE_W / 2 + 110,
      cy: top + 158 + i * 106,
    }),
    k: 1,
    done: { x: BASE_W / 2 + 351, y: BASE_H / 2 + PH / 2 - 66, w: 218 },
    hints: { x: BASE_W / 2 - 351, y: BASE_H / 2 + PH / 2 - 66, w: 218 },
    lens: { x: BASE_W / 2 - 117, y: BASE_H / 2 + PH / 2 - 66, w: 218 },
    contrast: { x: BASE_W / 2 + 117, y: BASE_H / 2 + PH / 2 - 66, w: 218 },
  };
}
