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
import { KeyboardNav, attachTooltip, button, fitOrCut, fitWidth, panel, text } from '../ui/widgets';
import { layoutOf } from '../ui/layoutMode';
import { boardSheetLayout } from './boardScoreLayout';
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
    const at = boardSheetLayout(layoutOf(this).mode, sheet.rows.length, names.length);
    const why = (cause: VpCause): string => t(`boardSheet.why.${cause}` as Key & `boardSheet.why.${string}`);
    if (at.panel) panel(this, at.panel.x, at.panel.y, at.panel.w, at.panel.h);
    const ink = at.panel ? THEME.css.ink : THEME.css.sand;
    fitWidth(
      text(this, at.title.x, at.title.y, t('boardSheet.title'), {
        font: 'display',
        size: at.title.size,
        bold: true,
        color: THEME.css.gold,
        shadow: true,
      }),
      at.title.room,
    );
    const g = this.add.graphics();
    const colX = (i: number): number => at.x0 + at.labelW + at.colW * (i + 0.5);
    names.forEach((name, i) => {
      const colour = s.seats[i]?.colour ?? 0;
      const cx = at.head.inline ? colX(i) - at.colW / 2 + at.head.r + 4 : colX(i);
      g.fillStyle(art.colour(colour), 1).fillCircle(cx, at.head.y, at.head.r);
      // On the dark page a light ring keeps a dark seat colour visible.
      if (!at.panel) g.lineStyle(2, THEME.color.sand, 1).strokeCircle(cx, at.head.y, at.head.r);
      text(this, cx, at.head.y, art.mark(colour), { size: 13, bold: true, color: '#fff6e2' });
      if (at.head.inline) {
        const left = cx + at.head.r + 4;
        const label = text(this, left, at.head.nameY, name, {
          size: 16,
          bold: true,
          color: ink,
          origin: [0, 0.5],
        });
        fitOrCut(label, colX(i) + at.colW / 2 - left - 2, 1);
        return;
      }
      // Narrow columns (an upright phone) take their names on two staggered lines, each with two columns' room.
      const stagger = at.colW < 80;
      const y = at.head.nameY + (stagger ? (i % 2) * 20 : 0);
      const room = (stagger ? 2 * at.colW : at.colW) - 8;
      fitOrCut(text(this, cx, y, name, { size: 16, bold: true, color: ink }), room, 1);
    });
    sheet.rows.forEach((row, k) => {
      const y = at.lineY(k);
      if (k % 2 === 0) g.fillStyle(at.panel ? 0x000000 : 0xffffff, at.panel ? 0.05 : 0.06);
      if (k % 2 === 0) g.fillRect(at.x0, y - at.rowH / 2, at.width, at.rowH);
      const label = text(this, at.x0 + 8, y, causeLabel(row.cause), {
        size: at.text.label,
        color: ink,
        origin: [0, 0.5],
        align: 'left',
        wrap: at.labelW - 16,
      });
      fitWidth(label, at.labelW - 16);
      attachTooltip(label, () => why(row.cause));
      row.vp.forEach((v, i) => {
        const fig = text(this, colX(i), y, formatNumber(v), {
          size: at.text.figure,
          font: 'figure',
          color: v < 0 ? THEME.css.bad : ink,
        });
        attachTooltip(fig, () => why(row.cause));
      });
    });
    const yt = at.lineY(sheet.rows.length);
    g.lineStyle(2, at.panel ? THEME.color.leather : THEME.color.gold, 1);
    g.lineBetween(at.x0, yt - at.rowH / 2, at.x0 + at.width, yt - at.rowH / 2);
    text(this, at.x0 + 8, yt, t('boardSheet.total'), {
      size: at.text.total,
      bold: true,
      color: ink,
      origin: [0, 0.5],
    });
    sheet.totals.forEach((v, i) => {
      text(this, colX(i), yt, formatNumber(v), {
        size: at.text.total,
        bold: true,
        font: 'figure',
        color: i === sheet.winner ? THEME.css.good : ink,
      });
    });
    const win = sheet.winner >= 0 ? sheet.winner : s.state.winner;
    const w = at.winner;
    const winner = text(
      this,
      w.x,
      w.y,
      t('boardSheet.winner', { name: names[win] ?? '', vp: sheet.totals[win] ?? 0 }),
      {
        font: 'display',
        size: w.size,
        bold: true,
        color: ink,
        wrap: w.room,
        ...(w.left ? { origin: [0, 0.5] as [number, number], align: 'left' as const } : {}),
      },
    );
    if (at.tieRule)
      text(this, at.tieRule.x, at.tieRule.y, t('boardSheet.tieRule'), {
        size: 15,
        italic: true,
        color: at.panel ? THEME.css.inkSoft : THEME.css.sand,
        wrap: at.tieRule.room,
      });
    else attachTooltip(winner, () => t('boardSheet.tieRule'));
    const nav = new KeyboardNav(this);
    const again = button(
      this,
      at.again.x,
      at.again.y,
      t('boardSheet.again'),
      () => goTo(this, SCENES.boardSetup),
      {
        id: 'board-again',
        width: at.again.w,
        height: at.again.h,
        style: 'primary',
      },
    );
    const title = button(this, at.home.x, at.home.y, t('boardSheet.title2'), () => goTo(this, SCENES.title), {
      id: 'title',
      key: 'Escape',
      width: at.home.w,
      height: at.home.h,
    });
    nav.add(again, title);
    nav.focus(again, false);
    fadeIn(this);
  }
}
