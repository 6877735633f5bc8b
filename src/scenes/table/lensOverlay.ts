/** The bid lens's overlay: small bars per auction card, over the offer (wide table) or the city (phone). */
import Phaser from 'phaser';
import type { LensCard, LensNote, LensResult } from '../../cards/bots/lens';
import { t } from '../../i18n';
import { reasonCard } from '../../i18n/reasons';
import { THEME } from '../../ui/theme';
import { panel, text } from '../../ui/widgets';
import { BOARD, OFFER, tableMode } from './layout';

type Layer = Phaser.GameObjects.Container;

/** A row's bars: where they start from its left edge (after the bid's label), their width and the gap between. */
function bars(rowW: number, oneColumn: boolean): { dx: number; cell: number; gap: number } {
  if (!oneColumn) return { dx: 78, cell: 22, gap: 3 };
  // The landscape phone's lens is narrow: tighter bars leave its notes two lines at most.
  return rowW < 400 ? { dx: 60, cell: 14, gap: 2 } : { dx: 78, cell: 18, gap: 3 };
}

/** The one-line note of a card in the current language. */
export function lensNoteText(note: LensNote): string {
  if (note.kind === 'likelyNothing') return t('lens.nothing');
  const card = reasonCard(note.card);
  return note.orBetter ? t('lens.likelyBetter', { card }) : t('lens.likely', { card });
}

/** A card's note at `x`, wrapped to the row's right edge. */
function noteText(
  s: Phaser.Scene,
  c: LensCard,
  x: number,
  y: number,
  rowRight: number,
): Phaser.GameObjects.Text {
  return text(s, x, y, lensNoteText(c.note), {
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
  // The wide table shows the lens over the offer in two columns; a phone's offer is too small, so it covers the
  // city (out of use while bidding) in one column.
  const one = tableMode() !== 'wide';
  const R = one ? BOARD : OFFER;
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
  const hint = one
    ? text(s, R.x + 16, R.y + 36, t('lens.hint'), {
        size: 14,
        color: THEME.css.sand,
        origin: [0, 0],
        wrap: R.w - 32,
        align: 'left',
      })
    : text(s, R.x + 150, R.y + 18, t('lens.hint'), {
        size: 14,
        color: THEME.css.sand,
        origin: [0, 0.5],
        wrap: R.w - 170,
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
  if (!one) {
    const cols = r.cards.length > 5 ? 2 : 1;
    const perCol = Math.ceil(r.cards.length / cols);
    const colW = (R.w - 24) / cols;
    const top = R.y + 44;
    const rowH = Math.min(34, (R.h - 52) / Math.max(1, perCol));
    r.cards.forEach((c, i) => {
      const col = Math.floor(i / perCol);
      const row = i % perCol;
      drawRow(s, layer, c, R.x + 12 + col * colW, top + row * rowH, colW, rowH, row === 0);
    });
    return layer;
  }
  // One column: each row as tall as its note; the hint gives way when the rows need its room.
  const notes = r.cards.map((c) => drawNote(s, layer, c, R.x + 12, R.w - 24));
  const heights = notes.map((n) => Math.max(30, n.height + 6));
  const rows = heights.reduce((a, b) => a + b, 0);
  const labels = 16;
  const bottom = R.y + R.h - 8;
  const withHint = hint.y + hint.height + 6 + labels + rows <= bottom;
  if (!withHint) hint.destroy();
  let y = (withHint ? hint.y + hint.height + 6 : R.y + 36) + labels;
  r.cards.forEach((c, i) => {
    const h = heights[i] ?? 30;
    drawRow(s, layer, c, R.x + 12, y, R.w - 24, h, i === 0, notes[i]);
    y += h;
  });
  return layer;
}

/** The note of a one-column row, laid out right of the bars (placed by drawRow). */
function drawNote(s: Phaser.Scene, layer: Layer, c: LensCard, x: number, w: number): Phaser.GameObjects.Text {
  const b = bars(w, true);
  const note = noteText(s, c, x + b.dx + c.places.length * (b.cell + b.gap) + 10, 0, x + w);
  layer.add(note);
  return note;
}

/** One card's row: its bid, a bar per place (labelled on the first row) and its note. */
function drawRow(
  s: Phaser.Scene,
  layer: Layer,
  c: LensCard,
  x: number,
  y: number,
  w: number,
  h: number,
  first: boolean,
  note?: Phaser.GameObjects.Text,
): void {
  const mid = y + h / 2;
  layer.add(
    text(s, x + 4, mid, t('lens.bid', { value: c.value }), {
      size: 15,
      bold: true,
      color: THEME.css.cream,
      origin: [0, 0.5],
    }),
  );
  const { dx, cell, gap } = bars(w, note !== undefined);
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
    if (first)
      layer.add(
        text(s, cx + cell / 2, y - 4, t('lens.place', { n: k + 1 }), { size: 12, color: THEME.css.muted }),
      );
  });
  if (note) {
    note.setY(mid);
    return;
  }
  layer.add(noteText(s, c, bx + c.places.length * (cell + gap) + 10, mid, x + w));
}
