/** Title: the logo over a softly moving table of cards; New game, Continue, Saved games, Statistics, Settings and Rules. */
import Phaser from 'phaser';
import { continueProvider } from '../app/app';
import { setHookScene } from '../app/testHook';
import { SUITS, characterId, characterIndex } from '../engine';
import { auctionCard, characterBack, characterCard, terrainBack, terrainCard } from '../ui/cardFaces';
import { glowTexture } from '../ui/paint';
import { animMs, getSettings } from '../ui/settings';
import { ART, queueArt } from '../ui/textures';
import { layoutOf } from '../ui/layoutMode';
import type { LayoutMode } from '../ui/layoutMode';
import { BASE_W, THEME } from '../ui/theme';
import { KeyboardNav, button, text } from '../ui/widgets';
import type { Button } from '../ui/widgets';
import { SCENES, backdrop, fadeIn, goTo, openOverlay } from './common';
import { loadInBackground } from './BootScene';
import { whenLateLoaded } from './lateLoad';
import { t } from '../i18n';

/** Cards scattered on the title table: kind, position and angle. */
const SCATTER: {
  make: (s: Phaser.Scene) => Phaser.GameObjects.Container;
  x: number;
  y: number;
  a: number;
}[] = [
  { make: (s) => terrainCard(s, 3, 150), x: 210, y: 250, a: -12 },
  { make: (s) => characterCard(s, characterId(characterIndex('Teacher')), 128), x: 360, y: 560, a: 8 },
  { make: (s) => terrainBack(s, 1, 128), x: 150, y: 700, a: 14 },
  { make: (s) => auctionCard(s, 'star', 9, 92), x: 470, y: 330, a: -6 },
  { make: (s) => terrainCard(s, 61, 150), x: 1400, y: 260, a: 10 },
  { make: (s) => characterCard(s, characterId(characterIndex('Sheriff')), 128), x: 1240, y: 570, a: -9 },
  {
    make: (s) => characterBack(s, SUITS, true, 104),
    x: 1460,
    y: 700,
    a: -15,
  },
  { make: (s) => auctionCard(s, 'cactus', 4, 92), x: 1130, y: 330, a: 7 },
];

/** Where the title's parts go in a layout: the logo, the column of buttons, the footer lines. */
function titleLayout(mode: LayoutMode): {
  logo: { x: number; y: number; w: number };
  col: { x: number; y0: number; w: number; h: number; step: number };
  /** The three small buttons in a row (wide), or further down the column (phones). */
  smallRow: boolean;
  keys: boolean;
  fan: { x: number; y: number };
} {
  if (mode === 'portrait')
    return {
      logo: { x: 240, y: 150, w: 440 },
      col: { x: 240, y0: 340, w: 400, h: 64, step: 84 },
      smallRow: false,
      keys: false,
      fan: { x: 466, y: 948 },
    };
  if (mode === 'short')
    return {
      logo: { x: 250, y: 190, w: 440 },
      col: { x: 710, y0: 42, w: 400, h: 60, step: 71 },
      smallRow: false,
      keys: false,
      fan: { x: 24, y: 430 },
    };
  return {
    logo: { x: BASE_W / 2, y: 190, w: 720 },
    col: { x: BASE_W / 2, y0: 404, w: 380, h: 66, step: 82 },
    smallRow: true,
    keys: true,
    fan: { x: BASE_W - 24, y: 900 - 18 },
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
    setHookScene(SCENES.title);
    document.getElementById('splash')?.remove();
    if (this.input.keyboard) this.input.keyboard.enabled = true;
    backdrop(this, { dim: 0.35, glow: 0.2 });
    const design = layoutOf(this);
    const L = titleLayout(design.mode);
    const life = ++this.life;
    whenLateLoaded(() => {
      if (this.sys.isActive() && life === this.life && design.mode === 'wide') this.scatterCards();
    });
    this.dust(design.w, design.h);

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
    const sw = L.smallRow ? 236 : w;
    const sy = L.smallRow ? y0 + step * 3 + 14 : y0 + step * 3;
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
    nav.add(newGame, this.continueBtn, saves, stats, settings, rules);
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

    for (const [i, b] of [newGame, this.continueBtn, saves, stats, settings, rules].entries()) {
      const ms = animMs(360);
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
    if (!performance.getEntriesByName('title-interactive').length) performance.mark('title-interactive');
    void loadInBackground(this);
    void continueProvider()
      .available()
      .then((ok) => {
        if (!this.continueBtn?.active) return;
        this.continueBtn.setEnabled(ok);
        if (ok) nav.focus(this.continueBtn, nav.focusVisible);
      })
      .catch(() => undefined);
  }

  private async resume(): Promise<void> {
    const session = await continueProvider()
      .resume()
      .catch(() => null);
    if (session && this.scene.isActive()) goTo(this, SCENES.table);
  }

  /** Draws the logo, loading it first on a fresh start (it then fades in). */
  private showLogo(at: { x: number; y: number; w: number }): void {
    const add = (fade: boolean): void => {
      const logo = this.add.image(at.x, at.y, ART.logo);
      logo.setScale(at.w / logo.width);
      const ms = animMs(400);
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

  private scatterCards(): void {
    const still = getSettings().reducedMotion || animMs(1000) === 0;
    SCATTER.forEach((c, i) => {
      const card = c
        .make(this)
        .setPosition(c.x, c.y)
        .setAngle(c.a)
        .setAlpha(still ? 0.92 : 0)
        .setDepth(-1);
      card.disableInteractive();
      if (still) return;
      this.tweens.add({ targets: card, alpha: 0.92, duration: animMs(500) });
      this.tweens.add({
        targets: card,
        y: c.y + (i % 2 ? 10 : -10),
        angle: c.a + (i % 2 ? 1.6 : -1.6),
        duration: 4200 + i * 530,
        ease: 'Sine.easeInOut',
        yoyo: true,
        repeat: -1,
      });
    });
  }

  private dust(w: number, h: number): void {
    if (getSettings().reducedMotion) return;
    const key = glowTexture(this, 0xffe2b0, 32);
    this.add.particles(0, 0, key, {
      x: { min: 0, max: w },
      y: { min: h * 0.2, max: h },
      lifespan: 9000,
      speedY: { min: -12, max: -4 },
      speedX: { min: -6, max: 6 },
      scale: { min: 0.15, max: 0.5 },
      alpha: {
        onEmit: () => 0,
        onUpdate: (_p: Phaser.GameObjects.Particles.Particle, _k: string, t: number) =>
          Math.sin(t * Math.PI) * 0.45,
      },
      frequency: 280,
      blendMode: Phaser.BlendModes.ADD,
    });
  }
}
