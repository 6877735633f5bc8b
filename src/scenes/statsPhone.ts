/** Statistics on a phone: one card per seat setup (its name, then played, won, win rate, best and average). */
import type Phaser from 'phaser';
import { statRowLabel } from '../app/stats';
import type { StatRow } from '../app/stats';
import { formatNumber, formatPercent, t } from '../i18n';
import type { LayoutMode } from '../ui/layoutMode';
import { THEME } from '../ui/theme';
import { text } from '../ui/widgets';

/** Where a phone layout puts the statistics' parts. */
export interface StatsPhoneLayout {
  title: { x: number; y: number; room: number };
  back: { x: number; y: number };
  saves: { x: number; y: number; w: number };
  panel: { x: number; y: number; w: number; h: number };
  summaryY: number;
  /** The top left corner of card i (cards beyond `cards` are counted in a line under them). */
  card: (i: number) => { x: number; y: number };
  cardW: number;
  cardH: number;
  cards: number;
  moreY: number;
  footY: number;
}

/** The phone layouts of the statistics (null for the wide one, which keeps its table). */
export function statsPhoneLayout(mode: LayoutMode): StatsPhoneLayout | null {
  if (mode === 'portrait')
    return {
      title: { x: 308, y: 40, room: 320 },
      back: { x: 68, y: 40 },
      saves: { x: 240, y: 912, w: 280 },
      panel: { x: 4, y: 80, w: 472, h: 780 },
      summaryY: 118,
      card: (i) => ({ x: 20, y: 140 + i * 156 }),
      cardW: 440,
      cardH: 150,
      cards: 4,
      moreY: 776,
      footY: 822,
    };
  if (mode === 'short')
    return {
      title: { x: 440, y: 34, room: 420 },
      back: { x: 70, y: 34 },
      saves: { x: 836, y: 34, w: 230 },
      panel: { x: 4, y: 72, w: 952, h: 364 },
      summaryY: 100,
      card: (i) => ({ x: 20 + i * 468, y: 118 }),
      cardW: 452,
      cardH: 150,
      cards: 2,
      moreY: 288,
      footY: 342,
    };
  return null;
}

/** A setup's figures as shown, in column order: played, won, win rate, best, average (each with its heading). */
export function statCells(r: StatRow): [string, string][] {
  return [
    [t('stats.colPlayed'), formatNumber(r.played)],
    [t('stats.colWon'), r.won === null ? '—' : formatNumber(r.won)],
    [t('stats.colRate'), r.won === null ? '—' : formatPercent(r.won / r.played)],
    [t('stats.colBest'), formatNumber(r.best)],
    [t('stats.colAverage'), formatNumber(r.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })],
  ];
}

/** Draws the phone statistics cards, the line counting the setups left out and the footnote into `c`. */
export function drawStatsCards(
  scene: Phaser.Scene,
  c: Phaser.GameObjects.Container,
  rows: readonly StatRow[],
  L: StatsPhoneLayout,
): void {
  const cellW = L.cardW / 3;
  rows.slice(0, L.cards).forEach((r, i) => {
    const { x, y } = L.card(i);
    const bg = scene.add.graphics();
    bg.fillStyle(THEME.color.sandDark, 0.22).fillRoundedRect(x, y, L.cardW, L.cardH, 10);
    // The setup's name takes up to two lines (a long mixed table), then shrinks.
    const label = text(scene, x + 12, y + 8, statRowLabel(r), {
      size: 18,
      bold: true,
      origin: [0, 0],
      align: 'left',
      wrap: L.cardW - 24,
    });
    const lines = label.getWrappedText().length;
    if (lines > 2) label.setScale(2 / lines);
    c.add([bg, label]);
    const cells = statCells(r);
    cells.forEach(([head, figure], j) => {
      const cx = x + cellW * (j % 3) + cellW / 2;
      const cy = y + 66 + Math.floor(j / 3) * 44;
      const h = text(scene, cx, cy, head, { size: 13, color: THEME.css.inkSoft });
      if (h.width > cellW - 8) h.setScale((cellW - 8) / h.width);
      c.add([h, text(scene, cx, cy + 20, figure, { font: 'figure', size: 20, bold: true })]);
    });
  });
  const cx = L.panel.x + L.panel.w / 2;
  if (rows.length > L.cards)
    c.add(
      text(scene, cx, L.moreY, t('stats.more', { count: rows.length - L.cards }), {
        size: 16,
        italic: true,
        color: THEME.css.inkSoft,
      }),
    );
  c.add(
    text(scene, cx, L.footY, t('stats.footnote'), {
      size: 14,
      italic: true,
      color: THEME.css.inkSoft,
      wrap: L.panel.w - 40,
    }),
  );
}
