/**
 * Statistics (key 'stats'): games played and won, best and average score, per seat setup, from the finished saves; a
 * table on a wide screen, cards on a phone (statsPhone.ts).
 */
import { appOf } from './appOf';
import Phaser from 'phaser';
import { overallStats, statRowLabel } from '../app/stats';
import type { StatRow } from '../app/stats';
import { BASE_W, THEME } from '../ui/theme';
import { layoutOf } from '../ui/layoutMode';
import { KeyboardNav, button, fitWidth, panel, text } from '../ui/widgets';
import { SCENES, backdrop, fadeIn, goTo } from './common';
import { t } from '../i18n';
import { drawStatsCards, statCells, statsPhoneLayout } from './statsPhone';
import type { StatsPhoneLayout } from './statsPhone';

const PANEL = { x: 140, y: 112, w: 1320, h: 700 };
const COLS = { setup: PANEL.x + 48, played: 930, won: 1060, rate: 1180, best: 1300, avg: 1400 };
const HEAD_Y = PANEL.y + 120;
const ROW_H = 50;
const MAX_ROWS = 10;

/** The statistics scene. */
export class StatsScene extends Phaser.Scene {
  private from: string = SCENES.title;
  private rows: StatRow[] | null = null;
  /** Counts creates, so statistics that arrive after the scene restarted are dropped. */
  private life = 0;
  /** The phone layout drawn, or null for the wide table. */
  private phone: StatsPhoneLayout | null = null;

  constructor() {
    super(SCENES.stats);
  }

  init(data: { from?: string } | undefined): void {
    this.from = data?.from ?? SCENES.title;
    this.rows = null;
  }

  create(): void {
    appOf(this).hook.setScene(SCENES.stats);
    if (this.input.keyboard) this.input.keyboard.enabled = true;
    backdrop(this, { dim: 0.5 });
    const nav = new KeyboardNav(this);
    const P = statsPhoneLayout(layoutOf(this).mode);
    this.phone = P;
    const title = text(this, P ? P.title.x : BASE_W / 2, P ? P.title.y : 58, t('common.statistics'), {
      font: 'display',
      size: P ? 30 : 46,
      bold: true,
      color: THEME.css.gold,
      shadow: true,
    });
    if (P) fitWidth(title, P.title.room);
    const back = button(
      this,
      P ? P.back.x : 150,
      P ? P.back.y : 58,
      t('common.back'),
      () => goTo(this, this.from),
      {
        id: 'back',
        key: 'Escape',
        width: P ? 128 : 150,
        height: 56,
        fontSize: P ? 20 : 22,
      },
    );
    const at = P ? P.saves : { x: BASE_W / 2, y: 862, w: 260 };
    const saves = button(this, at.x, at.y, t('common.savedGames'), () => goTo(this, SCENES.saves), {
      id: 'saves',
      key: 'l',
      width: at.w,
      height: P ? 56 : 60,
      fontSize: P ? 20 : 22,
    });
    nav.add(back, saves);
    const box = P ? P.panel : PANEL;
    panel(this, box.x + box.w / 2, box.y + box.h / 2, box.w, box.h);
    const body = this.add.container(0, 0);
    body.add(
      text(this, box.x + box.w / 2, box.y + box.h / 2, t('stats.counting'), {
        size: 24,
        italic: true,
        color: THEME.css.inkSoft,
      }),
    );
    appOf(this).hook.setSources({ screen: () => ({ loaded: this.rows !== null, rows: this.rows ?? [] }) });
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () =>
      appOf(this).hook.setSources({ screen: () => null }),
    );
    const life = ++this.life;
    void appOf(this)
      .late()
      .saves.loadStats()
      .catch(() => [] as StatRow[])
      .then((rows) => {
        if (!this.sys.isActive() || life !== this.life) return;
        this.rows = rows;
        body.removeAll(true);
        this.drawTable(body, rows);
      });
    fadeIn(this);
  }

  private drawTable(c: Phaser.GameObjects.Container, rows: StatRow[]): void {
    const all = overallStats(rows);
    const P = this.phone;
    const box = P ? P.panel : PANEL;
    const head =
      all.played === 0 ? t('stats.noneYet') : t('stats.summary', { count: all.played, won: all.won });
    const summary = text(this, box.x + box.w / 2, P ? P.summaryY : PANEL.y + 50, head, {
      font: 'display',
      size: P ? 22 : 30,
      bold: true,
    });
    c.add(fitWidth(summary, box.w - 32));
    if (rows.length === 0) {
      c.add(
        text(this, box.x + box.w / 2, box.y + box.h / 2, t('stats.playHint'), {
          size: 21,
          color: THEME.css.inkSoft,
          wrap: box.w - 64,
        }),
      );
      return;
    }
    if (P) {
      drawStatsCards(this, c, rows, P);
      return;
    }
    const th = (x: number, s: string, ox = 1): void => {
      c.add(text(this, x, HEAD_Y, s, { size: 15, bold: true, color: THEME.css.inkSoft, origin: [ox, 0.5] }));
    };
    th(COLS.setup, t('stats.colSetup'), 0);
    const figureCols = [COLS.played, COLS.won, COLS.rate, COLS.best, COLS.avg];
    statCells(rows[0] as StatRow).forEach(([head], j) => th(figureCols[j] ?? 0, head));
    const g = this.add.graphics().lineStyle(2, THEME.color.sandDark, 1);
    g.lineBetween(PANEL.x + 32, HEAD_Y + 20, PANEL.x + PANEL.w - 32, HEAD_Y + 20);
    c.add(g);
    rows.slice(0, MAX_ROWS).forEach((r, i) => {
      const y = HEAD_Y + 20 + ROW_H / 2 + 6 + i * ROW_H;
      const stripe = this.add.graphics();
      stripe
        .fillStyle(i % 2 ? 0xffffff : THEME.color.sandDark, i % 2 ? 0.18 : 0.22)
        .fillRoundedRect(PANEL.x + 24, y - ROW_H / 2 + 3, PANEL.w - 48, ROW_H - 6, 10);
      c.add(stripe);
      const label = text(this, COLS.setup, y, statRowLabel(r), {
        size: 20,
        bold: true,
        origin: [0, 0.5],
      });
      if (label.width > 620) label.setScale(620 / label.width);
      const cell = (x: number, s: string): Phaser.GameObjects.Text =>
        text(this, x, y, s, { font: 'figure', size: 22, origin: [1, 0.5] });
      c.add([label, ...statCells(r).map(([, figure], j) => cell(figureCols[j] ?? 0, figure))]);
    });
    if (rows.length > MAX_ROWS) {
      c.add(
        text(
          this,
          BASE_W / 2,
          HEAD_Y + 40 + MAX_ROWS * ROW_H,
          t('stats.more', { count: rows.length - MAX_ROWS }),
          {
            size: 18,
            italic: true,
            color: THEME.css.inkSoft,
          },
        ),
      );
    }
    c.add(
      text(this, BASE_W / 2, PANEL.y + PANEL.h - 34, t('stats.footnote'), {
        size: 16,
        italic: true,
        color: THEME.css.inkSoft,
      }),
    );
  }
}
