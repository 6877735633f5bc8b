/**
 * Where the replay's own parts go in each layout mode. The table's parts (offer row, city board, seat panels) follow
 * the table's layout (table/layout.ts); on phones the replay borrows the table's two pages: the offer, the step
 * controls and the city on the first, the players and the whole log on the second.
 */
import type Phaser from 'phaser';
import type { GameView } from '../cards/engine';
import type { LayoutMode } from '../ui/layoutMode';
import { THEME, css } from '../ui/theme';
import { text } from '../ui/widgets';
import { ACTION, BOARD, LOG } from './table/layout';
import type { Rect } from './table/layout';
import type { LogLine } from '../ui/logText';

/** A place for a button: centre and width. */
export interface ButtonPlace {
  x: number;
  y: number;
  w: number;
}

/** A place for a text: anchor, origin and wrapping width. */
export interface TextPlace {
  x: number;
  y: number;
  origin: [number, number];
  wrap: number;
}

/** The replay's layout. */
export interface ReplayLayout {
  back: ButtonPlace;
  /** The title's left edge and the width it may take (it shrinks, or hides when it cannot be read). */
  title: { x: number; y: number; room: number };
  review: ButtonPlace;
  phase: TextPlace;
  counter: TextPlace;
  /** The "what happened" label over the log, or null when the phase line heads the log instead. */
  heading: { x: number; y: number } | null;
  /** The log beside the controls: its left edge, width, and the bottom its newest line rests on. */
  log: { x: number; w: number; bottom: number };
  /** The whole log on the players page (phones), or null. */
  fullLog: Rect | null;
  /** Step back, play, step on; then first, round back, round on, last. */
  controls: readonly ButtonPlace[];
  /** The height of the step buttons (phones raise it to their minimum target). */
  buttonH: number;
  bar: { x: number; y: number; w: number };
  /** The key hints' place, or null when the layout has no room for them. */
  keys: { x: number; y: number; wrap: number } | null;
  /** The turning points panel. */
  reviewRect: Rect;
  /** Where a replay that cannot be shown says why. */
  message: { x: number; y: number; wrap: number };
}

function row(cx: number, y: number, widths: readonly number[], gap: number): ButtonPlace[] {
  const total = widths.reduce((a, b) => a + b, 0) + gap * (widths.length - 1);
  let x = cx - total / 2;
  return widths.map((w) => {
    const b = { x: x + w / 2, y, w };
    x += w + gap;
    return b;
  });
}

/** The replay's layout for a mode; call after the table's layout was applied for the same mode. */
export function replayLayout(mode: LayoutMode): ReplayLayout {
  if (mode === 'portrait') {
    const cx = ACTION.x + ACTION.w / 2;
    const bottom = ACTION.y + ACTION.h;
    const r2 = bottom - 8 - 28;
    const r1 = r2 - 56 - 12;
    return {
      back: { x: 8 + 60, y: 32, w: 120 },
      title: { x: 140, y: 32, room: 124 },
      review: { x: 472 - 100, y: 32, w: 200 },
      counter: { x: 10, y: 100, origin: [0, 0.5], wrap: 316 },
      phase: { x: ACTION.x + 14, y: ACTION.y + 10, origin: [0, 0], wrap: ACTION.w - 28 },
      heading: null,
      log: { x: ACTION.x + 20, w: ACTION.w - 34, bottom: r1 - 28 - 30 },
      fullLog: { ...LOG },
      controls: [...row(cx, r1, [136, 150, 136], 14), ...row(cx, r2, [102, 102, 102, 102], 12)],
      buttonH: 56,
      bar: { x: ACTION.x + 20, y: r1 - 28 - 14, w: ACTION.w - 40 },
      keys: null,
      reviewRect: { x: ACTION.x, y: ACTION.y, w: ACTION.w, h: BOARD.y + BOARD.h - ACTION.y },
      message: { x: 240, y: 480, wrap: 440 },
    };
  }
  if (mode === 'short') {
    const cx = ACTION.x + ACTION.w / 2;
    const bottom = ACTION.y + ACTION.h;
    const r2 = bottom - 4 - 30;
    const r1 = r2 - 60 - 12;
    return {
      back: { x: 8 + 60, y: 32, w: 120 },
      title: { x: 140, y: 32, room: 100 },
      review: { x: 250 + 95, y: 32, w: 190 },
      counter: { x: 952, y: 32, origin: [1, 0.5], wrap: 340 },
      phase: { x: ACTION.x + 14, y: ACTION.y + 8, origin: [0, 0], wrap: ACTION.w - 28 },
      heading: null,
      log: { x: ACTION.x + 20, w: ACTION.w - 34, bottom: r1 - 30 - 26 },
      fullLog: { ...LOG },
      controls: [...row(cx, r1, [170, 190, 170], 12), ...row(cx, r2, [132, 132, 132, 132], 12)],
      buttonH: 60,
      bar: { x: ACTION.x + 20, y: r1 - 30 - 10, w: ACTION.w - 40 },
      keys: null,
      reviewRect: { x: BOARD.x, y: BOARD.y, w: ACTION.x + ACTION.w - BOARD.x, h: BOARD.h },
      message: { x: 480, y: 220, wrap: 900 },
    };
  }
  const cx = LOG.x + LOG.w / 2;
  return {
    back: { x: 76, y: 28, w: 120 },
    title: { x: 156, y: 28, room: 100 },
    review: { x: 360, y: 28, w: 190 },
    phase: { x: 800, y: 28, origin: [0.5, 0.5], wrap: 0 },
    counter: { x: 1580, y: 28, origin: [1, 0.5], wrap: 0 },
    heading: { x: ACTION.x + 14, y: ACTION.y + 16 },
    log: { x: ACTION.x + 20, w: ACTION.w - 34, bottom: ACTION.y + ACTION.h - 12 },
    fullLog: null,
    controls: [
      ...row(cx, LOG.y + 54, [150, 170, 150], 30),
      ...row(cx, LOG.y + 124, [122, 122, 122, 122], 12),
    ],
    buttonH: 52,
    bar: { x: LOG.x + 20, y: LOG.y + 190, w: LOG.w - 40 },
    keys: { x: cx, y: LOG.y + LOG.h - 40, wrap: LOG.w - 30 },
    reviewRect: { ...BOARD },
    message: { x: 800, y: 450, wrap: 1000 },
  };
}

/**
 * Draws the log's newest lines up to step `at` into `into`, the newest at the bottom of the area, as many as fit (at
 * most `max`); the lines of step `at` itself are bold and marked in the seat's colour.
 */
export function drawLogLines(
  scene: Phaser.Scene,
  into: Phaser.GameObjects.Container,
  view: GameView,
  lines: (step: number) => LogLine[],
  at: number,
  area: { x: number; w: number; top: number; bottom: number },
  max: number,
): void {
  const shown: { line: LogLine; now: boolean }[] = [];
  for (let k = at; k >= 0 && shown.length < max; k--) {
    const ls = lines(k);
    for (let j = ls.length - 1; j >= 0 && shown.length < max; j--)
      shown.unshift({ line: ls[j] as LogLine, now: k === at });
  }
  let y = area.bottom;
  for (const { line, now } of shown.reverse()) {
    const suit = line.seat >= 0 ? view.setup.seats[line.seat]?.suit : undefined;
    const color = now ? THEME.css.gold : line.heading ? css(THEME.color.sandDark) : THEME.css.muted;
    const t = text(scene, area.x, y, line.text, {
      size: 15,
      bold: now || line.heading === true,
      color,
      origin: [0, 1],
      wrap: area.w,
      align: 'left',
    });
    if (y - t.height < area.top) {
      t.destroy();
      break;
    }
    into.add(t);
    if (now) {
      const g = scene.add.graphics();
      g.fillStyle(suit ? THEME.suit[suit] : THEME.color.gold, 1).fillRect(
        area.x - 12,
        y - t.height + 2,
        4,
        t.height - 4,
      );
      into.add(g);
    }
    y -= t.height + 4;
  }
}
