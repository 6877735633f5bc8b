/** The daily deal (key 'daily'): today's deal or a linked one, its code and link, play it, and the daily history. */
import { appOf } from './appOf';
import { todayDeal } from '../app/dailyApp';
import Phaser from 'phaser';
import { badDealText, dealCode, dealLink, parseDeal } from '../app/daily';
import type { DailySummary } from '../app/dailyHistory';

import { formatNumber, language, t } from '../i18n';
import { layoutOf } from '../ui/layoutMode';
import { showNotice } from '../ui/notice';
import { TextField } from '../ui/textField';
import { THEME } from '../ui/theme';
import { KeyboardNav, button, panel, text } from '../ui/widgets';
import { SCENES, backdrop, fadeIn, goTo } from './common';
import { dailyLayout } from './dailyLayout';
import type { DailyLayout } from './dailyLayout';

/** A deal date written the language's way (the date is a UTC day). */
function dateText(date: string): string {
  return new Intl.DateTimeFormat(language(), { dateStyle: 'long', timeZone: 'UTC' }).format(
    Date.parse(`${date}T00:00:00Z`),
  );
}

/** The daily-deal scene. */
export class DailyScene extends Phaser.Scene {
  private date = '';
  private summary: DailySummary | null = null;
  private loaded = false;
  private life = 0;

  constructor() {
    super(SCENES.daily);
  }

  init(data: { date?: string } | undefined): void {
    this.date = parseDeal(data?.date) ?? todayDeal();
    this.loaded = false;
  }

  create(): void {
    appOf(this).hook.setScene(SCENES.daily);
    if (this.input.keyboard) this.input.keyboard.enabled = true;
    backdrop(this, { dim: 0.5 });
    const L = dailyLayout(layoutOf(this).mode);
    const nav = new KeyboardNav(this);
    text(this, L.title.x, L.title.y, t('daily.title'), {
      font: 'display',
      size: layoutOf(this).mode === 'portrait' ? 30 : 40,
      bold: true,
      color: THEME.css.gold,
      shadow: true,
    });
    const back = button(this, L.back.x, L.back.y, t('common.back'), () => goTo(this, SCENES.title), {
      id: 'back',
      key: 'Escape',
      width: 130,
      height: 52,
      fontSize: 22,
    });
    panel(this, L.info.x, L.info.y, L.info.w, L.info.h);
    const deal = text(this, L.deal.x, L.deal.y, t('daily.deal', { date: dateText(this.date) }), {
      font: 'display',
      size: 30,
      bold: true,
    });
    if (deal.width > L.info.w - 32) deal.setScale((L.info.w - 32) / deal.width);
    text(this, L.code.x, L.code.y, t('daily.code', { code: dealCode(this.date) }), {
      font: 'figure',
      size: 22,
      color: THEME.css.inkSoft,
    });
    if (L.intro)
      text(this, L.intro.x, L.intro.y, t('daily.intro'), {
        size: 19,
        wrap: L.intro.wrap,
        color: THEME.css.ink,
      });
    const best = text(this, L.best.x, L.best.y, '', { size: 20, bold: true });
    const streak = text(this, L.streak.x, L.streak.y, '', { size: 20, color: THEME.css.inkSoft });
    const play = button(this, L.play.x, L.play.y, t('daily.play'), () => void this.play(), {
      id: 'daily-play',
      key: 'Enter',
      width: L.play.w,
      height: 64,
      style: 'primary',
    });
    const copy = button(this, L.copy.x, L.copy.y, t('daily.copyLink'), () => void this.copyLink(), {
      id: 'daily-copy',
      width: L.copy.w,
      height: 58,
      fontSize: 22,
    });
    let typed = '';
    const field = new TextField(this, L.field.x, L.field.y, L.field.w, 56, '', {
      id: 'daily-code',
      maxLength: 10,
      placeholder: t('daily.codeHint'),
      ariaLabel: t('daily.openCode'),
      allow: /[0-9a-zA-Z-]/,
      onChange: (v) => (typed = v),
      onEnter: () => this.openCode(typed),
    });
    this.add.existing(field);
    const open = button(this, L.open.x, L.open.y, t('daily.openCode'), () => this.openCode(typed), {
      id: 'daily-open',
      width: L.open.w,
      height: 56,
      fontSize: 20,
    });
    nav.add(back, play, copy, field, open);
    if (this.date !== todayDeal())
      nav.add(
        button(
          this,
          L.today.x,
          L.today.y,
          t('daily.today'),
          () => this.scene.restart({ date: todayDeal() }),
          {
            id: 'daily-today',
            width: L.today.w,
            height: 56,
            fontSize: 20,
          },
        ),
      );
    nav.focus(play, false);
    const list = this.add.container(0, 0);
    panel(this, L.list.x, L.list.y, L.list.w, L.list.h, { style: 'dark' }).setDepth(-1);
    appOf(this).hook.setSources({
      screen: () => ({
        date: this.date,
        code: dealCode(this.date),
        loaded: this.loaded,
        summary: this.summary,
      }),
    });
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () =>
      appOf(this).hook.setSources({ screen: () => null }),
    );
    const life = ++this.life;
    void appOf(this)
      .late()
      .daily.summary()
      .catch(() => null)
      .then((s) => {
        if (!this.sys.isActive() || life !== this.life) return;
        this.summary = s;
        this.loaded = true;
        const mine = s?.best[this.date];
        best.setText(mine === undefined ? t('daily.noBest') : t('daily.best', { score: formatNumber(mine) }));
        if (best.width > L.info.w - 32) best.setScale((L.info.w - 32) / best.width);
        streak.setText(t('daily.streak', { count: s?.streak ?? 0 }));
        this.drawHistory(list, L.list, s);
      });
    fadeIn(this);
  }

  private drawHistory(c: Phaser.GameObjects.Container, L: DailyLayout['list'], s: DailySummary | null): void {
    const top = L.y - L.h / 2;
    c.add(
      text(this, L.x, top + 34, t('daily.history'), {
        font: 'display',
        size: 24,
        bold: true,
        color: THEME.css.gold,
      }),
    );
    if (!s || s.results.length === 0) {
      c.add(
        text(this, L.x, L.y, s ? t('daily.none') : t('daily.unreadable'), {
          size: 18,
          wrap: L.w - 40,
          color: THEME.css.sand,
        }),
      );
      return;
    }
    s.results.slice(0, L.rows).forEach((r, i) => {
      const line = t('daily.row', {
        date: dateText(r.date),
        score: formatNumber(r.score),
        outcome: r.won ? t('daily.won') : t('daily.lost'),
      });
      const row = text(this, L.x, top + 80 + i * L.row, line, {
        size: 18,
        color: r.won ? THEME.css.gold : THEME.css.sand,
      });
      if (row.width > L.w - 32) row.setScale((L.w - 32) / row.width);
      c.add(row);
    });
  }

  private async play(): Promise<void> {
    if (await appOf(this).late().daily.start(this.date)) {
      if (this.sys.isActive()) goTo(this, SCENES.table);
    }
  }

  private openCode(typed: string): void {
    const date = parseDeal(typed);
    if (!date) {
      showNotice(badDealText(), 'warning', 5000);
      return;
    }
    this.scene.restart({ date });
  }

  private async copyLink(): Promise<void> {
    const link = dealLink(location.href, this.date);
    try {
      await navigator.clipboard.writeText(link);
      showNotice(t('daily.copied', { link }), 'info', 5000);
    } catch {
      showNotice(t('daily.copyFailed', { link }), 'info', 15_000);
    }
  }
}
