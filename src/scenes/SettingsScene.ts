/** Settings overlay: volume, mute, animation speed, reduced motion, language and text size; opens over any scene. */
import Phaser from 'phaser';
import { provideIntents } from '../ui/hookRegistry';
import type { IntentRole } from '../ui/hookRegistry';
import { LANGUAGES, LANGUAGE_NAMES, formatPercent, language, setLanguage, t } from '../i18n';
import type { Key, Lang } from '../i18n';
import { playSfx } from '../ui/sfx';
import { appOf } from './appOf';
import { ANIMATION_SPEEDS, TEXT_SIZES } from '../ui/settings';
import type { AnimationSpeed, SettingsState } from '../ui/settings';
import { layoutOf } from '../ui/layoutMode';
import { cssScale } from '../ui/viewport';
import { THEME } from '../ui/theme';
import { KeyboardNav, button, fitWidth, panel, text, toPage } from '../ui/widgets';
import type { Button } from '../ui/widgets';
import { lensSettingButton } from './settingsLens';
import { settingsLayout } from './settingsLayout';
import { Slider } from '../ui/slider';
import { SCENES, closeOverlay } from './common';
import { settingsSwitch } from './settingsSwitch';
import { settingsRole } from './settingsRoles';
import { hintState, saveHintState } from '../app/tutorial/run';
import type { OverlayData } from './common';

const SPEED_LABEL: Record<AnimationSpeed, Extract<Key, `settings.speed.${string}`>> = {
  slow: 'settings.speed.slow',
  normal: 'settings.speed.normal',
  fast: 'settings.speed.fast',
  instant: 'settings.speed.instant',
};

/** Switches the language now and keeps the choice with the other settings. */
function chooseLanguage(settings: SettingsState, l: Lang): void {
  settings.update({ language: l });
  void setLanguage(l);
}

/** What the screens below must be redrawn for when it changes: the text size and the contrast. */
function lookOf(settings: SettingsState): string {
  const s = settings.get();
  return `${s.textSize}:${s.highContrast ? 'hc' : ''}`;
}

/** The settings overlay. */
export class SettingsScene extends Phaser.Scene {
  private returnTo: string | undefined;
  /** The text size and contrast when the overlay opened: the screen below is redrawn on close if they changed. */
  private opened = '';
  /** The page shown in the short strip's two-page layout. */
  private page = 0;

  constructor() {
    super(SCENES.settings);
  }

  private settings(): SettingsState {
    return appOf(this).settings;
  }

  init(data: OverlayData & { page?: number }): void {
    this.returnTo = data?.returnTo;
    this.page = data?.page ?? 0;
    if (!this.opened) this.opened = lookOf(this.settings());
  }

  create(): void {
    appOf(this).hook.setScene(SCENES.settings);
    if (this.input.keyboard) this.input.keyboard.enabled = true;
    const design = layoutOf(this);
    const L = settingsLayout(design.mode, this.settings().textScale());
    const P = L.panel;
    const dim = this.add
      .rectangle(design.w / 2, design.h / 2, design.w * 4, design.h * 4, 0x0c0805, 0.62)
      .setInteractive();
    dim.on(Phaser.Input.Events.GAMEOBJECT_POINTER_DOWN, () => this.close());
    const root = this.add.container(0, 0);
    const bg = panel(this, P.x, P.y, P.w, P.h);
    bg.setInteractive();
    root.add(bg);
    const title = text(this, P.x, L.titleY, t('settings.title'), {
      font: 'display',
      // The landscape strip's title shares a 64 px band with the buttons beside it.
      size: design.mode === 'short' ? 30 : 40,
      bold: true,
      color: THEME.css.ink,
    });
    // In the landscape strip the title sits between the page and Done buttons.
    const beside = L.turn && Math.abs(L.turn.y - L.titleY) < 40 ? L.turn : null;
    root.add(fitWidth(title, beside ? 2 * (P.x - beside.x - beside.w / 2 - 12) : P.w - 60));
    // The short strip shows its settings on two pages (settingsLayout.ts); the other layouts have one.
    const pages = [this.add.container(0, 0), this.add.container(0, 0)];
    root.add(pages);
    const put = (page: number, ...objs: Phaser.GameObjects.GameObject[]): void => {
      (pages[page] ?? root).add(objs);
    };
    const rule = this.add
      .graphics()
      .lineStyle(2, THEME.color.sandDark, 1)
      .lineBetween(P.x - P.w / 2 + 40, L.titleY + 40, P.x + P.w / 2 - 40, L.titleY + 40);
    root.add(rule);

    // Controls sit around each row's centre, their spacing scaled by L.k.
    const rowY = (i: number): number => L.row(i).cy;
    const at = (i: number, dx: number): number => L.row(i).cx + dx * L.k;
    const rowLabel = (i: number, label: string, hint: string): void => {
      const r = L.row(i);
      put(r.page, text(this, r.lx, r.ly, label, { font: 'display', size: 26, bold: true, origin: [0, 0.5] }));
      if (r.hy !== null)
        put(r.page, text(this, r.lx, r.hy, hint, { size: 16, color: THEME.css.inkSoft, origin: [0, 0.5] }));
    };
    const nav = new KeyboardNav(this);
    const s = this.settings().get();
    const roleOf = (id: string) => (): IntentRole | undefined =>
      settingsRole(id, this.settings().get(), language());

    rowLabel(0, t('settings.volume'), t('settings.volumeHint'));
    const pct = text(this, L.k < 1 ? at(0, 290) : at(0, 250), rowY(0), formatPercent(s.volume), {
      size: 22,
      bold: true,
      origin: [1, 0.5],
    });
    const slider = new Slider(
      this,
      at(0, -40),
      rowY(0),
      L.k < 1 ? Math.round(300 * L.k) - 60 : 300,
      s.volume,
      (v) => {
        this.settings().update({ volume: v });
        playSfx(this, 'click');
      },
    );
    this.add.existing(slider);
    const down = button(
      this,
      at(0, -240),
      rowY(0),
      '−',
      () => slider.set(this.settings().get().volume - 0.1),
      {
        id: 'volume-down',
        role: roleOf('volume-down'),
        width: 56,
        height: 56,
        style: 'light',
        fontSize: 30,
      },
    );
    const up = button(this, at(0, 160), rowY(0), '+', () => slider.set(this.settings().get().volume + 0.1), {
      id: 'volume-up',
      role: roleOf('volume-up'),
      width: 56,
      height: 56,
      style: 'light',
      fontSize: 30,
    });
    put(L.row(0).page, slider, down, up, pct);
    const stopSlider = provideIntents('settings:volume', () => {
      if (!slider.canFocus() || !this.input.enabled) return [];
      const m = slider.getWorldTransformMatrix();
      const k = cssScale(this);
      const size = { w: Math.round(slider.width * k), h: Math.round(slider.height * k) };
      const role = roleOf('volume')();
      return [
        {
          id: 'slider:volume',
          label: t('settings.volume'),
          ...toPage(this, m.tx, m.ty),
          ...size,
          ...(role ? { role } : {}),
          activate: () => slider.activate(),
        },
      ];
    });
    slider.once(Phaser.GameObjects.Events.DESTROY, stopSlider);

    rowLabel(1, t('settings.sound'), t('settings.soundHint'));
    const mute = button(
      this,
      at(1, 0),
      rowY(1),
      '',
      () => this.settings().update({ muted: !this.settings().get().muted }),
      {
        id: 'mute',
        role: roleOf('mute'),
        key: 'm',
        width: 240,
        height: 60,
      },
    );
    put(L.row(1).page, mute);

    rowLabel(2, t('settings.animations'), t('settings.animationsHint'));
    const speeds: Button[] = ANIMATION_SPEEDS.map((sp, i) =>
      button(
        this,
        L.k < 1 ? L.row(2).cx - 174 + i * 116 : at(2, -180 + i * 124),
        rowY(2),
        t(SPEED_LABEL[sp]),
        () => this.settings().update({ animationSpeed: sp }),
        {
          id: `speed-${sp}`,
          role: roleOf(`speed-${sp}`),
          // On phones as wide as 8 CSS px between them allows (740x360 included), so "Langsam" keeps its label size.
          width: L.k < 1 ? 104 : 116,
          height: 60,
          style: 'light',
          fontSize: 20,
        },
      ),
    );
    put(L.row(2).page, ...speeds);

    rowLabel(3, t('settings.motion'), t('settings.motionHint'));
    const motionFull = button(
      this,
      L.k < 1 ? L.row(3).cx - 100 : at(3, -94),
      rowY(3),
      t('settings.motionFull'),
      () => this.settings().update({ reducedMotion: false }),
      { id: 'motion-full', role: roleOf('motion-full'), width: 176, height: 60, style: 'light' },
    );
    const motionReduced = button(
      this,
      L.k < 1 ? L.row(3).cx + 100 : at(3, 94),
      rowY(3),
      t('settings.motionReduced'),
      () => this.settings().update({ reducedMotion: true }),
      { id: 'motion-reduced', role: roleOf('motion-reduced'), width: 176, height: 60, style: 'light' },
    );
    put(L.row(3).page, motionFull, motionReduced);

    rowLabel(4, t('settings.language'), t('settings.languageHint'));
    // On a phone the languages take two lines of three.
    const langAt = (i: number): { x: number; y: number } =>
      L.k < 1
        ? { x: at(4, -200 + (i % 3) * 200), y: rowY(4) + Math.floor(i / 3) * 72 }
        : { x: at(4, -236 + i * 118), y: rowY(4) };
    const languages: Button[] = LANGUAGES.map((l, i) =>
      button(this, langAt(i).x, langAt(i).y, LANGUAGE_NAMES[l], () => chooseLanguage(this.settings(), l), {
        id: `language-${l}`,
        role: roleOf(`language-${l}`),
        width: L.k < 1 ? 136 : 114,
        height: 60,
        style: language() === l ? 'primary' : 'light',
        fontSize: 17,
      }),
    );
    put(L.row(4).page, ...languages);

    rowLabel(5, t('settings.textSize'), t('settings.textSizeHint'));
    const sizes: Button[] = TEXT_SIZES.map((sz, i) =>
      button(
        this,
        L.k < 1 ? L.row(5).cx + (i - 1) * 132 : at(5, -124 + i * 124),
        rowY(5),
        formatPercent(sz / 100),
        () => {
          if (this.settings().get().textSize === sz) return;
          this.settings().update({ textSize: sz });
          // Every text is laid out again at the new size.
          this.scene.restart({ returnTo: this.returnTo, page: this.page });
        },
        {
          id: `text-${sz}`,
          role: roleOf(`text-${sz}`),
          width: 116,
          height: 60,
          style: 'light',
          fontSize: 20,
        },
      ),
    );
    put(L.row(5).page, ...sizes);

    const done = button(this, L.done.x, L.done.y, t('common.done'), () => this.close(), {
      id: 'settings-close',
      key: 'Escape',
      width: L.done.w,
      height: 64,
      style: 'primary',
    });
    const lens = lensSettingButton(this, L.lens);
    const hints = settingsSwitch(
      this,
      {
        id: 'hints',
        name: () => t('settings.hints'),
        hint: () => t('settings.hintsHint'),
        get: () => hintState().on,
        set: (on) => saveHintState({ on, seen: hintState().seen }),
      },
      L.hints,
    );
    // The overlay redraws itself at once in the new contrast.
    const contrast = settingsSwitch(
      this,
      {
        id: 'contrast',
        name: () => t('settings.contrast'),
        hint: () => t('settings.contrastHint'),
        get: () => this.settings().get().highContrast,
        set: (on) => this.settings().update({ highContrast: on }),
      },
      L.contrast,
      () => this.scene.restart({ returnTo: this.returnTo, page: this.page }),
    );
    put(L.done.page, done);
    put(L.hints.page, hints);
    put(L.contrast.page, contrast);
    put(L.lens.page, lens.button);
    const turn = L.turn
      ? button(this, L.turn.x, L.turn.y, '', () => showPage(1 - this.page), {
          id: 'settings-page',
          width: L.turn.w,
          height: 64,
          style: 'light',
          fontSize: 18,
        })
      : null;
    if (turn) root.add(turn);
    const showPage = (n: number): void => {
      this.page = turn ? n : 0;
      pages.forEach((c, i) => c.setVisible(!turn || i === this.page));
      turn?.setLabel(t(this.page === 0 ? 'settings.toDisplay' : 'settings.toSound'));
    };
    showPage(this.page);

    const refresh = (): void => {
      const st = this.settings().get();
      pct.setText(formatPercent(st.volume));
      mute
        .setLabel(t(st.muted ? 'settings.muted' : 'settings.soundOn'))
        .setLook(st.muted ? 'danger' : 'secondary');
      ANIMATION_SPEEDS.forEach((sp, i) => speeds[i]?.setLook(st.animationSpeed === sp ? 'primary' : 'light'));
      motionFull.setLook(st.reducedMotion ? 'light' : 'primary');
      motionReduced.setLook(st.reducedMotion ? 'primary' : 'light');
      TEXT_SIZES.forEach((sz, i) => sizes[i]?.setLook(st.textSize === sz ? 'primary' : 'light'));
      lens.refresh();
    };
    refresh();
    const off = this.settings().on(refresh);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, off);

    nav.add(
      down,
      slider,
      up,
      mute,
      ...speeds,
      motionFull,
      motionReduced,
      ...languages,
      ...sizes,
      hints,
      contrast,
      lens.button,
      ...(turn ? [turn] : []),
      done,
    );
    const ms = this.settings().animMs(220);
    if (ms > 0) {
      root.setAlpha(0).setY(16);
      dim.setAlpha(0);
      this.tweens.add({ targets: root, alpha: 1, y: 0, duration: ms, ease: 'Cubic.easeOut' });
      this.tweens.add({ targets: dim, alpha: 1, duration: ms });
    }
  }

  private close(): void {
    const below = this.returnTo ? this.scene.get(this.returnTo) : null;
    const resized = lookOf(this.settings()) !== this.opened;
    this.opened = '';
    closeOverlay(this, this.returnTo);
    if (resized && below) below.scene.restart();
  }
}
