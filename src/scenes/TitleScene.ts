/** Title: the logo over a softly moving table of cards; New game, Continue, Saved games, Statistics, Settings and Rules. */
import Phaser from 'phaser';
import { continueProvider } from '../app/app';
import { setHookScene } from '../app/testHook';
import { SUITS, characterId, characterIndex } from '../engine';
import { auctionCard, characterBack, characterCard, terrainBack, terrainCard } from '../ui/cardFaces';
import { glowTexture } from '../ui/paint';
import { animMs, getSettings } from '../ui/settings';
import { ART, queueArt } from '../ui/textures';
import { BASE_H, BASE_W, THEME } from '../ui/theme';
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
    const life = ++this.life;
    whenLateLoaded(() => {
      if (this.sys.isActive() && life === this.life) this.scatterCards();
    });
    this.dust();

    const cx = BASE_W / 2;
    this.showLogo(cx);

    const nav = new KeyboardNav(this);
    const w = 380;
    const h = 66;
    const y0 = 404;
    const step = h + 16;
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
    const sw = 236;
    const sy = y0 + step * 3 + 14;
    const small = { width: sw, height: 58, fontSize: 22 };
    const stats = button(this, cx - sw - 16, sy, t('common.statistics'), () => goTo(this, SCENES.stats), {
      id: 'stats',
      key: 't',
      ...small,
    });
    const settings = button(this, cx, sy, t('common.settings'), () => openOverlay(this, SCENES.settings), {
      id: 'settings',
      key: 's',
      ...small,
    });
    const rules = button(
      this,
      cx + sw + 16,
      sy,
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

    text(this, cx, BASE_H - 44, t('title.keys'), {
      size: 17,
      color: THEME.css.muted,
    });
    text(this, BASE_W - 24, BASE_H - 18, t('title.fanMade'), {
      size: 14,
      color: '#7d6a55',
      origin: [1, 1],
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
  private showLogo(cx: number): void {
    const add = (fade: boolean): void => {
      const logo = this.add.image(cx, 190, ART.logo);
      logo.setScale(720 / logo.width);
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

  private dust(): void {
    if (getSettings().reducedMotion) return;
    const key = glowTexture(this, 0xffe2b0, 32);
    this.add.particles(0, 0, key, {
      x: { min: 0, max: BASE_W },
      y: { min: BASE_H * 0.2, max: BASE_H },
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
