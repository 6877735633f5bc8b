/** Settings overlay: volume, mute, animation speed, reduced motion, language and text size; opens over any scene. */
import Phaser from 'phaser';
import { setHookScene } from '../app/testHook';
import { provideIntents } from '../ui/hookRegistry';
import { LANGUAGES, LANGUAGE_NAMES, formatPercent, language, setLanguage, t } from '../i18n';
import type { Key, Lang } from '../i18n';
import { playSfx } from '../ui/audio';
import {
  ANIMATION_SPEEDS,
  TEXT_SIZES,
  animMs,
  getSettings,
  onSettings,
  updateSettings,
} from '../ui/settings';
import type { AnimationSpeed } from '../ui/settings';
import { BASE_H, BASE_W, THEME } from '../ui/theme';
import { KeyboardNav, button, isShown, panel, text, toPage } from '../ui/widgets';
import type { Button, Focusable } from '../ui/widgets';
import { SCENES, closeOverlay } from './common';
import type { OverlayData } from './common';

const PW = 960;
const PH = 860;
/** Room for a row's label and hint, left of its controls. */
const HINT_W = 220;
const SPEED_LABEL: Record<AnimationSpeed, Extract<Key, `settings.speed.${string}`>> = {
  slow: 'settings.speed.slow',
  normal: 'settings.speed.normal',
  fast: 'settings.speed.fast',
  instant: 'settings.speed.instant',
};

/** Switches the language now and keeps the choice with the other settings. */
function chooseLanguage(l: Lang): void {
  updateSettings({ language: l });
  void setLanguage(l);
}

/** A horizontal volume slider: click or drag; arrows step by 5%. */
class Slider extends Phaser.GameObjects.Container implements Focusable {
  private readonly fill: Phaser.GameObjects.Graphics;
  private readonly knob: Phaser.GameObjects.Graphics;
  private readonly ring: Phaser.GameObjects.Graphics;

  constructor(
    scene: Phaser.Scene,
    x: number,
    y: number,
    private readonly trackW: number,
    private value: number,
    private readonly onChange: (v: number) => void,
  ) {
    super(scene, x, y);
    const w = trackW;
    const track = scene.add.graphics();
    track.fillStyle(THEME.color.leatherDark, 0.9).fillRoundedRect(-w / 2, -7, w, 14, 7);
    this.fill = scene.add.graphics();
    this.knob = scene.add.graphics();
    this.ring = scene.add.graphics();
    this.add([this.ring, track, this.fill, this.knob]);
    this.setSize(w + 40, 56).setInteractive({ useHandCursor: true, draggable: true });
    const set = (p: Phaser.Input.Pointer): void => {
      const local = p.worldX - this.x;
      this.set((local + w / 2) / w);
    };
    this.on(Phaser.Input.Events.GAMEOBJECT_POINTER_DOWN, set);
    this.on(Phaser.Input.Events.GAMEOBJECT_DRAG, set);
    this.draw();
  }

  set(v: number): void {
    const nv = Math.round(Math.min(1, Math.max(0, v)) * 100) / 100;
    if (nv === this.value) return;
    this.value = nv;
    this.draw();
    this.onChange(nv);
  }

  private draw(): void {
    const x = -this.trackW / 2 + this.trackW * this.value;
    this.fill
      .clear()
      .fillStyle(THEME.color.adobe, 1)
      .fillRoundedRect(-this.trackW / 2, -7, Math.max(14, this.trackW * this.value), 14, 7);
    this.knob.clear();
    this.knob.fillStyle(0x000000, 0.3).fillCircle(x, 3, 17);
    this.knob.fillStyle(THEME.color.sandLight, 1).fillCircle(x, 0, 16);
    this.knob.lineStyle(3, THEME.color.rust, 1).strokeCircle(x, 0, 14);
  }

  canFocus(): boolean {
    return this.active && isShown(this);
  }

  activate(): void {
    this.set(this.value > 0 ? 0 : 0.7);
  }

  setFocused(on: boolean): void {
    this.ring.clear();
    if (on)
      this.ring
        .lineStyle(3, THEME.color.gold, 1)
        .strokeRoundedRect(-this.trackW / 2 - 22, -26, this.trackW + 44, 52, 14);
  }

  onKey(key: string): boolean {
    if (key === 'ArrowLeft' || key === 'ArrowDown') this.set(this.value - 0.05);
    else if (key === 'ArrowRight' || key === 'ArrowUp') this.set(this.value + 0.05);
    else if (key === 'Home') this.set(0);
    else if (key === 'End') this.set(1);
    else return false;
    return true;
  }
}

/** The settings overlay. */
export class SettingsScene extends Phaser.Scene {
  private returnTo: string | undefined;
  /** The text size when the overlay opened: the screen below is redrawn on close if it changed. */
  private openedTextSize = 0;

  constructor() {
    super(SCENES.settings);
  }

  init(data: OverlayData): void {
    this.returnTo = data?.returnTo;
    if (!this.openedTextSize) this.openedTextSize = getSettings().textSize;
  }

  create(): void {
    setHookScene(SCENES.settings);
    if (this.input.keyboard) this.input.keyboard.enabled = true;
    const cx = BASE_W / 2;
    const cy = BASE_H / 2;
    const dim = this.add.rectangle(cx, cy, BASE_W, BASE_H, 0x0c0805, 0.62).setInteractive();
    dim.on(Phaser.Input.Events.GAMEOBJECT_POINTER_DOWN, () => this.close());
    const root = this.add.container(0, 0);
    const bg = panel(this, cx, cy, PW, PH);
    bg.setInteractive();
    root.add(bg);
    root.add(
      text(this, cx, cy - PH / 2 + 56, t('settings.title'), {
        font: 'display',
        size: 40,
        bold: true,
        color: THEME.css.ink,
      }),
    );
    const rule = this.add
      .graphics()
      .lineStyle(2, THEME.color.sandDark, 1)
      .lineBetween(cx - PW / 2 + 60, cy - PH / 2 + 96, cx + PW / 2 - 60, cy - PH / 2 + 96);
    root.add(rule);

    const left = cx - PW / 2 + 70;
    const ctrl = cx + 110;
    const rowY = (i: number): number => cy - PH / 2 + 150 + i * 94;
    const rowLabel = (i: number, label: string, hint: string): void => {
      root.add(
        text(this, left, rowY(i) - 12, label, { font: 'display', size: 26, bold: true, origin: [0, 0.5] }),
      );
      root.add(
        // Wrapped short of the controls, so that a larger text size adds a line instead of running under them.
        text(this, left, rowY(i) + 18, hint, {
          size: 16,
          color: THEME.css.inkSoft,
          origin: [0, 0],
          align: 'left',
          wrap: HINT_W,
        }).setY(rowY(i) + 8),
      );
    };
    const nav = new KeyboardNav(this);
    const s = getSettings();

    rowLabel(0, t('settings.volume'), t('settings.volumeHint'));
    const pct = text(this, ctrl + 250, rowY(0), formatPercent(s.volume), {
      size: 22,
      bold: true,
      origin: [1, 0.5],
    });
    const slider = new Slider(this, ctrl - 40, rowY(0), 300, s.volume, (v) => {
      updateSettings({ volume: v });
      playSfx('click');
    });
    this.add.existing(slider);
    const down = button(this, ctrl - 240, rowY(0), '−', () => slider.set(getSettings().volume - 0.1), {
      id: 'volume-down',
      width: 56,
      height: 56,
      style: 'light',
      fontSize: 30,
    });
    const up = button(this, ctrl + 160, rowY(0), '+', () => slider.set(getSettings().volume + 0.1), {
      id: 'volume-up',
      width: 56,
      height: 56,
      style: 'light',
      fontSize: 30,
    });
    root.add([slider, down, up, pct]);
    const stopSlider = provideIntents('settings:volume', () => {
      if (!slider.canFocus() || !this.input.enabled) return [];
      const m = slider.getWorldTransformMatrix();
      return [
        {
          id: 'slider:volume',
          label: t('settings.volume'),
          ...toPage(this, m.tx, m.ty),
          activate: () => slider.activate(),
        },
      ];
    });
    slider.once(Phaser.GameObjects.Events.DESTROY, stopSlider);

    rowLabel(1, t('settings.sound'), t('settings.soundHint'));
    const mute = button(this, ctrl, rowY(1), '', () => updateSettings({ muted: !getSettings().muted }), {
      id: 'mute',
      key: 'm',
      width: 240,
      height: 60,
    });
    root.add(mute);

    rowLabel(2, t('settings.animations'), t('settings.animationsHint'));
    const speeds: Button[] = ANIMATION_SPEEDS.map((sp, i) =>
      button(
        this,
        ctrl - 180 + i * 124,
        rowY(2),
        t(SPEED_LABEL[sp]),
        () => updateSettings({ animationSpeed: sp }),
        { id: `speed-${sp}`, width: 116, height: 60, style: 'light', fontSize: 20 },
      ),
    );
    root.add(speeds);

    rowLabel(3, t('settings.motion'), t('settings.motionHint'));
    const motionFull = button(
      this,
      ctrl - 62,
      rowY(3),
      t('settings.motionFull'),
      () => updateSettings({ reducedMotion: false }),
      { id: 'motion-full', width: 176, height: 60, style: 'light' },
    );
    const motionReduced = button(
      this,
      ctrl + 124,
      rowY(3),
      t('settings.motionReduced'),
      () => updateSettings({ reducedMotion: true }),
      { id: 'motion-reduced', width: 176, height: 60, style: 'light' },
    );
    root.add([motionFull, motionReduced]);

    rowLabel(4, t('settings.language'), t('settings.languageHint'));
    const languages: Button[] = LANGUAGES.map((l, i) =>
      button(this, ctrl - 236 + i * 118, rowY(4), LANGUAGE_NAMES[l], () => chooseLanguage(l), {
        id: `language-${l}`,
        width: 114,
        height: 60,
        style: language() === l ? 'primary' : 'light',
        fontSize: 17,
      }),
    );
    root.add(languages);

    rowLabel(5, t('settings.textSize'), t('settings.textSizeHint'));
    const sizes: Button[] = TEXT_SIZES.map((sz, i) =>
      button(
        this,
        ctrl - 124 + i * 124,
        rowY(5),
        formatPercent(sz / 100),
        () => {
          if (getSettings().textSize === sz) return;
          updateSettings({ textSize: sz });
          // Every text is laid out again at the new size.
          this.scene.restart({ returnTo: this.returnTo });
        },
        { id: `text-${sz}`, width: 116, height: 60, style: 'light', fontSize: 20 },
      ),
    );
    root.add(sizes);

    const done = button(this, cx, cy + PH / 2 - 66, t('common.done'), () => this.close(), {
      id: 'settings-close',
      key: 'Escape',
      width: 240,
      height: 64,
      style: 'primary',
    });
    root.add(done);

    const refresh = (): void => {
      const st = getSettings();
      pct.setText(formatPercent(st.volume));
      mute
        .setLabel(t(st.muted ? 'settings.muted' : 'settings.soundOn'))
        .setLook(st.muted ? 'danger' : 'secondary');
      ANIMATION_SPEEDS.forEach((sp, i) => speeds[i]?.setLook(st.animationSpeed === sp ? 'primary' : 'light'));
      motionFull.setLook(st.reducedMotion ? 'light' : 'primary');
      motionReduced.setLook(st.reducedMotion ? 'primary' : 'light');
      TEXT_SIZES.forEach((sz, i) => sizes[i]?.setLook(st.textSize === sz ? 'primary' : 'light'));
    };
    refresh();
    const off = onSettings(refresh);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, off);

    nav.add(down, slider, up, mute, ...speeds, motionFull, motionReduced, ...languages, ...sizes, done);
    const ms = animMs(220);
    if (ms > 0) {
      root.setAlpha(0).setY(16);
      dim.setAlpha(0);
      this.tweens.add({ targets: root, alpha: 1, y: 0, duration: ms, ease: 'Cubic.easeOut' });
      this.tweens.add({ targets: dim, alpha: 1, duration: ms });
    }
  }

  private close(): void {
    const below = this.returnTo ? this.scene.get(this.returnTo) : null;
    const resized = getSettings().textSize !== this.openedTextSize;
    this.openedTextSize = 0;
    closeOverlay(this, this.returnTo);
    if (resized && below) below.scene.restart();
  }
}
