/** The daily-deal screen's layout in each layout mode. */
import type { LayoutMode } from '../ui/layoutMode';

/** A point on the design canvas. */
interface Spot {
  x: number;
  y: number;
}

/** Where the daily screen's parts go in a layout. */
export interface DailyLayout {
  title: Spot;
  back: Spot;
  info: { x: number; y: number; w: number; h: number };
  deal: Spot;
  code: Spot;
  intro: { x: number; y: number; wrap: number } | null;
  best: Spot;
  streak: Spot;
  play: Spot & { w: number };
  copy: Spot & { w: number };
  field: Spot & { w: number };
  open: Spot & { w: number };
  today: Spot & { w: number };
  list: { x: number; y: number; w: number; h: number; row: number; rows: number };
}

/** The info panel's column, centred on x: deal, code, best, streak, play and copy by their y; the buttons' width. */
function infoColumn(
  x: number,
  [deal, code, best, streak, play, copy]: readonly [number, number, number, number, number, number],
  buttonW: number,
): Pick<DailyLayout, 'deal' | 'code' | 'best' | 'streak' | 'play' | 'copy'> {
  return {
    deal: { x, y: deal },
    code: { x, y: code },
    best: { x, y: best },
    streak: { x, y: streak },
    play: { x, y: play, w: buttonW },
    copy: { x, y: copy, w: buttonW },
  };
}

/** The positions of the daily screen's parts in each layout. */
export function dailyLayout(mode: LayoutMode): DailyLayout {
  if (mode === 'portrait')
    return {
      title: { x: 290, y: 44 },
      back: { x: 68, y: 44 },
      info: { x: 240, y: 382, w: 464, h: 540 },
      ...infoColumn(240, [146, 186, 298, 330, 394, 464], 420),
      intro: { x: 240, y: 236, wrap: 430 },
      field: { x: 140, y: 534, w: 220 },
      open: { x: 360, y: 534, w: 200 },
      today: { x: 240, y: 604, w: 420 },
      list: { x: 240, y: 800, w: 464, h: 280, row: 46, rows: 4 },
    };
  if (mode === 'short')
    return {
      title: { x: 480, y: 34 },
      back: { x: 70, y: 34 },
      info: { x: 250, y: 246, w: 480, h: 380 },
      ...infoColumn(250, [90, 124, 158, 190, 250, 320], 420),
      intro: null,
      field: { x: 150, y: 392, w: 220 },
      open: { x: 370, y: 392, w: 200 },
      today: { x: 720, y: 392, w: 400 },
      list: { x: 720, y: 206, w: 460, h: 300, row: 42, rows: 5 },
    };
  return {
    title: { x: 800, y: 58 },
    back: { x: 150, y: 58 },
    info: { x: 520, y: 480, w: 780, h: 700 },
    ...infoColumn(520, [180, 226, 366, 408, 490, 574], 380),
    intro: { x: 520, y: 290, wrap: 680 },
    field: { x: 420, y: 664, w: 260 },
    open: { x: 660, y: 664, w: 200 },
    today: { x: 520, y: 754, w: 380 },
    list: { x: 1200, y: 480, w: 560, h: 700, row: 52, rows: 10 },
  };
}
