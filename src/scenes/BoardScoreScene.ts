/** The board game's final score sheet: each seat's VP line by line, every line explained, then the winner (BOARD 10, 11). */
import Phaser from 'phaser';
import { replay } from '../board/engine';
import type { VpCause } from '../board/engine';
import { appOf } from './appOf';
import { SCENES, backdrop, fadeIn, goTo } from './common';
import { boardScoreSheet } from '../app/boardScoreSheet';
import { formatNumber, t } from '../i18n';
import type { Key } from '../i18n';
import { THEME } from '../ui/theme';
import { KeyboardNav, attachTooltip, button, fitWidth, panel, text } from '../ui/widgets';
import { boardArtSet } from './board/artSet';

/** The words of a line's source: the character it comes from, or its own key. */
function causeLabel(cause: VpCause): string {
  switch (cause) {
    case 'governor':
    case 'gunsmith':
    case 'undertaker':
    case 'teacher':
      return t(`board.character.${cause}`);
    default:
      return t(`boardSheet.cause.${cause}` as Key & `boardSheet.cause.${string}`);
  }
}

/** The board game's score sheet scene. */
export class BoardScoreScene extends Phaser.Scene {
  constructor() {
    super(SCENES.boardScore);
  }

  create(): void {
    const app = appOf(this);
    app.hook.setScene(SCENES.boardScore);
    const s = app.late().boardGames.current();
    if (!s) {
      this.scene.start(SCENES.title);
      return;
    }
    backdrop(this, { dim: 0.45 });
    const r = replay(s.setup, s.seed, s.actions);
    if (!r.ok) {
      this.scene.start(SCENES.title);
      return;
    }
    const names = s.seats.map((x) => x.name);
    const sheet = boardScoreSheet(r.events, names.length);
    app.hook.setSources({
      screen: () => ({ totals: sheet.totals, winner: sheet.winner, rows: sheet.rows.length }),
    });
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => app.hook.setSources({ screen: () => null }));
    const art = boardArtSet(this);
    const W = 1600;
    const x0 = 200;
    const labelW = 420;
    const colW = Math.min(170, (W - 2 * x0 - labelW) / names.length);
    const rows = sheet.rows.length + 2;
    const rowH = Math.min(48, 560 / rows);
    const y0 = 170;
    panel(this, W / 2, y0 + (rows * rowH) / 2 + 60, W - 2 * x0 + 80, rows * rowH + 190);
    text(this, W / 2, 70, t('boardSheet.title'), {
      font: 'display',
      size: 42,
      bold: true,
      color: THEME.css.gold,
      shadow: true,
    });
    const g = this.add.graphics();
    names.forEach((name, i) => {
      const cx = x0 + labelW + colW * (i + 0.5);
      const colour = s.seats[i]?.colour ?? 0;
      g.fillStyle(art.colour(colour), 1).fillCircle(cx, y0, 14);
      text(this, cx, y0, art.mark(colour), { size: 13, bold: true, color: '#fff6e2' });
      fitWidth(text(this, cx, y0 + 28, name, { size: 16, bold: true }), colW - 8);
    });
    sheet.rows.forEach((row, k) => {
      const y = y0 + 70 + k * rowH;
      if (k % 2 === 0) g.fillStyle(0x000000, 0.05).fillRect(x0, y - rowH / 2, W - 2 * x0, rowH);
      const label = text(this, x0 + 16, y, causeLabel(row.cause), { size: 18, origin: [0, 0.5] });
      fitWidth(label, labelW - 24);
      attachTooltip(label, () => t(`boardSheet.why.${row.cause}` as Key & `boardSheet.why.${string}`));
      row.vp.forEach((v, i) => {
        const fig = text(this, x0 + labelW + colW * (i + 0.5), y, formatNumber(v), {
          size: 20,
          font: 'figure',
          color: v < 0 ? THEME.css.bad : THEME.css.ink,
        });
        attachTooltip(fig, () => t(`boardSheet.why.${row.cause}` as Key & `boardSheet.why.${string}`));
      });
    });
    const yt = y0 + 70 + sheet.rows.length * rowH + 8;
    g.lineStyle(2, THEME.color.leather, 1).lineBetween(x0, yt - rowH / 2, W - x0, yt - rowH / 2);
    text(this, x0 + 16, yt, t('boardSheet.total'), { size: 20, bold: true, origin: [0, 0.5] });
    sheet.totals.forEach((v, i) => {
      text(this, x0 + labelW + colW * (i + 0.5), yt, formatNumber(v), {
        size: 24,
        bold: true,
        font: 'figure',
        color: i === sheet.winner ? THEME.css.good : THEME.css.ink,
      });
    });
    const win = sheet.winner >= 0 ? sheet.winner : s.state.winner;
    text(
      this,
      W / 2,
      yt + rowH + 10,
      t('boardSheet.winner', { name: names[win] ?? '', vp: sheet.totals[win] ?? 0 }),
      {
        font: 'display',
        size: 28,
        bold: true,
      },
    );
    text(this, W / 2, yt + rowH + 46, t('boardSheet.tieRule'), {
      size: 15,
      italic: true,
      color: THEME.css.inkSoft,
    });
    const nav = new KeyboardNav(this);
    const again = button(this, W / 2 - 220, 840, t('boardSheet.again'), () => goTo(this, SCENES.boardSetup), {
      id: 'board-again',
      width: 400,
      height: 64,
      style: 'primary',
    });
    const title = button(this, W / 2 + 220, 840, t('boardSheet.title2'), () => goTo(this, SCENES.title), {
      id: 'title',
      key: 'Escape',
      width: 400,
      height: 64,
    });
    nav.add(again, title);
    nav.focus(again, false);
    fadeIn(this);
  }
}
