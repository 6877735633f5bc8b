/** The saved-games screen's layout in each layout mode, and the look of a row's status. */
import { saveRow } from '../app/saveRows';
import type { SaveRowView } from '../app/saveRows';
import type { SaveSummary } from '../app/saveStore';
import { t } from '../i18n';
import type { LayoutMode } from '../ui/layoutMode';
import { BASE_W, THEME } from '../ui/theme';

/** Where the saved games' parts go in a layout; 'stack' rows put their buttons on a line under the texts. */
export interface SavesLayout {
  title: { x: number; y: number; size: number };
  back: { x: number; y: number };
  stats: { x: number; y: number; w: number };
  settings: { x: number; y: number; w: number };
  panel: { x: number; y: number; w: number; h: number };
  rowH: number;
  perPage: number;
  stack: boolean;
  /** Every row's buttons go in the `finished` slots, on two lines (the upright phone: long words keep their size). */
  grid: boolean;
  /** Room for a row's texts. */
  textW: number;
  imp: { x: number; y: number };
  offer: { x: number; y: number };
  status: { x: number; y: number; wrap: number };
  prev: { x: number; y: number };
  pageText: { x: number; y: number };
  next: { x: number; y: number };
  /**
   * A finished game's row has four buttons (Replay, Turning points, Export, Delete): centres, widths, text room; on a
   * `grid` layout every row's buttons take these slots.
   */
  finished: { main: Slot; review: Slot; export: Slot; del: Slot; textW: number };
}

/** A row button's centre x and width, and on a two-line grid its line's offset from the row's centre. */
export interface Slot {
  x: number;
  w: number;
  dy?: number;
}

/** The positions of the saved games' parts in each layout. */
export function savesLayout(mode: LayoutMode): SavesLayout {
  if (mode === 'portrait')
    return {
      title: { x: 300, y: 40, size: 30 },
      back: { x: 68, y: 40 },
      stats: { x: 124, y: 108, w: 216 },
      settings: { x: 356, y: 108, w: 216 },
      panel: { x: 4, y: 150, w: 472, h: 630 },
      rowH: 200,
      perPage: 3,
      stack: true,
      grid: true,
      textW: 260,
      imp: { x: 124, y: 850 },
      offer: { x: 356, y: 850 },
      status: { x: 240, y: 794, wrap: 460 },
      prev: { x: 74, y: 920 },
      pageText: { x: 240, y: 920 },
      next: { x: 406, y: 920 },
      // Two lines of two (buttons 56 high on this layout): 10 design px between them are 8 CSS px on a 390 px phone.
      finished: {
        main: { x: 131, w: 206, dy: 7 },
        review: { x: 347, w: 206, dy: 7 },
        export: { x: 131, w: 206, dy: 73 },
        del: { x: 347, w: 206, dy: 73 },
        textW: 260,
      },
    };
  if (mode === 'short')
    return {
      title: { x: 400, y: 34, size: 30 },
      back: { x: 70, y: 34 },
      stats: { x: 685, y: 34, w: 180 },
      settings: { x: 872, y: 34, w: 164 },
      panel: { x: 4, y: 70, w: 952, h: 290 },
      rowH: 130,
      perPage: 2,
      stack: true,
      grid: false,
      textW: 760,
      imp: { x: 124, y: 402 },
      offer: { x: 360, y: 402 },
      status: { x: 520, y: 402, wrap: 220 },
      prev: { x: 700, y: 402 },
      pageText: { x: 796, y: 402 },
      next: { x: 892, y: 402 },
      finished: {
        main: { x: 98, w: 152 },
        review: { x: 290, w: 200 },
        export: { x: 474, w: 128 },
        del: { x: 876, w: 120 },
        textW: 760,
      },
    };
  return {
    title: { x: BASE_W / 2, y: 58, size: 46 },
    back: { x: 150, y: 58 },
    stats: { x: BASE_W - 330, y: 58, w: 190 },
    settings: { x: BASE_W - 130, y: 58, w: 170 },
    panel: { x: 80, y: 112, w: 1440, h: 680 },
    rowH: 92,
    perPage: 7,
    stack: false,
    grid: false,
    textW: 660,
    imp: { x: 200, y: 846 },
    offer: { x: 480, y: 846 },
    status: { x: 780, y: 846, wrap: 700 },
    prev: { x: BASE_W - 390, y: 846 },
    pageText: { x: BASE_W - 260, y: 846 },
    next: { x: BASE_W - 130, y: 846 },
    finished: {
      main: { x: 884, w: 130 },
      review: { x: 1064, w: 200 },
      export: { x: 1244, w: 130 },
      del: { x: 1404, w: 150 },
      textW: 545,
    },
  };
}

/** The colour of each row status. */
export const STATUS_COLOR: Record<SaveRowView['status'], number> = {
  damaged: THEME.color.danger,
  finished: THEME.color.sageDark,
  'in-progress': THEME.color.adobe,
};
/** The label of each row status, in the current language. */
export const STATUS_LABEL = (): Record<SaveRowView['status'], string> => ({
  damaged: t('saves.damaged'),
  finished: t('saves.finished'),
  'in-progress': t('saves.inProgress'),
});

/** True for a finished game's row (it opens in the replay, and gets the turning points button). */
export function isFinishedRow(s: SaveSummary): boolean {
  try {
    return saveRow(s).main?.action === 'replay';
  } catch {
    return false;
  }
}
