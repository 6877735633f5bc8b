/**
 * The board game's table on a phone, in design pixels of a layout of its own (not the 1600x900 table shrunk):
 * upright, a 480x1040 column with the status and menu on top, a row of page tabs, the page (the town with the
 * tracks, the characters with the action path, the players, or the log) and the prompt bar at the bottom; in
 * landscape, a 960x440 strip with the town on the left and the tabs, the page and the prompt bar on the right. The
 * town is seen through a window the player pinches and drags (a `View` of ui/gesture.ts, zoom 1 showing it whole).
 */
import { SIZE, SPACES } from '../../board/engine';
import type { Design } from '../layoutMode';
import { clampView, type View } from '../gesture';
import { HOLDINGS, VP_SLOTS, boardLayout } from './boardLayout';
import type { BoardLayout, DisplaySlot, Holding, Rect, SeatPanel } from './boardLayout';

/** The two phone layouts. */
export type PhoneMode = 'portrait' | 'short';

/** A page of the phone table. */
export type PhonePage = 'town' | 'path' | 'people' | 'players' | 'log' | 'menu';

/**
 * The phone designs. Upright, 480 design px fill 390 CSS px (0.8125), so text 15, labels 18 and targets 56 are at
 * least 12, 14 and 44 CSS px; in landscape 440 design px fill 360 CSS px (0.77 at 740x360): 16, 19 and 58.
 */
export const PHONE_DESIGNS: Readonly<Record<PhoneMode, Design>> = {
  portrait: { mode: 'portrait', w: 480, h: 1040, minText: 15, minLabel: 18, minTarget: 56 },
  short: { mode: 'short', w: 960, h: 440, minText: 16, minLabel: 19, minTarget: 58 },
};

/** The pages each mode has tabs for (in landscape the town is always shown). */
export const PHONE_PAGES: Readonly<Record<PhoneMode, readonly PhonePage[]>> = {
  portrait: ['town', 'path', 'players', 'log'],
  short: ['path', 'people', 'players', 'log', 'menu'],
};

/** The most answer buttons the phone's prompt bar shows at once (a longer list is paged). */
export const PHONE_BUTTONS: Readonly<Record<PhoneMode, number>> = { portrait: 6, short: 4 };

/** The most the town zooms in, over the zoom that shows it whole. */
export const TOWN_MAX_ZOOM = 3;

/** What one page of the phone table draws, beside the prompt bar and the tabs. */
export interface PhoneShows {
  town: boolean;
  path: boolean;
  characters: boolean;
  tracks: boolean;
  vp: boolean;
  seats: boolean;
  log: boolean;
}

/** The phone table: the board layout's places for what the page shows, and the phone's own frame. */
export interface BoardPhoneLayout extends BoardLayout {
  mode: PhoneMode;
  design: Design;
  page: PhonePage;
  shows: PhoneShows;
  /** One tab per page, in order. */
  tabs: { page: PhonePage; rect: Rect }[];
  /** The button to the main menu (upright in the top bar; in landscape on the Menu page, else null). */
  menu: Rect | null;
  /** The rules button (upright in the top bar; in landscape on the Menu page beside the main menu, else null). */
  rules: Rect | null;
  /** The window the town is seen through (the town is clipped to it). */
  townWindow: Rect;
  /** The town view, clamped (zoom 1: the whole town). */
  townView: View;
}

const M = 8;
const GAP = 8;
/** The gap between two targets: 8 CSS px at the smaller scale of the two designs (0.77). */
const TGAP = 11;
const LABEL = 22;
/** A character card's height in landscape. */
const CARD_H = 61;
const rect = (x: number, y: number, w: number, h: number): Rect => ({ x, y, w, h });

/** n rectangles side by side filling `r` with `gap` between them. */
function row(r: Rect, n: number, gap: number): Rect[] {
  const w = (r.w - gap * (n - 1)) / n;
  return Array.from({ length: n }, (_, i) => rect(r.x + i * (w + gap), r.y, w, r.h));
}

/** Rows stacked down from `y` inside width `r`, with `gap` between them. */
function stack(x: number, y: number, w: number, heights: readonly number[], gap: number): Rect[] {
  let at = y;
  return heights.map((h) => {
    const r = rect(x, at, w, h);
    at += h + gap;
    return r;
  });
}

/** A seat panel in `panel`: a name bar, then the holdings in a 3x3 grid. */
function seatPanel(panel: Rect): SeatPanel {
  const nameH = 28;
  const cw = panel.w / 3;
  const ch = (panel.h - nameH) / 3;
  const fields = Object.fromEntries(
    HOLDINGS.map((k, j) => [
      k,
      rect(panel.x + (j % 3) * cw, panel.y + nameH + Math.floor(j / 3) * ch, cw, ch),
    ]),
  ) as Record<Holding, Rect>;
  return { panel, name: rect(panel.x, panel.y, panel.w, nameH), fields };
}

/** The path's spaces and display slots laid out in rows; `rows` lists the space ids of each row. */
function pathRows(
  rows: readonly (readonly string[])[],
  boxes: readonly Rect[],
): { spaces: Map<string, Rect>; display: DisplaySlot[] } {
  const spaces = new Map<string, Rect>();
  const display: DisplaySlot[] = [];
  rows.forEach((ids, i) => {
    const band = boxes[i] as Rect;
    row(band, ids.length, TGAP).forEach((box, j) => {
      const id = ids[j] as string;
      spaces.set(id, box);
      if (!id.startsWith('bld')) return;
      const price = Math.min(22, box.h * 0.22);
      const tile = box.h * 0.42;
      display.push({
        space: box,
        price: rect(box.x, box.y, box.w, price),
        tile: rect(box.x + 2, box.y + price + 2, box.w - 4, tile),
        cowboys: rect(box.x, box.y + price + tile + 4, box.w, box.h - price - tile - 4),
      });
    });
  });
  return { spaces, display };
}

/** Slots along a track after a caption of a quarter of its width. */
function trackSlots(track: Rect, n: number): Rect[] {
  const cap = track.w / 4;
  return row(rect(track.x + cap, track.y, track.w - cap, track.h), n, 4);
}

/** The phone frame of a mode: where the town, the tabs, the page and the prompt bar go. */
interface Frame {
  townWindow: Rect;
  tabs: Rect;
  menu: Rect | null;
  rules: Rect | null;
  status: Rect;
  page: Rect;
  prompt: Rect;
  question: Rect;
  buttons: Rect[];
}

function frameOf(mode: PhoneMode, page: PhonePage): Frame {
  if (mode === 'portrait') {
    const W = 480 - 2 * M;
    const prompt = rect(M, 840, W, 192);
    const buttons = [0, 1].flatMap((r) => row(rect(M + 8, 906 + r * 66, W - 16, 56), 3, TGAP));
    return {
      townWindow: rect(M, 142, W, W),
      status: rect(M, M, 248, 56),
      rules: rect(267, M, 97, 56),
      menu: rect(375, M, 97, 56),
      tabs: rect(M, 75, W, 56),
      page: rect(M, 142, W, 832 - 142),
      prompt,
      question: rect(M + 8, 844, W - 16, 60),
      buttons,
    };
  }
  const X = 444;
  const W = 960 - M - X;
  const prompt = rect(X, 316, W, 440 - M - 316);
  // The Menu page: the rules and the way to the main menu, one above the other in the page's middle.
  const [rules, menu] = stack(X + W / 2 - 160, 100 + 24, 320, [64, 64], 24) as [Rect, Rect];
  return {
    townWindow: rect(M, M, 440 - 2 * M, 440 - 2 * M),
    tabs: rect(X, M, W, 58),
    menu: page === 'menu' ? menu : null,
    rules: page === 'menu' ? rules : null,
    status: rect(X, 72, W, 24),
    page: rect(X, 100, W, 208),
    prompt,
    question: rect(X + 8, 318, W - 16, 42),
    buttons: row(rect(X + 8, 364, W - 16, 58), 4, TGAP),
  };
}

/** What each page draws. */
function showsOf(mode: PhoneMode, page: PhonePage): PhoneShows {
  const on = (...what: (keyof PhoneShows)[]): PhoneShows => ({
    town: mode === 'short' || what.includes('town'),
    path: what.includes('path'),
    characters: what.includes('characters'),
    tracks: what.includes('tracks'),
    vp: what.includes('vp'),
    seats: what.includes('seats'),
    log: what.includes('log'),
  });
  if (page === 'town') return on('town', 'tracks', 'vp');
  if (page === 'path') return mode === 'portrait' ? on('characters', 'path') : on('path');
  if (page === 'people') return on('characters', 'tracks');
  if (page === 'players') return on('seats');
  if (page === 'menu') return on();
  return mode === 'portrait' ? on('log') : on('log', 'vp');
}

/** The page a mode shows when asked for `page` (a page the mode has no tab for falls back to its first). */
export function phonePage(mode: PhoneMode, page: PhonePage): PhonePage {
  if (PHONE_PAGES[mode].includes(page)) return page;
  if (page === 'people') return 'path';
  return PHONE_PAGES[mode][0] as PhonePage;
}

/** The side of the whole town (labels and parcels) at zoom 1 in a window of side `side`. */
function townCell(side: number): number {
  return (side - LABEL) / SIZE;
}

/** A town view kept inside the town and between zoom 1 and `TOWN_MAX_ZOOM`; null for the whole town. */
export function clampTownView(mode: PhoneMode, v: View | null): View {
  const win = frameOf(mode, 'town').townWindow;
  const whole = { zoom: 1, cx: win.w / 2, cy: win.h / 2 };
  if (!v) return whole;
  const c = clampView(v, rect(0, 0, win.w, win.h), win.w, win.h, 1, TOWN_MAX_ZOOM);
  return c.zoom <= 1.02 ? whole : c;
}

/**
 * A town view of mode `from` as mode `to` sees it (a phone turned round): the same point of the town in the window's
 * middle at the same zoom, clamped to the new window; null (the whole town) stays null.
 */
export function carryTownView(from: PhoneMode, to: PhoneMode, v: View | null): View | null {
  if (!v) return null;
  const a = frameOf(from, 'town').townWindow.w;
  const b = frameOf(to, 'town').townWindow.w;
  // The labels keep their width at zoom 1; the grid after them is scaled from one window to the other.
  const k = (b - LABEL) / (a - LABEL);
  const map = (x: number): number => (x <= LABEL ? x : LABEL + (x - LABEL) * k);
  return clampTownView(to, { zoom: v.zoom, cx: map(v.cx), cy: map(v.cy) });
}

/**
 * The phone table for a mode, `players` seats (2..6), `characterCount` cards, the page shown and the town view
 * (null: the whole town). Everything a player taps is at least the design's `minTarget` each way.
 */
export function boardPhoneLayout(
  mode: PhoneMode,
  players: number,
  characterCount: number,
  page: PhonePage,
  town: View | null = null,
): BoardPhoneLayout {
  const shown = phonePage(mode, page);
  const design = PHONE_DESIGNS[mode];
  const f = frameOf(mode, shown);
  const win = f.townWindow;
  const view = clampTownView(mode, town);
  const z = view.zoom;
  const cell = townCell(win.w) * z;
  // The town's world is the window at zoom 1: a world point (wx, wy) is drawn at the window's centre plus its offset.
  const sx = (wx: number): number => win.x + win.w / 2 + (wx - view.cx) * z;
  const sy = (wy: number): number => win.y + win.h / 2 + (wy - view.cy) * z;
  const gridX = sx(LABEL);
  const gridY = sy(LABEL);
  const base = boardLayout(1600, 900, players, characterCount);
  const p = f.page;

  const pathIds = [
    SPACES.slice(0, 4),
    SPACES.slice(4, 11),
    SPACES.slice(11, 14),
    SPACES.slice(14, 18),
    SPACES.slice(18),
  ];
  let characters: Rect[];
  let path: { spaces: Map<string, Rect>; display: DisplaySlot[] };
  const n = Math.max(1, characterCount);
  if (mode === 'portrait') {
    const cards = stack(p.x, p.y, p.w, [80, 80], TGAP).flatMap((band) => row(band, 4, TGAP));
    characters = cards.slice(0, n);
    path = pathRows(pathIds, stack(p.x, p.y + 182, p.w, [64, 110, 64, 64, 64], TGAP));
  } else {
    // The cards take the page's height but for the three tracks below them (22 each, 2 apart, 5 under the cards).
    const cards = stack(p.x, p.y, p.w, [CARD_H, CARD_H], TGAP).flatMap((band) => row(band, 4, TGAP));
    characters = cards.slice(0, n);
    const rows = [
      [...(pathIds[0] ?? []), ...(pathIds[2] ?? [])],
      pathIds[1] ?? [],
      [...(pathIds[3] ?? []), ...(pathIds[4] ?? [])],
    ];
    path = pathRows(rows, stack(p.x, p.y, p.w, [58, 70, 58], TGAP));
  }

  let turnTrack: Rect, passTrack: Rect, roundTrack: Rect, vpTrack: Rect;
  if (mode === 'portrait') {
    [turnTrack, passTrack, roundTrack, vpTrack] = stack(
      p.x,
      win.y + win.h + GAP,
      p.w,
      [38, 38, 38, 72],
      GAP,
    ) as [Rect, Rect, Rect, Rect];
  } else {
    [turnTrack, passTrack, roundTrack] = stack(p.x, p.y + 2 * CARD_H + TGAP + 5, p.w, [22, 22, 22], 2) as [
      Rect,
      Rect,
      Rect,
    ];
    vpTrack = rect(p.x, p.y, p.w, 58);
  }
  const vpW = vpTrack.w / (VP_SLOTS / 2);
  const vpSlots = Array.from({ length: VP_SLOTS }, (_, v) =>
    rect(vpTrack.x + (v % 25) * vpW, vpTrack.y + Math.floor(v / 25) * (vpTrack.h / 2), vpW, vpTrack.h / 2),
  );
  // Five or six seats take one more column, so every panel keeps its height on the page.
  const cols = (mode === 'portrait' ? 1 : 2) + (players > (mode === 'portrait' ? 5 : 4) ? 1 : 0);
  const seatH = mode === 'portrait' ? 124 : 100;
  const seatW = (p.w - GAP * (cols - 1)) / cols;
  const seats = Array.from({ length: players }, (_, i) =>
    seatPanel(
      rect(p.x + (i % cols) * (seatW + GAP), p.y + Math.floor(i / cols) * (seatH + GAP), seatW, seatH),
    ),
  );
  const log = mode === 'portrait' ? p : rect(p.x, p.y + 66, p.w, p.h - 66);

  const turnSlots = trackSlots(turnTrack, players);
  const passSlots = trackSlots(passTrack, players);
  const roundSlots = trackSlots(roundTrack, 4);
  const at = <T>(list: readonly T[], i: number, what: string): T => {
    const v = list[i];
    if (v === undefined) throw new Error(`boardPhoneLayout: no ${what} ${i}`);
    return v;
  };
  const parcelRect = (q: number): Rect =>
    rect(gridX + (q % SIZE) * cell, gridY + Math.floor(q / SIZE) * cell, cell, cell);
  const townRect = rect(sx(0), sy(0), LABEL * z + SIZE * cell, LABEL * z + SIZE * cell);
  // The road lines and their hit test scale with the town: the desktop layout's lines mapped onto this grid.
  const b0 = base.parcelRect(0);
  const k = cell / base.cell;
  const mapX = (x: number): number => gridX + (x - b0.x) * k;
  const mapY = (y: number): number => gridY + (y - b0.y) * k;
  const tabs = row(f.tabs, PHONE_PAGES[mode].length, TGAP).map((r, i) => ({
    page: PHONE_PAGES[mode][i] as PhonePage,
    rect: r,
  }));
  return {
    ...base,
    width: design.w,
    height: design.h,
    scale: 1,
    town: townRect,
    cell,
    parcelRect,
    colLabel: (d) => rect(gridX + d * cell, gridY - LABEL * z, cell, LABEL * z),
    rowLabel: (d) => rect(gridX - LABEL * z, gridY + d * cell, LABEL * z, cell),
    roadLine: (seg) => {
      const l = base.roadLine(seg);
      return { x1: mapX(l.x1), y1: mapY(l.y1), x2: mapX(l.x2), y2: mapY(l.y2) };
    },
    roadNear: (x, y) => base.roadNear(b0.x + (x - gridX) / k, b0.y + (y - gridY) / k),
    space: (id) => {
      const r = path.spaces.get(id);
      if (!r) throw new Error(`boardPhoneLayout: no space ${id}`);
      return r;
    },
    display: path.display,
    spotRect: (spot) => {
      const rest = spot.slice(2);
      if (spot.startsWith('s:')) return path.spaces.get(rest) ?? null;
      if (!/^[pb]:\d+$/.test(spot)) return null;
      const q = Number(rest);
      return q >= 0 && q < SIZE * SIZE ? parcelRect(q) : null;
    },
    characters,
    roundTrack,
    roundSlot: (r) => at(roundSlots, r - 1, 'round'),
    vpTrack,
    vpSlot: (vp) => at(vpSlots, ((Math.floor(vp) % VP_SLOTS) + VP_SLOTS) % VP_SLOTS, 'VP slot'),
    turnTrack,
    turnSlot: (i) => at(turnSlots, i, 'turn slot'),
    passTrack,
    passSlot: (i) => at(passSlots, i, 'pass slot'),
    status: f.status,
    seats,
    log,
    prompt: f.prompt,
    question: f.question,
    buttons: (count) => f.buttons.slice(0, Math.max(0, count)),
    mode,
    design,
    page: shown,
    shows: showsOf(mode, shown),
    tabs,
    menu: f.menu,
    rules: f.rules,
    townWindow: win,
    townView: view,
  };
}
