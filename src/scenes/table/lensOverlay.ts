/** The bid lens's overlay: a bar with its figure per place and auction card, over the city (lensLayout.ts). */
import Phaser from 'phaser';
import type { LensCard, LensResult } from '../../cards/bots/lens';
import { formatNumber, t } from '../../i18n';
import { THEME } from '../../ui/theme';
import { panel, text } from '../../ui/widgets';
import { lensLayout } from './lensLayout';
import type { LensLayout } from './lensLayout';
import { lensNoteText } from './lensText';

type Layer = Phaser.GameObjects.Container;

/** A card's note at `x`, wrapped to the row's right edge. */
function noteText(
  s: Phaser.Scene,
  words: string,
  x: number,
  y: number,
  rowRight: number,
): Phaser.GameObjects.Text {
  return text(s, x, y, words, {
    size: 14,
    color: THEME.css.sand,
    origin: [0, 0.5],
    align: 'left',
    wrap: Math.max(80, rowRight - x - 8),
  });
}

/**
 * The overlay for `result` (or a waiting / failed line while it is null), built in a new container; pressing its
 * panel calls `onPress`.
 */
export function lensOverlay(
  s: Phaser.Scene,
  result: LensResult | null,
  failed: boolean,
  onPress: () => void,
): Layer {
  const r = result;
  const layer = s.add.container(0, 0).setDepth(39);
  // Over the city, out of use while bidding: the offer row its notes name and the bid buttons stay in view.
  const L = lensLayout();
  const R = L.rect;
  const bg = panel(s, R.x + R.w / 2, R.y + R.h / 2, R.w, R.h, { style: 'dark', radius: 14 });
  bg.setInteractive().on(Phaser.Input.Events.GAMEOBJECT_POINTER_DOWN, onPress);
  layer.add(bg);
  layer.add(
    text(s, R.x + 16, R.y + 18, t('lens.title'), {
      font: 'display',
      size: 20,
      bold: true,
      color: THEME.css.gold,
      origin: [0, 0.5],
    }),
  );
  const hint = text(s, R.x + 16, R.y + 36, t('lens.hint'), {
    size: 14,
    color: THEME.css.sand,
    origin: [0, 0],
    wrap: R.w - 32,
    align: 'left',
  });
  layer.add(hint);
  if (!r) {
    layer.add(
      text(s, R.x + R.w / 2, R.y + R.h / 2, t(failed ? 'lens.failed' : 'lens.thinking'), {
        size: 18,
        color: THEME.css.cream,
      }),
    );
    return layer;
  }
  // One column of rows. A note is written once for a run of rows that share it, beside the whole run with a line
  // along it; a run is as tall as its note needs. The hint gives way when the rows need its room.
  const runs: { from: number; to: number; note: Phaser.GameObjects.Text }[] = [];
  r.cards.forEach((c, i) => {
    const last = runs[runs.length - 1];
    const words = lensNoteText(c.note);
    if (last && last.note.text === words) last.to = i;
    else runs.push({ from: i, to: i, note: drawNote(s, layer, c, R.x + 12, R.w - 24, L, words) });
  });
  const heights = r.cards.map(() => 30);
  for (const run of runs) {
    const n = run.to - run.from + 1;
    const each = Math.max(30, Math.ceil((run.note.height + 6) / n));
    for (let k = run.from; k <= run.to; k++) heights[k] = each;
  }
  const rows = heights.reduce((a, b) => a + b, 0);
  const labels = 16;
  const bottom = R.y + R.h - 8;
  const withHint = hint.y + hint.height + 6 + labels + rows <= bottom;
  if (!withHint) hint.destroy();
  const top = (withHint ? hint.y + hint.height + 6 : R.y + 36) + labels;
  const tops: number[] = [];
  let y = top;
  r.cards.forEach((c, i) => {
    const h = heights[i] ?? 30;
    tops.push(y);
    drawRow(s, layer, c, { x: R.x + 12, y, w: R.w - 24, h }, i === 0, L);
    y += h;
  });
  const g = s.add.graphics();
  layer.add(g);
  for (const run of runs) {
    const y0 = tops[run.from] ?? top;
    const y1 = (tops[run.to] ?? top) + (heights[run.to] ?? 30);
    run.note.setY((y0 + y1) / 2);
    if (run.to > run.from)
      g.lineStyle(2, THEME.color.gold, 0.6).lineBetween(run.note.x - 5, y0 + 4, run.note.x - 5, y1 - 4);
  }
  return layer;
}

/** The note of a one-column row, laid out right of the bars (placed by drawRow). */
function drawNote(
  s: Phaser.Scene,
  layer: Layer,
  c: LensCard,
  x: number,
  w: number,
  L: LensLayout,
  words: string,
): Phaser.GameObjects.Text {
  const note = noteText(s, words, x + L.dx + c.places.length * (L.cell + L.gap) + 10, 0, x + w);
  layer.add(note);
  return note;
}

/** One card's row: its bid, a bar per place with its chance in per cent (places labelled on the first row), its note. */
function drawRow(
  s: Phaser.Scene,
  layer: Layer,
  c: LensCard,
  row: { x: number; y: number; w: number; h: number },
  first: boolean,
  L: LensLayout,
): void {
  const { x, y, h } = row;
  const mid = y + h / 2;
  layer.add(
    text(s, x + 4, mid, t('lens.bid', { value: c.value }), {
      size: 15,
      bold: true,
      color: THEME.css.cream,
      origin: [0, 0.5],
    }),
  );
  const { dx, cell, gap } = L;
  const bx = x + dx;
  const g = s.add.graphics();
  layer.add(g);
  const barMax = h - 8;
  c.places.forEach((p, k) => {
    const cx = bx + k * (cell + gap);
    g.fillStyle(0x000000, 0.35).fillRect(cx, y + 4, cell, barMax);
    const bh = Math.max(p > 0 ? 1 : 0, Math.round(p * barMax));
    g.fillStyle(k === 0 ? THEME.color.gold : THEME.color.adobe, 1).fillRect(
      cx,
      y + 4 + barMax - bh,
      cell,
      bh,
    );
    layer.add(
      text(s, cx + cell / 2, mid, formatNumber(Math.round(p * 100)), {
        size: L.figureSize,
        bold: true,
        color: THEME.css.cream,
        stroke: { color: '#1a120a', width: 3 },
      }),
    );
    if (first)
      layer.add(
        text(s, cx + cell / 2, y - 4, t('lens.place', { n: k + 1 }), { size: 12, color: THEME.css.muted }),
      );
  });
}
