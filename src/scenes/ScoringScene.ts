/** Scoring: the 13-line sheet of every real seat counted up line by line, virtual appeal sums, the winner; play again. */
import Phaser from 'phaser';
import { currentGame, newGame, randomSeed, viewerSeat } from '../app/app';
import { currentSaveId } from '../app/storage';
import { setHookScene } from '../app/testHook';
import { explainSeats, virtualCards } from '../app/scoreExplain';
import { LINE_KEYS, seatScoreOf, viewScoreInput, winningSeats } from '../engine';
import type { GameView, ScoreSheet, SeatSetup } from '../engine';
import { playSfx } from '../ui/audio';
import { suitGlyph } from '../ui/cardFaces';
import { glowTexture } from '../ui/paint';
import { animMs } from '../ui/settings';
import { t } from '../i18n';
import { characterName, levelName } from '../i18n/names';
import { scoreLine } from '../ui/texts';
import { BASE_W, THEME, css } from '../ui/theme';
import { KeyboardNav, attachTooltip, button, panel, text } from '../ui/widgets';
import { SCENES, backdrop, fadeIn, goTo } from './common';
import { attachScoreExplanations, fitShares, virtualCardList } from './scoreExplainView';

/** One column of the sheet. */
interface Column {
  seat: SeatSetup;
  sheet: ScoreSheet | null;
  /** Virtual players: cards taken. */
  cards: number;
  total: number;
}

const SHEET = { x: 60, y: 96, w: 1480, h: 712 };
const LABEL_W = 340;
const HEAD_Y = 140;
const ROW_Y0 = 214;
const ROW_H = 31;
/** Character shares: 15 base px is 12 CSS px at 1280x720. */
const SHARE_SIZE = 16;
const SHARE_MIN = 15;

function kindLabel(s: SeatSetup): string {
  if (s.kind === 'virtual') return t('scoring.virtualKind', { level: levelName(s.strength) });
  return s.controller === 'human'
    ? levelName('person')
    : t('scoring.aiKind', { level: levelName(s.controller) });
}

/** The character shares under a column: scoring ones by value, the ones worth nothing on one line. */
function shareText(c: Column): string {
  if (!c.sheet) return t('scoring.appealOf', { count: c.cards });
  const chars = [...c.sheet.characters].sort((a, b) => b.vp - a.vp);
  const nb = (t: string): string => t.replace(/ /g, '\u00a0');
  const scoring = chars
    .filter((ch) => ch.vp !== 0)
    .map((ch) => nb(t('scoring.share', { name: characterName(ch.name), vp: ch.vp })));
  const zero = chars
    .filter((ch) => ch.vp === 0)
    .map((ch) => nb(t('scoring.share', { name: characterName(ch.name), vp: 0 })));
  return [...scoring, ...zero].join('\u00a0· ') || '—';
}

/** Each seat's column of figures from a view. */
export function scoreColumns(view: GameView): Column[] {
  return view.setup.seats.map((seat, i) => {
    const input = viewScoreInput(view, i);
    const { sheet, total } = seatScoreOf(input);
    return { seat, sheet, cards: input.virtual ? input.taken.length : 0, total };
  });
}

/** The scoring scene. */
export class ScoringScene extends Phaser.Scene {
  private skipTally: (() => void) | null = null;

  constructor() {
    super(SCENES.scoring);
  }

  create(): void {
    setHookScene(SCENES.scoring);
    if (this.input.keyboard) this.input.keyboard.enabled = true;
    backdrop(this, { dim: 0.5 });
    const nav = new KeyboardNav(this);
    const session = currentGame();
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
    const view = session.view(viewerSeat(session));
    const cols = scoreColumns(view);
    const explained = explainSeats(view);
    const over = view.phase === 'over';
    const winners = winningSeats(cols.map((c) => c.total));
    const best = cols[winners[0] ?? 0]?.total ?? 0;

    const titleText = text(this, BASE_W / 2, 52, t(over ? 'scoring.final' : 'scoring.sofar'), {
      font: 'display',
      size: 46,
      bold: true,
      color: THEME.css.gold,
      shadow: true,
    });
    panel(this, SHEET.x + SHEET.w / 2, SHEET.y + SHEET.h / 2, SHEET.w, SHEET.h);

    const colW = Math.min(210, (SHEET.w - LABEL_W - 40) / cols.length);
    const colX = (i: number): number => SHEET.x + LABEL_W + 20 + colW * (i + 0.5);
    const lines = this.add.graphics();
    LINE_KEYS.forEach((_, r) => {
      if (r % 2 === 0)
        lines
          .fillStyle(THEME.color.sandDark, 0.28)
          .fillRect(SHEET.x + 24, ROW_Y0 + r * ROW_H - ROW_H / 2, SHEET.w - 48, ROW_H);
    });
    const totalY = ROW_Y0 + LINE_KEYS.length * ROW_H + 22;
    lines
      .lineStyle(2, THEME.color.leather, 0.7)
      .lineBetween(SHEET.x + 24, totalY - 24, SHEET.x + SHEET.w - 24, totalY - 24);
    for (let i = 1; i < cols.length; i++) {
      const x = colX(i) - colW / 2;
      lines.lineStyle(1, THEME.color.sandDark, 0.9).lineBetween(x, HEAD_Y - 36, x, SHEET.y + SHEET.h - 20);
    }
    const highlight = this.add.graphics();

    LINE_KEYS.forEach((k, r) => {
      const label = text(this, SHEET.x + 44, ROW_Y0 + r * ROW_H, `${r + 1}. ${scoreLine(k).label}`, {
        size: 19,
        origin: [0, 0.5],
      });
      attachTooltip(label, () => `${scoreLine(k).label}\n${scoreLine(k).tip}`);
    });
    text(this, SHEET.x + 44, totalY, t('scoring.total'), {
      font: 'display',
      size: 28,
      bold: true,
      origin: [0, 0.5],
    });
    text(this, SHEET.x + 44, totalY + 48, t('scoring.shares'), {
      size: 16,
      italic: true,
      color: THEME.css.inkSoft,
      origin: [0, 0],
    });

    const cells: Phaser.GameObjects.Text[][] = [];
    const shares: { seat: number; text: Phaser.GameObjects.Text }[] = [];
    const totals: Phaser.GameObjects.Text[] = [];
    cols.forEach((c, i) => {
      const x = colX(i);
      suitGlyph(this, c.seat.suit, 34).setPosition(x, HEAD_Y - 18);
      const name = text(this, x, HEAD_Y + 14, c.seat.name, { font: 'display', size: 21, bold: true });
      if (name.width > colW - 12) name.setScale((colW - 12) / name.width);
      text(this, x, HEAD_Y + 36, kindLabel(c.seat), { size: 14, color: THEME.css.inkSoft });
      if (!c.sheet) {
        const top = ROW_Y0 - ROW_H / 2 + 6;
        const h = LINE_KEYS.length * ROW_H - 12;
        const box = this.add.graphics();
        box.fillStyle(THEME.color.sandLight, 0.85).fillRoundedRect(x - colW / 2 + 10, top, colW - 20, h, 12);
        box
          .lineStyle(1.5, THEME.color.sandDark, 1)
          .strokeRoundedRect(x - colW / 2 + 10, top, colW - 20, h, 12);
        virtualCardList(this, explained[i] ? virtualCards(explained[i]) : [], c.total, x, top, colW - 20, h);
      }
      cells.push(
        LINE_KEYS.map((_, r) =>
          text(this, x, ROW_Y0 + r * ROW_H, '', { font: 'figure', size: 21, bold: true }),
        ),
      );
      totals.push(text(this, x, totalY, '', { font: 'figure', size: 32, bold: true, color: THEME.css.rust }));
      const st = text(this, x, totalY + 46, shareText(c), {
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
      shares.push({ seat: i, text: st });
    });

    const banner = text(this, BASE_W / 2, 52, '', {
      font: 'display',
      size: 44,
      bold: true,
      color: THEME.css.gold,
      shadow: true,
    }).setVisible(false);
    const showResult = (): void => {
      this.skipTally = null;
      skip.setVisible(false);
      for (const w of winners) {
        const x = colX(w);
        const glow = this.add
          .image(x, HEAD_Y - 6, glowTexture(this, THEME.color.gold, 128))
          .setDisplaySize(colW * 1.6, 140)
          .setAlpha(0.55);
        glow.setDepth(-1);
        highlight
          .fillStyle(THEME.color.gold, 0.2)
          .fillRoundedRect(x - colW / 2 + 4, HEAD_Y - 40, colW - 8, totalY - HEAD_Y + 70, 12);
        highlight
          .lineStyle(3, THEME.color.goldDark, 0.9)
          .strokeRoundedRect(x - colW / 2 + 4, HEAD_Y - 40, colW - 8, totalY - HEAD_Y + 70, 12);
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
      const ms = animMs(500);
      if (ms > 0) {
        banner.setScale(0.6).setAlpha(0);
        this.tweens.add({ targets: banner, scale: 1, alpha: 1, duration: ms, ease: 'Back.easeOut' });
      }
      playSfx('eraEnd');
      nav.focus(again, nav.focusVisible);
    };

    const barY = 852;
    const again = button(this, BASE_W / 2 - 280, barY, t('scoring.again'), () => this.playAgain(), {
      id: 'play-again',
      width: 280,
      height: 64,
      style: 'primary',
      tip: () => t('scoring.againTip'),
    });
    const fresh = button(this, BASE_W / 2 + 20, barY, t('common.newGame'), () => goTo(this, SCENES.setup), {
      id: 'new-game',
      width: 260,
      height: 64,
    });
    const title = button(this, BASE_W / 2 + 290, barY, t('common.title'), () => goTo(this, SCENES.title), {
      id: 'title',
      width: 200,
      height: 64,
    });
    const skip = button(this, BASE_W - 120, barY, t('scoring.skip'), () => this.skipTally?.(), {
      id: 'skip-tally',
      key: 'Escape',
      width: 160,
      height: 56,
      style: 'light',
      fontSize: 20,
    });
    const saveId = currentSaveId();
    const replay = saveId
      ? button(
          this,
          200,
          barY,
          t('common.replay'),
          () => goTo(this, SCENES.replay, { id: saveId, from: SCENES.scoring }),
          { id: 'replay', width: 200, height: 64, tip: () => t('saves.replayTip') },
        )
      : null;
    nav.add(...(replay ? [replay] : []), again, fresh, title, skip);
    nav.focus(again, false);
    attachScoreExplanations(this, view, explained, nav, shares, {
      colX,
      colW,
      rowY: (r) => ROW_Y0 + r * ROW_H,
      rowH: ROW_H,
      left: SHEET.x,
      right: SHEET.x + SHEET.w,
      top: SHEET.y,
      bottom: SHEET.y + SHEET.h,
    });

    this.tally(cols, cells, totals, highlight, showResult);
    fadeIn(this);
  }

  private tally(
    cols: Column[],
    cells: Phaser.GameObjects.Text[][],
    totals: Phaser.GameObjects.Text[],
    highlight: Phaser.GameObjects.Graphics,
    done: () => void,
  ): void {
    const running = cols.map(() => 0);
    const setRow = (r: number): void => {
      const k = LINE_KEYS[r];
      if (!k) return;
      cols.forEach((c, i) => {
        if (!c.sheet) return;
        const v = c.sheet.lines[k];
        running[i] = (running[i] ?? 0) + v;
        cells[i]?.[r]
          ?.setText(v === 0 ? '–' : String(v))
          .setColor(v < 0 ? css(THEME.color.bad) : v === 0 ? THEME.css.muted : THEME.css.ink);
        totals[i]?.setText(String(running[i]));
      });
    };
    const finish = (): void => {
      this.time.removeAllEvents();
      highlight.clear();
      running.fill(0);
      cols.forEach((_, i) => cells[i]?.forEach((t) => t.setText('')));
      LINE_KEYS.forEach((_, r) => setRow(r));
      cols.forEach((c, i) => totals[i]?.setText(String(c.total)));
      done();
    };
    this.skipTally = finish;
    const step = animMs(420);
    if (step <= 0) {
      finish();
      return;
    }
    const band = this.add.graphics();
    LINE_KEYS.forEach((_, r) => {
      this.time.delayedCall(300 + r * step, () => {
        band
          .clear()
          .fillStyle(THEME.color.gold, 0.28)
          .fillRoundedRect(SHEET.x + 20, ROW_Y0 + r * ROW_H - ROW_H / 2, SHEET.w - 40, ROW_H, 6);
        setRow(r);
        cells.forEach((col) => {
          const t = col[r];
          if (t && t.text)
            this.tweens.add({
              targets: t,
              scale: { from: 1.35, to: 1 },
              duration: Math.min(260, step),
              ease: 'Back.easeOut',
            });
        });
        if (cols.some((c) => c.sheet && c.sheet.lines[LINE_KEYS[r] ?? 'ranches'] !== 0)) playSfx('score');
      });
    });
    const end = 300 + LINE_KEYS.length * step;
    this.time.delayedCall(end, () => {
      band.clear();
      cols.forEach((c, i) => {
        if (c.sheet) return;
        const t = totals[i];
        if (!t) return;
        this.tweens.addCounter({
          from: 0,
          to: c.total,
          duration: step * 2,
          ease: 'Cubic.easeOut',
          onUpdate: (tw) => t.setText(String(Math.round(tw.getValue() ?? 0))),
        });
      });
    });
    this.time.delayedCall(end + step * 2 + 200, () => {
      this.skipTally = null;
      cols.forEach((c, i) => totals[i]?.setText(String(c.total)));
      band.destroy();
      done();
    });
  }

  private playAgain(): void {
    const session = currentGame();
    if (!session) {
      goTo(this, SCENES.setup);
      return;
    }
    if (!newGame(session.setup, randomSeed()).ok) {
      goTo(this, SCENES.setup);
      return;
    }
    playSfx('shuffle');
    goTo(this, SCENES.table);
  }
}
