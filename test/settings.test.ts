import type Phaser from 'phaser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app/createApp';
import { createApp } from '../src/app/createApp';
import { lineWidth, textColour } from '../src/ui/contrast';
import { fontPx } from '../src/ui/theme';
import { QUICK_SETTINGS_KEY } from '../src/ui/settings';
import type { SettingsState } from '../src/ui/settings';

class MemoryStorage {
  private readonly map = new Map<string, string>();
  getItem(k: string): string | null {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string): void {
    this.map.set(k, v);
  }
  removeItem(k: string): void {
    this.map.delete(k);
  }
}

/** A scene of a game that carries `app`, as appOf finds it. */
function sceneWith(app: App): Phaser.Scene {
  return { game: { registry: { get: () => app } } } as unknown as Phaser.Scene;
}

describe('settings', () => {
  let localStorage: MemoryStorage;
  let app: App;
  let settings: SettingsState;
  beforeEach(() => {
    localStorage = new MemoryStorage();
  });
  afterEach(() => vi.unstubAllGlobals());

  /** A new App on the slots as they are now (its settings start from their quick copy). */
  function start(): SettingsState {
    app = createApp({ local: localStorage });
    settings = app.settings;
    return settings;
  }

  it('loads the stored record into the synchronous cache and persists later changes', async () => {
    start();
    const writes: unknown[] = [];
    await settings.init({
      read: async () => ({ volume: 0.3, animationSpeed: 'fast', lastSetup: { seats: [] } }),
      write: async (v) => void writes.push(v),
    });
    expect(settings.get()).toMatchObject({ volume: 0.3, animationSpeed: 'fast', muted: false });
    expect(writes).toEqual([]);
    settings.update({ muted: true });
    expect(writes).toEqual([expect.objectContaining({ muted: true, volume: 0.3 })]);
  });

  it('high contrast follows the system preference until chosen, is kept, and shows in the quick copy', async () => {
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q === '(prefers-contrast: more)' }));
    start();
    await settings.init({ read: async () => ({ highContrast: 'yes' }), write: async () => undefined });
    expect(settings.get().highContrast).toBe(true);
    settings.update({ highContrast: false });
    expect(settings.get().highContrast).toBe(false);
    expect(JSON.parse(localStorage.getItem(QUICK_SETTINGS_KEY) ?? '{}')).toMatchObject({
      highContrast: false,
    });
    const scene = sceneWith(app);
    expect(textColour(scene, '#5a4330')).toBe('#5a4330');
    expect(lineWidth(scene, 2)).toBe(2);
    settings.update({ highContrast: true });
    expect(textColour(scene, '#5A4330')).toBe('#2b1a10');
    expect(textColour(scene, '#fff6e2')).toBe('#fff6e2');
    expect(lineWidth(scene, 2)).toBe(4);
    expect(lineWidth(scene, 5)).toBe(9);
  });

  it('moves the old localStorage settings over once, and keeps changes made before loading', async () => {
    localStorage.setItem('carson-city.settings', JSON.stringify({ animationSpeed: 'instant', volume: 0 }));
    start();
    settings.update({ reducedMotion: true });
    let stored: unknown = { volume: 0.9, muted: true };
    await settings.init({ read: async () => stored, write: async (v) => void (stored = v) });
    expect(settings.get()).toMatchObject({
      animationSpeed: 'instant',
      volume: 0,
      muted: true,
      reducedMotion: true,
    });
    expect(stored).toMatchObject({ animationSpeed: 'instant', volume: 0, muted: true, reducedMotion: true });
    expect(localStorage.getItem('carson-city.settings')).toBeNull();
  });

  it('falls back to defaults when the store fails or holds junk', async () => {
    start();
    await settings.init({
      read: () => Promise.reject(new Error('no storage')),
      write: () => Promise.reject(new Error('no storage')),
    });
    expect(settings.get()).toMatchObject({ volume: 0.7, animationSpeed: 'normal' });
    await settings.init({ read: async () => 'junk', write: async () => undefined });
    expect(settings.animMs(100)).toBe(100);
  });
  it('keeps a text size of 100, 125 or 150 percent, mirrors it for the first screen and scales the theme fonts', async () => {
    start();
    await settings.init({ read: async () => ({ textSize: 175 }), write: async () => undefined });
    expect(settings.get().textSize).toBe(100);
    expect(fontPx(20, settings.textScale())).toBe('20px');
    settings.update({ textSize: 150 });
    expect(fontPx(20, settings.textScale())).toBe('30px');
    expect(JSON.parse(localStorage.getItem('carson-city.settings.quick') ?? '{}')).toMatchObject({
      textSize: 150,
    });
    settings.update({ textSize: 125 });
    expect(fontPx(22, settings.textScale())).toBe('28px');
  });
});
