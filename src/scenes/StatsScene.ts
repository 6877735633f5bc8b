/** Statistics (key 'stats'): games played and won, best and average score, per seat setup, from the finished saves. */
import Phaser from 'phaser';
import { overallStats } from '../app/stats';
import type { StatRow } from '../app/stats';
import { loadStats } from '../app/storage';
import { setHookScene, setHookSources } from '../app/testHook';
import { BASE_W, THEME } from '../ui/theme';
import { KeyboardNav, button, panel, text } from '../ui/widgets';
import { SCENES, backdrop, fadeIn, goTo } from './common';

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
    text(this, BASE_W / 2, 58, 'Statistics', {
      font: 'display',
      size: 46,
      bold: true,
      color: THEME.css.gold,
      shadow: true,
    });
    const back = button(this, 150, 58, '‹ Back', () => goTo(this, this.from), {
      id: 'back',
      key: 'Escape',
      width: 150,
      height: 56,
      fontSize: 22,
    });
    const saves = button(this, BASE_W / 2, 862, 'Saved games', () => goTo(this, SCENES.saves), {
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
      text(this, BASE_W / 2, PANEL.y + PANEL.h / 2, 'Counting your games…', {
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
      all.played === 0
        ? 'No finished games yet'
        : `${all.played} game${all.played === 1 ? '' : 's'} finished · ${all.won} won`;
    c.add(text(this, BASE_W / 2, PANEL.y + 50, head, { font: 'display', size: 30, bold: true }));
    if (rows.length === 0) {
      c.add(
        text(
          this,
          BASE_W / 2,
          PANEL.y + PANEL.h / 2,
          'Play a game to the end: its result is counted here, per seat setup.',
          { size: 21, color: THEME.css.inkSoft },
        ),
      );
      return;
    }
    const th = (x: number, s: string, ox = 1): void => {
      c.add(text(this, x, HEAD_Y, s, { size: 15, bold: true, color: THEME.css.inkSoft, origin: [ox, 0.5] }));
    };
    th(COLS.setup, 'SEAT SETUP', 0);
    th(COLS.played, 'PLAYED');
    th(COLS.won, 'WON');
    th(COLS.rate, 'WIN RATE');
    th(COLS.best, 'BEST');
    th(COLS.avg, 'AVERAGE');
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
      const label = text(this, COLS.setup, y, r.label, { size: 20, bold: true, origin: [0, 0.5] });
      if (label.width > 620) label.setScale(620 / label.width);
      const cell = (x: number, s: string): Phaser.GameObjects.Text =>
        text(this, x, y, s, { font: 'figure', size: 22, origin: [1, 0.5] });
      c.add([
        label,
        cell(COLS.played, String(r.played)),
        cell(COLS.won, r.won === null ? '—' : String(r.won)),
        cell(COLS.rate, r.won === null ? '—' : `${Math.round((r.won / r.played) * 100)}%`),
        cell(COLS.best, String(r.best)),
        cell(COLS.avg, r.average.toFixed(1)),
      ]);
    });
    if (rows.length > MAX_ROWS) {
      c.add(
        text(this, BASE_W / 2, HEAD_Y + 40 + MAX_ROWS * ROW_H, `and ${rows.length - MAX_ROWS} more setups`, {
          size: 18,
          italic: true,
          color: THEME.css.inkSoft,
        }),
      );
    }
    c.add(
      text(
        this,
        BASE_W / 2,
        PANEL.y + PANEL.h - 34,
        'Scores are those of the person seats (of every AI seat in games without a person). A shared first place counts as a win.',
        {
          size: 16,
          italic: true,
          color: THEME.css.inkSoft,
        },
      ),
    );
  }
}
