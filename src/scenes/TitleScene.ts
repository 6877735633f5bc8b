/** Title: the logo over a table of cards that drift into place; New game, Continue, Saved games, Statistics, Settings and Rules. */
import Phaser from 'phaser';
import { appOf } from './appOf';
import { ART, queueArt } from '../ui/textures';
import { layoutOf } from '../ui/layoutMode';
import type { LayoutMode } from '../ui/layoutMode';
import { BASE_W, THEME } from '../ui/theme';
import { KeyboardNav, button, text } from '../ui/widgets';
import type { Button } from '../ui/widgets';
import { SCENES, backdrop, fadeIn, goTo, openOverlay } from './common';
import { loadInBackground } from './BootScene';
import { t } from '../i18n';

/** Where the title's parts go in a layout: the logo, the column of buttons, the footer lines. */
function titleLayout(mode: LayoutMode): {
  logo: { x: number; y: number; w: number };
  col: { x: number; y0: number; w: number; h: number; step: number };
  /** The three small buttons in a row (wide), or further down the column (phones). */
  smallRow: boolean;
  /** Learn to play: under the logo when the column is full, else next in the column. */
  learn?: { x: number; y: number };
  keys: boolean;
  fan: { x: number; y: number };
  /** The daily deal and the scorepad: a pair in a row (wide) or one above the other. */
  extra: { x: number; y: number; w: number; h: number; dx: number; dy: number };
  /** The board game's button. */
  board: { x: number; y: number; w: number; h: number };
  /** The board game's guided first game, beside it. */
  boardLearn: { x: number; y: number; w: number; h: number };
  /** The width of Learn to play when it is not the column's. */
  learnW?: number;
} {
  if (mode === 'portrait')
    return {
      logo: { x: 240, y: 150, w: 440 },
      // The column leaves room under it for the fan line at 150% text.
      col: { x: 240, y0: 290, w: 400, h: 60, step: 76 },
      smallRow: false,
      keys: false,
      fan: { x: 466, y: 958 },
      extra: { x: 136, y: 290 + 76 * 7, w: 196, h: 60, dx: 208, dy: 0 },
      board: { x: 136, y: 290 + 76 * 8, w: 196, h: 60 },
      boardLearn: { x: 344, y: 290 + 76 * 8, w: 196, h: 60 },
    };
  if (mode === 'short')
    return {
      logo: { x: 250, y: 150, w: 440 },
      col: { x: 710, y0: 42, w: 400, h: 60, step: 71 },
      learn: { x: 101, y: 364 },
      learnW: 136,
      smallRow: false,
      keys: false,
      fan: { x: 24, y: 430 },
      extra: { x: 145, y: 292, w: 196, h: 60, dx: 210, dy: 0 },
      board: { x: 250, y: 364, w: 136, h: 60 },
      boardLearn: { x: 408, y: 364, w: 150, h: 60 },
    };
  return {
    logo: { x: BASE_W / 2, y: 190, w: 720 },
    col: { x: BASE_W / 2, y0: 380, w: 380, h: 66, step: 76 },
    smallRow: true,
    keys: true,
    fan: { x: BASE_W - 24, y: 900 - 18 },
    extra: { x: BASE_W / 2 - 414, y: 380 + 76 * 4 + 14 + 70, w: 262, h: 58, dx: 276, dy: 0 },
    board: { x: BASE_W / 2 + 138, y: 380 + 76 * 4 + 14 + 70, w: 262, h: 58 },
    boardLearn: { x: BASE_W / 2 + 414, y: 380 + 76 * 4 + 14 + 70, w: 262, h: 58 },
  };
}

/** The title scene. */
export class TitleScene extends Phaser.Scene {
  private continueBtn: Button | null = null;
  /** Counts creates, so cards whose art arrives after the title was left are not drawn. */
  private life = 0;

  constructor() {
    super(SCENES.title);
  }

  create(): void {
    if (!performance.getEntriesByName('title-create').length) performance.mark('title-create');
    appOf(this).hook.setScene(SCENES.title);
    document.getElementById('splash')?.remove();
    if (this.input.keyboard) this.input.keyboard.enabled = true;
    backdrop(this, { dim: 0.35, glow: 0.2 });
    const design = layoutOf(this);
    const L = titleLayout(design.mode);
    const life = ++this.life;
    const current = (): boolean => this.sys.isActive() && life === this.life;
    appOf(this).startUp.whenLoaded(() => {
      if (current() && design.mode === 'wide')
        void import('./titleCards').then((m) => {
          if (current()) m.scatterCards(this);
        });
    });

    const cx = L.col.x;
    this.showLogo(L.logo);

    const nav = new KeyboardNav(this);
    const { w, h, y0, step } = L.col;
    const newGame = button(this, cx, y0, t('common.newGame'), () => goTo(this, SCENES.setup), {
      id: 'new-game',
      key: 'n',
      width: w,
      height: h,
      style: 'primary',
    });
    this.continueBtn = button(this, cx, y0 + step, t('title.continue'), () => void this.resume(), {
      id: 'continue',
      key: 'c',
      width: w,
      height: h,
      enabled: false,
    });
    const saves = button(this, cx, y0 + step * 2, t('common.savedGames'), () => goTo(this, SCENES.saves), {
      id: 'saves',
      key: 'l',
      width: w,
      height: h,
    });
    const learn = button(
      this,
      L.learn?.x ?? cx,
      L.learn?.y ?? y0 + step * 3,
      t('title.learn'),
      () => this.learn(),
      {
        id: 'learn',
        key: 'g',
        width: L.learnW ?? w,
        height: h,
      },
    );
    const sw = L.smallRow ? 236 : w;
    const slot = L.learn ? 3 : 4;
    const sy = L.smallRow ? y0 + step * slot + 14 : y0 + step * slot;
    const dx = L.smallRow ? sw + 16 : 0;
    const dy = L.smallRow ? 0 : step;
    const small = { width: sw, height: L.smallRow ? 58 : h, fontSize: 22 };
    const stats = button(this, cx - dx, sy, t('common.statistics'), () => goTo(this, SCENES.stats), {
      id: 'stats',
      key: 't',
      ...small,
    });
    const settings = button(
      this,
      cx,
      sy + dy,
      t('common.settings'),
      () => openOverlay(this, SCENES.settings),
      {
        id: 'settings',
        key: 's',
        ...small,
      },
    );
    const rules = button(
      this,
      cx + dx,
      sy + dy * 2,
      t('title.howToPlay'),
      () => openOverlay(this, SCENES.rules),
      {
        id: 'rules',
        key: 'r',
        ...small,
      },
    );
    const X = L.extra;
    const extra = { width: X.w, height: X.h, fontSize: 22 };
    const daily = button(this, X.x, X.y, t('title.daily'), () => goTo(this, SCENES.daily), {
      id: 'daily',
      key: 'd',
      ...extra,
    });
    const pad = button(this, X.x + X.dx, X.y + X.dy, t('title.scorepad'), () => goTo(this, SCENES.scorepad), {
      id: 'scorepad',
      key: 'p',
      ...extra,
    });
    const B = L.board;
    const board = button(this, B.x, B.y, t('title.boardGame'), () => goTo(this, SCENES.boardSetup), {
      id: 'board-game',
      key: 'b',
      width: B.w,
      height: B.h,
      fontSize: 22,
      style: 'primary',
    });
    const BL = L.boardLearn;
    const boardLearn = button(this, BL.x, BL.y, t('title.boardLearn'), () => this.learnBoard(), {
      id: 'board-lesson',
      width: BL.w,
      height: BL.h,
      fontSize: 22,
    });
    nav.add(newGame, board, boardLearn, this.continueBtn, saves, learn, stats, settings, rules, daily, pad);
    nav.focus(newGame, false);

    if (L.keys)
      text(this, cx, design.h - 44, t('title.keys'), {
        size: 17,
        color: THEME.css.muted,
      });
    text(this, L.fan.x, L.fan.y, t('title.fanMade'), {
      size: 14,
      color: '#7d6a55',
      origin: [L.fan.x < design.w / 2 ? 0 : 1, 1],
    });

    for (const [i, b] of [
      newGame,
      this.continueBtn,
      saves,
      learn,
      stats,
      settings,
      rules,
      daily,
      pad,
      board,
      boardLearn,
    ].entries()) {
      const ms = appOf(this).settings.animMs(360);
      if (ms <= 0) continue;
      b.setAlpha(0).setY(b.y + 18);
      this.tweens.add({
        targets: b,
        alpha: 1,
        y: b.y - 18,
        duration: ms,
        delay: 120 + i * 70,
        ease: 'Cubic.easeOut',
      });
    }
    fadeIn(this);
    const linked = appOf(this).dealLink.take();
    if (linked) goTo(this, SCENES.daily, { date: linked });
    if (!performance.getEntriesByName('title-interactive').length) performance.mark('title-interactive');
    void loadInBackground(this);
    // Continue turns on once the saves store (late work) says there is a game to resume.
    appOf(this).startUp.whenLoaded(() => {
      void (appOf(this).startUp.lateParts()?.canResume() ?? Promise.resolve(false))
        .then((ok) => {
          if (!current() || !this.continueBtn?.active) return;
          this.continueBtn.setEnabled(ok);
          if (ok) nav.focus(this.continueBtn, nav.focusVisible);
        })
        .catch(() => undefined);
    });
  }

  /** Opens the guided first game at its saved step, once the table's scenes and texts are in. */
  private learn(): void {
    this.input.enabled = false;
    appOf(this).startUp.whenLoaded(() => {
      const late = appOf(this).startUp.lateParts();
      if (!this.sys.isActive()) return;
      if (!late) {
        this.input.enabled = true;
        return;
      }
      late.startTutorial();
      goTo(this, SCENES.table);
    });
  }

  /** Opens the board game's guided first game at its saved step, once the board's scenes and texts are in. */
  private learnBoard(): void {
    this.input.enabled = false;
    appOf(this).startUp.whenLoaded(() => {
      const late = appOf(this).startUp.lateParts();
      if (!this.sys.isActive()) return;
      void (late?.startBoardLesson() ?? Promise.resolve(false)).then((ok) => {
        if (!this.sys.isActive()) return;
        if (ok) goTo(this, SCENES.board);
        else this.input.enabled = true;
      });
    });
  }

  private async resume(): Promise<void> {
    const to = await (appOf(this).startUp.lateParts()?.resumeGame() ?? Promise.resolve(null)).catch(
      () => null,
    );
    if (to && this.scene.isActive()) goTo(this, to === 'board' ? SCENES.board : SCENES.table);
  }

  /** Draws the logo, loading it first on a fresh start (it then fades in). */
  private showLogo(at: { x: number; y: number; w: number }): void {
    const add = (fade: boolean): void => {
      const logo = this.add.image(at.x, at.y, ART.logo);
      logo.setScale(at.w / logo.width);
      const ms = appOf(this).settings.animMs(400);
      if (fade && ms > 0) this.tweens.add({ targets: logo.setAlpha(0), alpha: 1, duration: ms });
    };
    if (this.textures.exists(ART.logo)) {
      add(false);
      return;
    }
    queueArt(this, 'first');
    this.load.once(Phaser.Loader.Events.COMPLETE, () => {
      if (this.textures.exists(ART.logo)) add(true);
    });
    this.load.start();
  }
}
