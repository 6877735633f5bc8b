/**
 * Scoring: the 13-line sheet of every real seat counted up line by line, virtual appeal sums, the winner; play again.
 * On phones the lines scroll between the seat names and the totals (sheetRows.ts).
 */
import Phaser from 'phaser';
import { explainSeats } from '../app/scoreExplain';
import { LINE_KEYS, winningSeats } from '../cards/engine';
import { playSfx } from '../ui/sfx';
import { suitGlyph } from '../ui/cardFaces';
import { glowTexture } from '../ui/paint';
import { appOf } from './appOf';
import { randomSeed } from '../app/app';
import { t } from '../i18n';
import { characterName } from '../i18n/names';
import { BASE_W, THEME } from '../ui/theme';
import { KeyboardNav, attachTooltip, button, panel, text } from '../ui/widgets';
import { SCENES, backdrop, fadeIn, goTo } from './common';
import { linesBottom, sheetColumns, sheetGeometry } from './scoringLayout';
import { drawLines, drawStripes } from './scoringLines';
import { ScrollingRows, fixedRows } from './sheetRows';
import { TABLE_PORTRAIT } from './table/portrait';
import { DESIGNS, currentMode, textSize, useDesign } from '../ui/layoutMode';
import { attachScoreExplanations, fitShares } from './scoreExplainView';
import { SHARE_MIN, SHARE_SIZE, kindLabel, scoreColumns, shareText } from './scoringColumns';
import { tallySheet } from './scoringTally';
import { guideSheet } from './sheetGuide';

/** Shrinks a heading to a width (never grows it); the scale it set. */
function fitWidth(t: Phaser.GameObjects.Text, w: number): number {
  const k = Math.min(1, w / Math.max(1, t.width));
  t.setScale(k);
  return k;
}

/** The scoring scene. */
export class ScoringScene extends Phaser.Scene {
  private skipTally: (() => void) | null = null;

  constructor() {
    super(SCENES.scoring);
  }

  create(): void {
    appOf(this).hook.setScene(SCENES.scoring);
    if (this.input.keyboard) this.input.keyboard.enabled = true;
    backdrop(this, { dim: 0.5 });
    const nav = new KeyboardNav(this);
    const session = appOf(this).late().games.current();
    if (!session) {
      text(this, BASE_W / 2, 380, t('scoring.none'), {
        font: 'display',
        size: 40,
        color: THEME.css.sand,
      });
      nav.add(
        button(this, BASE_W / 2, 480, t('common.title'), () => goTo(this, SCENES.title), {
          id: 'title',
          key: 'Escape',
          style: 'primary',
        }),
      );
      return;
    }
    const mode = currentMode(this.game);
    if (mode === 'portrait') useDesign(this, TABLE_PORTRAIT);
    else if (mode === 'short') useDesign(this, DESIGNS.short);
    const upright = mode === 'portrait';
    const G = sheetGeometry(mode);
    const { sheet: SHEET, headY: HEAD_Y, totalY } = G;
    const view = session.view(appOf(this).late().games.viewerSeat(session));
    const cols = scoreColumns(view);
    const explained = explainSeats(view);
    const over = view.phase === 'over';
    const winners = winningSeats(cols.map((c) => c.total));
    const best = cols[winners[0] ?? 0]?.total ?? 0;

    const heading = (str: string, size: number): Phaser.GameObjects.Text =>
      text(this, G.mid, G.titleY, str, {
        font: 'display',
        size,
        bold: true,
        color: THEME.css.gold,
        shadow: true,
        ...(G.titleWrap ? { wrap: G.titleW } : {}),
      });
    const titleText = heading(t(over ? 'scoring.final' : 'scoring.sofar'), G.titleSize);
    fitWidth(titleText, G.titleW);
    panel(this, SHEET.x + SHEET.w / 2, SHEET.y + SHEET.h / 2, SHEET.w, SHEET.h);
    const rows = G.rows ? new ScrollingRows(this, G.rows, linesBottom(G, LINE_KEYS.length)) : fixedRows(this);

    const { colW, colX } = sheetColumns(G, cols.length);
    drawStripes(this, G, rows);
    const lines = this.add.graphics();
    lines
      .lineStyle(2, THEME.color.leather, 0.7)
      .lineBetween(SHEET.x + 24, totalY - 24, SHEET.x + SHEET.w - 24, totalY - 24);
    for (let i = 1; i < cols.length; i++) {
      const x = colX(i) - colW / 2;
      lines.lineStyle(1, THEME.color.sandDark, 0.9).lineBetween(x, HEAD_Y - 36, x, SHEET.y + SHEET.h - 20);
    }
    const highlight = this.add.graphics();
    const cells = drawLines(this, G, cols, explained, { colX, colW }, rows);

    // Upright the sum's label sits on its own line above the totals, like the lines' labels.
    const sumDy = upright ? 20 : 0;
    text(this, G.labelX, totalY + (upright ? -12 : 0), t('scoring.total'), {
      font: 'display',
      size: upright ? 17 : 28,
      bold: true,
      origin: [0, 0.5],
    });
    if (!G.narrow)
      text(this, G.labelX, totalY + 48, t('scoring.shares'), {
        size: 16,
        italic: true,
        color: THEME.css.inkSoft,
        origin: [0, 0],
      });

    const shares: { seat: number; text: Phaser.GameObjects.Text }[] = [];
    const totals: Phaser.GameObjects.Text[] = [];
    cols.forEach((c, i) => {
      const x = colX(i);
      suitGlyph(this, c.seat.suit, 34).setPosition(x, HEAD_Y - 18);
      const name = text(this, x, HEAD_Y + 14, c.seat.name, { font: 'display', size: 21, bold: true });
      // A long name shrinks to its column, never under the smallest readable text (it may reach into the gap).
      if (name.width > colW - 12) name.setScale(Math.max(textSize(this, 0) / 21, (colW - 12) / name.width));
      // In landscape there is no room for the player kind under the name.
      if (G.kind && G.narrow)
        text(this, x, HEAD_Y + 28, kindLabel(c.seat), {
          size: 14,
          color: THEME.css.inkSoft,
          origin: [0.5, 0],
          wrap: colW - 8,
        });
      else if (G.kind) text(this, x, HEAD_Y + 36, kindLabel(c.seat), { size: 14, color: THEME.css.inkSoft });
      totals.push(
        text(this, x, totalY + sumDy, '', { font: 'figure', size: 32, bold: true, color: THEME.css.rust }),
      );
      const st = text(this, x, totalY + 46 + sumDy, shareText(c), {
        size: SHARE_SIZE,
        color: THEME.css.inkSoft,
        origin: [0.5, 0],
        lineSpacing: 3,
        wrap: colW - 14,
      });
      if (c.sheet && c.sheet.characters.length > 0) {
        const chars = c.sheet.characters;
        const list = (): string =>
          chars.map((ch) => t('scoring.charVp', { name: characterName(ch.name), vp: ch.vp })).join('\n');
        attachTooltip(st, () => t('scoring.charsOf', { name: c.seat.name, list: list() }));
      }
      const room = SHEET.y + SHEET.h - 14 - st.y;
      const least = SHARE_MIN / SHARE_SIZE;
      if (st.height > room) st.setScale(Math.max(least, room / st.height));
      if (st.width * st.scaleX > colW - 8)
        st.setScale(Math.max(least, Math.min(st.scaleX, (colW - 8) / st.width)));
      if (c.sheet) fitShares(st, c.sheet.characters, room);
      // Upright there is no room under the totals: line 13's figure opens the same shares when tapped.
      if (G.narrow) st.setVisible(false);
      shares.push({ seat: i, text: st });
    });

    const banner = heading('', G.titleSize - 2).setVisible(false);
    const hlBottom = Math.min(totalY + sumDy + 30, SHEET.y + SHEET.h - 6);
    const showResult = (): void => {
      this.skipTally = null;
      skip.setVisible(false);
      if (againHeld) again.setVisible(true);
      againHeld = false;
      for (const w of winners) {
        const x = colX(w);
        const glow = this.add
          .image(x, HEAD_Y - 6, glowTexture(this, THEME.color.gold, 128))
          .setDisplaySize(colW * 1.6, 140)
          .setAlpha(0.55);
        glow.setDepth(-1);
        highlight
          .fillStyle(THEME.color.gold, 0.2)
          .fillRoundedRect(x - colW / 2 + 4, HEAD_Y - 40, colW - 8, hlBottom - HEAD_Y + 40, 12);
        highlight
          .lineStyle(3, THEME.color.goldDark, 0.9)
          .strokeRoundedRect(x - colW / 2 + 4, HEAD_Y - 40, colW - 8, hlBottom - HEAD_Y + 40, 12);
        const ribbon = text(
          this,
          x,
          HEAD_Y - 50,
          t(winners.length > 1 ? 'scoring.shared' : 'scoring.winner'),
          {
            font: 'display',
            size: 15,
            bold: true,
            color: '#fff6e2',
          },
        );
        const rb = this.add.graphics();
        rb.fillStyle(THEME.color.rust, 1).fillRoundedRect(
          x - ribbon.width / 2 - 12,
          HEAD_Y - 62,
          ribbon.width + 24,
          24,
          8,
        );
        ribbon.setDepth(1);
      }
      const names = winners.map((w) => cols[w]?.seat.name ?? '?');
      const msg = !over
        ? t('scoring.notFinished')
        : winners.length > 1
          ? t('scoring.sharedVictory', { names })
          : names[0] === t('setup.you')
            ? t('scoring.youWin', { score: best })
            : t('scoring.wins', { name: names[0] ?? '?', score: best });
      titleText.setVisible(false);
      banner.setText(msg).setVisible(true);
      const fit = fitWidth(banner, G.titleW);
      const ms = appOf(this).settings.animMs(500);
      if (ms > 0) {
        banner.setScale(0.6 * fit).setAlpha(0);
        this.tweens.add({ targets: banner, scale: fit, alpha: 1, duration: ms, ease: 'Back.easeOut' });
      }
      playSfx(this, 'eraEnd');
      nav.focus(again, nav.focusVisible);
    };

    const again = button(this, G.again.x, G.again.y, t('scoring.again'), () => this.playAgain(), {
      id: 'play-again',
      width: G.again.w,
      height: G.buttonH,
      style: 'primary',
      tip: () => t('scoring.againTip'),
    });
    const fresh = button(this, G.fresh.x, G.fresh.y, t('common.newGame'), () => goTo(this, SCENES.setup), {
      id: 'new-game',
      width: G.fresh.w,
      height: G.buttonH,
    });
    const title = button(this, G.title.x, G.title.y, t('common.title'), () => goTo(this, SCENES.title), {
      id: 'title',
      width: G.title.w,
      height: G.buttonH,
    });
    const skip = button(this, G.skip.x, G.skip.y, t('scoring.skip'), () => this.skipTally?.(), {
      id: 'skip-tally',
      key: 'Escape',
      width: G.skip.w,
      height: 56,
      style: 'light',
      fontSize: 20,
    });
    const saveId = appOf(this).late().saves.currentSaveId();
    const replay = saveId
      ? button(
          this,
          G.replay.x,
          G.replay.y,
          t('common.replay'),
          () => goTo(this, SCENES.replay, { id: saveId, from: SCENES.scoring }),
          { id: 'replay', width: G.replay.w, height: G.buttonH, tip: () => t('saves.replayTip') },
        )
      : null;
    const turning = saveId
      ? button(
          this,
          G.turning.x,
          G.turning.y,
          t('review.button'),
          () => goTo(this, SCENES.replay, { id: saveId, from: SCENES.scoring, review: true }),
          { id: 'turning-points', width: G.turning.w, height: G.buttonH, fontSize: 18 },
        )
      : null;
    nav.add(...(replay ? [replay] : []), again, fresh, title, ...(turning ? [turning] : []), skip);
    nav.focus(again, false);
    const sheetAt = {
      colX,
      colW,
      rowY: (r: number) => G.rowY0 + r * G.rowH,
      rowH: G.rowH,
      left: SHEET.x,
      right: SHEET.x + SHEET.w,
      top: SHEET.y,
      bottom: SHEET.y + SHEET.h,
      hint: G.hint,
      gap: G.cellGap,
      popup: G.popup,
      rows,
    };
    const explain = attachScoreExplanations(this, view, explained, nav, shares, sheetAt);
    guideSheet(this, session, explain, sheetAt, [replay, again, fresh, title, turning]);
    // On phones Skip stands over Play again while the count-up runs.
    let againHeld = G.skip.x === G.again.x && G.skip.y === G.again.y && again.visible;
    if (againHeld) again.setVisible(false);

    tallySheet(this, G, cols, cells, totals, highlight, rows, showResult, (skip) => {
      this.skipTally = skip;
    });
    fadeIn(this);
  }

  private playAgain(): void {
    const session = appOf(this).late().games.current();
    if (!session) {
      goTo(this, SCENES.setup);
      return;
    }
    if (!appOf(this).late().games.newGame(session.setup, randomSeed()).ok) {
      goTo(this, SCENES.setup);
      return;
    }
    playSfx(this, 'shuffle');
    goTo(this, SCENES.table);
  }
}
