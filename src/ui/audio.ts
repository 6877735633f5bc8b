/**
 * Sound effects through Howler: one audio sprite, created on the first gesture so nothing plays or warns before.
 * Howler itself is fetched after the page has loaded (out of the entry chunk) and is usually there by the first gesture.
 */
import type { Howl, HowlerGlobal } from 'howler';
import { SFX_SPRITE } from './audioSprite';
import type { SfxName } from './audioSprite';
import type { SettingsState } from './settings';
import { wakeRender } from './idleTracker';

export type { SfxName } from './audioSprite';

/** URL of the sprite file (served from public/). */
export const SFX_URL = `${import.meta.env.BASE_URL}audio/sfx.wav`;

type HowlerModule = typeof import('howler');

function loadHowler(): Promise<HowlerModule> {
  return import('howler');
}

/** One app's sound effects: the sprite, made on the first gesture, played at the app's volume and mute settings. */
export class Sound {
  private howl: Howl | null = null;
  private howler: HowlerGlobal | null = null;
  private loading: Promise<HowlerModule> | null = null;
  private gestured = false;
  private armed = false;
  private broken = false;
  private readonly lastPlayed = new Map<SfxName, number>();
  private readonly onFirstGesture = (): void => {
    window.removeEventListener('pointerdown', this.onFirstGesture, true);
    window.removeEventListener('keydown', this.onFirstGesture, true);
    this.gestured = true;
    void this.load()
      .then((mod) => this.create(mod))
      .catch(() => {
        this.broken = true;
      });
  };

  /** Plays at the volume and mute of `settings`. */
  constructor(private readonly settings: SettingsState) {}

  private load(): Promise<HowlerModule> {
    this.loading ??= loadHowler();
    return this.loading;
  }

  private applySettings(): void {
    if (!this.howl || !this.howler) return;
    try {
      const s = this.settings.get();
      this.howler.volume(s.volume);
      this.howler.mute(s.muted);
    } catch {
      this.broken = true;
    }
  }

  private create(mod: HowlerModule): void {
    if (this.howl || this.broken) return;
    try {
      this.howler = mod.Howler;
      this.howl = new mod.Howl({
        src: [SFX_URL],
        sprite: SFX_SPRITE,
        preload: true,
        onloaderror: () => {
          this.broken = true;
        },
      });
      this.applySettings();
    } catch {
      this.broken = true;
      this.howl = null;
    }
  }

  /** Waits for the first pointer or key press, then loads the sprite (Howler unlocks audio in that gesture). */
  init(): void {
    if (this.armed || typeof window === 'undefined') return;
    this.armed = true;
    window.addEventListener('pointerdown', this.onFirstGesture, true);
    window.addEventListener('keydown', this.onFirstGesture, true);
    this.settings.on(() => this.applySettings());
    const prefetch = (): void => {
      if (!this.gestured) void this.load().catch(() => undefined);
    };
    if (document.readyState === 'complete') setTimeout(prefetch, 500);
    else window.addEventListener('load', () => setTimeout(prefetch, 500), { once: true });
  }

  /** Plays one effect; silently does nothing before the first gesture or without audio. */
  play(name: SfxName): void {
    if (!this.howl || this.broken || this.settings.get().muted) return;
    const now = performance.now();
    if (now - (this.lastPlayed.get(name) ?? -1e9) < 40) return;
    this.lastPlayed.set(name, now);
    wakeRender();
    try {
      this.howl.play(name);
    } catch {
      this.broken = true;
    }
  }

  /** Sets the master volume (0..1) without touching the saved settings. */
  setVolume(v: number): void {
    try {
      if (this.howl && this.howler) this.howler.volume(Math.min(1, Math.max(0, v)));
    } catch {
      this.broken = true;
    }
  }

  /** Mutes or unmutes all effects without touching the saved settings. */
  setMuted(b: boolean): void {
    try {
      if (this.howl && this.howler) this.howler.mute(b);
    } catch {
      this.broken = true;
    }
  }
}
