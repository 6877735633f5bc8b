/**
 * Sound effects through Howler: one audio sprite, created on the first gesture so nothing plays or warns before.
 * Howler itself is fetched after the page has loaded (out of the entry chunk) and is usually there by the first gesture.
 */
import type { Howl, HowlerGlobal } from 'howler';
import { SFX_SPRITE } from './audioSprite';
import type { SfxName } from './audioSprite';
import { getSettings, onSettings } from './settings';
import { wakeRender } from './idleTracker';

export type { SfxName } from './audioSprite';

/** URL of the sprite file (served from public/). */
export const SFX_URL = `${import.meta.env.BASE_URL}audio/sfx.wav`;

type HowlerModule = typeof import('howler');

let howl: Howl | null = null;
let Howler: HowlerGlobal | null = null;
let loading: Promise<HowlerModule> | null = null;
let gestured = false;
let armed = false;
let broken = false;
const lastPlayed = new Map<SfxName, number>();

function loadHowler(): Promise<HowlerModule> {
  loading ??= import('howler');
  return loading;
}

function applySettings(): void {
  if (!howl || !Howler) return;
  try {
    const s = getSettings();
    Howler.volume(s.volume);
    Howler.mute(s.muted);
  } catch {
    broken = true;
  }
}

function create(mod: HowlerModule): void {
  if (howl || broken) return;
  try {
    Howler = mod.Howler;
    howl = new mod.Howl({
      src: [SFX_URL],
      sprite: SFX_SPRITE,
      preload: true,
      onloaderror: () => {
        broken = true;
      },
    });
    applySettings();
  } catch {
    broken = true;
    howl = null;
  }
}

function onFirstGesture(): void {
  window.removeEventListener('pointerdown', onFirstGesture, true);
  window.removeEventListener('keydown', onFirstGesture, true);
  gestured = true;
  void loadHowler()
    .then(create)
    .catch(() => {
      broken = true;
    });
}

/** Waits for the first pointer or key press, then loads the sprite (Howler unlocks audio in that gesture). */
export function initAudio(): void {
  if (armed || typeof window === 'undefined') return;
  armed = true;
  window.addEventListener('pointerdown', onFirstGesture, true);
  window.addEventListener('keydown', onFirstGesture, true);
  onSettings(applySettings);
  const prefetch = (): void => {
    if (!gestured) void loadHowler().catch(() => undefined);
  };
  if (document.readyState === 'complete') setTimeout(prefetch, 500);
  else window.addEventListener('load', () => setTimeout(prefetch, 500), { once: true });
}

/** Plays one effect; silently does nothing before the first gesture or without audio. */
export function playSfx(name: SfxName): void {
  if (!howl || broken || getSettings().muted) return;
  const now = performance.now();
  if (now - (lastPlayed.get(name) ?? -1e9) < 40) return;
  lastPlayed.set(name, now);
  wakeRender();
  try {
    howl.play(name);
  } catch {
    broken = true;
  }
}

/** Sets the master volume (0..1) without touching the saved settings. */
export function setVolume(v: number): void {
  try {
    if (howl && Howler) Howler.volume(Math.min(1, Math.max(0, v)));
  } catch {
    broken = true;
  }
}

/** Mutes or unmutes all effects without touching the saved settings. */
export function setMuted(b: boolean): void {
  try {
    if (howl && Howler) Howler.mute(b);
  } catch {
    broken = true;
  }
}
