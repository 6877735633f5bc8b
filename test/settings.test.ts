import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

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

describe('settings', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal('localStorage', new MemoryStorage());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('loads the stored record into the synchronous cache and persists later changes', async () => {
    const { initSettings, getSettings, updateSettings } = await import('../src/ui/settings');
    const writes: unknown[] = [];
    await initSettings({
      read: async () => ({ volume: 0.3, animationSpeed: 'fast', lastSetup: { seats: [] } }),
      write: async (v) => void writes.push(v),
    });
    expect(getSettings()).toMatchObject({ volume: 0.3, animationSpeed: 'fast', muted: false });
    expect(writes).toEqual([]);
    updateSettings({ muted: true });
    expect(writes).toEqual([expect.objectContaining({ muted: true, volume: 0.3 })]);
  });

  it('high contrast follows the system preference until chosen, is kept, and shows in the quick copy', async () => {
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q === '(prefers-contrast: more)' }));
    const { initSettings, getSettings, updateSettings, QUICK_SETTINGS_KEY } =
      await import('../src/ui/settings');
    await initSettings({ read: async () => ({ highContrast: 'yes' }), write: async () => undefined });
    expect(getSettings().highContrast).toBe(true);
    updateSettings({ highContrast: false });
    expect(getSettings().highContrast).toBe(false);
    expect(JSON.parse(localStorage.getItem(QUICK_SETTINGS_KEY) ?? '{}')).toMatchObject({
      highContrast: false,
    });
    const { textColour, lineWidth } = await import('../src/ui/contrast');
    expect(textColour('#5a4330')).toBe('#5a4330');
    expect(lineWidth(2)).toBe(2);
    updateSettings({ highContrast: true });
    expect(textColour('#5A4330')).toBe('#2b1a10');
    expect(textColour('#fff6e2')).toBe('#fff6e2');
    expect(lineWidth(2)).toBe(4);
    expect(lineWidth(5)).toBe(9);
  });

  it('moves the old localStorage settings over once, and keeps changes made before loading', async () => {
    localStorage.setItem('carson-city.settings', JSON.stringify({ animationSpeed: 'instant', volume: 0 }));
    const { initSettings, getSettings, updateSettings } = await import('../src/ui/settings');
    updateSettings({ reducedMotion: true });
    let stored: unknown = { volume: 0.9, muted: true };
    await initSettings({ read: async () => stored, write: async (v) => void (stored = v) });
    expect(getSettings()).toMatchObject({
      animationSpeed: 'instant',
      volume: 0,
      muted: true,
      reducedMotion: true,
    });
    expect(stored).toMatchObject({ animationSpeed: 'instant', volume: 0, muted: true, reducedMotion: true });
    expect(localStorage.getItem('carson-city.settings')).toBeNull();
  });

  it('falls back to defaults when the store fails or holds junk', async () => {
    const { initSettings, getSettings, animMs } = await import('../src/ui/settings');
    await initSettings({
      read: () => Promise.reject(new Error('no storage')),
      write: () => Promise.reject(new Error('no storage')),
    });
    expect(getSettings()).toMatchObject({ volume: 0.7, animationSpeed: 'normal' });
    await initSettings({ read: async () => 'junk', write: async () => undefined });
    expect(animMs(100)).toBe(100);
  });
  it('keeps a text size of 100, 125 or 150 percent, mirrors it for the first screen and scales the theme fonts', async () => {
    const { initSettings, getSettings, updateSettings, applyTextSize } = await import('../src/ui/settings');
    const { fontPx } = await import('../src/ui/theme');
    await initSettings({ read: async () => ({ textSize: 175 }), write: async () => undefined });
    expect(getSettings().textSize).toBe(100);
    const stop = applyTextSize();
    expect(fontPx(20)).toBe('20px');
    updateSettings({ textSize: 150 });
    expect(fontPx(20)).toBe('30px');
    expect(JSON.parse(localStorage.getItem('carson-city.settings.quick') ?? '{}')).toMatchObject({
      textSize: 150,
    });
    updateSettings({ textSize: 125 });
    expect(fontPx(22)).toBe('28px');
    stop();
  });
});
