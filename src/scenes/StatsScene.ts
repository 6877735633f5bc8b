/** Statistics (key 'stats'): games played and won, best and average score, per seat setup, from the finished saves. */
import Phaser from 'phaser';
import { overallStats } from '../app/stats';
import type { StatRow } from '../app/stats';
import { loadStats } from '../app/storage';
import { setHookScene, setHookSources } from '../app/testHook';
import { BASE_W, THEME } from '../ui/theme';
import { KeyboardNav, button, panel, text } from '../ui/widgets';
import { SCENES, backdrop, fadeIn, goTo } from './common';
import { formatNumber, formatPercent, t } from '../i18n';
import { seatSetupLabel } from '../i18n/names';

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

  constructor() {
    super(SCENES.stats);
  }

  init(data: { from?: string } | undefined): void {
    this.from = data?.from ?? SCENES.title;
    this.rows = null;
  }

  create(): void {
    setHookScene(SCENES.stats);
    if (this.input.keyboard) this.input.keyboard.enabled = true;
    backdrop(this, { dim: 0.5 });
    const nav = new KeyboardNav(this);
    text(this, BASE_W / 2, 58, t('common.statistics'), {
      font: 'display',
      size: 46,
      bold: true,
      color: THEME.css.gold,
      shadow: true,
    });
    const back = button(this, 150, 58, t('common.back'), () => goTo(this, this.from), {
      id: 'back',
      key: 'Escape',
      width: 150,
      height: 56,
      fontSize: 22,
    });
    const saves = button(this, BASE_W / 2, 862, t('common.savedGames'), () => goTo(this, SCENES.saves), {
      id: 'saves',
      key: 'l',
      width: 260,
      height: 60,
      fontSize: 22,
    });
    nav.add(back, saves);
    panel(this, PANEL.x + PANEL.w / 2, PANEL.y + PANEL.h / 2, PANEL.w, PANEL.h);
    const body = this.add.container(0, 0);
    body.add(
      text(this, BASE_W / 2, PANEL.y + PANEL.h / 2, t('stats.counting'), {
        size: 24,
        italic: true,
        color: THEME.css.inkSoft,
      }),
    );
    setHookSources({ screen: () => ({ loaded: this.rows !== null, rows: this.rows ?? [] }) });
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => setHookSources({ screen: () => null }));
    const life = ++this.life;
    void loadStats()
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
    const head =
      all.played === 0 ? t('stats.noneYet') : t('stats.summary', { count: all.played, won: all.won });
    c.add(text(this, BASE_W / 2, PANEL.y + 50, head, { font: 'display', size: 30, bold: true }));
    if (rows.length === 0) {
      c.add(
        text(this, BASE_W / 2, PANEL.y + PANEL.h / 2, t('stats.playHint'), {
          size: 21,
          color: THEME.css.inkSoft,
        }),
      );
      return;
    }
    const th = (x: number, s: string, ox = 1): void => {
      c.add(text(this, x, HEAD_Y, s, { size: 15, bold: true, color: THEME.css.inkSoft, origin: [ox, 0.5] }));
    };
    th(COLS.setup, t('stats.colSetup'), 0);
    th(COLS.played, t('stats.colPlayed'));
    th(COLS.won, t('stats.colWon'));
    th(COLS.rate, t('stats.colRate'));
    th(COLS.best, t('stats.colBest'));
    th(COLS.avg, t('stats.colAverage'));
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
      const label = text(this, COLS.setup, y, seatSetupLabel(r.key), {
        size: 20,
        bold: true,
        origin: [0, 0.5],
      });
      if (label.width > 620) label.setScale(620 / label.width);
      const cell = (x: number, s: string): Phaser.GameObjects.Text =>
        text(this, x, y, s, { font: 'figure', size: 22, origin: [1, 0.5] });
      c.add([
        label,
        cell(COLS.played, formatNumber(r.played)),
        cell(COLS.won, r.won === null ? '—' : formatNumber(r.won)),
        cell(COLS.rate, r.won === null ? '—' : formatPercent(r.won / r.played)),
        cell(COLS.best, formatNumber(r.best)),
        cell(COLS.avg, formatNumber(r.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })),
      ]);
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
